// Device: the Vulkan instance, the chosen physical device, its logical device and graphics queue,
// the debug messenger and the memory allocator: what every other part of the backend is built on.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "servers/rendering/vulkan/gpu_memory.h"
#include "servers/rendering/vulkan/validation_log.h"
#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

/// No Vulkan device could be used (the public VulkanUnavailable): the message is one line that
/// says why and how to get one.
using NoDevice = VulkanUnavailable;

/// What the device must offer.
struct DeviceOptions {
  /// Turn the Khronos validation layer on from code (it is also on when the environment names it
  /// in VK_INSTANCE_LAYERS); NoDevice when it is not installed.
  bool validation = false;
  /// Instance extensions a window system needs for its surfaces (empty: offscreen only).
  std::vector<std::string> surface_extensions;
  /// Application name the driver sees.
  std::string application = "Arbor";
};

/// What the renderer learned about the device when it was chosen.
struct DeviceInfo {
  std::string name;
  std::string driver;  ///< driver name and version as the driver reports them
  std::uint32_t api_version = 0;
  bool is_cpu = false;  ///< a software device (lavapipe, SwiftShader)
  bool timestamps = false;
  float timestamp_period_ns = 1.0f;
  bool anisotropy = false;
  float max_anisotropy = 1.0f;
  VkSampleCountFlags msaa_samples = VK_SAMPLE_COUNT_1_BIT;  ///< colour and depth both support
  VkDeviceSize uniform_alignment = 256;
  VkDeviceSize storage_alignment = 256;
  bool debug_names = false;  ///< VK_EXT_debug_utils names objects in messages
};

/// The device everything else is made on. Picks a physical device supporting Vulkan 1.2 with
/// dynamic rendering and a graphics queue: the one named by ARBOR_VULKAN_DEVICE (a part of its
/// name) when set, else a discrete GPU, an integrated one, a virtual one, then a CPU device.
class Device {
 public:
  /// Throws NoDevice with a one-line reason when there is no Vulkan loader or no usable device.
  static std::unique_ptr<Device> create(const DeviceOptions& options = {});
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;
  ~Device();

  [[nodiscard]] VkInstance instance() const { return instance_; }
  [[nodiscard]] VkPhysicalDevice physical_device() const { return physical_device_; }
  [[nodiscard]] VkDevice get() const { return device_; }
  [[nodiscard]] VkQueue queue() const { return queue_; }
  [[nodiscard]] std::uint32_t queue_family() const { return queue_family_; }
  [[nodiscard]] const DeviceInfo& info() const { return info_; }
  [[nodiscard]] GpuMemory& memory() { return *memory_; }
  [[nodiscard]] ValidationLog& validation_log() { return validation_log_; }
  /// Whether the validation layer is on (from the options or the environment).
  [[nodiscard]] bool validation_enabled() const { return validation_enabled_; }

  /// vkCmdBeginRendering or its KHR form on a Vulkan 1.2 device.
  void begin_rendering(VkCommandBuffer commands, const VkRenderingInfo& info) const;
  void end_rendering(VkCommandBuffer commands) const;

  /// Records commands with `record` into a reused command buffer, submits them and waits.
  /// For one-off work (uploads, readback), never for frames.
  void run_commands(const std::function<void(VkCommandBuffer)>& record);
  /// Waits for a fence, turning a lost device into DeviceFault instead of a hang.
  void wait(VkFence fence) const;
  void wait_idle() const;

  /// Names a Vulkan object in validation messages and debuggers (no-op without debug utils).
  void set_name(std::uint64_t handle, VkObjectType type, const char* name) const;

 private:
  Device() = default;
  void create_instance(const DeviceOptions& options);
  void pick_physical_device();
  void create_device(bool presentation);

  VkInstance instance_ = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_device_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  std::uint32_t queue_family_ = 0;
  VkCommandPool one_off_pool_ = VK_NULL_HANDLE;
  VkCommandBuffer one_off_commands_ = VK_NULL_HANDLE;
  VkFence one_off_fence_ = VK_NULL_HANDLE;
  PFN_vkCmdBeginRendering cmd_begin_rendering_ = nullptr;
  PFN_vkCmdEndRendering cmd_end_rendering_ = nullptr;
  bool validation_enabled_ = false;
  bool debug_utils_ = false;
  DeviceInfo info_;
  ValidationLog validation_log_;
  std::unique_ptr<GpuMemory> memory_;
};

}  // namespace arbor::vulkan
