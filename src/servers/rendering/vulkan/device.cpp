#include "servers/rendering/vulkan/device.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace arbor::vulkan {
namespace {

constexpr const char* kValidationLayer = "VK_LAYER_KHRONOS_validation";
constexpr const char* kHowToGetLavapipe =
    "on a machine without a GPU, Mesa's lavapipe provides one: apt-get install "
    "mesa-vulkan-drivers";
/// How long a wait for the GPU may take before the device counts as hung. Software devices
/// render large frames slowly, so the bound is generous.
constexpr std::uint64_t kFenceTimeoutNs = 120'000'000'000ull;

VKAPI_ATTR VkBool32 VKAPI_CALL on_debug_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                VkDebugUtilsMessageTypeFlagsEXT types,
                                                const VkDebugUtilsMessengerCallbackDataEXT* data,
                                                void* user) {
  if (severity < VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) return VK_FALSE;
  // The loader's own warnings (which layers the environment added, which drivers it skipped)
  // describe the machine, not the program.
  if (types == VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT &&
      severity < VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
    return VK_FALSE;
  }
  std::string message =
      severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? "error" : "warning";
  if (types & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) {
    message += " (validation)";
  } else if (types & VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT) {
    message += " (performance)";
  }
  message += ": ";
  if (data->pMessageIdName) message += std::string(data->pMessageIdName) + ": ";
  message += data->pMessage ? data->pMessage : "";
  static_cast<ValidationLog*>(user)->add(std::move(message));
  return VK_FALSE;
}

bool environment_enables_validation() {
  const char* layers = std::getenv("VK_INSTANCE_LAYERS");
  return layers && std::string_view(layers).find(kValidationLayer) != std::string_view::npos;
}

bool has_layer(const char* name) {
  std::uint32_t count = 0;
  vkEnumerateInstanceLayerProperties(&count, nullptr);
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  return std::any_of(layers.begin(), layers.end(), [name](const VkLayerProperties& layer) {
    return std::strcmp(layer.layerName, name) == 0;
  });
}

std::vector<VkExtensionProperties> instance_extensions() {
  std::uint32_t count = 0;
  vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> extensions(count);
  vkEnumerateInstanceExtensionProperties(nullptr, &count, extensions.data());
  return extensions;
}

std::vector<VkExtensionProperties> device_extensions(VkPhysicalDevice device) {
  std::uint32_t count = 0;
  vkEnumerateDeviceExtensionProperties(device, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> extensions(count);
  vkEnumerateDeviceExtensionProperties(device, nullptr, &count, extensions.data());
  return extensions;
}

bool contains(const std::vector<VkExtensionProperties>& extensions, const char* name) {
  return std::any_of(extensions.begin(), extensions.end(), [name](const VkExtensionProperties& e) {
    return std::strcmp(e.extensionName, name) == 0;
  });
}

/// The first queue family with graphics, or UINT32_MAX.
std::uint32_t graphics_family(VkPhysicalDevice device) {
  std::uint32_t count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(device, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(device, &count, families.data());
  for (std::uint32_t i = 0; i < count; ++i) {
    if (families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT) return i;
  }
  return UINT32_MAX;
}

bool supports_dynamic_rendering(VkPhysicalDevice device, std::uint32_t api_version) {
  VkPhysicalDeviceDynamicRenderingFeatures dynamic{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES};
  VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  features.pNext = &dynamic;
  if (api_version < VK_API_VERSION_1_3 &&
      !contains(device_extensions(device), VK_KHR_DYNAMIC_RENDERING_EXTENSION_NAME)) {
    return false;
  }
  vkGetPhysicalDeviceFeatures2(device, &features);
  return dynamic.dynamicRendering == VK_TRUE;
}

/// Higher is better; negative when the device cannot be used.
int device_score(VkPhysicalDevice device) {
  VkPhysicalDeviceProperties properties;
  vkGetPhysicalDeviceProperties(device, &properties);
  if (properties.apiVersion < VK_API_VERSION_1_2) return -1;
  if (graphics_family(device) == UINT32_MAX) return -1;
  if (!supports_dynamic_rendering(device, properties.apiVersion)) return -1;
  if (const char* wanted = std::getenv("ARBOR_VULKAN_DEVICE")) {
    return std::string_view(properties.deviceName).find(wanted) != std::string_view::npos ? 100
                                                                                          : -1;
  }
  switch (properties.deviceType) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
      return 4;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
      return 3;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
      return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU:
      return 1;
    default:
      return 0;
  }
}

std::string version_text(std::uint32_t version) {
  return std::to_string(VK_API_VERSION_MAJOR(version)) + "." +
         std::to_string(VK_API_VERSION_MINOR(version)) + "." +
         std::to_string(VK_API_VERSION_PATCH(version));
}

}  // namespace

std::unique_ptr<Device> Device::create(const DeviceOptions& options) {
  if (volkInitialize() != VK_SUCCESS) {
    throw NoDevice("no Vulkan loader (libvulkan.so.1) is installed; " +
                   std::string(kHowToGetLavapipe));
  }
  std::unique_ptr<Device> device(new Device());
  device->create_instance(options);
  device->pick_physical_device();
  device->create_device(!options.surface_extensions.empty());
  return device;
}

void Device::create_instance(const DeviceOptions& options) {
  std::uint32_t loader_version = VK_API_VERSION_1_0;
  if (vkEnumerateInstanceVersion) vkEnumerateInstanceVersion(&loader_version);
  if (loader_version < VK_API_VERSION_1_2) {
    throw NoDevice("the Vulkan loader supports Vulkan " + version_text(loader_version) +
                   ", Arbor needs 1.2; " + kHowToGetLavapipe);
  }
  VkApplicationInfo application{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  application.pApplicationName = options.application.c_str();
  application.pEngineName = "Arbor";
  application.apiVersion = std::min<std::uint32_t>(loader_version, VK_API_VERSION_1_3);

  std::vector<const char*> layers;
  validation_enabled_ = environment_enables_validation();
  if (options.validation && !validation_enabled_) {
    if (!has_layer(kValidationLayer)) {
      throw NoDevice(std::string(kValidationLayer) +
                     " is not installed: apt-get install vulkan-validationlayers");
    }
    layers.push_back(kValidationLayer);
    validation_enabled_ = true;
  }
  const std::vector<VkExtensionProperties> available = instance_extensions();
  std::vector<const char*> extensions;
  for (const std::string& name : options.surface_extensions) {
    if (!contains(available, name.c_str())) {
      throw NoDevice("the Vulkan driver cannot show windows (" + name + " is missing)");
    }
    extensions.push_back(name.c_str());
  }
  debug_utils_ = contains(available, VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
  if (debug_utils_) extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);

  VkDebugUtilsMessengerCreateInfoEXT messenger{
      VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
  messenger.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
  messenger.pfnUserCallback = on_debug_message;
  messenger.pUserData = &validation_log_;

  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.pNext = debug_utils_ ? &messenger : nullptr;
  info.pApplicationInfo = &application;
  info.enabledLayerCount = static_cast<std::uint32_t>(layers.size());
  info.ppEnabledLayerNames = layers.data();
  info.enabledExtensionCount = static_cast<std::uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  const VkResult result = vkCreateInstance(&info, nullptr, &instance_);
  if (result != VK_SUCCESS) {
    instance_ = VK_NULL_HANDLE;
    throw NoDevice("no Vulkan driver could start (" + failure_message(result, "vkCreateInstance") +
                   "); " + kHowToGetLavapipe);
  }
  volkLoadInstanceOnly(instance_);
  if (debug_utils_) {
    check(vkCreateDebugUtilsMessengerEXT(instance_, &messenger, nullptr, &messenger_),
          "vkCreateDebugUtilsMessengerEXT");
  }
}

void Device::pick_physical_device() {
  std::uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance_, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  vkEnumeratePhysicalDevices(instance_, &count, devices.data());
  int best = -1;
  for (VkPhysicalDevice candidate : devices) {
    const int score = device_score(candidate);
    if (score > best) {
      best = score;
      physical_device_ = candidate;
    }
  }
  if (physical_device_ == VK_NULL_HANDLE) {
    std::string why = count == 0 ? "no Vulkan device found"
                                 : "no Vulkan device supports Vulkan 1.2 with dynamic rendering";
    if (count > 0 && std::getenv("ARBOR_VULKAN_DEVICE")) {
      why = std::string("no Vulkan device is named like ARBOR_VULKAN_DEVICE=") +
            std::getenv("ARBOR_VULKAN_DEVICE");
    }
    throw NoDevice(why + "; " + kHowToGetLavapipe);
  }
}

void Device::create_device(bool presentation) {
  VkPhysicalDeviceProperties properties;
  vkGetPhysicalDeviceProperties(physical_device_, &properties);
  VkPhysicalDeviceDriverProperties driver{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  VkPhysicalDeviceProperties2 properties2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  properties2.pNext = &driver;
  vkGetPhysicalDeviceProperties2(physical_device_, &properties2);
  VkPhysicalDeviceFeatures supported;
  vkGetPhysicalDeviceFeatures(physical_device_, &supported);

  queue_family_ = graphics_family(physical_device_);
  std::uint32_t family_count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical_device_, &family_count, nullptr);
  std::vector<VkQueueFamilyProperties> families(family_count);
  vkGetPhysicalDeviceQueueFamilyProperties(physical_device_, &family_count, families.data());

  info_.name = properties.deviceName;
  info_.driver = std::string(driver.driverName) + " " + driver.driverInfo;
  info_.api_version = properties.apiVersion;
  info_.is_cpu = properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
  info_.timestamps =
      families[queue_family_].timestampValidBits > 0 && properties.limits.timestampPeriod > 0;
  info_.timestamp_period_ns = properties.limits.timestampPeriod;
  info_.anisotropy = supported.samplerAnisotropy == VK_TRUE;
  info_.max_anisotropy = properties.limits.maxSamplerAnisotropy;
  info_.msaa_samples = properties.limits.framebufferColorSampleCounts &
                       properties.limits.framebufferDepthSampleCounts;
  info_.uniform_alignment = properties.limits.minUniformBufferOffsetAlignment;
  info_.storage_alignment = properties.limits.minStorageBufferOffsetAlignment;
  info_.debug_names = debug_utils_;

  const bool core_dynamic_rendering = properties.apiVersion >= VK_API_VERSION_1_3;
  const std::vector<VkExtensionProperties> available = device_extensions(physical_device_);
  std::vector<const char*> extensions;
  if (!core_dynamic_rendering) extensions.push_back(VK_KHR_DYNAMIC_RENDERING_EXTENSION_NAME);
  if (presentation) {
    if (!contains(available, VK_KHR_SWAPCHAIN_EXTENSION_NAME)) {
      throw NoDevice(info_.name + " cannot show windows (no VK_KHR_swapchain)");
    }
    extensions.push_back(VK_KHR_SWAPCHAIN_EXTENSION_NAME);
  }

  const float priority = 1.0f;
  VkDeviceQueueCreateInfo queue{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queue.queueFamilyIndex = queue_family_;
  queue.queueCount = 1;
  queue.pQueuePriorities = &priority;

  VkPhysicalDeviceDynamicRenderingFeatures dynamic{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES};
  dynamic.dynamicRendering = VK_TRUE;
  VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  features.pNext = &dynamic;
  features.features.samplerAnisotropy = supported.samplerAnisotropy;
  features.features.depthClamp = supported.depthClamp;

  VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  info.pNext = &features;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queue;
  info.enabledExtensionCount = static_cast<std::uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  check(vkCreateDevice(physical_device_, &info, nullptr, &device_), "vkCreateDevice");
  volkLoadDevice(device_);
  vkGetDeviceQueue(device_, queue_family_, 0, &queue_);
  cmd_begin_rendering_ = core_dynamic_rendering ? vkCmdBeginRendering : vkCmdBeginRenderingKHR;
  cmd_end_rendering_ = core_dynamic_rendering ? vkCmdEndRendering : vkCmdEndRenderingKHR;

  memory_ = std::make_unique<GpuMemory>(physical_device_, device_);

  VkCommandPoolCreateInfo pool{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pool.queueFamilyIndex = queue_family_;
  check(vkCreateCommandPool(device_, &pool, nullptr, &one_off_pool_), "vkCreateCommandPool");
  VkCommandBufferAllocateInfo allocate{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  allocate.commandPool = one_off_pool_;
  allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  allocate.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(device_, &allocate, &one_off_commands_),
        "vkAllocateCommandBuffers");
  VkFenceCreateInfo fence{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  check(vkCreateFence(device_, &fence, nullptr, &one_off_fence_), "vkCreateFence");
}

Device::~Device() {
  if (device_) {
    vkDeviceWaitIdle(device_);
    vkDestroyFence(device_, one_off_fence_, nullptr);
    vkDestroyCommandPool(device_, one_off_pool_, nullptr);
    memory_.reset();
    vkDestroyDevice(device_, nullptr);
  }
  if (messenger_) vkDestroyDebugUtilsMessengerEXT(instance_, messenger_, nullptr);
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

void Device::begin_rendering(VkCommandBuffer commands, const VkRenderingInfo& info) const {
  cmd_begin_rendering_(commands, &info);
}

void Device::end_rendering(VkCommandBuffer commands) const { cmd_end_rendering_(commands); }

void Device::run_commands(const std::function<void(VkCommandBuffer)>& record) {
  check(vkResetCommandBuffer(one_off_commands_, 0), "vkResetCommandBuffer");
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(one_off_commands_, &begin), "vkBeginCommandBuffer");
  record(one_off_commands_);
  check(vkEndCommandBuffer(one_off_commands_), "vkEndCommandBuffer");
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &one_off_commands_;
  check(vkResetFences(device_, 1, &one_off_fence_), "vkResetFences");
  check(vkQueueSubmit(queue_, 1, &submit, one_off_fence_), "vkQueueSubmit");
  wait(one_off_fence_);
}

void Device::wait(VkFence fence) const {
  const VkResult result = vkWaitForFences(device_, 1, &fence, VK_TRUE, kFenceTimeoutNs);
  if (result == VK_TIMEOUT) {
    throw DeviceFault("the GPU did not finish its work within 120 s: the device hangs");
  }
  check(result, "vkWaitForFences");
}

void Device::wait_idle() const { check(vkDeviceWaitIdle(device_), "vkDeviceWaitIdle"); }

void Device::set_name(std::uint64_t handle, VkObjectType type, const char* name) const {
  if (!debug_utils_ || !vkSetDebugUtilsObjectNameEXT) return;
  VkDebugUtilsObjectNameInfoEXT info{VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT};
  info.objectType = type;
  info.objectHandle = handle;
  info.pObjectName = name;
  vkSetDebugUtilsObjectNameEXT(device_, &info);
}

}  // namespace arbor::vulkan
