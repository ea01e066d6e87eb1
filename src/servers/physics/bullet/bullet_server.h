// BulletPhysicsServer3D: the 3D front end's hooks on Bullet's discrete dynamics world, one world
// per space. Queries and motion tests are in bullet_queries.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#include <BulletCollision/CollisionDispatch/btCollisionDispatcher.h>
#include <BulletCollision/CollisionDispatch/btDefaultCollisionConfiguration.h>
#include <BulletCollision/CollisionShapes/btCompoundShape.h>
#include <BulletCollision/CollisionShapes/btEmptyShape.h>
#include <BulletDynamics/ConstraintSolver/btSequentialImpulseConstraintSolver.h>
#include <BulletDynamics/ConstraintSolver/btTypedConstraint.h>
#include <BulletDynamics/Dynamics/btDiscreteDynamicsWorld.h>
#include <BulletDynamics/Dynamics/btRigidBody.h>

#include "servers/physics/bullet/bullet_shapes.h"
#include "servers/physics/mass_properties_3d.h"
#include "servers/physics/physics_server_3d_front_end.h"

namespace arbor::physics {

class BulletPhysicsServer3D;

/// Bullet's dispatcher, asking the server whether two objects may touch at all (Godot's layer,
/// mask, exception and area rules), every step.
class BulletDispatcher final : public btCollisionDispatcher {
 public:
  BulletDispatcher(btCollisionConfiguration* configuration, const BulletPhysicsServer3D& server)
      : btCollisionDispatcher(configuration), server_(server) {}
  bool needsCollision(const btCollisionObject* a, const btCollisionObject* b) override;

 private:
  const BulletPhysicsServer3D& server_;
};

/// The broadphase's pair filter: the same rules, so pairs that can never touch are not made.
class BulletPairFilter final : public btOverlapFilterCallback {
 public:
  explicit BulletPairFilter(const BulletPhysicsServer3D& server) : server_(server) {}
  bool needBroadphaseCollision(btBroadphaseProxy* a, btBroadphaseProxy* b) const override;

 private:
  const BulletPhysicsServer3D& server_;
};

/// Which list of its space an object is in.
enum class SpaceList : std::uint8_t { NONE, RIGID, KINEMATIC, STATIC, AREA };

/// The Bullet side of one body or area.
struct BulletObject {
  std::unique_ptr<btCollisionObject> object;
  /// One per enabled shape, with its index in the object's shape list.
  std::vector<BulletShape> shapes;
  std::vector<int> shape_index;
  /// Each shape's transform in the Bullet object's frame.
  std::vector<btTransform> shape_transforms;
  std::unique_ptr<btCompoundShape> compound;
  /// The Arbor body frame in Bullet's: the centre of mass and principal axes of a rigid body,
  /// identity otherwise (Bullet's origin is the centre of mass).
  Transform3D center_frame;
  /// The scale of the object's transform, baked into its shapes (static, kinematic and areas).
  Vector3 baked_scale{1, 1, 1};
  MassProperties3D mass;
  SpaceList list = SpaceList::NONE;
  std::uint32_t list_position = 0;
  /// The space whose list and world the object is in (valid while listed or in the world).
  std::uint32_t native_space = 0;
  bool in_world = false;
  bool has_static_only_shape = false;
};

/// One space: a Bullet world and the objects in it, by kind.
struct BulletSpace {
  std::unique_ptr<btDefaultCollisionConfiguration> configuration;
  std::unique_ptr<BulletDispatcher> dispatcher;
  std::unique_ptr<btDbvtBroadphase> broadphase;
  std::unique_ptr<btSequentialImpulseConstraintSolver> solver;
  std::unique_ptr<btDiscreteDynamicsWorld> world;
  std::unique_ptr<BulletPairFilter> filter;
  std::vector<std::uint32_t> rigid;
  std::vector<std::uint32_t> kinematic;
  std::vector<std::uint32_t> statics;
  std::vector<std::uint32_t> areas;
  BulletPhysicsServer3D* server = nullptr;
};

class BulletPhysicsServer3D final : public PhysicsServer3DFrontEnd {
 public:
  BulletPhysicsServer3D();
  ~BulletPhysicsServer3D() override;

  // -- queries (bullet_queries.cpp) -------------------------------------------------------------
  bool space_intersect_ray(SpaceHandle3D space, const RayQuery3D& query,
                           RayHit3D& hit) const override;
  int space_intersect_point(SpaceHandle3D space, const PointQuery3D& query,
                            std::span<ShapeHit3D> results) const override;
  int space_intersect_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                            std::span<ShapeHit3D> results) const override;
  bool space_cast_motion(SpaceHandle3D space, const ShapeQuery3D& query, real_t& safe,
                         real_t& unsafe) const override;
  int space_collide_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                          std::span<Vector3> points) const override;
  bool space_get_rest_info(SpaceHandle3D space, const ShapeQuery3D& query,
                           ShapeRestInfo3D& info) const override;
  Vector3 space_get_closest_point_to_object_volume(SpaceHandle3D space, RID object,
                                                   const Vector3& point) const override;
  bool body_test_motion(BodyHandle3D body, const MotionParameters3D& parameters,
                        MotionResult3D& result) override;

  /// Whether two Bullet objects may touch (BulletDispatcher and BulletPairFilter ask).
  [[nodiscard]] bool may_touch(const btCollisionObject& a, const btCollisionObject& b) const;
  /// Adds the constant velocities of kinematic bodies before Bullet solves (a pre-tick hook).
  void add_kinematic_velocities(const BulletSpace& space);

  [[nodiscard]] const BulletObject& native(std::uint32_t slot) const { return natives_[slot]; }
  [[nodiscard]] const BulletSpace& native_space(std::uint32_t slot) const {
    return *spaces_native_[slot];
  }
  /// The shape index of the object hit in a contact or query, from Bullet's part and index.
  [[nodiscard]] int shape_of_contact(std::uint32_t slot, int part, int index) const;

 protected:
  void backend_create_space(std::uint32_t space) override;
  void backend_free_space(std::uint32_t space) override;
  void backend_update_space_settings(std::uint32_t space) override;
  void backend_create_object(std::uint32_t object) override;
  void backend_free_object(std::uint32_t object) override;
  void backend_update_object_space(std::uint32_t object, SpaceHandle3D old_space) override;
  void backend_update_object_shapes(std::uint32_t object) override;
  void backend_update_object_filter(std::uint32_t object) override;
  void backend_update_body(std::uint32_t object) override;
  void backend_set_transform(std::uint32_t object) override;
  void backend_set_velocity(std::uint32_t object) override;
  void backend_set_sleeping(std::uint32_t object, bool sleeping) override;
  [[nodiscard]] BodyDynamics3D backend_get_dynamics(std::uint32_t object) const override;
  void backend_apply_impulse(std::uint32_t object, const Vector3& impulse, const Vector3& position,
                             const Vector3& torque_impulse) override;
  void backend_update_joint(std::uint32_t joint) override;
  void backend_free_joint(std::uint32_t joint) override;
  void backend_step(std::uint32_t space, real_t step) override;

 private:
  [[nodiscard]] btRigidBody* rigid_body(std::uint32_t slot) const;
  /// Takes the object out of its world, rebuilds it from its record, puts it back.
  void rebuild(std::uint32_t slot);
  void build_shapes(std::uint32_t slot);
  void configure_body(std::uint32_t slot);
  void add_to_world(std::uint32_t slot);
  void remove_from_world(std::uint32_t slot);
  [[nodiscard]] SpaceList list_for(const ObjectRecord3D& record) const;
  void list_add(std::uint32_t slot);
  void list_remove(std::uint32_t slot);
  [[nodiscard]] std::vector<std::uint32_t>* list_of(BulletSpace& space, SpaceList list);
  [[nodiscard]] btTransform bullet_transform(std::uint32_t slot) const;
  void read_back_rigid(BulletSpace& space);
  void gather_contacts_and_overlaps(std::uint32_t space_slot, BulletSpace& space);
  void add_overlap(std::uint32_t area, std::uint32_t other, int other_shape, int area_shape);
  void add_contact(std::uint32_t body, std::uint32_t other, const btManifoldPoint& point,
                   bool body_is_a);
  /// The joint as a Bullet constraint (nullptr when a body is missing from the world).
  std::unique_ptr<btTypedConstraint> make_constraint(const JointRecord3D& joint);

  std::vector<std::unique_ptr<BulletSpace>> spaces_native_;
  std::vector<BulletObject> natives_;
  /// A joint's constraint and the world it was added to.
  struct BulletJoint {
    std::unique_ptr<btTypedConstraint> constraint;
    btDiscreteDynamicsWorld* world = nullptr;
  };
  std::vector<BulletJoint> constraints_;
  std::vector<std::uint32_t> diverged_;
  btEmptyShape empty_shape_;

  // -- queries (bullet_queries.cpp) ------------------------------------------------------------
  /// A query shape made for a shape handle at a scale, kept while the shape's data is unchanged.
  struct QueryShape {
    std::uint32_t generation = 0;
    std::uint32_t version = 0;
    Vector3 scale;
    BulletShape shape;
  };
  /// The convex Bullet shape for a query's shape placed at `transform` (its scale baked in), or
  /// nullptr when the shape is not convex.
  [[nodiscard]] const btConvexShape* query_shape(ShapeHandle3D shape,
                                                 const Transform3D& transform) const;
  /// Objects whose bounds overlap the box, in candidates_ (by slot), in slot order.
  void gather(const BulletSpace& space, const btVector3& low, const btVector3& high) const;
  /// Calls visit(shape_index, shape, world transform) for each enabled shape of an object.
  template <class Visit>
  void for_each_shape(std::uint32_t slot, Visit&& visit) const;
  [[nodiscard]] Vector3 velocity_at(std::uint32_t slot, const Vector3& point) const;

  mutable std::vector<std::uint32_t> candidates_;
  mutable std::vector<QueryShape> query_shapes_;
};

}  // namespace arbor::physics
