// Generic6DOFJoint3D: a joint limiting, springing or driving each of the six degrees of freedom
// (Godot 4's Generic6DOFJoint3D).
#pragma once

#include <array>
#include <cstddef>

#include "arbor/scene/3d/joint_3d.h"
#include "arbor/servers/physics/joint_3d_types.h"

namespace arbor {

/// Per axis of the joint's frame (X, Y, Z): a linear and an angular limit, spring and motor.
/// By default every axis is locked (limits enabled, lower = upper = 0): the bodies are welded.
class Generic6DOFJoint3D : public Joint3D {
  ARBOR_CLASS(Generic6DOFJoint3D, Joint3D)

 public:
  using Param = G6DOFJointAxisParam;
  using Flag = G6DOFJointAxisFlag;

  Generic6DOFJoint3D();

  void set_param_x(Param param, real_t value) { set_axis_param(0, param, value); }
  void set_param_y(Param param, real_t value) { set_axis_param(1, param, value); }
  void set_param_z(Param param, real_t value) { set_axis_param(2, param, value); }
  [[nodiscard]] real_t get_param_x(Param param) const { return axis_param(0, param); }
  [[nodiscard]] real_t get_param_y(Param param) const { return axis_param(1, param); }
  [[nodiscard]] real_t get_param_z(Param param) const { return axis_param(2, param); }
  void set_flag_x(Flag flag, bool enabled) { set_axis_flag(0, flag, enabled); }
  void set_flag_y(Flag flag, bool enabled) { set_axis_flag(1, flag, enabled); }
  void set_flag_z(Flag flag, bool enabled) { set_axis_flag(2, flag, enabled); }
  [[nodiscard]] bool get_flag_x(Flag flag) const { return axis_flag(0, flag); }
  [[nodiscard]] bool get_flag_y(Flag flag) const { return axis_flag(1, flag); }
  [[nodiscard]] bool get_flag_z(Flag flag) const { return axis_flag(2, flag); }

  static constexpr std::size_t kParams = std::size_t(G6DOFJointAxisParam::MAX);
  static constexpr std::size_t kFlags = std::size_t(G6DOFJointAxisFlag::MAX);
  /// Index I: axis I / kParams, parameter I % kParams.
  template <std::size_t I>
  void set_indexed(real_t value) {
    set_axis_param(int(I / kParams), Param(I % kParams), value);
  }
  template <std::size_t I>
  [[nodiscard]] real_t get_indexed() const {
    return axis_param(int(I / kParams), Param(I % kParams));
  }
  template <std::size_t I>
  void set_indexed_flag(bool enabled) {
    set_axis_flag(int(I / kFlags), Flag(I % kFlags), enabled);
  }
  template <std::size_t I>
  [[nodiscard]] bool get_indexed_flag() const {
    return axis_flag(int(I / kFlags), Flag(I % kFlags));
  }

 protected:
  static void _bind_methods();
  void configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                 PhysicsBody3D* b) override;

 private:
  void set_axis_param(int axis, Param param, real_t value);
  [[nodiscard]] real_t axis_param(int axis, Param param) const;
  void set_axis_flag(int axis, Flag flag, bool enabled);
  [[nodiscard]] bool axis_flag(int axis, Flag flag) const;

  std::array<std::array<real_t, kParams>, 3> params_;
  std::array<std::array<bool, kFlags>, 3> flags_;
};

}  // namespace arbor
