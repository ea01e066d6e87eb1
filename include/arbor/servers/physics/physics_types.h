// Plain data the 2D and 3D physics servers share: body modes, damping and area override modes,
// area monitor events and the listener a node implements to hear from its server object.
#pragma once

#include <cstdint>

#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"

namespace arbor {

/// How a body moves (Godot's PhysicsServer3D::BodyMode and PhysicsServer2D::BodyMode).
enum class BodyMode : std::uint8_t {
  STATIC,        ///< never moves by itself; moving it teleports it
  KINEMATIC,     ///< moved by code; pushes rigid bodies, is not pushed
  RIGID,         ///< simulated: forces, gravity, contacts
  RIGID_LINEAR,  ///< simulated without rotation
};

/// How a body's own damping meets the damping of the areas it is in (Godot's DampMode).
enum class BodyDampMode : std::uint8_t {
  COMBINE,  ///< added to the area (or default) damping
  REPLACE,  ///< used instead of it
};

/// How an area's gravity or damping meets the gravity and damping of the areas of lower priority
/// and the space's defaults (Godot's AreaSpaceOverrideMode).
enum class AreaSpaceOverrideMode : std::uint8_t {
  DISABLED,         ///< no effect
  COMBINE,          ///< added to what was computed so far, then areas of lower priority
  COMBINE_REPLACE,  ///< added to what was computed so far; areas of lower priority are ignored
  REPLACE,          ///< replaces everything; areas of lower priority are ignored
  REPLACE_COMBINE,  ///< replaces what was computed so far, then areas of lower priority
};

/// Godot's AreaBodyStatus: whether a shape pair started or stopped overlapping.
enum class AreaBodyStatus : std::uint8_t { ADDED, REMOVED };

/// One change of an area's overlaps, reported after the step it happened in: a shape of another
/// object (a body, or an area when `other_is_area`) started or stopped overlapping a shape of the
/// area. Shape indices are those of the objects' shape lists.
struct AreaMonitorEvent {
  AreaBodyStatus status = AreaBodyStatus::ADDED;
  bool other_is_area = false;
  RID other;            ///< the other object's RID (its handle's to_rid())
  NodeId other_id;      ///< the node in front of it (body_attach_object_instance_id)
  int other_shape = 0;  ///< the other object's shape index
  int area_shape = 0;   ///< this area's shape index
};

/// What a node in front of a server object hears after each step. Implemented by the node; the
/// server never knows more of it. Calls come from the fixed_step that ran the step, after every
/// space stepped: first each body that moved (in handle order), then each area's overlap
/// changes. The listener may call back into the server, free objects (events for freed objects
/// are dropped) and create new ones.
class PhysicsObjectListener {
 public:
  /// A simulated body moved, its velocity changed or it fell asleep or woke up during the step.
  virtual void physics_body_state_changed() {}
  /// An overlap of this area started or stopped (monitoring areas only).
  virtual void physics_area_monitor(const AreaMonitorEvent& event) { (void)event; }
  /// The body's pose or velocity stopped being finite during the step: the server put it back
  /// where it last was, stopped it and made it static. Reported once.
  virtual void physics_body_diverged() {}

 protected:
  ~PhysicsObjectListener() = default;
};

}  // namespace arbor
