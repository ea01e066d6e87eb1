// SliderJoint3D: a slider between two bodies (Godot 4's SliderJoint3D).
#pragma once

#include <array>
#include <cstddef>

#include "arbor/scene/3d/joint_3d.h"
#include "arbor/servers/physics/joint_3d_types.h"

namespace arbor {

/// A slider: the bodies move along the joint's X axis, within linear and angular limits. Parameters
/// as Godot names them.
class SliderJoint3D : public Joint3D {
  ARBOR_CLASS(SliderJoint3D, Joint3D)

 public:
  enum Param : int {
    PARAM_LINEAR_LIMIT_UPPER,
    PARAM_LINEAR_LIMIT_LOWER,
    PARAM_LINEAR_LIMIT_SOFTNESS,
    PARAM_LINEAR_LIMIT_RESTITUTION,
    PARAM_LINEAR_LIMIT_DAMPING,
    PARAM_LINEAR_MOTION_SOFTNESS,
    PARAM_LINEAR_MOTION_RESTITUTION,
    PARAM_LINEAR_MOTION_DAMPING,
    PARAM_LINEAR_ORTHOGONAL_SOFTNESS,
    PARAM_LINEAR_ORTHOGONAL_RESTITUTION,
    PARAM_LINEAR_ORTHOGONAL_DAMPING,
    PARAM_ANGULAR_LIMIT_UPPER,
    PARAM_ANGULAR_LIMIT_LOWER,
    PARAM_ANGULAR_LIMIT_SOFTNESS,
    PARAM_ANGULAR_LIMIT_RESTITUTION,
    PARAM_ANGULAR_LIMIT_DAMPING,
    PARAM_ANGULAR_MOTION_SOFTNESS,
    PARAM_ANGULAR_MOTION_RESTITUTION,
    PARAM_ANGULAR_MOTION_DAMPING,
    PARAM_ANGULAR_ORTHOGONAL_SOFTNESS,
    PARAM_ANGULAR_ORTHOGONAL_RESTITUTION,
    PARAM_ANGULAR_ORTHOGONAL_DAMPING,
    PARAM_MAX
  };

  SliderJoint3D() = default;

  void set_param(Param param, real_t value);
  [[nodiscard]] real_t get_param(Param param) const { return params_.at(std::size_t(param)); }

  template <std::size_t I>
  void set_indexed(real_t value) {
    set_param(Param(I), value);
  }
  template <std::size_t I>
  [[nodiscard]] real_t get_indexed() const {
    return get_param(Param(I));
  }

 protected:
  static void _bind_methods();
  void configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                 PhysicsBody3D* b) override;

 private:
  std::array<real_t, std::size_t(PARAM_MAX)> params_ = joint_defaults::kSlider;
};

}  // namespace arbor
