// The RenderingServer's state: every object's record, the scenario storages, the frame's
// scratch memory. Private to src/servers/rendering.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "arbor/servers/rendering/rendering_server.h"
#include "servers/rendering/frame_scratch.h"
#include "servers/rendering/handle_table.h"
#include "servers/rendering/scenario_storage.h"

namespace arbor::rendering {

struct MeshRecord {
  MeshData data;
  std::vector<std::uint32_t> formats;  // surface_format() of each surface
  bool aabb_changed = false;           // instances using it need new world bounds
  std::uint32_t version = 0;
  bool dirty = false;  // to send to the backend
  bool sent = false;   // the backend has it
};

struct MaterialRecord {
  MaterialData data;
  std::uint32_t pipeline_bits = 0;  // the material's part of the PipelineKey
  bool transparent = false;
  bool alpha_tested = false;  // alpha scissor or hash: shadow passes need its texture
  bool uses_viewport_texture = false;
  std::string name;
  std::uint32_t version = 0;
  bool dirty = false;
  bool sent = false;
};

struct TextureRecord {
  TextureData data;
  std::uint32_t version = 0;
  bool dirty = false;
  bool sent = false;
};

struct MultiMeshRecord {
  MultiMeshData data;
  std::string name;
  int first_changed = 0;  // range of instances to send
  int end_changed = 0;
  bool aabb_dirty = false;    // data.aabb must be recomputed
  bool aabb_changed = false;  // instances using it need new world bounds
  std::uint32_t version = 0;
  bool dirty = false;
  bool sent = false;
};

struct SkyRecord {
  SkyData data;
  std::string name;
  bool dirty = false;
  bool sent = false;
};

struct EnvironmentRecord {
  EnvironmentData data;
  std::string name;
};

struct ScenarioRecord {
  std::unique_ptr<ScenarioStorage> storage;
  std::string name;
};

struct InstanceRecord {
  std::uint32_t storage = 0;  // its scenario's slot + 1, or 0 for instances in no scenario
  std::uint32_t index = 0;    // dense index in that storage
};

struct CameraRecord {
  CameraData data;
  Transform3D transform;
};

struct LightRecord {
  LightData data;
  Transform3D transform;
  ScenarioHandle scenario;
  bool visible = true;
};

struct ViewportRecord {
  ViewportData data;
  ViewportHandle parent;
  ScenarioHandle scenario;
  CameraHandle camera;
  ViewportUpdateMode update_mode = ViewportUpdateMode::WHEN_VISIBLE;
  ViewportClearMode clear_mode = ViewportClearMode::ALWAYS;
  bool active = true;
  bool disable_3d = false;
  bool texture_used = false;  // its texture was drawn in the frame just built
  bool rendered = false;      // it rendered in the last frame
  bool dirty = true;
  bool sent = false;
  std::unique_ptr<RenderView> view;  // what it drew in the last frame it rendered
  std::vector<RenderLight> lights;   // view->lights spans the first light_count
  std::vector<ShadowPass> shadows;   // never shrunk: passes keep their lists' memory
  std::uint32_t light_count = 0;
  std::uint32_t shadow_count = 0;
};

}  // namespace arbor::rendering

namespace arbor {

struct RenderingServer::State {
  std::unique_ptr<RenderBackend> backend;

  rendering::HandleTable<MeshHandle, rendering::MeshRecord> meshes;
  rendering::HandleTable<MaterialHandle, rendering::MaterialRecord> materials;
  rendering::HandleTable<TextureHandle, rendering::TextureRecord> textures;
  rendering::HandleTable<MultiMeshHandle, rendering::MultiMeshRecord> multimeshes;
  rendering::HandleTable<SkyHandle, rendering::SkyRecord> skies;
  rendering::HandleTable<EnvironmentHandle, rendering::EnvironmentRecord> environments;
  rendering::HandleTable<ScenarioHandle, rendering::ScenarioRecord> scenarios;
  rendering::HandleTable<InstanceHandle, rendering::InstanceRecord> instances;
  rendering::HandleTable<CameraHandle, rendering::CameraRecord> cameras;
  rendering::HandleTable<LightHandle, rendering::LightRecord> lights;
  rendering::HandleTable<ViewportHandle, rendering::ViewportRecord> viewports;

  /// Instances in no scenario.
  rendering::ScenarioStorage detached;

  MaterialHandle default_material;
  Color default_clear_color{0.3f, 0.3f, 0.3f, 1};
  EnvironmentData default_environment;

  /// Meshes and multimeshes whose bounds changed since the last frame: the instances using them
  /// get new world AABBs at the next frame's start.
  bool bases_changed = false;

  RenderFrame last_frame;
  std::uint64_t frame_number = 0;
  std::vector<const RenderView*> frame_views;
  rendering::FrameScratch scratch;

  std::function<void(const std::vector<std::string>&)> leak_handler;
};

}  // namespace arbor
