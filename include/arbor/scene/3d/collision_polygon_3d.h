// CollisionPolygon3D: a prism shape from a 2D polygon (Godot 4's CollisionPolygon3D).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/resources/convex_polygon_shape_3d.h"

namespace arbor {

class CollisionObject3D;

/// The polygon `polygon` (in the node's XY plane) extruded `depth` along Z, for the
/// CollisionObject3D it is a direct child of. A concave polygon is split into convex pieces, one
/// convex shape each, as Godot does.
class CollisionPolygon3D : public Node3D {
  ARBOR_CLASS(CollisionPolygon3D, Node3D)

 public:
  CollisionPolygon3D();
  ~CollisionPolygon3D() override;

  void set_polygon(const PackedVector2Array& polygon);
  [[nodiscard]] PackedVector2Array get_polygon() const { return polygon_; }
  void set_depth(real_t depth);
  [[nodiscard]] real_t get_depth() const { return depth_; }
  void set_disabled(bool disabled);
  [[nodiscard]] bool is_disabled() const { return disabled_; }
  void set_margin(real_t margin);
  [[nodiscard]] real_t get_margin() const { return margin_; }

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  void _on_local_transform_changed() override;

 private:
  friend class CollisionObject3D;  // forgets it when it goes first

  void attach(CollisionObject3D* parent);
  void detach();
  void rebuild_shapes();

  PackedVector2Array polygon_;
  real_t depth_ = 1;
  real_t margin_ = real_t(0.04);
  CollisionObject3D* collision_object_ = nullptr;
  std::uint32_t owner_id_ = 0;
  bool disabled_ = false;
};

}  // namespace arbor
