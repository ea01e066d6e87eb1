// AudioStreamOggVorbis: an Ogg Vorbis sound, decoded as it plays (Godot's AudioStreamOggVorbis).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/audio_stream.h"

namespace arbor {

/// An Ogg Vorbis file held compressed in memory and decoded with libvorbisfile while it plays
/// (ahead of the mixer, off the mixing thread). ResourceLoader loads `.ogg` paths as one; a
/// corrupt or non-Vorbis file fails to load with an error naming it. When `loop` is set, the
/// sound starts over at loop_offset seconds when it ends. bpm, beat_count and bar_beats are
/// kept for music code, as Godot keeps them. Mono plays on both channels; beyond two
/// channels, the first two play.
class AudioStreamOggVorbis : public AudioStream {
  ARBOR_CLASS(AudioStreamOggVorbis, AudioStream)

 public:
  /// Reads and checks an `.ogg` file; throws arbor::Error naming it when it cannot be played.
  static Ref<AudioStreamOggVorbis> load_from_file(const std::string& path);
  static Ref<AudioStreamOggVorbis> load_from_buffer(std::span<const std::uint8_t> bytes,
                                                    std::string_view name = "<buffer>");

  void set_loop(bool enable) { loop_ = enable; }
  [[nodiscard]] bool has_loop() const { return loop_; }
  void set_loop_offset(double seconds) { loop_offset_ = seconds; }
  [[nodiscard]] double get_loop_offset() const { return loop_offset_; }
  void set_bpm(double bpm) { bpm_ = bpm; }
  [[nodiscard]] double get_bpm() const { return bpm_; }
  void set_beat_count(int count) { beat_count_ = count; }
  [[nodiscard]] int get_beat_count() const { return beat_count_; }
  void set_bar_beats(int beats) { bar_beats_ = beats; }
  [[nodiscard]] int get_bar_beats() const { return bar_beats_; }

  /// The file's frames per second (0 without data).
  [[nodiscard]] int get_sampling_rate() const { return rate_; }
  [[nodiscard]] double get_length() const override;
  [[nodiscard]] Ref<AudioStreamPlayback> instantiate_playback() override;

 protected:
  static void _bind_methods();

 private:
  PackedByteArray bytes_;
  int rate_ = 0;
  std::int64_t frames_ = 0;
  bool loop_ = false;
  double loop_offset_ = 0.0;
  double bpm_ = 0.0;
  int beat_count_ = 0;
  int bar_beats_ = 4;
};

}  // namespace arbor
