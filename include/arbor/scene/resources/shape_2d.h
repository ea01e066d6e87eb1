// Shape2D: the base of the 2D collision shape resources (Godot 4's Shape2D).
#pragma once

#include "arbor/core/math/real.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/signal/signal.h"
#include "arbor/servers/physics/shape_2d_data.h"

namespace arbor {

/// Collision geometry shared by CollisionShape2D nodes and shape queries, in pixels. Each kind of
/// shape describes itself to the physics server as plain data (get_shape_data) and emits
/// `changed` whenever that data changes, so the nodes using it push the new geometry.
class Shape2D : public Resource {
  ARBOR_CLASS(Shape2D, Resource)

 public:
  /// Emitted after every change of the shape's geometry (Godot's Resource.changed).
  Signal<> changed;
  void emit_changed() { changed.emit(); }

  /// Godot's custom_solver_bias (0: the solver's default); kept for scene files.
  void set_custom_solver_bias(real_t bias);
  [[nodiscard]] real_t get_custom_solver_bias() const { return custom_solver_bias_; }

  /// The shape as the physics server takes it.
  [[nodiscard]] Shape2DData get_shape_data() const { return Shape2DData{get_geometry()}; }

 protected:
  static void _bind_methods();
  /// The geometry of the concrete shape.
  [[nodiscard]] virtual Shape2DGeometry get_geometry() const = 0;

 private:
  real_t custom_solver_bias_ = 0;
};

}  // namespace arbor
