// ConeTwistJoint3D: a ball joint with limits between two bodies (Godot 4's ConeTwistJoint3D).
#pragma once

#include <array>
#include <cstddef>

#include "arbor/scene/3d/joint_3d.h"
#include "arbor/servers/physics/joint_3d_types.h"

namespace arbor {

/// A ball joint with limits: the bodies twist about the joint's X axis within twist_span and swing
/// it within a cone of swing_span. Parameters as Godot names them.
class ConeTwistJoint3D : public Joint3D {
  ARBOR_CLASS(ConeTwistJoint3D, Joint3D)

 public:
  enum Param : int {
    PARAM_SWING_SPAN,
    PARAM_TWIST_SPAN,
    PARAM_BIAS,
    PARAM_SOFTNESS,
    PARAM_RELAXATION,
    PARAM_MAX
  };

  ConeTwistJoint3D() = default;

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
  std::array<real_t, std::size_t(PARAM_MAX)> params_ = joint_defaults::kConeTwist;
};

}  // namespace arbor
