// `arbor run`: the built-in demo, user scenes, options and failures.

#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

/// The output with the one figure that varies between runs, the wall time, blanked.
std::string without_wall_time(const std::string& out) {
  return std::regex_replace(out, std::regex("[0-9.]+ ms of wall time"), "X ms of wall time");
}

TEST(RunCommand, DemoPrintsTheExpectedEventsForThirtyFrames) {
  const ProgramResult result = run_arbor({"run", "--frames", "30"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.err, "");
  EXPECT_EQ(without_wall_time(result.out), read_file(data_file("demo_30_frames.txt")));
}

TEST(RunCommand, DemoOutputIsTheSameEveryRun) {
  const ProgramResult first = run_arbor({"run", "--frames=45", "--fps=30"});
  const ProgramResult second = run_arbor({"run", "--fps", "30", "--frames", "45"});
  EXPECT_EQ(first.exit_code, 0);
  EXPECT_EQ(without_wall_time(first.out), without_wall_time(second.out));
}

TEST(RunCommand, DemoQuitsByItself) {
  const ProgramResult result = run_arbor({"run"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("World: time is up"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("The scene quit at frame"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Counter: Comet1 expired at (400, 200)"), std::string::npos)
      << result.out;
}

TEST(RunCommand, RunsASceneOfUnknownTypes) {
  const ProgramResult result = run_arbor({"run", data_file("small.tscn"), "--frames", "3"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("at 60 fps for 3 frames"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Scene Main (Node2D): 7 nodes, 3 warnings while loading ('arbor "
                            "check' lists them).\n"
                            "Warning: DialogueLabel: 1 node kept as MissingNode (Arbor does not "
                            "implement this class).\n"
                            "Warning: PhantomCamera2D: 2 nodes kept as MissingNode (Arbor does "
                            "not implement this class).\n"
                            "Warning: PhantomCameraTween: 1 resource kept as MissingResource "
                            "(Arbor does not implement this class).\n"),
            std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find("Stopped after 3 frames."), std::string::npos) << result.out;
}

TEST(RunCommand, BadOptionValuesAreUsageErrors) {
  const ProgramResult zero = run_arbor({"run", "--frames", "0"});
  EXPECT_EQ(zero.exit_code, 2);
  EXPECT_EQ(zero.err,
            "arbor run: --frames: needs a whole number of at least 1, not '0'\n"
            "Try 'arbor run --help'.\n");
  EXPECT_EQ(run_arbor({"run", "--frames=many"}).exit_code, 2);
  const ProgramResult fps = run_arbor({"run", "--fps", "-5"});
  EXPECT_EQ(fps.exit_code, 2);
  EXPECT_EQ(fps.err,
            "arbor run: --fps: needs a number greater than 0, not '-5'\nTry 'arbor run --help'.\n");
  EXPECT_EQ(run_arbor({"run", "--fps", "inf"}).exit_code, 2);
  const ProgramResult result = run_arbor({"run", "--frames"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "arbor run: option '--frames' needs a value\nTry 'arbor run --help'.\n");
}

TEST(RunCommand, AMissingSceneFails) {
  const ProgramResult result = run_arbor({"run", "no_such_scene.tscn"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.err, "arbor run: no_such_scene.tscn: no such file\n");
}

TEST(RunCommand, AMalformedSceneFailsWithItsLocation) {
  const ProgramResult result = run_arbor({"run", data_file("malformed.tscn")});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_TRUE(std::regex_search(result.err, std::regex("malformed\\.tscn:[0-9]+:[0-9]+: ")))
      << result.err;
}

TEST(RunCommand, APathRunsTheProjectsMainScene) {
  const std::string project = write_tiny_project("run_project", "uid://b1main");
  const ProgramResult result = run_arbor({"run", "--path", project, "--frames", "3"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_TRUE(result.out.starts_with("Running res://levels/main.tscn at 60 fps")) << result.out;
}

TEST(RunCommand, RecordsAndReplaysAtTheRecordedStep) {
  const std::string recording = temp_file("demo_recording.txt");
  const ProgramResult recorded =
      run_arbor({"run", "--frames", "40", "--fps", "30", "--record", recording});
  EXPECT_EQ(recorded.exit_code, 0) << recorded.err;
  // It starts with the window's size, which makes it a version 2 recording.
  EXPECT_EQ(read_file(recording).rfind("arbor-input-recording 2\n", 0), 0u) << read_file(recording);

  // The replay ticks at the recording's step (1/30 s), whatever --fps says.
  const ProgramResult replayed = run_arbor({"run", "--frames", "40", "--replay", recording});
  EXPECT_EQ(replayed.exit_code, 0) << replayed.err;
  const ProgramResult direct = run_arbor({"run", "--frames", "40", "--fps", "30"});
  const auto events = [](const std::string& out) { return out.substr(out.find('\n') + 1); };
  EXPECT_EQ(without_wall_time(events(replayed.out)), without_wall_time(events(direct.out)));
}

TEST(RunCommand, RecordAndReplayTogetherAreAUsageError) {
  const ProgramResult result = run_arbor({"run", "--record", "a.txt", "--replay", "b.txt"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "arbor run: --record excludes --replay\nTry 'arbor run --help'.\n");
}

TEST(RunCommand, AMissingRecordingFails) {
  const ProgramResult result = run_arbor({"run", "--replay", "no_such_recording.txt"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.err.find("no_such_recording.txt"), std::string::npos) << result.err;
}

TEST(RunCommand, DrawListPrintsTheLastFramesPassesBatchesAndTotals) {
  const ProgramResult result =
      run_arbor({"run", data_file("boxes_3d.tscn"), "--frames", "2", "--draw-list"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  const std::string& out = result.out;
  EXPECT_NE(out.find("Draw lists of frame 2 (null backend):"), std::string::npos) << out;
  EXPECT_NE(out.find("'root' (1280x720), with an environment, 1 light:"), std::string::npos) << out;
  // The two crates share mesh and material: one instanced batch; the glass ball is transparent;
  // the crate behind the camera is culled from the view but still casts a shadow.
  EXPECT_NE(out.find("  opaque: 2 batches, 3 instances, hash "), std::string::npos) << out;
  EXPECT_NE(out.find("'Crate' surface 0 + material #1:1 'Wood': 2 instances"), std::string::npos)
      << out;
  EXPECT_NE(out.find("  transparent: 1 batch, 1 instance, hash "), std::string::npos) << out;
  EXPECT_NE(out.find("'Ball' surface 0 + material #2:1 'Glass': 1 instance"), std::string::npos)
      << out;
  EXPECT_NE(out.find("shadow light #0:1 pass 0: 3 batches, 5 instances"), std::string::npos) << out;
  EXPECT_NE(out.find("totals: 5 instances seen, 1 culled, 0 out of range, 4 drawn, 3 batches; "
                     "shadows: 3 batches, 5 casters"),
            std::string::npos)
      << out;
  // The hashes are the same every run.
  const ProgramResult again =
      run_arbor({"run", data_file("boxes_3d.tscn"), "--frames", "2", "--draw-list"});
  EXPECT_EQ(without_wall_time(again.out), without_wall_time(out));
}

TEST(RunCommand, BodiesFallAndSaveWritesWhereTheyEnded) {
  const std::string saved = temp_file("falling_ball_2d_saved.tscn");
  const ProgramResult result =
      run_arbor({"run", data_file("falling_ball_2d.tscn"), "--frames", "240", "--save", saved});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("Saved the scene to " + saved + "."), std::string::npos) << result.out;
  const std::string text = read_file(saved);
  // The ball (radius 10) fell from y = 100 onto the floor's top edge at y = 490.
  const std::regex position(R"(\[node name="Ball" type="RigidBody2D" parent="\."\]\n)"
                            R"(position = Vector2\((-?[0-9.e-]+), ([0-9.e-]+)\))");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(text, match, position)) << text;
  EXPECT_NEAR(std::stod(match[2].str()), 480, 1.0) << text;
  EXPECT_NEAR(std::stod(match[1].str()), 0, 0.5) << text;
}

}  // namespace
}  // namespace arbor::app::testing
