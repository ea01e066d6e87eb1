// The rendering server without a GPU (docs/rendering.md): a box made through the server, seen by
// a camera; one frame; the draw list it produced. Exits 1 when the frame is not what it should be.

#include <cstdio>
#include <vector>

#include "arbor/arbor.h"

int main() {
  arbor::RenderingServer server;  // the null backend: no device needed
  const arbor::ScenarioHandle world = server.scenario_create("world");

  // A mesh: one surface of triangles (Godot's winding: clockwise seen from the front).
  const arbor::MeshHandle triangle = server.mesh_create("triangle");
  arbor::SurfaceData surface;
  surface.vertices = {{-1, -1, 0}, {0, 1, 0}, {1, -1, 0}};
  server.mesh_add_surface(triangle, surface);  // checked: a bad index would throw here

  // Three instances of it, two in front of the camera, one behind it.
  const arbor::Vector3 places[] = {{0, 0, -5}, {2, 0, -8}, {0, 0, 5}};
  std::vector<arbor::InstanceHandle> instances;
  for (const arbor::Vector3& place : places) {
    const arbor::InstanceHandle instance = instances.emplace_back(server.instance_create());
    server.instance_set_base(instance, triangle);
    server.instance_set_scenario(instance, world);
    server.instance_set_transform(instance, arbor::Transform3D(arbor::Basis(), place));
  }

  // A camera at the origin looking along -Z, shown by a viewport rendered every frame.
  const arbor::CameraHandle camera = server.camera_create();
  const arbor::ViewportHandle viewport = server.viewport_create("main");
  server.viewport_set_size(viewport, {1280, 720});
  server.viewport_set_update_mode(viewport, arbor::ViewportUpdateMode::ALWAYS);
  server.viewport_set_scenario(viewport, world);
  server.viewport_attach_camera(viewport, camera);

  server.process(1.0 / 60);  // one frame

  const arbor::RenderView& view = *server.viewport_get_render_view(viewport);
  const arbor::DrawBatch& batch = view.opaque.batches.at(0);
  std::printf("%u instances seen, %u culled, %u drawn in %u batch: %s with %s, %u instances\n",
              view.stats.instances_seen, view.stats.instances_culled, view.stats.instances_drawn,
              view.stats.batches, server.get_name(batch.mesh).c_str(),
              server.get_name(batch.material).c_str(), batch.count);
  const bool expected = view.stats.instances_drawn == 2 && view.opaque.batches.size() == 1;

  // The server reports objects still alive when it goes (as leaks): free what was made.
  for (const arbor::InstanceHandle instance : instances) server.free(instance);
  server.free(viewport);
  server.free(camera);
  server.free(triangle);
  server.free(world);
  return expected ? 0 : 1;
}
