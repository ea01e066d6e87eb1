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
#include "arbor/scene/resources/array_mesh.h"

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

// Every surface of a mesh read from a file has its vertices inside the box the file gives it
// (with room for half-float positions).
void expect_vertices_inside_aabb(const ArrayMesh& mesh, const std::string& file) {
  for (int i = 0; i < mesh.get_surface_count(); ++i) {
    const AABB file_box = mesh.surface_get_data(i).aabb;
    const AABB box = file_box.grow(real_t(0.01) +
                                   file_box.size[file_box.get_longest_axis_index()] * real_t(1e-3));
    const MeshArrays arrays = mesh.surface_get_arrays(i);
    int outside = 0;
    for (const Vector3& v : arrays.vertices) outside += box.has_point(v) ? 0 : 1;
    EXPECT_EQ(outside, 0) << file << " surface " << i << " of " << arrays.vertices.size();
  }
}

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
  std::map<std::string, int> sub_resources;  // both formats, by Godot 4 class
  int meshes_checked = 0;
  int godot3_surfaces = 0;
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
    const std::size_t subs = resources.size() - (content.starts_with("[gd_resource") ? 1 : 0);
    for (std::size_t i = 0; i < subs; ++i) ++sub_resources[resources[i]->get_class()];
    for (const Ref<Resource>& resource : resources) {
      if (const auto* mesh = dynamic_cast<const ArrayMesh*>(resource.get())) {
        expect_vertices_inside_aabb(*mesh, entry.path().string());
        ++meshes_checked;
        if (old) godot3_surfaces += mesh->get_surface_count();
      }
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
  // The sub-resources the corpus holds (Godot 3's SpatialMaterial and CubeMesh counted as
  // StandardMaterial3D and BoxMesh).
  EXPECT_EQ(godot4["StandardMaterial3D"].real, 369);  // 270 sub-resources, 99 .tres files
  EXPECT_EQ(sub_resources["BoxMesh"], 87 + 22);
  EXPECT_EQ(sub_resources["ArrayMesh"], 87);
  EXPECT_EQ(godot4["Environment"].real, 61);
  EXPECT_EQ(godot4["Sky"].real, 52);
  EXPECT_EQ(sub_resources["SphereMesh"], 43);
  EXPECT_EQ(sub_resources["PlaneMesh"], 43);
  EXPECT_EQ(sub_resources["Image"], 356);
  EXPECT_EQ(meshes_checked, 88);   // and one .tres file of Godot 3
  EXPECT_EQ(godot3_surfaces, 99);  // every `surfaces/N` of the Godot 3 files, converted
}

}  // namespace
}  // namespace arbor
