// The null 3D physics backend: always built, no library behind it.
#pragma once

#include <memory>

#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {

/// A PhysicsServer3D that keeps everything it is told (handles, shapes, parameters, poses,
/// velocities) but simulates nothing: bodies stay where they are put, queries hit nothing (the
/// closest point of an object is its origin) and motion tests travel their whole motion. For
/// tools, tests of the nodes in front of the server, and programs built without Bullet.
std::unique_ptr<PhysicsServer3D> create_null_physics_server_3d();

}  // namespace arbor
