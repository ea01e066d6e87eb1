// The Bullet 3D physics backend (link arbor::physics_bullet). No Bullet type appears here.
#pragma once

#include <memory>

#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {

/// A PhysicsServer3D simulated by Bullet (Debian's libbullet, single-threaded, deterministic on
/// one build: the same calls give bit-identical poses run after run). Godot's rules are kept on
/// top of Bullet: gravity and damping per area and body, material combining, contact reporting,
/// area monitoring, kinematic motion tests.
std::unique_ptr<PhysicsServer3D> create_bullet_physics_server_3d();

}  // namespace arbor
