// The Godot corpus's meshes, materials, textures, environments and skies: every sub-resource of
// these classes loads as its Arbor class (never a MissingResource), takes every property the
// file gives it, and no value is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "arbor/core/object/missing_resource.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

// The classes this test holds to (their Godot 3 names read as these).
const std::set<std::string> kClasses = {"ArrayMesh",
                                        "BoxMesh",
                                        "CapsuleMesh",
                                        "CylinderMesh",
                                        "PlaneMesh",
                                        "QuadMesh",
                                        "PrismMesh",
                                        "SphereMesh",
                                        "TorusMesh",
                                        "StandardMaterial3D",
                                        "ORMMaterial3D",
                                        "ShaderMaterial",
                                        "Shader",
                                        "Image",
                                        "ImageTexture",
                                        "AtlasTexture",
                                        "Gradient",
                                        "GradientTexture1D",
                                        "GradientTexture2D",
                                        "Environment",
                                        "Sky",
                                        "ProceduralSkyMaterial",
                                        "PanoramaSkyMaterial",
                                        "PhysicalSkyMaterial",
                                        "MultiMesh"};

// Properties a file may give that no class binds: metadata, scripts, and what editors keep.
bool is_expected_extra(const std::string& name) {
  return name.starts_with("metadata/") || name == "script" || name == "__meta__" ||
         name == "_sections_unfolded";
}

struct Counts {
  int real = 0;
  int missing = 0;
};

TEST(GodotCorpus, RenderResourcesLoadAsTheirClasses) {
  const fs::path root = fs::path(ARBOR_SHARED_DIR) / "godot-corpus";
  ASSERT_TRUE(fs::exists(root)) << "the corpus is missing at " << root;
  int refused = 0;
  std::vector<std::string> refusals;
  ResourceLoader::set_warning_handler([&](const LoadWarning& warning) {
    if (warning.kind == LoadWarning::RESOURCE) {
      ++refused;
      if (refusals.size() < 20) refusals.push_back(warning.file + ": " + warning.message);
    }
  });
  std::map<std::string, Counts> godot4, godot3;
  std::map<std::string, std::set<std::string>> unknown_in_godot4;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    const auto extension = entry.path().extension();
    if (extension != ".tscn" && extension != ".tres") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const std::string content = text.str();
    const bool old = content.substr(0, content.find(']')).find("format=2") != std::string::npos;
    TextReadOptions options;
    options.file = entry.path().string();
    std::vector<Ref<Resource>> resources;
    if (detect_text_file_kind(content, options) == TextFileKind::SCENE) {
      SceneState state = read_scene_text(content, options);
      for (const SubResourceEntry& sub : state.sub_resources) resources.push_back(sub.resource);
    } else {
      ResourceFileState state = read_resource_text(content, options);
      for (const SubResourceEntry& sub : state.sub_resources) resources.push_back(sub.resource);
      resources.push_back(state.resource);
    }
    for (const Ref<Resource>& resource : resources) {
      const auto* missing = dynamic_cast<const MissingResource*>(resource.get());
      const std::string type = missing ? missing->get_original_class() : resource->get_class();
      if (!kClasses.count(type)) continue;
      Counts& counts = (old ? godot3 : godot4)[type];
      (missing ? counts.missing : counts.real)++;
      if (!missing && !old) {
        for (const auto& [name, value] : resource->get_kept_properties().entries()) {
          if (!is_expected_extra(name.str())) unknown_in_godot4[type].insert(name.str());
        }
      }
    }
  }
  ResourceLoader::set_warning_handler({});
  std::cout << "class: Godot 4 real/missing, Godot 3 real/missing\n";
  for (const std::string& type : kClasses) {
    std::cout << "  " << type << ": " << godot4[type].real << "/" << godot4[type].missing << ", "
              << godot3[type].real << "/" << godot3[type].missing << "\n";
    EXPECT_EQ(godot4[type].missing, 0) << type;
    EXPECT_EQ(godot3[type].missing, 0) << type;
  }
  for (const auto& [type, names] : unknown_in_godot4) {
    for (const std::string& name : names) {
      ADD_FAILURE() << type << " keeps '" << name << "' as a property it does not have";
    }
  }
  EXPECT_EQ(refused, 0);
  for (const std::string& refusal : refusals) std::cout << "  refused: " << refusal << "\n";
  EXPECT_GT(godot4["StandardMaterial3D"].real, 300);
  EXPECT_GT(godot4["BoxMesh"].real, 80);
  EXPECT_GT(godot3["Image"].real, 300);
}

}  // namespace
}  // namespace arbor
