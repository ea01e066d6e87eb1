#include "servers/physics/physics_server_2d_front_end.h"

namespace arbor::physics {

Vector2 PhysicsServer2DFrontEnd::to_body(BodyHandle2D body, const Vector2& point) const {
  if (!body) return point;
  return body_ref(body).transform.affine_inverse().xform(point);
}

void PhysicsServer2DFrontEnd::body_set_shape_as_one_way_collision(BodyHandle2D body, int index,
                                                                  bool enabled, real_t margin) {
  const std::uint32_t slot = body_slot(body);
  ShapeInstance2D& instance = shape_instance(slot, index);
  instance.one_way = enabled;
  instance.one_way_margin = margin;
  backend_update_object_filter(slot);
}

void PhysicsServer2DFrontEnd::joint_make_pin(JointHandle2D joint, const Vector2& anchor,
                                             BodyHandle2D body_a, BodyHandle2D body_b) {
  std::uint32_t slot = 0;
  JointRecord2D& record = begin_make_joint(joint, JointType2D::PIN, body_a, body_b, &slot);
  record.anchor_a = to_body(body_a, anchor);
  record.anchor_b = to_body(body_b, anchor);
  backend_update_joint(slot);
}

void PhysicsServer2DFrontEnd::joint_make_groove(JointHandle2D joint, const Vector2& a_groove1,
                                                const Vector2& a_groove2, const Vector2& b_anchor,
                                                BodyHandle2D body_a, BodyHandle2D body_b) {
  if (!body_b) throw Error("PhysicsServer2D: a groove joint needs two bodies");
  std::uint32_t slot = 0;
  JointRecord2D& record = begin_make_joint(joint, JointType2D::GROOVE, body_a, body_b, &slot);
  record.anchor_a = to_body(body_a, a_groove1);
  record.anchor_a2 = to_body(body_a, a_groove2);
  record.anchor_b = to_body(body_b, b_anchor);
  backend_update_joint(slot);
}

void PhysicsServer2DFrontEnd::joint_make_damped_spring(JointHandle2D joint, const Vector2& anchor_a,
                                                       const Vector2& anchor_b, BodyHandle2D body_a,
                                                       BodyHandle2D body_b) {
  if (!body_b) throw Error("PhysicsServer2D: a damped spring joint needs two bodies");
  std::uint32_t slot = 0;
  JointRecord2D& record =
      begin_make_joint(joint, JointType2D::DAMPED_SPRING, body_a, body_b, &slot);
  record.anchor_a = to_body(body_a, anchor_a);
  record.anchor_b = to_body(body_b, anchor_b);
  // The spring rests at the distance it was made with until rest_length is set.
  record.spring[std::size_t(DampedSpringParam2D::REST_LENGTH)] = anchor_a.distance_to(anchor_b);
  backend_update_joint(slot);
}

void PhysicsServer2DFrontEnd::joint_set_param(JointHandle2D joint, JointParam2D param,
                                              real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).common.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer2DFrontEnd::joint_get_param(JointHandle2D joint, JointParam2D param) const {
  return joint_ref(joint).common.at(std::size_t(param));
}

void PhysicsServer2DFrontEnd::pin_joint_set_param(JointHandle2D joint, PinJointParam2D param,
                                                  real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).pin.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer2DFrontEnd::pin_joint_get_param(JointHandle2D joint,
                                                    PinJointParam2D param) const {
  return joint_ref(joint).pin.at(std::size_t(param));
}

void PhysicsServer2DFrontEnd::pin_joint_set_flag(JointHandle2D joint, PinJointFlag2D flag,
                                                 bool enabled) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).pin_flags.at(std::size_t(flag)) = enabled;
  backend_update_joint(slot);
}

bool PhysicsServer2DFrontEnd::pin_joint_get_flag(JointHandle2D joint, PinJointFlag2D flag) const {
  return joint_ref(joint).pin_flags.at(std::size_t(flag));
}

void PhysicsServer2DFrontEnd::damped_spring_joint_set_param(JointHandle2D joint,
                                                            DampedSpringParam2D param,
                                                            real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).spring.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer2DFrontEnd::damped_spring_joint_get_param(JointHandle2D joint,
                                                              DampedSpringParam2D param) const {
  return joint_ref(joint).spring.at(std::size_t(param));
}

}  // namespace arbor::physics
