// The plain-data helpers of the rendering server's public headers.

#include <cmath>
#include <string>

#include "arbor/servers/rendering/camera_data.h"
#include "arbor/servers/rendering/light_data.h"
#include "arbor/servers/rendering/material_data.h"
#include "arbor/servers/rendering/mesh_data.h"
#include "arbor/servers/rendering/multimesh_data.h"
#include "arbor/servers/rendering/texture_data.h"

namespace arbor {
namespace {

template <class T>
std::string wrong_length(const char* array, const std::vector<T>& values, std::size_t expected) {
  return std::string(array) + " has " + std::to_string(values.size()) + " entries, expected " +
         std::to_string(expected) + " (one per vertex)";
}

bool finite(const Vector3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

}  // namespace

std::string surface_data_error(const SurfaceData& surface) {
  const std::size_t count = surface.vertices.size();
  if (count == 0) {
    return surface.indices.empty() ? std::string() : "indices without vertices";
  }
  if (!surface.normals.empty() && surface.normals.size() != count) {
    return wrong_length("normals", surface.normals, count);
  }
  if (!surface.tangents.empty() && surface.tangents.size() != count) {
    return wrong_length("tangents", surface.tangents, count);
  }
  if (!surface.colors.empty() && surface.colors.size() != count) {
    return wrong_length("colors", surface.colors, count);
  }
  if (!surface.uvs.empty() && surface.uvs.size() != count) {
    return wrong_length("uvs", surface.uvs, count);
  }
  if (!surface.uv2s.empty() && surface.uv2s.size() != count) {
    return wrong_length("uv2s", surface.uv2s, count);
  }
  if (surface.bones_per_vertex != 4 && surface.bones_per_vertex != 8) {
    return "bones_per_vertex is " + std::to_string(surface.bones_per_vertex) + ", expected 4 or 8";
  }
  const std::size_t bone_values = count * surface.bones_per_vertex;
  if (!surface.bones.empty() && surface.bones.size() != bone_values) {
    return "bones has " + std::to_string(surface.bones.size()) + " entries, expected " +
           std::to_string(bone_values) + " (" + std::to_string(surface.bones_per_vertex) +
           " per vertex)";
  }
  if (!surface.weights.empty() && surface.weights.size() != bone_values) {
    return "weights has " + std::to_string(surface.weights.size()) + " entries, expected " +
           std::to_string(bone_values) + " (" + std::to_string(surface.bones_per_vertex) +
           " per vertex)";
  }
  if (surface.bones.empty() != surface.weights.empty()) {
    return "bones and weights must be given together";
  }
  for (std::size_t i = 0; i < surface.indices.size(); ++i) {
    const std::int32_t index = surface.indices[i];
    if (index < 0 || std::size_t(index) >= count) {
      return "index " + std::to_string(index) + " at position " + std::to_string(i) +
             " is out of range (" + std::to_string(count) + " vertices)";
    }
  }
  const std::size_t elements = surface.indices.empty() ? count : surface.indices.size();
  if (surface.primitive == PrimitiveType::TRIANGLES && elements % 3 != 0) {
    return std::to_string(elements) + (surface.indices.empty() ? " vertices" : " indices") +
           " do not make whole triangles";
  }
  if (surface.primitive == PrimitiveType::LINES && elements % 2 != 0) {
    return std::to_string(elements) + (surface.indices.empty() ? " vertices" : " indices") +
           " do not make whole lines";
  }
  if (std::uint8_t(surface.primitive) > std::uint8_t(PrimitiveType::TRIANGLE_STRIP)) {
    return "unknown primitive type " + std::to_string(int(surface.primitive));
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (!finite(surface.vertices[i])) {
      return "vertex " + std::to_string(i) + " is not finite";
    }
  }
  return {};
}

std::uint32_t surface_format(const SurfaceData& surface) {
  std::uint32_t format = 0;
  if (!surface.normals.empty()) format |= SURFACE_HAS_NORMALS;
  if (!surface.tangents.empty()) format |= SURFACE_HAS_TANGENTS;
  if (!surface.colors.empty()) format |= SURFACE_HAS_COLORS;
  if (!surface.uvs.empty()) format |= SURFACE_HAS_UVS;
  if (!surface.uv2s.empty()) format |= SURFACE_HAS_UV2S;
  if (!surface.bones.empty()) format |= SURFACE_HAS_BONES;
  if (!surface.indices.empty()) format |= SURFACE_HAS_INDICES;
  return format;
}

bool material_is_transparent(const MaterialData& material) {
  if (material.kind == MaterialKind::SHADER) return false;
  return material.transparency == MaterialTransparency::ALPHA ||
         material.transparency == MaterialTransparency::ALPHA_DEPTH_PRE_PASS ||
         material.blend_mode != MaterialBlendMode::MIX || material.shadow_to_opacity;
}

std::size_t image_format_pixel_size(ImageFormat format) {
  switch (format) {
    case ImageFormat::L8:
    case ImageFormat::R8:
      return 1;
    case ImageFormat::LA8:
    case ImageFormat::RG8:
    case ImageFormat::RGBA4444:
    case ImageFormat::RGB565:
    case ImageFormat::RH:
      return 2;
    case ImageFormat::RGB8:
      return 3;
    case ImageFormat::RGBA8:
    case ImageFormat::RF:
    case ImageFormat::RGH:
      return 4;
    case ImageFormat::RGBH:
      return 6;
    case ImageFormat::RGF:
    case ImageFormat::RGBAH:
      return 8;
    case ImageFormat::RGBF:
      return 12;
    case ImageFormat::RGBAF:
      return 16;
  }
  return 0;
}

std::size_t image_data_size(int width, int height, ImageFormat format, bool mipmaps) {
  if (width <= 0 || height <= 0) return 0;
  const std::size_t pixel = image_format_pixel_size(format);
  std::size_t total = std::size_t(width) * std::size_t(height) * pixel;
  while (mipmaps && (width > 1 || height > 1)) {
    width = width > 1 ? width / 2 : 1;
    height = height > 1 ? height / 2 : 1;
    total += std::size_t(width) * std::size_t(height) * pixel;
  }
  return total;
}

std::string image_data_error(const ImageData& image) {
  constexpr int kMaxSide = 16384;
  if (image.width <= 0 || image.height <= 0) {
    return "the image is " + std::to_string(image.width) + "x" + std::to_string(image.height) +
           " pixels";
  }
  if (image.width > kMaxSide || image.height > kMaxSide) {
    return "the image is " + std::to_string(image.width) + "x" + std::to_string(image.height) +
           " pixels, more than 16384 a side";
  }
  if (image_format_pixel_size(image.format) == 0) {
    return "unknown image format " + std::to_string(int(image.format));
  }
  const std::size_t expected =
      image_data_size(image.width, image.height, image.format, image.mipmaps);
  if (image.data.size() != expected) {
    return "the image data has " + std::to_string(image.data.size()) + " bytes, expected " +
           std::to_string(expected) + " for " + std::to_string(image.width) + "x" +
           std::to_string(image.height) + (image.mipmaps ? " with mipmaps" : "");
  }
  return {};
}

LightData default_light_data(LightType type) {
  LightData data;
  data.type = type;
  switch (type) {
    case LightType::DIRECTIONAL:
      data.shadow_normal_bias = 2;
      break;
    case LightType::OMNI:
      break;
    case LightType::SPOT:
      data.shadow_bias = 0.03f;
      break;
  }
  return data;
}

int multimesh_stride(MultiMeshTransformFormat format, bool use_colors, bool use_custom_data) {
  return (format == MultiMeshTransformFormat::TRANSFORM_3D ? 12 : 8) + (use_colors ? 4 : 0) +
         (use_custom_data ? 4 : 0);
}

Projection camera_projection(const CameraData& camera, real_t aspect) {
  const bool keep_width = camera.keep_aspect == CameraKeepAspect::KEEP_WIDTH;
  switch (camera.projection) {
    case CameraProjection::ORTHOGONAL:
      return Projection::create_orthogonal_aspect(camera.size, aspect, camera.near, camera.far,
                                                  keep_width);
    case CameraProjection::FRUSTUM: {
      // Godot's frustum keeps the height: `size` spans the view's height at the near plane.
      const real_t width = camera.size * aspect;
      const Vector2 offset = camera.frustum_offset;
      return Projection::create_frustum(-width / 2 + offset.x, width / 2 + offset.x,
                                        -width / aspect / 2 + offset.y,
                                        width / aspect / 2 + offset.y, camera.near, camera.far);
    }
    case CameraProjection::PERSPECTIVE:
      break;
  }
  return Projection::create_perspective(camera.fov, aspect, camera.near, camera.far, keep_width);
}

CameraRay camera_ray(const CameraData& camera, const Transform3D& transform, Vector2 viewport_size,
                     Vector2 position) {
  CameraRay ray;
  if (viewport_size.x <= 0 || viewport_size.y <= 0) return {transform.origin, Vector3(0, 0, -1)};
  const real_t aspect = viewport_size.x / viewport_size.y;
  if (camera.projection == CameraProjection::ORTHOGONAL) {
    const Vector2 at = position / viewport_size;
    const bool keep_width = camera.keep_aspect == CameraKeepAspect::KEEP_WIDTH;
    const real_t vsize = keep_width ? camera.size / aspect : camera.size;
    const real_t hsize = keep_width ? camera.size : camera.size * aspect;
    const Vector3 local(at.x * hsize - hsize / 2, (1 - at.y) * vsize - vsize / 2, -camera.near);
    ray.origin = transform.xform(local);
    ray.normal = transform.basis.xform(Vector3(0, 0, -1)).normalized();
    return ray;
  }
  // The near plane's half extents, where the near, right and top planes meet (view space).
  const std::array<Plane, 6> planes =
      camera_projection(camera, aspect).get_projection_planes(Transform3D());
  const Vector3 corner =
      planes[Projection::PLANE_NEAR]
          .intersect_3(planes[Projection::PLANE_RIGHT], planes[Projection::PLANE_TOP])
          .value_or(Vector3());
  const Vector3 local(((position.x / viewport_size.x) * 2 - 1) * corner.x,
                      ((1 - position.y / viewport_size.y) * 2 - 1) * corner.y, -camera.near);
  ray.origin = transform.origin;
  ray.normal = transform.basis.xform(local.normalized()).normalized();
  return ray;
}

}  // namespace arbor
