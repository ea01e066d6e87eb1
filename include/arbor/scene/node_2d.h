// Node2D: a CanvasItem with a position, rotation, scale and skew (Godot 4's Node2D).
#pragma once

#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/scene/canvas_item.h"

namespace arbor {

/// A 2D node with a local transform, chained to its parent item's global transform.
///
/// The local transform is stored as a Transform2D (in CanvasItem's transform store) plus its
/// decomposition (rotation in radians, scale, skew; the position is the transform's origin).
/// Setting rotation, scale or skew rebuilds the basis from the decomposition; a transform assigned
/// with set_transform() is kept exactly and only decomposed (lazily) for the getters;
/// set_position() changes only the origin. rotation_degrees returns the value set, unchanged, until
/// the rotation is set another way.
class Node2D : public CanvasItem {
  ARBOR_CLASS(Node2D, CanvasItem)

 public:
  Node2D();
  ~Node2D() override;

  // -- local transform ---------------------------------------------------------------------------
  void set_position(const Vector2& position);
  [[nodiscard]] Vector2 get_position() const { return get_local_transform().columns[2]; }
  /// Radians, positive from +X towards +Y (clockwise on screen).
  void set_rotation(real_t radians);
  [[nodiscard]] real_t get_rotation() const;
  void set_rotation_degrees(real_t degrees);
  /// The value last set with set_rotation_degrees, else the rotation in degrees, snapped to a
  /// whole degree when within 0.0005 of one.
  [[nodiscard]] real_t get_rotation_degrees() const;
  /// A zero component becomes CMP_EPSILON (Godot's rule: keeps the transform invertible).
  void set_scale(const Vector2& scale);
  [[nodiscard]] Vector2 get_scale() const;
  /// Radians the y axis leans away from perpendicular to the x axis.
  void set_skew(real_t radians);
  [[nodiscard]] real_t get_skew() const;
  /// Kept exactly; position, rotation, scale and skew are decomposed from it.
  void set_transform(const Transform2D& transform);
  /// The stored local transform, without a copy (get_transform() is a copy of it).
  [[nodiscard]] const Transform2D& get_local_transform() const { return stored_transform(); }

  // -- global transform --------------------------------------------------------------------------
  [[nodiscard]] Vector2 get_global_position() const { return get_global_transform().columns[2]; }
  void set_global_position(const Vector2& position);
  [[nodiscard]] real_t get_global_rotation() const;
  void set_global_rotation(real_t radians);
  [[nodiscard]] real_t get_global_rotation_degrees() const;
  void set_global_rotation_degrees(real_t degrees);
  [[nodiscard]] Vector2 get_global_scale() const;
  void set_global_scale(const Vector2& scale);
  [[nodiscard]] real_t get_global_skew() const;
  void set_global_skew(real_t radians);
  /// Sets the local transform so that the global transform becomes `transform`.
  void set_global_transform(const Transform2D& transform);

  // -- helpers -----------------------------------------------------------------------------------
  /// Adds `radians` to the rotation.
  void rotate(real_t radians);
  /// Adds `offset` to the position (in the parent's frame).
  void translate(const Vector2& offset);
  /// Adds `offset` to the global position.
  void global_translate(const Vector2& offset);
  /// Multiplies the scale by `ratio`.
  void apply_scale(const Vector2& ratio);
  /// Moves along the local x axis (normalized unless `scaled`).
  void move_local_x(real_t delta, bool scaled = false);
  /// Moves along the local y axis (normalized unless `scaled`).
  void move_local_y(real_t delta, bool scaled = false);
  /// Rotates so that the local +X axis points at the global `point`.
  void look_at(const Vector2& point);
  /// The rotation look_at(point) would add, in radians.
  [[nodiscard]] real_t get_angle_to(const Vector2& point) const;
  /// A global point in this node's local frame.
  [[nodiscard]] Vector2 to_local(const Vector2& global_point) const;
  /// A local point in global (canvas) space.
  [[nodiscard]] Vector2 to_global(const Vector2& local_point) const;
  /// This node's transform relative to `ancestor` (a Node2D chain up to it); throws arbor::Error
  /// when `ancestor` is not reachable through Node2D parents.
  [[nodiscard]] Transform2D get_relative_transform_to_parent(const Node* ancestor) const;

  /// Moves under `new_parent`; with `keep_global_transform` (the default) the global transform
  /// is restored afterwards, so the node does not move on screen.
  void reparent(Node* new_parent, bool keep_global_transform = true) override;

 protected:
  static void _bind_methods();

 private:
  void ensure_decomposed() const;
  /// Rebuilds the basis from rotation, scale and skew (the origin is kept), then notifies.
  void compose();

  mutable Vector2 scale_{1, 1};
  mutable real_t rotation_ = 0;
  mutable real_t skew_ = 0;
  real_t rotation_degrees_ = 0;  // valid while FLAG_DEGREES_KEPT
};

}  // namespace arbor
