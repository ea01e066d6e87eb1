// RenderingServer: its objects (create, set, get, free), their dependencies and leak reports.
// The frame itself is in render_frame.cpp, picking in render_picking.cpp.

#include "arbor/servers/rendering/rendering_server.h"

#include <algorithm>
#include <cmath>
#include <iostream>

#include "arbor/servers/rendering/null_render_backend.h"
#include "servers/rendering/server_objects.h"
#include "servers/rendering/server_state.h"

namespace arbor {

using namespace rendering;

namespace {

std::string quoted(const std::string& name) { return name.empty() ? "" : " '" + name + "'"; }

std::uint32_t material_pipeline_bits(const MaterialData& data) {
  if (data.kind == MaterialKind::SHADER) {
    return (std::uint32_t(MaterialShadingMode::UNSHADED) << 0) | (1u << 16);
  }
  return (std::uint32_t(data.shading_mode) & 3u) | ((std::uint32_t(data.transparency) & 7u) << 2) |
         ((std::uint32_t(data.blend_mode) & 7u) << 5) |
         ((std::uint32_t(data.cull_mode) & 3u) << 8) |
         ((std::uint32_t(data.depth_draw_mode) & 3u) << 10) | (data.no_depth_test ? 1u << 12 : 0u) |
         ((std::uint32_t(data.billboard_mode) & 3u) << 13) |
         (data.vertex_color_use_as_albedo ? 1u << 15 : 0u);
}

template <class Handle>
void require_live_or_null(const auto& table, Handle handle, const char* method) {
  if (handle.is_valid()) (void)table.get(handle, method);
}

}  // namespace

// -- construction ---------------------------------------------------------------------------------

RenderingServer::RenderingServer(std::unique_ptr<RenderBackend> backend)
    : state_(std::make_unique<State>()) {
  state_->backend = backend ? std::move(backend) : std::make_unique<NullRenderBackend>();
  MaterialRecord standard;
  standard.name = "default";
  standard.pipeline_bits = material_pipeline_bits(standard.data);
  standard.dirty = true;
  state_->default_material = state_->materials.create(std::move(standard));
}

RenderingServer::~RenderingServer() {
  std::vector<std::string> leaks = get_leaks();
  if (!leaks.empty()) {
    if (state_->leak_handler) {
      state_->leak_handler(leaks);
    } else {
      std::cerr << "RenderingServer: " << leaks.size()
                << " object(s) still alive at shutdown (leaked):\n";
      for (const std::string& leak : leaks) std::cerr << "  " << leak << '\n';
    }
  }
}

RenderBackend& RenderingServer::get_backend() const { return *state_->backend; }

// -- meshes
// -----------------------------------------------------------------------------------------

MeshHandle RenderingServer::mesh_create(std::string_view name) {
  MeshRecord record;
  record.data.name = std::string(name);
  record.dirty = true;
  return state_->meshes.create(std::move(record));
}

namespace {

void mesh_changed(RenderingServer::State& state, MeshRecord& mesh, bool bounds) {
  ++mesh.version;
  mesh.dirty = true;
  if (!bounds) return;
  const AABB old = mesh.data.aabb;
  if (mesh.data.custom_aabb != AABB()) {
    mesh.data.aabb = mesh.data.custom_aabb;
  } else if (mesh.data.surfaces.empty()) {
    mesh.data.aabb = AABB();
  } else {
    mesh.data.aabb = mesh.data.surfaces.front().aabb;
    for (const SurfaceData& surface : mesh.data.surfaces) mesh.data.aabb.merge_with(surface.aabb);
  }
  if (mesh.data.aabb != old) {
    mesh.aabb_changed = true;
    state.bases_changed = true;
  }
}

AABB vertex_bounds(const std::vector<Vector3>& vertices) {
  if (vertices.empty()) return {};
  AABB box(vertices.front(), Vector3());
  for (const Vector3& vertex : vertices) box.expand_to(vertex);
  return box;
}

}  // namespace

void RenderingServer::mesh_add_surface(MeshHandle mesh, SurfaceData surface) {
  MeshRecord& record = state_->meshes.get(mesh, "mesh_add_surface");
  const std::string problem = surface_data_error(surface);
  if (!problem.empty()) {
    throw Error("RenderingServer::mesh_add_surface: " + handle_text(mesh) +
                quoted(record.data.name) + " surface " +
                std::to_string(record.data.surfaces.size()) + ": " + problem);
  }
  require_live_or_null(state_->materials, surface.material, "mesh_add_surface");
  if (surface.aabb == AABB()) surface.aabb = vertex_bounds(surface.vertices);
  record.formats.push_back(surface_format(surface));
  record.data.surfaces.push_back(std::move(surface));
  mesh_changed(*state_, record, true);
}

namespace {

SurfaceData& surface_at(MeshRecord& record, MeshHandle mesh, int surface, const char* method) {
  if (surface < 0 || std::size_t(surface) >= record.data.surfaces.size()) {
    throw Error(std::string("RenderingServer::") + method + ": " + handle_text(mesh) +
                quoted(record.data.name) + " has no surface " + std::to_string(surface) + " (" +
                std::to_string(record.data.surfaces.size()) + " surfaces)");
  }
  return record.data.surfaces[std::size_t(surface)];
}

}  // namespace

void RenderingServer::mesh_surface_set_material(MeshHandle mesh, int surface,
                                                MaterialHandle material) {
  MeshRecord& record = state_->meshes.get(mesh, "mesh_surface_set_material");
  require_live_or_null(state_->materials, material, "mesh_surface_set_material");
  surface_at(record, mesh, surface, "mesh_surface_set_material").material = material;
  mesh_changed(*state_, record, false);
}

MaterialHandle RenderingServer::mesh_surface_get_material(MeshHandle mesh, int surface) const {
  auto& record = const_cast<MeshRecord&>(state_->meshes.get(mesh, "mesh_surface_get_material"));
  return surface_at(record, mesh, surface, "mesh_surface_get_material").material;
}

int RenderingServer::mesh_get_surface_count(MeshHandle mesh) const {
  return int(state_->meshes.get(mesh, "mesh_get_surface_count").data.surfaces.size());
}

const SurfaceData& RenderingServer::mesh_get_surface(MeshHandle mesh, int surface) const {
  auto& record = const_cast<MeshRecord&>(state_->meshes.get(mesh, "mesh_get_surface"));
  return surface_at(record, mesh, surface, "mesh_get_surface");
}

void RenderingServer::mesh_clear(MeshHandle mesh) {
  MeshRecord& record = state_->meshes.get(mesh, "mesh_clear");
  record.data.surfaces.clear();
  record.formats.clear();
  mesh_changed(*state_, record, true);
}

void RenderingServer::mesh_set_custom_aabb(MeshHandle mesh, const AABB& aabb) {
  MeshRecord& record = state_->meshes.get(mesh, "mesh_set_custom_aabb");
  record.data.custom_aabb = aabb;
  mesh_changed(*state_, record, true);
}

AABB RenderingServer::mesh_get_aabb(MeshHandle mesh) const {
  return state_->meshes.get(mesh, "mesh_get_aabb").data.aabb;
}

// -- materials
// --------------------------------------------------------------------------------------

MaterialHandle RenderingServer::material_create(std::string_view name) {
  MaterialRecord record;
  record.name = std::string(name);
  record.pipeline_bits = material_pipeline_bits(record.data);
  record.dirty = true;
  return state_->materials.create(std::move(record));
}

namespace {

// Throws when following next_pass from `start` through `data` comes back to `start`.
void check_next_pass_chain(const RenderingServer::State& state, MaterialHandle start,
                           const MaterialData& data) {
  MaterialHandle next = data.next_pass;
  for (int depth = 0; next.is_valid(); ++depth) {
    if (next == start || depth > 64) {
      throw Error("RenderingServer::material_set_data: " + handle_text(start) +
                  "'s next_pass chain loops back to it");
    }
    next = state.materials.get(next, "material_set_data").data.next_pass;
  }
}

}  // namespace

void RenderingServer::material_set_data(MaterialHandle material, const MaterialData& data) {
  MaterialRecord& record = state_->materials.get(material, "material_set_data");
  const char* method = "material_set_data";
  bool viewport_texture = false;
  for (TextureHandle texture : {data.albedo_texture, data.metallic_texture, data.roughness_texture,
                                data.orm_texture, data.emission_texture, data.normal_texture}) {
    if (texture.is_null()) continue;
    viewport_texture |= state_->textures.get(texture, method).data.viewport.is_valid();
  }
  require_live_or_null(state_->materials, data.next_pass, method);
  check_next_pass_chain(*state_, material, data);
  record.data = data;
  record.pipeline_bits = material_pipeline_bits(data);
  record.transparent = material_is_transparent(data);
  record.alpha_tested = data.kind == MaterialKind::STANDARD &&
                        (data.transparency == MaterialTransparency::ALPHA_SCISSOR ||
                         data.transparency == MaterialTransparency::ALPHA_HASH);
  record.uses_viewport_texture = viewport_texture;
  ++record.version;
  record.dirty = true;
}

const MaterialData& RenderingServer::material_get_data(MaterialHandle material) const {
  return state_->materials.get(material, "material_get_data").data;
}

MaterialHandle RenderingServer::get_default_material() const { return state_->default_material; }

// -- textures
// ---------------------------------------------------------------------------------------

namespace {

void check_image(const ImageData& image, const char* method, const std::string& what) {
  const std::string problem = image_data_error(image);
  if (!problem.empty())
    throw Error(std::string("RenderingServer::") + method + ": " + what + ": " + problem);
}

}  // namespace

TextureHandle RenderingServer::texture_2d_create(ImageData image, std::string_view name) {
  check_image(image, "texture_2d_create", "texture" + quoted(std::string(name)));
  TextureRecord record;
  record.data.image = std::move(image);
  record.data.name = std::string(name);
  record.dirty = true;
  return state_->textures.create(std::move(record));
}

void RenderingServer::texture_2d_update(TextureHandle texture, ImageData image) {
  TextureRecord& record = state_->textures.get(texture, "texture_2d_update");
  if (record.data.viewport.is_valid()) {
    throw Error("RenderingServer::texture_2d_update: " + handle_text(texture) +
                " is a viewport's texture");
  }
  check_image(image, "texture_2d_update", handle_text(texture) + quoted(record.data.name));
  record.data.image = std::move(image);
  ++record.version;
  record.dirty = true;
}

Vector2i RenderingServer::texture_get_size(TextureHandle texture) const {
  const TextureRecord& record = state_->textures.get(texture, "texture_get_size");
  if (record.data.viewport.is_valid()) return viewport_get_size(record.data.viewport);
  return {record.data.image.width, record.data.image.height};
}

const ImageData& RenderingServer::texture_get_image(TextureHandle texture) const {
  return state_->textures.get(texture, "texture_get_image").data.image;
}

// -- multimeshes
// ------------------------------------------------------------------------------------

MultiMeshHandle RenderingServer::multimesh_create(std::string_view name) {
  MultiMeshRecord record;
  record.name = std::string(name);
  record.dirty = true;
  return state_->multimeshes.create(std::move(record));
}

namespace {

void multimesh_changed(RenderingServer::State& state, MultiMeshRecord& record, int first, int end) {
  if (record.first_changed == record.end_changed) {
    record.first_changed = first;
    record.end_changed = end;
  } else {
    record.first_changed = std::min(record.first_changed, first);
    record.end_changed = std::max(record.end_changed, end);
  }
  record.aabb_dirty = true;
  state.bases_changed = true;
  ++record.version;
  record.dirty = true;
}

int stride_of(const MultiMeshData& data) {
  return multimesh_stride(data.transform_format, data.use_colors, data.use_custom_data);
}

float* instance_floats(MultiMeshRecord& record, MultiMeshHandle multimesh, int index,
                       const char* method) {
  if (index < 0 || index >= record.data.instance_count) {
    throw Error(std::string("RenderingServer::") + method + ": " + handle_text(multimesh) +
                quoted(record.name) + " has no instance " + std::to_string(index) + " (" +
                std::to_string(record.data.instance_count) + " instances)");
  }
  return record.data.buffer.data() + std::size_t(index) * std::size_t(stride_of(record.data));
}

}  // namespace

void RenderingServer::multimesh_allocate_data(MultiMeshHandle multimesh, int instances,
                                              MultiMeshTransformFormat format, bool use_colors,
                                              bool use_custom_data) {
  MultiMeshRecord& record = state_->multimeshes.get(multimesh, "multimesh_allocate_data");
  if (instances < 0) {
    throw Error("RenderingServer::multimesh_allocate_data: " + handle_text(multimesh) +
                quoted(record.name) + ": negative instance count " + std::to_string(instances));
  }
  record.data.transform_format = format;
  record.data.use_colors = use_colors;
  record.data.use_custom_data = use_custom_data;
  record.data.instance_count = instances;
  record.data.visible_instance_count = -1;
  record.data.buffer.assign(std::size_t(instances) * std::size_t(stride_of(record.data)), 0.0f);
  multimesh_changed(*state_, record, 0, instances);
}

void RenderingServer::multimesh_set_mesh(MultiMeshHandle multimesh, MeshHandle mesh) {
  MultiMeshRecord& record = state_->multimeshes.get(multimesh, "multimesh_set_mesh");
  require_live_or_null(state_->meshes, mesh, "multimesh_set_mesh");
  record.data.mesh = mesh;
  multimesh_changed(*state_, record, 0, 0);
}

void RenderingServer::multimesh_instance_set_transform(MultiMeshHandle multimesh, int index,
                                                       const Transform3D& transform) {
  MultiMeshRecord& record = state_->multimeshes.get(multimesh, "multimesh_instance_set_transform");
  float* out = instance_floats(record, multimesh, index, "multimesh_instance_set_transform");
  if (record.data.transform_format != MultiMeshTransformFormat::TRANSFORM_3D) {
    throw Error("RenderingServer::multimesh_instance_set_transform: " + handle_text(multimesh) +
                quoted(record.name) + " holds 2D transforms");
  }
  for (int row = 0; row < 3; ++row) {
    const Vector3 values = transform.basis.get_row(row);
    out[row * 4 + 0] = float(values.x);
    out[row * 4 + 1] = float(values.y);
    out[row * 4 + 2] = float(values.z);
    out[row * 4 + 3] = float(transform.origin[row]);
  }
  multimesh_changed(*state_, record, index, index + 1);
}

void RenderingServer::multimesh_instance_set_transform_2d(MultiMeshHandle multimesh, int index,
                                                          const Transform2D& transform) {
  MultiMeshRecord& record =
      state_->multimeshes.get(multimesh, "multimesh_instance_set_transform_2d");
  float* out = instance_floats(record, multimesh, index, "multimesh_instance_set_transform_2d");
  if (record.data.transform_format != MultiMeshTransformFormat::TRANSFORM_2D) {
    throw Error("RenderingServer::multimesh_instance_set_transform_2d: " + handle_text(multimesh) +
                quoted(record.name) + " holds 3D transforms");
  }
  // Godot's 2D layout: x.x, y.x, 0, origin.x, x.y, y.y, 0, origin.y.
  out[0] = float(transform.columns[0].x);
  out[1] = float(transform.columns[1].x);
  out[2] = 0;
  out[3] = float(transform.columns[2].x);
  out[4] = float(transform.columns[0].y);
  out[5] = float(transform.columns[1].y);
  out[6] = 0;
  out[7] = float(transform.columns[2].y);
  multimesh_changed(*state_, record, index, index + 1);
}

namespace {

void set_instance_vec4(RenderingServer::State& state, MultiMeshHandle multimesh, int index,
                       const Color& value, bool custom, const char* method) {
  MultiMeshRecord& record = state.multimeshes.get(multimesh, method);
  float* out = instance_floats(record, multimesh, index, method);
  const bool enabled = custom ? record.data.use_custom_data : record.data.use_colors;
  if (!enabled) {
    throw Error(std::string("RenderingServer::") + method + ": " + handle_text(multimesh) +
                quoted(record.name) + " was allocated without " +
                (custom ? "custom data" : "colors"));
  }
  const int offset =
      (record.data.transform_format == MultiMeshTransformFormat::TRANSFORM_3D ? 12 : 8) +
      (custom && record.data.use_colors ? 4 : 0);
  out[offset + 0] = value.r;
  out[offset + 1] = value.g;
  out[offset + 2] = value.b;
  out[offset + 3] = value.a;
  multimesh_changed(state, record, index, index + 1);
}

}  // namespace

void RenderingServer::multimesh_instance_set_color(MultiMeshHandle multimesh, int index,
                                                   const Color& color) {
  set_instance_vec4(*state_, multimesh, index, color, false, "multimesh_instance_set_color");
}

void RenderingServer::multimesh_instance_set_custom_data(MultiMeshHandle multimesh, int index,
                                                         const Color& custom_data) {
  set_instance_vec4(*state_, multimesh, index, custom_data, true,
                    "multimesh_instance_set_custom_data");
}

void RenderingServer::multimesh_set_buffer(MultiMeshHandle multimesh,
                                           std::span<const float> buffer) {
  MultiMeshRecord& record = state_->multimeshes.get(multimesh, "multimesh_set_buffer");
  if (buffer.size() != record.data.buffer.size()) {
    throw Error("RenderingServer::multimesh_set_buffer: " + handle_text(multimesh) +
                quoted(record.name) + ": the buffer has " + std::to_string(buffer.size()) +
                " floats, expected " + std::to_string(record.data.buffer.size()) + " (" +
                std::to_string(record.data.instance_count) + " instances of " +
                std::to_string(stride_of(record.data)) + ")");
  }
  std::copy(buffer.begin(), buffer.end(), record.data.buffer.begin());
  multimesh_changed(*state_, record, 0, record.data.instance_count);
}

void RenderingServer::multimesh_set_visible_instances(MultiMeshHandle multimesh, int visible) {
  MultiMeshRecord& record = state_->multimeshes.get(multimesh, "multimesh_set_visible_instances");
  if (visible < -1 || visible > record.data.instance_count) {
    throw Error("RenderingServer::multimesh_set_visible_instances: " + handle_text(multimesh) +
                quoted(record.name) + ": " + std::to_string(visible) + " is not in [-1, " +
                std::to_string(record.data.instance_count) + "]");
  }
  record.data.visible_instance_count = visible;
  multimesh_changed(*state_, record, 0, 0);
}

const MultiMeshData& RenderingServer::multimesh_get_data(MultiMeshHandle multimesh) const {
  return state_->multimeshes.get(multimesh, "multimesh_get_data").data;
}

AABB RenderingServer::multimesh_get_aabb(MultiMeshHandle multimesh) const {
  auto& record =
      const_cast<MultiMeshRecord&>(state_->multimeshes.get(multimesh, "multimesh_get_aabb"));
  if (record.aabb_dirty) update_multimesh_aabb(*state_, record);
  return record.data.aabb;
}

// -- skies and environments -----------------------------------------------------------------------

SkyHandle RenderingServer::sky_create(std::string_view name) {
  SkyRecord record;
  record.name = std::string(name);
  record.dirty = true;
  return state_->skies.create(std::move(record));
}

void RenderingServer::sky_set_data(SkyHandle sky, const SkyData& data) {
  SkyRecord& record = state_->skies.get(sky, "sky_set_data");
  require_live_or_null(state_->textures, data.procedural.sky_cover, "sky_set_data");
  require_live_or_null(state_->textures, data.panorama.panorama, "sky_set_data");
  record.data = data;
  record.dirty = true;
}

EnvironmentHandle RenderingServer::environment_create(std::string_view name) {
  EnvironmentRecord record;
  record.name = std::string(name);
  return state_->environments.create(std::move(record));
}

void RenderingServer::environment_set_data(EnvironmentHandle environment,
                                           const EnvironmentData& data) {
  EnvironmentRecord& record = state_->environments.get(environment, "environment_set_data");
  require_live_or_null(state_->skies, data.sky, "environment_set_data");
  record.data = data;
}

const EnvironmentData& RenderingServer::environment_get_data(EnvironmentHandle environment) const {
  return state_->environments.get(environment, "environment_get_data").data;
}

void RenderingServer::set_default_clear_color(const Color& color) {
  state_->default_clear_color = color;
}

Color RenderingServer::get_default_clear_color() const { return state_->default_clear_color; }

// -- scenarios ------------------------------------------------------------------------------------

ScenarioHandle RenderingServer::scenario_create(std::string_view name) {
  ScenarioRecord record;
  record.name = std::string(name);
  record.storage = std::make_unique<ScenarioStorage>();
  ScenarioStorage* storage = record.storage.get();
  const ScenarioHandle scenario = state_->scenarios.create(std::move(record));
  storage->scenario = scenario;
  return scenario;
}

void RenderingServer::scenario_set_environment(ScenarioHandle scenario,
                                               EnvironmentHandle environment) {
  ScenarioRecord& record = state_->scenarios.get(scenario, "scenario_set_environment");
  require_live_or_null(state_->environments, environment, "scenario_set_environment");
  record.storage->environment = environment;
}

void RenderingServer::scenario_set_fallback_environment(ScenarioHandle scenario,
                                                        EnvironmentHandle environment) {
  ScenarioRecord& record = state_->scenarios.get(scenario, "scenario_set_fallback_environment");
  require_live_or_null(state_->environments, environment, "scenario_set_fallback_environment");
  record.storage->fallback_environment = environment;
}

// -- instances ------------------------------------------------------------------------------------

InstanceHandle RenderingServer::instance_create() {
  const InstanceHandle instance = state_->instances.create(InstanceRecord{0, 0});
  InstanceRecord& record = *state_->instances.find(instance);
  record.index = state_->detached.add(instance.index());
  return instance;
}

namespace {

struct InstanceRef {
  ScenarioStorage& storage;
  std::uint32_t index;
};

InstanceRef instance_ref(RenderingServer::State& state, InstanceHandle instance,
                         const char* method) {
  InstanceRecord& record = state.instances.get(instance, method);
  return {storage_of(state, record), record.index};
}

// The instance's world bounds from its transform and base, after any change to either.
void refresh_bounds(RenderingServer::State& state, InstanceRef ref) {
  ref.storage.set_world_aabb(ref.index, instance_world_aabb(state, ref.storage, ref.index));
}

void set_flag(ScenarioStorage& storage, std::uint32_t index, std::uint32_t flag, bool on) {
  storage.flags(index) = on ? (storage.flags(index) | flag) : (storage.flags(index) & ~flag);
}

}  // namespace

void RenderingServer::instance_set_base(InstanceHandle instance, MeshHandle mesh) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_base");
  require_live_or_null(state_->meshes, mesh, "instance_set_base");
  ref.storage.base(ref.index) = mesh.index();
  set_flag(ref.storage, ref.index, INSTANCE_HAS_BASE, mesh.is_valid());
  set_flag(ref.storage, ref.index, INSTANCE_MULTIMESH, false);
  refresh_bounds(*state_, ref);
  ref.storage.mark_changed(ref.index);
}

void RenderingServer::instance_set_base(InstanceHandle instance, MultiMeshHandle multimesh) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_base");
  if (multimesh.is_valid()) {
    MultiMeshRecord& record = state_->multimeshes.get(multimesh, "instance_set_base");
    if (record.aabb_dirty) update_multimesh_aabb(*state_, record);
  }
  ref.storage.base(ref.index) = multimesh.index();
  set_flag(ref.storage, ref.index, INSTANCE_HAS_BASE, multimesh.is_valid());
  set_flag(ref.storage, ref.index, INSTANCE_MULTIMESH, multimesh.is_valid());
  refresh_bounds(*state_, ref);
  ref.storage.mark_changed(ref.index);
}

void RenderingServer::instance_set_scenario(InstanceHandle instance, ScenarioHandle scenario) {
  InstanceRecord& record = state_->instances.get(instance, "instance_set_scenario");
  ScenarioStorage* target =
      scenario.is_valid() ? state_->scenarios.get(scenario, "instance_set_scenario").storage.get()
                          : &state_->detached;
  if (storage_id(*target) == record.storage) return;
  move_instance(*state_, record, *target);
}

void RenderingServer::instance_set_transform(InstanceHandle instance,
                                             const Transform3D& transform) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_transform");
  ref.storage.transforms[ref.index] = transform;
  refresh_bounds(*state_, ref);
  ref.storage.mark_changed(ref.index);
}

void RenderingServer::instance_set_visible(InstanceHandle instance, bool visible) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_visible");
  set_flag(ref.storage, ref.index, INSTANCE_VISIBLE, visible);
}

void RenderingServer::instance_set_layer_mask(InstanceHandle instance, std::uint32_t mask) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_layer_mask");
  ref.storage.layers(ref.index) = mask;
}

void RenderingServer::instance_attach_object_instance_id(InstanceHandle instance,
                                                         std::uint64_t id) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_attach_object_instance_id");
  ref.storage.object_ids[ref.index] = id;
}

void RenderingServer::instance_set_surface_override_material(InstanceHandle instance, int surface,
                                                             MaterialHandle material) {
  const char* method = "instance_set_surface_override_material";
  InstanceRef ref = instance_ref(*state_, instance, method);
  require_live_or_null(state_->materials, material, method);
  if (surface < 0 || surface > 4096) {
    throw Error(std::string("RenderingServer::") + method + ": surface " + std::to_string(surface) +
                " is out of range");
  }
  InstanceExtras& extras = ref.storage.extras_of(ref.index);
  if (std::size_t(surface) >= extras.surface_overrides.size()) {
    if (material.is_null()) {
      ref.storage.trim_extras(ref.index);
      return;
    }
    extras.surface_overrides.resize(std::size_t(surface) + 1);
  }
  extras.surface_overrides[std::size_t(surface)] = material;
  while (!extras.surface_overrides.empty() && extras.surface_overrides.back().is_null()) {
    extras.surface_overrides.pop_back();
  }
  ref.storage.trim_extras(ref.index);
}

void RenderingServer::instance_geometry_set_material_override(InstanceHandle instance,
                                                              MaterialHandle material) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_geometry_set_material_override");
  require_live_or_null(state_->materials, material, "instance_geometry_set_material_override");
  ref.storage.material_override(ref.index) = material.is_valid() ? material.index() + 1 : 0;
}

void RenderingServer::instance_geometry_set_material_overlay(InstanceHandle instance,
                                                             MaterialHandle material) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_geometry_set_material_overlay");
  require_live_or_null(state_->materials, material, "instance_geometry_set_material_overlay");
  ref.storage.extras_of(ref.index).overlay = material;
  ref.storage.trim_extras(ref.index);
}

void RenderingServer::instance_geometry_set_cast_shadows_setting(InstanceHandle instance,
                                                                 ShadowCastingSetting setting) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_geometry_set_cast_shadows_setting");
  std::uint32_t& flags = ref.storage.flags(ref.index);
  flags = (flags & ~(3u << INSTANCE_SHADOW_SHIFT)) |
          ((std::uint32_t(setting) & 3u) << INSTANCE_SHADOW_SHIFT);
}

void RenderingServer::instance_geometry_set_visibility_range(InstanceHandle instance, real_t begin,
                                                             real_t end, real_t begin_margin,
                                                             real_t end_margin,
                                                             VisibilityRangeFadeMode fade_mode) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_geometry_set_visibility_range");
  InstanceExtras& extras = ref.storage.extras_of(ref.index);
  extras.range_begin = float(std::max<real_t>(begin, 0));
  extras.range_end = float(std::max<real_t>(end, 0));
  extras.range_begin_margin = float(std::max<real_t>(begin_margin, 0));
  extras.range_end_margin = float(std::max<real_t>(end_margin, 0));
  extras.fade_mode = fade_mode;
  extras.range_state = 0;
  set_flag(ref.storage, ref.index, INSTANCE_HAS_RANGE,
           extras.range_begin > 0 || extras.range_end > 0);
  ref.storage.trim_extras(ref.index);
}

void RenderingServer::instance_geometry_set_transparency(InstanceHandle instance,
                                                         float transparency) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_geometry_set_transparency");
  const float clamped = std::clamp(transparency, 0.0f, 1.0f);
  ref.storage.extras_of(ref.index).transparency = clamped;
  set_flag(ref.storage, ref.index, INSTANCE_TRANSPARENT, clamped > 0);
  ref.storage.trim_extras(ref.index);
}

void RenderingServer::instance_set_extra_visibility_margin(InstanceHandle instance, real_t margin) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_extra_visibility_margin");
  ref.storage.extras_of(ref.index).extra_margin = std::max<real_t>(margin, 0);
  ref.storage.trim_extras(ref.index);
  refresh_bounds(*state_, ref);
  ref.storage.mark_changed(ref.index);
}

void RenderingServer::instance_set_custom_aabb(InstanceHandle instance, const AABB& aabb) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_custom_aabb");
  ref.storage.extras_of(ref.index).custom_aabb = aabb.abs();
  ref.storage.trim_extras(ref.index);
  refresh_bounds(*state_, ref);
  ref.storage.mark_changed(ref.index);
}

void RenderingServer::instance_set_pivot_data(InstanceHandle instance, real_t sorting_offset,
                                              bool use_aabb_center) {
  InstanceRef ref = instance_ref(*state_, instance, "instance_set_pivot_data");
  InstanceExtras& extras = ref.storage.extras_of(ref.index);
  extras.sorting_offset = sorting_offset;
  extras.sorting_use_aabb_center = use_aabb_center;
  ref.storage.trim_extras(ref.index);
}

AABB RenderingServer::instance_get_world_aabb(InstanceHandle instance) const {
  InstanceRef ref = instance_ref(*state_, instance, "instance_get_world_aabb");
  return ref.storage.world_aabb(ref.index);
}

// -- cameras --------------------------------------------------------------------------------------

CameraHandle RenderingServer::camera_create() { return state_->cameras.create(CameraRecord{}); }

void RenderingServer::camera_set_data(CameraHandle camera, const CameraData& data) {
  CameraRecord& record = state_->cameras.get(camera, "camera_set_data");
  require_live_or_null(state_->environments, data.environment, "camera_set_data");
  record.data = data;
}

const CameraData& RenderingServer::camera_get_data(CameraHandle camera) const {
  return state_->cameras.get(camera, "camera_get_data").data;
}

void RenderingServer::camera_set_transform(CameraHandle camera, const Transform3D& transform) {
  state_->cameras.get(camera, "camera_set_transform").transform = transform;
}

// -- lights ---------------------------------------------------------------------------------------

LightHandle RenderingServer::light_create(LightType type) {
  LightRecord record;
  record.data = default_light_data(type);
  return state_->lights.create(std::move(record));
}

void RenderingServer::light_set_data(LightHandle light, const LightData& data) {
  LightRecord& record = state_->lights.get(light, "light_set_data");
  if (data.type != record.data.type) {
    throw Error("RenderingServer::light_set_data: " + handle_text(light) +
                " cannot change its type");
  }
  require_live_or_null(state_->textures, data.projector, "light_set_data");
  record.data = data;
}

const LightData& RenderingServer::light_get_data(LightHandle light) const {
  return state_->lights.get(light, "light_get_data").data;
}

void RenderingServer::light_set_scenario(LightHandle light, ScenarioHandle scenario) {
  LightRecord& record = state_->lights.get(light, "light_set_scenario");
  require_live_or_null(state_->scenarios, scenario, "light_set_scenario");
  record.scenario = scenario;
}

void RenderingServer::light_set_transform(LightHandle light, const Transform3D& transform) {
  state_->lights.get(light, "light_set_transform").transform = transform;
}

void RenderingServer::light_set_visible(LightHandle light, bool visible) {
  state_->lights.get(light, "light_set_visible").visible = visible;
}

// -- viewports ------------------------------------------------------------------------------------

ViewportHandle RenderingServer::viewport_create(std::string_view name) {
  ViewportRecord record;
  record.data.name = std::string(name);
  record.view = std::make_unique<RenderView>();
  return state_->viewports.create(std::move(record));
}

namespace {

ViewportRecord& viewport_changed(RenderingServer::State& state, ViewportHandle viewport,
                                 const char* method) {
  ViewportRecord& record = state.viewports.get(viewport, method);
  record.dirty = true;
  return record;
}

}  // namespace

void RenderingServer::viewport_set_size(ViewportHandle viewport, Vector2i size) {
  if (size.x < 0 || size.y < 0) {
    throw Error("RenderingServer::viewport_set_size: " + handle_text(viewport) + ": size " +
                std::to_string(size.x) + "x" + std::to_string(size.y) + " is negative");
  }
  viewport_changed(*state_, viewport, "viewport_set_size").data.size = size;
}

Vector2i RenderingServer::viewport_get_size(ViewportHandle viewport) const {
  return state_->viewports.get(viewport, "viewport_get_size").data.size;
}

void RenderingServer::viewport_set_parent_viewport(ViewportHandle viewport, ViewportHandle parent) {
  ViewportRecord& record = state_->viewports.get(viewport, "viewport_set_parent_viewport");
  for (ViewportHandle above = parent; above.is_valid();
       above = state_->viewports.get(above, "viewport_set_parent_viewport").parent) {
    if (above == viewport) {
      throw Error("RenderingServer::viewport_set_parent_viewport: " + handle_text(parent) +
                  " is inside " + handle_text(viewport) + ": a viewport cannot contain itself");
    }
  }
  record.parent = parent;
}

void RenderingServer::viewport_set_scenario(ViewportHandle viewport, ScenarioHandle scenario) {
  ViewportRecord& record = state_->viewports.get(viewport, "viewport_set_scenario");
  require_live_or_null(state_->scenarios, scenario, "viewport_set_scenario");
  record.scenario = scenario;
}

void RenderingServer::viewport_attach_camera(ViewportHandle viewport, CameraHandle camera) {
  ViewportRecord& record = state_->viewports.get(viewport, "viewport_attach_camera");
  require_live_or_null(state_->cameras, camera, "viewport_attach_camera");
  record.camera = camera;
}

void RenderingServer::viewport_set_update_mode(ViewportHandle viewport, ViewportUpdateMode mode) {
  state_->viewports.get(viewport, "viewport_set_update_mode").update_mode = mode;
}

ViewportUpdateMode RenderingServer::viewport_get_update_mode(ViewportHandle viewport) const {
  return state_->viewports.get(viewport, "viewport_get_update_mode").update_mode;
}

void RenderingServer::viewport_set_clear_mode(ViewportHandle viewport, ViewportClearMode mode) {
  state_->viewports.get(viewport, "viewport_set_clear_mode").clear_mode = mode;
}

void RenderingServer::viewport_set_active(ViewportHandle viewport, bool active) {
  state_->viewports.get(viewport, "viewport_set_active").active = active;
}

void RenderingServer::viewport_set_disable_3d(ViewportHandle viewport, bool disabled) {
  state_->viewports.get(viewport, "viewport_set_disable_3d").disable_3d = disabled;
}

void RenderingServer::viewport_set_transparent_background(ViewportHandle viewport, bool enabled) {
  viewport_changed(*state_, viewport, "viewport_set_transparent_background")
      .data.transparent_background = enabled;
}

void RenderingServer::viewport_set_msaa_3d(ViewportHandle viewport, ViewportMsaa msaa) {
  viewport_changed(*state_, viewport, "viewport_set_msaa_3d").data.msaa_3d = msaa;
}

void RenderingServer::viewport_attach_to_screen(ViewportHandle viewport, bool attached) {
  viewport_changed(*state_, viewport, "viewport_attach_to_screen").data.attached_to_screen =
      attached;
}

TextureHandle RenderingServer::viewport_get_texture(ViewportHandle viewport) {
  ViewportRecord& record = state_->viewports.get(viewport, "viewport_get_texture");
  if (record.data.texture.is_null()) {
    TextureRecord texture;
    texture.data.viewport = viewport;
    texture.data.name = record.data.name;
    texture.dirty = true;
    record.data.texture = state_->textures.create(std::move(texture));
    record.dirty = true;
  }
  return record.data.texture;
}

const RenderView* RenderingServer::viewport_get_render_view(ViewportHandle viewport) const {
  const ViewportRecord& record = state_->viewports.get(viewport, "viewport_get_render_view");
  return record.rendered ? record.view.get() : nullptr;
}

std::optional<ImageData> RenderingServer::viewport_get_image(ViewportHandle viewport) {
  const ViewportRecord& record = state_->viewports.get(viewport, "viewport_get_image");
  if (!record.sent) return std::nullopt;
  return state_->backend->viewport_read_image(viewport);
}

const RenderFrame& RenderingServer::get_last_frame() const { return state_->last_frame; }

// -- lifetime -------------------------------------------------------------------------------------

namespace {

// Clears every reference to a freed material (surfaces, instances, next passes).
void forget_material(RenderingServer::State& state, MaterialHandle material) {
  state.meshes.for_each([&](MeshHandle, MeshRecord& mesh) {
    bool changed = false;
    for (SurfaceData& surface : mesh.data.surfaces) {
      if (surface.material == material) {
        surface.material = {};
        changed = true;
      }
    }
    if (changed) mesh_changed(state, mesh, false);
  });
  state.materials.for_each([&](MaterialHandle, MaterialRecord& other) {
    if (other.data.next_pass == material) {
      other.data.next_pass = {};
      ++other.version;
      other.dirty = true;
    }
  });
  auto clear_in = [&](ScenarioStorage& storage) {
    for (std::uint32_t i = 0; i < storage.size(); ++i) {
      if (storage.material_override(i) == material.index() + 1) storage.material_override(i) = 0;
    }
    for (InstanceExtras& extras : storage.extras_pool) {
      if (extras.overlay == material) extras.overlay = {};
      for (MaterialHandle& surface : extras.surface_overrides) {
        if (surface == material) surface = {};
      }
    }
  };
  clear_in(state.detached);
  state.scenarios.for_each(
      [&](ScenarioHandle, ScenarioRecord& scenario) { clear_in(*scenario.storage); });
}

void forget_texture(RenderingServer::State& state, TextureHandle texture) {
  state.materials.for_each([&](MaterialHandle, MaterialRecord& material) {
    bool changed = false;
    for (TextureHandle* slot : {&material.data.albedo_texture, &material.data.metallic_texture,
                                &material.data.roughness_texture, &material.data.orm_texture,
                                &material.data.emission_texture, &material.data.normal_texture}) {
      if (*slot == texture) {
        *slot = {};
        changed = true;
      }
    }
    if (changed) {
      ++material.version;
      material.dirty = true;
    }
  });
  state.skies.for_each([&](SkyHandle, SkyRecord& sky) {
    if (sky.data.procedural.sky_cover == texture || sky.data.panorama.panorama == texture) {
      if (sky.data.procedural.sky_cover == texture) sky.data.procedural.sky_cover = {};
      if (sky.data.panorama.panorama == texture) sky.data.panorama.panorama = {};
      sky.dirty = true;
    }
  });
  state.lights.for_each([&](LightHandle, LightRecord& light) {
    if (light.data.projector == texture) light.data.projector = {};
  });
}

// Instances whose base is slot `index` of the given kind lose it.
void forget_base(RenderingServer::State& state, std::uint32_t index, bool multimesh) {
  auto clear_in = [&](ScenarioStorage& storage) {
    for (std::uint32_t i = 0; i < storage.size(); ++i) {
      const std::uint32_t flags = storage.flags(i);
      if (!(flags & INSTANCE_HAS_BASE) || storage.base(i) != index ||
          bool(flags & INSTANCE_MULTIMESH) != multimesh) {
        continue;
      }
      storage.flags(i) &= ~(INSTANCE_HAS_BASE | INSTANCE_MULTIMESH);
      storage.set_world_aabb(i, instance_world_aabb(state, storage, i));
      storage.mark_changed(i);
    }
  };
  clear_in(state.detached);
  state.scenarios.for_each(
      [&](ScenarioHandle, ScenarioRecord& scenario) { clear_in(*scenario.storage); });
}

}  // namespace

void RenderingServer::free(MeshHandle mesh) {
  MeshRecord& record = state_->meshes.get(mesh, "free");
  const bool sent = record.sent;
  forget_base(*state_, mesh.index(), false);
  state_->multimeshes.for_each([&](MultiMeshHandle, MultiMeshRecord& multimesh) {
    if (multimesh.data.mesh == mesh) {
      multimesh.data.mesh = {};
      multimesh_changed(*state_, multimesh, 0, 0);
    }
  });
  state_->meshes.destroy(mesh, "free");
  if (sent) state_->backend->mesh_free(mesh);
}

void RenderingServer::free(MaterialHandle material) {
  if (material == state_->default_material) {
    throw Error("RenderingServer::free: the default material cannot be freed");
  }
  const bool sent = state_->materials.get(material, "free").sent;
  forget_material(*state_, material);
  state_->materials.destroy(material, "free");
  if (sent) state_->backend->material_free(material);
}

void RenderingServer::free(TextureHandle texture) {
  TextureRecord& record = state_->textures.get(texture, "free");
  if (record.data.viewport.is_valid() && state_->viewports.alive(record.data.viewport)) {
    ViewportRecord& viewport = *state_->viewports.find(record.data.viewport);
    viewport.data.texture = {};
    viewport.dirty = true;
  }
  const bool sent = record.sent;
  forget_texture(*state_, texture);
  state_->textures.destroy(texture, "free");
  if (sent) state_->backend->texture_free(texture);
}

void RenderingServer::free(MultiMeshHandle multimesh) {
  const bool sent = state_->multimeshes.get(multimesh, "free").sent;
  forget_base(*state_, multimesh.index(), true);
  state_->multimeshes.destroy(multimesh, "free");
  if (sent) state_->backend->multimesh_free(multimesh);
}

void RenderingServer::free(SkyHandle sky) {
  const bool sent = state_->skies.get(sky, "free").sent;
  state_->environments.for_each([&](EnvironmentHandle, EnvironmentRecord& environment) {
    if (environment.data.sky == sky) environment.data.sky = {};
  });
  state_->skies.destroy(sky, "free");
  if (sent) state_->backend->sky_free(sky);
}

void RenderingServer::free(EnvironmentHandle environment) {
  (void)state_->environments.get(environment, "free");
  state_->scenarios.for_each([&](ScenarioHandle, ScenarioRecord& scenario) {
    if (scenario.storage->environment == environment) scenario.storage->environment = {};
    if (scenario.storage->fallback_environment == environment) {
      scenario.storage->fallback_environment = {};
    }
  });
  state_->cameras.for_each([&](CameraHandle, CameraRecord& camera) {
    if (camera.data.environment == environment) camera.data.environment = {};
  });
  state_->environments.destroy(environment, "free");
}

void RenderingServer::free(ScenarioHandle scenario) {
  ScenarioRecord& record = state_->scenarios.get(scenario, "free");
  ScenarioStorage& storage = *record.storage;
  while (storage.size() > 0) {
    InstanceRecord& instance =
        *state_->instances.at_index(storage.handle_index(storage.size() - 1));
    move_instance(*state_, instance, state_->detached);
  }
  state_->lights.for_each([&](LightHandle, LightRecord& light) {
    if (light.scenario == scenario) light.scenario = {};
  });
  state_->viewports.for_each([&](ViewportHandle, ViewportRecord& viewport) {
    if (viewport.scenario == scenario) viewport.scenario = {};
  });
  state_->scenarios.destroy(scenario, "free");
}

void RenderingServer::free(InstanceHandle instance) {
  InstanceRecord& record = state_->instances.get(instance, "free");
  const std::uint32_t moved = storage_of(*state_, record).remove(record.index);
  if (moved != ScenarioStorage::kNone) state_->instances.at_index(moved)->index = record.index;
  state_->instances.destroy(instance, "free");
}

void RenderingServer::free(CameraHandle camera) {
  (void)state_->cameras.get(camera, "free");
  state_->viewports.for_each([&](ViewportHandle, ViewportRecord& viewport) {
    if (viewport.camera == camera) viewport.camera = {};
  });
  state_->cameras.destroy(camera, "free");
}

void RenderingServer::free(LightHandle light) { state_->lights.destroy(light, "free"); }

void RenderingServer::free(ViewportHandle viewport) {
  ViewportRecord& record = state_->viewports.get(viewport, "free");
  const bool sent = record.sent;
  const TextureHandle texture = record.data.texture;
  state_->viewports.for_each([&](ViewportHandle, ViewportRecord& other) {
    if (other.parent == viewport) other.parent = {};
  });
  if (texture.is_valid()) {
    record.data.texture = {};
    free(texture);
  }
  state_->viewports.destroy(viewport, "free");
  if (sent) state_->backend->viewport_free(viewport);
}

// -- per-kind templates
// ----------------------------------------------------------------------------

template <class Tag>
bool RenderingServer::is_alive(RenderHandle<Tag> handle) const {
  return table_of(*state_, handle).alive(handle);
}

template <class Tag>
std::string RenderingServer::get_name(RenderHandle<Tag> handle) const {
  return object_name(*state_, handle);
}

#define ARBOR_RENDERING_KIND(Handle)                            \
  template bool RenderingServer::is_alive(Handle handle) const; \
  template std::string RenderingServer::get_name(Handle handle) const;
ARBOR_RENDERING_KIND(MeshHandle)
ARBOR_RENDERING_KIND(MaterialHandle)
ARBOR_RENDERING_KIND(TextureHandle)
ARBOR_RENDERING_KIND(MultiMeshHandle)
ARBOR_RENDERING_KIND(SkyHandle)
ARBOR_RENDERING_KIND(EnvironmentHandle)
ARBOR_RENDERING_KIND(ScenarioHandle)
ARBOR_RENDERING_KIND(InstanceHandle)
ARBOR_RENDERING_KIND(CameraHandle)
ARBOR_RENDERING_KIND(LightHandle)
ARBOR_RENDERING_KIND(ViewportHandle)
#undef ARBOR_RENDERING_KIND

// -- diagnostics ----------------------------------------------------------------------------------

std::vector<std::string> RenderingServer::get_leaks() const {
  std::vector<std::string> leaks;
  auto report = [&](const auto& table) {
    table.for_each([&](auto handle, const auto&) {
      if constexpr (std::is_same_v<decltype(handle), MaterialHandle>) {
        if (handle == state_->default_material) return;
      }
      leaks.push_back(object_name(*state_, handle));
    });
  };
  report(state_->viewports);
  report(state_->cameras);
  report(state_->lights);
  report(state_->instances);
  report(state_->scenarios);
  report(state_->environments);
  report(state_->skies);
  report(state_->multimeshes);
  report(state_->meshes);
  report(state_->materials);
  report(state_->textures);
  return leaks;
}

void RenderingServer::set_leak_handler(
    std::function<void(const std::vector<std::string>&)> handler) {
  state_->leak_handler = std::move(handler);
}

RenderingServer::ObjectCounts RenderingServer::get_object_counts() const {
  ObjectCounts counts;
  counts.meshes = state_->meshes.size();
  counts.materials = state_->materials.size() - 1;  // the default material is not counted
  counts.textures = state_->textures.size();
  counts.multimeshes = state_->multimeshes.size();
  counts.skies = state_->skies.size();
  counts.environments = state_->environments.size();
  counts.scenarios = state_->scenarios.size();
  counts.instances = state_->instances.size();
  counts.cameras = state_->cameras.size();
  counts.lights = state_->lights.size();
  counts.viewports = state_->viewports.size();
  return counts;
}

std::size_t RenderingServer::get_bytes_per_instance() {
  // The dense arrays of ScenarioStorage (AABBs as six floats), the instance's entry in the list
  // of changed instances, and the handle table's slot.
  return sizeof(Transform3D) + 6 * sizeof(float) + sizeof(std::uint32_t) * 6 +
         sizeof(std::uint64_t) + sizeof(std::uint32_t) +
         sizeof(HandleTable<InstanceHandle, InstanceRecord>::Slot);
}

}  // namespace arbor
