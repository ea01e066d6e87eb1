#include "arbor/scene/3d/audio_listener_3d.h"

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/scene_tree.h"
#include "scene/3d/velocity_tracker_3d.h"
#include "scene/audio/viewport_listeners.h"

namespace arbor {

using detail::ViewportListeners;
constexpr detail::ListenerSpace kSpace = detail::ListenerSpace::SPACE_3D;

AudioListener3D::AudioListener3D() : velocity_(std::make_unique<detail::VelocityTracker3D>()) {}
AudioListener3D::~AudioListener3D() = default;

void AudioListener3D::make_current() { ViewportListeners::make_current(*this, kSpace, current_); }

void AudioListener3D::clear_current() { ViewportListeners::clear_current(*this, kSpace, current_); }

bool AudioListener3D::is_current() const {
  return ViewportListeners::is_current(*this, kSpace, current_);
}

void AudioListener3D::set_current(bool current) {
  ViewportListeners::set_current(*this, kSpace, current_, current);
}

Transform3D AudioListener3D::get_listener_transform() const {
  const Transform3D global = get_global_transform();
  return Transform3D(global.basis.orthonormalized(), global.origin);
}

void AudioListener3D::set_doppler_tracking(DopplerTracking tracking) {
  if (tracking < DOPPLER_TRACKING_DISABLED || tracking > DOPPLER_TRACKING_PHYSICS_STEP) {
    throw Error("AudioListener3D::set_doppler_tracking: unknown mode " +
                std::to_string(int(tracking)));
  }
  doppler_tracking_ = tracking;
  if (is_inside_tree()) velocity_->reset(get_global_position());
  set_process_internal(tracking == DOPPLER_TRACKING_IDLE_STEP);
  set_physics_process_internal(tracking == DOPPLER_TRACKING_PHYSICS_STEP);
}

Vector3 AudioListener3D::get_doppler_tracked_velocity() const {
  return doppler_tracking_ == DOPPLER_TRACKING_DISABLED ? Vector3()
                                                        : velocity_->get_tracked_linear_velocity();
}

void AudioListener3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  ViewportListeners::notification(*this, kSpace, current_, what);
  if (!is_inside_tree()) return;
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      velocity_->reset(get_global_position());
      break;
    case NOTIFICATION_INTERNAL_PROCESS:
      velocity_->update(get_global_position(), get_tree()->get_process_delta());
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      velocity_->update(get_global_position(), get_tree()->get_physics_delta());
      break;
    default:
      break;
  }
}

void AudioListener3D::_bind_methods() {
  using L = AudioListener3D;
  ClassDB::bind_method(D_METHOD("make_current"), &L::make_current);
  ClassDB::bind_method(D_METHOD("clear_current"), &L::clear_current);
  ClassDB::bind_method(D_METHOD("is_current"), &L::is_current);
  ClassDB::bind_method(D_METHOD("set_current", "current"), &L::set_current);
  ClassDB::bind_method(D_METHOD("get_listener_transform"), &L::get_listener_transform);
  ClassDB::bind_method(D_METHOD("set_doppler_tracking", "mode"), &L::set_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracking"), &L::get_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracked_velocity"), &L::get_doppler_tracked_velocity);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "doppler_tracking", PROPERTY_HINT_ENUM, "Disabled,Idle,Physics"),
      "set_doppler_tracking", "get_doppler_tracking");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "current"), "set_current", "is_current");
}

}  // namespace arbor
