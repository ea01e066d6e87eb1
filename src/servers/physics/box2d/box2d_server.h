// Box2DPhysicsServer2D: the 2D front end's hooks on Box2D 2.4, one b2World per space. Bodies keep
// their origin as Box2D's body origin (the centre of mass is set apart); static and kinematic
// bodies and areas carry their scale in their shapes; areas are sensor bodies that Box2D keeps
// awake so it tracks what they overlap. Queries and motion tests are in box2d_queries.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include <box2d/b2_body.h>
#include <box2d/b2_fixture.h>
#include <box2d/b2_joint.h>
#include <box2d/b2_world.h>
#include <box2d/b2_world_callbacks.h>

#include "servers/physics/box2d/box2d_geometry.h"
#include "servers/physics/mass_properties_2d.h"
#include "servers/physics/physics_server_2d_front_end.h"

namespace arbor::physics {

class Box2DPhysicsServer2D;

/// Asks the server whether two fixtures may touch (Godot's layer, mask, exception and area
/// rules), and applies Godot's material rules and one-way shapes before each contact is solved.
class Box2DCallbacks final : public b2ContactFilter, public b2ContactListener {
 public:
  explicit Box2DCallbacks(const Box2DPhysicsServer2D& server) : server_(server) {}
  bool ShouldCollide(b2Fixture* a, b2Fixture* b) override;
  void PreSolve(b2Contact* contact, const b2Manifold* old_manifold) override;

 private:
  const Box2DPhysicsServer2D& server_;
};

/// Which list of its space an object is in.
enum class Box2DList : std::uint8_t { NONE, RIGID, KINEMATIC, STATIC, AREA };

/// The Box2D side of one body or area.
struct Box2DObject {
  /// While the object is in a space.
  b2Body* body = nullptr;
  /// The object's shapes as convex parts, in its frame, in meters.
  std::vector<box2d::ConvexPart> parts;
  /// Each part's one-way collision: whether, its direction in the object's frame, its margin.
  std::vector<std::uint8_t> one_way;
  std::vector<b2Vec2> one_way_direction;
  std::vector<float> one_way_margin;
  /// The scale and skew of the object's transform, baked into its parts (not for rigid bodies).
  Transform2D baked;
  MassProperties2D mass;
  Box2DList list = Box2DList::NONE;
  std::uint32_t list_position = 0;
  std::uint32_t native_space = 0;
};

struct Box2DSpace {
  std::unique_ptr<b2World> world;
  /// A static body at the origin: what pin joints without a second body hold on to.
  b2Body* ground = nullptr;
  std::vector<std::uint32_t> rigid;
  std::vector<std::uint32_t> kinematic;
  std::vector<std::uint32_t> statics;
  std::vector<std::uint32_t> areas;
};

class Box2DPhysicsServer2D final : public PhysicsServer2DFrontEnd {
 public:
  Box2DPhysicsServer2D();
  ~Box2DPhysicsServer2D() override;

  // -- queries (box2d_queries.cpp) --------------------------------------------------------------
  bool space_intersect_ray(SpaceHandle2D space, const RayQuery2D& query,
                           RayHit2D& hit) const override;
  int space_intersect_point(SpaceHandle2D space, const PointQuery2D& query,
                            std::span<ShapeHit2D> results) const override;
  int space_intersect_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                            std::span<ShapeHit2D> results) const override;
  bool space_cast_motion(SpaceHandle2D space, const ShapeQuery2D& query, real_t& safe,
                         real_t& unsafe) const override;
  int space_collide_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                          std::span<Vector2> points) const override;
  bool space_get_rest_info(SpaceHandle2D space, const ShapeQuery2D& query,
                           ShapeRestInfo2D& info) const override;
  bool body_test_motion(BodyHandle2D body, const MotionParameters2D& parameters,
                        MotionResult2D& result) override;

  /// Whether two objects may touch (the contact filter asks).
  [[nodiscard]] bool may_touch(std::uint32_t a, std::uint32_t b) const;
  [[nodiscard]] const Box2DObject& native(std::uint32_t slot) const { return natives_[slot]; }

 protected:
  void backend_create_space(std::uint32_t space) override;
  void backend_free_space(std::uint32_t space) override;
  void backend_update_space_settings(std::uint32_t space) override;
  void backend_create_object(std::uint32_t object) override;
  void backend_free_object(std::uint32_t object) override;
  void backend_update_object_space(std::uint32_t object, SpaceHandle2D old_space) override;
  void backend_update_object_shapes(std::uint32_t object) override;
  void backend_update_object_filter(std::uint32_t object) override;
  void backend_update_body(std::uint32_t object) override;
  void backend_set_transform(std::uint32_t object) override;
  void backend_set_velocity(std::uint32_t object) override;
  void backend_set_sleeping(std::uint32_t object, bool sleeping) override;
  [[nodiscard]] BodyDynamics2D backend_get_dynamics(std::uint32_t object) const override;
  void backend_apply_impulse(std::uint32_t object, const Vector2& impulse, const Vector2& position,
                             real_t torque_impulse) override;
  void backend_update_joint(std::uint32_t joint) override;
  void backend_free_joint(std::uint32_t joint) override;
  void backend_step(std::uint32_t space, real_t step) override;

 private:
  /// Takes the object out of its world, rebuilds it from its record, puts it back.
  void rebuild(std::uint32_t slot);
  void build_parts(std::uint32_t slot);
  void update_one_way(std::uint32_t slot);
  void create_body(std::uint32_t slot);
  void destroy_body(std::uint32_t slot);
  [[nodiscard]] Box2DList list_for(const ObjectRecord2D& record) const;
  void list_add(std::uint32_t slot);
  void list_remove(std::uint32_t slot);
  [[nodiscard]] std::vector<std::uint32_t>* list_of(Box2DSpace& space, Box2DList list);
  /// The object's pose as Box2D's (rotation and origin, in meters).
  [[nodiscard]] b2Transform box2d_transform(std::uint32_t slot) const;
  void wake_touching(b2Body* body);
  void read_back_rigid(Box2DSpace& space);
  void gather_contacts_and_overlaps(std::uint32_t space_slot, Box2DSpace& space);
  void add_contact(std::uint32_t body, std::uint32_t other, const b2Contact& contact,
                   bool body_is_a);
  void add_overlap(std::uint32_t area, std::uint32_t other, int other_shape, int area_shape);
  /// A pin joint's, groove's or spring's anchor (in its body's frame, pixels) in Box2D's body
  /// frame.
  [[nodiscard]] b2Vec2 box2d_anchor(BodyHandle2D body, const Vector2& local) const;

  // -- queries (box2d_queries.cpp) ------------------------------------------------------------
  /// A candidate part of an object found by a broadphase query.
  struct Candidate {
    std::uint32_t slot;
    std::uint32_t part;
    bool operator<(const Candidate& o) const {
      return slot < o.slot || (slot == o.slot && part < o.part);
    }
    bool operator==(const Candidate& o) const = default;
  };
  /// Parts whose fixtures' bounds overlap the box, in candidates_, by object slot and part.
  void gather(const Box2DSpace& space, const b2AABB& box) const;
  /// The part placed where its object is.
  [[nodiscard]] box2d::PlacedPart placed(const Candidate& candidate) const;
  /// The query shape's parts placed at `transform` (and swept by `motion`), in query_parts_.
  void place_query_shape(ShapeHandle2D shape, const Transform2D& transform,
                         const Vector2& motion) const;
  [[nodiscard]] Vector2 velocity_at(std::uint32_t slot, const Vector2& point) const;

  std::vector<std::unique_ptr<Box2DSpace>> spaces_native_;
  std::vector<Box2DObject> natives_;
  std::vector<b2Joint*> joints_native_;
  std::vector<std::uint32_t> diverged_;
  Box2DCallbacks callbacks_;

  /// A query shape's parts at a scale, kept while the shape's data is unchanged.
  struct QueryShape {
    std::uint32_t generation = 0;
    std::uint32_t version = 0;
    Transform2D stretch;
    bool made = false;
    std::vector<box2d::ConvexPart> parts;
  };
  mutable std::vector<Candidate> candidates_;
  mutable std::vector<QueryShape> query_shapes_;
  mutable std::vector<box2d::PlacedPart> query_parts_;
};

}  // namespace arbor::physics
