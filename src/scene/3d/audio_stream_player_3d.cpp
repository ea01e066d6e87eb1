#include "arbor/scene/3d/audio_stream_player_3d.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/scene/3d/area_3d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/3d/velocity_tracker_3d.h"
#include "scene/audio/audio_player_bindings.h"
#include "servers/audio/audio_checks.h"

namespace arbor {
namespace {

constexpr double kEpsilon = 0.00001;          // Godot's CMP_EPSILON
constexpr double kGlobalPanning = 0.5 * 2.0;  // Godot's 3d_panning_strength, doubled as Godot does
constexpr double kSpeedOfSound = 343.0;

double db_to_linear(double db) { return std::exp(db * 0.11512925464970228420089957273422); }
double linear_to_db(double linear) { return std::log(linear) * 8.6858896380650365530225783783321; }

// Godot's speaker-placement panning (Spcap) for a stereo pair at ±45° in front: each
// speaker's gain grows with how much the sound comes from its direction, then the pair is
// normalized to constant power.
AudioFrame stereo_gains(const Vector3& direction, double tightness) {
  static const std::array<Vector3, 2> speakers = {Vector3(-1, 0, -1).normalized(),
                                                  Vector3(1, 0, -1).normalized()};
  double effective[2] = {0.0, 0.0};
  for (int i = 0; i < 2; ++i) {
    for (const Vector3& other : speakers) {
      effective[i] += 0.5 * (1.0 + double(speakers[std::size_t(i)].dot(other)));
    }
  }
  double squared[2];
  for (int i = 0; i < 2; ++i) {
    const double gain = 0.5 *
                        std::pow(1.0 + double(speakers[std::size_t(i)].dot(direction)), tightness) /
                        effective[i];
    squared[i] = gain * gain;
  }
  const double sum = squared[0] + squared[1];
  return {float(std::sqrt(squared[0] / sum)), float(std::sqrt(squared[1] / sum))};
}

// Where a viewport hears 3D sound from, and how fast that point moves.
struct Ear {
  Transform3D transform;  // orthonormal: -Z ahead, +X to the right
  Vector3 velocity;
};

// Godot's rule: the viewport's current AudioListener3D, else its current Camera3D (Arbor: else
// the viewport's origin, facing -Z).
Ear ear_of(const SceneViewport& viewport) {
  if (const AudioListener3D* listener = viewport.get_audio_listener_3d()) {
    return {listener->get_listener_transform(), listener->get_doppler_tracked_velocity()};
  }
  if (const Camera3D* camera = viewport.get_camera_3d()) {
    return {camera->get_global_transform().orthonormalized(),
            camera->get_doppler_tracked_velocity()};
  }
  return {};
}

// Godot's MAX_INTERSECT_AREAS.
constexpr std::size_t kMaxAreas = 32;

// The area that redirects a sound at `position` (Godot's _get_overriding_area): among the
// Area3Ds on the `mask` layers that contain the point and override the bus or send to a
// reverb bus, the one of highest priority (the first the space reports among equals).
const Area3D* overriding_area(const World3D& world, const SceneTree& tree, const Vector3& position,
                              std::uint32_t mask) {
  const PhysicsServer3D* physics = world.get_physics_server();
  if (!physics || world.get_space_handle().is_null()) return nullptr;
  PointQuery3D query;
  query.position = position;
  query.filter.collision_mask = mask;
  query.filter.collide_with_bodies = false;
  query.filter.collide_with_areas = true;
  std::array<ShapeHit3D, kMaxAreas> hits;
  const int count = physics->space_intersect_point(world.get_space_handle(), query, hits);
  const Area3D* chosen = nullptr;
  for (int i = 0; i < count; ++i) {
    const auto* area = dynamic_cast<const Area3D*>(tree.find(hits[std::size_t(i)].collider_id));
    if (!area || !(area->is_overriding_audio_bus() || area->is_using_reverb_bus())) continue;
    if (!chosen || area->get_priority() > chosen->get_priority()) chosen = area;
  }
  return chosen;
}

AudioFrame lerp(const AudioFrame& from, const AudioFrame& to, double weight) {
  return from + (to - from) * float(weight);
}

}  // namespace

AudioStreamPlayer3D::AudioStreamPlayer3D()
    : velocity_(std::make_unique<detail::VelocityTracker3D>()) {}
AudioStreamPlayer3D::~AudioStreamPlayer3D() = default;

void AudioStreamPlayer3D::set_attenuation_model(AttenuationModel model) {
  if (model < ATTENUATION_INVERSE_DISTANCE || model > ATTENUATION_DISABLED) {
    throw Error("AudioStreamPlayer3D::set_attenuation_model: unknown model " +
                std::to_string(int(model)));
  }
  attenuation_model_ = model;
}

void AudioStreamPlayer3D::set_unit_size(double size) {
  detail::require_positive(size, "AudioStreamPlayer3D::set_unit_size");
  unit_size_ = size;
}

void AudioStreamPlayer3D::set_max_distance(double meters) {
  detail::require_not_negative(meters, "AudioStreamPlayer3D::set_max_distance");
  max_distance_ = meters;
}

void AudioStreamPlayer3D::set_panning_strength(double strength) {
  detail::require_not_negative(strength, "AudioStreamPlayer3D::set_panning_strength");
  panning_strength_ = strength;
}

void AudioStreamPlayer3D::set_doppler_tracking(DopplerTracking tracking) {
  if (tracking < DOPPLER_TRACKING_DISABLED || tracking > DOPPLER_TRACKING_PHYSICS_STEP) {
    throw Error("AudioStreamPlayer3D::set_doppler_tracking: unknown mode " +
                std::to_string(int(tracking)));
  }
  doppler_tracking_ = tracking;
  if (is_inside_tree()) velocity_->reset(get_global_position());
  set_physics_process_internal(tracking == DOPPLER_TRACKING_PHYSICS_STEP);
}

double AudioStreamPlayer3D::get_attenuation_db(double distance) const {
  double db = 0.0;
  const double d = distance / unit_size_;
  switch (attenuation_model_) {
    case ATTENUATION_INVERSE_DISTANCE:
      db = linear_to_db(1.0 / (d + kEpsilon));
      break;
    case ATTENUATION_INVERSE_SQUARE_DISTANCE:
      db = linear_to_db(1.0 / (d * d + kEpsilon));
      break;
    case ATTENUATION_LOGARITHMIC:
      db = -20.0 * std::log(d + kEpsilon);
      break;
    case ATTENUATION_DISABLED:
      break;
  }
  return std::min(db + get_volume_db(), max_db_);
}

void AudioStreamPlayer3D::compute_mix(AudioPlayerMix& mix) {
  mix.bus_count = 1;
  mix.buses[0] = AudioBusVolume{get_bus(), AudioFrame()};
  mix.pitch_scale = float(get_pitch_scale());
  mix.shelf_cutoff_hz = float(attenuation_filter_cutoff_hz_);
  const SceneViewport* viewport = get_viewport();
  if (!viewport) return;
  const Ear ear = ear_of(*viewport);
  const Vector3 position = get_global_position();
  const Vector3 local = ear.transform.basis.xform_inv(position - ear.transform.origin);
  const double distance = local.length();

  const World3D* world = get_world_3d();
  const Area3D* area = world ? overriding_area(*world, *get_tree(), position, area_mask_) : nullptr;
  if (area && area->is_overriding_audio_bus()) mix.buses[0].bus = area->get_audio_bus_name();
  // With a uniform reverb, the area is heard from its surface nearest the listener; a sound
  // whose area is beyond max_distance is not heard (Godot's rule).
  Vector3 area_point;
  const bool uniform_reverb =
      area && area->is_using_reverb_bus() && area->get_reverb_uniformity() > 0;
  if (uniform_reverb) {
    const Vector3 surface = world->get_physics_server()->space_get_closest_point_to_object_volume(
        world->get_space_handle(), area->get_rid(), ear.transform.origin);
    area_point = ear.transform.xform_inv(surface);
    if (max_distance_ > 0 && double(area_point.length()) > max_distance_) return;
  }

  double level = db_to_linear(get_attenuation_db(distance));
  if (max_distance_ > 0) level *= std::max(0.0, 1.0 - distance / max_distance_);
  double filter_db = (1.0 - std::min(1.0, level)) * attenuation_filter_db_;
  if (emission_angle_enabled_) {
    const Vector3 to_player = (position - ear.transform.origin).normalized();
    const double c = double(to_player.dot(get_global_basis().get_column(2).normalized()));
    const double angle = std::acos(std::clamp(c, -1.0, 1.0)) * 180.0 / std::numbers::pi;
    if (angle > emission_angle_) filter_db += emission_angle_filter_db_;
  }
  mix.shelf_gain = float(db_to_linear(filter_db));
  mix.buses[0].volume =
      stereo_gains(local.normalized(), kGlobalPanning * panning_strength_) * float(level);
  if (area && area->is_using_reverb_bus()) add_reverb_send(mix, *area, area_point);

  if (doppler_tracking_ == DOPPLER_TRACKING_DISABLED) return;
  const Vector3 relative =
      ear.transform.basis.xform_inv(velocity_->get_tracked_linear_velocity() - ear.velocity);
  if (relative == Vector3()) return;
  const double approaching = double(local.normalized().dot(relative.normalized()));
  const double pitch =
      get_pitch_scale() * kSpeedOfSound / (kSpeedOfSound + double(relative.length()) * approaching);
  mix.pitch_scale = float(std::clamp(pitch, 1.0 / 8.0, 8.0));
}

void AudioStreamPlayer3D::add_reverb_send(AudioPlayerMix& mix, const Area3D& area,
                                          const Vector3& area_point) const {
  // Godot's _calc_reverb_vol for stereo: the direct sound's levels, blended by the uniformity
  // towards those of the area's nearest surface (attenuated over its distance, centred as it
  // gets close), times the amount.
  const AudioFrame direct = mix.buses[0].volume;
  AudioFrame send = direct;
  const double uniformity = area.get_reverb_uniformity();
  if (uniformity > 0) {
    const double attenuation = db_to_linear(get_attenuation_db(double(area_point.length())));
    const AudioFrame centre(0.5f, 0.5f);
    AudioFrame from_area = centre;
    if (attenuation < 1.0) {
      const Vector3 flat = Vector3(area_point.x, 0, area_point.z).normalized();
      const float right = float(flat.x) * 0.5f + 0.5f;
      from_area = lerp(AudioFrame(1.0f - right, right), centre, attenuation);
    }
    send = lerp(direct, from_area * float(attenuation), uniformity);
  }
  send = send * float(area.get_reverb_amount());
  // The direct sound stays on its bus (the dry signal; Godot 4 drops it when the area does not
  // also override the bus, which its documentation does not intend); a send to the same bus
  // adds to it.
  if (area.get_reverb_bus_name() == mix.buses[0].bus) {
    mix.buses[0].volume = mix.buses[0].volume + send;
    return;
  }
  mix.buses[mix.bus_count++] = AudioBusVolume{area.get_reverb_bus_name(), send};
}

void AudioStreamPlayer3D::_engine_notification(int what) {
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      velocity_->reset(get_global_position());
      break;
    case NOTIFICATION_INTERNAL_PROCESS:
      if (doppler_tracking_ == DOPPLER_TRACKING_IDLE_STEP) {
        velocity_->update(get_global_position(), get_tree()->get_process_delta());
      }
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      if (doppler_tracking_ == DOPPLER_TRACKING_PHYSICS_STEP) {
        velocity_->update(get_global_position(), get_tree()->get_physics_delta());
      }
      break;
    default:
      break;
  }
  AudioPlayerBase<Node3D>::_engine_notification(what);
}

void AudioStreamPlayer3D::_bind_methods() {
  using P = AudioStreamPlayer3D;
  bind_player_api<P>();
  ClassDB::bind_method(D_METHOD("set_attenuation_model", "model"), &P::set_attenuation_model);
  ClassDB::bind_method(D_METHOD("get_attenuation_model"), &P::get_attenuation_model);
  ClassDB::bind_method(D_METHOD("set_unit_size", "unit_size"), &P::set_unit_size);
  ClassDB::bind_method(D_METHOD("get_unit_size"), &P::get_unit_size);
  ClassDB::bind_method(D_METHOD("set_max_db", "max_db"), &P::set_max_db);
  ClassDB::bind_method(D_METHOD("get_max_db"), &P::get_max_db);
  ClassDB::bind_method(D_METHOD("set_max_distance", "meters"), &P::set_max_distance);
  ClassDB::bind_method(D_METHOD("get_max_distance"), &P::get_max_distance);
  ClassDB::bind_method(D_METHOD("set_area_mask", "mask"), &P::set_area_mask);
  ClassDB::bind_method(D_METHOD("get_area_mask"), &P::get_area_mask);
  ClassDB::bind_method(D_METHOD("set_emission_angle", "degrees"), &P::set_emission_angle);
  ClassDB::bind_method(D_METHOD("get_emission_angle"), &P::get_emission_angle);
  ClassDB::bind_method(D_METHOD("set_emission_angle_enabled", "enabled"),
                       &P::set_emission_angle_enabled);
  ClassDB::bind_method(D_METHOD("is_emission_angle_enabled"), &P::is_emission_angle_enabled);
  ClassDB::bind_method(D_METHOD("set_emission_angle_filter_attenuation_db", "db"),
                       &P::set_emission_angle_filter_attenuation_db);
  ClassDB::bind_method(D_METHOD("get_emission_angle_filter_attenuation_db"),
                       &P::get_emission_angle_filter_attenuation_db);
  ClassDB::bind_method(D_METHOD("set_attenuation_filter_cutoff_hz", "degrees"),
                       &P::set_attenuation_filter_cutoff_hz);
  ClassDB::bind_method(D_METHOD("get_attenuation_filter_cutoff_hz"),
                       &P::get_attenuation_filter_cutoff_hz);
  ClassDB::bind_method(D_METHOD("set_attenuation_filter_db", "db"), &P::set_attenuation_filter_db);
  ClassDB::bind_method(D_METHOD("get_attenuation_filter_db"), &P::get_attenuation_filter_db);
  ClassDB::bind_method(D_METHOD("set_doppler_tracking", "mode"), &P::set_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracking"), &P::get_doppler_tracking);
  ClassDB::bind_method(D_METHOD("set_panning_strength", "panning_strength"),
                       &P::set_panning_strength);
  ClassDB::bind_method(D_METHOD("get_panning_strength"), &P::get_panning_strength);

  add_player_property("stream");
  ClassDB::add_property(PropertyInfo(Variant::INT, "attenuation_model", PROPERTY_HINT_ENUM,
                                     "Inverse,Inverse Square,Logarithmic,Disabled"),
                        "set_attenuation_model", "get_attenuation_model");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "volume_db", PROPERTY_HINT_RANGE, "-80,80,suffix:dB"),
      "set_volume_db", "get_volume_db");
  add_player_property("volume_linear");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "unit_size", PROPERTY_HINT_RANGE, "0.1,100,0.01,or_greater"),
      "set_unit_size", "get_unit_size");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "max_db", PROPERTY_HINT_RANGE, "-24,6,suffix:dB"), "set_max_db",
      "get_max_db");
  for (const char* name : {"pitch_scale", "playing", "autoplay", "stream_paused"}) {
    add_player_property(name);
  }
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "max_distance", PROPERTY_HINT_RANGE,
                                     "0,4096,0.01,or_greater,suffix:m"),
                        "set_max_distance", "get_max_distance");
  add_player_property("max_polyphony");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "panning_strength", PROPERTY_HINT_RANGE, "0,3,0.01,or_greater"),
      "set_panning_strength", "get_panning_strength");
  add_player_property("bus");
  ClassDB::add_property(PropertyInfo(Variant::INT, "area_mask"), "set_area_mask", "get_area_mask");
  add_player_property("playback_type");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "emission_angle_enabled"),
                        "set_emission_angle_enabled", "is_emission_angle_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "emission_angle_degrees", PROPERTY_HINT_RANGE,
                                     "0.1,90,0.1,degrees"),
                        "set_emission_angle", "get_emission_angle");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "emission_angle_filter_attenuation_db",
                                     PROPERTY_HINT_RANGE, "-80,0,0.1,suffix:dB"),
                        "set_emission_angle_filter_attenuation_db",
                        "get_emission_angle_filter_attenuation_db");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "attenuation_filter_cutoff_hz",
                                     PROPERTY_HINT_RANGE, "1,20500,1,suffix:Hz"),
                        "set_attenuation_filter_cutoff_hz", "get_attenuation_filter_cutoff_hz");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "attenuation_filter_db", PROPERTY_HINT_RANGE,
                                     "-80,0,0.1,suffix:dB"),
                        "set_attenuation_filter_db", "get_attenuation_filter_db");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "doppler_tracking", PROPERTY_HINT_ENUM, "Disabled,Idle,Physics"),
      "set_doppler_tracking", "get_doppler_tracking");
}

}  // namespace arbor
