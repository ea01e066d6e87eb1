// HingeJoint3D: a hinge between two bodies (Godot 4's HingeJoint3D).
#pragma once

#include <array>
#include <cstddef>

#include "arbor/scene/3d/joint_3d.h"
#include "arbor/servers/physics/joint_3d_types.h"

namespace arbor {

/// A hinge: the bodies turn about the joint's Z axis only, optionally within angular limits and
/// driven by a motor. Parameters as Godot names them.
class HingeJoint3D : public Joint3D {
  ARBOR_CLASS(HingeJoint3D, Joint3D)

 public:
  enum Param : int {
    PARAM_BIAS,
    PARAM_LIMIT_UPPER,
    PARAM_LIMIT_LOWER,
    PARAM_LIMIT_BIAS,
    PARAM_LIMIT_SOFTNESS,
    PARAM_LIMIT_RELAXATION,
    PARAM_MOTOR_TARGET_VELOCITY,
    PARAM_MOTOR_MAX_IMPULSE,
    PARAM_MAX
  };
  enum Flag : int { FLAG_USE_LIMIT, FLAG_ENABLE_MOTOR, FLAG_MAX };

  HingeJoint3D() = default;

  void set_param(Param param, real_t value);
  [[nodiscard]] real_t get_param(Param param) const { return params_.at(std::size_t(param)); }
  void set_flag(Flag flag, bool enabled);
  [[nodiscard]] bool get_flag(Flag flag) const { return flags_.at(std::size_t(flag)); }

  template <std::size_t I>
  void set_indexed(real_t value) {
    set_param(Param(I), value);
  }
  template <std::size_t I>
  [[nodiscard]] real_t get_indexed() const {
    return get_param(Param(I));
  }
  template <std::size_t I>
  void set_indexed_flag(bool enabled) {
    set_flag(Flag(I), enabled);
  }
  template <std::size_t I>
  [[nodiscard]] bool get_indexed_flag() const {
    return get_flag(Flag(I));
  }

 protected:
  static void _bind_methods();
  void configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                 PhysicsBody3D* b) override;

 private:
  std::array<real_t, std::size_t(PARAM_MAX)> params_ = joint_defaults::kHinge;
  std::array<bool, std::size_t(FLAG_MAX)> flags_{};
};

}  // namespace arbor
