// Draws a lit, shadowed box with the Vulkan backend and writes the picture as a PNG: the
// rendering server driven by hand, without a scene tree (a tree does the same through its nodes).

#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>

#include "arbor/arbor.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"

using namespace arbor;

namespace {

/// A box of `size` as one surface: 24 vertices with outward normals, Godot's winding.
SurfaceData box(const Vector3& size) {
  SurfaceData surface;
  const Vector3 faces[6][3] = {
      {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, 0, -1}, {-1, 0, 0}, {0, 1, 0}},
      {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}, {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}},
      {{0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
  };
  for (const auto& [normal, right, up] : faces) {
    const auto base = std::int32_t(surface.vertices.size());
    for (const Vector3& corner :
         {normal - right - up, normal + right - up, normal + right + up, normal - right + up}) {
      surface.vertices.push_back(corner * size * real_t(0.5));
      surface.normals.push_back(normal);
    }
    for (std::int32_t index : {0, 2, 1, 0, 3, 2}) surface.indices.push_back(base + index);
  }
  return surface;
}

}  // namespace

int main() {
  std::unique_ptr<VulkanRenderBackend> backend;
  try {
    backend = VulkanRenderBackend::create();
  } catch (const VulkanUnavailable& unavailable) {
    std::fprintf(stderr, "%s\n", unavailable.what());
    return 1;
  }
  std::printf("Drawing on %s\n", backend->get_device_name().c_str());
  RenderingServer server(std::move(backend));

  const ScenarioHandle world = server.scenario_create("world");
  const ViewportHandle viewport = server.viewport_create("picture");
  server.viewport_set_size(viewport, {320, 180});
  server.viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
  server.viewport_set_scenario(viewport, world);
  const CameraHandle camera = server.camera_create();
  server.camera_set_transform(camera, Transform3D(Basis(), {2, 2, 4}).looking_at({0, 0, 0}));
  server.viewport_attach_camera(viewport, camera);

  const MaterialHandle orange = server.material_create("orange");
  MaterialData paint;
  paint.albedo_color = Color(0.9, 0.5, 0.2);
  server.material_set_data(orange, paint);
  const MeshHandle cube = server.mesh_create("cube");
  SurfaceData surface = box({1, 1, 1});
  surface.material = orange;
  server.mesh_add_surface(cube, surface);
  const MeshHandle ground = server.mesh_create("ground");
  server.mesh_add_surface(ground, box({8, 0.1, 8}));

  const InstanceHandle instances[2] = {server.instance_create(), server.instance_create()};
  server.instance_set_base(instances[0], cube);
  server.instance_set_transform(instances[0], Transform3D(Basis(), {0, 0.5, 0}));
  server.instance_set_base(instances[1], ground);
  for (InstanceHandle instance : instances) server.instance_set_scenario(instance, world);

  const LightHandle sun = server.light_create(LightType::DIRECTIONAL);
  LightData light = default_light_data(LightType::DIRECTIONAL);
  light.shadow_enabled = true;
  server.light_set_data(sun, light);
  server.light_set_transform(sun, Transform3D().looking_at({-0.5, -1, -0.3}, {0, 1, 0}));
  server.light_set_scenario(sun, world);

  server.process(1.0 / 60);
  const std::optional<ImageData> picture = server.viewport_get_image(viewport);
  const std::string path =
      (std::filesystem::temp_directory_path() / "arbor_vulkan_picture.png").string();
  if (picture) {
    save_png(*picture, path);
    std::printf("Wrote %dx%d pixels to %s\n", picture->width, picture->height, path.c_str());
  }

  server.free(sun);
  for (InstanceHandle instance : instances) server.free(instance);
  server.free(ground);
  server.free(cube);
  server.free(orange);
  server.free(camera);
  server.free(viewport);
  server.free(world);
  return picture ? 0 : 1;
}
