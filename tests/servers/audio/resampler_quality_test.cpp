// Resampling quality, measured: converting rates or changing pitch must neither leave images
// nor fold frequencies above the output's Nyquist rate back into the audible band.
#include <gtest/gtest.h>

#include <iostream>
#include <vector>

#include "audio_test_support.h"

namespace arbor::test {
namespace {

// One second of `frequency` at amplitude 0.5 from a `rate` source played at `pitch`, after the
// first 4096 frames.
std::vector<float> play(double frequency, double rate, float pitch) {
  CapturingServer s;
  const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
  const AudioPlaybackHandle tone = s.server->start_playback_stream(
      make_ref<SinePlayback>(frequency, 0.5, rate), {&volume, 1}, 0.0, pitch);
  s.render_frames(48000 + 4096);
  s.server->free_playback(tone);
  const std::vector<float> left = left_of(s.frames());
  return std::vector<float>(left.begin() + 4096, left.end());
}

TEST(ResamplerQuality, Upsampling44100LeavesNoAudibleImage) {
  // 15 kHz at 44.1 kHz has an image at 44.1 - 15 = 29.1 kHz, which folds to 18.9 kHz at 48 kHz.
  const std::vector<float> out = play(15000.0, 44100.0, 1.0f);
  const double tone = tone_amplitude(out, 15000.0);
  const double image = tone_amplitude(out, 18900.0);
  std::cout << "44.1 -> 48 kHz, 15 kHz tone: " << to_db(tone / 0.5)
            << " dB, image at 18.9 kHz: " << to_db(image / tone) << " dB\n";
  EXPECT_NEAR(tone, 0.5, 0.5 * 0.01);  // within 0.1 dB
  EXPECT_LT(to_db(image / tone), -70.0);
}

TEST(ResamplerQuality, TheAudibleBandPassesFlat) {
  for (double f : {100.0, 1000.0, 5000.0, 10000.0, 16000.0}) {
    const std::vector<float> out = play(f, 44100.0, 1.0f);
    EXPECT_NEAR(to_db(tone_amplitude(out, f) / 0.5), 0.0, 0.1) << f << " Hz";
  }
}

TEST(ResamplerQuality, PitchingUpDoesNotAliasWhatLeavesTheBand) {
  // 18 kHz at pitch 2 would be 36 kHz: above 24 kHz it must vanish, not fold to 12 kHz.
  const std::vector<float> out = play(18000.0, 48000.0, 2.0f);
  const double alias = tone_amplitude(out, 12000.0);
  std::cout << "pitch 2, 18 kHz tone: alias at 12 kHz: " << to_db(alias / 0.5) << " dB\n";
  EXPECT_LT(to_db(alias / 0.5), -70.0);
  // A tone that stays in band passes: 5 kHz at pitch 2 is 10 kHz.
  const std::vector<float> in_band = play(5000.0, 48000.0, 2.0f);
  EXPECT_NEAR(to_db(tone_amplitude(in_band, 10000.0) / 0.5), 0.0, 0.1);
}

TEST(ResamplerQuality, SlightPitchChangesKeepTheToneClean) {
  // Doppler-like pitch: 1 kHz at pitch 1.0137 must come out as one tone, with no phase-noise
  // sidebands from the kernel's phase table.
  const std::vector<float> out = play(1000.0, 48000.0, 1.0137f);
  const double tone = tone_amplitude(out, 1013.7);
  double loudest_other = 0.0;
  for (double f = 200.0; f < 20000.0; f += 887.0) {
    if (std::abs(f - 1013.7) > 60.0)
      loudest_other = std::max(loudest_other, tone_amplitude(out, f));
  }
  std::cout << "pitch 1.0137, 1 kHz tone: loudest spur " << to_db(loudest_other / tone) << " dB\n";
  EXPECT_NEAR(tone, 0.5, 0.005);
  EXPECT_LT(to_db(loudest_other / tone), -90.0);
}

}  // namespace
}  // namespace arbor::test
