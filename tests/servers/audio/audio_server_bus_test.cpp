// The audio server's bus semantics, measured on what it renders: levels, volume, mute, solo
// chains, sends, bypass, meters, and the bus list's editing rules (Godot's AudioServer).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/audio/audio_bus_layout.h"
#include "arbor/servers/audio/effects/audio_effect_amplify.h"
#include "audio_test_support.h"

namespace arbor::test {
namespace {

constexpr double kDb6 = 0.50118723362727224;  // -6 dB as a factor

AudioPlaybackHandle play_tone(AudioServer& server, const StringName& bus, double frequency = 440.0,
                              double amplitude = 0.5) {
  const AudioBusVolume volume{bus, AudioFrame(1.0f, 1.0f)};
  return server.start_playback_stream(make_ref<SinePlayback>(frequency, amplitude), {&volume, 1});
}

// The frames after the first two mix steps (where a change ramps in).
std::vector<float> settled_left(const CapturingServer& s) {
  std::vector<float> left = left_of(s.frames());
  return std::vector<float>(left.begin() + 2 * AudioServer::MIX_BUFFER_SIZE, left.end());
}

TEST(AudioServerBuses, ATonePassesMasterAtItsFrequencyAndLevel) {
  CapturingServer s;
  const AudioPlaybackHandle tone = play_tone(*s.server, "Master");
  s.render_frames(48000);
  ASSERT_EQ(s.frames().size(), 48000u);
  const std::vector<float> left = left_of(s.frames());
  EXPECT_NEAR(crossing_frequency(left), 440.0, 0.05);
  EXPECT_NEAR(dominant_frequency(left, 400, 480, 1), 440.0, 0.5);
  EXPECT_NEAR(peak(left), 0.5, 1e-4);
  EXPECT_NEAR(tone_amplitude(left, 440.0), 0.5, 1e-3);
  // A 48 kHz sound at pitch 1 is copied, not resampled: the samples are the source's.
  EXPECT_FLOAT_EQ(left[100], float(0.5 * std::sin(2.0 * std::numbers::pi * 440.0 * 100 / 48000)));
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, MinusSixDecibelsHalvesTheAmplitude) {
  CapturingServer s;
  s.server->set_bus_volume_db(0, -6.0f);
  const AudioPlaybackHandle tone = play_tone(*s.server, "Master");
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5 * kDb6, 1e-4);
  EXPECT_NEAR(s.server->get_bus_volume_linear(0), kDb6, 1e-6);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, AMutedBusIsSilentAndItsMeterSaysSo) {
  CapturingServer s;
  s.server->add_bus();
  s.server->set_bus_mute(1, true);
  const AudioPlaybackHandle tone = play_tone(*s.server, "New Bus");
  s.render_frames(24000);
  EXPECT_EQ(peak(left_of(s.frames())), 0.0f);
  EXPECT_LT(s.server->get_bus_peak_volume_left_db(1, 0), -190.0f);
  s.server->set_bus_mute(1, false);
  s.capture->clear();
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5, 1e-4);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, VolumeChangesRampOverOneMixStep) {
  CapturingServer s;
  const AudioPlaybackHandle tone = play_tone(*s.server, "Master", 10.0, 0.5);  // slowly varying
  s.render_frames(AudioServer::MIX_BUFFER_SIZE);
  s.server->set_bus_volume_db(0, -6.0f);
  s.capture->clear();
  s.render_frames(2 * AudioServer::MIX_BUFFER_SIZE);
  // A bus volume applies at once (Godot); a playback's volume ramps over the step.
  const std::vector<float> bus_step = left_of(s.frames());
  EXPECT_NEAR(
      bus_step[1] / (0.5f * std::sin(2.0f * std::numbers::pi_v<float> * 10.0f * 513 / 48000)), kDb6,
      1e-3);
  s.capture->clear();
  s.server->set_playback_bus_exclusive(tone, "Master", AudioFrame(0.0f, 0.0f));
  s.render_frames(2 * AudioServer::MIX_BUFFER_SIZE);
  const std::vector<float> ramp = left_of(s.frames());
  // Over the step the gain goes linearly from 1 to 0: half way it is one half.
  const std::int64_t base = 3 * AudioServer::MIX_BUFFER_SIZE;
  const auto source = [&](std::int64_t i) {
    return 0.5 * kDb6 * std::sin(2.0 * std::numbers::pi * 10.0 * double(base + i) / 48000.0);
  };
  EXPECT_NEAR(ramp[0], source(0), 1e-5);
  EXPECT_NEAR(ramp[256], source(256) * 0.5, 1e-5);
  EXPECT_NEAR(ramp[511], source(511) * (1.0 / 512.0), 1e-5);
  EXPECT_EQ(ramp[600], 0.0f);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, ASoloedBusSilencesTheOthersButNotItsSendChain) {
  CapturingServer s;
  s.server->set_bus_count(4);  // Master, New Bus, New Bus 2, New Bus 3
  s.server->set_bus_name(1, "Music");
  s.server->set_bus_name(2, "Voices");
  s.server->set_bus_name(3, "Dialog");
  s.server->set_bus_send(3, "Voices");  // Dialog -> Voices -> Master
  const AudioPlaybackHandle music = play_tone(*s.server, "Music", 300.0, 0.25);
  const AudioPlaybackHandle dialog = play_tone(*s.server, "Dialog", 900.0, 0.25);
  s.server->set_bus_solo(3, true);
  s.render_frames(24000);
  std::vector<float> out = settled_left(s);
  EXPECT_NEAR(tone_amplitude(out, 900.0), 0.25, 2e-3);  // Dialog heard through Voices and Master
  EXPECT_LT(tone_amplitude(out, 300.0), 1e-5);          // Music silenced by the solo
  EXPECT_TRUE(s.server->is_bus_solo(3));
  // Muting a bus on the solo chain does not silence it: in solo mode only solo counts (Godot).
  s.server->set_bus_mute(2, true);
  s.capture->clear();
  s.render_frames(24000);
  out = settled_left(s);
  EXPECT_NEAR(tone_amplitude(out, 900.0), 0.25, 2e-3);
  s.server->free_playback(music);
  s.server->free_playback(dialog);
}

TEST(AudioServerBuses, ASendToALaterOrUnknownBusGoesToMaster) {
  CapturingServer s;
  s.server->set_bus_count(3);
  s.server->set_bus_name(1, "A");
  s.server->set_bus_name(2, "B");
  s.server->set_bus_volume_db(2, -6.0f);
  s.server->set_bus_send(1, "B");  // B comes after A: not allowed, A goes to Master
  const AudioPlaybackHandle tone = play_tone(*s.server, "A");
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5, 1e-4);
  EXPECT_EQ(s.server->get_bus_send(1), StringName("B"));  // kept as set
  // From B to A (A comes first): B's volume then A's.
  s.server->set_bus_send(1, "Master");
  s.server->set_bus_send(2, "A");
  s.server->set_bus_volume_db(1, -6.0f);
  s.server->set_playback_bus_exclusive(tone, "B", AudioFrame(1.0f, 1.0f));
  s.capture->clear();
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5 * kDb6 * kDb6, 1e-4);
  // A playback on a bus that does not exist plays on Master.
  s.server->set_playback_bus_exclusive(tone, "Nowhere", AudioFrame(1.0f, 1.0f));
  s.capture->clear();
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5, 1e-4);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, BypassSkipsTheEffectChainAndDisabledEffectsDoNotRun) {
  CapturingServer s;
  Ref<AudioEffectAmplify> amplify = make_ref<AudioEffectAmplify>();
  amplify->set_volume_db(-6.0);
  s.server->add_bus_effect(0, amplify);
  const AudioPlaybackHandle tone = play_tone(*s.server, "Master");
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5 * kDb6, 1e-4);
  s.server->set_bus_bypass_effects(0, true);
  s.capture->clear();
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5, 1e-4);
  s.server->set_bus_bypass_effects(0, false);
  s.server->set_bus_effect_enabled(0, 0, false);
  s.capture->clear();
  s.render_frames(24000);
  EXPECT_NEAR(peak(settled_left(s)), 0.5, 1e-4);
  EXPECT_FALSE(s.server->is_bus_effect_enabled(0, 0));
  EXPECT_EQ(s.server->get_bus_effect(0, 0), amplify);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, MetersReadTheLastStepsPeakAndRms) {
  CapturingServer s;
  const AudioPlaybackHandle tone = play_tone(*s.server, "Master", 375.0, 0.5);  // whole periods
  s.render_frames(4 * AudioServer::MIX_BUFFER_SIZE);
  EXPECT_NEAR(s.server->get_bus_peak_volume_left_db(0, 0), to_db(0.5), 0.01);
  EXPECT_NEAR(s.server->get_bus_peak_volume_right_db(0, 0), to_db(0.5), 0.01);
  EXPECT_NEAR(s.server->get_bus_rms_volume_left_db(0, 0), to_db(0.5 / std::sqrt(2.0)), 0.01);
  EXPECT_TRUE(s.server->is_bus_channel_active(0, 0));
  EXPECT_THROW((void)s.server->get_bus_peak_volume_left_db(0, 1), Error);
  EXPECT_THROW((void)s.server->get_bus_peak_volume_left_db(5, 0), Error);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, ABusGoesInactiveAfterTwoSecondsOfSilence) {
  CapturingServer s;
  s.server->add_bus();
  const AudioBusVolume volume{"New Bus", AudioFrame(1, 1)};
  const AudioPlaybackHandle tone = s.server->start_playback_stream(
      make_ref<SinePlayback>(440.0, 0.5, 48000.0, 4800), {&volume, 1});
  s.render_frames(9600);
  EXPECT_TRUE(s.server->is_bus_channel_active(1, 0));
  EXPECT_FALSE(s.server->is_playback_active(tone));  // it ended
  s.render_frames(48000 * 2 + 4096);
  EXPECT_FALSE(s.server->is_bus_channel_active(1, 0));
  EXPECT_EQ(s.server->get_bus_peak_volume_left_db(1, 0), -200.0f);
  s.server->free_playback(tone);
}

TEST(AudioServerBuses, AddingRenamingMovingAndRemovingFollowGodotsRules) {
  AudioServer server;
  std::vector<std::string> renames;
  int layout_changes = 0;
  server.bus_layout_changed.connect([&] { ++layout_changes; });
  server.bus_renamed.connect([&](int index, StringName from, StringName to) {
    renames.push_back(std::to_string(index) + ":" + from.str() + ">" + to.str());
  });
  EXPECT_EQ(server.get_bus_count(), 1);
  EXPECT_EQ(server.get_bus_name(0), StringName("Master"));
  server.add_bus();
  server.add_bus();
  server.add_bus(0);  // never before Master: goes to 1
  EXPECT_EQ(server.get_bus_name(1), StringName("New Bus 3"));
  EXPECT_EQ(server.get_bus_name(2), StringName("New Bus"));
  EXPECT_EQ(server.get_bus_name(3), StringName("New Bus 2"));
  EXPECT_EQ(server.get_bus_send(1), StringName("Master"));
  server.set_bus_name(2, "New Bus 3");  // taken: numbered
  EXPECT_EQ(server.get_bus_name(2), StringName("New Bus 3 2"));
  EXPECT_EQ(renames, (std::vector<std::string>{"2:New Bus>New Bus 3 2"}));
  server.move_bus(3, 1);
  EXPECT_EQ(server.get_bus_name(1), StringName("New Bus 2"));
  server.move_bus(1, -1);
  EXPECT_EQ(server.get_bus_name(3), StringName("New Bus 2"));
  EXPECT_EQ(server.get_bus_index("New Bus 2"), 3);
  EXPECT_EQ(server.get_bus_index("Missing"), -1);
  server.remove_bus(1);
  EXPECT_EQ(server.get_bus_count(), 3);
  EXPECT_EQ(layout_changes, 6);
  EXPECT_THROW(server.remove_bus(0), Error);
  EXPECT_THROW(server.set_bus_name(0, "Main"), Error);
  EXPECT_THROW(server.move_bus(0, 2), Error);
  EXPECT_THROW(server.set_bus_volume_db(9, 0.0f), Error);
  EXPECT_THROW(server.set_bus_count(0), Error);
  EXPECT_THROW(server.remove_bus_effect(0, 0), Error);
  EXPECT_THROW(server.add_bus_effect(0, nullptr), Error);
}

TEST(AudioServerBuses, ALayoutAppliesAndIsGeneratedBack) {
  Ref<AudioBusLayout> layout = make_ref<AudioBusLayout>();
  ASSERT_TRUE(layout->set("bus/0/volume_db", Variant(-3.0)));
  ASSERT_TRUE(layout->set("bus/1/name", Variant(StringName("Music"))));
  ASSERT_TRUE(layout->set("bus/1/send", Variant(StringName("Master"))));
  ASSERT_TRUE(layout->set("bus/1/mute", Variant(true)));
  Ref<AudioEffectAmplify> amplify = make_ref<AudioEffectAmplify>();
  ASSERT_TRUE(layout->set("bus/1/effect/0/effect", Variant(amplify)));
  ASSERT_TRUE(layout->set("bus/1/effect/0/enabled", Variant(false)));
  AudioServer server;
  int changes = 0;
  server.bus_layout_changed.connect([&] { ++changes; });
  server.set_bus_layout(layout);
  EXPECT_EQ(changes, 1);
  ASSERT_EQ(server.get_bus_count(), 2);
  EXPECT_EQ(server.get_bus_volume_db(0), -3.0f);
  EXPECT_EQ(server.get_bus_name(1), StringName("Music"));
  EXPECT_TRUE(server.is_bus_mute(1));
  ASSERT_EQ(server.get_bus_effect_count(1), 1);
  EXPECT_EQ(server.get_bus_effect(1, 0), amplify);
  EXPECT_FALSE(server.is_bus_effect_enabled(1, 0));

  Ref<AudioBusLayout> generated = server.generate_bus_layout();
  EXPECT_EQ(generated->get("bus/1/name"), Variant(StringName("Music")));
  EXPECT_EQ(generated->get("bus/1/mute"), Variant(true));
  EXPECT_EQ(generated->get("bus/0/volume_db"), Variant(-3.0));
  EXPECT_EQ(generated->get("bus/1/effect/0/enabled"), Variant(false));
}

}  // namespace
}  // namespace arbor::test
