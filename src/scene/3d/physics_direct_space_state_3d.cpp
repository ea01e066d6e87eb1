#include "arbor/scene/3d/physics_direct_space_state_3d.h"

#include <algorithm>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/scene/3d/physics_point_query_parameters_3d.h"
#include "arbor/scene/3d/physics_ray_query_parameters_3d.h"
#include "arbor/scene/3d/physics_shape_query_parameters_3d.h"
#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {
namespace {

template <class Parameters>
QueryFilter3D filter_of(const Parameters& parameters) {
  QueryFilter3D filter;
  filter.collision_mask = parameters.get_collision_mask();
  filter.collide_with_bodies = parameters.is_collide_with_bodies_enabled();
  filter.collide_with_areas = parameters.is_collide_with_areas_enabled();
  filter.exclude = parameters.get_exclude_rids();
  return filter;
}

template <class Parameters>
const Parameters& checked(const Ref<Parameters>& parameters, const char* query) {
  if (!parameters)
    throw Error(std::string("PhysicsDirectSpaceState3D::") + query + ": no parameters");
  return *parameters;
}

Dictionary shape_hit_dictionary(const ShapeHit3D& hit) {
  Dictionary result;
  result.set("rid", Variant(hit.rid));
  result.set("collider_id", Variant(int64_t(hit.collider_id.value)));
  result.set("collider", Variant(hit.collider_id));
  result.set("shape", Variant(int64_t(hit.shape)));
  return result;
}

/// The query's shape as a server shape: the one named by shape_rid, or a temporary one made
/// from the Shape3D resource (freed when this goes).
class QueryShape {
 public:
  QueryShape(PhysicsServer3D& server, const PhysicsShapeQueryParameters3D& parameters)
      : server_(server) {
    if (parameters.get_shape().is_valid()) {
      handle_ = server.shape_create(parameters.get_shape()->get_shape_data());
      owned_ = true;
    } else if (parameters.get_shape_rid().is_valid()) {
      handle_ = ShapeHandle3D::from_rid(parameters.get_shape_rid());
    } else {
      throw Error("PhysicsDirectSpaceState3D: the shape query has neither a shape nor a shape_rid");
    }
  }
  ~QueryShape() {
    if (owned_) server_.shape_free(handle_);
  }
  QueryShape(const QueryShape&) = delete;
  QueryShape& operator=(const QueryShape&) = delete;

  ShapeQuery3D query(const PhysicsShapeQueryParameters3D& parameters) const {
    ShapeQuery3D query;
    query.shape = handle_;
    query.transform = parameters.get_transform();
    query.motion = parameters.get_motion();
    query.margin = parameters.get_margin();
    query.filter = filter_of(parameters);
    return query;
  }

 private:
  PhysicsServer3D& server_;
  ShapeHandle3D handle_;
  bool owned_ = false;
};

}  // namespace

Dictionary PhysicsDirectSpaceState3D::intersect_ray(
    const Ref<PhysicsRayQueryParameters3D>& parameters) {
  const PhysicsRayQueryParameters3D& p = checked(parameters, "intersect_ray");
  RayQuery3D query;
  query.from = p.get_from();
  query.to = p.get_to();
  query.filter = filter_of(p);
  query.hit_from_inside = p.is_hit_from_inside_enabled();
  query.hit_back_faces = p.is_hit_back_faces_enabled();
  RayHit3D hit;
  Dictionary result;
  if (!server_->space_intersect_ray(space_, query, hit)) return result;
  result.set("position", Variant(hit.position));
  result.set("normal", Variant(hit.normal));
  result.set("collider_id", Variant(int64_t(hit.collider_id.value)));
  result.set("collider", Variant(hit.collider_id));
  result.set("shape", Variant(int64_t(hit.shape)));
  result.set("rid", Variant(hit.rid));
  result.set("face_index", Variant(int64_t(hit.face_index)));
  return result;
}

Array PhysicsDirectSpaceState3D::intersect_point(
    const Ref<PhysicsPointQueryParameters3D>& parameters, int max_results) {
  const PhysicsPointQueryParameters3D& p = checked(parameters, "intersect_point");
  PointQuery3D query;
  query.position = p.get_position();
  query.filter = filter_of(p);
  std::vector<ShapeHit3D> hits(std::size_t(std::max(0, max_results)));
  const int count = server_->space_intersect_point(space_, query, hits);
  Array result;
  for (int i = 0; i < count; ++i) result.push_back(shape_hit_dictionary(hits[std::size_t(i)]));
  return result;
}

Array PhysicsDirectSpaceState3D::intersect_shape(
    const Ref<PhysicsShapeQueryParameters3D>& parameters, int max_results) {
  const PhysicsShapeQueryParameters3D& p = checked(parameters, "intersect_shape");
  const QueryShape shape(*server_, p);
  std::vector<ShapeHit3D> hits(std::size_t(std::max(0, max_results)));
  const int count = server_->space_intersect_shape(space_, shape.query(p), hits);
  Array result;
  for (int i = 0; i < count; ++i) result.push_back(shape_hit_dictionary(hits[std::size_t(i)]));
  return result;
}

PackedFloat32Array PhysicsDirectSpaceState3D::cast_motion(
    const Ref<PhysicsShapeQueryParameters3D>& parameters) {
  const PhysicsShapeQueryParameters3D& p = checked(parameters, "cast_motion");
  const QueryShape shape(*server_, p);
  real_t safe = 1;
  real_t unsafe = 1;
  if (!server_->space_cast_motion(space_, shape.query(p), safe, unsafe)) return {};
  return PackedFloat32Array{float(safe), float(unsafe)};
}

Array PhysicsDirectSpaceState3D::collide_shape(const Ref<PhysicsShapeQueryParameters3D>& parameters,
                                               int max_results) {
  const PhysicsShapeQueryParameters3D& p = checked(parameters, "collide_shape");
  const QueryShape shape(*server_, p);
  std::vector<Vector3> points(std::size_t(std::max(0, max_results)) * 2);
  const int pairs = server_->space_collide_shape(space_, shape.query(p), points);
  Array result;
  for (int i = 0; i < pairs * 2; ++i) result.push_back(Variant(points[std::size_t(i)]));
  return result;
}

Dictionary PhysicsDirectSpaceState3D::get_rest_info(
    const Ref<PhysicsShapeQueryParameters3D>& parameters) {
  const PhysicsShapeQueryParameters3D& p = checked(parameters, "get_rest_info");
  const QueryShape shape(*server_, p);
  ShapeRestInfo3D info;
  Dictionary result;
  if (!server_->space_get_rest_info(space_, shape.query(p), info)) return result;
  result.set("point", Variant(info.point));
  result.set("normal", Variant(info.normal));
  result.set("rid", Variant(info.rid));
  result.set("collider_id", Variant(int64_t(info.collider_id.value)));
  result.set("shape", Variant(int64_t(info.shape)));
  result.set("linear_velocity", Variant(info.linear_velocity));
  return result;
}

Vector3 PhysicsDirectSpaceState3D::get_closest_point_to_object_volume(RID object,
                                                                      const Vector3& point) const {
  return server_->space_get_closest_point_to_object_volume(space_, object, point);
}

}  // namespace arbor
