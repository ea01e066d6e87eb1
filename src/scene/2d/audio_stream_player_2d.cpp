#include "arbor/scene/2d/audio_stream_player_2d.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/scene/2d/area_2d.h"
#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/2d/world_2d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_2d.h"
#include "scene/audio/audio_player_bindings.h"
#include "servers/audio/audio_checks.h"

namespace arbor {
namespace {
// Godot's audio/general/2d_panning_strength, halved as Godot bakes it in.
constexpr double kGlobalPanning = 0.5 * 0.5;
// Godot's MAX_INTERSECT_AREAS.
constexpr std::size_t kMaxAreas = 32;

// The bus an area gives a sound at `position` (Godot's _get_actual_bus): that of the Area2D of
// highest priority on the `mask` layers that contains the point and overrides the bus (the
// first the space reports among equals), else `own`.
StringName actual_bus(const World2D& world, const SceneTree& tree, const Vector2& position,
                      std::uint32_t mask, const StringName& own) {
  const PhysicsServer2D* physics = world.get_physics_server();
  if (!physics || world.get_space_handle().is_null()) return own;
  PointQuery2D query;
  query.position = position;
  query.filter.collision_mask = mask;
  query.filter.collide_with_bodies = false;
  query.filter.collide_with_areas = true;
  std::array<ShapeHit2D, kMaxAreas> hits;
  const int count = physics->space_intersect_point(world.get_space_handle(), query, hits);
  const Area2D* chosen = nullptr;
  for (int i = 0; i < count; ++i) {
    const auto* area = dynamic_cast<const Area2D*>(tree.find(hits[std::size_t(i)].collider_id));
    if (!area || !area->is_overriding_audio_bus()) continue;
    if (!chosen || area->get_priority() > chosen->get_priority()) chosen = area;
  }
  return chosen ? chosen->get_audio_bus_name() : own;
}
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
  if (const World2D* world = get_world_2d()) {
    mix.buses[0].bus =
        actual_bus(*world, *get_tree(), get_global_position(), area_mask_, get_bus());
  }
  const Vector2 screen(real_t(viewport->get_size().x), real_t(viewport->get_size().y));
  const Vector2 position = get_global_position();
  Vector2 listener_position;
  Vector2 relative;
  if (const AudioListener2D* listener = viewport->get_audio_listener_2d()) {
    listener_position = listener->get_global_position();
    relative = (position - listener_position).rotated(-listener->get_global_rotation());
  } else {
    // No listener: the centre of the visible area (Arbor's canvas is neither scrolled nor
    // scaled).
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
