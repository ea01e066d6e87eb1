#include "io/pack_instances.h"

#include <exception>

#include "arbor/io/resource_loader.h"

namespace arbor::detail {

PackInstances::Loaded& PackInstances::load(const Node* instance) {
  const std::string& path = instance->get_scene_file_path();
  auto [it, inserted] = loaded_.try_emplace(path);
  if (!inserted) return it->second;
  try {
    it->second.scene = ResourceLoader::load<PackedScene>(path);
    it->second.pristine.reset(it->second.scene->instantiate());
  } catch (const std::exception& error) {
    loaded_.erase(it);
    throw Error("its instanced scene '" + path + "' cannot be loaded: " + error.what());
  }
  return it->second;
}

const Ref<PackedScene>& PackInstances::scene(const Node* instance) { return load(instance).scene; }

bool PackInstances::is_instance_root(const Node* node) const {
  return node != root_ && !node->get_scene_file_path().empty();
}

const Node* PackInstances::counterpart(const Node* node) {
  if (node == root_) return nullptr;
  // The outermost instance that gave this node: the owner chain ends at the packed root.
  const Node* instance = node;
  while (instance && instance->get_owner() != root_) instance = instance->get_owner();
  if (!instance || !is_instance_root(instance)) return nullptr;
  const Node* pristine = load(instance).pristine.get();
  return instance == node ? pristine : pristine->get_node_or_null(instance->get_path_to(node));
}

std::vector<const Node*> PackInstances::enclosing_instances(const Node* node) const {
  std::vector<const Node*> instances;
  for (const Node* at = node; at && at != root_; at = at->get_parent()) {
    if (is_instance_root(at)) instances.push_back(at);
  }
  return instances;
}

}  // namespace arbor::detail
