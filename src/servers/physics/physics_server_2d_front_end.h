// PhysicsServer2DFrontEnd: the backend-free part of every 2D physics server (the shared
// PhysicsServerFrontEnd) with the 2D joints' kinds and parameters. A backend (null, Box2D)
// derives from it and implements the backend_* hooks, the queries and body_test_motion.
#pragma once

#include <string>
#include <utility>

#include "servers/physics/physics_server_front_end.h"

namespace arbor::physics {

using ShapeInstance2D = ShapeInstance<Traits2D>;
using SpaceRecord2D = SpaceRecord<Traits2D>;
using ShapeRecord2D = ShapeRecord<Traits2D>;
using ObjectRecord2D = ObjectRecord<Traits2D>;

class PhysicsServer2DFrontEnd : public PhysicsServerFrontEnd<Traits2D> {
 public:
  explicit PhysicsServer2DFrontEnd(std::string backend_name)
      : PhysicsServerFrontEnd<Traits2D>(std::move(backend_name)) {}

  void body_set_shape_as_one_way_collision(BodyHandle2D body, int index, bool enabled,
                                           real_t margin) override;

  // -- joints ----------------------------------------------------------------------------------
  void joint_make_pin(JointHandle2D joint, const Vector2& anchor, BodyHandle2D body_a,
                      BodyHandle2D body_b) override;
  void joint_make_groove(JointHandle2D joint, const Vector2& a_groove1, const Vector2& a_groove2,
                         const Vector2& b_anchor, BodyHandle2D body_a,
                         BodyHandle2D body_b) override;
  void joint_make_damped_spring(JointHandle2D joint, const Vector2& anchor_a,
                                const Vector2& anchor_b, BodyHandle2D body_a,
                                BodyHandle2D body_b) override;
  void joint_set_param(JointHandle2D joint, JointParam2D param, real_t value) override;
  [[nodiscard]] real_t joint_get_param(JointHandle2D joint, JointParam2D param) const override;
  void pin_joint_set_param(JointHandle2D joint, PinJointParam2D param, real_t value) override;
  [[nodiscard]] real_t pin_joint_get_param(JointHandle2D joint,
                                           PinJointParam2D param) const override;
  void pin_joint_set_flag(JointHandle2D joint, PinJointFlag2D flag, bool enabled) override;
  [[nodiscard]] bool pin_joint_get_flag(JointHandle2D joint, PinJointFlag2D flag) const override;
  void damped_spring_joint_set_param(JointHandle2D joint, DampedSpringParam2D param,
                                     real_t value) override;
  [[nodiscard]] real_t damped_spring_joint_get_param(JointHandle2D joint,
                                                     DampedSpringParam2D param) const override;

 private:
  /// A global point in a body's frame (the world's when the body is null).
  [[nodiscard]] Vector2 to_body(BodyHandle2D body, const Vector2& point) const;
};

}  // namespace arbor::physics
