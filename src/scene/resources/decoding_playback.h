// DecodingPlayback: the playback of a compressed sound, decoded ahead off the mixing thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "arbor/servers/audio/audio_stream_playback.h"
#include "servers/audio/frame_ring.h"

namespace arbor::detail {

/// A compressed sound's decoder, used by one playback on one thread at a time.
class AudioDecoder {
 public:
  virtual ~AudioDecoder() = default;
  /// Decodes up to `frames` stereo frames; 0 at the end of the data (or at data that no
  /// longer decodes).
  virtual int decode(AudioFrame* out, int frames) = 0;
  /// Positions the decoder at `frame`; false when it cannot.
  virtual bool seek(std::int64_t frame) = 0;
};

/// Plays what an AudioDecoder decodes: fill() (a streaming thread, or the main thread when
/// the server renders offline) decodes into a lock-free ring, mix() (the mixing thread) reads
/// it. At the end it starts over at the loop offset when looping. A ring that runs dry plays
/// silence rather than waiting.
class DecodingPlayback final : public AudioStreamPlayback {
 public:
  struct Sound {
    double rate = 44100.0;
    std::int64_t frames = 0;  ///< 0 when unknown
    bool loop = false;
    double loop_offset = 0.0;  ///< seconds
  };

  DecodingPlayback(std::unique_ptr<AudioDecoder> decoder, const Sound& sound);

  void start(double from_seconds) override;
  [[nodiscard]] double get_sampling_rate() const override { return sound_.rate; }
  int mix(AudioFrame* buffer, int frames) override;
  [[nodiscard]] double get_playback_position() const override;
  [[nodiscard]] int get_loop_count() const override;
  [[nodiscard]] bool needs_fill() const override { return true; }
  void fill() override;
  /// Frames of silence played because decoding fell behind.
  [[nodiscard]] std::int64_t get_underruns() const { return underruns_; }

 private:
  std::unique_ptr<AudioDecoder> decoder_;
  Sound sound_;
  FrameRing ring_;
  std::vector<AudioFrame> scratch_;  // the decoder's output before it enters the ring
  std::atomic<bool> ended_{false};   // the decoder wrote its last frame
  std::int64_t start_frame_ = 0;
  std::int64_t consumed_ = 0;  // frames mix() has played
  std::int64_t underruns_ = 0;
};

}  // namespace arbor::detail
