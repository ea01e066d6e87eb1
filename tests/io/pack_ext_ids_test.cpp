// `[ext_resource]` ids kept: a scene loaded, instantiated and packed again for the same file
// writes the ids and uids its file gave, as Godot's text loader and saver do
// (Resource::set_id_for_path when read, get_id_for_path when saved).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kArena = R"([gd_scene load_steps=4 format=3]

[ext_resource type="Script" uid="uid://scr1" path="res://mover.gd" id="1_abc12"]
[ext_resource type="InstNotANode" uid="uid://gear9" path="res://gear.tres" id="2_gear"]
[ext_resource type="PackedScene" uid="uid://enemy7" path="res://enemy.tscn" id="3_xyz"]

[node name="Arena" type="Node3D"]
script = ExtResource("1_abc12")

[node name="Mover" type="InstMover" parent="."]
gear = ExtResource("2_gear")

[node name="Enemy" parent="." instance=ExtResource("3_xyz")]
)";

// A project in a fresh temporary directory: the arena scene and what it refers to.
class PackExtIds : public SceneFilesTest {
 protected:
  void SetUp() override {
    SceneFilesTest::SetUp();
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    project_ = fs::temp_directory_path() /
               ("arbor_ext_ids_" + std::string(test->name()) + "_" + std::to_string(::getpid()));
    fs::remove_all(project_);
    fs::create_directories(project_);
    write("arena.tscn", kArena);
    write("gear.tres", "[gd_resource type=\"InstNotANode\" format=3]\n\n[resource]\n");
    write("spare.tres", "[gd_resource type=\"InstNotANode\" format=3]\n\n[resource]\n");
    write("enemy.tscn", "[gd_scene format=3]\n\n[node name=\"Enemy\" type=\"InstMover\"]\n");
    ResourceLoader::set_project_root(project_.string());
  }
  void TearDown() override {
    fs::remove_all(project_);
    SceneFilesTest::TearDown();
  }

  void write(const std::string& name, std::string_view text) const {
    std::ofstream(project_ / name, std::ios::binary) << text;
  }

  // The arena as a tree, instantiated from its file (the caller frees it).
  static Owned<Node> arena() {
    return Owned<Node>(ResourceLoader::load<PackedScene>("res://arena.tscn")->instantiate());
  }

  fs::path project_;
};

// What a packed state's `[ext_resource]` table says, one line per entry, in order.
std::vector<std::string> ext_table(const SceneState& state) {
  std::vector<std::string> lines;
  for (const ExtResourceEntry& entry : state.ext_resources) {
    lines.push_back(entry.path + " " + entry.id + " " + entry.uid);
  }
  return lines;
}

SceneState pack(Node* root) {
  PackedScene packed;
  packed.pack(root);
  return packed.get_state();
}

TEST_F(PackExtIds, IdsAndUidsOfTheFileAreKept) {
  Owned<Node> root = arena();
  const SceneState state = pack(root.get());
  EXPECT_EQ(ext_table(state), (std::vector<std::string>{"res://mover.gd 1_abc12 uid://scr1",
                                                        "res://gear.tres 2_gear uid://gear9",
                                                        "res://enemy.tscn 3_xyz uid://enemy7"}));
  // Written back, the table and the references are the file's.
  const std::string text = write_scene_text(state);
  EXPECT_EQ(text.substr(text.find("\n[ext_resource")),
            std::string(kArena).substr(kArena.find("\n[ext_resource")));
}

TEST_F(PackExtIds, TheLoadedResourcesRememberTheirIds) {
  Owned<Node> root = arena();
  const Ref<Resource> gear = static_cast<InstMover*>(root->get_node("Mover"))->get_gear();
  ASSERT_TRUE(gear);
  EXPECT_EQ(gear->get_class(), "InstNotANode");
  EXPECT_EQ(gear->get_id_for_path("res://arena.tscn"), "2_gear");
  EXPECT_EQ(gear->get_id_for_path("res://other.tscn"), "");
  EXPECT_EQ(gear->get_uid(), "uid://gear9");
  EXPECT_EQ(ResourceLoader::load("res://enemy.tscn")->get_id_for_path("res://arena.tscn"), "3_xyz");
}

TEST_F(PackExtIds, ANewResourceGetsAFreshIdThatClashesWithNone) {
  Owned<Node> root = arena();
  auto* added = new InstMover();
  added->set_name("Added");
  root->add_child(added);
  added->set_owner(root.get());
  const Ref<Resource> spare = ResourceLoader::load("res://spare.tres");
  added->set_gear(spare);
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.ext_resources.size(), 4u);
  EXPECT_EQ(state.ext_resources[0].id, "1_abc12");
  EXPECT_EQ(state.ext_resources[1].id, "2_gear");
  EXPECT_EQ(state.ext_resources[2].id, "3_xyz");
  const ExtResourceEntry& fresh = state.ext_resources[3];
  EXPECT_EQ(fresh.path, "res://spare.tres");
  EXPECT_EQ(fresh.id.substr(0, 2), "4_");
  EXPECT_EQ(fresh.id.size(), 7u);
  // The new id is remembered for the file, so packing again keeps it.
  EXPECT_EQ(spare->get_id_for_path("res://arena.tscn"), fresh.id);
  EXPECT_EQ(pack(root.get()).ext_resources[3].id, fresh.id);
}

TEST_F(PackExtIds, AnIdTakenByAnEarlierResourceFallsBackToAFreshOne) {
  Owned<Node> root = arena();
  auto* added = new InstMover();
  added->set_name("Added");
  root->add_child(added);
  added->set_owner(root.get());
  const Ref<Resource> spare = ResourceLoader::load("res://spare.tres");
  spare->set_id_for_path("res://arena.tscn", "2_gear");  // the id Mover's gear has
  added->set_gear(spare);
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.ext_resources.size(), 4u);
  EXPECT_EQ(state.ext_resources[1].path, "res://gear.tres");
  EXPECT_EQ(state.ext_resources[1].id, "2_gear");
  EXPECT_EQ(state.ext_resources[3].path, "res://spare.tres");
  EXPECT_EQ(state.ext_resources[3].id.substr(0, 2), "4_");
}

TEST_F(PackExtIds, TheTableIsSortedByIdInNaturalOrder) {
  Owned<Node> root = arena();
  ResourceLoader::load("res://enemy.tscn")->set_id_for_path("res://arena.tscn", "10_a");
  static_cast<InstMover*>(root->get_node("Mover"))
      ->get_gear()
      ->set_id_for_path("res://arena.tscn", "9_b");
  const SceneState state = pack(root.get());
  EXPECT_EQ(ext_table(state), (std::vector<std::string>{"res://mover.gd 1_abc12 uid://scr1",
                                                        "res://gear.tres 9_b uid://gear9",
                                                        "res://enemy.tscn 10_a uid://enemy7"}));
}

TEST_F(PackExtIds, PackingForAnotherFileNumbersAfresh) {
  Owned<Node> root = arena();
  Ref<PackedScene> other = make_ref<PackedScene>();
  other->set_path("res://other.tscn");
  other->pack(root.get());
  const std::vector<ExtResourceEntry>& table = other->get_state().ext_resources;
  ASSERT_EQ(table.size(), 3u);
  for (std::size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(table[i].id.substr(0, 2), std::to_string(i + 1) + "_");
    EXPECT_EQ(table[i].id.size(), 7u);
  }
  EXPECT_EQ(table[1].uid, "uid://gear9");  // uids belong to the resource, not the file
}

TEST_F(PackExtIds, SavingAResourceFileAgainKeepsItsIds) {
  write("holder.tres", R"([gd_resource type="InstNotANode" format=3 uid="uid://holder3"]

[ext_resource type="Script" uid="uid://scr1" path="res://mover.gd" id="7_keep"]

[resource]
script = ExtResource("7_keep")
)");
  const Ref<Resource> holder = ResourceLoader::load("res://holder.tres");
  ResourceSaver::save(holder, "res://holder.tres");
  std::ifstream in(project_ / "holder.tres", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("uid=\"uid://holder3\""), std::string::npos) << text;
  EXPECT_NE(text.find("[ext_resource type=\"Script\" uid=\"uid://scr1\" path=\"res://mover.gd\" "
                      "id=\"7_keep\"]"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("script = ExtResource(\"7_keep\")"), std::string::npos) << text;
}

TEST_F(PackExtIds, SavingAScenePackedAgainKeepsTheFilesUid) {
  write("level.tscn", R"([gd_scene format=3 uid="uid://level5"]

[node name="Level" type="Node3D"]
)");
  Owned<Node> root(ResourceLoader::load<PackedScene>("res://level.tscn")->instantiate());
  Ref<PackedScene> packed = make_ref<PackedScene>();
  packed->pack(root.get());
  ResourceSaver::save(packed, "res://level.tscn");
  ResourceSaver::save(packed, "res://copy.tscn");  // another file: not the same uid
  auto read = [&](const char* name) {
    std::ifstream in(project_ / name, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  EXPECT_EQ(read("level.tscn"),
            "[gd_scene format=3 uid=\"uid://level5\"]\n\n"
            "[node name=\"Level\" type=\"Node3D\"]\n");
  EXPECT_EQ(read("copy.tscn"), "[gd_scene format=3]\n\n[node name=\"Level\" type=\"Node3D\"]\n");
}

}  // namespace
}  // namespace arbor::test
