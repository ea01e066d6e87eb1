// The io layer's classes, and the scene loader SceneTree's scene changes use.

#include "arbor/io/register_io_types.h"

#include "arbor/core/object/class_db.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/register_scene_types.h"
#include "core/register_once.h"
#include "io/file_loaders.h"
#include "scene/scene_loader.h"

namespace arbor {
namespace {

Node* instantiate_packed(const Ref<PackedScene>& scene) { return scene->instantiate(); }

Node* instantiate_file(std::string_view path) {
  return ResourceLoader::load<PackedScene>(path)->instantiate();
}

constexpr detail::SceneLoader kSceneLoader{&instantiate_packed, &instantiate_file};

}  // namespace

void register_io_types() {
  static detail::RegisterOnce once;
  once([] {
    register_scene_types();
    ClassDB::register_class<PackedScene>();
    detail::register_file_loaders();
    detail::set_scene_loader(&kSceneLoader);
  });
}

}  // namespace arbor

// What the scene layer calls, by this unmangled name, when the program links arbor::io.
extern "C" void arbor_register_io_types() { arbor::register_io_types(); }
