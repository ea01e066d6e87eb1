#include "scene/3d/render_resources.h"

#include <algorithm>
#include <cstring>

#include "arbor/scene/3d/sub_viewport.h"
#include "arbor/scene/3d/viewport_texture.h"
#include "arbor/scene/resources/atlas_texture.h"
#include "arbor/scene/resources/base_material_3d.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/mesh.h"
#include "arbor/scene/resources/multi_mesh.h"
#include "arbor/scene/resources/panorama_sky_material.h"
#include "arbor/scene/resources/procedural_sky_material.h"
#include "arbor/scene/resources/resource_warnings.h"
#include "arbor/scene/resources/shader.h"
#include "arbor/scene/resources/shader_material.h"
#include "arbor/scene/resources/sky.h"
#include "arbor/scene/resources/texture.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor::detail {
namespace {

// How a resource is named on the server (and in draw lists and messages): its resource_name,
// else its file, else (built into a scene) its sub-resource id, else its class.
std::string server_name(const Resource& resource) {
  if (!resource.get_name().empty()) return resource.get_name();
  if (!resource.get_path().empty()) return resource.get_path();
  if (!resource.get_scene_unique_id().empty()) return resource.get_scene_unique_id();
  return resource.get_class();
}

// -- meshes
// -------------------------------------------------------------------------------------------

SurfaceData surface_data(const Mesh& mesh, int surface) {
  const MeshArrays arrays = mesh.surface_get_arrays(surface);
  SurfaceData out;
  out.primitive = PrimitiveType(mesh.surface_get_primitive_type(surface));
  out.vertices.assign(arrays.vertices.begin(), arrays.vertices.end());
  out.normals.assign(arrays.normals.begin(), arrays.normals.end());
  const auto& tangents = arrays.tangents.vector();
  for (std::size_t i = 0; i + 3 < tangents.size(); i += 4) {
    out.tangents.emplace_back(tangents[i], tangents[i + 1], tangents[i + 2], tangents[i + 3]);
  }
  out.colors.assign(arrays.colors.begin(), arrays.colors.end());
  out.uvs.assign(arrays.uvs.begin(), arrays.uvs.end());
  out.uv2s.assign(arrays.uv2s.begin(), arrays.uv2s.end());
  out.bones.assign(arrays.bones.begin(), arrays.bones.end());
  out.weights.assign(arrays.weights.begin(), arrays.weights.end());
  out.bones_per_vertex =
      (mesh.surface_get_format(surface) & MeshSurfaceData::ARRAY_FLAG_USE_8_BONE_WEIGHTS) ? 8 : 4;
  out.indices.assign(arrays.indices.begin(), arrays.indices.end());
  out.aabb = mesh.surface_get_data(surface).aabb;
  return out;
}

// -- images
// ---------------------------------------------------------------------------------------------

// The image as the server takes it: as it is in Godot's uncompressed formats, else level 0 as
// RGBA8; a compressed image Arbor does not decode becomes the placeholder.
ImageData image_data(const Image& image) {
  ImageData out;
  Image::Format format = image.get_format();
  if (Image::is_format_compressed(format) || image.is_empty()) {
    const Ref<Image> placeholder = Image::create_placeholder();
    return image_data(*placeholder);
  }
  out.width = image.get_width();
  out.height = image.get_height();
  if (int(format) <= int(Image::FORMAT_RGBAH)) {
    out.format = ImageFormat(format);
    out.mipmaps = image.has_mipmaps();
    out.data.assign(image.get_data().begin(), image.get_data().end());
  } else {
    out.format = ImageFormat::RGBA8;
    const PackedByteArray rgba = image.get_rgba8();
    out.data.assign(rgba.begin(), rgba.end());
  }
  return out;
}

// -- materials
// --------------------------------------------------------------------------------------

template <class Dependency>
MaterialData standard_material_data(const BaseMaterial3D& material, Dependency&& texture) {
  using M = BaseMaterial3D;
  MaterialData out;
  out.albedo_color = material.get_albedo();
  out.albedo_texture = texture(material.get_texture(M::TEXTURE_ALBEDO));
  out.vertex_color_use_as_albedo = material.get_flag(M::FLAG_ALBEDO_FROM_VERTEX_COLOR);
  out.vertex_color_is_srgb = material.get_flag(M::FLAG_SRGB_VERTEX_COLOR);
  out.metallic = material.get_metallic();
  out.metallic_specular = material.get_specular();
  out.roughness = material.get_roughness();
  out.metallic_texture_channel = TextureChannel(material.get_metallic_texture_channel());
  out.roughness_texture_channel = TextureChannel(material.get_roughness_texture_channel());
  if (material.is_orm()) {
    out.orm_texture = texture(material.get_texture(M::TEXTURE_ORM));
  } else {
    out.metallic_texture = texture(material.get_texture(M::TEXTURE_METALLIC));
    out.roughness_texture = texture(material.get_texture(M::TEXTURE_ROUGHNESS));
  }
  out.emission_enabled = material.get_feature(M::FEATURE_EMISSION);
  out.emission = material.get_emission();
  out.emission_energy_multiplier = material.get_emission_energy_multiplier();
  out.emission_operator = EmissionOperator(material.get_emission_operator());
  if (out.emission_enabled)
    out.emission_texture = texture(material.get_texture(M::TEXTURE_EMISSION));
  out.normal_enabled = material.get_feature(M::FEATURE_NORMAL_MAPPING);
  out.normal_scale = material.get_normal_scale();
  if (out.normal_enabled) out.normal_texture = texture(material.get_texture(M::TEXTURE_NORMAL));
  out.transparency = MaterialTransparency(material.get_transparency());
  out.alpha_scissor_threshold = material.get_alpha_scissor_threshold();
  out.alpha_hash_scale = material.get_alpha_hash_scale();
  out.blend_mode = MaterialBlendMode(material.get_blend_mode());
  out.cull_mode = MaterialCullMode(material.get_cull_mode());
  out.depth_draw_mode = MaterialDepthDrawMode(material.get_depth_draw_mode());
  out.no_depth_test = material.get_flag(M::FLAG_DISABLE_DEPTH_TEST);
  out.shading_mode = MaterialShadingMode(material.get_shading_mode());
  out.disable_receive_shadows = material.get_flag(M::FLAG_DONT_RECEIVE_SHADOWS);
  out.disable_ambient_light = material.get_flag(M::FLAG_DISABLE_AMBIENT_LIGHT);
  out.shadow_to_opacity = material.get_flag(M::FLAG_USE_SHADOW_TO_OPACITY);
  out.uv1_scale = material.get_uv1_scale();
  out.uv1_offset = material.get_uv1_offset();
  out.uv2_scale = material.get_uv2_scale();
  out.uv2_offset = material.get_uv2_offset();
  out.billboard_mode = MaterialBillboardMode(material.get_billboard_mode());
  out.billboard_keep_scale = material.get_flag(M::FLAG_BILLBOARD_KEEP_SCALE);
  out.fixed_size = material.get_flag(M::FLAG_FIXED_SIZE);
  out.use_point_size = material.get_flag(M::FLAG_USE_POINT_SIZE);
  out.point_size = material.get_point_size();
  out.texture_filter = TextureFilter(material.get_texture_filter());
  out.texture_repeat = material.get_flag(M::FLAG_USE_TEXTURE_REPEAT);
  return out;
}

}  // namespace

RenderResources& RenderResources::of(SceneTree& tree, RenderingServer& server) {
  if (RenderResources* found = tree.servers().get<RenderResources>()) return *found;
  return *tree.servers().add(std::make_unique<RenderResources>(server));
}

RenderResources::RenderResources(RenderingServer& server) : server_(server) {}

RenderResources::~RenderResources() {
  // Users may still hold resources (nodes outliving this cache are not drawn any more): every
  // object goes now.
  while (!entries_.empty()) drop(entries_.begin()->second);
}

template <class Handle, class Make>
Handle RenderResources::acquire(Resource& resource, Kind kind, const Node* user, Make&& make) {
  auto found = entries_.find(&resource);
  if (found != entries_.end()) {
    ++found->second.users;
    return Handle::from_rid(found->second.object);
  }
  Entry& entry = entries_[&resource];
  entry.resource = Ref<Resource>(&resource);
  entry.kind = kind;
  entry.users = 1;
  entry.context = user;
  entry.object = make().to_rid();
  entry.changed = resource.changed.connect([this, key = &resource] { refresh(key); });
  push(entry);
  return Handle::from_rid(entry.object);
}

MeshHandle RenderResources::acquire_mesh(Mesh& mesh, const Node* user) {
  return acquire<MeshHandle>(mesh, Kind::MESH, user,
                             [&] { return server_.mesh_create(server_name(mesh)); });
}

MaterialHandle RenderResources::acquire_material(Material& material, const Node* user) {
  return acquire<MaterialHandle>(material, Kind::MATERIAL, user,
                                 [&] { return server_.material_create(server_name(material)); });
}

TextureHandle RenderResources::acquire_texture(Texture2D& texture, const Node* user) {
  // A texture's server object is made when it is pushed (its kind decides how).
  return acquire<TextureHandle>(texture, Kind::TEXTURE, user, [] { return TextureHandle(); });
}

EnvironmentHandle RenderResources::acquire_environment(Environment& environment, const Node* user) {
  return acquire<EnvironmentHandle>(environment, Kind::ENVIRONMENT, user, [&] {
    return server_.environment_create(server_name(environment));
  });
}

SkyHandle RenderResources::acquire_sky(Sky& sky, const Node* user) {
  return acquire<SkyHandle>(sky, Kind::SKY, user,
                            [&] { return server_.sky_create(server_name(sky)); });
}

MultiMeshHandle RenderResources::acquire_multimesh(MultiMesh& multimesh, const Node* user) {
  return acquire<MultiMeshHandle>(multimesh, Kind::MULTIMESH, user,
                                  [&] { return server_.multimesh_create(server_name(multimesh)); });
}

void RenderResources::release(const Resource* resource) {
  if (!resource) return;
  auto found = entries_.find(resource);
  if (found == entries_.end()) return;
  if (--found->second.users == 0) unused_.push_back(resource);
}

void RenderResources::process(double) {
  // Resources whose last user went this frame (and did not come back).
  while (!unused_.empty()) {
    const Resource* resource = unused_.back();
    unused_.pop_back();
    auto found = entries_.find(resource);
    if (found != entries_.end() && found->second.users == 0) drop(found->second);
  }
}

void RenderResources::refresh(const Resource* resource) {
  auto found = entries_.find(resource);
  if (found == entries_.end()) return;
  const RID before = found->second.object;
  push(found->second);
  if (entries_.at(resource).object == before) return;
  // Its object changed (a texture now showing another's): what names it pushes again.
  std::vector<const Resource*> dependents;
  for (const auto& [key, entry] : entries_) {
    if (std::find(entry.dependencies.begin(), entry.dependencies.end(), resource) !=
        entry.dependencies.end()) {
      dependents.push_back(key);
    }
  }
  for (const Resource* dependent : dependents) refresh(dependent);
}

void RenderResources::push(Entry& entry) {
  // What the entry depended on is released after the new data took its own references, so
  // an unchanged dependency is never freed in between.
  std::vector<const Resource*> previous = std::move(entry.dependencies);
  entry.dependencies.clear();
  Resource& resource = *entry.resource;
  switch (entry.kind) {
    case Kind::MESH:
      push_mesh(entry, static_cast<Mesh&>(resource));
      break;
    case Kind::MATERIAL:
      push_material(entry, static_cast<Material&>(resource));
      break;
    case Kind::TEXTURE:
      push_texture(entry, static_cast<Texture2D&>(resource));
      break;
    case Kind::ENVIRONMENT:
      push_environment(entry, static_cast<Environment&>(resource));
      break;
    case Kind::SKY:
      push_sky(entry, static_cast<Sky&>(resource));
      break;
    case Kind::MULTIMESH:
      push_multimesh(entry, static_cast<MultiMesh&>(resource));
      break;
  }
  for (const Resource* dependency : previous) release(dependency);
}

void RenderResources::drop(Entry& entry) {
  const Resource* key = entry.resource.get();
  entry.resource->changed.disconnect(entry.changed);
  const std::vector<const Resource*> dependencies = std::move(entry.dependencies);
  const RID object = entry.object;
  const Kind kind = entry.kind;
  const bool owned = entry.owned;
  entries_.erase(key);
  switch (kind) {
    case Kind::MESH:
      server_.free(MeshHandle::from_rid(object));
      break;
    case Kind::MATERIAL:
      server_.free(MaterialHandle::from_rid(object));
      break;
    case Kind::TEXTURE:
      if (owned && server_.is_alive(TextureHandle::from_rid(object))) {
        server_.free(TextureHandle::from_rid(object));
      }
      break;
    case Kind::ENVIRONMENT:
      server_.free(EnvironmentHandle::from_rid(object));
      break;
    case Kind::SKY:
      server_.free(SkyHandle::from_rid(object));
      break;
    case Kind::MULTIMESH:
      server_.free(MultiMeshHandle::from_rid(object));
      break;
  }
  for (const Resource* dependency : dependencies) {
    auto found = entries_.find(dependency);
    if (found != entries_.end() && --found->second.users == 0) drop(found->second);
  }
}

TextureHandle RenderResources::dependency(Entry& entry, const Ref<Texture2D>& texture) {
  if (texture.is_null()) return {};
  entry.dependencies.push_back(texture.get());
  return acquire_texture(*texture, entry.context);
}

MaterialHandle RenderResources::dependency(Entry& entry, const Ref<Material>& material) {
  if (material.is_null()) return {};
  entry.dependencies.push_back(material.get());
  return acquire_material(*material, entry.context);
}

// -- conversions
// ------------------------------------------------------------------------------------

void RenderResources::push_mesh(Entry& entry, Mesh& mesh) {
  const MeshHandle handle = MeshHandle::from_rid(entry.object);
  server_.mesh_clear(handle);
  for (int surface = 0; surface < mesh.get_surface_count(); ++surface) {
    SurfaceData data = surface_data(mesh, surface);
    data.material = dependency(entry, mesh.surface_get_material(surface));
    try {
      server_.mesh_add_surface(handle, std::move(data));
    } catch (const Error& error) {
      // The rest of the mesh (and of the scene) still draws.
      report_resource_warning(mesh, std::string(error.what()) + "; the surface is not drawn",
                              mesh.get_path());
    }
  }
}

void RenderResources::push_material(Entry& entry, Material& material) {
  MaterialData data;
  if (const auto* standard = dynamic_cast<const BaseMaterial3D*>(&material)) {
    data = standard_material_data(
        *standard, [&](const Ref<Texture2D>& texture) { return dependency(entry, texture); });
  } else if (const auto* shader = dynamic_cast<const ShaderMaterial*>(&material)) {
    data.kind = MaterialKind::SHADER;
    data.albedo_color = Color(1, 0, 1);  // the fallback: unmistakably magenta
    data.shader_path = shader->get_shader().is_valid() ? server_name(*shader->get_shader()) : "";
    shader->warn_fallback_once();
  }
  data.render_priority = material.get_render_priority();
  data.next_pass = dependency(entry, material.get_next_pass());
  server_.material_set_data(MaterialHandle::from_rid(entry.object), data);
}

void RenderResources::push_texture(Entry& entry, Texture2D& texture) {
  const TextureHandle handle = TextureHandle::from_rid(entry.object);
  if (entry.owned && handle.is_valid() && server_.is_alive(handle)) {
    if (dynamic_cast<ViewportTexture*>(&texture) || dynamic_cast<AtlasTexture*>(&texture)) {
      server_.free(handle);  // it borrows another's from now on
    }
  }
  if (auto* viewport_texture = dynamic_cast<ViewportTexture*>(&texture)) {
    // The picture of the SubViewport its path names, from the user's scene.
    SubViewport* viewport = viewport_texture->find_viewport(entry.context);
    entry.object = viewport ? viewport->get_texture_handle().to_rid() : RID();
    entry.owned = false;
    return;
  }
  if (auto* atlas = dynamic_cast<AtlasTexture*>(&texture); atlas && atlas->get_atlas().is_valid()) {
    // In 3D an atlas region draws its whole atlas, as in Godot.
    entry.object = dependency(entry, atlas->get_atlas()).to_rid();
    entry.owned = false;
    return;
  }
  if (!entry.owned) entry.object = RID();
  entry.owned = true;
  const Ref<Image> image = texture.get_image();
  const ImageData data =
      image.is_valid() ? image_data(*image) : image_data(*Image::create_placeholder());
  if (server_.is_alive(TextureHandle::from_rid(entry.object))) {
    server_.texture_2d_update(TextureHandle::from_rid(entry.object), data);
  } else {
    entry.object = server_.texture_2d_create(data, server_name(texture)).to_rid();
  }
}

void RenderResources::push_environment(Entry& entry, Environment& environment) {
  EnvironmentData data;
  data.background_mode = EnvironmentBackground(environment.get_background());
  data.background_color = environment.get_bg_color();
  data.background_energy_multiplier = environment.get_bg_energy_multiplier();
  data.background_canvas_max_layer = environment.get_canvas_max_layer();
  if (environment.get_sky().is_valid()) {
    entry.dependencies.push_back(environment.get_sky().get());
    data.sky = acquire_sky(*environment.get_sky(), entry.context);
  }
  data.sky_custom_fov = environment.get_sky_custom_fov();
  data.sky_rotation = environment.get_sky_rotation();
  data.ambient_light_source = AmbientSource(environment.get_ambient_source());
  data.ambient_light_color = environment.get_ambient_light_color();
  data.ambient_light_sky_contribution = environment.get_ambient_light_sky_contribution();
  data.ambient_light_energy = environment.get_ambient_light_energy();
  data.reflected_light_source = ReflectionSource(environment.get_reflection_source());
  data.tonemap_mode = ToneMapper(environment.get_tonemapper());
  data.tonemap_exposure = environment.get_tonemap_exposure();
  data.tonemap_white = environment.get_tonemap_white();
  server_.environment_set_data(EnvironmentHandle::from_rid(entry.object), data);
}

void RenderResources::push_sky(Entry& entry, Sky& sky) {
  SkyData data;
  data.process_mode = SkyProcessMode(sky.get_process_mode());
  data.radiance_size = 32 << int(sky.get_radiance_size());
  const Ref<Material>& material = sky.get_material();
  if (const auto* procedural = dynamic_cast<const ProceduralSkyMaterial*>(material.get())) {
    data.material = SkyMaterialKind::PROCEDURAL;
    ProceduralSkyData& out = data.procedural;
    out.sky_top_color = procedural->get_sky_top_color();
    out.sky_horizon_color = procedural->get_sky_horizon_color();
    out.sky_curve = procedural->get_sky_curve();
    out.sky_energy_multiplier = procedural->get_sky_energy_multiplier();
    out.sky_cover = dependency(entry, procedural->get_sky_cover());
    out.sky_cover_modulate = procedural->get_sky_cover_modulate();
    out.ground_bottom_color = procedural->get_ground_bottom_color();
    out.ground_horizon_color = procedural->get_ground_horizon_color();
    out.ground_curve = procedural->get_ground_curve();
    out.ground_energy_multiplier = procedural->get_ground_energy_multiplier();
    out.sun_angle_max = procedural->get_sun_angle_max();
    out.sun_curve = procedural->get_sun_curve();
    out.use_debanding = procedural->get_use_debanding();
    out.energy_multiplier = procedural->get_energy_multiplier();
  } else if (const auto* panorama = dynamic_cast<const PanoramaSkyMaterial*>(material.get())) {
    data.material = SkyMaterialKind::PANORAMA;
    data.panorama.panorama = dependency(entry, panorama->get_panorama());
    data.panorama.filter = panorama->is_filtering_enabled();
    data.panorama.energy_multiplier = panorama->get_energy_multiplier();
  } else if (material.is_valid()) {
    data.material = SkyMaterialKind::SHADER;  // a physical or shader sky: the procedural one
  }
  server_.sky_set_data(SkyHandle::from_rid(entry.object), data);
}

void RenderResources::push_multimesh(Entry& entry, MultiMesh& multimesh) {
  const MultiMeshHandle handle = MultiMeshHandle::from_rid(entry.object);
  server_.multimesh_allocate_data(handle, multimesh.get_instance_count(),
                                  MultiMeshTransformFormat(multimesh.get_transform_format()),
                                  multimesh.is_using_colors(), multimesh.is_using_custom_data());
  MeshHandle mesh;
  if (multimesh.get_mesh().is_valid()) {
    entry.dependencies.push_back(multimesh.get_mesh().get());
    mesh = acquire_mesh(*multimesh.get_mesh(), entry.context);
  }
  server_.multimesh_set_mesh(handle, mesh);
  const PackedFloat32Array buffer = multimesh.get_buffer();
  if (!buffer.is_empty()) server_.multimesh_set_buffer(handle, buffer.span());
  server_.multimesh_set_visible_instances(handle, multimesh.get_visible_instance_count());
}

}  // namespace arbor::detail
