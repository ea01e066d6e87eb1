// The CPU side of the shaders' uniform and storage layouts (std140 / std430). Each struct
// mirrors a block in shaders/*.glsl: keep both in step.
#pragma once

#include <cstdint>

#include "arbor/core/math/color.h"
#include "arbor/core/math/projection.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"

namespace arbor::vulkan {

struct GpuVec4 {
  float x = 0, y = 0, z = 0, w = 0;
};
struct GpuUVec4 {
  std::uint32_t x = 0, y = 0, z = 0, w = 0;
};
/// A column-major 4×4 matrix.
struct GpuMat4 {
  float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
};

inline constexpr int kMaxDirectionalLights = 4;
inline constexpr int kMaxOmniLights = 16;
inline constexpr int kMaxSpotLights = 16;
inline constexpr int kMaxCascades = 4;

/// SceneUniforms in scene_data.glsl.
struct SceneUniforms {
  GpuMat4 view;
  GpuMat4 projection;
  GpuMat4 view_projection;
  GpuMat4 inv_view;
  GpuMat4 inv_projection;
  GpuVec4 camera_position;
  GpuVec4 viewport;
  GpuVec4 ambient;
  GpuVec4 sky;
  GpuUVec4 counts;
  GpuVec4 directional_direction[kMaxDirectionalLights];
  GpuVec4 directional_color[kMaxDirectionalLights];
  GpuMat4 shadow_matrices[kMaxCascades];
  GpuVec4 shadow_splits;
  GpuVec4 shadow_params;
  GpuVec4 shadow_bias[kMaxCascades];
  GpuVec4 omni_position[kMaxOmniLights];
  GpuVec4 omni_color[kMaxOmniLights];
  GpuVec4 omni_params[kMaxOmniLights];
  GpuVec4 spot_position[kMaxSpotLights];
  GpuVec4 spot_direction[kMaxSpotLights];
  GpuVec4 spot_color[kMaxSpotLights];
  GpuVec4 spot_params[kMaxSpotLights];
};

/// SceneUniforms.counts.x flags.
enum SceneFlags : std::uint32_t {
  SCENE_AMBIENT_LIGHT = 1u,
  SCENE_AMBIENT_SKY = 2u,
  SCENE_REFLECTION_SKY = 4u,
  SCENE_SHADOWS = 8u,
};

/// InstanceRecord in scene_data.glsl: a 3×4 transform as rows, color, custom data, pick id.
struct InstanceRecord {
  GpuVec4 rows[3];
  GpuVec4 color{1, 1, 1, 1};
  GpuVec4 custom;
  GpuUVec4 info;
};
static_assert(sizeof(InstanceRecord) == 96);

/// DrawConstants in scene_data.glsl (push constants of the 3D passes).
struct DrawConstants {
  std::uint32_t flags = 0;
  std::uint32_t instance = 0;
  std::uint32_t cascade = 0;
  std::uint32_t pad = 0;
  GpuMat4 view_projection;
};
inline constexpr std::uint32_t kDrawMultimesh = 1;

/// MaterialUniforms in material.glsl.
struct MaterialUniforms {
  GpuVec4 albedo;
  GpuVec4 emission;
  GpuVec4 surface;
  GpuVec4 alpha;
  GpuVec4 uv1;
  GpuUVec4 flags;
};

/// MaterialUniforms.flags.x bits.
enum MaterialFlags : std::uint32_t {
  MATERIAL_ALBEDO_TEXTURE = 1u << 0,
  MATERIAL_METALLIC_TEXTURE = 1u << 1,
  MATERIAL_ROUGHNESS_TEXTURE = 1u << 2,
  MATERIAL_ORM_TEXTURE = 1u << 3,
  MATERIAL_EMISSION = 1u << 4,
  MATERIAL_EMISSION_TEXTURE = 1u << 5,
  MATERIAL_NORMAL_MAP = 1u << 6,
  MATERIAL_UNSHADED = 1u << 7,
  MATERIAL_VERTEX_COLOR = 1u << 8,
  MATERIAL_VERTEX_COLOR_SRGB = 1u << 9,
  MATERIAL_ALPHA_SCISSOR = 1u << 10,
  MATERIAL_ALPHA_BLEND = 1u << 11,
  MATERIAL_NO_SHADOWS = 1u << 12,
  MATERIAL_NO_AMBIENT = 1u << 13,
  MATERIAL_ALPHA_HASH = 1u << 14,
  MATERIAL_EMISSION_MULTIPLY = 1u << 15,
  MATERIAL_BILLBOARD = 1u << 16,
  MATERIAL_BILLBOARD_FIXED_Y = 1u << 17,
  MATERIAL_BILLBOARD_KEEP_SCALE = 1u << 18,
};

/// SkyUniforms in sky.frag.
struct SkyUniforms {
  GpuVec4 top_color;
  GpuVec4 horizon_color;
  GpuVec4 ground_bottom;
  GpuVec4 ground_horizon;
  GpuVec4 curves;
  GpuVec4 params;
  GpuVec4 sun_direction[4];
  GpuVec4 sun_color[4];
  GpuMat4 rotation;
};
enum SkyMode : std::uint32_t { SKY_PROCEDURAL = 0, SKY_PANORAMA = 1, SKY_COLOR = 2 };

/// TonemapConstants in tonemap.frag.
struct TonemapConstants {
  float exposure = 1;
  float white = 1;
  std::uint32_t tonemapper = 0;
  std::uint32_t pad = 0;
};

/// CanvasConstants in canvas.vert.
struct CanvasConstants {
  float inv_half_size[2] = {1, 1};
  std::uint32_t flags = 0;
  std::uint32_t pad = 0;
};

/// One vertex of a mesh surface as the vertex shaders read it (binding 0, interleaved).
struct GpuVertex {
  float position[3];
  float normal[3];
  float tangent[4];
  float color[4];
  float uv[2];
};
static_assert(sizeof(GpuVertex) == 64);

/// One canvas vertex (binding 0 of canvas.vert).
struct GpuCanvasVertex {
  float position[2];
  float uv[2];
  float color[4];
};

// -- conversions from Arbor's math types (which may be double precision) -----------------------

[[nodiscard]] GpuMat4 to_gpu(const Projection& projection);
[[nodiscard]] GpuMat4 to_gpu(const Transform3D& transform);
[[nodiscard]] GpuVec4 to_gpu(const Vector3& vector, float w);
[[nodiscard]] GpuVec4 to_gpu(const Color& color);
/// The rows of a 3×4 transform, as InstanceRecord keeps them.
void write_rows(const Transform3D& transform, GpuVec4 (&rows)[3]);

/// Godot's projections use OpenGL's clip space (y up, z in [-1, 1]); this maps it to Vulkan's
/// (y down, z in [0, 1]).
[[nodiscard]] Projection vulkan_clip(const Projection& projection);

}  // namespace arbor::vulkan
