// Reading and building a scene in one pass (instantiate_scene_text, ResourceLoader::instantiate)
// builds the tree PackedScene::instantiate builds from the same file, reports the same warnings
// and errors, and frees what it built when the file turns out to be malformed.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "godot_corpus.h"
#include "io/instantiate_test_support.h"
#include "io/text_test_files.h"

namespace arbor::test {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

// How one way of building a scene went: the tree as a saved file (or the error), and the
// warnings on the way.
struct Outcome {
  std::string text;
  std::vector<std::string> warnings;
};

Outcome outcome_of(const std::function<Node*()>& build) {
  WarningLog log;
  Outcome outcome;
  try {
    Owned<Node> root(build());
    PackedScene packed;
    packed.pack(root.get());
    outcome.text = write_scene_text(packed.get_state());
  } catch (const Error& error) {
    outcome.text = std::string("error: ") + error.what();
  }
  for (const LoadWarning& warning : log.warnings) {
    outcome.warnings.push_back(warning.node_path + ": " + warning.message);
  }
  return outcome;
}

// Both ways of building the scene file at `path` (read with `options`), as `scene_path`.
void expect_same_builds(const std::string& text, const TextReadOptions& options,
                        const std::string& scene_path) {
  const Outcome packed = outcome_of([&] {
    PackedScene scene;
    scene.set_state(read_scene_text(text, options));
    scene.set_path(scene_path);
    return scene.instantiate();
  });
  const Outcome one_pass =
      outcome_of([&] { return instantiate_scene_text(text, options, scene_path); });
  EXPECT_EQ(one_pass.text, packed.text) << options.file;
  EXPECT_EQ(one_pass.warnings, packed.warnings) << options.file;
}

class InstantiateOnePass : public SceneFilesTest {};

// Through ResourceLoader, which remembers the files' ext_resource ids either way.
TEST_F(InstantiateOnePass, BuildsTheTreeOfEveryTestScene) {
  int scenes = 0;
  for (const auto& entry : fs::directory_iterator(scene_data_dir())) {
    if (entry.path().extension() != ".tscn") continue;
    const std::string path = "res://" + entry.path().filename().string();
    const Outcome packed = outcome_of([&] {
      Ref<Resource> scene =
          ResourceLoader::load(path, "PackedScene", ResourceLoader::CACHE_MODE_IGNORE);
      return ref_cast<PackedScene>(scene)->instantiate();
    });
    const Outcome one_pass = outcome_of([&] { return ResourceLoader::instantiate(path); });
    EXPECT_EQ(one_pass.text, packed.text) << path;
    EXPECT_EQ(one_pass.warnings, packed.warnings) << path;
    ++scenes;
  }
  EXPECT_GE(scenes, 15);
}

// Every scene of the corpus, Godot 3 ones included; sub-scenes resolve inside each project.
TEST_F(InstantiateOnePass, BuildsTheTreeOfEveryCorpusScene) {
  const fs::path root = test::godot_corpus();
  ASSERT_TRUE(test::corpus_exists(root));
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() == ".tscn") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) {
    TextReadOptions options;
    options.file = file.string();
    options.project_root = scene_data_dir();
    const std::string text = read_file_bytes(file.string());
    expect_same_builds(text, options, {});
  }
  EXPECT_GT(files.size(), 800u);
}

// A scene of `count` movers: a root, children, and grandchildren whose parents come round in
// turn, with node paths, groups and a connection that need the whole tree.
std::string movers(int count) {
  std::string text = "[gd_scene format=3]\n\n[node name=\"Root\" type=\"InstMover\"]\n";
  for (int i = 1; i < count; ++i) {
    const bool child = i <= 5;
    text += "\n[node name=\"M" + std::to_string(i) + "\" type=\"InstMover\" parent=\"" +
            (child ? "." : "M" + std::to_string(i % 5 + 1)) + "\"";
    if (i % 7 == 0) text += " node_paths=PackedStringArray(\"target\") groups=[\"odd\"]";
    text += "]\nspeed = " + std::to_string(i) + ".5\n";
    if (i % 7 == 0) text += "target = NodePath(\"../..\")\n";
  }
  text += "\n[connection signal=\"pinged\" from=\".\" to=\"M1\" method=\"on_ping\"]\n";
  return text;
}

// Entries are built a few behind the reading; sizes around that window build alike.
TEST_F(InstantiateOnePass, BuildsAlikeAroundTheReadingWindow) {
  for (int count : {1, 2, 31, 32, 33, 64, 65, 200}) {
    TextReadOptions options;
    options.file = scene_data_dir() + "/movers.tscn";
    expect_same_builds(movers(count), options, "res://movers.tscn");
  }
  Owned<Node> root(instantiate_scene_text(movers(40), {}, {}));
  EXPECT_EQ(root->get_child_count(), 5);
  EXPECT_EQ(root->get_node("M1/M35")->get_owner(), root.get());
  auto* m35 = static_cast<InstMover*>(root->get_node("M1/M35"));
  EXPECT_EQ(m35->get_speed(), 35.5);
  EXPECT_EQ(m35->get_target(), root.get());
  EXPECT_TRUE(m35->is_in_group("odd"));
  static_cast<InstMover*>(root.get())->pinged.emit();
  EXPECT_EQ(static_cast<InstMover*>(root->get_node("M1"))->received,
            (std::vector<std::string>{"ping"}));
}

TEST_F(InstantiateOnePass, AMalformedFileThrowsWhereItIsAndFreesWhatWasBuilt) {
  const int before = InstMover::alive;
  const std::string text = movers(100) + "\n[node name=\"Late\" parent=\".\"]\nspeed = (\n";
  try {
    (void)instantiate_scene_text(text, {.file = "late.tscn", .project_root = {}});
    FAIL() << "expected arbor::ParseError";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.file(), "late.tscn");
    EXPECT_EQ(error.line(), std::count(text.begin(), text.end(), '\n'));
  }
  EXPECT_EQ(InstMover::alive, before);
}

TEST_F(InstantiateOnePass, ANodeThatCannotBeBuiltIsNamedAndNothingIsKept) {
  const int before = InstMover::alive;
  const std::string text =
      movers(50) +
      "\n[node name=\"Odd\" parent=\"M2\" instance_placeholder=\"res://nowhere.tscn\"]\n";
  try {
    (void)instantiate_scene_text(text, {}, "res://odd.tscn");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("instantiate 'res://odd.tscn', node 'M2/Odd': "));
    EXPECT_THAT(error.what(), HasSubstr("nowhere.tscn"));
  }
  EXPECT_EQ(InstMover::alive, before);
}

// Godot's SceneState::instantiate makes a placeholder of a node whose class gives no Node (in
// Arbor a MissingNode keeping every property), warns, and goes on.
TEST_F(InstantiateOnePass, ANodeOfAClassThatIsNotANodeIsKeptAsAMissingNode) {
  WarningLog log;
  const std::string text =
      movers(50) +
      "\n[node name=\"Odd\" type=\"InstNotANode\" parent=\"M2\"]\n"
      "speed = 3\n\n[node name=\"Odder\" type=\"InstNotANode\" parent=\".\"]\n";
  Owned<Node> root(instantiate_scene_text(text, {}, "res://odd.tscn"));
  const auto* odd = dynamic_cast<MissingNode*>(root->get_node("M2/Odd"));
  ASSERT_NE(odd, nullptr);
  EXPECT_EQ(odd->get_original_class(), "InstNotANode");
  EXPECT_EQ(static_cast<int64_t>(odd->get("speed")), 3);
  EXPECT_NE(dynamic_cast<MissingNode*>(root->get_node("Odder")), nullptr);
  ASSERT_EQ(log.warnings.size(), 1u);  // once per class
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::NODE);
  EXPECT_EQ(log.warnings[0].file, "res://odd.tscn");
  EXPECT_EQ(log.warnings[0].node_path, "M2/Odd");
  EXPECT_EQ(log.warnings[0].message,
            "class 'InstNotANode' is a Resource, not a Node; its nodes are kept as MissingNode");
  PackedScene packed;
  packed.pack(root.get());
  EXPECT_THAT(write_scene_text(packed.get_state()),
              HasSubstr("[node name=\"Odd\" type=\"InstNotANode\" parent=\"M2\"]\nspeed = 3\n"));
}

TEST_F(InstantiateOnePass, AFileWithoutNodesIsRefused) {
  EXPECT_THROW((void)instantiate_scene_text("[gd_scene format=3]\n"), Error);
}

TEST_F(InstantiateOnePass, ResourceLoaderBuildsWithoutCachingAndKeepsTheFileIds) {
  const std::string path = "res://squad.tscn";
  Owned<Node> root(ResourceLoader::instantiate(path));
  EXPECT_FALSE(ResourceLoader::has_cached(path));
  EXPECT_EQ(root->get_scene_file_path(), path);
  PackedScene packed;
  packed.pack(root.get());
  EXPECT_THAT(write_scene_text(packed.get_state()),
              HasSubstr("[ext_resource type=\"PackedScene\" path=\"res://enemy.tscn\" "
                        "id=\"1_enemy\"]"));
}

TEST_F(InstantiateOnePass, ResourceLoaderUsesACachedScene) {
  Ref<PackedScene> loaded = ResourceLoader::load<PackedScene>("res://enemy.tscn");
  loaded->get_state().nodes.front().name = "FromTheCache";
  Owned<Node> root(ResourceLoader::instantiate("res://enemy.tscn"));
  EXPECT_EQ(root->get_name(), "FromTheCache");
}

TEST_F(InstantiateOnePass, ResourceLoaderNamesWhatItCannotBuild) {
  try {
    (void)ResourceLoader::instantiate("res://no_such.tscn");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(),
                HasSubstr("ResourceLoader::instantiate: no file at 'res://no_such.tscn'"));
  }
  const fs::path resource = fs::temp_directory_path() / "arbor_one_pass_curve.tres";
  std::ofstream(resource) << "[gd_resource type=\"Resource\" format=3]\n\n[resource]\n";
  try {
    (void)ResourceLoader::instantiate(resource.string());
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("holds a resource, not a scene"));
  }
  fs::remove(resource);
}

}  // namespace
}  // namespace arbor::test
