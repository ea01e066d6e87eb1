// The scene layer's physics nodes and resources, registered with ClassDB.
#pragma once

namespace arbor::detail {

/// Registers the 3D and 2D physics nodes, shape resources, PhysicsMaterial and the query
/// parameter objects.
void register_physics_types();

}  // namespace arbor::detail
