// The Box2D 2D physics backend (link arbor::physics_box2d). No Box2D type appears here.
#pragma once

#include <memory>

#include "arbor/servers/physics/physics_server_2d.h"

namespace arbor {

/// A PhysicsServer2D simulated by Box2D 2.4 (Debian's libbox2d, single-threaded, deterministic
/// on one build). Godot's rules are kept on top of Box2D: pixels (100 to Box2D's meter), gravity
/// and damping per area and body, material combining, one-way shapes, contact reporting, area
/// monitoring, kinematic motion tests.
std::unique_ptr<PhysicsServer2D> create_box2d_physics_server_2d();

}  // namespace arbor
