#include "servers/rendering/server_objects.h"

#include <algorithm>

namespace arbor::rendering {
namespace {

template <class Handle>
std::string named(const State& state, Handle handle, const std::string& name) {
  (void)state;
  return handle_text(handle) + (name.empty() ? "" : " '" + name + "'");
}

template <class Handle, class Fn>
std::string name_of(const State& state, Handle handle, Fn&& name) {
  const auto* record = table_of(state, handle).find(handle);
  return named(state, handle, record ? name(*record) : std::string());
}

}  // namespace

std::string object_name(const State& state, MeshHandle handle) {
  return name_of(state, handle, [](const MeshRecord& r) { return r.data.name; });
}
std::string object_name(const State& state, MaterialHandle handle) {
  return name_of(state, handle, [](const MaterialRecord& r) { return r.name; });
}
std::string object_name(const State& state, TextureHandle handle) {
  return name_of(state, handle, [](const TextureRecord& r) { return r.data.name; });
}
std::string object_name(const State& state, MultiMeshHandle handle) {
  return name_of(state, handle, [](const MultiMeshRecord& r) { return r.name; });
}
std::string object_name(const State& state, SkyHandle handle) {
  return name_of(state, handle, [](const SkyRecord& r) { return r.name; });
}
std::string object_name(const State& state, EnvironmentHandle handle) {
  return name_of(state, handle, [](const EnvironmentRecord& r) { return r.name; });
}
std::string object_name(const State& state, ScenarioHandle handle) {
  return name_of(state, handle, [](const ScenarioRecord& r) { return r.name; });
}
ScenarioStorage& storage_of(State& state, const InstanceRecord& instance) {
  if (instance.storage == 0) return state.detached;
  return *state.scenarios.at_index(instance.storage - 1)->storage;
}

std::string object_name(const State& state, InstanceHandle handle) {
  const InstanceRecord* record = state.instances.find(handle);
  if (!record) return handle_text(handle);
  const std::uint64_t object =
      storage_of(const_cast<State&>(state), *record).object_ids[record->index];
  return handle_text(handle) + (object ? " (object " + std::to_string(object) + ")" : "");
}
std::string object_name(const State&, CameraHandle handle) { return handle_text(handle); }
std::string object_name(const State&, LightHandle handle) { return handle_text(handle); }
std::string object_name(const State& state, ViewportHandle handle) {
  return name_of(state, handle, [](const ViewportRecord& r) { return r.data.name; });
}

AABB instance_world_aabb(const State& state, const ScenarioStorage& storage, std::uint32_t index) {
  const Transform3D& transform = storage.transforms[index];
  const InstanceExtras* extras = storage.find_extras(index);
  AABB local;
  if (extras && extras->custom_aabb.has_surface()) {
    local = extras->custom_aabb;
  } else if (storage.flags(index) & INSTANCE_HAS_BASE) {
    const std::uint32_t base = storage.base(index);
    if (storage.flags(index) & INSTANCE_MULTIMESH) {
      const MultiMeshRecord* multimesh = const_cast<State&>(state).multimeshes.at_index(base);
      if (multimesh) local = multimesh->data.aabb;
    } else if (const MeshRecord* mesh = const_cast<State&>(state).meshes.at_index(base)) {
      local = mesh->data.aabb;
    }
  }
  if (extras && extras->extra_margin > 0) local = local.grow(extras->extra_margin);
  return transform.xform(local);
}

void update_multimesh_aabb(const State& state, MultiMeshRecord& multimesh) {
  multimesh.aabb_dirty = false;
  const MultiMeshData& data = multimesh.data;
  const MeshRecord* mesh = state.meshes.find(data.mesh);
  const int count =
      data.visible_instance_count < 0 ? data.instance_count : data.visible_instance_count;
  AABB bounds;
  if (mesh && count > 0) {
    const int stride =
        multimesh_stride(data.transform_format, data.use_colors, data.use_custom_data);
    const bool is_3d = data.transform_format == MultiMeshTransformFormat::TRANSFORM_3D;
    for (int i = 0; i < count; ++i) {
      const float* f = data.buffer.data() + std::size_t(i) * std::size_t(stride);
      Transform3D transform;
      if (is_3d) {
        transform =
            Transform3D(f[0], f[1], f[2], f[4], f[5], f[6], f[8], f[9], f[10], f[3], f[7], f[11]);
      } else {
        transform = Transform3D(f[0], f[1], 0, f[4], f[5], 0, 0, 0, 1, f[3], f[7], 0);
      }
      const AABB box = transform.xform(mesh->data.aabb);
      bounds = i == 0 ? box : bounds.merge(box);
    }
  }
  if (bounds != data.aabb) {
    multimesh.data.aabb = bounds;
    multimesh.aabb_changed = true;
  }
}

void move_instance(State& state, InstanceRecord& instance, ScenarioStorage& target) {
  ScenarioStorage& source = storage_of(state, instance);
  const std::uint32_t from = instance.index;
  instance.index = target.take_from(source, from);
  instance.storage = storage_id(target);
  const std::uint32_t moved = source.remove(from);
  if (moved != ScenarioStorage::kNone) state.instances.at_index(moved)->index = from;
}

void refresh_changed_bases(State& state) {
  if (!state.bases_changed) return;
  state.bases_changed = false;
  state.multimeshes.for_each([&](MultiMeshHandle, MultiMeshRecord& multimesh) {
    if (multimesh.aabb_dirty) update_multimesh_aabb(state, multimesh);
  });
  auto refresh = [&](ScenarioStorage& storage) {
    for (std::uint32_t i = 0; i < storage.size(); ++i) {
      const std::uint32_t flags = storage.flags(i);
      if (!(flags & INSTANCE_HAS_BASE)) continue;
      const bool changed = (flags & INSTANCE_MULTIMESH)
                               ? state.multimeshes.at_index(storage.base(i))->aabb_changed
                               : state.meshes.at_index(storage.base(i))->aabb_changed;
      if (!changed) continue;
      storage.set_world_aabb(i, instance_world_aabb(state, storage, i));
      storage.mark_changed(i);
    }
  };
  refresh(state.detached);
  state.scenarios.for_each(
      [&](ScenarioHandle, ScenarioRecord& scenario) { refresh(*scenario.storage); });
  state.meshes.for_each([](MeshHandle, MeshRecord& mesh) { mesh.aabb_changed = false; });
  state.multimeshes.for_each(
      [](MultiMeshHandle, MultiMeshRecord& multimesh) { multimesh.aabb_changed = false; });
}

}  // namespace arbor::rendering
