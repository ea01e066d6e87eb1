// ServerScene: a RenderingServer on the Vulkan backend (validation on) with a scenario, a viewport
// and a camera, and helpers that add geometry, materials, lights and environments through the
// server's API: what the backend's tests draw with, without any node.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <vector>

#include "arbor/servers/rendering/rendering_server.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "servers/rendering/vulkan/png_file.h"

namespace arbor::vulkan::test {

/// A square of side 2 × `half` in the XY plane facing +Z, with normals, uvs and tangents.
SurfaceData quad_surface(real_t half);
/// An axis-aligned box of `size` centred on the origin: 24 vertices, outward normals.
SurfaceData box_surface(const Vector3& size);

class ServerScene {
 public:
  /// Puts something between the server and the backend (a decorator that measures calls).
  using BackendWrapper =
      std::function<std::unique_ptr<RenderBackend>(std::unique_ptr<RenderBackend> backend)>;

  /// How the scene's backend and viewport are made.
  struct Options {
    Vector2i size{64, 64};
    ViewportMsaa msaa = ViewportMsaa::DISABLED;
    /// The Khronos layer (off only where it would be measured too).
    bool validation = true;
    BackendWrapper wrap;
    /// Presents the viewport in this display's window.
    DisplayServer* window = nullptr;
  };

  explicit ServerScene(const Options& options);
  explicit ServerScene(Vector2i size = {64, 64}, ViewportMsaa msaa = ViewportMsaa::DISABLED);
  ~ServerScene();
  ServerScene(const ServerScene&) = delete;
  ServerScene& operator=(const ServerScene&) = delete;

  [[nodiscard]] RenderingServer& server() { return *server_; }
  [[nodiscard]] VulkanRenderBackend& backend() { return *backend_; }
  [[nodiscard]] ScenarioHandle scenario() const { return scenario_; }
  [[nodiscard]] ViewportHandle viewport() const { return viewport_; }
  [[nodiscard]] CameraHandle camera() const { return camera_; }

  void set_camera(const Transform3D& transform, const CameraData& data = {});
  MaterialHandle material(const MaterialData& data);
  /// A material of one colour; `unshaded` draws it as it is.
  MaterialHandle color(const Color& color, bool unshaded = false);
  MeshHandle mesh(SurfaceData surface, MaterialHandle material = {});
  InstanceHandle instance(MeshHandle mesh, const Transform3D& transform,
                          std::uint64_t object_id = 0);
  LightHandle light(const LightData& data, const Transform3D& transform);
  /// Makes `data` the scenario's environment.
  EnvironmentHandle environment(const EnvironmentData& data);
  SkyHandle sky(const SkyData& data);
  TextureHandle texture(ImageData image, const std::string& name = {});

  /// Runs `frames` frames and reads the viewport's picture back.
  RgbaPixels render(int frames = 1);
  /// Adds a test failure for every validation message since the last call.
  void expect_no_validation_messages();

  /// Called in reverse order when the scene is destroyed (frees what a test made itself).
  void on_destroy(std::function<void()> release) { releases_.push_back(std::move(release)); }

 private:
  VulkanRenderBackend* backend_ = nullptr;
  std::unique_ptr<RenderingServer> server_;
  ScenarioHandle scenario_;
  ViewportHandle viewport_;
  CameraHandle camera_;
  std::vector<std::function<void()>> releases_;
};

/// Godot's sRGB encoding of a linear value, as an 8-bit channel.
[[nodiscard]] int to_srgb8(double linear);
/// sRGB to linear for one channel.
[[nodiscard]] double to_linear(double srgb);

}  // namespace arbor::vulkan::test
