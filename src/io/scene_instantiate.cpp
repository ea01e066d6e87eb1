// Building a tree of nodes from a SceneState (Godot 4's SceneState::instantiate).

#include "io/scene_building.h"

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "arbor/core/class_db.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/missing_node.h"
#include "core/string_name_prefetch.h"
#include "io/instantiate_connections.h"
#include "io/instantiate_local_resources.h"
#include "io/instantiate_paths.h"
#include "io/instantiate_properties.h"
#include "io/instantiate_resources.h"
#include "io/instantiate_scope.h"
#include "io/instantiate_scripts.h"
#include "io/scene_path_numbers.h"
#include "scene/child_reserve.h"

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

/// Builds one scene's tree, entry by entry, in file order (parents before children), then binds
/// what refers across the tree: node paths, connections, editable instances. Owns what it
/// built until build() returns, so a failure frees everything.
class SceneBuilder {
 public:
  SceneBuilder(const SceneState& state, const std::string& scene_path)
      : state_(state), scene_path_(scene_path), scope_(scene_path), resources_(state, scene_path) {}

  Node* build() {
    if (state_.nodes.empty()) fail(nullptr, "the scene has no nodes");
    number_parents();
    for (std::size_t i = 0; i < state_.nodes.size(); ++i) {
      prefetch_ahead(i);
      try {
        build_node(i);
      } catch (const Error& error) {
        fail(&state_.nodes[i], error.what());
      }
    }
    finish();
    return root_.release();
  }

 private:
  // A node that a scene file's entry creates, with what it needs besides the entry.
  struct Created {
    Owned<Node> node;
    bool script_applied = false;  // the node's class stands for its `script`
  };
  // A property listed in `node_paths`, set once the tree is complete (Godot's rule).
  struct DeferredNodePath {
    Node* node;
    const SceneProperty* property;
  };

  // Entries are read in order, but each keeps its properties, and some of their values, in
  // blocks of their own, and its name is interned through a large table: loading those a few
  // entries ahead keeps a large scene's build from waiting on the memory for each node.
  void prefetch_ahead(std::size_t index) const {
    constexpr std::size_t kListsAhead = 32;
    constexpr std::size_t kValuesAhead = 16;
    const std::vector<SceneNodeEntry>& nodes = state_.nodes;
    if (index + kListsAhead < nodes.size()) {
      const SceneNodeEntry& entry = nodes[index + kListsAhead];
      __builtin_prefetch(entry.properties.data());
      prefetch_interned_slot(entry.name);
    }
    if (index + kValuesAhead < nodes.size()) {
      const SceneNodeEntry& entry = nodes[index + kValuesAhead];
      for (const SceneProperty& property : entry.properties) prefetch_heap_value(property.value);
      prefetch_interned_entry(entry.name);
      if (const Node* parent = built_parent(index + kValuesAhead)) {
        prefetch_child_name(parent, entry.name);
      }
    }
  }

  // The values a Variant keeps on the heap (see Variant).
  static void prefetch_heap_value(const Variant& value) {
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

  bool is_root(const SceneNodeEntry& entry) const { return &entry == &state_.nodes.front(); }

  void build_node(std::size_t index) {
    const SceneNodeEntry& entry = state_.nodes[index];
    const bool root_entry = is_root(entry);
    if (root_entry && entry.parent) throw Error("the root node cannot name a parent");
    if (!root_entry && !entry.parent) throw Error("a node other than the root must name a parent");
    Node* parent = root_entry ? nullptr : find_parent(index);
    if (!root_entry && !parent) {
      warn(entry, "its parent '" + *entry.parent + "' is missing; the node is skipped");
      return;
    }
    if (overrides_existing(entry)) {
      if (root_entry) throw Error("the root has neither type= nor instance= (no base scene)");
      edit_existing(entry, parent);
      return;
    }
    Created created = create(entry, root_entry);
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
  }

  // Godot: a node from an instanced or inherited scene, found by name under its parent, gets
  // the entry's properties and groups; a node that vanished from that scene is reported.
  void edit_existing(const SceneNodeEntry& entry, Node* parent) {
    Node* node = parent->get_node_or_null(NodePath({StringName(entry.name)}, false));
    if (!node) {
      warn(entry, "it was edited from inside an instance, but it has vanished");
      return;
    }
    apply_properties(node, entry, false, false);
    add_groups(node, entry);
    if (entry.details().owner) assign_owner(node, entry, nullptr);
  }

  Created create(const SceneNodeEntry& entry, bool root_entry) {
    if (const std::optional<std::string>& placeholder = entry.details().instance_placeholder) {
      // Arbor has no InstancePlaceholder: the scene is instanced at once (Godot's
      // disable_placeholders behaviour).
      return {instance(Variant(*placeholder)), false};
    }
    if (!entry.instance.is_nil()) {
      // `instance=` on the root makes an inherited scene: the base is built, this file edits it.
      Owned<Node> node = instance(entry.instance);
      if (root_entry) node->set_scene_file_path({});
      return {std::move(node), false};
    }
    return create_typed(entry);
  }

  Owned<Node> instance(const Variant& scene_value) {
    Ref<PackedScene> scene = resources_.scene(scene_value);
    return Owned<Node>(scene->instantiate());
  }

  Created create_typed(const SceneNodeEntry& entry) {
    const StringName& class_name = cached_name(entry.type);
    const Variant* script = find_script(entry);
    if (!script) return {new_node(class_name, entry.type), false};
    const ScriptResolver::Script found = scripts_.resolve(*script, resources_);
    if (found.class_name.is_empty()) {
      report_unbound_script(entry, found.path);
      return {new_node(class_name, entry.type), false};
    }
    return {new_node(found.class_name, entry.type), true};
  }

  // Once per script path in the whole instantiation (sub-scenes included).
  void report_unbound_script(const SceneNodeEntry& entry, const std::string& path) const {
    const std::string script = path.empty() ? "a built-in script" : "script '" + path + "'";
    if (!InstantiateScope::first_report_of(script)) return;
    warn(entry,
         script +
             " is bound to no class (see ClassDB::register_script); the node keeps it as a "
             "property",
         LoadWarning::SCRIPT);
  }

  // Godot: a class Arbor does not have becomes a MissingNode that records every property.
  static Owned<Node> new_node(const StringName& class_name, const std::string& file_type) {
    Object* object = ClassDB::instantiate(class_name);
    if (!object) {
      if (ClassDB::class_exists(class_name)) {
        throw Error("class '" + class_name.str() + "' cannot be instantiated");
      }
      auto missing = Owned<MissingNode>(new MissingNode());
      missing->set_original_class(file_type);
      return Owned<Node>(missing.release());
    }
    if (!object->get_class_info().inherits(Node::get_class_info_static())) {
      delete object;
      throw Error("class '" + class_name.str() + "' is not a Node");
    }
    return Owned<Node>(static_cast<Node*>(object));
  }

  void apply_properties(Node* node, const SceneNodeEntry& entry, bool script_applied,
                        bool inherited_root) {
    for (const SceneProperty& property : entry.properties) {
      if (lists_node_path(entry, property.name)) {
        // A path that resolves to a node waits for the whole tree; one kept as a path (the
        // class has no such property) is applied in file order, which saving keeps.
        if (properties_.takes_object(node, property.name)) {
          deferred_node_paths_.push_back({node, &property});
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
    }
  }

  void add_groups(Node* node, const SceneNodeEntry& entry) {
    const std::optional<Array>& groups = entry.details().groups;
    if (!groups) return;
    for (const Variant& group : *groups) {
      const auto* text = group.get_if<std::string>();
      node->add_to_group(text ? cached_name(*text) : static_cast<StringName>(group), true);
    }
  }

  // Godot: `index=` places a node among children that an instanced or inherited scene made.
  static void attach(Owned<Node> node, Node* parent, const SceneNodeEntry& entry) {
    parent->add_child(node.get());
    Node* attached = node.release();
    const std::optional<int64_t>& index = entry.details().index;
    if (index && *index >= 0 && *index < parent->get_child_count() - 1) {
      parent->move_child(attached, int(*index));
    }
  }

  // Godot's text format: `owner=` when written, else the scene root for nodes this file creates.
  void assign_owner(Node* node, const SceneNodeEntry& entry, Node* default_owner) {
    Node* owner = default_owner;
    if (const std::optional<std::string>& path = entry.details().owner) {
      owner = scene_node_at(root_.get(), *path);
      if (!owner) warn(entry, "its owner '" + *path + "' is missing");
    }
    if (owner) node->set_owner(owner);
  }

  // Godot's SceneState keeps each node's parent as an index; a text file names it by path, so
  // the distinct paths are numbered once, and counted, before anything is built.
  void number_parents() {
    entry_parents_.assign(state_.nodes.size(), 0);
    for (std::size_t i = 1; i < state_.nodes.size(); ++i) {
      const SceneNodeEntry& entry = state_.nodes[i];
      if (!entry.parent) continue;
      const std::uint32_t number = parent_numbers_.number(*entry.parent);
      if (number == parents_.size()) parents_.push_back({*entry.parent});
      ++parents_[number].entries;
      entry_parents_[i] = number;
    }
  }

  // The node the entry's `parent=` path leads to. The first time a path resolves, its node
  // makes room for the children the file gives it.
  Node* find_parent(std::size_t index) {
    Parent& parent = parents_[entry_parents_[index]];
    if (!parent.node) {
      parent.node = scene_node_at(root_.get(), parent.path);
      if (parent.node) reserve_children(parent.node, parent.entries);
    }
    return parent.node;
  }

  // The parent node of entry `index` once an earlier entry's build has found it; nullptr before
  // that, and for an entry that names no parent.
  const Node* built_parent(std::size_t index) const {
    if (!state_.nodes[index].parent) return nullptr;
    return parents_[entry_parents_[index]].node;
  }

  void finish() {
    try {
      for (const DeferredNodePath& deferred : deferred_node_paths_) {
        properties_.apply_node_path(deferred.node, deferred.property->name,
                                    deferred.property->value);
      }
      bind_connections(state_, root_.get(), scene_path_);
      mark_editable_instances();
    } catch (const Error& error) {
      fail(&state_.nodes.front(), error.what());
    }
    if (!scene_path_.empty() && scene_path_.find("::") == std::string::npos) {
      root_->set_scene_file_path(scene_path_);
    }
  }

  void mark_editable_instances() {
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
  const StringName& cached_name(const std::string& text) {
    if (last_name_ && last_name_->view() == text) return *last_name_;
    auto [it, inserted] = names_.try_emplace(text);
    if (inserted) it->second = StringName(text);
    last_name_ = &it->second;
    return it->second;
  }

  void warn(const SceneNodeEntry& entry, const std::string& message,
            LoadWarning::Kind kind = LoadWarning::NODE) const {
    ResourceLoader::report_warning(
        {kind, scene_path_, scene_entry_path(entry, is_root(entry)), message});
  }

  [[noreturn]] void fail(const SceneNodeEntry* entry, const std::string& message) const {
    std::string text = "instantiate ";
    text += scene_path_.empty() ? "<unsaved scene>" : "'" + scene_path_ + "'";
    if (entry) text += ", node '" + scene_entry_path(*entry, is_root(*entry)) + "'";
    throw Error(text + ": " + message);
  }

  const SceneState& state_;
  const std::string& scene_path_;
  InstantiateScope scope_;
  Owned<Node> root_;
  ExtResourceIndex resources_;
  LocalResources local_resources_;
  PropertyApplier properties_;
  ScriptResolver scripts_;
  std::vector<DeferredNodePath> deferred_node_paths_;
  // A path that `parent=` names, the node it leads to once found, and how many entries name it.
  struct Parent {
    std::string_view path;
    Node* node = nullptr;
    std::uint32_t entries = 0;
  };
  // Keys and paths view strings of state_, which outlives the builder.
  ScenePathNumbers parent_numbers_;
  std::vector<Parent> parents_;
  std::vector<std::uint32_t> entry_parents_;  // per entry: its Parent (unused for the root)
  std::unordered_map<std::string_view, StringName> names_;
  const StringName* last_name_ = nullptr;
};

}  // namespace

Node* instantiate_scene(const SceneState& state, const std::string& scene_path) {
  return SceneBuilder(state, scene_path).build();
}

}  // namespace arbor::detail
