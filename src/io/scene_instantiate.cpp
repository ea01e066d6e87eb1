// Building a tree of nodes from a SceneState (Godot 4's SceneState::instantiate).

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "arbor/core/error/parse_error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/missing_node.h"
#include "core/bulk_heap.h"
#include "core/string_name_prefetch.h"
#include "io/instantiate_connections.h"
#include "io/instantiate_paths.h"
#include "io/scene_builder.h"
#include "io/scene_building.h"
#include "scene/child_reserve.h"
#include "scene/kept_places.h"

namespace arbor::detail {
namespace {

constexpr std::string_view kScriptProperty = "script";

// A `[node]` with neither `type=` nor `instance=` edits a node that an instanced or inherited
// scene already built.
bool overrides_existing(const SceneNodeEntry& entry) {
  return entry.type.empty() && entry.instance.is_nil() && !entry.details().instance_placeholder;
}

const Variant* find_script(const SceneNodeEntry& entry) {
  for (const SceneProperty& property : entry.properties) {
    if (property.name == kScriptProperty) return &property.value;
  }
  return nullptr;
}

bool lists_node_path(const SceneNodeEntry& entry, std::string_view property) {
  const std::optional<PackedStringArray>& node_paths = entry.details().node_paths;
  if (!node_paths) return false;
  for (const std::string& name : *node_paths) {
    if (name == property) return true;
  }
  return false;
}

// The values a Variant keeps on the heap (see Variant).
void prefetch_heap_value(const Variant& value) {
  switch (value.get_type()) {
    case Variant::TRANSFORM3D:
      __builtin_prefetch(value.get_if<Transform3D>());
      break;
    case Variant::BASIS:
      __builtin_prefetch(value.get_if<Basis>());
      break;
    case Variant::TRANSFORM2D:
      __builtin_prefetch(value.get_if<Transform2D>());
      break;
    case Variant::AABB:
      __builtin_prefetch(value.get_if<arbor::AABB>());
      break;
    case Variant::PROJECTION:
      __builtin_prefetch(value.get_if<Projection>());
      break;
    case Variant::STRING:
      __builtin_prefetch(value.get_if<std::string>());
      break;
    default:
      break;
  }
}

// A MissingNode standing in for a node of the class the file names.
Owned<Node> missing_node(const std::string& file_type) {
  auto missing = Owned<MissingNode>(new MissingNode());
  missing->set_original_class(file_type);
  return Owned<Node>(missing.release());
}

// Godot's SceneState::instantiate: a class that gives no Node (one Arbor does not have, an
// abstract one, or one that is not a Node, as Godot 3's Tween node is Godot 4's RefCounted
// Tween) becomes a MissingNode that records every property. `problem` says why when the class
// exists, for a warning.
Owned<Node> new_node(const StringName& class_name, const std::string& file_type,
                     std::string& problem) {
  Object* object = ClassDB::instantiate(class_name);
  if (object && object->get_class_info().inherits(Node::get_class_info_static())) {
    return Owned<Node>(static_cast<Node*>(object));
  }
  delete object;
  if (!ClassDB::class_exists(class_name)) return missing_node(file_type);
  if (!ClassDB::is_parent_class(class_name, "Node")) {
    problem = "class '" + class_name.str() + "' is a " +
              ClassDB::get_parent_class(class_name).str() + ", not a Node";
  } else {
    problem = "class '" + class_name.str() + "' cannot be instantiated";
  }
  return missing_node(file_type);
}

// Godot: `index=` places a node among children that an instanced or inherited scene made.
void attach(Owned<Node> node, Node* parent, const SceneNodeEntry& entry) {
  parent->add_child(node.get());
  Node* attached = node.release();
  const std::optional<int64_t>& index = entry.details().index;
  if (index && *index >= 0 && *index < parent->get_child_count() - 1) {
    parent->move_child(attached, int(*index));
  }
}

}  // namespace

SceneBuilder::SceneBuilder(const SceneState& state, const std::string& scene_path)
    : state_(state), scene_path_(scene_path), scope_(scene_path), resources_(state, scene_path) {}

Node* SceneBuilder::build_all() {
  if (state_.nodes.empty()) fail(nullptr, "the scene has no nodes");
  const BulkHeapScope bulk(state_.nodes.size() * kHeapBytesPerSceneNode);
  number_parents();
  reserve_interned(state_.nodes.size());
  const std::vector<SceneNodeEntry>& nodes = state_.nodes;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const std::size_t lists = i + kListsAhead;
    const std::size_t values = i + kValuesAhead;
    prefetch(lists < nodes.size() ? &nodes[lists] : nullptr,
             values < nodes.size() ? &nodes[values] : nullptr,
             values < nodes.size() ? entry_parents_[values] : 0);
    build_node(nodes[i], entry_parents_[i]);
  }
  return finish();
}

std::uint32_t SceneBuilder::expect_child_of(std::string_view path) {
  const std::uint32_t number = parent_numbers_.number(path);
  if (number == parents_.size()) parents_.push_back({path});
  ++parents_[number].entries;
  return number;
}

SceneNodeEntry& SceneBuilder::next_entry() {
  if (window_.empty()) window_.resize(kWindow);
  return window_[read_ % kWindow].entry;
}

void SceneBuilder::entry_read() {
  Pending& pending = window_[read_ % kWindow];
  pending.parent = read_ == 0 || !pending.entry.parent ? 0 : parent_number(pending.entry);
  ++read_;
  if (read_ - built_ < kWindow) return;
  for (std::size_t burst = kListsAhead; burst < kWindow; ++burst) build_pending();
}

// Builds the oldest entry read, and frees its place for the next.
void SceneBuilder::build_pending() {
  auto ahead = [this](std::size_t distance) -> const Pending* {
    return built_ + distance < read_ ? &window_[(built_ + distance) % kWindow] : nullptr;
  };
  const Pending* values = ahead(kValuesAhead);
  prefetch(ahead(kListsAhead) ? &ahead(kListsAhead)->entry : nullptr,
           values ? &values->entry : nullptr, values ? values->parent : 0);
  Pending& pending = window_[built_ % kWindow];
  ++built_;
  build_node(pending.entry, pending.parent);
  pending.entry.clear();
}

// Godot's SceneState keeps each node's parent as an index; a text file names it by path, so
// the distinct paths are numbered once, and counted, before anything is built.
void SceneBuilder::number_parents() {
  entry_parents_.assign(state_.nodes.size(), 0);
  for (std::size_t i = 1; i < state_.nodes.size(); ++i) {
    const SceneNodeEntry& entry = state_.nodes[i];
    if (!entry.parent) continue;
    entry_parents_[i] = expect_child_of(*entry.parent);
  }
}

// The number of an entry's parent path when entries come one by one: a path met for the
// first time is copied, since the entry holding it may be reused.
std::uint32_t SceneBuilder::parent_number(const SceneNodeEntry& entry) {
  return parent_numbers_.number(*entry.parent, [this](std::string_view path) {
    const std::string_view kept = parent_paths_.emplace_back(path);
    parents_.push_back({kept});
    return kept;
  });
}

// Entries are built in order, but each keeps its properties, and some of their values, in
// blocks of their own, and its name is interned through a large table: loading those a few
// entries ahead keeps a large scene's build from waiting on the memory for each node. `lists`
// is kListsAhead entries ahead, `values` kValuesAhead (with the number of its parent), when
// there are that many.
void SceneBuilder::prefetch(const SceneNodeEntry* lists, const SceneNodeEntry* values,
                            std::uint32_t values_parent) const {
  if (lists) {
    __builtin_prefetch(lists->properties.data());
    prefetch_interned_slot(lists->name);
  }
  if (values) {
    for (const SceneProperty& property : values->properties) prefetch_heap_value(property.value);
    prefetch_interned_entry(values->name);
    // The parent's node is known once an earlier entry's build has found it.
    if (values->parent && values_parent < parents_.size()) {
      if (const Node* parent = parents_[values_parent].node) {
        prefetch_child_name(parent, values->name);
      }
    }
  }
}

void SceneBuilder::build_node(const SceneNodeEntry& entry, std::uint32_t parent_number) {
  const bool root_entry = building_root_;
  try {
    if (root_entry && entry.parent) throw Error("the root node cannot name a parent");
    if (!root_entry && !entry.parent) throw Error("a node other than the root must name a parent");
    Node* parent = root_entry ? nullptr : find_parent(parent_number);
    if (!root_entry && !parent) {
      warn(entry, "its parent '" + *entry.parent + "' is missing; the node is skipped");
      return;
    }
    if (overrides_existing(entry)) {
      if (root_entry) throw Error("the root has neither type= nor instance= (no base scene)");
      edit_existing(entry, parent);
      return;
    }
    Created created = create(entry);
    Node* node = created.node.get();
    apply_properties(node, entry, created.script_applied, root_entry && !entry.instance.is_nil());
    add_groups(node, entry);
    node->set_name(entry.name);
    if (root_entry) {
      root_ = std::move(created.node);
    } else {
      attach(std::move(created.node), parent, entry);
    }
    assign_owner(node, entry, root_entry ? nullptr : root_.get());
    building_root_ = false;
  } catch (const ParseError&) {
    throw;  // a malformed sub-scene: its own file, line and column say where
  } catch (const Error& error) {
    fail(&entry, error.what());
  }
}

// Godot: a node from an instanced or inherited scene, found by name under its parent, gets
// the entry's properties and groups; a node that vanished from that scene is reported.
void SceneBuilder::edit_existing(const SceneNodeEntry& entry, Node* parent) {
  Node* node = parent->get_node_or_null(NodePath({StringName(entry.name)}, false));
  if (!node) {
    warn(entry, "it was edited from inside an instance, but it has vanished");
    return;
  }
  apply_properties(node, entry, false, false);
  add_groups(node, entry);
  if (entry.details().owner) assign_owner(node, entry, nullptr);
}

SceneBuilder::Created SceneBuilder::create(const SceneNodeEntry& entry) {
  if (const std::optional<std::string>& placeholder = entry.details().instance_placeholder) {
    // Arbor has no InstancePlaceholder: the scene is instanced at once (Godot's
    // disable_placeholders behaviour).
    return {instance(Variant(*placeholder)), false};
  }
  if (!entry.instance.is_nil()) {
    // `instance=` on the root makes an inherited scene: the base is built, this file edits it.
    Owned<Node> node = instance(entry.instance);
    if (building_root_) node->set_scene_file_path({});
    return {std::move(node), false};
  }
  return create_typed(entry);
}

Owned<Node> SceneBuilder::instance(const Variant& scene_value) {
  Ref<PackedScene> scene = resources_.scene(scene_value);
  return Owned<Node>(scene->instantiate());
}

SceneBuilder::Created SceneBuilder::create_typed(const SceneNodeEntry& entry) {
  const StringName& class_name = cached_name(entry.type);
  const Variant* script = find_script(entry);
  if (!script) return {typed_node(entry, class_name), false};
  const ScriptResolver::Script found = scripts_.resolve(*script, resources_);
  if (found.class_name.is_empty()) {
    report_unbound_script(entry, found.path);
    return {typed_node(entry, class_name), false};
  }
  if (!ClassDB::is_parent_class(found.class_name, "Node")) {
    // Godot refuses a script whose base is not a Node on a node, which keeps its own class.
    warn(entry,
         "script '" + found.path + "' is bound to class '" + found.class_name.str() +
             "', which is not a Node; the node keeps the script as a property",
         LoadWarning::SCRIPT);
    return {typed_node(entry, class_name), false};
  }
  return {typed_node(entry, found.class_name), true};
}

// A node of `class_name`, or a MissingNode, with a warning (once per class in the whole
// instantiation) when the class exists but gives no node.
Owned<Node> SceneBuilder::typed_node(const SceneNodeEntry& entry, const StringName& class_name) {
  std::string problem;
  Owned<Node> node = new_node(class_name, entry.type, problem);
  if (!problem.empty() && InstantiateScope::first_report_of("class " + class_name.str())) {
    warn(entry, problem + "; its nodes are kept as MissingNode", LoadWarning::NODE);
  }
  return node;
}

// Once per script path in the whole instantiation (sub-scenes included).
void SceneBuilder::report_unbound_script(const SceneNodeEntry& entry,
                                         const std::string& path) const {
  const std::string script = path.empty() ? "a built-in script" : "script '" + path + "'";
  if (!InstantiateScope::first_report_of(script)) return;
  warn(entry,
       script +
           " is bound to no class (see ClassDB::register_script); the node keeps it as a "
           "property",
       LoadWarning::SCRIPT);
}

void SceneBuilder::apply_properties(Node* node, const SceneNodeEntry& entry, bool script_applied,
                                    bool inherited_root) {
  // The class property each kept one follows in the file, where saving writes it again.
  std::string_view previous_bound;
  for (const SceneProperty& property : entry.properties) {
    if (lists_node_path(entry, property.name)) {
      // A path that resolves to a node waits for the whole tree; one kept as a path (the
      // class has no such property) is applied in file order, which saving keeps.
      if (properties_.takes_object(node, property.name)) {
        deferred_node_paths_.push_back({node, property});
      } else {
        properties_.apply_node_path(node, property.name, property.value);
      }
    } else if (script_applied && property.name == kScriptProperty) {
      // The node's class stands for the script; keeping the script too lets saving write
      // the file's class and script back.
      node->keep_property(cached_name(property.name), property.value);
    } else {
      properties_.apply(node, property.name,
                        local_resources_.localize(resources_.resolve(property.value)),
                        inherited_root);
    }
    const StringName* kept = nullptr;
    if (!node->get_kept_properties().empty()) {
      const StringName& name = cached_name(property.name);
      if (node->get_kept_properties().find(name)) kept = &name;
    }
    if (kept) {
      place_kept_property(*node, *kept,
                          previous_bound.empty() ? StringName() : StringName(previous_bound));
    } else {
      previous_bound = property.name;
    }
  }
}

void SceneBuilder::add_groups(Node* node, const SceneNodeEntry& entry) {
  const std::optional<Array>& groups = entry.details().groups;
  if (!groups) return;
  for (const Variant& group : *groups) {
    const auto* text = group.get_if<std::string>();
    node->add_to_group(text ? cached_name(*text) : static_cast<StringName>(group), true);
  }
}

// Godot's text format: `owner=` when written, else the scene root for nodes this file creates.
void SceneBuilder::assign_owner(Node* node, const SceneNodeEntry& entry, Node* default_owner) {
  Node* owner = default_owner;
  if (const std::optional<std::string>& path = entry.details().owner) {
    owner = scene_node_at(root_.get(), *path);
    if (!owner) warn(entry, "its owner '" + *path + "' is missing");
  }
  if (owner) node->set_owner(owner);
}

// The node a `parent=` path leads to. The first time a path resolves, its node makes room for
// the children the file gives it (when they were counted).
Node* SceneBuilder::find_parent(std::uint32_t number) {
  Parent& parent = parents_[number];
  if (!parent.node) {
    parent.node = scene_node_at(root_.get(), parent.path);
    if (parent.node && parent.entries > 0) reserve_children(parent.node, parent.entries);
  }
  return parent.node;
}

Node* SceneBuilder::finish() {
  while (built_ < read_) build_pending();
  if (!root_) fail(nullptr, "the scene has no nodes");
  try {
    for (const DeferredNodePath& deferred : deferred_node_paths_) {
      properties_.apply_node_path(deferred.node, deferred.property.name, deferred.property.value);
    }
    bind_connections(state_, root_.get(), scene_path_);
    mark_editable_instances();
  } catch (const Error& error) {
    fail(nullptr, error.what());
  }
  if (!scene_path_.empty() && scene_path_.find("::") == std::string::npos) {
    root_->set_scene_file_path(scene_path_);
  }
  return root_.release();
}

void SceneBuilder::mark_editable_instances() {
  for (const std::string& path : state_.editable_instances) {
    Node* instance = scene_node_at(root_.get(), path);
    if (instance && instance != root_.get()) {
      root_->set_editable_instance(instance, true);
    } else {
      ResourceLoader::report_warning({LoadWarning::NODE, scene_path_, path,
                                      "[editable] names no instanced node below the root"});
    }
  }
}

// The interned `text`; consecutive nodes mostly name the same class.
const StringName& SceneBuilder::cached_name(std::string_view text) {
  if (last_name_ && last_name_->view() == text) return *last_name_;
  auto it = names_.find(text);
  if (it == names_.end()) {
    StringName name(text);
    it = names_.emplace(name.view(), name).first;
  }
  last_name_ = &it->second;
  return it->second;
}

void SceneBuilder::warn(const SceneNodeEntry& entry, const std::string& message,
                        LoadWarning::Kind kind) const {
  ResourceLoader::report_warning(
      {kind, scene_path_, scene_entry_path(entry, building_root_), message});
}

// Names the node being built when there is one, else the root (what finishing works on).
void SceneBuilder::fail(const SceneNodeEntry* entry, const std::string& message) const {
  std::string text = "instantiate ";
  text += scene_path_.empty() ? "<unsaved scene>" : "'" + scene_path_ + "'";
  if (entry || root_)
    text += ", node '" + (entry ? scene_entry_path(*entry, building_root_) : ".") + "'";
  throw Error(text + ": " + message);
}

Node* instantiate_scene(const SceneState& state, const std::string& scene_path) {
  return SceneBuilder(state, scene_path).build_all();
}

}  // namespace arbor::detail
