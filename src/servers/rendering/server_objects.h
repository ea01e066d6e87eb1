// Helpers over the RenderingServer's state shared by its object API, its frame and picking.
#pragma once

#include <string>

#include "servers/rendering/server_state.h"

namespace arbor::rendering {

using State = RenderingServer::State;

inline auto& table_of(State& state, MeshHandle) { return state.meshes; }
inline auto& table_of(State& state, MaterialHandle) { return state.materials; }
inline auto& table_of(State& state, TextureHandle) { return state.textures; }
inline auto& table_of(State& state, MultiMeshHandle) { return state.multimeshes; }
inline auto& table_of(State& state, SkyHandle) { return state.skies; }
inline auto& table_of(State& state, EnvironmentHandle) { return state.environments; }
inline auto& table_of(State& state, ScenarioHandle) { return state.scenarios; }
inline auto& table_of(State& state, InstanceHandle) { return state.instances; }
inline auto& table_of(State& state, CameraHandle) { return state.cameras; }
inline auto& table_of(State& state, LightHandle) { return state.lights; }
inline auto& table_of(State& state, ViewportHandle) { return state.viewports; }
template <class Handle>
const auto& table_of(const State& state, Handle handle) {
  return table_of(const_cast<State&>(state), handle);
}

/// The storage an instance lives in, and the id InstanceRecord::storage keeps for a storage.
ScenarioStorage& storage_of(State& state, const InstanceRecord& instance);
inline std::uint32_t storage_id(const ScenarioStorage& storage) {
  return storage.scenario.is_valid() ? storage.scenario.index() + 1 : 0;
}

/// "mesh #3:1 'res://box.tres'", "instance #0:1 (object 42)"; for any handle, live or not.
std::string object_name(const State& state, MeshHandle handle);
std::string object_name(const State& state, MaterialHandle handle);
std::string object_name(const State& state, TextureHandle handle);
std::string object_name(const State& state, MultiMeshHandle handle);
std::string object_name(const State& state, SkyHandle handle);
std::string object_name(const State& state, EnvironmentHandle handle);
std::string object_name(const State& state, ScenarioHandle handle);
std::string object_name(const State& state, InstanceHandle handle);
std::string object_name(const State& state, CameraHandle handle);
std::string object_name(const State& state, LightHandle handle);
std::string object_name(const State& state, ViewportHandle handle);

/// The bounds of instance `index` of `storage` in world space: its custom AABB, else its
/// base's (mesh or multimesh), grown by its extra cull margin, through its transform. An
/// instance without a base has an empty box at its origin.
AABB instance_world_aabb(const State& state, const ScenarioStorage& storage, std::uint32_t index);

/// Recomputes a multimesh's bounds from its visible instances and its mesh.
void update_multimesh_aabb(const State& state, MultiMeshRecord& multimesh);

/// Moves an instance to another storage (its scenario changed), keeping its handle.
void move_instance(State& state, InstanceRecord& instance, ScenarioStorage& target);

/// Gives every instance whose base's bounds changed new world bounds (after meshes or
/// multimeshes changed; once per frame).
void refresh_changed_bases(State& state);

}  // namespace arbor::rendering
