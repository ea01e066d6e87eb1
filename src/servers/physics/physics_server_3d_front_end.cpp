#include "servers/physics/physics_server_3d_front_end.h"

#include "arbor/core/error/error.h"

namespace arbor::physics {

const ObjectRecord3D& PhysicsServer3DFrontEnd::object_in_space(SpaceHandle3D space, RID object,
                                                               const char* caller,
                                                               std::uint32_t& slot) const {
  (void)space_record(space);
  const ObjectRecord3D* record = object_by_rid(object, &slot);
  if (!record) {
    throw Error(std::string("PhysicsServer3D::") + caller + ": " + std::to_string(object.get_id()) +
                " is not a body or area of this server");
  }
  if (record->space != space) {
    throw Error(std::string("PhysicsServer3D::") + caller + ": the object is not in that space");
  }
  return *record;
}

void PhysicsServer3DFrontEnd::body_set_axis_lock(BodyHandle3D body, std::uint8_t locked_axes) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).axis_lock = locked_axes;
  backend_update_body(slot);
}

// -- joints ------------------------------------------------------------------------------------

void PhysicsServer3DFrontEnd::make_joint(JointHandle3D joint, JointType3D type, BodyHandle3D body_a,
                                         const Transform3D& frame_a, BodyHandle3D body_b,
                                         const Transform3D& frame_b) {
  std::uint32_t slot = 0;
  JointRecord3D& record = begin_make_joint(joint, type, body_a, body_b, &slot);
  record.frame_a = frame_a;
  record.frame_b = frame_b;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::joint_make_pin(JointHandle3D joint, BodyHandle3D body_a,
                                             const Vector3& local_a, BodyHandle3D body_b,
                                             const Vector3& local_b) {
  make_joint(joint, JointType3D::PIN, body_a, Transform3D(Basis(), local_a), body_b,
             Transform3D(Basis(), local_b));
}

void PhysicsServer3DFrontEnd::joint_make_hinge(JointHandle3D joint, BodyHandle3D body_a,
                                               const Transform3D& frame_a, BodyHandle3D body_b,
                                               const Transform3D& frame_b) {
  make_joint(joint, JointType3D::HINGE, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_slider(JointHandle3D joint, BodyHandle3D body_a,
                                                const Transform3D& frame_a, BodyHandle3D body_b,
                                                const Transform3D& frame_b) {
  make_joint(joint, JointType3D::SLIDER, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_cone_twist(JointHandle3D joint, BodyHandle3D body_a,
                                                    const Transform3D& frame_a, BodyHandle3D body_b,
                                                    const Transform3D& frame_b) {
  make_joint(joint, JointType3D::CONE_TWIST, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_generic_6dof(JointHandle3D joint, BodyHandle3D body_a,
                                                      const Transform3D& frame_a,
                                                      BodyHandle3D body_b,
                                                      const Transform3D& frame_b) {
  make_joint(joint, JointType3D::GENERIC_6DOF, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_set_solver_priority(JointHandle3D joint, int priority) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).solver_priority = priority;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::pin_joint_set_param(JointHandle3D joint, PinJointParam param,
                                                  real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).pin.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::pin_joint_get_param(JointHandle3D joint,
                                                    PinJointParam param) const {
  return joint_ref(joint).pin.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::hinge_joint_set_param(JointHandle3D joint, HingeJointParam param,
                                                    real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).hinge.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::hinge_joint_get_param(JointHandle3D joint,
                                                      HingeJointParam param) const {
  return joint_ref(joint).hinge.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::hinge_joint_set_flag(JointHandle3D joint, HingeJointFlag flag,
                                                   bool enabled) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).hinge_flags.at(std::size_t(flag)) = enabled;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::slider_joint_set_param(JointHandle3D joint, SliderJointParam param,
                                                     real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).slider.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::slider_joint_get_param(JointHandle3D joint,
                                                       SliderJointParam param) const {
  return joint_ref(joint).slider.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::cone_twist_joint_set_param(JointHandle3D joint,
                                                         ConeTwistJointParam param, real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).cone_twist.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::cone_twist_joint_get_param(JointHandle3D joint,
                                                           ConeTwistJointParam param) const {
  return joint_ref(joint).cone_twist.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::generic_6dof_joint_set_param(JointHandle3D joint, JointAxis axis,
                                                           G6DOFJointAxisParam param,
                                                           real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).g6dof.at(std::size_t(axis)).at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::generic_6dof_joint_get_param(JointHandle3D joint, JointAxis axis,
                                                             G6DOFJointAxisParam param) const {
  return joint_ref(joint).g6dof.at(std::size_t(axis)).at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::generic_6dof_joint_set_flag(JointHandle3D joint, JointAxis axis,
                                                          G6DOFJointAxisFlag flag, bool enabled) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).g6dof_flags.at(std::size_t(axis)).at(std::size_t(flag)) = enabled;
  backend_update_joint(slot);
}

}  // namespace arbor::physics
