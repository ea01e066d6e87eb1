// RenderingServer: the device-free front end of rendering (Godot's RenderingServer).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/color.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/rendering/camera_data.h"
#include "arbor/servers/rendering/environment_data.h"
#include "arbor/servers/rendering/instance_data.h"
#include "arbor/servers/rendering/light_data.h"
#include "arbor/servers/rendering/material_data.h"
#include "arbor/servers/rendering/mesh_data.h"
#include "arbor/servers/rendering/multimesh_data.h"
#include "arbor/servers/rendering/render_backend.h"
#include "arbor/servers/rendering/render_handle.h"
#include "arbor/servers/rendering/render_view.h"
#include "arbor/servers/rendering/texture_data.h"
#include "arbor/servers/server.h"

namespace arbor {

/// What a ray cast on the CPU hit (RenderingServer::instances_pick_ray).
struct RayPick {
  InstanceHandle instance;
  std::uint64_t object_id = 0;  ///< the instance's object id (instance_attach_object_instance_id)
  Vector3 position;             ///< the hit point, in world space
  Vector3 normal;               ///< the hit triangle's normal, facing the ray
  real_t distance = 0;          ///< from the ray's origin
};

/// The rendering server: keeps every rendering object's data in flat arrays, and each frame
/// culls, sorts and batches what each viewport's camera sees into draw lists that it hands its
/// backend (RenderBackend: Vulkan, or the always-built null one). It never knows a node: nodes
/// (MeshInstance3D, Camera3D, ...) and resources (Mesh, Material, ...) push their state here
/// when it changes, through typed handles, and the server works only on what was pushed, so a
/// static scene costs nothing per frame until it is drawn.
///
/// Objects: each kind has `*_create` (returns a handle), setters named as Godot's
/// RenderingServer names them, and `free`. A freed or stale handle, or one of another server,
/// passed to any method throws arbor::Error naming the method and the handle; so do bad data
/// (mesh_add_surface with indices out of range, an image of the wrong size), each leaving the
/// object unchanged. Objects still alive when the server is destroyed are reported as leaks
/// (see set_leak_handler).
///
/// The frame: process() (an IFrameServer, ticked at the end of the tree's frame, after
/// transform notifications) runs PrepareFrame (sends changed resources to the backend, then for
/// each viewport due to render: frustum and layer culling, visibility ranges, per-light shadow
/// caster culling, sorting and batching into draw lists), then RenderShadows, RenderOffscreen
/// (SubViewports), RenderPrepass and RenderMain on the backend. A steady frame allocates
/// nothing.
///
/// One server belongs to one tree's thread; it is not thread-safe.
class RenderingServer : public IFrameServer {
 public:
  /// A server drawing through `backend` (a NullRenderBackend when null).
  explicit RenderingServer(std::unique_ptr<RenderBackend> backend = nullptr);
  ~RenderingServer() override;
  RenderingServer(const RenderingServer&) = delete;
  RenderingServer& operator=(const RenderingServer&) = delete;

  [[nodiscard]] RenderBackend& get_backend() const;

  // -- meshes ------------------------------------------------------------------------------------
  /// A mesh without surfaces. `name` names it in messages, leak reports and draw-list printouts
  /// (a resource passes its path, "res://level.tscn::BoxMesh_x2k4a").
  MeshHandle mesh_create(std::string_view name = {});
  /// Appends a surface (see SurfaceData for the rules it must keep); throws arbor::Error naming
  /// the mesh and the surface when it breaks one, adding nothing.
  void mesh_add_surface(MeshHandle mesh, SurfaceData surface);
  /// Changes the material of surface `surface` (0-based).
  void mesh_surface_set_material(MeshHandle mesh, int surface, MaterialHandle material);
  [[nodiscard]] MaterialHandle mesh_surface_get_material(MeshHandle mesh, int surface) const;
  [[nodiscard]] int mesh_get_surface_count(MeshHandle mesh) const;
  [[nodiscard]] const SurfaceData& mesh_get_surface(MeshHandle mesh, int surface) const;
  /// Removes every surface.
  void mesh_clear(MeshHandle mesh);
  /// Bounds used for culling instead of the surfaces' (a zero-size AABB clears it).
  void mesh_set_custom_aabb(MeshHandle mesh, const AABB& aabb);
  /// The custom AABB when set, else the merged bounds of the surfaces.
  [[nodiscard]] AABB mesh_get_aabb(MeshHandle mesh) const;

  // -- materials ---------------------------------------------------------------------------------
  /// A material with Godot's StandardMaterial3D defaults.
  MaterialHandle material_create(std::string_view name = {});
  /// Replaces the material's parameters. Texture and next_pass handles must be live; a
  /// next_pass chain that loops back throws.
  void material_set_data(MaterialHandle material, const MaterialData& data);
  [[nodiscard]] const MaterialData& material_get_data(MaterialHandle material) const;
  /// What surfaces without a material draw with: Godot's default material (white, lit).
  [[nodiscard]] MaterialHandle get_default_material() const;

  // -- textures ----------------------------------------------------------------------------------
  /// A 2D texture holding `image` (checked with image_data_error; throws when it is unusable).
  TextureHandle texture_2d_create(ImageData image, std::string_view name = {});
  /// Replaces a 2D texture's image (any size or format).
  void texture_2d_update(TextureHandle texture, ImageData image);
  [[nodiscard]] Vector2i texture_get_size(TextureHandle texture) const;
  /// The image a 2D texture holds (empty for a viewport's texture).
  [[nodiscard]] const ImageData& texture_get_image(TextureHandle texture) const;

  // -- multimeshes -------------------------------------------------------------------------------
  MultiMeshHandle multimesh_create(std::string_view name = {});
  /// Makes room for `instances` instances, all zero (Godot's multimesh_allocate_data).
  void multimesh_allocate_data(MultiMeshHandle multimesh, int instances,
                               MultiMeshTransformFormat format, bool use_colors = false,
                               bool use_custom_data = false);
  void multimesh_set_mesh(MultiMeshHandle multimesh, MeshHandle mesh);
  void multimesh_instance_set_transform(MultiMeshHandle multimesh, int index,
                                        const Transform3D& transform);
  void multimesh_instance_set_transform_2d(MultiMeshHandle multimesh, int index,
                                           const Transform2D& transform);
  void multimesh_instance_set_color(MultiMeshHandle multimesh, int index, const Color& color);
  void multimesh_instance_set_custom_data(MultiMeshHandle multimesh, int index,
                                          const Color& custom_data);
  /// Replaces the whole buffer (Godot's MultiMesh.buffer layout; the length must match).
  void multimesh_set_buffer(MultiMeshHandle multimesh, std::span<const float> buffer);
  /// How many instances draw (-1: all).
  void multimesh_set_visible_instances(MultiMeshHandle multimesh, int visible);
  [[nodiscard]] const MultiMeshData& multimesh_get_data(MultiMeshHandle multimesh) const;
  [[nodiscard]] AABB multimesh_get_aabb(MultiMeshHandle multimesh) const;

  // -- skies and environments ------------------------------------------------------------------
  SkyHandle sky_create(std::string_view name = {});
  void sky_set_data(SkyHandle sky, const SkyData& data);
  EnvironmentHandle environment_create(std::string_view name = {});
  void environment_set_data(EnvironmentHandle environment, const EnvironmentData& data);
  [[nodiscard]] const EnvironmentData& environment_get_data(EnvironmentHandle environment) const;
  /// The color CLEAR_COLOR backgrounds use (Godot's rendering/environment/defaults/
  /// default_clear_color, (0.3, 0.3, 0.3) unless a project sets it).
  void set_default_clear_color(const Color& color);
  [[nodiscard]] Color get_default_clear_color() const;

  // -- scenarios ---------------------------------------------------------------------------------
  /// A 3D world (what a World3D holds).
  ScenarioHandle scenario_create(std::string_view name = {});
  /// The environment its viewports draw with (WorldEnvironment), or null.
  void scenario_set_environment(ScenarioHandle scenario, EnvironmentHandle environment);
  /// Used when neither the camera nor the scenario has an environment (World3D's
  /// fallback_environment), or null.
  void scenario_set_fallback_environment(ScenarioHandle scenario, EnvironmentHandle environment);

  // -- instances ---------------------------------------------------------------------------------
  /// A placed object without base, scenario or transform (identity); visible, all in layer 1.
  InstanceHandle instance_create();
  /// What the instance draws: a mesh or a multimesh (a null handle draws nothing).
  void instance_set_base(InstanceHandle instance, MeshHandle mesh);
  void instance_set_base(InstanceHandle instance, MultiMeshHandle multimesh);
  /// The world it lives in (null: none; drawn nowhere).
  void instance_set_scenario(InstanceHandle instance, ScenarioHandle scenario);
  /// Its world transform.
  void instance_set_transform(InstanceHandle instance, const Transform3D& transform);
  void instance_set_visible(InstanceHandle instance, bool visible);
  /// VisualInstance3D.layers: drawn by cameras whose cull mask shares a bit.
  void instance_set_layer_mask(InstanceHandle instance, std::uint32_t mask);
  /// What picking returns for it (a node's instance id); 0 by default.
  void instance_attach_object_instance_id(InstanceHandle instance, std::uint64_t id);
  /// MeshInstance3D's surface_material_override/N (null: the mesh's own).
  void instance_set_surface_override_material(InstanceHandle instance, int surface,
                                              MaterialHandle material);
  /// GeometryInstance3D.material_override: replaces every surface's material (null: none).
  void instance_geometry_set_material_override(InstanceHandle instance, MaterialHandle material);
  /// GeometryInstance3D.material_overlay: drawn again over every surface (null: none).
  void instance_geometry_set_material_overlay(InstanceHandle instance, MaterialHandle material);
  void instance_geometry_set_cast_shadows_setting(InstanceHandle instance,
                                                  ShadowCastingSetting setting);
  /// GeometryInstance3D.visibility_range_*: drawn while the distance from the camera to the
  /// centre of its world AABB is in [begin, end] (0: unbounded), with Godot's margins.
  void instance_geometry_set_visibility_range(InstanceHandle instance, real_t begin, real_t end,
                                              real_t begin_margin, real_t end_margin,
                                              VisibilityRangeFadeMode fade_mode);
  /// GeometryInstance3D.transparency (0..1): above 0 the instance draws in the transparent pass.
  void instance_geometry_set_transparency(InstanceHandle instance, float transparency);
  /// GeometryInstance3D.extra_cull_margin: grows the culling bounds on every side.
  void instance_set_extra_visibility_margin(InstanceHandle instance, real_t margin);
  /// GeometryInstance3D.custom_aabb: bounds used instead of the base's (zero size: none).
  void instance_set_custom_aabb(InstanceHandle instance, const AABB& aabb);
  /// VisualInstance3D.sorting_offset and sorting_use_aabb_center (transparent sorting).
  void instance_set_pivot_data(InstanceHandle instance, real_t sorting_offset,
                               bool use_aabb_center);
  /// The instance's culling bounds in world space (its base's, moved, grown by the extra
  /// margin), as of the last change.
  [[nodiscard]] AABB instance_get_world_aabb(InstanceHandle instance) const;

  // -- cameras -----------------------------------------------------------------------------------
  CameraHandle camera_create();
  void camera_set_data(CameraHandle camera, const CameraData& data);
  [[nodiscard]] const CameraData& camera_get_data(CameraHandle camera) const;
  /// Camera to world (Camera3D's global transform with its h and v offsets applied).
  void camera_set_transform(CameraHandle camera, const Transform3D& transform);

  // -- lights ------------------------------------------------------------------------------------
  /// A light of `type` with Godot's defaults for it, in no scenario.
  LightHandle light_create(LightType type);
  /// Replaces its parameters (`data.type` must be the light's type).
  void light_set_data(LightHandle light, const LightData& data);
  [[nodiscard]] const LightData& light_get_data(LightHandle light) const;
  void light_set_scenario(LightHandle light, ScenarioHandle scenario);
  void light_set_transform(LightHandle light, const Transform3D& transform);
  void light_set_visible(LightHandle light, bool visible);

  // -- viewports ---------------------------------------------------------------------------------
  /// A render target of 512×512 pixels, updating WHEN_VISIBLE, without world or camera.
  ViewportHandle viewport_create(std::string_view name = {});
  void viewport_set_size(ViewportHandle viewport, Vector2i size);
  [[nodiscard]] Vector2i viewport_get_size(ViewportHandle viewport) const;
  /// The viewport that shows this one (a SubViewport's parent): it renders after this one, and
  /// WHEN_PARENT_VISIBLE follows it. Null for a root viewport.
  void viewport_set_parent_viewport(ViewportHandle viewport, ViewportHandle parent);
  void viewport_set_scenario(ViewportHandle viewport, ScenarioHandle scenario);
  /// The camera it renders with (null: it draws only its background and canvas).
  void viewport_attach_camera(ViewportHandle viewport, CameraHandle camera);
  void viewport_set_update_mode(ViewportHandle viewport, ViewportUpdateMode mode);
  [[nodiscard]] ViewportUpdateMode viewport_get_update_mode(ViewportHandle viewport) const;
  void viewport_set_clear_mode(ViewportHandle viewport, ViewportClearMode mode);
  void viewport_set_active(ViewportHandle viewport, bool active);
  void viewport_set_disable_3d(ViewportHandle viewport, bool disabled);
  void viewport_set_transparent_background(ViewportHandle viewport, bool enabled);
  void viewport_set_msaa_3d(ViewportHandle viewport, ViewportMsaa msaa);
  /// Shown in the window (presented at the end of the frame) instead of offscreen.
  void viewport_attach_to_screen(ViewportHandle viewport, bool attached);
  /// Its picture as a texture (a ViewportTexture's); made on first request, freed with it.
  [[nodiscard]] TextureHandle viewport_get_texture(ViewportHandle viewport);
  /// What the viewport drew in the last frame it rendered (draw lists, lights, stats), or
  /// nullptr when it has not rendered. Valid until the next process().
  [[nodiscard]] const RenderView* viewport_get_render_view(ViewportHandle viewport) const;
  /// Its last picture, read back from the backend; nullopt without one (null backend).
  [[nodiscard]] std::optional<ImageData> viewport_get_image(ViewportHandle viewport);
  /// The object id under `position` (pixels from its top left) in the viewport's last frame: the
  /// backend's answer when it picks on the device, else the nearest instance a ray from the
  /// viewport's camera hits (instances_pick_ray, against AABBs then triangles). 0 for none.
  [[nodiscard]] std::uint64_t viewport_pick(ViewportHandle viewport, Vector2 position);

  // -- queries -----------------------------------------------------------------------------------
  /// The nearest instance of `scenario` hit by the ray from `from` along `direction` (any
  /// length), among visible instances with a mesh in `layer_mask`: AABBs first, then each
  /// candidate's triangles (front and back faces). Multimeshes test their instances' AABBs.
  [[nodiscard]] std::optional<RayPick> instances_pick_ray(ScenarioHandle scenario,
                                                          const Vector3& from,
                                                          const Vector3& direction,
                                                          std::uint32_t layer_mask = 0xFFFFFFFFu);

  // -- the frame ---------------------------------------------------------------------------------
  /// Runs one frame (see the class comment); `delta` is the tree's process delta.
  void process(double delta) override;
  /// The last frame's views, in render order (empty before the first frame).
  [[nodiscard]] const RenderFrame& get_last_frame() const;

  // -- lifetime ----------------------------------------------------------------------------------
  void free(MeshHandle mesh);
  void free(MaterialHandle material);
  void free(TextureHandle texture);
  void free(MultiMeshHandle multimesh);
  void free(SkyHandle sky);
  void free(EnvironmentHandle environment);
  void free(ScenarioHandle scenario);
  void free(InstanceHandle instance);
  void free(CameraHandle camera);
  void free(LightHandle light);
  void free(ViewportHandle viewport);
  /// Whether `handle` names a live object of this server.
  template <class Tag>
  [[nodiscard]] bool is_alive(RenderHandle<Tag> handle) const;
  /// The name an object was made with (its kind and handle when it has none).
  template <class Tag>
  [[nodiscard]] std::string get_name(RenderHandle<Tag> handle) const;

  /// Objects alive now (the default material aside): what destroying the server now would
  /// report as leaked ("mesh #2:1 'res://box.tres'", "instance #3:1 (object 42)").
  [[nodiscard]] std::vector<std::string> get_leaks() const;
  /// Receives the leak report when the server is destroyed with objects alive; the default
  /// prints one line per object to stderr.
  void set_leak_handler(std::function<void(const std::vector<std::string>&)> handler);

  /// Live objects of each kind (for tests and diagnostics).
  struct ObjectCounts {
    int meshes = 0, materials = 0, textures = 0, multimeshes = 0, skies = 0, environments = 0,
        scenarios = 0, instances = 0, cameras = 0, lights = 0, viewports = 0;
  };
  [[nodiscard]] ObjectCounts get_object_counts() const;

  /// Heap bytes the server keeps per instance in its instance arrays and handle table (what an
  /// instance costs beside its node, not counting partly filled pages), for the memory figures.
  [[nodiscard]] static std::size_t get_bytes_per_instance();

  struct State;

 private:
  std::unique_ptr<State> state_;
};

}  // namespace arbor
