// The kinds of 3D joints and their parameters and flags, with Godot's names and values
// (PhysicsServer3D::JointType, PinJointParam, HingeJointParam, ...).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "arbor/core/math/real.h"

namespace arbor {

enum class JointType3D : std::uint8_t { PIN, HINGE, SLIDER, CONE_TWIST, GENERIC_6DOF, NONE };

enum class PinJointParam : std::uint8_t { BIAS, DAMPING, IMPULSE_CLAMP, MAX };

enum class HingeJointParam : std::uint8_t {
  BIAS,
  LIMIT_UPPER,
  LIMIT_LOWER,
  LIMIT_BIAS,
  LIMIT_SOFTNESS,
  LIMIT_RELAXATION,
  MOTOR_TARGET_VELOCITY,
  MOTOR_MAX_IMPULSE,
  MAX,
};
enum class HingeJointFlag : std::uint8_t { USE_LIMIT, ENABLE_MOTOR, MAX };

enum class SliderJointParam : std::uint8_t {
  LINEAR_LIMIT_UPPER,
  LINEAR_LIMIT_LOWER,
  LINEAR_LIMIT_SOFTNESS,
  LINEAR_LIMIT_RESTITUTION,
  LINEAR_LIMIT_DAMPING,
  LINEAR_MOTION_SOFTNESS,
  LINEAR_MOTION_RESTITUTION,
  LINEAR_MOTION_DAMPING,
  LINEAR_ORTHOGONAL_SOFTNESS,
  LINEAR_ORTHOGONAL_RESTITUTION,
  LINEAR_ORTHOGONAL_DAMPING,
  ANGULAR_LIMIT_UPPER,
  ANGULAR_LIMIT_LOWER,
  ANGULAR_LIMIT_SOFTNESS,
  ANGULAR_LIMIT_RESTITUTION,
  ANGULAR_LIMIT_DAMPING,
  ANGULAR_MOTION_SOFTNESS,
  ANGULAR_MOTION_RESTITUTION,
  ANGULAR_MOTION_DAMPING,
  ANGULAR_ORTHOGONAL_SOFTNESS,
  ANGULAR_ORTHOGONAL_RESTITUTION,
  ANGULAR_ORTHOGONAL_DAMPING,
  MAX,
};

enum class ConeTwistJointParam : std::uint8_t {
  SWING_SPAN,
  TWIST_SPAN,
  BIAS,
  SOFTNESS,
  RELAXATION,
  MAX,
};

/// Per-axis parameters of a generic 6DOF joint (Godot's G6DOFJointAxisParam).
enum class G6DOFJointAxisParam : std::uint8_t {
  LINEAR_LOWER_LIMIT,
  LINEAR_UPPER_LIMIT,
  LINEAR_LIMIT_SOFTNESS,
  LINEAR_RESTITUTION,
  LINEAR_DAMPING,
  LINEAR_MOTOR_TARGET_VELOCITY,
  LINEAR_MOTOR_FORCE_LIMIT,
  LINEAR_SPRING_STIFFNESS,
  LINEAR_SPRING_DAMPING,
  LINEAR_SPRING_EQUILIBRIUM_POINT,
  ANGULAR_LOWER_LIMIT,
  ANGULAR_UPPER_LIMIT,
  ANGULAR_LIMIT_SOFTNESS,
  ANGULAR_DAMPING,
  ANGULAR_RESTITUTION,
  ANGULAR_FORCE_LIMIT,
  ANGULAR_ERP,
  ANGULAR_MOTOR_TARGET_VELOCITY,
  ANGULAR_MOTOR_FORCE_LIMIT,
  ANGULAR_SPRING_STIFFNESS,
  ANGULAR_SPRING_DAMPING,
  ANGULAR_SPRING_EQUILIBRIUM_POINT,
  MAX,
};
enum class G6DOFJointAxisFlag : std::uint8_t {
  ENABLE_LINEAR_LIMIT,
  ENABLE_ANGULAR_LIMIT,
  ENABLE_ANGULAR_SPRING,
  ENABLE_LINEAR_SPRING,
  ENABLE_MOTOR,
  ENABLE_LINEAR_MOTOR,
  MAX,
};

/// Godot's Vector3::Axis for the 6DOF joint's axes.
enum class JointAxis : std::uint8_t { X, Y, Z };

/// Godot's defaults of each joint's parameters and flags, by the enums' order.
namespace joint_defaults {
inline constexpr real_t kDegree = real_t(0.017453292519943295);
inline constexpr std::array<real_t, std::size_t(PinJointParam::MAX)> kPin{real_t(0.3), 1, 0};
inline constexpr std::array<real_t, std::size_t(HingeJointParam::MAX)> kHinge{
    real_t(0.3), 90 * kDegree, -90 * kDegree, real_t(0.3), real_t(0.9), 1, 1, 1};
inline constexpr std::array<real_t, std::size_t(SliderJointParam::MAX)> kSlider{
    1, -1, 1, real_t(0.7), 1, 1, real_t(0.7), 0, 1, real_t(0.7), 1,
    0, 0,  1, real_t(0.7), 0, 1, real_t(0.7), 1, 1, real_t(0.7), 1};
inline constexpr std::array<real_t, std::size_t(ConeTwistJointParam::MAX)> kConeTwist{
    45 * kDegree, 180 * kDegree, real_t(0.3), real_t(0.8), 1};
inline constexpr std::array<real_t, std::size_t(G6DOFJointAxisParam::MAX)> kG6DOFAxis{0,
                                                                                      0,
                                                                                      real_t(0.7),
                                                                                      real_t(0.5),
                                                                                      1,
                                                                                      0,
                                                                                      0,
                                                                                      real_t(0.01),
                                                                                      real_t(0.01),
                                                                                      0,
                                                                                      0,
                                                                                      0,
                                                                                      real_t(0.5),
                                                                                      1,
                                                                                      0,
                                                                                      0,
                                                                                      real_t(0.5),
                                                                                      0,
                                                                                      300,
                                                                                      0,
                                                                                      0,
                                                                                      0};
inline constexpr std::array<bool, std::size_t(G6DOFJointAxisFlag::MAX)> kG6DOFAxisFlags{
    true, true, false, false, false, false};
}  // namespace joint_defaults

}  // namespace arbor
