// AudioStreamGenerator: a stream whose frames code pushes while it plays (Godot's generator).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "arbor/core/math/vector2.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/audio_stream.h"

namespace arbor {

namespace detail {
class FrameRing;
}

/// Plays frames pushed from code, at mix_rate frames per second (default 44100), through a
/// buffer of buffer_length seconds (default 0.5). Push into the playback a player returns
/// (AudioStreamPlayer::get_stream_playback()). One playback at a time (monophonic).
class AudioStreamGenerator : public AudioStream {
  ARBOR_CLASS(AudioStreamGenerator, AudioStream)

 public:
  void set_mix_rate(double rate);
  [[nodiscard]] double get_mix_rate() const { return mix_rate_; }
  void set_buffer_length(double seconds);
  [[nodiscard]] double get_buffer_length() const { return buffer_length_; }

  [[nodiscard]] bool is_monophonic() const override { return true; }
  [[nodiscard]] Ref<AudioStreamPlayback> instantiate_playback() override;

 protected:
  static void _bind_methods();

 private:
  double mix_rate_ = 44100.0;
  double buffer_length_ = 0.5;
};

/// The playback of an AudioStreamGenerator: a lock-free buffer the main thread pushes frames
/// into (x: left, y: right) and the mixer plays. When it runs dry it plays silence and counts
/// a skip; it never ends by itself.
class AudioStreamGeneratorPlayback : public AudioStreamPlayback {
  ARBOR_CLASS(AudioStreamGeneratorPlayback, AudioStreamPlayback)

 public:
  AudioStreamGeneratorPlayback();  // for ClassDB; plays nothing
  AudioStreamGeneratorPlayback(double mix_rate, double buffer_length);
  ~AudioStreamGeneratorPlayback() override;

  /// Adds one frame; false (nothing added) when the buffer is full.
  bool push_frame(const Vector2& frame);
  /// Whether `frames` frames fit now.
  [[nodiscard]] bool can_push_buffer(int frames) const;
  /// Adds every frame, or none (false) when they do not all fit.
  bool push_buffer(const PackedVector2Array& frames);
  /// Frames that fit now.
  [[nodiscard]] int get_frames_available() const;
  /// Mix steps that found the buffer short.
  [[nodiscard]] int get_skips() const { return skips_.load(std::memory_order_relaxed); }
  /// Empties the buffer; only while the playback is not playing (throws arbor::Error then).
  void clear_buffer();

  void start(double from_seconds) override;
  void stop() override;
  [[nodiscard]] double get_sampling_rate() const override { return mix_rate_; }
  int mix(AudioFrame* buffer, int frames) override;
  [[nodiscard]] double get_playback_position() const override;

 protected:
  static void _bind_methods();

 private:
  double mix_rate_ = 44100.0;
  std::unique_ptr<detail::FrameRing> ring_;
  std::atomic<int> skips_{0};
  std::atomic<bool> playing_{false};
  std::int64_t mixed_ = 0;
};

}  // namespace arbor
