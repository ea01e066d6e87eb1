// AudioStreamPlayer3D: plays a sound at a 3D position (Godot's AudioStreamPlayer3D).
#pragma once

#include <cstdint>
#include <memory>

#include "arbor/core/math/vector3.h"
#include "arbor/scene/audio/audio_player_base.h"
#include "arbor/scene/node_3d.h"

namespace arbor {

class Area3D;
namespace detail {
class VelocityTracker3D;
}

/// Plays its stream from its global position, heard by the viewport's current AudioListener3D,
/// or without one by its current Camera3D (Godot's rule; with neither, from the viewport's
/// origin facing -Z). Godot's rules, at distance d from the listener:
/// - level (dB) = the attenuation model's — inverse: 20 log10(1 / (d / unit_size + ε));
///   inverse square: 20 log10(1 / ((d / unit_size)² + ε)); logarithmic: -20 ln(d / unit_size
///   + ε); disabled: 0 — plus volume_db, capped at max_db; beyond it, a linear fade to
///   silence at max_distance when that is set (> 0);
/// - a high shelf at attenuation_filter_cutoff_hz dulls far sounds (attenuation_filter_db at
///   silence, none at full level), more outside the emission angle when that is enabled;
/// - stereo panning over two speakers at ±45° in front, as sharp as panning_strength;
/// - with doppler_tracking, the relative speed along the line of sight shifts the pitch
///   (343 m/s, within ×1/8 to ×8), the listener's (or camera's) tracked velocity included.
/// Areas: of the Area3Ds on the area_mask layers whose shapes contain the player's position and
/// that override the audio bus or use a reverb bus, the one of highest priority applies (its
/// layers are looked up in the physics space each frame). With audio_bus_override the sound
/// plays on the area's audio_bus_name instead of `bus`; with a reverb bus it is also sent
/// there, at reverb_bus_amount of its levels, blended by reverb_bus_uniformity towards the
/// area's surface nearest the listener (a uniform-reverb area farther than max_distance
/// silences the sound).
class AudioStreamPlayer3D : public AudioPlayerBase<Node3D> {
  ARBOR_CLASS(AudioStreamPlayer3D, Node3D)

 public:
  enum AttenuationModel : int {
    ATTENUATION_INVERSE_DISTANCE = 0,
    ATTENUATION_INVERSE_SQUARE_DISTANCE = 1,
    ATTENUATION_LOGARITHMIC = 2,
    ATTENUATION_DISABLED = 3,
  };
  enum DopplerTracking : int {
    DOPPLER_TRACKING_DISABLED = 0,
    DOPPLER_TRACKING_IDLE_STEP = 1,
    DOPPLER_TRACKING_PHYSICS_STEP = 2,
  };

  AudioStreamPlayer3D();
  ~AudioStreamPlayer3D() override;

  void set_attenuation_model(AttenuationModel model);
  [[nodiscard]] AttenuationModel get_attenuation_model() const { return attenuation_model_; }
  /// The distance at which the inverse models leave the level unchanged (10 m). Positive.
  void set_unit_size(double size);
  [[nodiscard]] double get_unit_size() const { return unit_size_; }
  void set_max_db(double db) { max_db_ = db; }
  [[nodiscard]] double get_max_db() const { return max_db_; }
  /// 0: no limit. Not negative.
  void set_max_distance(double meters);
  [[nodiscard]] double get_max_distance() const { return max_distance_; }
  void set_panning_strength(double strength);
  [[nodiscard]] double get_panning_strength() const { return panning_strength_; }
  /// Physics layers whose areas may redirect the sound (see the class comment).
  void set_area_mask(std::int64_t mask) { area_mask_ = std::uint32_t(mask); }
  [[nodiscard]] std::uint32_t get_area_mask() const { return area_mask_; }
  void set_emission_angle_enabled(bool enabled) { emission_angle_enabled_ = enabled; }
  [[nodiscard]] bool is_emission_angle_enabled() const { return emission_angle_enabled_; }
  void set_emission_angle(double degrees) { emission_angle_ = degrees; }
  [[nodiscard]] double get_emission_angle() const { return emission_angle_; }
  void set_emission_angle_filter_attenuation_db(double db) { emission_angle_filter_db_ = db; }
  [[nodiscard]] double get_emission_angle_filter_attenuation_db() const {
    return emission_angle_filter_db_;
  }
  void set_attenuation_filter_cutoff_hz(double hz) { attenuation_filter_cutoff_hz_ = hz; }
  [[nodiscard]] double get_attenuation_filter_cutoff_hz() const {
    return attenuation_filter_cutoff_hz_;
  }
  void set_attenuation_filter_db(double db) { attenuation_filter_db_ = db; }
  [[nodiscard]] double get_attenuation_filter_db() const { return attenuation_filter_db_; }
  void set_doppler_tracking(DopplerTracking tracking);
  [[nodiscard]] DopplerTracking get_doppler_tracking() const { return doppler_tracking_; }

  /// The level in dB the attenuation model gives at `distance` (with volume_db, capped at
  /// max_db; before the max_distance fade).
  [[nodiscard]] double get_attenuation_db(double distance) const;

 protected:
  static void _bind_methods();
  void compute_mix(AudioPlayerMix& mix) override;
  [[nodiscard]] bool follows_listener() const override { return true; }
  void _engine_notification(int what) override;

 private:
  /// Adds `area`'s reverb send to `mix`, whose first bus holds the direct sound; `area_point`
  /// is the area's nearest surface point in the listener's frame (with a uniformity).
  void add_reverb_send(AudioPlayerMix& mix, const Area3D& area, const Vector3& area_point) const;

  AttenuationModel attenuation_model_ = ATTENUATION_INVERSE_DISTANCE;
  double unit_size_ = 10.0;
  double max_db_ = 3.0;
  double max_distance_ = 0.0;
  double panning_strength_ = 1.0;
  std::uint32_t area_mask_ = 1;
  bool emission_angle_enabled_ = false;
  double emission_angle_ = 45.0;
  double emission_angle_filter_db_ = -12.0;
  double attenuation_filter_cutoff_hz_ = 5000.0;
  double attenuation_filter_db_ = -24.0;
  DopplerTracking doppler_tracking_ = DOPPLER_TRACKING_DISABLED;
  std::unique_ptr<detail::VelocityTracker3D> velocity_;
};

}  // namespace arbor
