// ArrayMesh: a mesh built from vertex arrays or read from a scene file.
#pragma once

#include <string>
#include <vector>

#include "arbor/core/variant/array.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/mesh.h"

namespace arbor {

/// A mesh whose surfaces are given (Godot's ArrayMesh): added from arrays in code
/// (add_surface_from_arrays), or read from the `_surfaces` property Godot 4 writes in
/// `.tscn`/`.tres` files, compressed or not. Surfaces are kept in Godot's packed format, so a
/// file read and written again is unchanged; surface_get_arrays() unpacks one.
///
/// A `_surfaces` value that does not hold together (a buffer too short for its format, an
/// index out of range, a missing key) is refused whole with an arbor::Error saying what is
/// wrong: the mesh keeps the surfaces it had, and a file reader keeps the value as written.
class ArrayMesh : public Mesh {
  ARBOR_CLASS(ArrayMesh, Mesh)

 public:
  ArrayMesh() = default;

  /// Adds a surface made from `arrays` (Godot's add_surface_from_arrays; `flags` may ask for
  /// ARRAY_FLAG_COMPRESS_ATTRIBUTES and name custom channel formats). Throws arbor::Error when
  /// an array's length does not fit or an index is out of range; the mesh is unchanged then.
  void add_surface_from_arrays(PrimitiveType primitive, const MeshArrays& arrays,
                               uint64_t flags = 0);
  /// The same with Godot's Array form (ARRAY_MAX slots).
  void add_surface_from_array(PrimitiveType primitive, const Array& arrays, int64_t flags = 0);
  /// Adds a surface already packed; throws arbor::Error when it does not validate.
  void add_surface(const MeshSurfaceData& surface);
  void clear_surfaces();

  [[nodiscard]] int get_surface_count() const override { return int(surfaces_.size()); }
  [[nodiscard]] int surface_get_array_len(int surface) const override;
  [[nodiscard]] int surface_get_array_index_len(int surface) const override;
  [[nodiscard]] MeshArrays surface_get_arrays(int surface) const override;
  [[nodiscard]] const MeshSurfaceData& surface_get_data(int surface) const override;
  void surface_set_material(int surface, const Ref<Material>& material) override;
  [[nodiscard]] Ref<Material> surface_get_material(int surface) const override;
  void surface_set_name(int surface, const std::string& name);
  [[nodiscard]] std::string surface_get_name(int surface) const;
  /// The first surface named `name`, or -1.
  [[nodiscard]] int surface_find_by_name(const std::string& name) const;
  [[nodiscard]] AABB get_aabb() const override { return aabb_; }

  /// Blend shapes must be named before surfaces are added (as in Godot).
  void add_blend_shape(const StringName& name);
  [[nodiscard]] int get_blend_shape_count() const { return int(blend_shapes_.size()); }
  [[nodiscard]] StringName get_blend_shape_name(int index) const;
  void set_blend_shape_mode(BlendShapeMode mode);
  [[nodiscard]] BlendShapeMode get_blend_shape_mode() const { return blend_shape_mode_; }
  /// Bounds used for culling instead of the surfaces' when it has a size.
  void set_custom_aabb(const AABB& aabb);
  [[nodiscard]] AABB get_custom_aabb() const { return custom_aabb_; }
  /// A simpler mesh drawn in shadow passes.
  void set_shadow_mesh(const Ref<ArrayMesh>& mesh);
  [[nodiscard]] const Ref<ArrayMesh>& get_shadow_mesh() const { return shadow_mesh_; }

  /// The `_surfaces` property: one dictionary per surface, as Godot 4 writes it.
  [[nodiscard]] Array get_surfaces_array() const;
  void set_surfaces_array(const Array& surfaces);
  [[nodiscard]] PackedStringArray get_blend_shape_names() const;
  void set_blend_shape_names(const PackedStringArray& names);

 protected:
  static void _bind_methods();

 private:
  struct Surface {
    MeshSurfaceData data;
    Ref<Material> material;
    /// What a file gave as the material when it was not one yet (an unloaded external file).
    Variant material_source;
    std::string name;
    bool is_2d = false;
  };
  void recompute_aabb();

  std::vector<Surface> surfaces_;
  std::vector<StringName> blend_shapes_;
  BlendShapeMode blend_shape_mode_ = BLEND_SHAPE_MODE_RELATIVE;
  AABB aabb_;
  AABB custom_aabb_;
  Ref<ArrayMesh> shadow_mesh_;
};

}  // namespace arbor
