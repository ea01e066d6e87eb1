// AudioListener3D: where 3D sound is heard from (Godot's AudioListener3D).
#pragma once

#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/node_3d.h"

namespace arbor {

namespace detail {
class VelocityTracker3D;
}

/// Hears the viewport's 3D sound from its global transform (facing -Z, +X to the right) while
/// it is current. The first listener to enter a viewport becomes current; make_current()
/// chooses another; when the current one leaves or clears, another in the viewport takes over.
/// With doppler_tracking, its own motion shifts the pitch of the sounds it hears.
class AudioListener3D : public Node3D {
  ARBOR_CLASS(AudioListener3D, Node3D)

 public:
  /// How the listener's velocity is measured (Godot's values).
  enum DopplerTracking : int {
    DOPPLER_TRACKING_DISABLED = 0,
    DOPPLER_TRACKING_IDLE_STEP = 1,
    DOPPLER_TRACKING_PHYSICS_STEP = 2,
  };

  AudioListener3D();
  ~AudioListener3D() override;

  void make_current();
  void clear_current();
  [[nodiscard]] bool is_current() const;
  /// The `current` property: make_current() or clear_current().
  void set_current(bool current);
  /// The global transform without scale.
  [[nodiscard]] Transform3D get_listener_transform() const;

  void set_doppler_tracking(DopplerTracking tracking);
  [[nodiscard]] DopplerTracking get_doppler_tracking() const { return doppler_tracking_; }
  /// The velocity measured over the last steps (zero without tracking).
  [[nodiscard]] Vector3 get_doppler_tracked_velocity() const;

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

 private:
  bool current_ = false;
  DopplerTracking doppler_tracking_ = DOPPLER_TRACKING_DISABLED;
  std::unique_ptr<detail::VelocityTracker3D> velocity_;
};

}  // namespace arbor
