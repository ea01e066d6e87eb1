// PlaybackFeeder: runs fill() of the playbacks that decode ahead, off the mixing thread.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "servers/spsc_queue.h"

namespace arbor {
class AudioStreamPlayback;
}

namespace arbor::detail {

/// Keeps decoding playbacks (Ogg Vorbis, MP3) ahead of the mixer. With a thread it fills them
/// every few milliseconds on a streaming thread of its own (real-time drivers); without one the
/// main thread calls run_once() before each mix step (offline drivers: deterministic). The main
/// thread adds and removes playbacks through a queue; once a removal is confirmed
/// (poll_removed), the feeder no longer touches that playback.
class PlaybackFeeder {
 public:
  explicit PlaybackFeeder(bool threaded, std::size_t capacity);
  ~PlaybackFeeder();
  PlaybackFeeder(const PlaybackFeeder&) = delete;
  PlaybackFeeder& operator=(const PlaybackFeeder&) = delete;

  // -- main thread
  void add(std::uint32_t slot, AudioStreamPlayback* playback);
  void remove(std::uint32_t slot);
  /// A slot whose removal is done; false when there is none.
  bool poll_removed(std::uint32_t& slot) { return removed_.pop(slot); }
  /// Hands waiting messages over (call once per frame).
  void flush() { sender_.flush(); }
  /// Without a thread: takes the messages in and fills every playback once.
  void run_once();
  /// Stops and joins the thread (before the playbacks it fills go away).
  void stop();

 private:
  struct Message {
    bool add = true;
    std::uint32_t slot = 0;
    AudioStreamPlayback* playback = nullptr;
  };

  void loop();

  SpscQueue<Message> messages_;
  OverflowingSender<Message> sender_;
  SpscQueue<std::uint32_t> removed_;
  std::vector<std::pair<std::uint32_t, AudioStreamPlayback*>> playing_;  // the feeder's own
  std::vector<std::uint32_t> unconfirmed_;  // removals removed_ had no room for yet
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::atomic<bool> stopping_{false};
};

}  // namespace arbor::detail
