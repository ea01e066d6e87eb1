// Helpers for the rendering server's tests: boxes, cameras and scenes made through its API.
#pragma once

#include <memory>

#include "arbor/core/error/error.h"

#include "arbor/servers/rendering/null_render_backend.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor::render_test {

/// Twelve triangles of an axis-aligned box of `size`, centred on the origin.
SurfaceData box_surface(const Vector3& size = Vector3(1, 1, 1));

/// A server on a NullRenderBackend with call recording, a scenario, a 100×100 viewport (always
/// updating) and a perspective camera at the origin looking along -Z.
struct RenderFixture {
  RenderFixture();
  ~RenderFixture();

  /// An instance of `mesh` at `position` in the scenario.
  InstanceHandle add_instance(MeshHandle mesh, const Vector3& position);
  /// The viewport's view of the last frame.
  [[nodiscard]] const RenderView& view() const;

  NullRenderBackend* backend = nullptr;
  std::unique_ptr<RenderingServer> server;
  ScenarioHandle scenario;
  ViewportHandle viewport;
  CameraHandle camera;
  MeshHandle box;
  MaterialHandle material;
};

}  // namespace arbor::render_test
