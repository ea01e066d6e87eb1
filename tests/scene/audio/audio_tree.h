// A SceneTree whose AudioServer captures what it mixes, at 48 kHz, and tone streams for it.
#pragma once

#include <cmath>
#include <memory>
#include <numbers>
#include <span>
#include <vector>

#include "arbor/scene/resources/audio_stream_wav.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_server.h"

namespace arbor::test {

struct AudioTree {
  AudioTree() {
    server = tree.servers().add(
        std::make_unique<AudioServer>(std::make_unique<NullAudioDriver>(48000, &capture)));
  }
  /// Runs `count` frames of 1/60 s.
  void frames(int count) {
    for (int i = 0; i < count; ++i) tree.tick(1.0 / 60.0);
  }
  [[nodiscard]] std::vector<float> left(std::size_t from = 0) const {
    std::vector<float> out;
    for (std::size_t i = from; i < capture.get_frames().size(); ++i)
      out.push_back(capture.get_frames()[i].left);
    return out;
  }
  [[nodiscard]] std::vector<float> right(std::size_t from = 0) const {
    std::vector<float> out;
    for (std::size_t i = from; i < capture.get_frames().size(); ++i)
      out.push_back(capture.get_frames()[i].right);
    return out;
  }

  AudioCapture capture{48000};  // declared first: it outlives the tree's server
  SceneTree tree;
  AudioServer* server = nullptr;
};

/// A 16-bit mono WAV stream of a sine, `seconds` long at `rate`.
inline Ref<AudioStreamWAV> tone_stream(double frequency, double amplitude, double seconds,
                                       int rate = 48000) {
  const auto frames = int(seconds * rate);
  PackedByteArray data;
  data.resize(std::int64_t(frames) * 2);
  for (int i = 0; i < frames; ++i) {
    const auto s = std::int16_t(
        std::lrint(amplitude * 32767.0 * std::sin(2.0 * std::numbers::pi * frequency * i / rate)));
    data[2 * i] = std::uint8_t(std::uint16_t(s) & 0xFF);
    data[2 * i + 1] = std::uint8_t(std::uint16_t(s) >> 8);
  }
  Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->set_format(AudioStreamWAV::FORMAT_16_BITS);
  stream->set_mix_rate(rate);
  stream->set_data(data);
  return stream;
}

inline float peak_of(std::span<const float> samples) {
  float p = 0.0f;
  for (float s : samples) p = std::max(p, std::abs(s));
  return p;
}

/// Goertzel amplitude of `frequency` over a Hann window (a sine of amplitude A reads A).
inline double amplitude_of(std::span<const float> samples, double frequency, double rate = 48000) {
  double re = 0.0, im = 0.0, sum = 0.0;
  const std::size_t n = samples.size();
  for (std::size_t i = 0; i < n; ++i) {
    const double window = 0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * double(i) / double(n));
    const double w = 2.0 * std::numbers::pi * frequency * double(i) / rate;
    re += window * samples[i] * std::cos(w);
    im += window * samples[i] * std::sin(w);
    sum += window;
  }
  return 2.0 * std::sqrt(re * re + im * im) / sum;
}

/// Rising zero crossings per second.
inline double frequency_of(std::span<const float> samples, double rate = 48000) {
  int crossings = 0;
  std::size_t first = 0, last = 0;
  for (std::size_t i = 1; i < samples.size(); ++i) {
    if (samples[i - 1] < 0.0f && samples[i] >= 0.0f) {
      if (crossings++ == 0) first = i;
      last = i;
    }
  }
  return crossings < 2 ? 0.0 : double(crossings - 1) * rate / double(last - first);
}

}  // namespace arbor::test
