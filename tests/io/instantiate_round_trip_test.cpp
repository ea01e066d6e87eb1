// Load, instantiate, pack, write: a scene comes back as the file it was read from, with what
// Arbor cannot interpret (MissingNode classes and properties, kept properties, unbound scripts,
// scripts bound to classes, node references of classes Arbor lacks) kept through the tree.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "io/instantiate_test_support.h"
#include "io/text_test_files.h"

namespace arbor::test {
namespace {

class InstRoundTripGuard : public Node3D {
  ARBOR_CLASS(InstRoundTripGuard, Node3D)
};

class InstantiateRoundTrip : public SceneFilesTest,
                             public ::testing::WithParamInterface<const char*> {
 protected:
  void SetUp() override {
    SceneFilesTest::SetUp();
    ClassDB::register_class<InstRoundTripGuard>();
    ClassDB::register_script("res://scripts/round_trip.gd", "InstRoundTripGuard");
  }
};

// The text with what a writer may choose freshly on each save made uniform: `load_steps=`
// (Godot 4.6 stopped writing it) and external resource ids (numbered in order of appearance).
std::string normalized(const std::string& text) {
  std::string out = std::regex_replace(text, std::regex(" load_steps=[0-9]+"), "");
  std::map<std::string, std::string> ids;
  const std::regex ext_id("(\\[ext_resource [^\\]]* id=\"|ExtResource\\(\")([^\"]+)\"");
  std::string result;
  auto last = out.cbegin();
  for (std::sregex_iterator it(out.begin(), out.end(), ext_id), end; it != end; ++it) {
    const std::smatch& match = *it;
    auto [entry, added] = ids.try_emplace(match[2].str(), "ext" + std::to_string(ids.size() + 1));
    result.append(last, match[0].first);
    result += match[1].str() + entry->second + "\"";
    last = match[0].second;
  }
  result.append(last, out.cend());
  return result;
}

TEST_P(InstantiateRoundTrip, WritesBackTheFileItWasBuiltFrom) {
  const std::string name = GetParam();
  Ref<PackedScene> loaded = ResourceLoader::load<PackedScene>("res://" + name);
  Owned<Node> root(loaded->instantiate());
  PackedScene packed;
  packed.pack(root.get());
  EXPECT_EQ(normalized(write_scene_text(packed.get_state())),
            normalized(read_file_bytes(scene_data_dir() + "/" + name)));
}

TEST_P(InstantiateRoundTrip, WritesBackTheFileItWasBuiltFromInOnePass) {
  const std::string name = GetParam();
  Owned<Node> root(ResourceLoader::instantiate("res://" + name));
  PackedScene packed;
  packed.pack(root.get());
  EXPECT_EQ(normalized(write_scene_text(packed.get_state())),
            normalized(read_file_bytes(scene_data_dir() + "/" + name)));
}

INSTANTIATE_TEST_SUITE_P(SceneFiles, InstantiateRoundTrip,
                         ::testing::Values("enemy.tscn", "squad.tscn", "level.tscn", "effects.tscn",
                                           "round_trip_scripts.tscn", "local_gear.tscn",
                                           "local_gear_pair.tscn", "creature_base.tscn",
                                           "creature.tscn", "creature_pup.tscn",
                                           "kept_node_paths.tscn"),
                         [](const auto& info) {
                           std::string name = info.param;
                           return name.substr(0, name.find('.'));
                         });

}  // namespace
}  // namespace arbor::test
