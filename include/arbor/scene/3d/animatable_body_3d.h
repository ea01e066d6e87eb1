// AnimatableBody3D: a static body moved by code or animation (Godot 4's AnimatableBody3D).
#pragma once

#include "arbor/scene/3d/static_body_3d.h"

namespace arbor {

/// A moving platform or door: moving it (by code, a tween, an animation) moves it as a
/// kinematic body, so what stands on it is carried and what is in its way is pushed, with the
/// velocity of its motion.
class AnimatableBody3D : public StaticBody3D {
  ARBOR_CLASS(AnimatableBody3D, StaticBody3D)

 public:
  AnimatableBody3D() : StaticBody3D(BodyMode::KINEMATIC) {}

  /// Godot's sync_to_physics (default true). Either way the server takes each move as a
  /// kinematic motion over the next step; Arbor pushes moves at once, so both behave alike.
  void set_sync_to_physics(bool enabled) { sync_to_physics_ = enabled; }
  [[nodiscard]] bool is_sync_to_physics_enabled() const { return sync_to_physics_; }

 protected:
  static void _bind_methods();

 private:
  bool sync_to_physics_ = true;
};

}  // namespace arbor
