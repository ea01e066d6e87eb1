// The kinds of 2D joints and their parameters, with Godot's names and values
// (PhysicsServer2D::JointType, JointParam, PinJointParam, DampedSpringParam).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "arbor/core/math/real.h"

namespace arbor {

enum class JointType2D : std::uint8_t { PIN, GROOVE, DAMPED_SPRING, NONE };

/// Parameters of every 2D joint.
enum class JointParam2D : std::uint8_t { BIAS, MAX_BIAS, MAX_FORCE, MAX };

enum class PinJointParam2D : std::uint8_t {
  SOFTNESS,
  LIMIT_UPPER,
  LIMIT_LOWER,
  MOTOR_TARGET_VELOCITY,
  MAX,
};
enum class PinJointFlag2D : std::uint8_t { ANGULAR_LIMIT_ENABLED, MOTOR_ENABLED, MAX };

enum class DampedSpringParam2D : std::uint8_t { REST_LENGTH, STIFFNESS, DAMPING, MAX };

/// Godot's defaults (PinJoint2D, DampedSpringJoint2D, Joint2D).
namespace joint_2d_defaults {
inline constexpr std::array<real_t, std::size_t(JointParam2D::MAX)> kJoint{0, 3.40282347e+38f,
                                                                           3.40282347e+38f};
inline constexpr std::array<real_t, std::size_t(PinJointParam2D::MAX)> kPin{0, 0, 0, 0};
inline constexpr std::array<real_t, std::size_t(DampedSpringParam2D::MAX)> kSpring{50, 20, 1};
}  // namespace joint_2d_defaults

}  // namespace arbor
