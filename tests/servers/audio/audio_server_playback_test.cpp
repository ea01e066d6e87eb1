// Playbacks on the audio server: start, stop, pause, position, pitch, handles and their
// leaks, latency from start to sound, and a real-time driver pulling from its own thread.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "arbor/core/error/error.h"
#include "audio_test_support.h"

namespace arbor::test {
namespace {

AudioPlaybackHandle start(AudioServer& server, const Ref<AudioStreamPlayback>& playback,
                          float pitch = 1.0f, double from = 0.0) {
  const AudioBusVolume volume{"Master", AudioFrame(1.0f, 1.0f)};
  return server.start_playback_stream(playback, {&volume, 1}, from, pitch);
}

std::size_t first_sound(std::span<const AudioFrame> frames) {
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (frames[i].left != 0.0f || frames[i].right != 0.0f) return i;
  }
  return frames.size();
}

TEST(AudioServerPlaybacks, SoundStartsWithinOneMixBufferOfTheStart) {
  CapturingServer s;
  for (int offset : {0, 100, 511, 700}) {
    s.capture->clear();
    s.render_frames(offset);  // the mixer is somewhere inside a step
    s.capture->clear();
    const AudioPlaybackHandle tone =
        start(*s.server, make_ref<SinePlayback>(1000.0, 0.5), 1.0f, 0.001);
    s.render_frames(2048);
    const std::size_t latency = first_sound(s.frames());
    EXPECT_LE(latency, std::size_t(AudioServer::MIX_BUFFER_SIZE)) << "offset " << offset;
    s.server->free_playback(tone);
    s.render_frames(2048);
  }
  EXPECT_NEAR(s.server->get_output_latency(), 512.0 / 48000.0, 1e-9);
}

TEST(AudioServerPlaybacks, StopFadesOutOverOneStepAndEndsThePlayback) {
  CapturingServer s;
  const AudioPlaybackHandle tone = start(*s.server, make_ref<SinePlayback>(440.0, 0.5));
  s.render_frames(1024);
  EXPECT_TRUE(s.server->is_playback_active(tone));
  s.server->stop_playback_stream(tone);
  EXPECT_FALSE(s.server->is_playback_active(tone));
  s.capture->clear();
  s.render_frames(2048);
  const std::vector<float> left = left_of(s.frames());
  // The step after stop() fades from full to silence; then nothing.
  EXPECT_GT(peak(std::span(left).subspan(0, 64)), 0.2f);
  EXPECT_LT(peak(std::span(left).subspan(480, 32)), 0.04f);
  EXPECT_EQ(peak(std::span(left).subspan(512)), 0.0f);
  EXPECT_EQ(s.server->get_playback_count(), 1);  // the handle lives until freed
  s.server->free_playback(tone);
  EXPECT_EQ(s.server->get_playback_count(), 0);
}

TEST(AudioServerPlaybacks, APlaybackThatEndsIsNoLongerActive) {
  CapturingServer s;
  const AudioPlaybackHandle tone =
      start(*s.server, make_ref<SinePlayback>(440.0, 0.5, 48000.0, 1000));
  s.render_frames(4096);
  EXPECT_FALSE(s.server->is_playback_active(tone));
  EXPECT_FALSE(s.server->is_playback_paused(tone));
  const std::vector<float> left = left_of(s.frames());
  EXPECT_GT(peak(std::span(left).subspan(0, 1000)), 0.45f);
  EXPECT_EQ(peak(std::span(left).subspan(1000)), 0.0f);
  s.server->free_playback(tone);
}

TEST(AudioServerPlaybacks, PauseKeepsThePositionAndResumeContinuesThere) {
  CapturingServer s;
  const AudioPlaybackHandle tone = start(*s.server, make_ref<SinePlayback>(440.0, 0.5));
  s.render_frames(4800);
  s.server->set_playback_paused(tone, true);
  EXPECT_TRUE(s.server->is_playback_paused(tone));
  EXPECT_FALSE(s.server->is_playback_active(tone));
  s.render_frames(4800);
  const double paused_at = s.server->get_playback_position(tone);
  s.render_frames(4800);
  EXPECT_DOUBLE_EQ(s.server->get_playback_position(tone), paused_at);
  s.capture->clear();
  s.render_frames(1024);
  EXPECT_EQ(peak(left_of(s.frames())), 0.0f);
  s.server->set_playback_paused(tone, false);
  EXPECT_TRUE(s.server->is_playback_active(tone));
  s.render_frames(4800);
  EXPECT_GT(s.server->get_playback_position(tone), paused_at + 0.09);
  s.server->free_playback(tone);
}

TEST(AudioServerPlaybacks, ThePositionFollowsTheMixAndTheStartOffset) {
  CapturingServer s;
  const AudioPlaybackHandle tone = start(*s.server, make_ref<SinePlayback>(440.0, 0.5), 1.0f, 2.0);
  s.render_frames(48000);
  // One second mixed, from two seconds in (within one mix step of read-ahead).
  EXPECT_NEAR(s.server->get_playback_position(tone), 3.0, 512.0 / 48000.0);
  s.server->free_playback(tone);
}

TEST(AudioServerPlaybacks, PitchAndRateConvertToTheMixRate) {
  CapturingServer s;
  // 22050 Hz source of a 1 kHz tone at pitch 1.5: 1.5 kHz at 48 kHz.
  const AudioPlaybackHandle tone =
      start(*s.server, make_ref<SinePlayback>(1000.0, 0.5, 22050.0), 1.5f);
  s.render_frames(48000);
  const std::vector<float> left = left_of(s.frames());
  EXPECT_NEAR(crossing_frequency(std::span(left).subspan(1024)), 1500.0, 0.2);
  EXPECT_NEAR(tone_amplitude(std::span(left).subspan(1024), 1500.0), 0.5, 0.005);
  s.server->set_playback_pitch_scale(tone, 0.5f);
  s.server->set_playback_speed_scale(2.0f);  // both: 1 kHz
  s.capture->clear();
  s.render_frames(48000);
  const std::vector<float> slower = left_of(s.frames());
  EXPECT_NEAR(crossing_frequency(std::span(slower).subspan(1024)), 1000.0, 0.2);
  EXPECT_THROW(s.server->set_playback_pitch_scale(tone, 0.0f), Error);
  EXPECT_THROW(s.server->set_playback_speed_scale(-1.0f), Error);
  s.server->free_playback(tone);
}

TEST(AudioServerPlaybacks, AStaleHandleThrowsAndItsSlotIsNotReachedThroughIt) {
  CapturingServer s;
  const AudioPlaybackHandle first = start(*s.server, make_ref<SinePlayback>(440.0, 0.5));
  s.server->free_playback(first);
  s.render_frames(1024);
  const AudioPlaybackHandle second = start(*s.server, make_ref<SinePlayback>(440.0, 0.5));
  EXPECT_EQ(second.get_index(), first.get_index());            // the slot is reused...
  EXPECT_NE(second.get_generation(), first.get_generation());  // ...under a new generation
  EXPECT_THROW((void)s.server->is_playback_active(first), Error);
  EXPECT_THROW(s.server->stop_playback_stream(first), Error);
  EXPECT_THROW(s.server->free_playback(first), Error);
  EXPECT_THROW((void)s.server->is_playback_active(AudioPlaybackHandle()), Error);
  try {
    (void)s.server->get_playback_position(first);
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("stale AudioPlaybackHandle"), std::string::npos)
        << error.what();
  }
  EXPECT_TRUE(s.server->is_playback_active(second));
  s.server->free_playback(second);
}

TEST(AudioServerPlaybacks, HandlesNotFreedAreReportedAsLeaksAtShutdown) {
  std::vector<std::string> reports;
  AudioServer::Settings settings;
  settings.report = [&](const std::string& message) { reports.push_back(message); };
  {
    AudioServer server(nullptr, settings);
    const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
    (void)server.start_playback_stream(make_ref<SinePlayback>(440.0, 0.5), {&volume, 1});
    const AudioPlaybackHandle freed =
        server.start_playback_stream(make_ref<SinePlayback>(440.0, 0.5), {&volume, 1});
    server.free_playback(freed);
    server.process(0.1);
  }
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_NE(reports[0].find("1 playback handle(s) not freed"), std::string::npos) << reports[0];
}

TEST(AudioServerPlaybacks, TooManyPlaybacksOrBusesOrBadArgumentsThrow) {
  AudioServer::Settings settings;
  settings.max_playbacks = 2;
  AudioServer server(nullptr, settings);
  const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
  const AudioPlaybackHandle a =
      server.start_playback_stream(make_ref<SinePlayback>(1, 1), {&volume, 1});
  const AudioPlaybackHandle b =
      server.start_playback_stream(make_ref<SinePlayback>(1, 1), {&volume, 1});
  EXPECT_THROW((void)server.start_playback_stream(make_ref<SinePlayback>(1, 1), {&volume, 1}),
               Error);
  EXPECT_THROW((void)server.start_playback_stream(nullptr, {&volume, 1}), Error);
  const std::vector<AudioBusVolume> seven(7, volume);
  EXPECT_THROW(server.set_playback_bus_volumes_linear(a, seven), Error);
  server.free_playback(a);
  server.process(0.05);  // the mixer releases the slot
  const AudioPlaybackHandle c =
      server.start_playback_stream(make_ref<SinePlayback>(1, 1), {&volume, 1});
  server.free_playback(b);
  server.free_playback(c);
}

TEST(AudioServerPlaybacks, ManyVoicesAtOnceSumOnTheirBus) {
  CapturingServer s;
  std::vector<AudioPlaybackHandle> handles;
  for (int i = 0; i < 64; ++i)
    handles.push_back(start(*s.server, make_ref<SinePlayback>(440.0, 1.0 / 128)));
  s.render_frames(4800);
  EXPECT_NEAR(peak(left_of(s.frames())), 0.5, 1e-4);
  for (AudioPlaybackHandle h : handles) s.server->free_playback(h);
}

/// A real-time driver without a device: a thread pulls 256 frames every 2 ms.
class ThreadDriver : public AudioDriver {
 public:
  [[nodiscard]] const char* get_name() const override { return "Thread"; }
  [[nodiscard]] int get_mix_rate() const override { return 48000; }
  [[nodiscard]] bool is_realtime() const override { return true; }
  void start(Source& source) override {
    thread_ = std::thread([this, &source] {
      std::vector<AudioFrame> block(256);
      while (!stop_.load()) {
        source.render(block.data(), 256);
        for (const AudioFrame& f : block) loudest_ = std::max(loudest_.load(), std::abs(f.left));
        frames_ += 256;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      }
    });
  }
  void finish() override {
    stop_.store(true);
    if (thread_.joinable()) thread_.join();
  }
  std::atomic<float> loudest_{0.0f};
  std::atomic<std::int64_t> frames_{0};

 private:
  std::thread thread_;
  std::atomic<bool> stop_{false};
};

TEST(AudioServerPlaybacks, ARealTimeDriverMixesOnItsOwnThreadWhileTheMainThreadGoesOn) {
  auto driver = std::make_unique<ThreadDriver>();
  ThreadDriver* raw = driver.get();
  AudioServer server(std::move(driver));
  EXPECT_STREQ(server.get_driver_name(), "Thread");
  const AudioBusVolume volume{"Master", AudioFrame(1, 1)};
  const AudioPlaybackHandle tone = server.start_playback_stream(
      make_ref<SinePlayback>(440.0, 0.25, 48000.0, 4800), {&volume, 1});
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (server.is_playback_active(tone) && std::chrono::steady_clock::now() < deadline) {
    server.process(1.0 / 60);  // renders nothing itself
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_FALSE(server.is_playback_active(tone));
  EXPECT_NEAR(raw->loudest_.load(), 0.25f, 1e-3);
  EXPECT_GE(raw->frames_.load(), 4800);
  server.free_playback(tone);
}

}  // namespace
}  // namespace arbor::test
