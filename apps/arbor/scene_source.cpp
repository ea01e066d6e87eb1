#include "scene_source.h"

#include <filesystem>

#include "arbor/core/error.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "demo/demo_classes.h"
#include "load_warnings.h"
#include "project_root.h"

namespace arbor::app {
namespace {

Ref<PackedScene> load_demo_scene() {
  TextReadOptions options;
  options.file = "demo.tscn";
  auto scene = make_ref<PackedScene>();
  scene->set_state(read_scene_text(demo::demo_scene_text(), options));
  return scene;
}

}  // namespace

Ref<PackedScene> load_scene(const std::optional<std::string>& path) {
  if (!path) return load_demo_scene();
  if (!std::filesystem::exists(*path)) throw Error("no such file");
  use_project_of(*path);
  return ResourceLoader::load<PackedScene>(*path);
}

InstancedScene instantiate_scene(const std::optional<std::string>& path) {
  LoadWarnings warnings;
  InstancedScene scene;
  scene.root.reset(load_scene(path)->instantiate());
  scene.warnings = warnings.take();
  return scene;
}

std::string scene_display_name(const std::optional<std::string>& path) {
  return path ? *path : kDemoSceneName;
}

}  // namespace arbor::app
