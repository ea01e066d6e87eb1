// The null 2D physics backend: the front end's bookkeeping and nothing else.

#include "arbor/servers/physics/null_physics_server_2d.h"

#include "servers/physics/physics_server_2d_front_end.h"

namespace arbor {
namespace {

class NullPhysicsServer2D final : public physics::PhysicsServer2DFrontEnd {
 public:
  NullPhysicsServer2D() : PhysicsServer2DFrontEnd("null") {}

  bool space_intersect_ray(SpaceHandle2D space, const RayQuery2D&, RayHit2D&) const override {
    (void)space_record(space);
    return false;
  }
  int space_intersect_point(SpaceHandle2D space, const PointQuery2D&,
                            std::span<ShapeHit2D>) const override {
    (void)space_record(space);
    return 0;
  }
  int space_intersect_shape(SpaceHandle2D space, const ShapeQuery2D&,
                            std::span<ShapeHit2D>) const override {
    (void)space_record(space);
    return 0;
  }
  bool space_cast_motion(SpaceHandle2D space, const ShapeQuery2D&, real_t& safe,
                         real_t& unsafe) const override {
    (void)space_record(space);
    safe = 1;
    unsafe = 1;
    return true;
  }
  int space_collide_shape(SpaceHandle2D space, const ShapeQuery2D&,
                          std::span<Vector2>) const override {
    (void)space_record(space);
    return 0;
  }
  bool space_get_rest_info(SpaceHandle2D space, const ShapeQuery2D&,
                           ShapeRestInfo2D&) const override {
    (void)space_record(space);
    return false;
  }
  bool body_test_motion(BodyHandle2D body, const MotionParameters2D& parameters,
                        MotionResult2D& result) override {
    (void)body_slot(body);
    result = MotionResult2D();
    result.travel = parameters.motion;
    result.collision_safe_fraction = 1;
    result.collision_unsafe_fraction = 1;
    return false;
  }

 protected:
  void backend_create_space(std::uint32_t) override {}
  void backend_free_space(std::uint32_t) override {}
  void backend_update_space_settings(std::uint32_t) override {}
  void backend_create_object(std::uint32_t) override {}
  void backend_free_object(std::uint32_t) override {}
  void backend_update_object_space(std::uint32_t, SpaceHandle2D) override {}
  void backend_update_object_shapes(std::uint32_t) override {}
  void backend_update_object_filter(std::uint32_t) override {}
  void backend_update_body(std::uint32_t) override {}
  void backend_set_transform(std::uint32_t) override {}
  void backend_set_velocity(std::uint32_t) override {}
  void backend_set_sleeping(std::uint32_t, bool) override {}
  BodyDynamics2D backend_get_dynamics(std::uint32_t object) const override {
    const physics::ObjectRecord2D& record = objects().at(object);
    BodyDynamics2D dynamics;
    if (record.mode >= BodyMode::RIGID) dynamics.inverse_mass = 1 / record.parameters.mass;
    return dynamics;
  }
  void backend_apply_impulse(std::uint32_t object, const Vector2& impulse, const Vector2&,
                             real_t) override {
    physics::ObjectRecord2D& record = objects().at(object);
    record.linear_velocity += impulse / record.parameters.mass;
  }
  void backend_update_joint(std::uint32_t) override {}
  void backend_free_joint(std::uint32_t) override {}
  void backend_step(std::uint32_t, real_t) override {}
};

}  // namespace

std::unique_ptr<PhysicsServer2D> create_null_physics_server_2d() {
  return std::make_unique<NullPhysicsServer2D>();
}

}  // namespace arbor
