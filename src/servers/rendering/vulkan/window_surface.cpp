// Surfaces of native windows. Kept apart from the rest of the backend: Xlib's macros (None,
// Bool, Status, ...) must not reach other files.
#define VK_USE_PLATFORM_XLIB_KHR
#include "servers/rendering/vulkan/device.h"
#include "servers/rendering/vulkan/swapchain.h"

namespace arbor::vulkan {

VkSurfaceKHR create_window_surface(Device& device, const NativeWindowHandle& window) {
  if (window.system != NativeWindowHandle::System::X11) {
    throw VulkanUnavailable(
        "the Vulkan backend shows windows on X11 only (run under X, or with xvfb-run -a)");
  }
  auto create = reinterpret_cast<PFN_vkCreateXlibSurfaceKHR>(
      vkGetInstanceProcAddr(device.instance(), "vkCreateXlibSurfaceKHR"));
  if (!create) throw VulkanUnavailable("the Vulkan driver cannot show X11 windows");
  VkXlibSurfaceCreateInfoKHR info{VK_STRUCTURE_TYPE_XLIB_SURFACE_CREATE_INFO_KHR};
  info.dpy = static_cast<Display*>(window.display);
  info.window = static_cast<Window>(window.window);
  VkSurfaceKHR surface = VK_NULL_HANDLE;
  check(create(device.instance(), &info, nullptr, &surface), "vkCreateXlibSurfaceKHR");
  return surface;
}

std::vector<std::string> surface_extensions(NativeWindowHandle::System system) {
  if (system == NativeWindowHandle::System::X11) {
    return {VK_KHR_SURFACE_EXTENSION_NAME, VK_KHR_XLIB_SURFACE_EXTENSION_NAME};
  }
  return {};
}

}  // namespace arbor::vulkan
