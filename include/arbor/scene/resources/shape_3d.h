// Shape3D: the base of the 3D collision shape resources (Godot 4's Shape3D).
#pragma once

#include "arbor/core/math/real.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/signal/signal.h"
#include "arbor/servers/physics/shape_3d_data.h"

namespace arbor {

/// Collision geometry shared by CollisionShape3D nodes and shape queries. Each kind of shape
/// describes itself to the physics server as plain data (get_shape_data) and emits `changed`
/// whenever that data changes, so the nodes using it push the new geometry.
class Shape3D : public Resource {
  ARBOR_CLASS(Shape3D, Resource)

 public:
  /// Emitted after every change of the shape's geometry or margin (Godot's Resource.changed).
  Signal<> changed;
  void emit_changed() { changed.emit(); }

  /// Godot's custom_solver_bias (0: the solver's default); kept for scene files.
  void set_custom_solver_bias(real_t bias);
  [[nodiscard]] real_t get_custom_solver_bias() const { return custom_solver_bias_; }
  /// The collision margin the physics backend keeps around the shape (0.04, Godot's default).
  void set_margin(real_t margin);
  [[nodiscard]] real_t get_margin() const { return margin_; }

  /// The shape as the physics server takes it.
  [[nodiscard]] Shape3DData get_shape_data() const;

 protected:
  static void _bind_methods();
  /// The geometry of the concrete shape.
  [[nodiscard]] virtual Shape3DGeometry get_geometry() const = 0;

 private:
  real_t custom_solver_bias_ = 0;
  real_t margin_ = real_t(0.04);
};

}  // namespace arbor
