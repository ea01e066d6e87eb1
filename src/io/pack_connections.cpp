#include "io/pack_connections.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>

#include "arbor/core/object/method_bind.h"
#include "core/instance_registry.h"
#include "io/pack_paths.h"

namespace arbor::detail {
namespace {

// The connections a node's scene stores: the live ones made by name and those kept from a file
// because they could not be made, by signal name, each signal's in connection order.
std::vector<ConnectionInfo> stored_connections(const Node* source) {
  std::vector<ConnectionInfo> list = source->get_signal_connections();
  const std::vector<ConnectionInfo>& kept = source->get_kept_connections();
  list.insert(list.end(), kept.begin(), kept.end());
  std::stable_sort(list.begin(), list.end(), [](const ConnectionInfo& a, const ConnectionInfo& b) {
    return a.signal.view() < b.signal.view();
  });
  return list;
}

bool same_connection(const SceneConnectionEntry& entry, const ConnectionInfo& info,
                     const std::string& from, const std::string& to) {
  return entry.signal == info.signal.view() && entry.method == info.method.view() &&
         entry.from == from && entry.to == to;
}

// Godot: a connection that an instanced scene containing both ends stores is made again when
// the scene is instanced, so the outer scene does not store it.
bool made_by_instance(const Node* source, const Node* target, const ConnectionInfo& info,
                      PackInstances& instances) {
  for (const Node* instance : instances.enclosing_instances(source)) {
    if (instance != target && !instance->is_ancestor_of(target)) continue;
    const std::string from = scene_path_to(instance, source);
    const std::string to = scene_path_to(instance, target);
    for (const SceneConnectionEntry& entry : instances.scene(instance)->get_state().connections) {
      if (same_connection(entry, info, from, to)) return true;
    }
  }
  return false;
}

// Godot: a connection the base scene makes is made again when the inherited scene is built.
bool made_by_base(const Node* source, const Node* target, const ConnectionInfo& info,
                  const PackInstances& instances) {
  const Node* base_source = instances.base_node(source);
  const Node* base_target = instances.base_node(target);
  if (!base_source || !base_target) return false;
  for (const ConnectionInfo& given : stored_connections(base_source)) {
    if (given.signal == info.signal && given.method == info.method &&
        find_object(given.target) == base_target) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool may_have_stored_connections(const Node& node) {
  return may_have_links(node.get_instance_id()) || !node.get_kept_connections().empty();
}

void prefetch_stored_connections(const Node& node) { prefetch_instance(node.get_instance_id()); }

std::vector<SceneConnectionEntry> saved_connections(const Node* root,
                                                    const std::vector<const Node*>& nodes,
                                                    const std::vector<const Node*>& sources,
                                                    PackInstances& instances) {
  // Made at the first connection: most scenes have few, and the set costs a pass over them all.
  std::optional<std::unordered_set<const Node*>> saved;
  std::vector<SceneConnectionEntry> list;
  for (const Node* source : sources) {
    for (const ConnectionInfo& info : stored_connections(source)) {
      const auto* target = dynamic_cast<const Node*>(find_object(info.target));
      if (!saved) saved.emplace(nodes.begin(), nodes.end());
      if (!(info.flags & CONNECT_PERSIST) || !saved->contains(target)) continue;
      if (made_by_instance(source, target, info, instances) ||
          made_by_base(source, target, info, instances)) {
        continue;
      }
      list.push_back({info.signal.str(), scene_path_to(root, source), scene_path_to(root, target),
                      info.method.str(), info.flags, info.unbinds, info.binds.duplicate()});
    }
  }
  return list;
}

}  // namespace arbor::detail
