// What the physics servers keep of a joint: its kind, bodies, anchors and parameters, with
// Godot's defaults.
#pragma once

#include <array>
#include <cstddef>

#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/servers/physics/joint_2d_types.h"
#include "arbor/servers/physics/joint_3d_types.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor::physics {

struct JointRecord3D {
  JointType3D type = JointType3D::NONE;
  BodyHandle3D body_a;
  BodyHandle3D body_b;
  /// The joint's frame in each body's frame (pin joints: the pivots, as origins).
  Transform3D frame_a;
  Transform3D frame_b;
  int solver_priority = 1;
  bool collisions_disabled = true;
  std::array<real_t, std::size_t(PinJointParam::MAX)> pin = joint_defaults::kPin;
  std::array<real_t, std::size_t(HingeJointParam::MAX)> hinge = joint_defaults::kHinge;
  std::array<bool, std::size_t(HingeJointFlag::MAX)> hinge_flags{};
  std::array<real_t, std::size_t(SliderJointParam::MAX)> slider = joint_defaults::kSlider;
  std::array<real_t, std::size_t(ConeTwistJointParam::MAX)> cone_twist = joint_defaults::kConeTwist;
  std::array<std::array<real_t, std::size_t(G6DOFJointAxisParam::MAX)>, 3> g6dof{
      joint_defaults::kG6DOFAxis, joint_defaults::kG6DOFAxis, joint_defaults::kG6DOFAxis};
  std::array<std::array<bool, std::size_t(G6DOFJointAxisFlag::MAX)>, 3> g6dof_flags{
      joint_defaults::kG6DOFAxisFlags, joint_defaults::kG6DOFAxisFlags,
      joint_defaults::kG6DOFAxisFlags};
};

struct JointRecord2D {
  JointType2D type = JointType2D::NONE;
  BodyHandle2D body_a;
  BodyHandle2D body_b;
  /// The anchors in each body's frame: pin joints' pivot (a and b); a groove's ends on body a
  /// (a and a2) and its anchor on body b (b); a spring's ends (a and b).
  Vector2 anchor_a;
  Vector2 anchor_a2;
  Vector2 anchor_b;
  bool collisions_disabled = true;
  std::array<real_t, std::size_t(JointParam2D::MAX)> common = joint_2d_defaults::kJoint;
  std::array<real_t, std::size_t(PinJointParam2D::MAX)> pin = joint_2d_defaults::kPin;
  std::array<bool, std::size_t(PinJointFlag2D::MAX)> pin_flags{};
  std::array<real_t, std::size_t(DampedSpringParam2D::MAX)> spring = joint_2d_defaults::kSpring;
};

}  // namespace arbor::physics
