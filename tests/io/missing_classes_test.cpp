// find_missing_classes: the node and resource classes a loaded scene or resource keeps as
// MissingNode / MissingResource because Arbor does not implement them, each once with its count.
// The classes used here are an add-on's, which Arbor will never register.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/io/missing_classes.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using MissingClasses = SceneFilesTest;

std::vector<std::string> describe(const std::vector<MissingClass>& classes) {
  std::vector<std::string> lines;
  for (const MissingClass& missing : classes) {
    lines.push_back(std::string(missing.kind == MissingClass::NODE ? "node " : "resource ") +
                    missing.name + " " + std::to_string(missing.count));
  }
  return lines;
}

TEST_F(MissingClasses, NodesAndTheResourcesTheyHoldAreCountedOnce) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[ext_resource type="Terrain3DAssets" path="res://terrain/assets.tres" id="1_assets"]
[ext_resource type="InstNotANode" path="res://nowhere/gear.tres" id="2_gear"]

[sub_resource type="Terrain3DMaterial" id="Terrain3DMaterial_a"]
blend = 0.5

[sub_resource type="Terrain3DMesh" id="Terrain3DMesh_a"]
material = SubResource("Terrain3DMaterial_a")

[sub_resource type="Terrain3DMesh" id="Terrain3DMesh_b"]
material = SubResource("Terrain3DMaterial_a")

[node name="World" type="Node3D"]
metadata/assets = ExtResource("1_assets")

[node name="North" type="Terrain3D" parent="."]
mesh = SubResource("Terrain3DMesh_a")

[node name="South" type="Terrain3D" parent="."]
mesh = SubResource("Terrain3DMesh_a")
extras = [SubResource("Terrain3DMesh_b"), {"gear": ExtResource("2_gear")}]

[node name="Region" type="Terrain3DRegion" parent="South"]

[node name="Mover" type="InstMover" parent="."]
gear = SubResource("Terrain3DMesh_b")
)");
  EXPECT_EQ(describe(find_missing_classes(*root)),
            (std::vector<std::string>{"node Terrain3D 2", "node Terrain3DRegion 1",
                                      "resource Terrain3DAssets 1", "resource Terrain3DMaterial 1",
                                      "resource Terrain3DMesh 2"}));
}

TEST_F(MissingClasses, ATreeOfKnownClassesHasNone) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="World" type="Node3D"]

[node name="Mover" type="InstMover" parent="."]
)");
  EXPECT_TRUE(find_missing_classes(*root).empty());
}

TEST_F(MissingClasses, AResourceAndWhatItHolds) {
  ResourceFileState state = read_resource_text(R"([gd_resource type="Terrain3DAssets" format=3]

[sub_resource type="Terrain3DMaterial" id="Terrain3DMaterial_a"]

[resource]
materials = [SubResource("Terrain3DMaterial_a"), SubResource("Terrain3DMaterial_a")]
)");
  EXPECT_EQ(
      describe(find_missing_classes(state.resource)),
      (std::vector<std::string>{"resource Terrain3DAssets 1", "resource Terrain3DMaterial 1"}));
}

}  // namespace
}  // namespace arbor::test
