#include "scene_source.h"

#include <filesystem>

#include "arbor/core/error/error.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "demo/demo_classes.h"
#include "load_warnings.h"
#include "project_root.h"

namespace arbor::app {
namespace {

Node* instantiate_demo_scene() {
  TextReadOptions options;
  options.file = "demo.tscn";
  return instantiate_scene_text(demo::demo_scene_text(), options);
}

// A file is read and built in one pass: nothing keeps its PackedScene afterwards. Sets
// `root_note` when the project root had to be guessed.
Node* build_scene(const SceneChoice& choice, std::string& root_note) {
  if (choice.project) {
    if (choice.scene) {
      use_root(*choice.project);
    } else {
      use_project(*choice.project);
    }
    const std::string path = choice.scene ? *choice.scene : project_main_scene(*choice.project);
    if (!path.starts_with("res://") && !std::filesystem::exists(path)) throw Error("no such file");
    return ResourceLoader::instantiate(path);
  }
  if (!choice.scene) return instantiate_demo_scene();
  if (!std::filesystem::exists(*choice.scene)) throw Error("no such file");
  root_note = use_project_of(*choice.scene);
  return ResourceLoader::instantiate(*choice.scene);
}

}  // namespace

InstancedScene instantiate_scene(const SceneChoice& choice) {
  LoadWarnings warnings;
  InstancedScene scene;
  scene.root.reset(build_scene(choice, scene.root_note));
  scene.warnings = warnings.take();
  scene.missing = find_missing_classes(*scene.root);
  return scene;
}

std::string scene_display_name(const SceneChoice& choice) {
  if (choice.scene) return *choice.scene;
  if (!choice.project) return kDemoSceneName;
  try {
    return project_main_scene(*choice.project);
  } catch (const Error&) {
    return *choice.project + "/project.godot";
  }
}

}  // namespace arbor::app
