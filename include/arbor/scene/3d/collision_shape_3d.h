// CollisionShape3D: gives its parent CollisionObject3D a shape (Godot 4's CollisionShape3D).
#pragma once

#include <cstdint>

#include "arbor/core/object/ref.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

class CollisionObject3D;

/// A shape for the CollisionObject3D it is a direct child of, placed by its own transform. It
/// owns a shape owner of its parent while it is parented to one (Godot's rule): changing the
/// shape, moving the node or disabling it updates the parent's shapes at once.
class CollisionShape3D : public Node3D {
  ARBOR_CLASS(CollisionShape3D, Node3D)

 public:
  CollisionShape3D();
  ~CollisionShape3D() override;

  void set_shape(const Ref<Shape3D>& shape);
  [[nodiscard]] Ref<Shape3D> get_shape() const { return shape_; }
  void set_disabled(bool disabled);
  [[nodiscard]] bool is_disabled() const { return disabled_; }

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  void _on_local_transform_changed() override;

 private:
  friend class CollisionObject3D;  // forgets it when it goes first

  void attach(CollisionObject3D* parent);
  void detach();

  Ref<Shape3D> shape_;
  CollisionObject3D* collision_object_ = nullptr;
  std::uint32_t owner_id_ = 0;
  bool disabled_ = false;
};

}  // namespace arbor
