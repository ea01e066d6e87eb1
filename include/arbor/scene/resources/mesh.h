// Mesh: geometry made of surfaces, each with its own material.
#pragma once

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/object/resource.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/mesh_arrays.h"
#include "arbor/scene/resources/mesh_surface_data.h"

namespace arbor {

/// The base of mesh resources (Godot's Mesh): a list of surfaces, each a primitive list of
/// vertices (and optionally indices) with its own material. ArrayMesh holds surfaces given
/// to it; the primitive meshes (BoxMesh, SphereMesh, ...) make one surface from their
/// parameters, with Godot's geometry.
class Mesh : public Resource {
  ARBOR_CLASS(Mesh, Resource)

 public:
  using PrimitiveType = MeshSurfaceData::PrimitiveType;
  static constexpr PrimitiveType PRIMITIVE_POINTS = MeshSurfaceData::PRIMITIVE_POINTS;
  static constexpr PrimitiveType PRIMITIVE_LINES = MeshSurfaceData::PRIMITIVE_LINES;
  static constexpr PrimitiveType PRIMITIVE_LINE_STRIP = MeshSurfaceData::PRIMITIVE_LINE_STRIP;
  static constexpr PrimitiveType PRIMITIVE_TRIANGLES = MeshSurfaceData::PRIMITIVE_TRIANGLES;
  static constexpr PrimitiveType PRIMITIVE_TRIANGLE_STRIP =
      MeshSurfaceData::PRIMITIVE_TRIANGLE_STRIP;
  enum BlendShapeMode : int { BLEND_SHAPE_MODE_NORMALIZED, BLEND_SHAPE_MODE_RELATIVE };

  Mesh() = default;

  [[nodiscard]] virtual int get_surface_count() const = 0;
  /// Vertices of surface `surface`; the surface accessors throw arbor::Error for a surface
  /// index out of range.
  [[nodiscard]] virtual int surface_get_array_len(int surface) const = 0;
  /// Indices of surface `surface` (0 when it is not indexed).
  [[nodiscard]] virtual int surface_get_array_index_len(int surface) const = 0;
  /// The surface's arrays, unpacked.
  [[nodiscard]] virtual MeshArrays surface_get_arrays(int surface) const = 0;
  /// The surface in Godot's packed format (what renderers upload).
  [[nodiscard]] virtual const MeshSurfaceData& surface_get_data(int surface) const = 0;
  /// Godot's ArrayFormat bits of the surface.
  [[nodiscard]] uint64_t surface_get_format(int surface) const;
  [[nodiscard]] PrimitiveType surface_get_primitive_type(int surface) const;
  virtual void surface_set_material(int surface, const Ref<Material>& material) = 0;
  [[nodiscard]] virtual Ref<Material> surface_get_material(int surface) const = 0;
  /// The bounds of every surface.
  [[nodiscard]] virtual AABB get_aabb() const = 0;

  /// The size a lightmap of the mesh should have (Godot's lightmap_size_hint).
  void set_lightmap_size_hint(const Vector2i& size);
  [[nodiscard]] Vector2i get_lightmap_size_hint() const { return lightmap_size_hint_; }

  /// surface_get_arrays in Godot's Array form (ARRAY_MAX slots).
  [[nodiscard]] Array surface_get_arrays_as_array(int surface) const;

 protected:
  static void _bind_methods();
  /// Throws arbor::Error naming `what` when `surface` is not a surface index.
  void check_surface(int surface, const char* what) const;

 private:
  Vector2i lightmap_size_hint_;
};

}  // namespace arbor
