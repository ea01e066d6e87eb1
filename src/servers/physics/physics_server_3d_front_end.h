// PhysicsServer3DFrontEnd: the backend-free part of every 3D physics server (the shared
// PhysicsServerFrontEnd) with the 3D joints' kinds and parameters and the bodies' axis locks. A
// backend (null, Bullet) derives from it and implements the backend_* hooks, the queries and
// body_test_motion.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "servers/physics/physics_server_front_end.h"

namespace arbor::physics {

using ShapeInstance3D = ShapeInstance<Traits3D>;
using SpaceRecord3D = SpaceRecord<Traits3D>;
using ShapeRecord3D = ShapeRecord<Traits3D>;
using ObjectRecord3D = ObjectRecord<Traits3D>;

class PhysicsServer3DFrontEnd : public PhysicsServerFrontEnd<Traits3D> {
 public:
  explicit PhysicsServer3DFrontEnd(std::string backend_name)
      : PhysicsServerFrontEnd<Traits3D>(std::move(backend_name)) {}

  void body_set_axis_lock(BodyHandle3D body, std::uint8_t locked_axes) override;

  // -- joints ----------------------------------------------------------------------------------
  void joint_make_pin(JointHandle3D joint, BodyHandle3D body_a, const Vector3& local_a,
                      BodyHandle3D body_b, const Vector3& local_b) override;
  void joint_make_hinge(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                        BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_slider(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                         BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_cone_twist(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                             BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_generic_6dof(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                               BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_set_solver_priority(JointHandle3D joint, int priority) override;
  void pin_joint_set_param(JointHandle3D joint, PinJointParam param, real_t value) override;
  [[nodiscard]] real_t pin_joint_get_param(JointHandle3D joint, PinJointParam param) const override;
  void hinge_joint_set_param(JointHandle3D joint, HingeJointParam param, real_t value) override;
  [[nodiscard]] real_t hinge_joint_get_param(JointHandle3D joint,
                                             HingeJointParam param) const override;
  void hinge_joint_set_flag(JointHandle3D joint, HingeJointFlag flag, bool enabled) override;
  void slider_joint_set_param(JointHandle3D joint, SliderJointParam param, real_t value) override;
  [[nodiscard]] real_t slider_joint_get_param(JointHandle3D joint,
                                              SliderJointParam param) const override;
  void cone_twist_joint_set_param(JointHandle3D joint, ConeTwistJointParam param,
                                  real_t value) override;
  [[nodiscard]] real_t cone_twist_joint_get_param(JointHandle3D joint,
                                                  ConeTwistJointParam param) const override;
  void generic_6dof_joint_set_param(JointHandle3D joint, JointAxis axis, G6DOFJointAxisParam param,
                                    real_t value) override;
  [[nodiscard]] real_t generic_6dof_joint_get_param(JointHandle3D joint, JointAxis axis,
                                                    G6DOFJointAxisParam param) const override;
  void generic_6dof_joint_set_flag(JointHandle3D joint, JointAxis axis, G6DOFJointAxisFlag flag,
                                   bool enabled) override;

 protected:
  /// The body or area named by `object`, checked to be in `space` (arbor::Error naming
  /// `caller` otherwise), and its slot.
  [[nodiscard]] const ObjectRecord3D& object_in_space(SpaceHandle3D space, RID object,
                                                      const char* caller,
                                                      std::uint32_t& slot) const;

 private:
  void make_joint(JointHandle3D joint, JointType3D type, BodyHandle3D body_a,
                  const Transform3D& frame_a, BodyHandle3D body_b, const Transform3D& frame_b);
};

}  // namespace arbor::physics
