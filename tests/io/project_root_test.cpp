// find_project_root: Godot's project.godot first; without one, the ancestor under which a
// file's res:// paths exist. Tried on small fixtures (tests/data/roots) and on the corpus, whose
// projects come without their project.godot.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "arbor/arbor.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

std::string roots(const std::string& name) {
  return (fs::path(ARBOR_TEST_DATA_DIR) / "roots" / name).lexically_normal().string();
}

TEST(ProjectRoot, ADirectoryWithProjectGodotIsTheRoot) {
  const ProjectRoot root = find_project_root(roots("project/levels/level.tscn"));
  EXPECT_EQ(root.source, ProjectRoot::PROJECT_FILE);
  EXPECT_EQ(root.directory, roots("project"));
}

TEST(ProjectRoot, WithoutOneTheAncestorWhereTheResPathsExistIsTheRoot) {
  const ProjectRoot root = find_project_root(roots("game/world/world.tscn"));
  EXPECT_EQ(root.source, ProjectRoot::INFERRED);
  EXPECT_EQ(root.directory, roots("game"));  // not game/world, where res://world/... is missing
  EXPECT_EQ(root.found, 2);                  // the floor and the crate; no barrel anywhere
  EXPECT_EQ(root.referenced, 3);
}

TEST(ProjectRoot, WhenNoPathExistsAnywhereTheFilesFolderIsTheRoot) {
  const ProjectRoot root = find_project_root(roots("lonely.tscn"));
  EXPECT_EQ(root.source, ProjectRoot::FILE_FOLDER);
  EXPECT_EQ(root.directory, fs::path(roots("lonely.tscn")).parent_path().string());
  EXPECT_EQ(root.found, 0);
  EXPECT_EQ(root.referenced, 1);
}

TEST(ProjectRoot, AFileWithoutResPathsKeepsItsFolder) {
  const ProjectRoot root = find_project_root(roots("game/props/crate.tscn"));
  EXPECT_EQ(root.source, ProjectRoot::FILE_FOLDER);
  EXPECT_EQ(root.directory, roots("game/props"));
  EXPECT_EQ(root.referenced, 0);
}

TEST(ProjectRoot, TheInferredRootInstantiatesTheSubScenes) {
  const std::string previous = ResourceLoader::get_project_root();
  ResourceLoader::set_project_root(find_project_root(roots("game/world/world.tscn")).directory);
  Owned<Node> world(ResourceLoader::instantiate(roots("game/world/world.tscn")));
  ResourceLoader::set_project_root(previous);
  ASSERT_NE(world->get_node_or_null("Floor/Tile"), nullptr);
  EXPECT_EQ(world->get_node("Floor")->get_scene_file_path(), "res://world/floor.tscn");
  EXPECT_EQ(world->get_node("Crate")->get_scene_file_path(), "res://props/crate.tscn");
}

// The `[ext_resource type="PackedScene"]` res:// paths of a scene file.
std::vector<std::string> sub_scene_paths(const fs::path& file) {
  std::vector<std::string> paths;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.starts_with("[ext_resource") || line.find("type=\"PackedScene\"") == line.npos) {
      continue;
    }
    const std::size_t at = line.find("path=\"res://");
    if (at == line.npos) continue;
    const std::size_t begin = at + 12;
    paths.push_back(line.substr(begin, line.find('"', begin) - begin));
  }
  return paths;
}

// The corpus's projects come without project.godot. Resolved against each scene's own folder,
// many sub-scene references miss; resolved against the root found, every one whose scene is in
// the corpus at all is found.
TEST(ProjectRoot, CorpusSubSceneReferencesResolve) {
  const fs::path corpus = fs::path(ARBOR_SHARED_DIR) / "godot-corpus";
  ASSERT_TRUE(fs::exists(corpus)) << "no corpus at " << corpus;
  int references = 0, from_folder = 0, from_root = 0, anywhere = 0;
  for (const auto& entry : fs::recursive_directory_iterator(corpus)) {
    if (entry.path().extension() != ".tscn") continue;
    const std::vector<std::string> paths = sub_scene_paths(entry.path());
    if (paths.empty()) continue;
    const ProjectRoot root = find_project_root(entry.path().string());
    for (const std::string& path : paths) {
      ++references;
      from_folder += fs::exists(entry.path().parent_path() / path);
      from_root += fs::exists(fs::path(root.directory) / path);
      bool exists_above = false;
      for (fs::path up = entry.path().parent_path(); !exists_above && up != corpus.parent_path();
           up = up.parent_path()) {
        exists_above = fs::exists(up / path);
      }
      anywhere += exists_above;
    }
  }
  std::cout << "corpus: " << references << " sub-scene references; " << from_folder
            << " resolve against the scene's folder, " << from_root << " against the root found, "
            << anywhere << " exist anywhere above their scene\n";
  EXPECT_EQ(from_root, anywhere);
  EXPECT_GT(from_root, from_folder);
}

}  // namespace
}  // namespace arbor
