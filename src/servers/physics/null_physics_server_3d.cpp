// The null 3D physics backend: the front end's bookkeeping and nothing else.

#include "arbor/servers/physics/null_physics_server_3d.h"

#include "servers/physics/physics_server_3d_front_end.h"

namespace arbor {
namespace {

class NullPhysicsServer3D final : public physics::PhysicsServer3DFrontEnd {
 public:
  NullPhysicsServer3D() : PhysicsServer3DFrontEnd("null") {}

  bool space_intersect_ray(SpaceHandle3D space, const RayQuery3D&, RayHit3D&) const override {
    (void)space_record(space);
    return false;
  }
  int space_intersect_point(SpaceHandle3D space, const PointQuery3D&,
                            std::span<ShapeHit3D>) const override {
    (void)space_record(space);
    return 0;
  }
  int space_intersect_shape(SpaceHandle3D space, const ShapeQuery3D&,
                            std::span<ShapeHit3D>) const override {
    (void)space_record(space);
    return 0;
  }
  bool space_cast_motion(SpaceHandle3D space, const ShapeQuery3D&, real_t& safe,
                         real_t& unsafe) const override {
    (void)space_record(space);
    safe = 1;
    unsafe = 1;
    return true;
  }
  int space_collide_shape(SpaceHandle3D space, const ShapeQuery3D&,
                          std::span<Vector3>) const override {
    (void)space_record(space);
    return 0;
  }
  bool space_get_rest_info(SpaceHandle3D space, const ShapeQuery3D&,
                           ShapeRestInfo3D&) const override {
    (void)space_record(space);
    return false;
  }
  /// Nothing has a surface here: the object's origin.
  Vector3 space_get_closest_point_to_object_volume(SpaceHandle3D space, RID object,
                                                   const Vector3&) const override {
    std::uint32_t slot = 0;
    return object_in_space(space, object, "space_get_closest_point_to_object_volume", slot)
        .transform.origin;
  }
  bool body_test_motion(BodyHandle3D body, const MotionParameters3D& parameters,
                        MotionResult3D& result) override {
    (void)body_slot(body);
    result.reset();
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
  void backend_update_object_space(std::uint32_t, SpaceHandle3D) override {}
  void backend_update_object_shapes(std::uint32_t) override {}
  void backend_update_object_filter(std::uint32_t) override {}
  void backend_update_body(std::uint32_t) override {}
  void backend_set_transform(std::uint32_t) override {}
  void backend_set_velocity(std::uint32_t) override {}
  void backend_set_sleeping(std::uint32_t, bool) override {}
  BodyDynamics3D backend_get_dynamics(std::uint32_t object) const override {
    const physics::ObjectRecord3D& record = objects().at(object);
    BodyDynamics3D dynamics;
    if (record.mode >= BodyMode::RIGID) dynamics.inverse_mass = 1 / record.parameters.mass;
    return dynamics;
  }
  void backend_apply_impulse(std::uint32_t object, const Vector3& impulse, const Vector3&,
                             const Vector3&) override {
    physics::ObjectRecord3D& record = objects().at(object);
    record.linear_velocity += impulse / record.parameters.mass;
  }
  void backend_update_joint(std::uint32_t) override {}
  void backend_free_joint(std::uint32_t) override {}
  void backend_step(std::uint32_t, real_t) override {}
};

}  // namespace

std::unique_ptr<PhysicsServer3D> create_null_physics_server_3d() {
  return std::make_unique<NullPhysicsServer3D>();
}

}  // namespace arbor
