// A rigid body's mass distribution from its shapes, with Godot 4's rules.
#pragma once

#include <span>

#include "arbor/core/math/basis.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor::physics {

/// One enabled shape of a body: its data and its transform in the body's frame.
struct MassShape3D {
  const Shape3DData* data = nullptr;
  Transform3D transform;
};

/// Where a body's mass is and how it resists turning.
struct MassProperties3D {
  Vector3 center_of_mass;     ///< in the body's frame
  Basis principal_axes;       ///< columns: the principal axes, in the body's frame
  Vector3 principal_inertia;  ///< the moments about those axes
};

/// Godot 4's rule: each shape weighs in proportion to its volume; the centre of mass is their
/// volume-weighted centre (unless the parameters give one); the inertia tensor sums each shape's
/// moments (boxes and spheres exactly, other shapes as their bounding box) moved to the centre of
/// mass, then custom inertia components replace computed ones, and the tensor is diagonalized.
/// A body without shapes gets unit inertia.
[[nodiscard]] MassProperties3D compute_mass_properties(std::span<const MassShape3D> shapes,
                                                       const BodyParameters3D& parameters);

/// The eigenvectors (columns, a rotation) and eigenvalues of a symmetric matrix.
void diagonalize_symmetric(const Basis& symmetric, Basis& axes, Vector3& values);

/// The half size of the box around a shape in its own frame (infinite shapes: zero).
[[nodiscard]] Vector3 shape_half_extents(const Shape3DData& data);

}  // namespace arbor::physics
