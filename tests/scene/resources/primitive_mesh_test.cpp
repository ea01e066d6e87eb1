// The primitive meshes give Godot 4's geometry: vertex and index counts, vertex order, positions,
// normals, tangents and UVs, as Godot's PrimitiveMesh classes generate them (the expected values
// are Godot's formulas evaluated for the given vertex).
#include <gtest/gtest.h>

#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/capsule_mesh.h"
#include "arbor/scene/resources/cylinder_mesh.h"
#include "arbor/scene/resources/plane_mesh.h"
#include "arbor/scene/resources/prism_mesh.h"
#include "arbor/scene/resources/quad_mesh.h"
#include "arbor/scene/resources/resource_warnings.h"
#include "arbor/scene/resources/sphere_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "arbor/scene/resources/torus_mesh.h"

namespace arbor {
namespace {

constexpr double kTolerance = 1e-6;

// One generated vertex, for comparing against Godot's values.
struct Vertex {
  Vector3 position;
  Vector3 normal;
  Vector2 uv;
  float tangent[4];
};

Vertex vertex(const MeshArrays& arrays, int index) {
  Vertex v{arrays.vertices[index], arrays.normals[index], arrays.uvs[index], {}};
  for (int i = 0; i < 4; ++i) v.tangent[i] = arrays.tangents[index * 4 + i];
  return v;
}

void expect_vector(const Vector3& actual, double x, double y, double z) {
  EXPECT_NEAR(actual.x, x, kTolerance);
  EXPECT_NEAR(actual.y, y, kTolerance);
  EXPECT_NEAR(actual.z, z, kTolerance);
}

void expect_uv(const Vector2& actual, double u, double v) {
  EXPECT_NEAR(actual.x, u, kTolerance);
  EXPECT_NEAR(actual.y, v, kTolerance);
}

void expect_tangent(const Vertex& v, double x, double y, double z, double d) {
  EXPECT_NEAR(v.tangent[0], x, kTolerance);
  EXPECT_NEAR(v.tangent[1], y, kTolerance);
  EXPECT_NEAR(v.tangent[2], z, kTolerance);
  EXPECT_NEAR(v.tangent[3], d, kTolerance);
}

void expect_counts(const Mesh& mesh, int vertices, int indices) {
  EXPECT_EQ(mesh.surface_get_array_len(0), vertices);
  EXPECT_EQ(mesh.surface_get_array_index_len(0), indices);
  const MeshArrays arrays = mesh.surface_get_arrays(0);
  EXPECT_EQ(arrays.normals.size(), vertices);
  EXPECT_EQ(arrays.tangents.size(), vertices * 4);
  EXPECT_EQ(arrays.uvs.size(), vertices);
  EXPECT_TRUE(arrays.uv2s.is_empty());
  for (int32_t index : arrays.indices) {
    ASSERT_GE(index, 0);
    ASSERT_LT(index, vertices);
  }
}

TEST(PrimitiveMeshes, BoxFacesInGodotsOrder) {
  BoxMesh box;
  expect_counts(box, 24, 36);
  const MeshArrays arrays = box.get_mesh_arrays();
  // Front and back interleaved, then right and left, then top and bottom.
  Vertex front = vertex(arrays, 0);
  expect_vector(front.position, -0.5, 0.5, 0.5);
  expect_vector(front.normal, 0, 0, 1);
  expect_uv(front.uv, 0, 0);
  expect_tangent(front, 1, 0, 0, 1);
  Vertex back = vertex(arrays, 1);
  expect_vector(back.position, 0.5, 0.5, -0.5);
  expect_vector(back.normal, 0, 0, -1);
  expect_uv(back.uv, 2.0 / 3.0, 0);
  expect_tangent(back, -1, 0, 0, 1);
  expect_vector(arrays.vertices[2], 0.5, 0.5, 0.5);
  expect_uv(arrays.uvs[2], 1.0 / 3.0, 0);
  expect_vector(arrays.vertices[4], -0.5, -0.5, 0.5);
  expect_uv(arrays.uvs[4], 0, 0.5);
  Vertex right = vertex(arrays, 8);
  expect_vector(right.position, 0.5, 0.5, 0.5);
  expect_vector(right.normal, 1, 0, 0);
  expect_uv(right.uv, 1.0 / 3.0, 0);
  expect_tangent(right, 0, 0, -1, 1);
  Vertex left = vertex(arrays, 9);
  expect_vector(left.position, -0.5, 0.5, -0.5);
  expect_uv(left.uv, 0, 0.5);
  Vertex top = vertex(arrays, 16);
  expect_vector(top.position, 0.5, 0.5, 0.5);
  expect_vector(top.normal, 0, 1, 0);
  expect_uv(top.uv, 1.0 / 3.0, 0.5);
  Vertex bottom = vertex(arrays, 17);
  expect_vector(bottom.position, -0.5, -0.5, 0.5);
  expect_vector(bottom.normal, 0, -1, 0);
  expect_uv(bottom.uv, 2.0 / 3.0, 0.5);
  // Clockwise front faces: the front's first triangle is top-left, top-right, bottom-left.
  const std::vector<int32_t> first(arrays.indices.begin(), arrays.indices.begin() + 12);
  EXPECT_EQ(first, (std::vector<int32_t>{0, 2, 4, 2, 6, 4, 1, 3, 5, 3, 7, 5}));
  EXPECT_EQ(box.get_aabb(), AABB(Vector3(-0.5, -0.5, -0.5), Vector3(1, 1, 1)));
}

TEST(PrimitiveMeshes, BoxSubdivisionsAddRowsAndColumns) {
  BoxMesh box;
  box.set_size(Vector3(2, 4, 6));
  box.set_subdivide_width(1);
  box.set_subdivide_height(2);
  box.set_subdivide_depth(3);
  // Godot's counts: (h+2)(w+2) per front/back face, (h+2)(d+2) per side, (d+2)(w+2) top/bottom.
  EXPECT_EQ(box.surface_get_array_len(0), 2 * (4 * 3) + 2 * (4 * 5) + 2 * (5 * 3));
  EXPECT_EQ(box.surface_get_array_index_len(0), 12 * (3 * 2 + 3 * 4 + 4 * 2));
  EXPECT_EQ(box.get_aabb(), AABB(Vector3(-1, -2, -3), Vector3(2, 4, 6)));
  box.set_subdivide_width(-3);
  EXPECT_EQ(box.get_subdivide_width(), 0);
}

TEST(PrimitiveMeshes, SphereRingsFromTopToBottom) {
  SphereMesh sphere;
  expect_counts(sphere, 34 * 65, 33 * 64 * 6);
  const MeshArrays arrays = sphere.get_mesh_arrays();
  Vertex pole = vertex(arrays, 0);
  expect_vector(pole.position, 0, 0.5, 0);
  expect_vector(pole.normal, 0, 1, 0);
  expect_uv(pole.uv, 0, 0);
  expect_tangent(pole, 1, 0, 0, 1);
  Vertex v = vertex(arrays, 66);  // second ring, second segment
  expect_vector(v.position, 0.0046585607678594305, 0.4977359612865423, 0.047299161237106764);
  expect_vector(v.normal, 0.009317121535718861, 0.9954719225730846, 0.09459832247421353);
  expect_uv(v.uv, 1.0 / 64.0, 1.0 / 33.0);
  expect_vector(arrays.vertices[arrays.vertices.size() - 1], 0, -0.5, 0);
  expect_uv(arrays.uvs[arrays.uvs.size() - 1], 1, 1);
  const std::vector<int32_t> first(arrays.indices.begin(), arrays.indices.begin() + 6);
  EXPECT_EQ(first, (std::vector<int32_t>{0, 1, 65, 1, 66, 65}));
}

TEST(PrimitiveMeshes, HemisphereFlattensTheLowerHalf) {
  SphereMesh sphere;
  sphere.set_is_hemisphere(true);
  sphere.set_rings(3);
  sphere.set_radial_segments(4);
  const MeshArrays arrays = sphere.get_mesh_arrays();
  // Rings below the equator sit at y = 0 with a downward normal.
  const int last = int(arrays.vertices.size()) - 1;
  expect_vector(arrays.vertices[last], 0, 0, 0);
  expect_vector(arrays.normals[last], 0, -1, 0);
  expect_vector(arrays.vertices[0], 0, 1, 0);  // height 1 is the hemisphere's radius
}

TEST(PrimitiveMeshes, CapsuleTopCylinderAndBottom) {
  CapsuleMesh capsule;
  expect_counts(capsule, 3 * 10 * 65, 3 * 9 * 64 * 6);
  const MeshArrays arrays = capsule.get_mesh_arrays();
  Vertex top = vertex(arrays, 0);
  expect_vector(top.position, 0, 1, 0);
  expect_vector(top.normal, 0, 1, 0);
  expect_tangent(top, -1, 0, 0, 1);
  expect_uv(top.uv, 0, 0);
  Vertex v = vertex(arrays, 66);
  expect_vector(v.position, -0.00851024889917599, 0.9924038765061041, -0.08640600711429458);
  expect_vector(v.normal, -0.01702049779835198, 0.984807753012208, -0.17281201422858916);
  expect_uv(v.uv, 1.0 / 64.0, 1.0 / 27.0);
  Vertex side = vertex(arrays, 650);
  expect_vector(side.position, 0, 0.5, -0.5);
  expect_vector(side.normal, 0, 0, -1);
  expect_uv(side.uv, 0, 1.0 / 3.0);
  Vertex bottom = vertex(arrays, 1300);
  expect_vector(bottom.position, 0, -0.5, -0.5);
  expect_vector(bottom.normal, 0, 0, -1);
  expect_uv(bottom.uv, 0, 2.0 / 3.0);
  Vertex last = vertex(arrays, 1949);
  expect_vector(last.position, 0, -1, 0);
  expect_vector(last.normal, 0, -1, 0);
  expect_uv(last.uv, 1, 1);
}

TEST(PrimitiveMeshes, CapsuleKeepsItsRadiusWithinHalfItsHeight) {
  CapsuleMesh capsule;
  capsule.set_radius(3);
  EXPECT_FLOAT_EQ(capsule.get_height(), 6);
  capsule.set_height(1);
  EXPECT_FLOAT_EQ(capsule.get_radius(), 0.5);
  capsule.set_radial_segments(2);
  EXPECT_EQ(capsule.get_radial_segments(), 4);
}

TEST(PrimitiveMeshes, CylinderSidesThenCaps) {
  CylinderMesh cylinder;
  expect_counts(cylinder, 6 * 65 + 2 * 66, 5 * 64 * 6 + 2 * 64 * 3);
  const MeshArrays arrays = cylinder.get_mesh_arrays();
  Vertex v0 = vertex(arrays, 0);
  expect_vector(v0.position, 0, 1, 0.5);
  expect_vector(v0.normal, 0, 0, 1);
  expect_tangent(v0, 1, 0, 0, 1);
  expect_uv(v0.uv, 0, 0);
  Vertex quarter = vertex(arrays, 81);  // second ring, a quarter turn
  expect_vector(quarter.position, 0.5, 0.6, 0);
  expect_vector(quarter.normal, 1, 0, 0);
  expect_uv(quarter.uv, 0.25, 0.1);
  Vertex top_center = vertex(arrays, 390);
  expect_vector(top_center.position, 0, 1, 0);
  expect_vector(top_center.normal, 0, 1, 0);
  expect_uv(top_center.uv, 0.25, 0.75);
  expect_uv(arrays.uvs[391], 0.25, 1.0);
  Vertex bottom_center = vertex(arrays, 456);
  expect_vector(bottom_center.position, 0, -1, 0);
  expect_vector(bottom_center.normal, 0, -1, 0);
  expect_uv(bottom_center.uv, 0.75, 0.75);
  const int side_indices = 5 * 64 * 6;
  EXPECT_EQ(arrays.indices[side_indices], 390);
  EXPECT_EQ(arrays.indices[side_indices + 1], 392);
  EXPECT_EQ(arrays.indices[side_indices + 2], 391);

  // A cone: no top cap, and side normals lean up.
  cylinder.set_top_radius(0);
  EXPECT_EQ(cylinder.surface_get_array_len(0), 6 * 65 + 66);
  const Vector3 normal = cylinder.get_mesh_arrays().normals[0];
  expect_vector(normal, 0, 0.5 / 2.0 / std::sqrt(1.0 + 0.0625), 1.0 / std::sqrt(1.0 + 0.0625));
}

TEST(PrimitiveMeshes, PlaneFacesUpWithQuadUvs) {
  PlaneMesh plane;
  expect_counts(plane, 4, 6);
  const MeshArrays arrays = plane.get_mesh_arrays();
  Vertex v0 = vertex(arrays, 0);
  expect_vector(v0.position, 1, 0, 1);
  expect_vector(v0.normal, 0, 1, 0);
  expect_tangent(v0, 1, 0, 0, 1);
  expect_uv(v0.uv, 1, 1);
  expect_vector(arrays.vertices[1], -1, 0, 1);
  expect_uv(arrays.uvs[1], 0, 1);
  expect_vector(arrays.vertices[2], 1, 0, -1);
  expect_uv(arrays.uvs[2], 1, 0);
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.end()),
            (std::vector<int32_t>{0, 1, 2, 1, 3, 2}));

  plane.set_orientation(PlaneMesh::FACE_X);
  plane.set_center_offset(Vector3(0, 0, 3));
  const MeshArrays facing_x = plane.get_mesh_arrays();
  expect_vector(facing_x.vertices[0], 0, -1, 2);
  expect_vector(facing_x.normals[0], 1, 0, 0);
  EXPECT_FLOAT_EQ(facing_x.tangents[2], -1);
}

TEST(PrimitiveMeshes, QuadIsAPlaneFacingZ) {
  QuadMesh quad;
  EXPECT_EQ(quad.get_orientation(), PlaneMesh::FACE_Z);
  EXPECT_EQ(quad.get_size(), Vector2(1, 1));
  expect_counts(quad, 4, 6);
  const MeshArrays arrays = quad.get_mesh_arrays();
  expect_vector(arrays.vertices[0], 0.5, -0.5, 0);
  expect_vector(arrays.normals[0], 0, 0, 1);
  expect_uv(arrays.uvs[0], 1, 1);
  expect_vector(arrays.vertices[1], -0.5, -0.5, 0);
  expect_vector(arrays.vertices[2], 0.5, 0.5, 0);
  expect_uv(arrays.uvs[2], 1, 0);
}

TEST(PrimitiveMeshes, PrismPeakAndSlopedSides) {
  PrismMesh prism;
  expect_counts(prism, 20, 24);
  const MeshArrays arrays = prism.get_mesh_arrays();
  Vertex peak = vertex(arrays, 0);
  expect_vector(peak.position, 0, 0.5, 0.5);
  expect_vector(peak.normal, 0, 0, 1);
  expect_uv(peak.uv, 1.0 / 6.0, 0);
  expect_vector(arrays.vertices[4], -0.5, -0.5, 0.5);
  // Sides: normals perpendicular to the slopes.
  const double n = 1.0 / std::sqrt(1.25);
  expect_vector(arrays.normals[8], n, 0.5 * n, 0);
  expect_vector(arrays.normals[9], -n, 0.5 * n, 0);
  expect_vector(arrays.vertices[8], 0, 0.5, 0.5);
  // The bottom comes last.
  Vertex bottom = vertex(arrays, 16);
  expect_vector(bottom.position, -0.5, -0.5, 0.5);
  expect_vector(bottom.normal, 0, -1, 0);
  expect_uv(bottom.uv, 2.0 / 3.0, 0.5);
  // The first row is a point: one triangle per column at the peak.
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.begin() + 6),
            (std::vector<int32_t>{2, 6, 4, 3, 7, 5}));
}

TEST(PrimitiveMeshes, TorusRingsAroundY) {
  TorusMesh torus;
  expect_counts(torus, 65 * 33, 64 * 32 * 6);
  const MeshArrays arrays = torus.get_mesh_arrays();
  Vertex v0 = vertex(arrays, 0);
  expect_vector(v0.position, 0, 0, -0.5);
  expect_vector(v0.normal, 0, 0, 1);
  expect_tangent(v0, -1, 0, 0, 1);
  expect_uv(v0.uv, 0, 0);
  Vertex v = vertex(arrays, 34);
  expect_vector(v.position, -0.04947941313155773, 0.04877258050403206, -0.5023729122035969);
  expect_vector(v.normal, 0.09613376846245088, 0.19509032201612825, 0.9760625312022029);
  expect_uv(v.uv, 1.0 / 64.0, 1.0 / 32.0);
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.begin() + 6),
            (std::vector<int32_t>{33, 1, 0, 33, 34, 1}));
}

TEST(PrimitiveMeshes, FlipFacesReversesTrianglesAndNormals) {
  BoxMesh box;
  box.set_flip_faces(true);
  const MeshArrays arrays = box.get_mesh_arrays();
  expect_vector(arrays.normals[0], 0, 0, -1);
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.begin() + 3),
            (std::vector<int32_t>{2, 0, 4}));
}

TEST(PrimitiveMeshes, AddUv2LaysOutALightmap) {
  BoxMesh box;
  box.set_add_uv2(true);
  const MeshArrays arrays = box.get_mesh_arrays();
  ASSERT_EQ(arrays.uv2s.size(), 24);
  // Padding 2 texels of 0.2: total width 1 + 1 + 0.8.
  expect_uv(arrays.uv2s[2], 1.0 / 2.8, 0);
  EXPECT_EQ(box.get_lightmap_size_hint(), Vector2i(14, 21));
}

TEST(PrimitiveMeshes, ChangingAParameterRegeneratesAndEmitsChanged) {
  SphereMesh sphere;
  int changes = 0;
  sphere.changed.connect([&changes] { ++changes; });
  EXPECT_EQ(sphere.surface_get_array_len(0), 34 * 65);
  sphere.set_rings(4);
  EXPECT_EQ(changes, 1);
  sphere.set_rings(4);
  EXPECT_EQ(changes, 1);  // no change, no signal
  EXPECT_EQ(sphere.surface_get_array_len(0), 6 * 65);
  Ref<StandardMaterial3D> material = make_ref<StandardMaterial3D>();
  sphere.set_material(material);
  EXPECT_EQ(sphere.surface_get_material(0), material);
  EXPECT_EQ(changes, 2);
}

TEST(PrimitiveMeshes, ParametersGivingNoGeometryLeaveTheSurfaceEmptyWithAWarning) {
  std::vector<ResourceWarning> warnings;
  set_resource_warning_handler([&warnings](const ResourceWarning& w) { warnings.push_back(w); });
  TorusMesh torus;
  torus.set_inner_radius(1);
  EXPECT_EQ(torus.surface_get_array_len(0), 0);
  EXPECT_EQ(torus.surface_get_array_index_len(0), 0);
  EXPECT_EQ(torus.get_aabb(), AABB());
  set_resource_warning_handler({});
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].resource, "TorusMesh");
  EXPECT_NE(warnings[0].message.find("cannot be the same"), std::string::npos);
  torus.set_inner_radius(0.25);
  EXPECT_EQ(torus.surface_get_array_len(0), 65 * 33);
}

}  // namespace
}  // namespace arbor
