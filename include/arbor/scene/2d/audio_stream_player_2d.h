// AudioStreamPlayer2D: plays a sound at a 2D position (Godot's AudioStreamPlayer2D).
#pragma once

#include <cstdint>

#include "arbor/scene/audio/audio_player_base.h"
#include "arbor/scene/node_2d.h"

namespace arbor {

/// Plays its stream from its global position, heard by the viewport's current
/// AudioListener2D, or without one from the centre of the viewport's visible area (Godot's
/// rule; Arbor's canvas is not scrolled or scaled, so that is the centre of its size). Godot's
/// rules: at distance d the level is (1 - d / max_distance) ^ attenuation × volume, silent
/// beyond max_distance (2000 px); the horizontal offset, over the screen's width and clamped to
/// ±1, pans by panning_strength × 0.25 (Godot's default 2D panning strength of 0.5 halved).
/// Areas: of the Area2Ds on the area_mask layers whose shapes contain the player's position and
/// override the audio bus, the one of highest priority makes the sound play on its
/// audio_bus_name instead of `bus` (looked up in the physics space each frame).
class AudioStreamPlayer2D : public AudioPlayerBase<Node2D> {
  ARBOR_CLASS(AudioStreamPlayer2D, Node2D)

 public:
  /// Must be positive.
  void set_max_distance(double pixels);
  [[nodiscard]] double get_max_distance() const { return max_distance_; }
  void set_attenuation(double curve) { attenuation_ = curve; }
  [[nodiscard]] double get_attenuation() const { return attenuation_; }
  /// Not negative.
  void set_panning_strength(double strength);
  [[nodiscard]] double get_panning_strength() const { return panning_strength_; }
  /// Physics layers whose areas may redirect the sound (see the class comment).
  void set_area_mask(std::int64_t mask) { area_mask_ = std::uint32_t(mask); }
  [[nodiscard]] std::uint32_t get_area_mask() const { return area_mask_; }

 protected:
  static void _bind_methods();
  void compute_mix(AudioPlayerMix& mix) override;
  [[nodiscard]] bool follows_listener() const override { return true; }

 private:
  double max_distance_ = 2000.0;
  double attenuation_ = 1.0;
  double panning_strength_ = 1.0;
  std::uint32_t area_mask_ = 1;
};

}  // namespace arbor
