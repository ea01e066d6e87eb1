// AudioStreamRandomizer: plays one of several streams, with random pitch and volume.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/scene/resources/audio_stream.h"

namespace arbor {

/// Godot's AudioStreamRandomizer: each playback picks one of `streams` (by weight; never the
/// same twice in a row with PLAYBACK_RANDOM_NO_REPEATS, in order with PLAYBACK_SEQUENTIAL) and
/// plays it at a pitch in [1/random_pitch, random_pitch] and a volume offset in
/// ±random_volume_offset_db. The choices come from a generator seeded the same way on every
/// run (so captures are reproducible); set_seed() changes the sequence.
class AudioStreamRandomizer : public AudioStream {
  ARBOR_CLASS(AudioStreamRandomizer, AudioStream)

 public:
  enum PlaybackMode : int {
    PLAYBACK_RANDOM_NO_REPEATS = 0,
    PLAYBACK_RANDOM = 1,
    PLAYBACK_SEQUENTIAL = 2,
  };

  /// Inserts a stream at `index` (-1: the end).
  void add_stream(int index, const Ref<AudioStream>& stream, double weight = 1.0);
  void move_stream(int index_from, int index_to);
  void remove_stream(int index);
  void set_stream(int index, const Ref<AudioStream>& stream);
  [[nodiscard]] Ref<AudioStream> get_stream(int index) const;
  void set_stream_probability_weight(int index, double weight);
  [[nodiscard]] double get_stream_probability_weight(int index) const;
  void set_streams_count(int count);
  [[nodiscard]] int get_streams_count() const { return int(streams_.size()); }

  void set_playback_mode(PlaybackMode mode);
  [[nodiscard]] PlaybackMode get_playback_mode() const { return mode_; }
  /// At least 1 (no change of pitch).
  void set_random_pitch(double scale);
  [[nodiscard]] double get_random_pitch() const { return random_pitch_; }
  void set_random_volume_offset_db(double db);
  [[nodiscard]] double get_random_volume_offset_db() const { return random_volume_offset_db_; }
  void set_seed(std::uint64_t seed) { rng_state_ = seed; }

  [[nodiscard]] Ref<AudioStreamPlayback> instantiate_playback() override;

 protected:
  static void _bind_methods();
  bool _set(const StringName& property, const Variant& value) override;
  bool _get(const StringName& property, Variant& value) const override;
  void _get_property_list(std::vector<PropertyInfo>& list) const override;

 private:
  struct Entry {
    Ref<Resource> stream;  ///< an AudioStream, or the placeholder a file gave (kept, not played)
    double weight = 1.0;
    bool weight_from_file = false;  ///< set through the `stream_<i>/weight` property
  };
  /// A number in [0, 1) from the generator.
  double random();
  [[nodiscard]] int checked(int index, const char* caller) const;
  [[nodiscard]] int pick();

  std::vector<Entry> streams_;
  PlaybackMode mode_ = PLAYBACK_RANDOM_NO_REPEATS;
  double random_pitch_ = 1.0;
  double random_volume_offset_db_ = 0.0;
  std::uint64_t rng_state_ = 0x853C49E6748FEA9Bull;
  int last_ = -1;
};

}  // namespace arbor
