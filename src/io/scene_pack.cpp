// Packing a tree into a SceneState (Godot 4's SceneState::pack and _parse_node).

#include <algorithm>
#include <exception>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/property_store.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/missing_node.h"
#include "io/pack_connections.h"
#include "io/pack_instances.h"
#include "io/pack_paths.h"
#include "io/pack_properties.h"
#include "io/pack_resources.h"
#include "io/scene_building.h"
#include "scene/walk_guards.h"

namespace arbor::detail {
namespace {

// The class a file names for `node`: a MissingNode's original class; for a class bound to the
// script the node keeps (ClassDB::register_script), the base class Godot knows, the script
// itself being stored as the kept `script` property; else the node's class.
std::string file_class(const Node& node) {
  // ARBOR_CLASS makes a node whose class info inherits MissingNode's a MissingNode.
  if (node.get_class_info().inherits(MissingNode::get_class_info_static())) {
    return static_cast<const MissingNode&>(node).get_original_class();
  }
  static const StringName kScript("script");
  const StringName& class_name = node.get_class_info().name;
  if (const Variant* script = node.get_kept_properties().find(kScript)) {
    const auto* resource = dynamic_cast<const Resource*>(script->get_object());
    if (resource && !resource->is_built_in() &&
        ClassDB::get_script_class(ResourceLoader::localize_path(resource->get_path())) ==
            class_name) {
      return ClassDB::get_parent_class(class_name).str();
    }
  }
  return class_name.str();
}

std::vector<StringName> sorted(std::vector<StringName> names) {
  std::sort(names.begin(), names.end(),
            [](const StringName& a, const StringName& b) { return a.view() < b.view(); });
  return names;
}

/// Walks the tree from the root, parents before children, writing a `[node]` entry for each
/// node the file stores (Godot's _parse_node), then the connections between them. The walk
/// notes the nodes that may have connections, so that the second pass reads only those.
class ScenePacker {
 public:
  ScenePacker(Node* root, const std::string& file)
      : root_(root), instances_(root), resources_(ResourceLoader::localize_path(file)) {}

  SceneState pack() {
    const std::size_t count = count_belonging(root_);
    state_.nodes.reserve(count);
    visited_.reserve(count);
    visit(root_);
    state_.connections = saved_connections(root_, visited_, sources_, instances_);
    for (const SceneConnectionEntry& connection : state_.connections) {
      try {
        resources_.add(Variant(connection.binds));
      } catch (const Error& error) {
        throw Error("pack: the binds of signal '" + connection.signal + "' of node '" +
                    connection.from + "': " + error.what());
      }
    }
    state_.format = resources_.format();
    resources_.move_into(state_);
    return std::move(state_);
  }

 private:
  // Godot: the root, the nodes it owns, and the nodes of instances whose children it edits.
  [[nodiscard]] bool belongs(const Node* node) const {
    return node == root_ || node->get_owner() == root_ ||
           (node->get_owner() && root_->is_editable_instance(node->get_owner()));
  }

  // An instance the root's scene stores (not one the base scene gives).
  [[nodiscard]] bool is_instance(const Node* node) const {
    return node != root_ && node->get_owner() == root_ && !node->get_scene_file_path().empty() &&
           !instances_.base_node(node);
  }

  // Godot: the root of an inherited scene is stored as an `instance=` of its base.
  [[nodiscard]] bool is_inherited() const { return instances_.base_scene().is_valid(); }

  // How many nodes visit() walks: an upper bound of the entries, to size the lists once.
  [[nodiscard]] std::size_t count_belonging(const Node* node) const {
    if (!belongs(node)) return 0;
    std::size_t count = 1;
    for (const Node* child : node->get_children()) count += count_belonging(child);
    return count;
  }

  // `path_` holds the path from the root to the node's parent while the node is packed, and
  // to the node while its children are visited (empty for the root itself).
  void visit(Node* node) {
    if (!belongs(node)) return;  // nor its children (runtime-spawned subtrees are not saved)
    visited_.push_back(node);
    if (may_have_stored_connections(*node)) sources_.push_back(node);
    try {
      pack_node(*node);
    } catch (const std::exception& error) {
      throw Error("pack: node '" + scene_path_to(root_, node) + "' (" + node->get_class() +
                  "): " + error.what());
    }
    const std::size_t parent_length = path_.size();
    if (node != root_) {
      if (!path_.empty()) path_ += '/';
      path_ += node->get_name().view();
    }
    visit_children(node->get_children());
    path_.resize(parent_length);
  }

  // Visits `children` in order, asking the cache ahead for the nodes and names of those that
  // follow: a large tree's nodes and names lie scattered and each load would stall.
  void visit_children(const Node::Children& children) {
    constexpr std::size_t kNodesAhead = 4;
    constexpr std::size_t kNamesAhead = 2;
    for (std::size_t i = 0; i < children.size(); ++i) {
      if (i + kNodesAhead < children.size()) prefetch_node(children[i + kNodesAhead]);
      if (i + kNamesAhead < children.size()) {
        const Node& ahead = *children[i + kNamesAhead];
        __builtin_prefetch(ahead.get_name().view().data());
        prefetch_stored_connections(ahead);
      }
      visit(children[i]);
    }
  }

  // scene_path_to(root_, parent) for the node being packed.
  [[nodiscard]] std::string parent_path() const { return path_.empty() ? "." : path_; }

  void pack_node(const Node& node) {
    if (&node != root_ && !node.get_scene_file_path().empty() &&
        root_->is_editable_instance(&node) && !editable_in_base(node)) {
      state_.editable_instances.push_back(scene_path_to(root_, &node));
    }
    SceneNodeEntry& entry = state_.nodes.emplace_back();
    if (!fill_entry(node, entry)) state_.nodes.pop_back();
  }

  // Fills the `[node]` entry of `node`; false when the file does not store it.
  bool fill_entry(const Node& node, SceneNodeEntry& entry) {
    const Node* counterpart = instances_.counterpart(&node);
    entry.name = node.get_name().view();
    if (&node != root_) entry.parent = parent_path();
    if (std::optional<int64_t> index = index_of(node)) entry.details().index = index;
    std::vector<std::string> node_paths;
    entry.properties = saved_properties(node, counterpart, node_paths, properties_);
    if (!node_paths.empty()) entry.details().node_paths = PackedStringArray(node_paths);
    std::optional<Array> groups = groups_of(node, counterpart);
    const bool has_groups = groups.has_value();
    if (has_groups) entry.details().groups = std::move(groups);
    if (&node == root_ && is_inherited()) {
      entry.instance = Variant(instances_.base_scene());
    } else if (is_instance(&node)) {
      entry.instance = Variant(instances_.scene(&node));
    } else if (!from_instance(node)) {
      entry.type = file_class(node);
    } else if (entry.properties.empty() && !has_groups) {
      return false;  // Godot: a node an instance gives is stored only when it was changed
    }
    for (const SceneProperty& property : entry.properties) resources_.add(property.value);
    resources_.add(entry.instance);
    return true;
  }

  // A node of an instanced scene whose children the root edits, or one the base scene gives.
  [[nodiscard]] bool from_instance(const Node& node) const {
    return &node != root_ && (node.get_owner() != root_ || instances_.base_node(&node));
  }

  // The base scene marks its instance editable already.
  [[nodiscard]] bool editable_in_base(const Node& node) const {
    const Node* given = instances_.base_node(&node);
    return given && instances_.base_node(root_)->is_editable_instance(given);
  }

  // `index=`: Godot stores it for every node but the root of an inherited scene; otherwise for
  // a node the root owns placed among the children an instance gives, unless it is the last
  // child (appending puts it there anyway).
  [[nodiscard]] std::optional<int64_t> index_of(const Node& node) const {
    const Node* parent = node.get_parent();
    if (&node != root_ && is_inherited()) return node.get_index();
    if (&node == root_ || node.get_owner() != root_) return std::nullopt;
    const bool parent_from_instance =
        parent != root_ && (parent->get_owner() != root_ || !parent->get_scene_file_path().empty());
    if (!parent_from_instance || node.get_index() == parent->get_child_count() - 1) {
      return std::nullopt;
    }
    return node.get_index();
  }

  // Persistent groups, alphabetical (Godot's writer), less those the instance gives.
  [[nodiscard]] static std::optional<Array> groups_of(const Node& node, const Node* counterpart) {
    std::vector<StringName> persistent = node.get_persistent_groups();
    if (persistent.empty()) return std::nullopt;
    Array groups;
    for (const StringName& group : sorted(std::move(persistent))) {
      if (counterpart && counterpart->is_in_group(group)) continue;
      groups.push_back(Variant(group.str()));
    }
    if (groups.is_empty()) return std::nullopt;
    return groups;
  }

  Node* root_;
  PackInstances instances_;
  PackResources resources_;
  SceneState state_;
  std::vector<const Node*> visited_;
  std::vector<const Node*> sources_;  // the visited nodes that may have stored connections
  StoredPropertyCache properties_;
  std::string path_;
};

}  // namespace

SceneState pack_scene(Node* root, const std::string& file) {
  if (!root) throw Error("pack: the root is null");
  return ScenePacker(root, file).pack();
}

}  // namespace arbor::detail
