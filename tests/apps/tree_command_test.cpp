// `arbor tree`: Godot's print_tree_pretty layout, with types.

#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

// Types Arbor does not implement (here an add-on's) show the file's type, marked missing, and
// each class is named after the tree with its count.
TEST(TreeCommand, PrintsTheTreeAsPrintTreePrettyWithTypes) {
  const ProgramResult result = run_arbor({"tree", data_file("small.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴Main (Node2D)\n"
            "    ┠╴Player (PhantomCamera2D, missing)\n"
            "    ┃  ┖╴Sprite (Node2D)\n"
            "    ┖╴Hud (Node)\n"
            "       ┠╴Timer (Timer)\n"
            "       ┠╴Label (PhantomCamera2D, missing)\n"
            "       ┖╴Prompt (DialogueLabel, missing)\n");
  EXPECT_EQ(result.err,
            "arbor tree: warning: DialogueLabel: 1 node kept as MissingNode (Arbor does not "
            "implement this class)\n"
            "arbor tree: warning: PhantomCamera2D: 2 nodes kept as MissingNode (Arbor does not "
            "implement this class)\n"
            "arbor tree: warning: PhantomCameraTween: 1 resource kept as MissingResource (Arbor "
            "does not implement this class)\n");
}

// Without a project.godot, res:// is the folder under which the scene's res:// paths exist,
// and the program says so; --path names it instead.
TEST(TreeCommand, FindsTheRootOfASceneWithoutProjectGodot) {
  const std::string world = data_file("../../data/roots/game/world/world.tscn");
  const std::string expected =
      " ┖╴World (Node3D)\n"
      "    ┠╴Floor (Node3D)\n"
      "    ┃  ┖╴Tile (Node3D)\n"
      "    ┖╴Crate (Node3D)\n";
  const ProgramResult found = run_arbor({"tree", world});
  EXPECT_EQ(found.exit_code, 0) << found.err;
  EXPECT_EQ(found.out, expected);
  EXPECT_TRUE(std::regex_match(
      found.err,
      std::regex(
          "arbor tree: note: res:// is /.*/tests/data/roots/game \\(no project\\.godot above "
          ".*world\\.tscn; 2 of its 3 res:// paths exist there; --path DIR names "
          "another\\)\n")))
      << found.err;
  const ProgramResult named =
      run_arbor({"tree", world, "--path", data_file("../../data/roots/game")});
  EXPECT_EQ(named.exit_code, 0) << named.err;
  EXPECT_EQ(named.out, expected);
  EXPECT_EQ(named.err, "");
  const ProgramResult wrong =
      run_arbor({"tree", world, "--path", data_file("../../data/roots/game/world")});
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_NE(wrong.err.find("world/world/floor.tscn"), std::string::npos) << wrong.err;
}

TEST(TreeCommand, PrintsTheDemoWithoutAScene) {
  const ProgramResult result = run_arbor({"tree"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴World (World)\n"
            "    ┠╴WorldEnvironment (WorldEnvironment; environment: Environment)\n"
            "    ┠╴Camera3D (Camera3D)\n"
            "    ┠╴Sun (DirectionalLight3D)\n"
            "    ┠╴Floor (MeshInstance3D; mesh: PlaneMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┠╴Pedestal (MeshInstance3D; mesh: CylinderMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┠╴Centre (MeshInstance3D; mesh: SphereMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┠╴Carousel (Spinner)\n"
            "    ┃  ┠╴Box (MeshInstance3D; mesh: BoxMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┠╴Chrome (MeshInstance3D; mesh: SphereMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┠╴Cylinder (MeshInstance3D; mesh: CylinderMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┠╴Torus (MeshInstance3D; mesh: TorusMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┠╴Capsule (MeshInstance3D; mesh: CapsuleMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┠╴Prism (MeshInstance3D; mesh: PrismMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃  ┖╴Lamp (MeshInstance3D; mesh: SphereMesh, surface_material_override/0: "
            "StandardMaterial3D)\n"
            "    ┃     ┖╴LampLight (OmniLight3D)\n"
            "    ┠╴Clock (Timer)\n"
            "    ┠╴SparkSpawner (Spawner)\n"
            "    ┃  ┖╴Timer (Timer)\n"
            "    ┠╴CometSpawner (Spawner)\n"
            "    ┃  ┖╴Timer (Timer)\n"
            "    ┠╴Counter (Counter)\n"
            "    ┖╴Chime (AudioStreamPlayer)\n");
}

TEST(TreeCommand, APathRunsTheProjectsMainScene) {
  const std::string expected =
      " ┖╴Level (Node3D)\n"
      "    ┖╴Enemy (Node3D)\n"
      "       ┖╴Eye (Node3D)\n";
  for (const char* main_scene : {"res://levels/main.tscn", "uid://b1main"}) {
    const std::string project = write_tiny_project("tiny_project", main_scene);
    const ProgramResult result = run_arbor({"tree", "--path", project});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out, expected) << main_scene;
  }
  const std::string project = write_tiny_project("tiny_project", "res://levels/main.tscn");
  const ProgramResult enemy = run_arbor({"tree", "--path", project, "res://levels/enemy.tscn"});
  EXPECT_EQ(enemy.exit_code, 0) << enemy.err;
  EXPECT_EQ(enemy.out, " ┖╴Enemy (Node3D)\n    ┖╴Eye (Node3D)\n");
}

TEST(TreeCommand, APathWithoutAProjectOrMainSceneFails) {
  const ProgramResult none = run_arbor({"tree", "--path", temp_file("no_project_here")});
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.err.find("no project.godot"), std::string::npos) << none.err;
  const std::string project = write_tiny_project("tiny_unknown_uid", "uid://nothing");
  const ProgramResult unknown = run_arbor({"tree", "--path", project});
  EXPECT_EQ(unknown.exit_code, 1);
  EXPECT_NE(unknown.err.find("no scene file has the main scene's uid://nothing"), std::string::npos)
      << unknown.err;
}

TEST(TreeCommand, AMalformedSceneFails) {
  const ProgramResult result = run_arbor({"tree", data_file("malformed.tscn")});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_TRUE(result.err.starts_with("arbor tree: ")) << result.err;
}

TEST(TreeCommand, ShowsTheMeshesMaterialsAndEnvironmentsNodesDrawWith) {
  const ProgramResult result = run_arbor({"tree", data_file("boxes_3d.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  const std::string& out = result.out;
  EXPECT_NE(out.find("WorldEnvironment (WorldEnvironment; environment: Environment 'Daylight')"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("Crate1 (MeshInstance3D; mesh: BoxMesh 'Crate', "
                     "surface_material_override/0: StandardMaterial3D 'Wood')"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("Ball (MeshInstance3D; material_override: StandardMaterial3D 'Glass', "
                     "mesh: SphereMesh 'Ball')"),
            std::string::npos)
      << out;
}

}  // namespace
}  // namespace arbor::app::testing
