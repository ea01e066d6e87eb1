// Audio mixing: the cost of a voice for a second of 48 kHz stereo audio, with and without
// resampling, through effects, and from play() to the first sample. See docs/performance.md.

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <numbers>
#include <vector>

#include "arbor/scene/resources/audio_stream_wav.h"
#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_server.h"
#include "arbor/servers/audio/effects/audio_effect_compressor.h"
#include "arbor/servers/audio/effects/audio_effect_filter.h"
#include "arbor/servers/audio/effects/audio_effect_reverb.h"
#include "bench_support.h"

namespace {

using namespace arbor;

/// One second of a looping stereo 16-bit tone at `rate`.
Ref<AudioStreamWAV> looping_tone(int rate) {
  PackedByteArray data;
  data.resize(std::int64_t(rate) * 4);
  for (int i = 0; i < rate; ++i) {
    const auto s =
        std::uint16_t(std::int16_t(8000 * std::sin(2 * std::numbers::pi * 220.0 * i / rate)));
    for (int c = 0; c < 2; ++c) {
      data[4 * i + 2 * c] = std::uint8_t(s & 0xFF);
      data[4 * i + 2 * c + 1] = std::uint8_t(s >> 8);
    }
  }
  Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->set_format(AudioStreamWAV::FORMAT_16_BITS);
  stream->set_stereo(true);
  stream->set_mix_rate(rate);
  stream->set_loop_mode(AudioStreamWAV::LOOP_FORWARD);
  stream->set_data(data);
  return stream;
}

// Each iteration mixes one second of audio (48000 frames) of `voices` voices of a `rate`
// source at `pitch`, offline on this thread. voice_us_per_s is the cost of one voice for one
// second of audio; core_percent the share of one core the whole mix takes in real time.
void mix_voices(benchmark::State& state, int rate, float pitch, bool effects) {
  const auto voices = int(state.range(0));
  AudioServer server(std::make_unique<NullAudioDriver>(48000));
  if (effects) {
    server.add_bus();
    server.add_bus_effect(1, make_ref<AudioEffectReverb>());
    server.add_bus_effect(1, make_ref<AudioEffectLowPassFilter>());
    server.add_bus_effect(0, make_ref<AudioEffectCompressor>());
  }
  const Ref<AudioStreamWAV> tone = looping_tone(rate);
  std::vector<AudioPlaybackHandle> handles;
  for (int i = 0; i < voices; ++i) {
    const AudioBusVolume volume{effects && i % 2 ? "New Bus" : "Master", AudioFrame(0.01f, 0.01f)};
    handles.push_back(
        server.start_playback_stream(tone->instantiate_playback(), {&volume, 1}, 0.0, pitch));
  }
  server.process(0.1);  // warm
  const double seconds = arbor_bench::smoke() ? 0.05 : 1.0;
  for (auto _ : state) server.process(seconds);
  state.counters["voice_us_per_s"] = arbor_bench::us_per(voices * seconds);
  // Seconds of CPU per second of audio, as a percentage of one core.
  state.counters["core_percent"] = benchmark::Counter(
      seconds / 100.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  for (AudioPlaybackHandle handle : handles) server.free_playback(handle);
}

void BM_MixVoices48k(benchmark::State& state) { mix_voices(state, 48000, 1.0f, false); }
BENCHMARK(BM_MixVoices48k)->Arg(1)->Arg(64)->Arg(256)->Unit(benchmark::kMillisecond);

void BM_MixVoicesResampled44k(benchmark::State& state) { mix_voices(state, 44100, 1.0f, false); }
BENCHMARK(BM_MixVoicesResampled44k)->Arg(1)->Arg(64)->Arg(256)->Unit(benchmark::kMillisecond);

void BM_MixVoicesPitched(benchmark::State& state) { mix_voices(state, 48000, 1.5f, false); }
BENCHMARK(BM_MixVoicesPitched)->Arg(64)->Unit(benchmark::kMillisecond);

void BM_MixVoicesThroughEffects(benchmark::State& state) { mix_voices(state, 48000, 1.0f, true); }
BENCHMARK(BM_MixVoicesThroughEffects)->Arg(64)->Unit(benchmark::kMillisecond);

// From start_playback_stream to the first sample of the sound in the output, over starts at
// every position within a mix step: latency_frames_max is the longest wait, in frames.
void BM_PlayToFirstSample(benchmark::State& state) {
  std::int64_t worst = 0;
  for (auto _ : state) {
    for (int offset = 0; offset < 512; offset += 7) {
      AudioCapture capture(48000);
      AudioServer server(std::make_unique<NullAudioDriver>(48000, &capture));
      server.process(double(offset) / 48000.0);
      capture.clear();
      const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
      const AudioPlaybackHandle handle = server.start_playback_stream(
          looping_tone(48000)->instantiate_playback(), {&volume, 1}, 0.25);
      server.process(1024.0 / 48000.0);
      std::int64_t first = 0;
      while (first < std::int64_t(capture.get_frames().size()) &&
             capture.get_frames()[std::size_t(first)] == AudioFrame()) {
        ++first;
      }
      worst = std::max(worst, first);
      server.free_playback(handle);
    }
  }
  state.counters["latency_frames_max"] = double(worst);
  state.counters["latency_ms_max"] = double(worst) / 48.0;
}
BENCHMARK(BM_PlayToFirstSample)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
