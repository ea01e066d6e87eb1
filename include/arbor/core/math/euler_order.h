// EulerOrder: the order in which Euler angles are applied, with Godot 4's values.
#pragma once

namespace arbor {

/// Order of the three axis rotations composing an Euler rotation. YXZ (Godot's default) means
/// the basis is Y(a.y) * X(a.x) * Z(a.z): Z is applied first, then X, then Y.
enum class EulerOrder { XYZ = 0, XZY = 1, YXZ = 2, YZX = 3, ZXY = 4, ZYX = 5 };

}  // namespace arbor
