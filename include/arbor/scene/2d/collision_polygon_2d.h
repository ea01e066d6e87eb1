// CollisionPolygon2D: shapes from a polygon (Godot 4's CollisionPolygon2D).
#pragma once

#include <cstdint>

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/physics/collision_object_base.h"

namespace arbor {

class CollisionObject2D;

/// The polygon `polygon` as shapes of the CollisionObject2D it is a direct child of: solid
/// (BUILD_SOLIDS, split into convex pieces as Godot does) or its closed outline as segments
/// (BUILD_SEGMENTS, a hollow concave shape).
class CollisionPolygon2D : public Node2D, public physics::ShapeOwnerNode {
  ARBOR_CLASS(CollisionPolygon2D, Node2D)

 public:
  enum BuildMode : int { BUILD_SOLIDS, BUILD_SEGMENTS };

  CollisionPolygon2D();
  ~CollisionPolygon2D() override;

  void set_polygon(const PackedVector2Array& polygon);
  [[nodiscard]] PackedVector2Array get_polygon() const { return polygon_; }
  void set_build_mode(BuildMode mode);
  [[nodiscard]] BuildMode get_build_mode() const { return build_mode_; }
  void set_disabled(bool disabled);
  [[nodiscard]] bool is_disabled() const { return disabled_; }
  void set_one_way_collision(bool enabled);
  [[nodiscard]] bool is_one_way_collision_enabled() const { return one_way_; }
  void set_one_way_collision_margin(real_t margin);
  [[nodiscard]] real_t get_one_way_collision_margin() const { return one_way_margin_; }

  void collision_object_gone() override;

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  void _local_transform_changed() override;

 private:
  void attach(CollisionObject2D* parent);
  void detach();
  void rebuild_shapes();

  PackedVector2Array polygon_;
  CollisionObject2D* collision_object_ = nullptr;
  std::uint32_t owner_id_ = 0;
  real_t one_way_margin_ = 1;
  BuildMode build_mode_ = BUILD_SOLIDS;
  bool disabled_ = false;
  bool one_way_ = false;
};

}  // namespace arbor
