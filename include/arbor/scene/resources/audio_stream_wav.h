// AudioStreamWAV: a sound held in memory as PCM or IMA ADPCM samples (Godot's AudioStreamWAV).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/audio_stream.h"

namespace arbor {

/// Samples in memory, as Godot stores them: `data` holds 8-bit signed or 16-bit little-endian
/// PCM (or IMA ADPCM), mono or stereo (interleaved), at `mix_rate` frames per second, and the
/// sound may loop between loop_begin and loop_end (frames) forward, back and forth, or
/// backward. `.wav` files load into it (load_from_file; ResourceLoader does so for `.wav`
/// paths): 8-, 16-, 24- and 32-bit PCM and 32/64-bit float, mono or stereo, with the loop of
/// the file's `smpl` chunk; samples deeper than 16 bits become 16-bit, as Godot's importer
/// makes them. A scene's embedded AudioStreamWAV (`data = PackedByteArray(...)`) plays as is.
class AudioStreamWAV : public AudioStream {
  ARBOR_CLASS(AudioStreamWAV, AudioStream)

 public:
  /// Godot's sample formats. FORMAT_QOA data is kept but does not play (it is reported).
  enum Format : int { FORMAT_8_BITS = 0, FORMAT_16_BITS = 1, FORMAT_IMA_ADPCM = 2, FORMAT_QOA = 3 };
  /// Godot's loop modes.
  enum LoopMode : int { LOOP_DISABLED = 0, LOOP_FORWARD = 1, LOOP_PINGPONG = 2, LOOP_BACKWARD = 3 };

  /// Reads a `.wav` file. Throws arbor::Error naming the file for a missing, truncated,
  /// malformed or unsupported one (compressed formats other than PCM and float, more than two
  /// channels).
  static Ref<AudioStreamWAV> load_from_file(const std::string& path);
  /// The same from the bytes of a `.wav` file; `name` names it in errors.
  static Ref<AudioStreamWAV> load_from_buffer(std::span<const std::uint8_t> bytes,
                                              std::string_view name = "<buffer>");

  void set_data(const PackedByteArray& data) { data_ = data; }
  [[nodiscard]] PackedByteArray get_data() const { return data_; }
  void set_format(Format format);
  [[nodiscard]] Format get_format() const { return format_; }
  void set_loop_mode(LoopMode mode);
  [[nodiscard]] LoopMode get_loop_mode() const { return loop_mode_; }
  /// The first frame of the loop.
  void set_loop_begin(int frame) { loop_begin_ = frame; }
  [[nodiscard]] int get_loop_begin() const { return loop_begin_; }
  /// The frame after the loop's last (0, or past the end: the end of the data).
  void set_loop_end(int frame) { loop_end_ = frame; }
  [[nodiscard]] int get_loop_end() const { return loop_end_; }
  /// Frames per second of the data (default 44100).
  void set_mix_rate(int rate);
  [[nodiscard]] int get_mix_rate() const { return mix_rate_; }
  void set_stereo(bool stereo) { stereo_ = stereo; }
  [[nodiscard]] bool is_stereo() const { return stereo_; }

  /// Frames in `data`.
  [[nodiscard]] std::int64_t get_frame_count() const;
  [[nodiscard]] double get_length() const override;
  [[nodiscard]] Ref<AudioStreamPlayback> instantiate_playback() override;

 protected:
  static void _bind_methods();

 private:
  PackedByteArray data_;
  Format format_ = FORMAT_8_BITS;
  LoopMode loop_mode_ = LOOP_DISABLED;
  int loop_begin_ = 0;
  int loop_end_ = 0;
  int mix_rate_ = 44100;
  bool stereo_ = false;
};

}  // namespace arbor
