// Audio allocates nothing once warm: not on the mixing thread (a real-time driver's thread
// counts its own mallocs while voices of every kind play through every effect and the main
// thread keeps changing them), and not in a steady frame of a tree full of moving 3D players.
#include <gtest/gtest.h>

#include <sndfile.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <numbers>
#include <thread>
#include <vector>

#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/3d/audio_stream_player_3d.h"
#include "arbor/scene/resources/audio_stream_generator.h"
#include "arbor/scene/resources/audio_stream_mp3.h"
#include "arbor/scene/resources/audio_stream_ogg_vorbis.h"
#include "arbor/scene/resources/audio_stream_randomizer.h"
#include "arbor/scene/resources/audio_stream_wav.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_server.h"
#include "arbor/servers/audio/effects/audio_effect_amplify.h"
#include "arbor/servers/audio/effects/audio_effect_compressor.h"
#include "arbor/servers/audio/effects/audio_effect_delay.h"
#include "arbor/servers/audio/effects/audio_effect_filter.h"
#include "arbor/servers/audio/effects/audio_effect_hard_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_panner.h"
#include "arbor/servers/audio/effects/audio_effect_reverb.h"
#include "malloc_counter.h"

namespace arbor {
namespace {

/// A real-time driver without a device: its thread pulls one mix step's worth at a time and
/// counts the mallocs each pull makes.
class CountingDriver final : public AudioDriver {
 public:
  [[nodiscard]] const char* get_name() const override { return "Counting"; }
  [[nodiscard]] int get_mix_rate() const override { return 48000; }
  [[nodiscard]] bool is_realtime() const override { return true; }
  void start(Source& source) override {
    thread_ = std::thread([this, &source] {
      std::vector<AudioFrame> block(512);
      while (!stop_.load()) {
        mallocs_ += test::count_mallocs([&] { source.render(block.data(), 512); });
        ++pulls_;
        std::this_thread::sleep_for(std::chrono::microseconds(500));
      }
    });
  }
  void finish() override {
    stop_.store(true);
    if (thread_.joinable()) thread_.join();
  }
  /// Waits until `count` more pulls have happened, doing `work` meanwhile.
  template <class Work>
  void wait_pulls(std::uint64_t count, Work&& work) {
    const std::uint64_t until = pulls_.load() + count;
    while (pulls_.load() < until) {
      work();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  std::atomic<std::uint64_t> mallocs_{0};
  std::atomic<std::uint64_t> pulls_{0};

 private:
  std::thread thread_;
  std::atomic<bool> stop_{false};
};

Ref<AudioStreamWAV> looping_tone(double frequency, int rate) {
  PackedByteArray data;
  data.resize(rate * 2);
  for (int i = 0; i < rate; ++i) {
    const auto s = std::int16_t(16000 * std::sin(2 * std::numbers::pi * frequency * i / rate));
    data[2 * i] = std::uint8_t(std::uint16_t(s) & 0xFF);
    data[2 * i + 1] = std::uint8_t(std::uint16_t(s) >> 8);
  }
  Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->set_format(AudioStreamWAV::FORMAT_16_BITS);
  stream->set_mix_rate(rate);
  stream->set_loop_mode(AudioStreamWAV::LOOP_FORWARD);
  stream->set_data(data);
  return stream;
}

std::vector<std::uint8_t> encoded(int format) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("arbor_alloc_" + std::to_string(format));
  SF_INFO info{};
  info.samplerate = 44100;
  info.channels = 2;
  info.format = format;
  SNDFILE* file = sf_open(path.string().c_str(), SFM_WRITE, &info);
  std::vector<float> samples(2 * 44100);
  for (std::size_t i = 0; i < samples.size(); ++i) samples[i] = 0.3f * std::sin(float(i) * 0.05f);
  sf_writef_float(file, samples.data(), 44100);
  sf_close(file);
  std::ifstream in(path, std::ios::binary);
  std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
  std::filesystem::remove(path);
  return bytes;
}

TEST(AudioAllocation, TheMixingThreadAllocatesNothing) {
  if (!test::malloc_counting_available()) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  auto owned = std::make_unique<CountingDriver>();
  CountingDriver& driver = *owned;
  AudioServer server(std::move(owned));
  server.set_bus_count(4);
  server.set_bus_name(1, "Music");
  server.set_bus_name(2, "Effects");
  server.set_bus_name(3, "Kick");
  server.set_bus_send(3, "Effects");
  Ref<AudioEffectLowPassFilter> low = make_ref<AudioEffectLowPassFilter>();
  low->set_db(AudioEffectFilter::FILTER_24DB);
  Ref<AudioEffectDelay> delay = make_ref<AudioEffectDelay>();
  delay->set_feedback_active(true);
  Ref<AudioEffectCompressor> compressor = make_ref<AudioEffectCompressor>();
  compressor->set_sidechain("Kick");
  server.add_bus_effect(1, make_ref<AudioEffectAmplify>());
  server.add_bus_effect(1, low);
  server.add_bus_effect(1, make_ref<AudioEffectHighPassFilter>());
  server.add_bus_effect(1, make_ref<AudioEffectBandPassFilter>());
  server.add_bus_effect(2, delay);
  server.add_bus_effect(2, make_ref<AudioEffectReverb>());
  server.add_bus_effect(0, compressor);
  server.add_bus_effect(0, make_ref<AudioEffectLimiter>());
  server.add_bus_effect(0, make_ref<AudioEffectHardLimiter>());
  server.add_bus_effect(0, make_ref<AudioEffectPanner>());

  std::vector<AudioPlaybackHandle> voices;
  const StringName buses[] = {"Master", "Music", "Effects", "Kick"};
  for (int i = 0; i < 16; ++i) {
    const AudioBusVolume volume{buses[i % 4], AudioFrame(0.02f, 0.02f)};
    // Rates and pitches that copy, upsample and (stretching the kernel) downsample.
    const Ref<AudioStreamWAV> tone = looping_tone(100.0 + 10 * i, i % 2 ? 44100 : 48000);
    voices.push_back(server.start_playback_stream(tone->instantiate_playback(), {&volume, 1}, 0.0,
                                                  i % 3 == 0 ? 1.0f : 0.5f + 0.1f * float(i % 20)));
  }
  const AudioBusVolume music{"Music", AudioFrame(0.1f, 0.1f)};
  const Ref<AudioStreamGenerator> generator = make_ref<AudioStreamGenerator>();
  const Ref<AudioStreamGeneratorPlayback> pushed =
      ref_cast<AudioStreamGeneratorPlayback>(generator->instantiate_playback());
  voices.push_back(server.start_playback_stream(pushed, {&music, 1}));
  for (int format : {SF_FORMAT_OGG | SF_FORMAT_VORBIS, SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III}) {
    const std::vector<std::uint8_t> bytes = encoded(format);
    Ref<AudioStream> stream;
    if ((format & SF_FORMAT_TYPEMASK) == SF_FORMAT_OGG) {
      Ref<AudioStreamOggVorbis> ogg = AudioStreamOggVorbis::load_from_buffer(bytes);
      ogg->set_loop(true);
      stream = ogg;
    } else {
      Ref<AudioStreamMP3> mp3 = AudioStreamMP3::load_from_buffer(bytes);
      mp3->set_loop(true);
      stream = mp3;
    }
    Ref<AudioStreamRandomizer> randomizer = make_ref<AudioStreamRandomizer>();
    randomizer->add_stream(-1, stream);
    randomizer->set_random_pitch(1.2);
    voices.push_back(server.start_playback_stream(randomizer->instantiate_playback(), {&music, 1}));
  }

  // The main thread keeps changing what plays, as players in a game do every frame.
  int round = 0;
  const Ref<AudioStreamWAV> blip_tone = looping_tone(900.0, 48000);
  const auto work = [&] {
    ++round;
    for (std::size_t i = 0; i < voices.size(); ++i) {
      const float level = 0.01f + 0.01f * float((round + i) % 5);
      server.set_playback_bus_exclusive(voices[i], buses[(i + std::size_t(round / 50)) % 4],
                                        AudioFrame(level, level * 0.5f));
      server.set_playback_highshelf_params(voices[i], 0.5f, 4000.0f);
    }
    server.set_playback_pitch_scale(voices[5], 0.9f + 0.01f * float(round % 20));
    server.set_playback_paused(voices[7], round % 40 < 20);
    server.set_bus_volume_db(1, -float(round % 10));
    server.set_bus_solo(2, round % 60 == 0);
    for (int i = 0; i < 64 && pushed->push_frame(Vector2(0.1f, -0.1f)); ++i) {
    }
    const AudioBusVolume effects{"Effects", AudioFrame(0.05f, 0.05f)};
    const AudioPlaybackHandle blip =
        server.start_playback_stream(blip_tone->instantiate_playback(), {&effects, 1});
    server.free_playback(blip);
    server.process(0.0);
  };
  driver.wait_pulls(30, work);  // warm: every buffer has its size
  driver.mallocs_.store(0);
  driver.wait_pulls(120, work);
  EXPECT_EQ(driver.mallocs_.load(), 0u);
  for (AudioPlaybackHandle voice : voices) server.free_playback(voice);
}

TEST(AudioAllocation, ASteadyFrameOfMovingPlayersAllocatesNothing) {
  if (!test::malloc_counting_available()) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  SceneTree tree;
  tree.servers().add(std::make_unique<AudioServer>(std::make_unique<NullAudioDriver>()));
  auto* listener = tree.get_root()->add_child(std::make_unique<AudioListener3D>());
  std::vector<AudioStreamPlayer3D*> players;
  const Ref<AudioStreamWAV> tone = looping_tone(220.0, 44100);
  for (int i = 0; i < 32; ++i) {
    auto* player = tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
    player->set_stream(tone);
    player->set_doppler_tracking(AudioStreamPlayer3D::DOPPLER_TRACKING_IDLE_STEP);
    player->set_position(Vector3(real_t(i % 8), 0, real_t(-i)));
    player->play();
    players.push_back(player);
  }
  const auto frame = [&] {
    for (AudioStreamPlayer3D* player : players) {
      player->set_position(player->get_position() + Vector3(0.1f, 0, 0));
    }
    listener->rotate_y(0.01f);
    tree.tick(1.0 / 60.0);
  };
  for (int i = 0; i < 10; ++i) frame();  // warm
  EXPECT_EQ(test::count_mallocs([&] {
              for (int i = 0; i < 30; ++i) frame();
            }),
            0u);
  EXPECT_TRUE(players.front()->is_playing());
}

}  // namespace
}  // namespace arbor
