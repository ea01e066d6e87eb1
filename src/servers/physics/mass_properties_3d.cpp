#include "servers/physics/mass_properties_3d.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <variant>

namespace arbor::physics {
namespace {

constexpr real_t kPi = real_t(std::numbers::pi);

struct ShapeMass {
  real_t volume = 0;
  /// Moments about the shape's own axes per unit of mass.
  Vector3 unit_inertia;
};

// The moments of a solid box of half size `h`, per unit of mass.
Vector3 box_unit_inertia(const Vector3& h) {
  return Vector3(h.y * h.y + h.z * h.z, h.x * h.x + h.z * h.z, h.x * h.x + h.y * h.y) / real_t(3);
}

ShapeMass shape_mass(const Shape3DData& data, const Vector3& scale) {
  const real_t largest = std::max({scale.x, scale.y, scale.z});
  if (const auto* sphere = std::get_if<SphereShape3DData>(&data.geometry)) {
    const real_t r = sphere->radius * largest;
    const real_t s = real_t(0.4) * r * r;
    return {real_t(4) / 3 * kPi * r * r * r, Vector3(s, s, s)};
  }
  const Vector3 h = shape_half_extents(data) * scale;
  ShapeMass mass{8 * h.x * h.y * h.z, box_unit_inertia(h)};
  if (const auto* capsule = std::get_if<CapsuleShape3DData>(&data.geometry)) {
    const real_t r = capsule->radius * std::max(scale.x, scale.z);
    const real_t cylinder = std::max(real_t(0), capsule->height * scale.y - 2 * r);
    mass.volume = real_t(4) / 3 * kPi * r * r * r + kPi * r * r * cylinder;
  } else if (const auto* cylinder = std::get_if<CylinderShape3DData>(&data.geometry)) {
    const real_t r = cylinder->radius * std::max(scale.x, scale.z);
    mass.volume = kPi * r * r * cylinder->height * scale.y;
  }
  return mass;
}

// Column vector times row vector.
Basis outer(const Vector3& a, const Vector3& b) {
  return Basis(a.x * b.x, a.x * b.y, a.x * b.z, a.y * b.x, a.y * b.y, a.y * b.z, a.z * b.x,
               a.z * b.y, a.z * b.z);
}

}  // namespace

Vector3 shape_half_extents(const Shape3DData& data) {
  struct Extents {
    Vector3 operator()(const WorldBoundaryShape3DData&) const { return {}; }
    Vector3 operator()(const SeparationRayShape3DData& s) const { return {0, 0, s.length / 2}; }
    Vector3 operator()(const SphereShape3DData& s) const { return {s.radius, s.radius, s.radius}; }
    Vector3 operator()(const BoxShape3DData& s) const { return s.half_extents; }
    Vector3 operator()(const CapsuleShape3DData& s) const {
      return {s.radius, std::max(s.radius, s.height / 2), s.radius};
    }
    Vector3 operator()(const CylinderShape3DData& s) const {
      return {s.radius, s.height / 2, s.radius};
    }
    Vector3 operator()(const ConvexPolygonShape3DData& s) const { return around(s.points); }
    Vector3 operator()(const ConcavePolygonShape3DData& s) const { return around(s.faces); }
    Vector3 operator()(const HeightMapShape3DData& s) const {
      const real_t top = std::max(std::abs(s.min_height), std::abs(s.max_height));
      return {real_t(s.width - 1) / 2, top, real_t(s.depth - 1) / 2};
    }
    static Vector3 around(const std::vector<Vector3>& points) {
      Vector3 extent;
      for (const Vector3& p : points) extent = extent.max(p.abs());
      return extent;
    }
  };
  return std::visit(Extents{}, data.geometry);
}

void diagonalize_symmetric(const Basis& symmetric, Basis& axes, Vector3& values) {
  // Cyclic Jacobi rotations: each zeroes one off-diagonal entry; a few sweeps converge.
  real_t m[3][3];
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) m[r][c] = symmetric[c][r];
  }
  real_t v[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int sweep = 0; sweep < 24; ++sweep) {
    const real_t off = std::abs(m[0][1]) + std::abs(m[0][2]) + std::abs(m[1][2]);
    if (off < real_t(1e-12)) break;
    for (int p = 0; p < 2; ++p) {
      for (int q = p + 1; q < 3; ++q) {
        if (std::abs(m[p][q]) < real_t(1e-15)) continue;
        const real_t theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
        const real_t t = (theta >= 0 ? 1 : -1) / (std::abs(theta) + std::sqrt(theta * theta + 1));
        const real_t c = 1 / std::sqrt(t * t + 1);
        const real_t s = t * c;
        for (int k = 0; k < 3; ++k) {  // m = J^T m J
          const real_t mkp = m[k][p];
          const real_t mkq = m[k][q];
          m[k][p] = c * mkp - s * mkq;
          m[k][q] = s * mkp + c * mkq;
        }
        for (int k = 0; k < 3; ++k) {
          const real_t mpk = m[p][k];
          const real_t mqk = m[q][k];
          m[p][k] = c * mpk - s * mqk;
          m[q][k] = s * mpk + c * mqk;
        }
        for (int k = 0; k < 3; ++k) {
          const real_t vkp = v[k][p];
          const real_t vkq = v[k][q];
          v[k][p] = c * vkp - s * vkq;
          v[k][q] = s * vkp + c * vkq;
        }
      }
    }
  }
  axes = Basis(Vector3(v[0][0], v[1][0], v[2][0]), Vector3(v[0][1], v[1][1], v[2][1]),
               Vector3(v[0][2], v[1][2], v[2][2]));
  if (axes.determinant() < 0) axes.z = -axes.z;
  values = Vector3(m[0][0], m[1][1], m[2][2]);
}

MassProperties3D compute_mass_properties(std::span<const MassShape3D> shapes,
                                         const BodyParameters3D& parameters) {
  MassProperties3D result;
  real_t total_volume = 0;
  Vector3 weighted_center;
  for (const MassShape3D& shape : shapes) {
    const real_t volume = shape_mass(*shape.data, shape.transform.basis.get_scale_abs()).volume;
    total_volume += volume;
    weighted_center += shape.transform.origin * volume;
  }
  if (parameters.custom_center_of_mass) {
    result.center_of_mass = parameters.center_of_mass;
  } else if (total_volume > 0) {
    result.center_of_mass = weighted_center / total_volume;
  }
  Basis tensor(0, 0, 0, 0, 0, 0, 0, 0, 0);
  bool any = false;
  for (const MassShape3D& shape : shapes) {
    const ShapeMass mass = shape_mass(*shape.data, shape.transform.basis.get_scale_abs());
    if (total_volume <= 0) break;
    const real_t shape_mass_share = parameters.mass * mass.volume / total_volume;
    const Basis rotation = shape.transform.basis.orthonormalized();
    const Basis local = Basis::from_scale(mass.unit_inertia * shape_mass_share);
    const Vector3 r = shape.transform.origin - result.center_of_mass;
    // Parallel axis theorem: I + m (|r|^2 E - r r^T).
    tensor = tensor + rotation * local * rotation.transposed() +
             (Basis() * r.dot(r) - outer(r, r)) * shape_mass_share;
    any = true;
  }
  if (!any) tensor = Basis();
  for (int axis = 0; axis < 3; ++axis) {
    if (parameters.inertia[axis] > 0) tensor[axis][axis] = parameters.inertia[axis];
  }
  diagonalize_symmetric(tensor, result.principal_axes, result.principal_inertia);
  return result;
}

}  // namespace arbor::physics
