// CollisionShape2D: gives its parent CollisionObject2D a shape (Godot 4's CollisionShape2D).
#pragma once

#include <cstdint>

#include "arbor/core/object/ref.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/physics/collision_object_base.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

class CollisionObject2D;

/// A shape for the CollisionObject2D it is a direct child of, placed by its own transform. It
/// owns a shape owner of its parent while it is parented to one: changing the shape, moving the
/// node or disabling it updates the parent's shapes at once. With one_way_collision the shape
/// only stops what comes against it along its local +Y axis (a one-way platform).
class CollisionShape2D : public Node2D, public physics::ShapeOwnerNode {
  ARBOR_CLASS(CollisionShape2D, Node2D)

 public:
  CollisionShape2D();
  ~CollisionShape2D() override;

  void set_shape(const Ref<Shape2D>& shape);
  [[nodiscard]] Ref<Shape2D> get_shape() const { return shape_; }
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

  Ref<Shape2D> shape_;
  CollisionObject2D* collision_object_ = nullptr;
  std::uint32_t owner_id_ = 0;
  real_t one_way_margin_ = 1;
  bool disabled_ = false;
  bool one_way_ = false;
};

}  // namespace arbor
