// The five 3D joints: their parameters (Godot's property names) and how they make their server
// joint.

#include <string>
#include <utility>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/cone_twist_joint_3d.h"
#include "arbor/scene/3d/generic_6dof_joint_3d.h"
#include "arbor/scene/3d/hinge_joint_3d.h"
#include "arbor/scene/3d/physics_body_3d.h"
#include "arbor/scene/3d/pin_joint_3d.h"
#include "arbor/scene/3d/slider_joint_3d.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/indexed_properties.h"

namespace arbor {

using physics::bind_indexed_flags;
using physics::bind_indexed_properties;

// -- PinJoint3D --------------------------------------------------------------------------------

void PinJoint3D::set_param(Param param, real_t value) {
  params_.at(std::size_t(param)) = value;
  if (PhysicsServer3D* server = joint_server()) {
    server->pin_joint_set_param(joint_handle(), PinJointParam(param), value);
  }
}

void PinJoint3D::configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                           PhysicsBody3D* b) {
  server.joint_make_pin(joint, BodyHandle3D::from_rid(a.get_rid()), frame_in(&a).origin,
                        b ? BodyHandle3D::from_rid(b->get_rid()) : BodyHandle3D(),
                        frame_in(b).origin);
  for (std::size_t i = 0; i < params_.size(); ++i) {
    server.pin_joint_set_param(joint, PinJointParam(i), params_[i]);
  }
}

void PinJoint3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_param", "param", "value"), &PinJoint3D::set_param);
  ClassDB::bind_method(D_METHOD("get_param", "param"), &PinJoint3D::get_param);
  static const char* const names[] = {"params/bias", "params/damping", "params/impulse_clamp"};
  bind_indexed_properties<PinJoint3D>("param", Variant::FLOAT, names,
                                      std::make_index_sequence<PARAM_MAX>());
}

// -- HingeJoint3D ------------------------------------------------------------------------------

void HingeJoint3D::set_param(Param param, real_t value) {
  params_.at(std::size_t(param)) = value;
  if (PhysicsServer3D* server = joint_server()) {
    server->hinge_joint_set_param(joint_handle(), HingeJointParam(param), value);
  }
}

void HingeJoint3D::set_flag(Flag flag, bool enabled) {
  flags_.at(std::size_t(flag)) = enabled;
  if (PhysicsServer3D* server = joint_server()) {
    server->hinge_joint_set_flag(joint_handle(), HingeJointFlag(flag), enabled);
  }
}

void HingeJoint3D::configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                             PhysicsBody3D* b) {
  server.joint_make_hinge(joint, BodyHandle3D::from_rid(a.get_rid()), frame_in(&a),
                          b ? BodyHandle3D::from_rid(b->get_rid()) : BodyHandle3D(), frame_in(b));
  for (std::size_t i = 0; i < params_.size(); ++i) {
    server.hinge_joint_set_param(joint, HingeJointParam(i), params_[i]);
  }
  for (std::size_t i = 0; i < flags_.size(); ++i) {
    server.hinge_joint_set_flag(joint, HingeJointFlag(i), flags_[i]);
  }
}

void HingeJoint3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_param", "param", "value"), &HingeJoint3D::set_param);
  ClassDB::bind_method(D_METHOD("get_param", "param"), &HingeJoint3D::get_param);
  ClassDB::bind_method(D_METHOD("set_flag", "flag", "enabled"), &HingeJoint3D::set_flag);
  ClassDB::bind_method(D_METHOD("get_flag", "flag"), &HingeJoint3D::get_flag);
  static const char* const names[] = {
      "params/bias",           "angular_limit/upper",    "angular_limit/lower",
      "angular_limit/bias",    "angular_limit/softness", "angular_limit/relaxation",
      "motor/target_velocity", "motor/max_impulse"};
  bind_indexed_properties<HingeJoint3D>("param", Variant::FLOAT, names,
                                        std::make_index_sequence<PARAM_MAX>());
  static const char* const flags[] = {"angular_limit/enable", "motor/enable"};
  bind_indexed_flags<HingeJoint3D>("flag", flags, std::make_index_sequence<FLAG_MAX>());
}

// -- SliderJoint3D -----------------------------------------------------------------------------

void SliderJoint3D::set_param(Param param, real_t value) {
  params_.at(std::size_t(param)) = value;
  if (PhysicsServer3D* server = joint_server()) {
    server->slider_joint_set_param(joint_handle(), SliderJointParam(param), value);
  }
}

void SliderJoint3D::configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                              PhysicsBody3D* b) {
  server.joint_make_slider(joint, BodyHandle3D::from_rid(a.get_rid()), frame_in(&a),
                           b ? BodyHandle3D::from_rid(b->get_rid()) : BodyHandle3D(), frame_in(b));
  for (std::size_t i = 0; i < params_.size(); ++i) {
    server.slider_joint_set_param(joint, SliderJointParam(i), params_[i]);
  }
}

void SliderJoint3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_param", "param", "value"), &SliderJoint3D::set_param);
  ClassDB::bind_method(D_METHOD("get_param", "param"), &SliderJoint3D::get_param);
  static const char* const names[] = {
      "linear_limit/upper_distance", "linear_limit/lower_distance", "linear_limit/softness",
      "linear_limit/restitution",    "linear_limit/damping",        "linear_motion/softness",
      "linear_motion/restitution",   "linear_motion/damping",       "linear_ortho/softness",
      "linear_ortho/restitution",    "linear_ortho/damping",        "angular_limit/upper_angle",
      "angular_limit/lower_angle",   "angular_limit/softness",      "angular_limit/restitution",
      "angular_limit/damping",       "angular_motion/softness",     "angular_motion/restitution",
      "angular_motion/damping",      "angular_ortho/softness",      "angular_ortho/restitution",
      "angular_ortho/damping"};
  bind_indexed_properties<SliderJoint3D>("param", Variant::FLOAT, names,
                                         std::make_index_sequence<PARAM_MAX>());
}

// -- ConeTwistJoint3D --------------------------------------------------------------------------

void ConeTwistJoint3D::set_param(Param param, real_t value) {
  params_.at(std::size_t(param)) = value;
  if (PhysicsServer3D* server = joint_server()) {
    server->cone_twist_joint_set_param(joint_handle(), ConeTwistJointParam(param), value);
  }
}

void ConeTwistJoint3D::configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                                 PhysicsBody3D* b) {
  server.joint_make_cone_twist(joint, BodyHandle3D::from_rid(a.get_rid()), frame_in(&a),
                               b ? BodyHandle3D::from_rid(b->get_rid()) : BodyHandle3D(),
                               frame_in(b));
  for (std::size_t i = 0; i < params_.size(); ++i) {
    server.cone_twist_joint_set_param(joint, ConeTwistJointParam(i), params_[i]);
  }
}

void ConeTwistJoint3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_param", "param", "value"), &ConeTwistJoint3D::set_param);
  ClassDB::bind_method(D_METHOD("get_param", "param"), &ConeTwistJoint3D::get_param);
  static const char* const names[] = {"swing_span", "twist_span", "bias", "softness", "relaxation"};
  bind_indexed_properties<ConeTwistJoint3D>("param", Variant::FLOAT, names,
                                            std::make_index_sequence<PARAM_MAX>());
}

// -- Generic6DOFJoint3D ------------------------------------------------------------------------

Generic6DOFJoint3D::Generic6DOFJoint3D() {
  params_.fill(joint_defaults::kG6DOFAxis);
  flags_.fill(joint_defaults::kG6DOFAxisFlags);
}

void Generic6DOFJoint3D::set_axis_param(int axis, Param param, real_t value) {
  params_.at(std::size_t(axis)).at(std::size_t(param)) = value;
  if (PhysicsServer3D* server = joint_server()) {
    server->generic_6dof_joint_set_param(joint_handle(), JointAxis(axis), param, value);
  }
}

real_t Generic6DOFJoint3D::axis_param(int axis, Param param) const {
  return params_.at(std::size_t(axis)).at(std::size_t(param));
}

void Generic6DOFJoint3D::set_axis_flag(int axis, Flag flag, bool enabled) {
  flags_.at(std::size_t(axis)).at(std::size_t(flag)) = enabled;
  if (PhysicsServer3D* server = joint_server()) {
    server->generic_6dof_joint_set_flag(joint_handle(), JointAxis(axis), flag, enabled);
  }
}

bool Generic6DOFJoint3D::axis_flag(int axis, Flag flag) const {
  return flags_.at(std::size_t(axis)).at(std::size_t(flag));
}

void Generic6DOFJoint3D::configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                                   PhysicsBody3D* b) {
  server.joint_make_generic_6dof(joint, BodyHandle3D::from_rid(a.get_rid()), frame_in(&a),
                                 b ? BodyHandle3D::from_rid(b->get_rid()) : BodyHandle3D(),
                                 frame_in(b));
  for (int axis = 0; axis < 3; ++axis) {
    for (std::size_t i = 0; i < kParams; ++i) {
      server.generic_6dof_joint_set_param(joint, JointAxis(axis), Param(i),
                                          params_[std::size_t(axis)][i]);
    }
    for (std::size_t i = 0; i < kFlags; ++i) {
      server.generic_6dof_joint_set_flag(joint, JointAxis(axis), Flag(i),
                                         flags_[std::size_t(axis)][i]);
    }
  }
}

void Generic6DOFJoint3D::_bind_methods() {
  using G = Generic6DOFJoint3D;
  ClassDB::bind_method(D_METHOD("set_param_x", "param", "value"), &G::set_param_x);
  ClassDB::bind_method(D_METHOD("set_param_y", "param", "value"), &G::set_param_y);
  ClassDB::bind_method(D_METHOD("set_param_z", "param", "value"), &G::set_param_z);
  ClassDB::bind_method(D_METHOD("get_param_x", "param"), &G::get_param_x);
  ClassDB::bind_method(D_METHOD("get_param_y", "param"), &G::get_param_y);
  ClassDB::bind_method(D_METHOD("get_param_z", "param"), &G::get_param_z);
  ClassDB::bind_method(D_METHOD("set_flag_x", "flag", "value"), &G::set_flag_x);
  ClassDB::bind_method(D_METHOD("set_flag_y", "flag", "value"), &G::set_flag_y);
  ClassDB::bind_method(D_METHOD("set_flag_z", "flag", "value"), &G::set_flag_z);
  ClassDB::bind_method(D_METHOD("get_flag_x", "flag"), &G::get_flag_x);
  ClassDB::bind_method(D_METHOD("get_flag_y", "flag"), &G::get_flag_y);
  ClassDB::bind_method(D_METHOD("get_flag_z", "flag"), &G::get_flag_z);
  // Godot's property names, "<group>_<axis>/<name>", in the enums' order for each axis.
  static const char* const params[kParams] = {
      "linear_limit_%/lower_distance", "linear_limit_%/upper_distance",
      "linear_limit_%/softness",       "linear_limit_%/restitution",
      "linear_limit_%/damping",        "linear_motor_%/target_velocity",
      "linear_motor_%/force_limit",    "linear_spring_%/stiffness",
      "linear_spring_%/damping",       "linear_spring_%/equilibrium_point",
      "angular_limit_%/lower_angle",   "angular_limit_%/upper_angle",
      "angular_limit_%/softness",      "angular_limit_%/damping",
      "angular_limit_%/restitution",   "angular_limit_%/force_limit",
      "angular_limit_%/erp",           "angular_motor_%/target_velocity",
      "angular_motor_%/force_limit",   "angular_spring_%/stiffness",
      "angular_spring_%/damping",      "angular_spring_%/equilibrium_point"};
  static const char* const flags[kFlags] = {"linear_limit_%/enabled",   "angular_limit_%/enabled",
                                            "angular_spring_%/enabled", "linear_spring_%/enabled",
                                            "angular_motor_%/enabled",  "linear_motor_%/enabled"};
  // Names for x, y then z; the strings live until the properties are added.
  auto for_axes = [](const char* const* patterns, std::size_t count) {
    std::vector<std::string> names;
    for (const char* axis : {"x", "y", "z"}) {
      for (std::size_t i = 0; i < count; ++i) {
        std::string name = patterns[i];
        name.replace(name.find('%'), 1, axis);
        names.push_back(std::move(name));
      }
    }
    return names;
  };
  auto pointers = [](const std::vector<std::string>& names) {
    std::vector<const char*> result;
    for (const std::string& name : names) result.push_back(name.c_str());
    return result;
  };
  const std::vector<std::string> param_strings = for_axes(params, kParams);
  const std::vector<std::string> flag_strings = for_axes(flags, kFlags);
  const std::vector<const char*> param_names = pointers(param_strings);
  bind_indexed_properties<G>("param", Variant::FLOAT, param_names.data(),
                             std::make_index_sequence<3 * kParams>());
  const std::vector<const char*> flag_names = pointers(flag_strings);
  bind_indexed_flags<G>("flag", flag_names.data(), std::make_index_sequence<3 * kFlags>());
}

}  // namespace arbor
