// VulkanBackend: textures, materials, meshes, multimeshes and skies, uploaded once and kept.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <type_traits>

#include "servers/rendering/vulkan/texture_conversion.h"
#include "servers/rendering/vulkan/vulkan_backend.h"

namespace arbor::vulkan {
namespace {

float srgb_to_linear(float c) {
  return c < 0.04045f ? c * (1.0f / 12.92f) : std::pow((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

GpuVec4 linear_color(const Color& color, float scale = 1.0f) {
  return {srgb_to_linear(float(color.r)) * scale, srgb_to_linear(float(color.g)) * scale,
          srgb_to_linear(float(color.b)) * scale, float(color.a)};
}

std::uint32_t mip_count(std::uint32_t width, std::uint32_t height) {
  std::uint32_t levels = 1;
  while ((width | height) >> levels) ++levels;
  return levels;
}

MaterialUniforms material_uniforms(const MaterialData& data) {
  MaterialUniforms u;
  u.albedo = linear_color(data.albedo_color);
  u.emission = linear_color(data.emission);
  u.emission.w = data.emission_energy_multiplier;
  u.surface = {data.metallic, data.roughness, data.metallic_specular, data.normal_scale};
  u.alpha = {data.alpha_scissor_threshold, data.alpha_hash_scale, 0, 0};
  u.uv1 = {float(data.uv1_scale.x), float(data.uv1_scale.y), float(data.uv1_offset.x),
           float(data.uv1_offset.y)};
  std::uint32_t flags = 0;
  if (data.kind == MaterialKind::SHADER) {
    // A shader not translated yet draws its fallback colour, unshaded.
    u.flags.x = MATERIAL_UNSHADED;
    return u;
  }
  if (data.albedo_texture) flags |= MATERIAL_ALBEDO_TEXTURE;
  if (data.orm_texture) {
    flags |= MATERIAL_ORM_TEXTURE;
  } else {
    if (data.metallic_texture) flags |= MATERIAL_METALLIC_TEXTURE;
    if (data.roughness_texture) flags |= MATERIAL_ROUGHNESS_TEXTURE;
  }
  if (data.emission_enabled) {
    flags |= MATERIAL_EMISSION;
    if (data.emission_texture) flags |= MATERIAL_EMISSION_TEXTURE;
    if (data.emission_operator == EmissionOperator::MULTIPLY) flags |= MATERIAL_EMISSION_MULTIPLY;
  }
  if (data.normal_enabled && data.normal_texture) flags |= MATERIAL_NORMAL_MAP;
  if (data.shading_mode == MaterialShadingMode::UNSHADED) flags |= MATERIAL_UNSHADED;
  if (data.vertex_color_use_as_albedo) flags |= MATERIAL_VERTEX_COLOR;
  if (data.vertex_color_is_srgb) flags |= MATERIAL_VERTEX_COLOR_SRGB;
  switch (data.transparency) {
    case MaterialTransparency::ALPHA:
    case MaterialTransparency::ALPHA_DEPTH_PRE_PASS:
      flags |= MATERIAL_ALPHA_BLEND;
      break;
    case MaterialTransparency::ALPHA_SCISSOR:
      flags |= MATERIAL_ALPHA_SCISSOR;
      break;
    case MaterialTransparency::ALPHA_HASH:
      // Drawn as a scissor at half coverage: hashed dithering is not implemented.
      flags |= MATERIAL_ALPHA_SCISSOR;
      u.alpha.x = 0.5f;
      break;
    case MaterialTransparency::DISABLED:
      break;
  }
  if (data.disable_receive_shadows) flags |= MATERIAL_NO_SHADOWS;
  if (data.disable_ambient_light) flags |= MATERIAL_NO_AMBIENT;
  if (data.billboard_mode == MaterialBillboardMode::ENABLED ||
      data.billboard_mode == MaterialBillboardMode::PARTICLES) {
    flags |= MATERIAL_BILLBOARD;
  } else if (data.billboard_mode == MaterialBillboardMode::FIXED_Y) {
    flags |= MATERIAL_BILLBOARD | MATERIAL_BILLBOARD_FIXED_Y;
  }
  if (data.billboard_keep_scale) flags |= MATERIAL_BILLBOARD_KEEP_SCALE;
  u.flags = {flags, std::uint32_t(data.metallic_texture_channel),
             std::uint32_t(data.roughness_texture_channel), 0};
  return u;
}

/// A mesh surface's vertices in the shaders' interleaved layout; arrays it lacks get Godot's
/// neutral values (normal +Z, tangent +X, white, uv 0).
std::vector<GpuVertex> interleave(const SurfaceData& surface) {
  std::vector<GpuVertex> vertices(surface.vertices.size());
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    GpuVertex& v = vertices[i];
    const Vector3& p = surface.vertices[i];
    v = GpuVertex{
        {float(p.x), float(p.y), float(p.z)}, {0, 0, 1}, {1, 0, 0, 1}, {1, 1, 1, 1}, {0, 0}};
    if (i < surface.normals.size()) {
      const Vector3& n = surface.normals[i];
      v.normal[0] = float(n.x);
      v.normal[1] = float(n.y);
      v.normal[2] = float(n.z);
    }
    if (i < surface.tangents.size()) {
      const Vector4& t = surface.tangents[i];
      v.tangent[0] = float(t.x);
      v.tangent[1] = float(t.y);
      v.tangent[2] = float(t.z);
      v.tangent[3] = float(t.w);
    }
    if (i < surface.colors.size()) {
      const Color& c = surface.colors[i];
      v.color[0] = float(c.r);
      v.color[1] = float(c.g);
      v.color[2] = float(c.b);
      v.color[3] = float(c.a);
    }
    if (i < surface.uvs.size()) {
      v.uv[0] = float(surface.uvs[i].x);
      v.uv[1] = float(surface.uvs[i].y);
    }
  }
  return vertices;
}

/// One MultiMesh entry of Godot's buffer layout as an instance record.
InstanceRecord multimesh_record(const MultiMeshData& data, int index, int stride) {
  const float* entry = data.buffer.data() + std::size_t(index) * std::size_t(stride);
  InstanceRecord record;
  int next = 0;
  if (data.transform_format == MultiMeshTransformFormat::TRANSFORM_3D) {
    for (int r = 0; r < 3; ++r) {
      record.rows[r] = {entry[r * 4], entry[r * 4 + 1], entry[r * 4 + 2], entry[r * 4 + 3]};
    }
    next = 12;
  } else {
    record.rows[0] = {entry[0], entry[1], 0, entry[3]};
    record.rows[1] = {entry[4], entry[5], 0, entry[7]};
    record.rows[2] = {0, 0, 1, 0};
    next = 8;
  }
  if (data.use_colors) {
    record.color = {entry[next], entry[next + 1], entry[next + 2], entry[next + 3]};
    next += 4;
  }
  if (data.use_custom_data) {
    record.custom = {entry[next], entry[next + 1], entry[next + 2], entry[next + 3]};
  }
  return record;
}

}  // namespace

template <class T>
void VulkanBackend::defer(T&& object) {
  Garbage* garbage = frames_->garbage_for_now();
  if (!garbage) {
    std::decay_t<T> unused(std::move(object));  // nothing in flight: destroyed now
    return;
  }
  if constexpr (std::is_same_v<std::decay_t<T>, Buffer>) {
    garbage->buffers.push_back(std::move(object));
  } else {
    garbage->images.push_back(std::move(object));
  }
}

void VulkanBackend::defer_set(VkDescriptorSet set) {
  if (!set) return;
  if (Garbage* garbage = frames_->garbage_for_now()) {
    garbage->descriptor_sets.push_back(set);
  } else {
    freed_sets_.push_back(set);
    descriptors_->free(freed_sets_);
  }
}

Image VulkanBackend::make_texture_image(const DeviceImage& image, const char* name) {
  ImageDesc desc;
  desc.format = image.format;
  desc.width = image.width;
  desc.height = image.height;
  desc.mip_levels = mip_count(image.width, image.height);
  desc.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
               VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
  if (image.format == VK_FORMAT_R8G8B8A8_SRGB) desc.alternate_format = VK_FORMAT_R8G8B8A8_UNORM;
  Image result(*device_, desc, name);
  uploader_->to_image(result, image.texels.data(), image.texels.size());
  return result;
}

void VulkanBackend::make_placeholders() {
  auto solid = [this](std::uint8_t r, std::uint8_t g, std::uint8_t b, const char* name) {
    DeviceImage image;
    image.width = image.height = 1;
    image.texels = {r, g, b, 255};
    return make_texture_image(image, name);
  };
  white_texture_ = solid(255, 255, 255, "white texture");
  normal_texture_ = solid(128, 128, 255, "flat normal texture");
  // Missing textures: a magenta and black checkerboard of 8×8 cells of 8 texels, seen at once
  // whatever the filter.
  DeviceImage checker;
  checker.width = checker.height = 64;
  for (int y = 0; y < 64; ++y) {
    for (int x = 0; x < 64; ++x) {
      const std::uint8_t on = (x / 8 + y / 8) % 2 == 0 ? 255 : 0;
      checker.texels.insert(checker.texels.end(), {on, 0, on, 255});
    }
  }
  checker_texture_ = make_texture_image(checker, "missing texture checkerboard");

  ImageDesc cube;
  cube.format = kHdrFormat;
  cube.layers = 6;
  cube.cube = true;
  cube.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  black_cube_ = Image(*device_, cube, "black radiance");
  ImageDesc shadow;
  shadow.format = kDepthFormat;
  shadow.array = true;
  shadow.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  empty_shadow_map_ = Image(*device_, shadow, "empty shadow map");
  device_->run_commands([this](VkCommandBuffer commands) {
    black_cube_.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    const VkClearColorValue black{};
    const VkImageSubresourceRange colour{VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 6};
    vkCmdClearColorImage(commands, black_cube_.get(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &black,
                         1, &colour);
    black_cube_.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    empty_shadow_map_.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    const VkClearDepthStencilValue far{1.0f, 0};
    const VkImageSubresourceRange depth{VK_IMAGE_ASPECT_DEPTH_BIT, 0, 1, 0, 1};
    vkCmdClearDepthStencilImage(commands, empty_shadow_map_.get(),
                                VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &far, 1, &depth);
    empty_shadow_map_.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
  });

  empty_multimesh_ = Buffer(*device_, sizeof(InstanceRecord), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
                            MemoryUse::UPLOAD, "empty multimesh");
  *reinterpret_cast<InstanceRecord*>(empty_multimesh_.mapped()) = InstanceRecord{};
  empty_multimesh_set_ = descriptors_->allocate(pipelines_->multimesh_layout());
  VkDescriptorBufferInfo buffer{empty_multimesh_.get(), 0, VK_WHOLE_SIZE};
  VkWriteDescriptorSet write{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  write.dstSet = empty_multimesh_set_;
  write.descriptorCount = 1;
  write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  write.pBufferInfo = &buffer;
  vkUpdateDescriptorSets(device_->get(), 1, &write, 0, nullptr);
}

// -- textures -------------------------------------------------------------------------------------

void VulkanBackend::texture_update(TextureHandle texture, const TextureData& data) {
  GpuTexture& gpu = textures_.make(texture);
  if (gpu.image) defer(std::move(gpu.image));
  gpu.name = data.name;
  gpu.viewport = data.viewport;
  gpu.placeholder = false;
  if (!data.viewport) {
    const DeviceImage image = to_device_image(data.image);
    if (image.texels.empty()) {
      gpu.placeholder = true;
    } else {
      gpu.image = make_texture_image(image, data.name.empty() ? "texture" : data.name.c_str());
      uploader_->flush();
    }
  }
  rewrite_materials_using(texture);
}

void VulkanBackend::texture_free(TextureHandle texture) {
  GpuTexture* gpu = textures_.find(texture);
  if (!gpu) return;
  if (gpu->image) defer(std::move(gpu->image));
  textures_.erase(texture);
}

VkImageView VulkanBackend::texture_view(TextureHandle texture, bool srgb,
                                        const std::string& material_name) {
  GpuTexture* gpu = textures_.find(texture);
  if (gpu && gpu->viewport) {
    // A viewport's picture; until the viewport has its targets (it is sent after the materials
    // that show it), white: the materials are written again when the targets are made.
    const ViewportState* viewport = viewports_.find(gpu->viewport);
    const Image& picture = viewport && viewport->ldr ? viewport->ldr : white_texture_;
    return srgb ? picture.view() : picture.alternate_view();
  }
  if (gpu && gpu->image) return srgb ? gpu->image.view() : gpu->image.alternate_view();
  // Missing or undecodable: the checkerboard, with one warning per texture.
  const std::uint32_t key = texture.index();
  if (std::find(warned_textures_.begin(), warned_textures_.end(), key) == warned_textures_.end()) {
    warned_textures_.push_back(key);
    std::fprintf(
        stderr, "warning: texture '%s' of material '%s' has no image; drawn as a checkerboard\n",
        gpu && !gpu->name.empty() ? gpu->name.c_str() : "(unnamed)", material_name.c_str());
  }
  return srgb ? checker_texture_.view() : checker_texture_.alternate_view();
}

// -- materials ------------------------------------------------------------------------------------

void VulkanBackend::write_material_set(GpuMaterial& material) {
  const MaterialData& data = material.data;
  const MaterialUniforms uniforms = material_uniforms(data);
  if (material.uniforms) defer(std::move(material.uniforms));
  defer_set(material.set);
  material.uniforms =
      Buffer(*device_, sizeof(MaterialUniforms), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
             MemoryUse::UPLOAD, material.name.empty() ? "material" : material.name.c_str());
  std::memcpy(material.uniforms.mapped(), &uniforms, sizeof(uniforms));
  material.set = descriptors_->allocate(pipelines_->material_layout());

  const VkSampler sampler =
      samplers_->material(std::uint8_t(data.texture_filter), data.texture_repeat);
  auto image = [&](TextureHandle texture, bool srgb, const Image& fallback) {
    VkImageView view = texture ? texture_view(texture, srgb, material.name)
                               : (srgb ? fallback.view() : fallback.alternate_view());
    return VkDescriptorImageInfo{sampler, view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  };
  const bool standard = data.kind == MaterialKind::STANDARD;
  auto slot = [&](TextureHandle texture) { return standard ? texture : TextureHandle{}; };
  const TextureHandle metallic = data.orm_texture ? data.orm_texture : data.metallic_texture;
  const std::array<VkDescriptorImageInfo, 5> images{
      image(slot(data.albedo_texture), true, white_texture_),
      image(slot(metallic), false, white_texture_),
      image(slot(data.roughness_texture), false, white_texture_),
      image(slot(data.emission_enabled ? data.emission_texture : TextureHandle{}), true,
            white_texture_),
      image(slot(data.normal_enabled ? data.normal_texture : TextureHandle{}), false,
            normal_texture_),
  };
  VkDescriptorBufferInfo buffer{material.uniforms.get(), 0, sizeof(MaterialUniforms)};
  std::array<VkWriteDescriptorSet, 2> writes{};
  writes[0] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  writes[0].dstSet = material.set;
  writes[0].dstBinding = 0;
  writes[0].descriptorCount = 1;
  writes[0].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
  writes[0].pBufferInfo = &buffer;
  writes[1] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  writes[1].dstSet = material.set;
  writes[1].dstBinding = 1;
  writes[1].descriptorCount = 5;
  writes[1].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  writes[1].pImageInfo = images.data();
  vkUpdateDescriptorSets(device_->get(), 2, writes.data(), 0, nullptr);
}

void VulkanBackend::rewrite_materials_using(TextureHandle texture) {
  materials_.for_each([&](MaterialHandle, GpuMaterial& material) {
    const MaterialData& d = material.data;
    for (TextureHandle used : {d.albedo_texture, d.metallic_texture, d.roughness_texture,
                               d.orm_texture, d.emission_texture, d.normal_texture}) {
      if (used == texture) {
        write_material_set(material);
        return;
      }
    }
  });
}

void VulkanBackend::material_update(MaterialHandle material, const MaterialData& data) {
  GpuMaterial& gpu = materials_.make(material);
  gpu.data = data;
  if (gpu.name.empty()) {
    gpu.name = data.kind == MaterialKind::SHADER && !data.shader_path.empty()
                   ? data.shader_path
                   : "material #" + std::to_string(material.index());
  }
  write_material_set(gpu);
}

void VulkanBackend::material_free(MaterialHandle material) {
  GpuMaterial* gpu = materials_.find(material);
  if (!gpu) return;
  if (gpu->uniforms) defer(std::move(gpu->uniforms));
  defer_set(gpu->set);
  materials_.erase(material);
}

// -- meshes ---------------------------------------------------------------------------------------

void VulkanBackend::mesh_update(MeshHandle mesh, const MeshData& data) {
  GpuMesh& gpu = meshes_.make(mesh);
  for (GpuSurface& surface : gpu.surfaces) {
    if (surface.vertices) defer(std::move(surface.vertices));
    if (surface.indices) defer(std::move(surface.indices));
  }
  gpu.surfaces.clear();
  gpu.name = data.name;
  const char* name = gpu.name.empty() ? "mesh" : gpu.name.c_str();
  for (const SurfaceData& surface : data.surfaces) {
    GpuSurface& out = gpu.surfaces.emplace_back();
    if (surface.vertices.empty()) continue;
    const std::vector<GpuVertex> vertices = interleave(surface);
    out.vertex_count = std::uint32_t(vertices.size());
    out.vertices = Buffer(*device_, vertices.size() * sizeof(GpuVertex),
                          VK_BUFFER_USAGE_VERTEX_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                          MemoryUse::DEVICE, name);
    uploader_->to_buffer(out.vertices, 0, vertices.data(), vertices.size() * sizeof(GpuVertex));
    if (!surface.indices.empty()) {
      out.index_count = std::uint32_t(surface.indices.size());
      out.indices = Buffer(*device_, surface.indices.size() * sizeof(std::uint32_t),
                           VK_BUFFER_USAGE_INDEX_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                           MemoryUse::DEVICE, name);
      uploader_->to_buffer(out.indices, 0, surface.indices.data(),
                           surface.indices.size() * sizeof(std::uint32_t));
    }
  }
}

void VulkanBackend::mesh_free(MeshHandle mesh) {
  GpuMesh* gpu = meshes_.find(mesh);
  if (!gpu) return;
  for (GpuSurface& surface : gpu->surfaces) {
    if (surface.vertices) defer(std::move(surface.vertices));
    if (surface.indices) defer(std::move(surface.indices));
  }
  meshes_.erase(mesh);
}

// -- multimeshes ----------------------------------------------------------------------------------

void VulkanBackend::multimesh_update(MultiMeshHandle multimesh, const MultiMeshData& data,
                                     int first_changed, int end_changed) {
  GpuMultiMesh& gpu = multimeshes_.make(multimesh);
  const int count = std::max(data.instance_count, 0);
  const int stride = multimesh_stride(data.transform_format, data.use_colors, data.use_custom_data);
  gpu.visible = std::uint32_t(
      data.visible_instance_count < 0 ? count : std::min(data.visible_instance_count, count));
  if (std::uint32_t(count) > gpu.capacity || !gpu.records) {
    // A new buffer (never shrunk): everything is copied into it.
    if (gpu.records) defer(std::move(gpu.records));
    defer_set(gpu.set);
    gpu.capacity = std::max<std::uint32_t>(std::uint32_t(count), 1);
    gpu.records = Buffer(*device_, gpu.capacity * sizeof(InstanceRecord),
                         VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                         MemoryUse::DEVICE, "multimesh instances");
    gpu.set = descriptors_->allocate(pipelines_->multimesh_layout());
    VkDescriptorBufferInfo buffer{gpu.records.get(), 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet write{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    write.dstSet = gpu.set;
    write.descriptorCount = 1;
    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    write.pBufferInfo = &buffer;
    vkUpdateDescriptorSets(device_->get(), 1, &write, 0, nullptr);
    first_changed = 0;
    end_changed = count;
  }
  gpu.cpu.resize(std::size_t(count));
  first_changed = std::clamp(first_changed, 0, count);
  end_changed = std::clamp(end_changed, first_changed, count);
  if (data.buffer.size() >= std::size_t(count) * std::size_t(stride)) {
    for (int i = first_changed; i < end_changed; ++i) {
      gpu.cpu[std::size_t(i)] = multimesh_record(data, i, stride);
    }
  }
  if (end_changed > first_changed) {
    if (gpu.dirty_end > gpu.dirty_begin) {
      gpu.dirty_begin = std::min(gpu.dirty_begin, std::uint32_t(first_changed));
      gpu.dirty_end = std::max(gpu.dirty_end, std::uint32_t(end_changed));
    } else {
      gpu.dirty_begin = std::uint32_t(first_changed);
      gpu.dirty_end = std::uint32_t(end_changed);
    }
  }
}

void VulkanBackend::multimesh_free(MultiMeshHandle multimesh) {
  GpuMultiMesh* gpu = multimeshes_.find(multimesh);
  if (!gpu) return;
  if (gpu->records) defer(std::move(gpu->records));
  defer_set(gpu->set);
  multimeshes_.erase(multimesh);
}

// -- skies ----------------------------------------------------------------------------------------

void VulkanBackend::sky_update(SkyHandle sky, const SkyData& data) {
  GpuSky& gpu = skies_.make(sky);
  gpu.data = data;
  ++gpu.version;
}

void VulkanBackend::sky_free(SkyHandle sky) { skies_.erase(sky); }

}  // namespace arbor::vulkan
