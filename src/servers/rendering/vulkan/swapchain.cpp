#include "servers/rendering/vulkan/swapchain.h"

#include <algorithm>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {

Swapchain::Swapchain(Device& device, const NativeWindowHandle& window, bool vsync)
    : device_(device), vsync_(vsync) {
  surface_ = create_window_surface(device, window);
  VkBool32 supported = VK_FALSE;
  vkGetPhysicalDeviceSurfaceSupportKHR(device.physical_device(), device.queue_family(), surface_,
                                       &supported);
  if (!supported) {
    vkDestroySurfaceKHR(device.instance(), surface_, nullptr);
    throw VulkanUnavailable(device.info().name + " cannot present to this window");
  }
  VkSemaphoreCreateInfo semaphore{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  for (VkSemaphore& acquired : acquired_) {
    check(vkCreateSemaphore(device.get(), &semaphore, nullptr, &acquired), "vkCreateSemaphore");
  }
  create();
}

Swapchain::~Swapchain() {
  vkDeviceWaitIdle(device_.get());
  destroy_swapchain();
  for (VkSemaphore acquired : acquired_) {
    if (acquired) vkDestroySemaphore(device_.get(), acquired, nullptr);
  }
  if (surface_) vkDestroySurfaceKHR(device_.instance(), surface_, nullptr);
}

void Swapchain::destroy_swapchain() {
  for (VkSemaphore rendered : rendered_) vkDestroySemaphore(device_.get(), rendered, nullptr);
  rendered_.clear();
  if (swapchain_) vkDestroySwapchainKHR(device_.get(), swapchain_, nullptr);
  swapchain_ = VK_NULL_HANDLE;
  images_.clear();
}

void Swapchain::create() {
  const VkPhysicalDevice physical = device_.physical_device();
  VkSurfaceCapabilitiesKHR capabilities;
  check(vkGetPhysicalDeviceSurfaceCapabilitiesKHR(physical, surface_, &capabilities),
        "vkGetPhysicalDeviceSurfaceCapabilitiesKHR");
  std::uint32_t count = 0;
  vkGetPhysicalDeviceSurfaceFormatsKHR(physical, surface_, &count, nullptr);
  std::vector<VkSurfaceFormatKHR> formats(count);
  vkGetPhysicalDeviceSurfaceFormatsKHR(physical, surface_, &count, formats.data());
  // The picture is sRGB-encoded RGBA8; an sRGB swapchain format keeps it as it is when copied.
  VkSurfaceFormatKHR chosen = formats.empty() ? VkSurfaceFormatKHR{} : formats[0];
  for (const VkSurfaceFormatKHR& format : formats) {
    if ((format.format == VK_FORMAT_B8G8R8A8_SRGB || format.format == VK_FORMAT_R8G8B8A8_SRGB) &&
        format.colorSpace == VK_COLOR_SPACE_SRGB_NONLINEAR_KHR) {
      chosen = format;
      break;
    }
  }
  format_ = chosen.format;
  color_space_ = chosen.colorSpace;

  vkGetPhysicalDeviceSurfacePresentModesKHR(physical, surface_, &count, nullptr);
  std::vector<VkPresentModeKHR> modes(count);
  vkGetPhysicalDeviceSurfacePresentModesKHR(physical, surface_, &count, modes.data());
  VkPresentModeKHR mode = VK_PRESENT_MODE_FIFO_KHR;
  if (!vsync_) {
    for (VkPresentModeKHR wanted : {VK_PRESENT_MODE_MAILBOX_KHR, VK_PRESENT_MODE_IMMEDIATE_KHR}) {
      if (std::find(modes.begin(), modes.end(), wanted) != modes.end()) {
        mode = wanted;
        break;
      }
    }
  }

  extent_ = capabilities.currentExtent;
  if (extent_.width == 0 || extent_.height == 0) return;  // minimised: made when it reappears
  std::uint32_t image_count = std::max(capabilities.minImageCount + 1, 2u);
  if (capabilities.maxImageCount > 0)
    image_count = std::min(image_count, capabilities.maxImageCount);

  VkSwapchainCreateInfoKHR info{VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR};
  info.surface = surface_;
  info.minImageCount = image_count;
  info.imageFormat = format_;
  info.imageColorSpace = color_space_;
  info.imageExtent = extent_;
  info.imageArrayLayers = 1;
  info.imageUsage = VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT;
  info.imageSharingMode = VK_SHARING_MODE_EXCLUSIVE;
  info.preTransform = capabilities.currentTransform;
  info.compositeAlpha = VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR;
  info.presentMode = mode;
  info.clipped = VK_TRUE;
  check(vkCreateSwapchainKHR(device_.get(), &info, nullptr, &swapchain_), "vkCreateSwapchainKHR");
  vkGetSwapchainImagesKHR(device_.get(), swapchain_, &count, nullptr);
  images_.resize(count);
  vkGetSwapchainImagesKHR(device_.get(), swapchain_, &count, images_.data());
  VkSemaphoreCreateInfo semaphore{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  rendered_.resize(count);
  for (VkSemaphore& rendered : rendered_) {
    check(vkCreateSemaphore(device_.get(), &semaphore, nullptr, &rendered), "vkCreateSemaphore");
  }
  out_of_date_ = false;
}

bool Swapchain::acquire(std::uint32_t slot) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (out_of_date_ || !swapchain_) {
      device_.wait_idle();
      destroy_swapchain();
      create();
      if (!swapchain_) return false;
    }
    const VkResult result = vkAcquireNextImageKHR(device_.get(), swapchain_, UINT64_MAX,
                                                  acquired_[slot], VK_NULL_HANDLE, &index_);
    if (result == VK_ERROR_OUT_OF_DATE_KHR) {
      out_of_date_ = true;
      continue;
    }
    if (result == VK_SUBOPTIMAL_KHR)
      out_of_date_ = true;  // present this one, remake after
    else
      check(result, "vkAcquireNextImageKHR");
    return true;
  }
  return false;
}

void Swapchain::present() {
  VkPresentInfoKHR info{VK_STRUCTURE_TYPE_PRESENT_INFO_KHR};
  info.waitSemaphoreCount = 1;
  info.pWaitSemaphores = &rendered_[index_];
  info.swapchainCount = 1;
  info.pSwapchains = &swapchain_;
  info.pImageIndices = &index_;
  const VkResult result = vkQueuePresentKHR(device_.queue(), &info);
  if (result == VK_ERROR_OUT_OF_DATE_KHR || result == VK_SUBOPTIMAL_KHR) {
    out_of_date_ = true;
    return;
  }
  check(result, "vkQueuePresentKHR");
}

}  // namespace arbor::vulkan
