// Test sources and measurements for the audio tests: a sine playback, offline servers that
// capture, and level, frequency and spectrum measurements of captured frames.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <numbers>
#include <span>
#include <vector>

#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_server.h"
#include "arbor/servers/audio/audio_stream_playback.h"

namespace arbor::test {

/// A sine tone of `frequency` Hz and `amplitude` at `rate` frames per second, on both channels
/// (the right one scaled by `right_scale`), lasting `length` frames (forever when negative).
class SinePlayback : public AudioStreamPlayback {
 public:
  SinePlayback(double frequency, double amplitude, double rate = 48000.0, std::int64_t length = -1,
               double right_scale = 1.0)
      : frequency_(frequency),
        amplitude_(amplitude),
        rate_(rate),
        length_(length),
        right_scale_(right_scale) {}

  void start(double from_seconds) override {
    frame_ = std::int64_t(std::llround(from_seconds * rate_));
  }
  [[nodiscard]] double get_sampling_rate() const override { return rate_; }
  int mix(AudioFrame* buffer, int frames) override {
    int i = 0;
    for (; i < frames && (length_ < 0 || frame_ < length_); ++i, ++frame_) {
      const double v =
          amplitude_ * std::sin(2.0 * std::numbers::pi * frequency_ * double(frame_) / rate_);
      buffer[i] = AudioFrame(float(v), float(v * right_scale_));
    }
    return i;
  }
  [[nodiscard]] double get_playback_position() const override { return double(frame_) / rate_; }

 private:
  double frequency_, amplitude_, rate_;
  std::int64_t length_;
  double right_scale_;
  std::int64_t frame_ = 0;
};

/// An offline server at 48 kHz whose output lands in `capture`.
struct CapturingServer {
  explicit CapturingServer(AudioServer::Settings settings = {})
      : capture(std::make_unique<AudioCapture>(48000)),
        server(std::make_unique<AudioServer>(
            std::make_unique<NullAudioDriver>(48000, capture.get()), std::move(settings))) {}
  /// Renders `frames` frames (in one process() call).
  void render_frames(std::int64_t frames) { server->process(double(frames) / 48000.0); }
  [[nodiscard]] std::span<const AudioFrame> frames() const { return capture->get_frames(); }

  std::unique_ptr<AudioCapture> capture;
  std::unique_ptr<AudioServer> server;
};

inline std::vector<float> left_of(std::span<const AudioFrame> frames) {
  std::vector<float> out(frames.size());
  for (std::size_t i = 0; i < frames.size(); ++i) out[i] = frames[i].left;
  return out;
}
inline std::vector<float> right_of(std::span<const AudioFrame> frames) {
  std::vector<float> out(frames.size());
  for (std::size_t i = 0; i < frames.size(); ++i) out[i] = frames[i].right;
  return out;
}

inline float peak(std::span<const float> samples) {
  float p = 0.0f;
  for (float s : samples) p = std::max(p, std::abs(s));
  return p;
}

inline double rms(std::span<const float> samples) {
  double sum = 0.0;
  for (float s : samples) sum += double(s) * s;
  return samples.empty() ? 0.0 : std::sqrt(sum / double(samples.size()));
}

/// The amplitude of the component at `frequency` (Goertzel over a Hann window, scaled so that a
/// sine of amplitude A reads A).
inline double tone_amplitude(std::span<const float> samples, double frequency,
                             double rate = 48000.0) {
  const double w = 2.0 * std::numbers::pi * frequency / rate;
  double re = 0.0, im = 0.0, window_sum = 0.0;
  const std::size_t n = samples.size();
  for (std::size_t i = 0; i < n; ++i) {
    const double window = 0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * double(i) / double(n));
    re += window * samples[i] * std::cos(w * double(i));
    im -= window * samples[i] * std::sin(w * double(i));
    window_sum += window;
  }
  return 2.0 * std::sqrt(re * re + im * im) / window_sum;
}

/// The frequency whose Goertzel amplitude is largest, searched in `step` Hz steps in [low, high].
inline double dominant_frequency(std::span<const float> samples, double low, double high,
                                 double step, double rate = 48000.0) {
  double best = low, best_amplitude = -1.0;
  for (double f = low; f <= high; f += step) {
    const double a = tone_amplitude(samples, f, rate);
    if (a > best_amplitude) {
      best_amplitude = a;
      best = f;
    }
  }
  return best;
}

/// Rising zero crossings per second: a sine's frequency.
inline double crossing_frequency(std::span<const float> samples, double rate = 48000.0) {
  int crossings = 0;
  std::size_t first = 0, last = 0;
  for (std::size_t i = 1; i < samples.size(); ++i) {
    if (samples[i - 1] < 0.0f && samples[i] >= 0.0f) {
      if (crossings == 0) first = i;
      last = i;
      ++crossings;
    }
  }
  return crossings < 2 ? 0.0 : double(crossings - 1) * rate / double(last - first);
}

inline double to_db(double linear) { return 20.0 * std::log10(linear); }

}  // namespace arbor::test
