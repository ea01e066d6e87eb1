// Joints as Bullet constraints: Godot's pin, hinge, slider, cone twist and generic 6DOF joints
// take their parameters from Bullet's own (Godot's were modelled on them).

#include <BulletDynamics/ConstraintSolver/btConeTwistConstraint.h>
#include <BulletDynamics/ConstraintSolver/btGeneric6DofSpringConstraint.h>
#include <BulletDynamics/ConstraintSolver/btHingeConstraint.h>
#include <BulletDynamics/ConstraintSolver/btPoint2PointConstraint.h>
#include <BulletDynamics/ConstraintSolver/btSliderConstraint.h>

#include "servers/physics/bullet/bullet_convert.h"
#include "servers/physics/bullet/bullet_server.h"

namespace arbor::physics {
namespace {

template <class Param, std::size_t N>
btScalar param(const std::array<real_t, N>& values, Param which) {
  return btScalar(values[std::size_t(which)]);
}

void configure_hinge(btHingeConstraint& hinge, const JointRecord3D& joint) {
  using P = HingeJointParam;
  if (joint.hinge_flags[std::size_t(HingeJointFlag::USE_LIMIT)]) {
    hinge.setLimit(param(joint.hinge, P::LIMIT_LOWER), param(joint.hinge, P::LIMIT_UPPER),
                   param(joint.hinge, P::LIMIT_SOFTNESS), param(joint.hinge, P::LIMIT_BIAS),
                   param(joint.hinge, P::LIMIT_RELAXATION));
  } else {
    hinge.setLimit(1, -1);  // a lower limit above the upper one: no limit
  }
  hinge.enableAngularMotor(joint.hinge_flags[std::size_t(HingeJointFlag::ENABLE_MOTOR)],
                           param(joint.hinge, P::MOTOR_TARGET_VELOCITY),
                           param(joint.hinge, P::MOTOR_MAX_IMPULSE));
}

void configure_slider(btSliderConstraint& slider, const JointRecord3D& joint) {
  using P = SliderJointParam;
  const auto& v = joint.slider;
  slider.setUpperLinLimit(param(v, P::LINEAR_LIMIT_UPPER));
  slider.setLowerLinLimit(param(v, P::LINEAR_LIMIT_LOWER));
  slider.setSoftnessLimLin(param(v, P::LINEAR_LIMIT_SOFTNESS));
  slider.setRestitutionLimLin(param(v, P::LINEAR_LIMIT_RESTITUTION));
  slider.setDampingLimLin(param(v, P::LINEAR_LIMIT_DAMPING));
  slider.setSoftnessDirLin(param(v, P::LINEAR_MOTION_SOFTNESS));
  slider.setRestitutionDirLin(param(v, P::LINEAR_MOTION_RESTITUTION));
  slider.setDampingDirLin(param(v, P::LINEAR_MOTION_DAMPING));
  slider.setSoftnessOrthoLin(param(v, P::LINEAR_ORTHOGONAL_SOFTNESS));
  slider.setRestitutionOrthoLin(param(v, P::LINEAR_ORTHOGONAL_RESTITUTION));
  slider.setDampingOrthoLin(param(v, P::LINEAR_ORTHOGONAL_DAMPING));
  slider.setUpperAngLimit(param(v, P::ANGULAR_LIMIT_UPPER));
  slider.setLowerAngLimit(param(v, P::ANGULAR_LIMIT_LOWER));
  slider.setSoftnessLimAng(param(v, P::ANGULAR_LIMIT_SOFTNESS));
  slider.setRestitutionLimAng(param(v, P::ANGULAR_LIMIT_RESTITUTION));
  slider.setDampingLimAng(param(v, P::ANGULAR_LIMIT_DAMPING));
  slider.setSoftnessDirAng(param(v, P::ANGULAR_MOTION_SOFTNESS));
  slider.setRestitutionDirAng(param(v, P::ANGULAR_MOTION_RESTITUTION));
  slider.setDampingDirAng(param(v, P::ANGULAR_MOTION_DAMPING));
  slider.setSoftnessOrthoAng(param(v, P::ANGULAR_ORTHOGONAL_SOFTNESS));
  slider.setRestitutionOrthoAng(param(v, P::ANGULAR_ORTHOGONAL_RESTITUTION));
  slider.setDampingOrthoAng(param(v, P::ANGULAR_ORTHOGONAL_DAMPING));
}

void configure_6dof(btGeneric6DofSpringConstraint& g6dof, const JointRecord3D& joint) {
  using P = G6DOFJointAxisParam;
  using F = G6DOFJointAxisFlag;
  for (int axis = 0; axis < 3; ++axis) {
    const auto& v = joint.g6dof[std::size_t(axis)];
    const auto& flag = joint.g6dof_flags[std::size_t(axis)];
    // Bullet: lower == upper locks the axis, lower > upper frees it.
    if (flag[std::size_t(F::ENABLE_LINEAR_LIMIT)]) {
      g6dof.setLimit(axis, param(v, P::LINEAR_LOWER_LIMIT), param(v, P::LINEAR_UPPER_LIMIT));
    } else {
      g6dof.setLimit(axis, 1, -1);
    }
    if (flag[std::size_t(F::ENABLE_ANGULAR_LIMIT)]) {
      g6dof.setLimit(axis + 3, param(v, P::ANGULAR_LOWER_LIMIT), param(v, P::ANGULAR_UPPER_LIMIT));
    } else {
      g6dof.setLimit(axis + 3, 1, -1);
    }
    btTranslationalLimitMotor& linear = *g6dof.getTranslationalLimitMotor();
    linear.m_limitSoftness = param(v, P::LINEAR_LIMIT_SOFTNESS);
    linear.m_restitution = param(v, P::LINEAR_RESTITUTION);
    linear.m_damping = param(v, P::LINEAR_DAMPING);
    linear.m_enableMotor[axis] = flag[std::size_t(F::ENABLE_LINEAR_MOTOR)];
    linear.m_targetVelocity[axis] = param(v, P::LINEAR_MOTOR_TARGET_VELOCITY);
    linear.m_maxMotorForce[axis] = param(v, P::LINEAR_MOTOR_FORCE_LIMIT);
    btRotationalLimitMotor& angular = *g6dof.getRotationalLimitMotor(axis);
    angular.m_limitSoftness = param(v, P::ANGULAR_LIMIT_SOFTNESS);
    angular.m_damping = param(v, P::ANGULAR_DAMPING);
    angular.m_bounce = param(v, P::ANGULAR_RESTITUTION);
    angular.m_stopERP = param(v, P::ANGULAR_ERP);
    angular.m_enableMotor = flag[std::size_t(F::ENABLE_MOTOR)];
    angular.m_targetVelocity = param(v, P::ANGULAR_MOTOR_TARGET_VELOCITY);
    angular.m_maxMotorForce = param(v, P::ANGULAR_MOTOR_FORCE_LIMIT);
    g6dof.enableSpring(axis, flag[std::size_t(F::ENABLE_LINEAR_SPRING)]);
    g6dof.setStiffness(axis, param(v, P::LINEAR_SPRING_STIFFNESS));
    g6dof.setDamping(axis, param(v, P::LINEAR_SPRING_DAMPING));
    g6dof.setEquilibriumPoint(axis, param(v, P::LINEAR_SPRING_EQUILIBRIUM_POINT));
    g6dof.enableSpring(axis + 3, flag[std::size_t(F::ENABLE_ANGULAR_SPRING)]);
    g6dof.setStiffness(axis + 3, param(v, P::ANGULAR_SPRING_STIFFNESS));
    g6dof.setDamping(axis + 3, param(v, P::ANGULAR_SPRING_DAMPING));
    g6dof.setEquilibriumPoint(axis + 3, param(v, P::ANGULAR_SPRING_EQUILIBRIUM_POINT));
  }
}

}  // namespace

std::unique_ptr<btTypedConstraint> BulletPhysicsServer3D::make_constraint(
    const JointRecord3D& joint) {
  btRigidBody* a = rigid_body(joint.body_a.index());
  btRigidBody* b = joint.body_b ? rigid_body(joint.body_b.index()) : nullptr;
  // Frames are given in each body's frame; Bullet's are relative to the centre of mass.
  const btTransform frame_a =
      to_bt(natives_[joint.body_a.index()].center_frame.affine_inverse() * joint.frame_a);
  // Without a second body the second frame is in world space.
  const btTransform frame_b =
      b ? to_bt(natives_[joint.body_b.index()].center_frame.affine_inverse() * joint.frame_b)
        : to_bt(joint.frame_b);
  switch (joint.type) {
    case JointType3D::PIN: {
      auto pin = b ? std::make_unique<btPoint2PointConstraint>(*a, *b, frame_a.getOrigin(),
                                                               frame_b.getOrigin())
                   : std::make_unique<btPoint2PointConstraint>(*a, frame_a.getOrigin());
      pin->m_setting.m_tau = param(joint.pin, PinJointParam::BIAS);
      pin->m_setting.m_damping = param(joint.pin, PinJointParam::DAMPING);
      pin->m_setting.m_impulseClamp = param(joint.pin, PinJointParam::IMPULSE_CLAMP);
      return pin;
    }
    case JointType3D::HINGE: {
      auto hinge = b ? std::make_unique<btHingeConstraint>(*a, *b, frame_a, frame_b)
                     : std::make_unique<btHingeConstraint>(*a, frame_a);
      configure_hinge(*hinge, joint);
      return hinge;
    }
    case JointType3D::SLIDER: {
      auto slider = b ? std::make_unique<btSliderConstraint>(*a, *b, frame_a, frame_b, true)
                      : std::make_unique<btSliderConstraint>(*a, frame_a, true);
      configure_slider(*slider, joint);
      return slider;
    }
    case JointType3D::CONE_TWIST: {
      auto cone = b ? std::make_unique<btConeTwistConstraint>(*a, *b, frame_a, frame_b)
                    : std::make_unique<btConeTwistConstraint>(*a, frame_a);
      using P = ConeTwistJointParam;
      cone->setLimit(param(joint.cone_twist, P::SWING_SPAN), param(joint.cone_twist, P::SWING_SPAN),
                     param(joint.cone_twist, P::TWIST_SPAN), param(joint.cone_twist, P::SOFTNESS),
                     param(joint.cone_twist, P::BIAS), param(joint.cone_twist, P::RELAXATION));
      return cone;
    }
    case JointType3D::GENERIC_6DOF: {
      auto g6dof =
          b ? std::make_unique<btGeneric6DofSpringConstraint>(*a, *b, frame_a, frame_b, true)
            : std::make_unique<btGeneric6DofSpringConstraint>(*a, frame_a, true);
      configure_6dof(*g6dof, joint);
      return g6dof;
    }
    case JointType3D::NONE:
      break;
  }
  return nullptr;
}

void BulletPhysicsServer3D::backend_update_joint(std::uint32_t slot) {
  backend_free_joint(slot);
  const JointRecord3D& joint = joints().at(slot);
  if (joint.type == JointType3D::NONE || !joint.body_a) return;
  const BulletObject& a = natives_[joint.body_a.index()];
  if (!a.in_world) return;
  if (joint.body_b) {
    const BulletObject& b = natives_[joint.body_b.index()];
    if (!b.in_world || b.native_space != a.native_space) return;
  }
  if (constraints_.size() <= slot) constraints_.resize(slot + 1);
  BulletJoint& native = constraints_[slot];
  native.constraint = make_constraint(joint);
  if (!native.constraint) return;
  native.world = spaces_native_[a.native_space]->world.get();
  native.world->addConstraint(native.constraint.get(), joint.collisions_disabled);
  rigid_body(joint.body_a.index())->activate(true);
  if (joint.body_b) rigid_body(joint.body_b.index())->activate(true);
}

void BulletPhysicsServer3D::backend_free_joint(std::uint32_t slot) {
  if (slot >= constraints_.size()) return;
  BulletJoint& native = constraints_[slot];
  if (native.constraint && native.world) native.world->removeConstraint(native.constraint.get());
  native.constraint.reset();
  native.world = nullptr;
}

}  // namespace arbor::physics
