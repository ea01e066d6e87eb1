#include "io/pack_instances.h"

#include <exception>

#include "arbor/io/resource_loader.h"
#include "io/instantiate_resources.h"

namespace arbor::detail {
namespace {

// The `instance=` of the root entry of the scene file `root` was instantiated from, or nil. A
// file that cannot be loaded (a scene made in code, a file since removed) inherits nothing.
Variant inherited_instance(const Node* root) {
  const std::string& path = root->get_scene_file_path();
  if (path.empty()) return {};
  Ref<PackedScene> own;
  try {
    own = ResourceLoader::load<PackedScene>(path);
  } catch (const std::exception&) {
    return {};
  }
  const SceneState& state = own->get_state();
  return state.nodes.empty() ? Variant() : state.nodes.front().instance;
}

}  // namespace

PackInstances::PackInstances(const Node* root) : root_(root) {
  const Variant base = inherited_instance(root);
  if (base.is_nil()) return;
  try {
    base_.scene = ExtResourceIndex::load_scene(base);
    base_.pristine.reset(base_.scene->instantiate());
  } catch (const std::exception& error) {
    throw Error("pack: the scene the root inherits cannot be loaded: " + std::string(error.what()));
  }
}

const Node* PackInstances::base_node(const Node* node) const {
  if (!base_.pristine) return nullptr;
  if (node == root_) return base_.pristine.get();
  return base_.pristine->get_node_or_null(root_->get_path_to(node));
}

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
  if (const Node* given = base_node(node)) return given;
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
