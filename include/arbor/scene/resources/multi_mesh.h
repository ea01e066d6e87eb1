// MultiMesh: one mesh drawn many times, each with its own transform.
#pragma once

#include "arbor/core/math/color.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/mesh.h"

namespace arbor {

/// Instances of one mesh (Godot's MultiMesh), drawn in one batch by MultiMeshInstance3D. The
/// per-instance data lives in one float `buffer`, laid out as Godot lays it out: a 3D
/// transform as three rows of (basis x, y, z, origin) — 12 floats — or a 2D one as 8, then
/// 4 floats of color when `use_colors`, then 4 of custom data when `use_custom_data`. The
/// format flags can change only while there are no instances.
class MultiMesh : public Resource {
  ARBOR_CLASS(MultiMesh, Resource)

 public:
  enum TransformFormat : int { TRANSFORM_2D, TRANSFORM_3D };
  enum PhysicsInterpolationQuality : int { INTERP_QUALITY_FAST, INTERP_QUALITY_HIGH };

  MultiMesh() = default;

  /// The three format setters throw arbor::Error while instance_count > 0 (as Godot refuses).
  void set_transform_format(TransformFormat format);
  [[nodiscard]] TransformFormat get_transform_format() const { return transform_format_; }
  void set_use_colors(bool enable);
  [[nodiscard]] bool is_using_colors() const { return use_colors_; }
  void set_use_custom_data(bool enable);
  [[nodiscard]] bool is_using_custom_data() const { return use_custom_data_; }
  /// Resizes the buffer (new instances get identity transforms, white, zero custom data).
  void set_instance_count(int count);
  [[nodiscard]] int get_instance_count() const { return instance_count_; }
  /// How many instances are drawn; -1 draws all.
  void set_visible_instance_count(int count);
  [[nodiscard]] int get_visible_instance_count() const { return visible_instance_count_; }
  void set_mesh(const Ref<Mesh>& mesh);
  [[nodiscard]] const Ref<Mesh>& get_mesh() const { return mesh_; }
  void set_custom_aabb(const AABB& aabb);
  [[nodiscard]] AABB get_custom_aabb() const { return custom_aabb_; }
  void set_physics_interpolation_quality(PhysicsInterpolationQuality quality);
  [[nodiscard]] PhysicsInterpolationQuality get_physics_interpolation_quality() const {
    return interpolation_quality_;
  }

  /// Per instance; throw arbor::Error for an index out of range or a format without the data.
  void set_instance_transform(int instance, const Transform3D& transform);
  [[nodiscard]] Transform3D get_instance_transform(int instance) const;
  void set_instance_transform_2d(int instance, const Transform2D& transform);
  [[nodiscard]] Transform2D get_instance_transform_2d(int instance) const;
  void set_instance_color(int instance, const Color& color);
  [[nodiscard]] Color get_instance_color(int instance) const;
  void set_instance_custom_data(int instance, const Color& data);
  [[nodiscard]] Color get_instance_custom_data(int instance) const;

  /// The whole buffer; set_buffer throws arbor::Error unless it has instance_count × stride
  /// floats.
  void set_buffer(const PackedFloat32Array& buffer);
  [[nodiscard]] PackedFloat32Array get_buffer() const { return buffer_; }
  /// Floats per instance.
  [[nodiscard]] int get_stride() const;

  /// The bounds of the visible instances' meshes (the custom AABB when it has a size).
  [[nodiscard]] AABB get_aabb() const;

 protected:
  static void _bind_methods();

 private:
  void check_instance(int instance, const char* what) const;
  void check_empty(const char* what) const;
  [[nodiscard]] int color_offset() const;
  [[nodiscard]] int custom_offset() const;

  TransformFormat transform_format_ = TRANSFORM_2D;
  bool use_colors_ = false;
  bool use_custom_data_ = false;
  int instance_count_ = 0;
  int visible_instance_count_ = -1;
  Ref<Mesh> mesh_;
  AABB custom_aabb_;
  PhysicsInterpolationQuality interpolation_quality_ = INTERP_QUALITY_FAST;
  PackedFloat32Array buffer_;
};

}  // namespace arbor
