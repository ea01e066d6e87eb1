// RenderingServer::process: PrepareFrame (resources to the backend, then each viewport's view:
// culling, visibility ranges, sorted and batched draw lists, lights and shadow casters), then
// the backend's passes.

#include <algorithm>
#include <array>
#include <cmath>

#include "arbor/servers/rendering/rendering_server.h"
#include "servers/rendering/draw_list_sorting.h"
#include "servers/rendering/frustum_culling.h"
#include "servers/rendering/server_objects.h"

namespace arbor {

using namespace rendering;

namespace {

// -- resources to the backend ---------------------------------------------------------------------

// Sends what changed, dependencies first (textures before the materials naming them, materials
// before the meshes naming them, meshes before multimeshes).
void send_resources(State& state) {
  RenderBackend& backend = *state.backend;
  auto send = [](auto& table, auto&& update) {
    table.for_each([&](auto handle, auto& record) {
      if (!record.dirty) return;
      update(handle, record);
      record.dirty = false;
      record.sent = true;
    });
  };
  send(state.textures,
       [&](TextureHandle h, TextureRecord& r) { backend.texture_update(h, r.data); });
  send(state.materials,
       [&](MaterialHandle h, MaterialRecord& r) { backend.material_update(h, r.data); });
  send(state.meshes, [&](MeshHandle h, MeshRecord& r) { backend.mesh_update(h, r.data); });
  send(state.multimeshes, [&](MultiMeshHandle h, MultiMeshRecord& r) {
    const bool whole = !r.sent;
    backend.multimesh_update(h, r.data, whole ? 0 : r.first_changed,
                             whole ? r.data.instance_count : r.end_changed);
    r.first_changed = r.end_changed = 0;
  });
  send(state.skies, [&](SkyHandle h, SkyRecord& r) { backend.sky_update(h, r.data); });
  send(state.viewports,
       [&](ViewportHandle h, ViewportRecord& r) { backend.viewport_update(h, r.data); });
}

// -- which viewports render, in which order -------------------------------------------------------

int viewport_depth(const State& state, std::uint32_t index) {
  int depth = 0;
  const ViewportRecord* record = const_cast<State&>(state).viewports.at_index(index);
  while (record && record->parent.is_valid()) {
    record = state.viewports.find(record->parent);
    ++depth;
  }
  return depth;
}

bool wants_to_render(const ViewportRecord& viewport, bool parent_renders) {
  if (!viewport.active) return false;
  switch (viewport.update_mode) {
    case ViewportUpdateMode::DISABLED:
      return false;
    case ViewportUpdateMode::ONCE:
    case ViewportUpdateMode::ALWAYS:
      return true;
    case ViewportUpdateMode::WHEN_VISIBLE:
      return viewport.data.attached_to_screen || viewport.texture_used;
    case ViewportUpdateMode::WHEN_PARENT_VISIBLE:
      return parent_renders;
  }
  return false;
}

// Decides which viewports render this frame (parents first, as WHEN_PARENT_VISIBLE follows
// them) and lists those in render order: deepest first, then in creation order. Sorts by (depth,
// slot) pairs with std::sort, which allocates nothing.
void choose_viewports(State& state) {
  std::vector<std::uint64_t>& order = state.scratch.viewport_order;
  order.clear();
  state.viewports.for_each([&](ViewportHandle handle, ViewportRecord&) {
    order.push_back((std::uint64_t(viewport_depth(state, handle.index())) << 32) | handle.index());
  });
  std::sort(order.begin(), order.end());
  std::vector<std::uint32_t>& chosen = state.scratch.chosen;
  chosen.clear();
  for (const std::uint64_t key : order) {
    ViewportRecord& record = *state.viewports.at_index(std::uint32_t(key));
    const ViewportRecord* parent = state.viewports.find(record.parent);
    record.rendered = wants_to_render(record, parent && parent->rendered);
    record.texture_used = false;
  }
  // Render order: the deepest first, each depth in creation order.
  for (auto begin = order.rbegin(); begin != order.rend();) {
    auto end = begin;
    while (end != order.rend() && (*end >> 32) == (*begin >> 32)) ++end;
    for (auto it = end; it != begin;) {
      --it;
      const auto index = std::uint32_t(*it);
      if (state.viewports.at_index(index)->rendered) chosen.push_back(index);
    }
    begin = end;
  }
}

// -- one view
// ---------------------------------------------------------------------------------------

constexpr std::uint32_t kTransparencyMask = 7u << 2;
constexpr std::uint32_t kCullShift = 8;
constexpr std::uint32_t kPrimitiveShift = 17;
constexpr std::uint32_t kFormatShift = 20;
constexpr std::uint32_t kMultimeshBit = 1u << 27;
constexpr std::uint32_t kDepthOnlyBit = 1u << 28;
constexpr int kMaxMaterialPasses = 8;

float center_distance(const ScenarioStorage& storage, std::uint32_t index, const Vector3& eye) {
  const Vector3 center = storage.world_aabb_center(index);
  const float dx = float(center.x) - float(eye.x);
  const float dy = float(center.y) - float(eye.y);
  const float dz = float(center.z) - float(eye.z);
  return std::sqrt(dx * dx + dy * dy + dz * dz);
}

// Culls the scenario's world AABBs page by page; returns how many indices it wrote to `inside`.
std::uint32_t cull_storage(const ScenarioStorage& storage, const CullPlanes& planes,
                           std::vector<std::uint32_t>& inside) {
  constexpr std::uint32_t kPageSize = InstanceFieldPage::kSize;
  // Grown once to what every page needs, not page by page.
  const std::size_t room = ((std::size_t(storage.size()) + 7) & ~std::size_t(7)) + 8;
  if (inside.size() < room) inside.resize(room);
  std::uint32_t kept = 0;
  for (std::uint32_t first = 0, number = 0; first < storage.size(); first += kPageSize, ++number) {
    const InstanceFieldPage& page = storage.field_page(number);
    const std::uint32_t count = std::min(kPageSize, storage.size() - first);
    const BoxArrays boxes{page.min_x, page.min_y, page.min_z, page.max_x,
                          page.max_y, page.max_z, count,      (count + 7) & ~7u};
    kept = cull_boxes_from(boxes, first, planes, inside, kept);
  }
  return kept;
}

// Instances visible and with a base, counted page by page (a loop the compiler vectorizes).
std::uint32_t count_drawable(const ScenarioStorage& storage) {
  constexpr std::uint32_t kPageSize = InstanceFieldPage::kSize;
  constexpr std::uint32_t kDrawable = INSTANCE_VISIBLE | INSTANCE_HAS_BASE;
  std::uint32_t count = 0;
  for (std::uint32_t first = 0, number = 0; first < storage.size(); first += kPageSize, ++number) {
    const std::uint32_t* flags = storage.field_page(number).flags;
    const std::uint32_t end = std::min(kPageSize, storage.size() - first);
    for (std::uint32_t i = 0; i < end; ++i) {
      count += std::uint32_t((flags[i] & kDrawable) == kDrawable);
    }
  }
  return count;
}

/// Builds one viewport's RenderView: camera, environment, culling, lists, lights and shadows.
class ViewBuilder {
 public:
  ViewBuilder(State& state, ViewportHandle handle, ViewportRecord& viewport)
      : state_(state),
        scratch_(state.scratch),
        handle_(handle),
        viewport_(viewport),
        view_(*viewport.view) {}

  void build();

 private:
  void reset();
  void set_environment(const CameraRecord* camera);
  void set_camera(const CameraRecord& camera);
  void collect_items();
  void add_instance_items(std::uint32_t index, bool transparent_instance);
  void add_material_items(std::uint32_t index, float depth, bool transparent_instance,
                          std::uint32_t surface_pipeline, std::uint32_t mesh, std::uint32_t surface,
                          std::uint32_t multimesh, MaterialHandle material);
  [[nodiscard]] bool in_visibility_range(std::uint32_t index, bool update, bool* fading);
  [[nodiscard]] float sort_depth(std::uint32_t index, const InstanceExtras* extras) const;
  void mark_viewport_textures(const MaterialRecord& material);
  void build_lights();
  ShadowPass& next_shadow_pass(LightHandle light, std::uint32_t split);
  void collect_casters(ShadowPass& pass, const LightRecord& light, const CullPlanes& planes);
  void add_directional_shadows(LightHandle handle, const LightRecord& light);
  void add_spot_shadows(LightHandle handle, const LightRecord& light);
  void add_omni_shadows(LightHandle handle, const LightRecord& light);
  [[nodiscard]] bool sphere_in_view(const Vector3& center, real_t radius) const;

  // What decides an instance's materials, read once for all its surfaces.
  struct InstanceMaterials {
    std::uint32_t material_override;  // slot index + 1, 0 for none
    const InstanceExtras* extras;     // surface overrides, overlay
  };
  [[nodiscard]] InstanceMaterials materials_of(std::uint32_t index) const {
    return {storage_->material_override(index), storage_->find_extras(index)};
  }
  // The material an instance's surface draws with: override, surface override, the surface's
  // own, else the default.
  [[nodiscard]] MaterialHandle surface_material(const InstanceMaterials& instance,
                                                const SurfaceData& surface,
                                                std::uint32_t surface_index) const;
  // Calls fn(mesh_index, mesh_record, multimesh_slot_plus_one) for an instance's base mesh.
  template <class Fn>
  void for_base_mesh(std::uint32_t index, Fn&& fn) const;

  State& state_;
  FrameScratch& scratch_;
  ViewportHandle handle_;
  ViewportRecord& viewport_;
  RenderView& view_;
  ScenarioStorage* storage_ = nullptr;
  std::array<Plane, 6> planes_{};
  Vector3 eye_;
  Vector3 forward_;
  std::uint64_t view_bit_ = 0;
};

void ViewBuilder::reset() {
  view_.viewport = handle_;
  view_.viewport_data = &viewport_.data;
  view_.offscreen = viewport_.parent.is_valid();
  view_.scenario = viewport_.scenario;
  view_.instances = {};
  view_.camera = {};
  view_.clear = viewport_.clear_mode != ViewportClearMode::NEVER;
  view_.clear_color = state_.default_clear_color;
  view_.prepass.clear();
  view_.prepass.pass = RenderPass::PREPASS;
  view_.opaque.clear();
  view_.opaque.pass = RenderPass::OPAQUE;
  view_.transparent.clear();
  view_.transparent.pass = RenderPass::TRANSPARENT;
  view_.canvas.clear();
  view_.stats = {};
  viewport_.light_count = 0;
  viewport_.shadow_count = 0;
  view_.lights = {};
  view_.shadows = {};
  const ScenarioRecord* scenario = state_.scenarios.find(viewport_.scenario);
  storage_ = scenario ? scenario->storage.get() : nullptr;
  view_bit_ = 1ull << std::min<std::uint32_t>(handle_.index(), 63);
}

void ViewBuilder::set_environment(const CameraRecord* camera) {
  EnvironmentHandle environment;
  if (camera && state_.environments.alive(camera->data.environment)) {
    environment = camera->data.environment;
  } else if (storage_ && state_.environments.alive(storage_->environment)) {
    environment = storage_->environment;
  } else if (storage_ && state_.environments.alive(storage_->fallback_environment)) {
    environment = storage_->fallback_environment;
  }
  view_.environment_handle = environment;
  const EnvironmentRecord* record = state_.environments.find(environment);
  view_.environment = record ? &record->data : &state_.default_environment;
}

void ViewBuilder::set_camera(const CameraRecord& camera) {
  const Vector2i size = viewport_.data.size;
  const real_t aspect = real_t(size.x) / real_t(size.y);
  RenderCamera& out = view_.camera;
  out.camera = viewport_.camera;
  out.transform = camera.transform;
  out.projection = camera_projection(camera.data, aspect);
  out.kind = camera.data.projection;
  out.z_near = camera.data.near;
  out.z_far = camera.data.far;
  out.cull_mask = camera.data.cull_mask;
  planes_ = out.projection.get_projection_planes(camera.transform);
  eye_ = camera.transform.origin;
  forward_ = (-camera.transform.basis.get_column(2)).normalized();
}

void ViewBuilder::build() {
  reset();
  const CameraRecord* camera = state_.cameras.find(viewport_.camera);
  set_environment(camera);
  const Vector2i size = viewport_.data.size;
  if (camera && storage_ && !viewport_.disable_3d && size.x > 0 && size.y > 0) {
    set_camera(*camera);
    view_.instances.transforms = storage_->transforms.span();
    view_.instances.object_ids = storage_->object_ids.span();
    view_.instances.changed = storage_->changed.span();
    collect_items();
    build_draw_list(state_, scratch_, scratch_.opaque_items, view_.opaque);
    build_draw_list(state_, scratch_, scratch_.prepass_items, view_.prepass);
    build_draw_list(state_, scratch_, scratch_.transparent_items, view_.transparent);
    view_.stats.batches =
        std::uint32_t(view_.opaque.batches.size() + view_.transparent.batches.size());
    build_lights();
  } else {
    for (DrawList* list : {&view_.prepass, &view_.opaque, &view_.transparent}) {
      list->dependency_hash = draw_list_hash(state_, *list);
    }
  }
  view_.lights = std::span<const RenderLight>(viewport_.lights.data(), viewport_.light_count);
  view_.shadows = std::span<const ShadowPass>(viewport_.shadows.data(), viewport_.shadow_count);
}

void ViewBuilder::collect_items() {
  ScenarioStorage& storage = *storage_;
  RenderStats& stats = view_.stats;
  constexpr std::uint32_t kDrawable = INSTANCE_VISIBLE | INSTANCE_HAS_BASE;
  stats.instances_seen = count_drawable(storage);
  const std::uint32_t visible = cull_storage(storage, frustum_planes(planes_), scratch_.visible);
  scratch_.opaque_items.clear();
  scratch_.prepass_items.clear();
  scratch_.transparent_items.clear();
  reset_groups(scratch_);
  std::uint32_t passed = 0;
  for (std::uint32_t v = 0; v < visible; ++v) {
    const std::uint32_t index = scratch_.visible[v];
    const std::uint32_t flags = storage.flags(index);
    if ((flags & kDrawable) != kDrawable) continue;
    if (!(storage.layers(index) & view_.camera.cull_mask)) continue;
    ++passed;
    bool fading = false;
    if ((flags & INSTANCE_HAS_RANGE) && !in_visibility_range(index, true, &fading)) {
      ++stats.instances_out_of_range;
      continue;
    }
    if (storage.shadow_setting(index) == ShadowCastingSetting::SHADOWS_ONLY) continue;
    ++stats.instances_drawn;
    add_instance_items(index, fading || (flags & INSTANCE_TRANSPARENT));
  }
  stats.instances_culled = stats.instances_seen - passed;
}

bool ViewBuilder::in_visibility_range(std::uint32_t index, bool update, bool* fading) {
  InstanceExtras& extras = storage_->extras_of(index);
  const float distance = center_distance(*storage_, index, eye_);
  const bool was_in = (extras.range_state & view_bit_) != 0;
  // Godot's hysteresis: without fading, an instance in range keeps showing until the margin
  // beyond the range's edges, one out of range shows only once inside by the margin.
  float begin_offset = -extras.range_begin_margin;
  float end_offset = extras.range_end_margin;
  const bool fade = extras.fade_mode != VisibilityRangeFadeMode::DISABLED;
  if (!fade && !was_in) {
    begin_offset = -begin_offset;
    end_offset = -end_offset;
  }
  bool in = true;
  if (extras.range_end > 0 && distance > extras.range_end + end_offset) {
    in = false;
  } else if (extras.range_begin > 0 && distance < extras.range_begin + begin_offset) {
    in = false;
  }
  if (update) {
    extras.range_state = in ? (extras.range_state | view_bit_) : (extras.range_state & ~view_bit_);
  }
  if (in && fade && fading) {
    // Fading through the margins: drawn blended.
    *fading = (extras.range_end > 0 && distance > extras.range_end - extras.range_end_margin) ||
              (extras.range_begin > 0 && distance < extras.range_begin + extras.range_begin_margin);
  }
  return in;
}

float ViewBuilder::sort_depth(std::uint32_t index, const InstanceExtras* extras) const {
  const ScenarioStorage& storage = *storage_;
  Vector3 center;
  if (extras && !extras->sorting_use_aabb_center) {
    center = storage.transforms[index].origin;
  } else {
    center = storage.world_aabb_center(index);
  }
  const real_t offset = extras ? extras->sorting_offset : 0;
  return float((center - eye_).dot(forward_) - offset);
}

template <class Fn>
void ViewBuilder::for_base_mesh(std::uint32_t index, Fn&& fn) const {
  const ScenarioStorage& storage = *storage_;
  std::uint32_t mesh_index = storage.base(index);
  std::uint32_t multimesh = 0;
  if (storage.flags(index) & INSTANCE_MULTIMESH) {
    const MultiMeshRecord* record = state_.multimeshes.at_index(storage.base(index));
    if (!record || !state_.meshes.alive(record->data.mesh)) return;
    if (record->data.instance_count == 0 || record->data.visible_instance_count == 0) return;
    mesh_index = record->data.mesh.index();
    multimesh = storage.base(index) + 1;
  }
  const MeshRecord* mesh = state_.meshes.at_index(mesh_index);
  if (mesh) fn(mesh_index, *mesh, multimesh);
}

MaterialHandle ViewBuilder::surface_material(const InstanceMaterials& instance,
                                             const SurfaceData& surface,
                                             std::uint32_t surface_index) const {
  if (instance.material_override) {
    return state_.materials.handle_at(instance.material_override - 1);
  }
  if (const InstanceExtras* extras = instance.extras) {
    if (surface_index < extras->surface_overrides.size() &&
        extras->surface_overrides[surface_index].is_valid()) {
      return extras->surface_overrides[surface_index];
    }
  }
  return surface.material.is_valid() ? surface.material : state_.default_material;
}

void ViewBuilder::add_instance_items(std::uint32_t index, bool transparent_instance) {
  const InstanceMaterials materials = materials_of(index);
  const InstanceExtras* extras = materials.extras;
  const float depth = sort_depth(index, extras);
  for_base_mesh(
      index, [&](std::uint32_t mesh_index, const MeshRecord& mesh, std::uint32_t multimesh) {
        for (std::uint32_t s = 0; s < mesh.data.surfaces.size(); ++s) {
          const SurfaceData& surface = mesh.data.surfaces[s];
          const std::uint32_t surface_pipeline =
              (std::uint32_t(surface.primitive) << kPrimitiveShift) |
              (mesh.formats[s] << kFormatShift) | (multimesh ? kMultimeshBit : 0u);
          add_material_items(index, depth, transparent_instance, surface_pipeline, mesh_index, s,
                             multimesh, surface_material(materials, surface, s));
          if (extras && extras->overlay.is_valid()) {
            add_material_items(index, depth, transparent_instance, surface_pipeline, mesh_index, s,
                               multimesh, extras->overlay);
          }
        }
      });
}

void ViewBuilder::add_material_items(std::uint32_t index, float depth, bool transparent_instance,
                                     std::uint32_t surface_pipeline, std::uint32_t mesh,
                                     std::uint32_t surface, std::uint32_t multimesh,
                                     MaterialHandle material) {
  for (int pass = 0; pass < kMaxMaterialPasses && material.is_valid(); ++pass) {
    const MaterialRecord* record = state_.materials.find(material);
    if (!record) return;
    if (record->uses_viewport_texture) mark_viewport_textures(*record);
    std::uint32_t pipeline = record->pipeline_bits | surface_pipeline;
    const bool transparent = record->transparent || transparent_instance;
    if (transparent && !record->transparent) {
      // A see-through instance (GeometryInstance3D.transparency, a fade) blends.
      pipeline =
          (pipeline & ~kTransparencyMask) | (std::uint32_t(MaterialTransparency::ALPHA) << 2);
    }
    DrawGroup group{
        pipeline, record->data.render_priority, material.index(), mesh, surface, multimesh, 0, 0,
        0};
    const DrawItem item{find_group(scratch_, group), index, depth};
    (transparent ? scratch_.transparent_items : scratch_.opaque_items).push_back(item);
    if (record->data.transparency == MaterialTransparency::ALPHA_DEPTH_PRE_PASS) {
      group.pipeline = pipeline | kDepthOnlyBit;
      scratch_.prepass_items.push_back(DrawItem{find_group(scratch_, group), index, depth});
    }
    material = record->data.next_pass;
  }
}

void ViewBuilder::mark_viewport_textures(const MaterialRecord& material) {
  const MaterialData& data = material.data;
  for (TextureHandle texture : {data.albedo_texture, data.metallic_texture, data.roughness_texture,
                                data.orm_texture, data.emission_texture, data.normal_texture}) {
    const TextureRecord* record = state_.textures.find(texture);
    if (!record) continue;
    if (ViewportRecord* shown = state_.viewports.find(record->data.viewport)) {
      shown->texture_used = true;
    }
  }
}

// -- lights and shadows
// -----------------------------------------------------------------------------

bool ViewBuilder::sphere_in_view(const Vector3& center, real_t radius) const {
  for (const Plane& plane : planes_) {
    if (plane.distance_to(center) > radius) return false;
  }
  return true;
}

void ViewBuilder::build_lights() {
  state_.lights.for_each([&](LightHandle handle, LightRecord& light) {
    if (!light.visible || light.scenario != viewport_.scenario) return;
    const LightData& data = light.data;
    if (data.type != LightType::DIRECTIONAL &&
        !sphere_in_view(light.transform.origin, data.range)) {
      return;
    }
    if (viewport_.light_count == viewport_.lights.size()) viewport_.lights.emplace_back();
    RenderLight& out = viewport_.lights[viewport_.light_count++];
    out.light = handle;
    out.data = &light.data;
    out.transform = light.transform;
    out.first_shadow = viewport_.shadow_count;
    out.shadow_count = 0;
    if (!data.shadow_enabled) return;
    switch (data.type) {
      case LightType::DIRECTIONAL:
        add_directional_shadows(handle, light);
        break;
      case LightType::SPOT:
        add_spot_shadows(handle, light);
        break;
      case LightType::OMNI:
        add_omni_shadows(handle, light);
        break;
    }
    out.shadow_count = viewport_.shadow_count - out.first_shadow;
  });
}

ShadowPass& ViewBuilder::next_shadow_pass(LightHandle light, std::uint32_t split) {
  if (viewport_.shadow_count == viewport_.shadows.size()) viewport_.shadows.emplace_back();
  ShadowPass& pass = viewport_.shadows[viewport_.shadow_count++];
  pass.light = light;
  pass.split = split;
  pass.casters.clear();
  pass.casters.pass = RenderPass::SHADOW;
  return pass;
}

void ViewBuilder::collect_casters(ShadowPass& pass, const LightRecord& light,
                                  const CullPlanes& planes) {
  ScenarioStorage& storage = *storage_;
  const std::uint32_t visible = cull_storage(storage, planes, scratch_.visible);
  scratch_.shadow_items.clear();
  reset_groups(scratch_);
  constexpr std::uint32_t kDrawable = INSTANCE_VISIBLE | INSTANCE_HAS_BASE;
  const std::uint32_t mask =
      view_.camera.cull_mask & light.data.cull_mask & light.data.shadow_caster_mask;
  const std::uint32_t default_material = state_.default_material.index();
  for (std::uint32_t v = 0; v < visible; ++v) {
    const std::uint32_t index = scratch_.visible[v];
    const std::uint32_t flags = storage.flags(index);
    if ((flags & kDrawable) != kDrawable || !(storage.layers(index) & mask)) continue;
    const ShadowCastingSetting setting = storage.shadow_setting(index);
    if (setting == ShadowCastingSetting::OFF) continue;
    if ((flags & INSTANCE_HAS_RANGE) && !in_visibility_range(index, false, nullptr)) continue;
    const InstanceMaterials materials = materials_of(index);
    for_base_mesh(index, [&](std::uint32_t mesh_index, const MeshRecord& mesh,
                             std::uint32_t multimesh) {
      for (std::uint32_t s = 0; s < mesh.data.surfaces.size(); ++s) {
        const SurfaceData& surface = mesh.data.surfaces[s];
        const MaterialHandle material = surface_material(materials, surface, s);
        const MaterialRecord& record = *state_.materials.find(material);
        MaterialCullMode cull = record.data.cull_mode;
        if (setting == ShadowCastingSetting::DOUBLE_SIDED) {
          cull = MaterialCullMode::DISABLED;
        } else if (light.data.shadow_reverse_cull_face && cull != MaterialCullMode::DISABLED) {
          cull = cull == MaterialCullMode::BACK ? MaterialCullMode::FRONT : MaterialCullMode::BACK;
        }
        std::uint32_t pipeline = kDepthOnlyBit | (std::uint32_t(cull) << kCullShift) |
                                 (std::uint32_t(surface.primitive) << kPrimitiveShift) |
                                 (mesh.formats[s] << kFormatShift) |
                                 (multimesh ? kMultimeshBit : 0u);
        // Only alpha-tested materials matter to depth; the others share the default's batch.
        std::uint32_t material_index = default_material;
        if (record.alpha_tested) {
          pipeline |= record.pipeline_bits & kTransparencyMask;
          material_index = material.index();
        }
        const DrawGroup group{pipeline, 0, material_index, mesh_index, s, multimesh, 0, 0, 0};
        scratch_.shadow_items.push_back(DrawItem{find_group(scratch_, group), index, 0.0f});
      }
    });
  }
  build_draw_list(state_, scratch_, scratch_.shadow_items, pass.casters);
  view_.stats.shadow_batches += std::uint32_t(pass.casters.batches.size());
  view_.stats.shadow_casters += std::uint32_t(pass.casters.instances.size());
}

void ViewBuilder::add_directional_shadows(LightHandle handle, const LightRecord& light) {
  const LightData& data = light.data;
  const RenderCamera& camera = view_.camera;
  int splits = 1;
  if (data.directional_shadow_mode == DirectionalShadowMode::PARALLEL_2_SPLITS) splits = 2;
  if (data.directional_shadow_mode == DirectionalShadowMode::PARALLEL_4_SPLITS) splits = 4;
  const real_t max_distance =
      data.directional_shadow_max_distance > 0
          ? std::min<real_t>(data.directional_shadow_max_distance, camera.z_far)
          : camera.z_far;
  std::array<real_t, 4> ends{max_distance, max_distance, max_distance, max_distance};
  if (splits == 2) ends[0] = data.directional_shadow_split_1 * max_distance;
  if (splits == 4) {
    ends[0] = data.directional_shadow_split_1 * max_distance;
    ends[1] = data.directional_shadow_split_2 * max_distance;
    ends[2] = data.directional_shadow_split_3 * max_distance;
  }
  // The camera's near-plane corners in view space, from which each split's slice is scaled
  // (perspective) or pushed (orthogonal).
  const std::array<Plane, 6> view_planes = camera.projection.get_projection_planes(Transform3D());
  std::array<Vector3, 4> near_corners;
  const Plane& near_plane = view_planes[Projection::PLANE_NEAR];
  const int sides[4][2] = {{Projection::PLANE_LEFT, Projection::PLANE_TOP},
                           {Projection::PLANE_RIGHT, Projection::PLANE_TOP},
                           {Projection::PLANE_RIGHT, Projection::PLANE_BOTTOM},
                           {Projection::PLANE_LEFT, Projection::PLANE_BOTTOM}};
  for (int c = 0; c < 4; ++c) {
    near_corners[c] = near_plane.intersect_3(view_planes[sides[c][0]], view_planes[sides[c][1]])
                          .value_or(Vector3(0, 0, -camera.z_near));
  }
  const bool orthogonal = camera.kind == CameraProjection::ORTHOGONAL;
  const Basis light_basis = light.transform.basis.orthonormalized();
  const Vector3 light_x = light_basis.get_column(0);
  const Vector3 light_y = light_basis.get_column(1);
  const Vector3 light_z = light_basis.get_column(2);  // points back towards the light
  real_t slice_near = camera.z_near;
  for (int split = 0; split < splits; ++split) {
    const real_t slice_far = std::max(ends[std::size_t(split)], slice_near);
    std::array<Vector3, 8> corners;
    for (int c = 0; c < 4; ++c) {
      for (int end = 0; end < 2; ++end) {
        const real_t depth = end == 0 ? slice_near : slice_far;
        Vector3 local = near_corners[std::size_t(c)];
        if (orthogonal) {
          local.z = -depth;
        } else {
          local = local * (depth / camera.z_near);
        }
        corners[std::size_t(c * 2 + end)] = camera.transform.xform(local);
      }
    }
    Vector3 center;
    for (const Vector3& corner : corners) center += corner;
    center /= real_t(8);
    real_t radius = 0;
    for (const Vector3& corner : corners) radius = std::max(radius, (corner - center).length());
    const real_t pancake = data.directional_shadow_pancake_size;
    ShadowPass& pass = next_shadow_pass(handle, std::uint32_t(split));
    pass.transform = Transform3D(light_basis, center + light_z * (radius + pancake));
    pass.projection =
        Projection::create_orthogonal(-radius, radius, -radius, radius, 0, 2 * radius + pancake);
    pass.range_end = slice_far;
    // Casters inside the split's box, or anywhere between it and the light.
    CullPlanes planes;
    planes.add(Plane(light_x, light_x.dot(center) + radius));
    planes.add(Plane(-light_x, -light_x.dot(center) + radius));
    planes.add(Plane(light_y, light_y.dot(center) + radius));
    planes.add(Plane(-light_y, -light_y.dot(center) + radius));
    planes.add(Plane(-light_z, -light_z.dot(center) + radius));
    collect_casters(pass, light, planes);
    slice_near = slice_far;
  }
}

void ViewBuilder::add_spot_shadows(LightHandle handle, const LightRecord& light) {
  const LightData& data = light.data;
  ShadowPass& pass = next_shadow_pass(handle, 0);
  pass.transform = Transform3D(light.transform.basis.orthonormalized(), light.transform.origin);
  const real_t angle = std::clamp<real_t>(data.spot_angle * 2, 1, 179);
  pass.projection =
      Projection::create_perspective(angle, 1, real_t(0.005) * data.range, data.range);
  pass.range_end = data.range;
  const std::array<Plane, 6> planes = pass.projection.get_projection_planes(pass.transform);
  collect_casters(pass, light, frustum_planes(planes));
}

void ViewBuilder::add_omni_shadows(LightHandle handle, const LightRecord& light) {
  const LightData& data = light.data;
  const Vector3 origin = light.transform.origin;
  const real_t range = data.range;
  if (data.omni_shadow_mode == OmniShadowMode::CUBE) {
    // Cube faces +X, -X, +Y, -Y, +Z, -Z, with the up vectors of a cube map.
    const Vector3 directions[6] = {{1, 0, 0},  {-1, 0, 0}, {0, 1, 0},
                                   {0, -1, 0}, {0, 0, 1},  {0, 0, -1}};
    const Vector3 ups[6] = {{0, -1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}, {0, -1, 0}, {0, -1, 0}};
    const Projection projection =
        Projection::create_perspective(90, 1, real_t(0.005) * range, range);
    for (std::uint32_t face = 0; face < 6; ++face) {
      ShadowPass& pass = next_shadow_pass(handle, face);
      pass.transform = Transform3D(Basis::looking_at(directions[face], ups[face]), origin);
      pass.projection = projection;
      pass.range_end = range;
      collect_casters(pass, light,
                      frustum_planes(projection.get_projection_planes(pass.transform)));
    }
    return;
  }
  // Dual paraboloid: the two hemispheres around the light's -Z and +Z (the backend maps them).
  const Basis basis = light.transform.basis.orthonormalized();
  for (std::uint32_t half = 0; half < 2; ++half) {
    ShadowPass& pass = next_shadow_pass(handle, half);
    const Vector3 axis = half == 0 ? -basis.get_column(2) : basis.get_column(2);
    pass.transform = Transform3D(
        half == 0 ? basis
                  : Basis(basis.get_column(0) * -1, basis.get_column(1), basis.get_column(2) * -1),
        origin);
    pass.projection = Projection();
    pass.range_end = range;
    CullPlanes planes;
    for (int axis_index = 0; axis_index < 3; ++axis_index) {
      Vector3 normal;
      normal[axis_index] = 1;
      planes.add(Plane(normal, origin[axis_index] + range));
      planes.add(Plane(-normal, -origin[axis_index] + range));
    }
    planes.add(Plane(-axis, -axis.dot(origin)));
    collect_casters(pass, light, planes);
  }
}

}  // namespace

// -- the frame
// --------------------------------------------------------------------------------------

void RenderingServer::process(double delta) {
  State& state = *state_;
  ++state.frame_number;
  refresh_changed_bases(state);
  send_resources(state);
  auto for_each_storage = [&](auto&& fn) {
    fn(state.detached);
    state.scenarios.for_each(
        [&](ScenarioHandle, ScenarioRecord& scenario) { fn(*scenario.storage); });
  };
  for_each_storage([](ScenarioStorage& storage) { storage.compact_changed(); });

  choose_viewports(state);
  state.frame_views.clear();
  for (const std::uint32_t index : state.scratch.chosen) {
    ViewportRecord& record = *state.viewports.at_index(index);
    ViewBuilder(state, state.viewports.handle_at(index), record).build();
    state.frame_views.push_back(record.view.get());
  }
  RenderFrame& frame = state.last_frame;
  frame.number = state.frame_number;
  frame.delta = delta;
  frame.views = state.frame_views;

  struct ClearChanged {
    decltype(for_each_storage)& each;
    ~ClearChanged() {
      each([](ScenarioStorage& storage) { storage.changed.clear(); });
    }
  } clear_changed{for_each_storage};

  RenderBackend& backend = *state.backend;
  backend.begin_frame(frame);
  backend.render_shadows(frame);
  for (const RenderView* view : frame.views) {
    if (view->offscreen) backend.render_offscreen(*view);
  }
  for (const RenderView* view : frame.views) {
    if (view->offscreen) continue;
    backend.render_prepass(*view);
    backend.render_main(*view);
  }
  backend.end_frame(frame);

  for (const std::uint32_t index : state.scratch.chosen) {
    ViewportRecord& record = *state.viewports.at_index(index);
    if (record.update_mode == ViewportUpdateMode::ONCE) {
      record.update_mode = ViewportUpdateMode::DISABLED;
    }
    if (record.clear_mode == ViewportClearMode::ONCE) record.clear_mode = ViewportClearMode::NEVER;
  }
}

}  // namespace arbor
