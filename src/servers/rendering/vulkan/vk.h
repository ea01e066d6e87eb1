// Vulkan as the backend sees it: volk's function pointers (no prototypes, no link-time loader)
// and the checks that turn a failed call into an arbor::Error naming the call.
#pragma once

#include <volk.h>

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"

namespace arbor::vulkan {

/// The device was lost or ran out of memory (the public VulkanDeviceFault).
using DeviceFault = VulkanDeviceFault;

/// VkResult's enumerator name ("VK_ERROR_DEVICE_LOST").
[[nodiscard]] const char* result_name(VkResult result);

/// Throws when `result` is an error: DeviceFault for a lost device or exhausted memory, Error
/// otherwise; the message names `what` (the call or the object being made) and the result.
void check(VkResult result, const char* what);

/// The message check() would throw for `result` and `what`.
[[nodiscard]] std::string failure_message(VkResult result, const char* what);

}  // namespace arbor::vulkan
