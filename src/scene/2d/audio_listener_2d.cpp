#include "arbor/scene/2d/audio_listener_2d.h"

#include "arbor/core/object/class_db.h"
#include "scene/audio/viewport_listeners.h"

namespace arbor {

using detail::ViewportListeners;
constexpr detail::ListenerSpace kSpace = detail::ListenerSpace::SPACE_2D;

void AudioListener2D::make_current() { ViewportListeners::make_current(*this, kSpace, current_); }

void AudioListener2D::clear_current() { ViewportListeners::clear_current(*this, kSpace, current_); }

bool AudioListener2D::is_current() const {
  return ViewportListeners::is_current(*this, kSpace, current_);
}

void AudioListener2D::set_current(bool current) {
  ViewportListeners::set_current(*this, kSpace, current_, current);
}

void AudioListener2D::_engine_notification(int what) {
  Node2D::_engine_notification(what);
  ViewportListeners::notification(*this, kSpace, current_, what);
}

void AudioListener2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("make_current"), &AudioListener2D::make_current);
  ClassDB::bind_method(D_METHOD("clear_current"), &AudioListener2D::clear_current);
  ClassDB::bind_method(D_METHOD("is_current"), &AudioListener2D::is_current);
  ClassDB::bind_method(D_METHOD("set_current", "current"), &AudioListener2D::set_current);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "current"), "set_current", "is_current");
}

}  // namespace arbor
