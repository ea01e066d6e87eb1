#include "arbor/scene/2d/audio_stream_player_2d.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/scene_viewport.h"
#include "scene/audio/audio_player_bindings.h"
#include "servers/audio/audio_checks.h"

namespace arbor {
namespace {
// Godot's audio/general/2d_panning_strength, halved as Godot bakes it in.
constexpr double kGlobalPanning = 0.5 * 0.5;
}  // namespace

void AudioStreamPlayer2D::set_max_distance(double pixels) {
  detail::require_positive(pixels, "AudioStreamPlayer2D::set_max_distance");
  max_distance_ = pixels;
}

void AudioStreamPlayer2D::set_panning_strength(double strength) {
  detail::require_not_negative(strength, "AudioStreamPlayer2D::set_panning_strength");
  panning_strength_ = strength;
}

void AudioStreamPlayer2D::compute_mix(AudioPlayerMix& mix) {
  mix.bus_count = 1;
  mix.pitch_scale = float(get_pitch_scale());
  mix.buses[0] = AudioBusVolume{get_bus(), AudioFrame()};
  const SceneViewport* viewport = get_viewport();
  if (!viewport) return;
  const Vector2 screen(real_t(viewport->get_size().x), real_t(viewport->get_size().y));
  const Vector2 position = get_global_position();
  Vector2 listener_position;
  Vector2 relative;
  if (const AudioListener2D* listener = viewport->get_audio_listener_2d()) {
    listener_position = listener->get_global_position();
    relative = (position - listener_position).rotated(-listener->get_global_rotation());
  } else {
    // No listener: the centre of the screen (the canvas is not scrolled without a Camera2D).
    listener_position = screen * real_t(0.5);
    relative = position - listener_position;
  }
  const double distance = position.distance_to(listener_position);
  if (distance > max_distance_) return;  // out of earshot
  const double level = std::pow(1.0 - distance / max_distance_, attenuation_) *
                       std::pow(10.0, get_volume_db() / 20.0);
  double pan = std::clamp(double(relative.x / screen.x), -1.0, 1.0);
  pan = std::clamp(pan * panning_strength_ * kGlobalPanning + 0.5, 0.0, 1.0);
  mix.buses[0].volume = AudioFrame(float((1.0 - pan) * level), float(pan * level));
}

void AudioStreamPlayer2D::_bind_methods() {
  using P = AudioStreamPlayer2D;
  bind_player_api<P>();
  ClassDB::bind_method(D_METHOD("set_max_distance", "pixels"), &P::set_max_distance);
  ClassDB::bind_method(D_METHOD("get_max_distance"), &P::get_max_distance);
  ClassDB::bind_method(D_METHOD("set_attenuation", "curve"), &P::set_attenuation);
  ClassDB::bind_method(D_METHOD("get_attenuation"), &P::get_attenuation);
  ClassDB::bind_method(D_METHOD("set_panning_strength", "panning_strength"),
                       &P::set_panning_strength);
  ClassDB::bind_method(D_METHOD("get_panning_strength"), &P::get_panning_strength);
  ClassDB::bind_method(D_METHOD("set_area_mask", "mask"), &P::set_area_mask);
  ClassDB::bind_method(D_METHOD("get_area_mask"), &P::get_area_mask);
  for (const char* name : {"stream", "volume_db", "volume_linear", "pitch_scale", "playing",
                           "autoplay", "stream_paused"}) {
    add_player_property(name);
  }
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "max_distance", PROPERTY_HINT_RANGE,
                                     "1,4096,1,or_greater,exp,suffix:px"),
                        "set_max_distance", "get_max_distance");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "attenuation", PROPERTY_HINT_EXP_EASING, "attenuation"),
      "set_attenuation", "get_attenuation");
  add_player_property("max_polyphony");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "panning_strength", PROPERTY_HINT_RANGE, "0,3,0.01,or_greater"),
      "set_panning_strength", "get_panning_strength");
  add_player_property("bus");
  ClassDB::add_property(PropertyInfo(Variant::INT, "area_mask"), "set_area_mask", "get_area_mask");
  add_player_property("playback_type");
}

}  // namespace arbor
