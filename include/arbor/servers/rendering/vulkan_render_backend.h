// The Vulkan rendering backend (link arbor::rendering_vulkan): the RenderingServer's frames on a
// Vulkan device, offscreen or in a window. No Vulkan type appears here.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/render_backend.h"

namespace arbor {

class DisplayServer;

/// No Vulkan device can be used on this machine. The message is one line saying why and how to
/// get one (on a machine without a GPU: Mesa's lavapipe, `apt-get install mesa-vulkan-drivers`).
class VulkanUnavailable : public Error {
 public:
  using Error::Error;
};

/// The device was lost (a driver reset, a GPU fault, a hang) or ran out of memory: rendering
/// cannot go on. Programs end with its message and a nonzero exit.
class VulkanDeviceFault : public Error {
 public:
  using Error::Error;
};

/// How the backend starts.
struct VulkanBackendSettings {
  /// Turns the Khronos validation layer on (it is also on when VK_INSTANCE_LAYERS names it).
  bool validation = false;
  /// The display whose window the viewport attached to the screen is presented in (not owned;
  /// it must outlive the backend); null renders offscreen only.
  DisplayServer* window = nullptr;
  /// Waits for the display's refresh when presenting (FIFO); off presents at once.
  bool vsync = true;
  /// Width and height in texels of each directional shadow split.
  int shadow_map_size = 2048;
  /// Prints each validation message to stderr as it arrives (they are kept either way).
  bool echo_validation = true;
};

/// What the last completed frames cost on the device, for benchmarks and diagnostics. GPU
/// times come from timestamp queries of a frame that has finished (two frames behind), 0 on a
/// device without timestamps.
struct VulkanFrameStats {
  std::uint32_t draw_calls = 0;  ///< draw commands recorded in the last frame
  std::uint32_t shadow_draw_calls = 0;
  std::uint32_t pipeline_binds = 0;
  std::uint32_t instances_drawn = 0;     ///< instances over every pass, shadows included
  std::uint64_t frame_upload_bytes = 0;  ///< per-frame data written for the last frame
  double gpu_shadows_ms = 0;             ///< shadow maps
  double gpu_offscreen_ms = 0;           ///< SubViewports
  double gpu_main_ms = 0;                ///< sky, opaque and transparent passes of the shown views
  double gpu_post_ms = 0;                ///< tonemapping, 2D and presentation copies
  double gpu_frame_ms = 0;               ///< the whole frame
  std::uint64_t device_allocations = 0;  ///< vkAllocateMemory calls since the start
  std::uint64_t device_bytes_reserved = 0;
  std::uint64_t device_bytes_used = 0;
  std::uint64_t uploaded_bytes = 0;  ///< resource data uploaded since the start
  std::size_t pipelines = 0;         ///< graphics pipelines made so far
};

/// A RenderBackend on Vulkan 1.2+ (through volk, so a machine without Vulkan still starts and
/// gets VulkanUnavailable): a forward renderer into an HDR target, the environment's tonemap,
/// directional, omni and spot lights, a directional shadow map with PCF, the sky, MultiMesh
/// from persistent buffers, SubViewports as textures, MSAA, picking on the device and readback.
/// A lost device or exhausted device memory throws VulkanDeviceFault from the call that met it.
class VulkanRenderBackend : public RenderBackend {
 public:
  /// Throws VulkanUnavailable when there is no usable device (or window support).
  static std::unique_ptr<VulkanRenderBackend> create(const VulkanBackendSettings& settings = {});

  /// The device's name and driver ("llvmpipe (LLVM 15.0.6, 256 bits), Mesa 22.3.6").
  [[nodiscard]] virtual std::string get_device_name() const = 0;
  [[nodiscard]] virtual const VulkanFrameStats& get_frame_stats() const = 0;
  /// The validation and driver warnings and errors reported since the last call.
  virtual std::vector<std::string> take_validation_messages() = 0;
  /// Waits until the device has finished every submitted frame.
  virtual void wait_idle() = 0;
  /// The message of the VulkanDeviceFault a frame call met (the device was lost or out of
  /// memory), or empty while the device is fine. A program checks it after each frame and ends:
  /// the server reports exceptions from its backend and goes on, but nothing will draw again.
  [[nodiscard]] virtual const std::string& get_device_fault() const = 0;
};

/// Writes an 8-bit RGBA image (a viewport's picture, RenderingServer::viewport_get_image) as a
/// PNG file; throws arbor::Error naming the file when it cannot.
void save_png(const ImageData& image, const std::string& path);

}  // namespace arbor
