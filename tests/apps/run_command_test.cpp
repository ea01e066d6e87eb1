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
  EXPECT_NE(result.out.find("Scene Main (Node2D): 6 nodes."), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Stopped after 3 frames."), std::string::npos) << result.out;
}

TEST(RunCommand, BadOptionValuesAreUsageErrors) {
  EXPECT_EQ(run_arbor({"run", "--frames", "0"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"run", "--frames", "many"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"run", "--fps", "-5"}).exit_code, 2);
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
  EXPECT_EQ(result.err,
            "arbor run: --record and --replay cannot be used together\nTry 'arbor run --help'.\n");
}

TEST(RunCommand, AMissingRecordingFails) {
  const ProgramResult result = run_arbor({"run", "--replay", "no_such_recording.txt"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.err.find("no_such_recording.txt"), std::string::npos) << result.err;
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
