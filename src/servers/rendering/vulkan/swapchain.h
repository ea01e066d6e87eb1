// Swapchain: a window's surface and the images presented in it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arbor/servers/display_server.h"
#include "servers/rendering/vulkan/frame_ring.h"
#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

class Device;

/// The instance extensions a window of `system` needs (empty when it has none).
[[nodiscard]] std::vector<std::string> surface_extensions(NativeWindowHandle::System system);
/// A surface for `window`; throws VulkanUnavailable for a window system the backend cannot use.
[[nodiscard]] VkSurfaceKHR create_window_surface(Device& device, const NativeWindowHandle& window);

/// Presents pictures in a window: the surface made from its native handles, a swapchain that
/// follows the window's size (remade when the driver reports it out of date or the size
/// changes), FIFO with vsync, else MAILBOX or IMMEDIATE.
class Swapchain {
 public:
  /// Throws VulkanUnavailable when the window system is not supported or the device cannot
  /// present to it.
  Swapchain(Device& device, const NativeWindowHandle& window, bool vsync);
  Swapchain(const Swapchain&) = delete;
  Swapchain& operator=(const Swapchain&) = delete;
  ~Swapchain();

  /// Acquires the next image, signalling the semaphore of frame slot `slot`; false when the
  /// window has no area (minimised) and nothing should be presented.
  bool acquire(std::uint32_t slot);
  [[nodiscard]] VkImage image() const { return images_[index_]; }
  [[nodiscard]] VkExtent2D extent() const { return extent_; }
  [[nodiscard]] VkFormat format() const { return format_; }
  [[nodiscard]] VkSemaphore acquired_semaphore(std::uint32_t slot) const { return acquired_[slot]; }
  [[nodiscard]] VkSemaphore rendered_semaphore() const { return rendered_[index_]; }
  /// Presents the acquired image once the frame signalled rendered_semaphore().
  void present();

 private:
  void create();
  void destroy_swapchain();

  Device& device_;
  VkSurfaceKHR surface_ = VK_NULL_HANDLE;
  VkSwapchainKHR swapchain_ = VK_NULL_HANDLE;
  bool vsync_ = true;
  bool out_of_date_ = false;
  VkFormat format_ = VK_FORMAT_UNDEFINED;
  VkColorSpaceKHR color_space_ = VK_COLOR_SPACE_SRGB_NONLINEAR_KHR;
  VkExtent2D extent_{};
  std::vector<VkImage> images_;
  std::vector<VkSemaphore> rendered_;
  std::array<VkSemaphore, kFramesInFlight> acquired_{};
  std::uint32_t index_ = 0;
};

}  // namespace arbor::vulkan
