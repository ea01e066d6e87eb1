// CollisionObjectBase: what CollisionObject3D and CollisionObject2D share (Godot 4's
// CollisionObject3D/2D): layers, the server object and its space, and the shape owners.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/physics/physics_dimension.h"
#include "arbor/scene/resources/shape_2d.h"
#include "arbor/scene/resources/shape_3d.h"
#include "arbor/servers/physics/physics_types.h"

namespace arbor::physics {

/// A node that gives a collision object shapes (CollisionShape3D/2D, CollisionPolygon3D/2D): told
/// when that object goes before it, so that it does not come back to it.
class ShapeOwnerNode {
 public:
  virtual void collision_object_gone() = 0;

 protected:
  ~ShapeOwnerNode() = default;
};

/// A node with collision shapes in one dimension's physics world: a body or an area. While it is
/// inside a tree whose servers include the dimension's physics server, it owns a server object in
/// its world's space and pushes every change to it (shapes, layers, its global transform);
/// outside a tree, or without a physics server, it keeps its settings and does nothing else.
///
/// Its shapes come from shape owners (Godot's API): usually its CollisionShape and
/// CollisionPolygon children, each owning the shapes it gives. Shape indices, as collisions report
/// them, count the shapes of all owners in owner order.
template <class D>
class CollisionObjectBase : public D::Node, protected PhysicsObjectListener {
 public:
  using Transform = typename D::Transform;
  using Shape = typename D::Shape;

  /// What happens to the server object while the node is disabled (PROCESS_MODE_DISABLED).
  enum DisableMode : int {
    DISABLE_MODE_REMOVE,
    DISABLE_MODE_MAKE_STATIC,
    DISABLE_MODE_KEEP_ACTIVE
  };

  ~CollisionObjectBase() override;

  // -- layers (Godot's defaults: layer 1, mask 1) ----------------------------------------------
  void set_collision_layer(std::uint32_t layer);
  [[nodiscard]] std::uint32_t get_collision_layer() const { return collision_layer_; }
  void set_collision_mask(std::uint32_t mask);
  [[nodiscard]] std::uint32_t get_collision_mask() const { return collision_mask_; }
  /// Sets one layer, numbered 1 to 32 as in Godot's editor; throws arbor::Error outside them.
  void set_collision_layer_value(int layer_number, bool value);
  [[nodiscard]] bool get_collision_layer_value(int layer_number) const;
  void set_collision_mask_value(int layer_number, bool value);
  [[nodiscard]] bool get_collision_mask_value(int layer_number) const;
  /// How much a kinematic body's motion test yields to this object when it penetrates it.
  void set_collision_priority(real_t priority);
  [[nodiscard]] real_t get_collision_priority() const { return collision_priority_; }
  void set_disable_mode(DisableMode mode);
  [[nodiscard]] DisableMode get_disable_mode() const { return disable_mode_; }

  /// The server object's RID; the null RID outside a tree with a physics server.
  [[nodiscard]] RID get_rid() const;

  // -- shape owners ----------------------------------------------------------------------------
  /// A new shape owner for `owner` (a node that gives this object shapes); returns its id.
  std::uint32_t create_shape_owner(Object* owner);
  void remove_shape_owner(std::uint32_t owner_id);
  [[nodiscard]] std::vector<std::uint32_t> get_shape_owners() const;
  void shape_owner_set_transform(std::uint32_t owner_id, const Transform& transform);
  [[nodiscard]] Transform shape_owner_get_transform(std::uint32_t owner_id) const;
  [[nodiscard]] Object* shape_owner_get_owner(std::uint32_t owner_id) const;
  void shape_owner_set_disabled(std::uint32_t owner_id, bool disabled);
  [[nodiscard]] bool is_shape_owner_disabled(std::uint32_t owner_id) const;
  void shape_owner_add_shape(std::uint32_t owner_id, const Ref<Shape>& shape);
  [[nodiscard]] int shape_owner_get_shape_count(std::uint32_t owner_id) const;
  [[nodiscard]] Ref<Shape> shape_owner_get_shape(std::uint32_t owner_id, int shape_id) const;
  /// The shape's index among all of this object's shapes (as collisions report it).
  [[nodiscard]] int shape_owner_get_shape_index(std::uint32_t owner_id, int shape_id) const;
  void shape_owner_remove_shape(std::uint32_t owner_id, int shape_id);
  void shape_owner_clear_shapes(std::uint32_t owner_id);
  /// The owner of the shape with this index; throws arbor::Error when there is none.
  [[nodiscard]] std::uint32_t shape_find_owner(int shape_index) const;

  // -- one-way collision (2D) --------------------------------------------------------------------
  /// The owner's shapes stop only what comes against them along their +Y axis (Godot's
  /// one-way platforms).
  void shape_owner_set_one_way_collision(std::uint32_t owner_id,
                                         bool enable) requires(D::kDimensions == 2);
  [[nodiscard]] bool is_shape_owner_one_way_collision_enabled(std::uint32_t owner_id) const
      requires(D::kDimensions == 2);
  /// How deep (pixels) a one-way contact may start and still stop the other body.
  void shape_owner_set_one_way_collision_margin(std::uint32_t owner_id,
                                                real_t margin) requires(D::kDimensions == 2);
  [[nodiscard]] real_t get_shape_owner_one_way_collision_margin(std::uint32_t owner_id) const
      requires(D::kDimensions == 2);

 protected:
  explicit CollisionObjectBase(bool area);
  void _engine_notification(int what) override;
  /// The derived class calls this from its global-transform hook: pushes the user's own moves.
  void global_transform_invalidated();

  /// The server and the object in it, while inside a tree with a physics server.
  [[nodiscard]] typename D::Server* get_physics_server() const { return server_; }
  [[nodiscard]] typename D::BodyHandle body_handle() const;
  [[nodiscard]] typename D::AreaHandle area_handle() const;
  [[nodiscard]] bool is_area() const { return area_; }
  /// A body's mode on the server (a disabled body with DISABLE_MODE_MAKE_STATIC is static).
  void set_body_mode(BodyMode mode);
  [[nodiscard]] BodyMode get_body_mode() const { return body_mode_; }
  /// Subclasses push their own state after the server object is made, and forget their
  /// server-side state before it goes.
  virtual void _physics_object_created() {}
  virtual void _physics_object_freeing() {}
  /// Whether the object moves by itself (a rigid body not frozen static, a character): concave
  /// and world boundary shapes are then warned about.
  [[nodiscard]] virtual bool _is_moving_body() const { return false; }
  /// Sets the global transform the physics server reports without pushing it back.
  void set_global_transform_from_physics(const Transform& transform);
  /// Pushes the current global transform to the server now.
  void push_transform();
  /// Warns once per object and `what` (a bit of the warnings already given).
  void warn_once(std::uint32_t what, const std::string& message);
  enum WarningBit : std::uint32_t {
    WARNED_NO_SHAPE = 1u << 0,
    WARNED_SCALE = 1u << 1,
    WARNED_DIVERGED = 1u << 2,
  };

 private:
  /// One shape of an owner, with its server shape while the object has a server object.
  struct ShapeEntry {
    Ref<Shape> shape;
    int index = 0;
    typename D::ShapeHandle handle;
    Connection changed;
    bool usable = false;  ///< its data makes a shape (the server has a placeholder otherwise)
    bool warned = false;
  };
  struct ShapeOwner {
    Object* owner = nullptr;
    Transform transform;
    bool disabled = false;
    bool one_way = false;
    real_t one_way_margin = 1;
    std::vector<ShapeEntry> shapes;
  };

  ShapeOwner& owner_ref(std::uint32_t owner_id, const char* what);
  const ShapeOwner& owner_ref(std::uint32_t owner_id, const char* what) const;
  void create_physics_object();
  void free_physics_object();
  void enter_space();
  void push_layers();
  /// Makes the entry's server shape and adds it to the server object, at its index.
  void push_shape(ShapeOwner& owner, ShapeEntry& entry);
  void push_one_way(const ShapeOwner& owner, const ShapeEntry& entry);
  /// The entry's shape resource changed: pushes its new data, or a placeholder.
  void shape_changed(std::uint32_t owner_id, const Shape* shape);
  void remove_entry(ShapeOwner& owner, std::size_t position);
  void server_set_shape_transform(int index, const Transform& transform);
  void server_set_shape_disabled(int index, bool disabled);
  [[nodiscard]] std::string owner_path(const ShapeOwner& owner) const;
  void apply_enabled(bool enabled);
  void push_body_mode();

  typename D::Server* server_ = nullptr;
  std::uint32_t handle_index_ = 0;
  std::uint32_t handle_generation_ = 0;
  std::map<std::uint32_t, ShapeOwner> owners_;
  int total_shapes_ = 0;
  std::uint32_t collision_layer_ = 1;
  std::uint32_t collision_mask_ = 1;
  real_t collision_priority_ = 1;
  DisableMode disable_mode_ = DISABLE_MODE_REMOVE;
  BodyMode body_mode_ = BodyMode::STATIC;
  std::uint32_t warnings_ = 0;
  bool area_;
  bool syncing_ = false;
  bool enabled_ = true;
};

extern template class CollisionObjectBase<Dim3D>;
extern template class CollisionObjectBase<Dim2D>;

}  // namespace arbor::physics
