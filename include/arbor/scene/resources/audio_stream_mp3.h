// AudioStreamMP3: an MP3 sound, decoded as it plays (Godot's AudioStreamMP3).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/audio_stream.h"

namespace arbor {

/// An MP3 file held in `data` and decoded with libmpg123 (gapless) while it plays, ahead of
/// the mixer and off the mixing thread. ResourceLoader loads `.mp3` paths as one; a scene's
/// embedded AudioStreamMP3 (`data = PackedByteArray(...)`) plays too. Data that does not decode
/// is kept (a scene still saves it back) but does not play: instantiate_playback() throws
/// arbor::Error saying why. Looping, loop_offset and the beat properties work as
/// AudioStreamOggVorbis's.
class AudioStreamMP3 : public AudioStream {
  ARBOR_CLASS(AudioStreamMP3, AudioStream)

 public:
  static Ref<AudioStreamMP3> load_from_file(const std::string& path);
  static Ref<AudioStreamMP3> load_from_buffer(std::span<const std::uint8_t> bytes,
                                              std::string_view name = "<buffer>");

  /// The MP3 file's bytes.
  void set_data(const PackedByteArray& data);
  [[nodiscard]] PackedByteArray get_data() const { return data_; }
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

  [[nodiscard]] int get_sampling_rate() const { return rate_; }
  [[nodiscard]] double get_length() const override;
  [[nodiscard]] Ref<AudioStreamPlayback> instantiate_playback() override;

 protected:
  static void _bind_methods();

 private:
  PackedByteArray data_;
  std::string error_;  // why data_ does not decode; empty when it does
  int rate_ = 0;
  std::int64_t frames_ = 0;
  bool loop_ = false;
  double loop_offset_ = 0.0;
  double bpm_ = 0.0;
  int beat_count_ = 0;
  int bar_beats_ = 4;
};

}  // namespace arbor
