#include "arbor/scene/2d/audio_listener_2d.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/scene_viewport.h"
#include "scene/audio/viewport_listeners.h"

namespace arbor {

using detail::ViewportListeners;

void AudioListener2D::make_current() {
  current_ = true;
  if (SceneViewport* viewport = get_viewport()) {
    ViewportListeners::make_current(*viewport, false, get_instance_id());
  }
}

void AudioListener2D::clear_current() {
  current_ = false;
  if (SceneViewport* viewport = get_viewport()) {
    ViewportListeners::clear_current(*viewport, false, get_instance_id());
  }
}

bool AudioListener2D::is_current() const {
  const SceneViewport* viewport = is_inside_tree() ? get_viewport() : nullptr;
  return viewport ? ViewportListeners::current(*viewport, false) == get_instance_id() : current_;
}

void AudioListener2D::set_current(bool current) {
  if (current) {
    make_current();
  } else {
    clear_current();
  }
}

void AudioListener2D::_engine_notification(int what) {
  Node2D::_engine_notification(what);
  SceneViewport* viewport = is_inside_tree() ? get_viewport() : nullptr;
  if (!viewport) return;
  if (what == NOTIFICATION_ENTER_TREE) {
    ViewportListeners::add(*viewport, false, get_instance_id(), current_);
  } else if (what == NOTIFICATION_EXIT_TREE) {
    current_ = is_current();  // kept for when it enters again
    ViewportListeners::remove(*viewport, false, get_instance_id());
  }
}

void AudioListener2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("make_current"), &AudioListener2D::make_current);
  ClassDB::bind_method(D_METHOD("clear_current"), &AudioListener2D::clear_current);
  ClassDB::bind_method(D_METHOD("is_current"), &AudioListener2D::is_current);
  ClassDB::bind_method(D_METHOD("set_current", "current"), &AudioListener2D::set_current);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "current"), "set_current", "is_current");
}

}  // namespace arbor
