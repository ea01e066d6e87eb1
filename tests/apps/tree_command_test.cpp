// `arbor tree`: Godot's print_tree_pretty layout, with types.

#include <gtest/gtest.h>

#include <string>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(TreeCommand, PrintsTheTreeAsPrintTreePrettyWithTypes) {
  const ProgramResult result = run_arbor({"tree", data_file("small.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴Main (Node2D)\n"
            "    ┠╴Player (CharacterBody2D)\n"
            "    ┃  ┖╴Sprite (Sprite2D)\n"
            "    ┖╴Hud (Node)\n"
            "       ┠╴Timer (Timer)\n"
            "       ┖╴Label (Label)\n");
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
            "    ┖╴Counter (Counter)\n");
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

}  // namespace
}  // namespace arbor::app::testing
