// PinJoint3D: a pin between two bodies (Godot 4's PinJoint3D).
#pragma once

#include <array>
#include <cstddef>

#include "arbor/scene/3d/joint_3d.h"
#include "arbor/servers/physics/joint_3d_types.h"

namespace arbor {

/// A pin: both bodies keep the joint's point in common and turn freely about it. Parameters as
/// Godot names them.
class PinJoint3D : public Joint3D {
  ARBOR_CLASS(PinJoint3D, Joint3D)

 public:
  enum Param : int { PARAM_BIAS, PARAM_DAMPING, PARAM_IMPULSE_CLAMP, PARAM_MAX };

  PinJoint3D() = default;

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
  std::array<real_t, std::size_t(PARAM_MAX)> params_ = joint_defaults::kPin;
};

}  // namespace arbor
