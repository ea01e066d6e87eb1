// The bus effects, measured against Godot's algorithms: the level a filter leaves at its
// cutoff, where a delay's taps fall, when a reverb's tail starts, what a limiter lets through.
#include <gtest/gtest.h>

#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/audio/effects/audio_effect_amplify.h"
#include "arbor/servers/audio/effects/audio_effect_compressor.h"
#include "arbor/servers/audio/effects/audio_effect_delay.h"
#include "arbor/servers/audio/effects/audio_effect_filter.h"
#include "arbor/servers/audio/effects/audio_effect_hard_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_panner.h"
#include "arbor/servers/audio/effects/audio_effect_reverb.h"
#include "audio_test_support.h"

namespace arbor::test {
namespace {

/// One frame of `amplitude` on each channel, then silence.
class ImpulsePlayback : public AudioStreamPlayback {
 public:
  explicit ImpulsePlayback(float left = 1.0f, float right = 1.0f) : left_(left), right_(right) {}
  void start(double) override { frame_ = 0; }
  [[nodiscard]] double get_sampling_rate() const override { return 48000.0; }
  int mix(AudioFrame* buffer, int frames) override {
    for (int i = 0; i < frames; ++i, ++frame_) {
      buffer[i] = frame_ == 0 ? AudioFrame(left_, right_) : AudioFrame();
    }
    return frames;
  }
  [[nodiscard]] double get_playback_position() const override { return double(frame_) / 48000.0; }

 private:
  float left_, right_;
  std::int64_t frame_ = 0;
};

// Plays `playback` through one effect on Master for `frames` frames.
std::vector<AudioFrame> through(const Ref<AudioEffect>& effect,
                                const Ref<AudioStreamPlayback>& playback, std::int64_t frames) {
  CapturingServer s;
  s.server->add_bus_effect(0, effect);
  const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
  const AudioPlaybackHandle handle = s.server->start_playback_stream(playback, {&volume, 1});
  s.render_frames(frames);
  s.server->free_playback(handle);
  return std::vector<AudioFrame>(s.frames().begin(), s.frames().end());
}

std::vector<float> settled(const std::vector<AudioFrame>& frames) {
  std::vector<float> left = left_of(frames);
  return std::vector<float>(left.begin() + 4800, left.end());
}

TEST(AudioEffects, AmplifyScalesByItsVolume) {
  Ref<AudioEffectAmplify> amplify = make_ref<AudioEffectAmplify>();
  amplify->set_volume_db(6.0);
  EXPECT_NEAR(amplify->get_volume_linear(), 1.99526, 1e-4);
  const auto out = settled(through(amplify, make_ref<SinePlayback>(440.0, 0.25), 24000));
  EXPECT_NEAR(peak(out), 0.25 * 1.99526, 1e-4);
}

TEST(AudioEffects, LowAndHighPassLeaveTheirResonanceAtTheCutoff) {
  // Godot's biquads at resonance (Q) 0.5 pass Q at the cutoff; each stage of a steeper slope
  // does it again.
  Ref<AudioEffectLowPassFilter> low = make_ref<AudioEffectLowPassFilter>();
  EXPECT_EQ(low->get_cutoff(), 2000.0);
  EXPECT_EQ(low->get_resonance(), 0.5);
  EXPECT_NEAR(
      tone_amplitude(settled(through(low, make_ref<SinePlayback>(2000.0, 0.5), 24000)), 2000.0),
      0.25, 0.003);
  EXPECT_NEAR(tone_amplitude(settled(through(low, make_ref<SinePlayback>(50.0, 0.5), 24000)), 50.0),
              0.5, 0.003);
  EXPECT_LT(
      tone_amplitude(settled(through(low, make_ref<SinePlayback>(16000.0, 0.5), 24000)), 16000.0),
      0.01);
  low->set_db(AudioEffectFilter::FILTER_12DB);
  EXPECT_NEAR(
      tone_amplitude(settled(through(low, make_ref<SinePlayback>(2000.0, 0.5), 24000)), 2000.0),
      0.125, 0.003);
  EXPECT_THROW(low->set_db(AudioEffectFilter::FilterDB(7)), Error);

  Ref<AudioEffectHighPassFilter> high = make_ref<AudioEffectHighPassFilter>();
  EXPECT_NEAR(
      tone_amplitude(settled(through(high, make_ref<SinePlayback>(2000.0, 0.5), 24000)), 2000.0),
      0.25, 0.003);
  EXPECT_NEAR(
      tone_amplitude(settled(through(high, make_ref<SinePlayback>(16000.0, 0.5), 24000)), 16000.0),
      0.5, 0.01);
  EXPECT_LT(tone_amplitude(settled(through(high, make_ref<SinePlayback>(50.0, 0.5), 24000)), 50.0),
            0.01);
}

TEST(AudioEffects, DelayTapsFallAtTheirTimesLevelsAndPans) {
  Ref<AudioEffectDelay> delay = make_ref<AudioEffectDelay>();
  const std::vector<AudioFrame> out = through(delay, make_ref<ImpulsePlayback>(), 30000);
  EXPECT_FLOAT_EQ(out[0].left, 1.0f);  // dry
  // Tap 1: 250 ms, -6 dB, pan 0.2 (the left keeps 0.8 of it).
  EXPECT_NEAR(out[12000].left, 0.501187 * 0.8, 1e-5);
  EXPECT_NEAR(out[12000].right, 0.501187, 1e-5);
  // Tap 2: 500 ms, -12 dB, pan -0.4 (the right keeps 0.6).
  EXPECT_NEAR(out[24000].left, 0.251189, 1e-5);
  EXPECT_NEAR(out[24000].right, 0.251189 * 0.6, 1e-5);
  EXPECT_EQ(out[12001].left, 0.0f);
  EXPECT_EQ(out[18000].left, 0.0f);  // no feedback by default
  delay->set_feedback_active(true);
  const std::vector<AudioFrame> echoes = through(delay, make_ref<ImpulsePlayback>(), 40000);
  EXPECT_GT(std::abs(echoes[16320].left), 0.1f);  // the feedback line comes back after 340 ms
}

TEST(AudioEffects, ReverbTailStartsAtTheShortestCombAndDecays) {
  Ref<AudioEffectReverb> reverb = make_ref<AudioEffectReverb>();
  const std::vector<AudioFrame> out = through(reverb, make_ref<ImpulsePlayback>(), 96000);
  EXPECT_FLOAT_EQ(out[0].left, 1.0f);  // dry 1
  // The combs take the input at once (the pre-delay is an echo fed back into them): the first
  // reflection leaves the shortest comb after 25.3 ms (1215 frames at 48 kHz).
  const std::vector<float> left = left_of(out);
  EXPECT_EQ(peak(std::span(left).subspan(1, 1213)), 0.0f);
  EXPECT_GT(std::abs(left[1215]), 0.0f);
  const float early = peak(std::span(left).subspan(1215, 9600));
  const float late = peak(std::span(left).subspan(86400, 9600));
  EXPECT_GT(early, 0.01f);
  EXPECT_LT(late, early * 0.1f);
  // The right channel's lines are longer (spread): the channels differ.
  EXPECT_NE(out[10000].left, out[10000].right);
  reverb->set_predelay_feedback(2.0);
  EXPECT_EQ(reverb->get_predelay_feedback(), 0.98);
}

TEST(AudioEffects, CompressorReducesWhatExceedsTheThresholdOnly) {
  Ref<AudioEffectCompressor> compressor = make_ref<AudioEffectCompressor>();
  compressor->set_threshold(-20.0);
  const double loud = peak(settled(through(compressor, make_ref<SinePlayback>(440.0, 0.9), 48000)));
  EXPECT_LT(loud, 0.9 * 0.5);
  const double quiet =
      peak(settled(through(compressor, make_ref<SinePlayback>(440.0, 0.05), 48000)));
  EXPECT_NEAR(quiet, 0.05, 1e-4);
  compressor->set_mix(0.0);
  EXPECT_NEAR(peak(settled(through(compressor, make_ref<SinePlayback>(440.0, 0.9), 48000))), 0.9,
              1e-4);
}

TEST(AudioEffects, CompressorSidechainListensToAnotherBus) {
  // The sidechain reads the bus as it leaves (after its volume): Kick is heard by the
  // compressor, then sent to a muted bus so that it is not heard itself.
  CapturingServer s;
  s.server->set_bus_count(3);
  s.server->set_bus_name(1, "Silent");
  s.server->set_bus_mute(1, true);
  s.server->set_bus_name(2, "Kick");
  s.server->set_bus_send(2, "Silent");
  Ref<AudioEffectCompressor> compressor = make_ref<AudioEffectCompressor>();
  compressor->set_threshold(-20.0);
  compressor->set_sidechain("Kick");
  s.server->add_bus_effect(0, compressor);
  const AudioBusVolume master{"Master", AudioFrame(1, 1)};
  const AudioBusVolume kick{"Kick", AudioFrame(1, 1)};
  const AudioPlaybackHandle music =
      s.server->start_playback_stream(make_ref<SinePlayback>(440.0, 0.05), {&master, 1});
  const AudioPlaybackHandle loud =
      s.server->start_playback_stream(make_ref<SinePlayback>(60.0, 0.9), {&kick, 1});
  s.render_frames(48000);
  // The quiet music is ducked by the loud bus it does not go through.
  const std::vector<float> out = left_of(s.frames());
  EXPECT_LT(peak(std::span(out).subspan(24000)), 0.05f * 0.5f);
  s.server->free_playback(music);
  s.server->free_playback(loud);
}

TEST(AudioEffects, LimitersKeepEverySampleUnderTheCeiling) {
  Ref<AudioEffectLimiter> limiter = make_ref<AudioEffectLimiter>();
  const auto soft = settled(through(limiter, make_ref<SinePlayback>(440.0, 1.5), 24000));
  EXPECT_LE(peak(soft), float(std::pow(10.0, -0.1 / 20)) + 1e-6f);
  EXPECT_GT(peak(soft), 0.5f);

  Ref<AudioEffectHardLimiter> hard = make_ref<AudioEffectHardLimiter>();
  const auto limited = settled(through(hard, make_ref<SinePlayback>(440.0, 2.0), 24000));
  EXPECT_LE(peak(limited), float(std::pow(10.0, -0.3 / 20)) + 1e-5f);
  EXPECT_GT(peak(limited), 0.9f);
  // Below the ceiling it passes, 2 ms (97 frames at 48 kHz) late.
  const std::vector<AudioFrame> quiet = through(hard, make_ref<ImpulsePlayback>(0.5f, 0.5f), 1024);
  EXPECT_FLOAT_EQ(quiet[97].left, 0.5f);
  EXPECT_EQ(quiet[0].left, 0.0f);
}

TEST(AudioEffects, PannerMovesTheSoundBetweenChannels) {
  Ref<AudioEffectPanner> panner = make_ref<AudioEffectPanner>();
  panner->set_pan(-1.0);
  const std::vector<AudioFrame> left = through(panner, make_ref<ImpulsePlayback>(0.25f, 0.5f), 512);
  EXPECT_FLOAT_EQ(left[0].left, 0.75f);
  EXPECT_FLOAT_EQ(left[0].right, 0.0f);
  panner->set_pan(0.5);
  const std::vector<AudioFrame> half = through(panner, make_ref<ImpulsePlayback>(0.25f, 0.5f), 512);
  EXPECT_FLOAT_EQ(half[0].left, 0.125f);
  EXPECT_FLOAT_EQ(half[0].right, 0.625f);
}

}  // namespace
}  // namespace arbor::test
