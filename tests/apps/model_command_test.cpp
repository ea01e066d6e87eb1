// glTF models given to `arbor tree` and `arbor run`: the imported tree, and the camera and light
// a run adds to a model that has none.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

using ::testing::HasSubstr;

std::string model(const std::string& relative) {
  return std::string(ARBOR_GLTF_MODELS_DIR) + "/" + relative;
}

TEST(ModelCommands, TreePrintsTheImportedTree) {
  const ProgramResult result =
      run_arbor({"tree", model("BoxTextured-glTF-Binary/BoxTextured.glb")});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴BoxTextured (Node3D)\n"
            "    ┖╴Node (Node3D)\n"
            "       ┖╴Mesh (MeshInstance3D; mesh: ArrayMesh 'Mesh')\n");
  EXPECT_EQ(result.err, "");
}

TEST(ModelCommands, TreeOfAMalformedModelNamesTheGltfObject) {
  const ProgramResult result = run_arbor({"tree", model("IndexOutOfRange/IndexOutOfRange.gltf")});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.err, HasSubstr("mesh 0, primitive 0: indices: accessor 0: "));
}

// What a model leaves out is a warning `arbor check` lists (tree only counts them).
TEST(ModelCommands, CheckListsWhatIsNotImported) {
  const std::string file =
      model("glTF-Sample-Models/AnimatedMorphCube-glTF/AnimatedMorphCube.gltf");
  const ProgramResult tree = run_arbor({"tree", file});
  EXPECT_EQ(tree.exit_code, 0) << tree.err;
  EXPECT_EQ(tree.err, "arbor tree: 2 warnings while loading ('arbor check' lists them)\n");
  const ProgramResult check = run_arbor({"check", file});
  EXPECT_EQ(check.exit_code, 0);
  EXPECT_EQ(check.out, file +
                           ": warning: the morph targets of 1 mesh not imported: the meshes keep "
                           "their base shape\n" +
                           file +
                           ": warning: 1 animation not imported\n"
                           "Checked 1 file: 1 valid, 0 with errors, 2 warnings.\n");
}

TEST(ModelCommands, RunAddsACameraAndALightToAModelWithout) {
  const ProgramResult bare =
      run_arbor({"run", "--frames", "1", model("BoxTextured-glTF/BoxTextured.gltf")});
  EXPECT_EQ(bare.exit_code, 0) << bare.err;
  EXPECT_THAT(bare.out, HasSubstr("The model has no camera or light: added a camera framing its "
                                  "meshes, and a light.\n"));
  // Cameras.gltf brings its cameras: only the light is added.
  const ProgramResult with_cameras =
      run_arbor({"run", "--frames", "1", model("cameras/Cameras.gltf")});
  EXPECT_EQ(with_cameras.exit_code, 0) << with_cameras.err;
  EXPECT_THAT(with_cameras.out, HasSubstr("The model has no light: added one.\n"));
}

}  // namespace
}  // namespace arbor::app::testing
