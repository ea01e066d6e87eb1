// A 2D rigid body's mass distribution from its shapes, with Godot 4's rules.
#pragma once

#include <span>

#include "arbor/core/math/rect2.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/servers/physics/physics_server_2d.h"

namespace arbor::physics {

/// One enabled shape of a body: its data and its transform in the body's frame.
struct MassShape2D {
  const Shape2DData* data = nullptr;
  Transform2D transform;
};

struct MassProperties2D {
  Vector2 center_of_mass;  ///< in the body's frame
  real_t inertia = 0;      ///< about the centre of mass (zero: the body does not turn)
};

/// Godot 4's rule: each shape weighs in proportion to the area of its bounding box; the centre of
/// mass is the weighted mean of the shapes' origins (unless the parameters give one); the inertia
/// sums each shape's moment (Godot's formula per shape kind) and its mass times its squared
/// distance from the centre of mass, unless the parameters give one.
[[nodiscard]] MassProperties2D compute_mass_properties_2d(std::span<const MassShape2D> shapes,
                                                          const BodyParameters2D& parameters);

/// The box around a shape in its own frame (world boundaries: a very large box).
[[nodiscard]] Rect2 shape_bounds(const Shape2DData& data);

}  // namespace arbor::physics
