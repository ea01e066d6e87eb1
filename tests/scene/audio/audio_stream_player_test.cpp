// AudioStreamPlayer in a tree, heard through a capturing AudioServer: level and pitch, volume,
// buses, finished, polyphony, pausing with the tree, autoplay, seek, and sounds that cannot
// play.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/audio/audio_stream_player.h"
#include "arbor/scene/resources/audio_stream_mp3.h"
#include "arbor/scene/scene_viewport.h"
#include "audio_tree.h"

namespace arbor::test {
namespace {

constexpr double kHalf = 0.5 * 32767.0 / 32768.0;  // 0.5 through 16-bit samples

AudioStreamPlayer* add_player(AudioTree& t, const Ref<AudioStream>& stream) {
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer>());
  player->set_stream(stream);
  return player;
}

TEST(AudioStreamPlayer, A440HzToneComesOutAt440HzAtItsLevel) {
  AudioTree t;
  AudioStreamPlayer* player = add_player(t, tone_stream(440.0, 0.5, 2.0));
  player->play();
  EXPECT_TRUE(player->is_playing());
  t.frames(60);
  ASSERT_EQ(t.capture.get_frames().size(), 48000u);  // exactly 60 frames of 1/60 s
  const std::vector<float> left = t.left();
  EXPECT_NEAR(frequency_of(left), 440.0, 0.05);
  EXPECT_NEAR(peak_of(left), kHalf, 1e-4);
  EXPECT_NEAR(amplitude_of(left, 440.0), kHalf, 1e-3);
  EXPECT_EQ(t.right(), left);
  EXPECT_NEAR(player->get_playback_position(), 1.0, 512.0 / 48000);
}

TEST(AudioStreamPlayer, MinusSixDecibelsHalvesTheAmplitude) {
  AudioTree t;
  AudioStreamPlayer* player = add_player(t, tone_stream(440.0, 0.5, 2.0));
  player->set_volume_db(-6.0);
  EXPECT_NEAR(player->get_volume_linear(), 0.501187, 1e-6);
  player->play();
  t.frames(30);
  EXPECT_NEAR(peak_of(t.left()), kHalf * 0.501187, 1e-4);
  player->set_volume_db(0.0);  // applies to what plays
  t.capture.clear();
  t.frames(30);
  EXPECT_NEAR(peak_of(t.left(2048)), kHalf, 1e-4);
}

TEST(AudioStreamPlayer, AMutedBusIsSilentAndAMissingBusMeansMaster) {
  AudioTree t;
  t.server->add_bus();
  t.server->set_bus_name(1, "Music");
  t.server->set_bus_mute(1, true);
  AudioStreamPlayer* player = add_player(t, tone_stream(440.0, 0.5, 2.0));
  player->set_bus("Music");
  player->play();
  t.frames(30);
  EXPECT_EQ(peak_of(t.left()), 0.0f);
  player->set_bus("Nowhere");
  EXPECT_EQ(player->get_bus(), StringName("Nowhere"));  // kept as set, heard on Master
  t.capture.clear();
  t.frames(30);
  EXPECT_NEAR(peak_of(t.left(2048)), kHalf, 1e-4);
}

TEST(AudioStreamPlayer, FinishedIsEmittedOnceTheFrameAfterTheEnd) {
  AudioTree t;
  AudioStreamPlayer* player = add_player(t, tone_stream(440.0, 0.5, 0.1));
  std::vector<std::uint64_t> finished_at;
  player->finished.connect([&] { finished_at.push_back(t.tree.get_process_frames()); });
  player->play();
  t.frames(6);  // 0.1 s: the sound ends during frame 6 (mixed at its end)
  EXPECT_TRUE(finished_at.empty());
  t.frames(1);
  EXPECT_EQ(finished_at, (std::vector<std::uint64_t>{7}));
  EXPECT_FALSE(player->is_playing());
  EXPECT_FALSE(player->has_stream_playback());
  t.frames(10);
  EXPECT_EQ(finished_at.size(), 1u);
  // stop() does not emit.
  player->play();
  t.frames(1);
  player->stop();
  t.frames(20);
  EXPECT_EQ(finished_at.size(), 1u);
}

TEST(AudioStreamPlayer, PolyphonyOverlapsPlaysUpToItsLimit) {
  AudioTree t;
  AudioStreamPlayer* player = add_player(t, tone_stream(100.0, 0.25, 2.0));
  player->set_max_polyphony(2);
  player->play();
  player->play();
  player->play();  // the oldest stops
  t.frames(30);
  // Two voices in phase: twice the level.
  EXPECT_NEAR(peak_of(t.left(4096)), 2 * 0.25 * 32767.0 / 32768.0, 1e-3);
  EXPECT_EQ(t.server->get_playback_count(), 2);
  player->set_max_polyphony(0);  // ignored, as Godot ignores it
  EXPECT_EQ(player->get_max_polyphony(), 2);
}

TEST(AudioStreamPlayer, APausedTreePausesPausablePlayersAndTheyResumeWhereTheyWere) {
  AudioTree t;
  AudioStreamPlayer* pausable = add_player(t, tone_stream(440.0, 0.5, 4.0));
  AudioStreamPlayer* always = add_player(t, tone_stream(440.0, 0.5, 4.0));
  always->set_process_mode(ProcessMode::ALWAYS);
  always->set_volume_db(-80.0);  // tells the two apart: pausable is the loud one
  pausable->play();
  always->play();
  t.frames(30);
  const double before = pausable->get_playback_position();
  t.tree.set_paused(true);
  EXPECT_FALSE(pausable->is_playing());
  EXPECT_TRUE(always->is_playing());
  t.frames(30);
  EXPECT_NEAR(pausable->get_playback_position(), before, 1024.0 / 48000);
  EXPECT_LT(peak_of(t.left(24000 + 2048)), 0.01f);  // only the quiet one
  EXPECT_GT(peak_of(t.left(24000 + 2048)), 0.0f);
  t.tree.set_paused(false);
  t.frames(30);
  EXPECT_GT(pausable->get_playback_position(), before + 0.4);
  EXPECT_NEAR(peak_of(t.left(48000 + 2048)), kHalf, 0.01);
  // stream_paused pauses it too, by itself.
  pausable->set_stream_paused(true);
  EXPECT_TRUE(pausable->get_stream_paused());
  EXPECT_FALSE(pausable->is_playing());
}

TEST(AudioStreamPlayer, AutoplayStartsOnEnteringAndLeavingPausesUntilItComesBack) {
  AudioTree t;
  auto player = std::make_unique<AudioStreamPlayer>();
  player->set_stream(tone_stream(440.0, 0.5, 4.0));
  player->set_autoplay(true);
  EXPECT_THROW(player->play(), Error);  // outside a tree
  AudioStreamPlayer* raw = t.tree.get_root()->add_child(std::move(player));
  EXPECT_TRUE(raw->is_playing());
  t.frames(10);
  Node* holder = t.tree.get_root()->add_child(std::make_unique<Node>());
  raw->reparent(holder);  // leaves and enters again: keeps playing
  EXPECT_TRUE(raw->is_playing());
  t.tree.get_root()->remove_child(holder);
  EXPECT_FALSE(raw->is_playing());
  t.frames(10);
  t.tree.get_root()->add_child(holder);
  EXPECT_TRUE(raw->is_playing());
}

TEST(AudioStreamPlayer, SeekRestartsAtThePosition) {
  AudioTree t;
  AudioStreamPlayer* player = add_player(t, tone_stream(440.0, 0.5, 4.0));
  player->play(1.0);
  t.frames(6);
  EXPECT_NEAR(player->get_playback_position(), 1.1, 600.0 / 48000);
  player->seek(3.0);
  t.frames(6);
  EXPECT_NEAR(player->get_playback_position(), 3.1, 600.0 / 48000);
}

TEST(AudioStreamPlayer, AStreamThatCannotPlayIsReportedAndTheRestPlays) {
  AudioTree t;
  std::vector<CallbackError> errors;
  t.tree.set_error_handler([&](const CallbackError& error) { errors.push_back(error); });
  const Ref<AudioStreamMP3> broken = make_ref<AudioStreamMP3>();
  broken->set_path("res://sounds/broken.mp3");
  broken->set_data(PackedByteArray(std::vector<std::uint8_t>(300, 42)));
  AudioStreamPlayer* bad = add_player(t, broken);
  bad->set_name("Bad");
  AudioStreamPlayer* good = add_player(t, tone_stream(440.0, 0.5, 2.0));
  bad->play();
  good->play();
  t.frames(30);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].node_path, "/root/Bad");
  EXPECT_NE(errors[0].message.find("res://sounds/broken.mp3"), std::string::npos)
      << errors[0].message;
  EXPECT_FALSE(bad->is_playing());
  EXPECT_NEAR(peak_of(t.left()), kHalf, 1e-4);
}

TEST(AudioStreamPlayer, ATreeWithoutAnAudioServerGetsASilentOne) {
  SceneTree tree;
  auto* player = tree.get_root()->add_child(std::make_unique<AudioStreamPlayer>());
  player->set_stream(tone_stream(440.0, 0.5, 0.05));
  int finished = 0;
  player->finished.connect([&] { ++finished; });
  player->play();
  ASSERT_NE(tree.servers().get<AudioServer>(), nullptr);
  EXPECT_STREQ(tree.servers().get<AudioServer>()->get_driver_name(), "Null");
  for (int i = 0; i < 10; ++i) tree.tick(1.0 / 60);
  EXPECT_EQ(finished, 1);  // it played on the tree's clock
}

TEST(AudioStreamPlayer, PropertiesHaveGodotsNamesAndDefaults) {
  AudioStreamPlayer player;
  EXPECT_EQ(player.get("volume_db"), Variant(0.0));
  EXPECT_EQ(player.get("pitch_scale"), Variant(1.0));
  EXPECT_EQ(player.get("bus"), Variant(StringName("Master")));
  EXPECT_EQ(player.get("max_polyphony"), Variant(1));
  EXPECT_EQ(player.get("autoplay"), Variant(false));
  EXPECT_EQ(player.get("mix_target"), Variant(0));
  EXPECT_TRUE(player.set("volume_db", Variant(-3.5)));
  EXPECT_EQ(player.get_volume_db(), -3.5);
  EXPECT_THROW(player.set_pitch_scale(0.0), Error);
  EXPECT_TRUE(ClassDB::class_has_signal("AudioStreamPlayer", "finished"));
  EXPECT_TRUE(ClassDB::class_has_method("AudioStreamPlayer", "get_playback_position"));
}

}  // namespace
}  // namespace arbor::test
