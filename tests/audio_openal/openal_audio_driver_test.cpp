// The OpenAL backend without a sound card: the loopback driver renders through OpenAL Soft what
// the null driver captures directly, and the real-time driver plays on OpenAL's null device.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <numbers>
#include <thread>

#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_server.h"
#include "arbor/servers/audio/openal_audio_driver.h"
#include "servers/audio/audio_test_support.h"

namespace arbor::test {
namespace {

// Plays a tone and a second, quieter one panned right, for `frames`, through `driver`.
void play_two_tones(AudioServer& server, std::int64_t frames) {
  const AudioBusVolume centre{"Master", AudioFrame(1.0f, 1.0f)};
  const AudioBusVolume right{"Master", AudioFrame(0.0f, 0.5f)};
  const AudioPlaybackHandle a =
      server.start_playback_stream(make_ref<SinePlayback>(440.0, 0.4), {&centre, 1});
  const AudioPlaybackHandle b =
      server.start_playback_stream(make_ref<SinePlayback>(1000.0, 0.4, 44100.0), {&right, 1});
  for (std::int64_t done = 0; done < frames; done += 800) server.process(800.0 / 48000.0);
  server.free_playback(a);
  server.free_playback(b);
}

TEST(OpenALAudioDriver, TheLoopbackDeviceRendersWhatTheMixerMixed) {
  AudioCapture direct(48000);
  {
    AudioServer server(std::make_unique<NullAudioDriver>(48000, &direct));
    play_two_tones(server, 48000);
  }
  AudioCapture through(48000);
  {
    AudioServer server(create_openal_loopback_driver(through));
    EXPECT_STREQ(server.get_driver_name(), "OpenAL loopback");
    play_two_tones(server, 48000);
  }
  ASSERT_EQ(through.get_frames().size(), direct.get_frames().size());
  double worst = 0.0;
  for (std::size_t i = 0; i < direct.get_frames().size(); ++i) {
    worst = std::max(worst,
                     double(std::abs(through.get_frames()[i].left - direct.get_frames()[i].left)));
    worst = std::max(
        worst, double(std::abs(through.get_frames()[i].right - direct.get_frames()[i].right)));
  }
  EXPECT_LT(worst, 1e-5);
}

TEST(OpenALAudioDriver, TheRealTimeDriverPlaysOnADeviceAtTheDevicesPace) {
  setenv("ALSOFT_DRIVERS", "null", 1);  // OpenAL Soft's device without a sound card
  std::unique_ptr<AudioDriver> driver = create_openal_audio_driver(48000, 3);
  EXPECT_NEAR(driver->get_latency(), 3 * 512 / 48000.0, 1e-9);
  AudioServer server(std::move(driver));
  EXPECT_STREQ(server.get_driver_name(), "OpenAL");
  const AudioBusVolume volume{"Master", AudioFrame(1.0f, 1.0f)};
  const AudioPlaybackHandle tone =
      server.start_playback_stream(make_ref<SinePlayback>(440.0, 0.5, 48000.0, 4800), {&volume, 1});
  const auto started = std::chrono::steady_clock::now();
  while (server.is_playback_active(tone) &&
         std::chrono::steady_clock::now() - started < std::chrono::seconds(10)) {
    server.process(0.0);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_FALSE(server.is_playback_active(tone));
  EXPECT_GE(server.get_mixed_frames(), 4800u);
  server.free_playback(tone);
}

}  // namespace
}  // namespace arbor::test
