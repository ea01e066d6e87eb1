#include "servers/rendering/vulkan/frame_ring.h"

#include <algorithm>
#include <bit>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {

void Garbage::clear_into(Device& device, std::vector<VkDescriptorSet>& freed_sets) {
  buffers.clear();
  images.clear();
  for (VkImageView view : views) vkDestroyImageView(device.get(), view, nullptr);
  views.clear();
  freed_sets.insert(freed_sets.end(), descriptor_sets.begin(), descriptor_sets.end());
  descriptor_sets.clear();
}

FrameRing::FrameRing(Device& device) : device_(device) {
  VkCommandPoolCreateInfo pool{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pool.queueFamilyIndex = device.queue_family();
  check(vkCreateCommandPool(device.get(), &pool, nullptr, &pool_), "vkCreateCommandPool");
  for (FrameSlot& slot : slots_) {
    VkCommandBufferAllocateInfo allocate{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    allocate.commandPool = pool_;
    allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    allocate.commandBufferCount = 1;
    check(vkAllocateCommandBuffers(device.get(), &allocate, &slot.commands),
          "vkAllocateCommandBuffers");
    VkFenceCreateInfo fence{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    check(vkCreateFence(device.get(), &fence, nullptr, &slot.fence), "vkCreateFence");
    if (device.info().timestamps) {
      VkQueryPoolCreateInfo queries{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
      queries.queryType = VK_QUERY_TYPE_TIMESTAMP;
      queries.queryCount = kTimestampQueries;
      check(vkCreateQueryPool(device.get(), &queries, nullptr, &slot.queries), "vkCreateQueryPool");
    }
  }
}

FrameRing::~FrameRing() {
  vkDeviceWaitIdle(device_.get());
  std::vector<VkDescriptorSet> ignored;
  for (FrameSlot& slot : slots_) {
    slot.garbage.clear_into(device_, ignored);
    slot.arena.reset();
    if (slot.queries) vkDestroyQueryPool(device_.get(), slot.queries, nullptr);
    if (slot.fence) vkDestroyFence(device_.get(), slot.fence, nullptr);
  }
  if (pool_) vkDestroyCommandPool(device_.get(), pool_, nullptr);
}

FrameSlot& FrameRing::begin(VkDeviceSize arena_bytes, std::vector<VkDescriptorSet>& freed_sets) {
  current_ = (current_ + 1) % kFramesInFlight;
  FrameSlot& slot = slots_[current_];
  if (slot.submitted) {
    device_.wait(slot.fence);
    check(vkResetFences(device_.get(), 1, &slot.fence), "vkResetFences");
    slot.submitted = false;
  }
  slot.garbage.clear_into(device_, freed_sets);
  if (!slot.arena || slot.arena.size() < arena_bytes) {
    const VkDeviceSize size = std::bit_ceil(std::max<VkDeviceSize>(arena_bytes, 256 << 10));
    slot.arena = Buffer(device_, size,
                        VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
                            VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_VERTEX_BUFFER_BIT |
                            VK_BUFFER_USAGE_INDEX_BUFFER_BIT,
                        MemoryUse::UPLOAD, "frame arena");
    ++slot.arena_generation;
  }
  slot.arena_used = 0;
  check(vkResetCommandBuffer(slot.commands, 0), "vkResetCommandBuffer");
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(slot.commands, &begin), "vkBeginCommandBuffer");
  // The previous frame's timestamps stay readable until this reset runs on the GPU.
  if (slot.queries) vkCmdResetQueryPool(slot.commands, slot.queries, 0, kTimestampQueries);
  slot.queries_done = slot.queries_written;
  slot.queries_written = 0;
  return slot;
}

void FrameRing::submit(VkSemaphore wait, VkSemaphore signal) {
  FrameSlot& slot = slots_[current_];
  check(vkEndCommandBuffer(slot.commands), "vkEndCommandBuffer");
  const VkPipelineStageFlags wait_stage = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT;
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.waitSemaphoreCount = wait ? 1 : 0;
  submit.pWaitSemaphores = &wait;
  submit.pWaitDstStageMask = &wait_stage;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &slot.commands;
  submit.signalSemaphoreCount = signal ? 1 : 0;
  submit.pSignalSemaphores = &signal;
  check(vkQueueSubmit(device_.queue(), 1, &submit, slot.fence), "vkQueueSubmit");
  slot.submitted = true;
  last_submitted_ = std::int32_t(current_);
}

VkDeviceSize FrameRing::allocate(VkDeviceSize size, VkDeviceSize alignment) {
  FrameSlot& slot = slots_[current_];
  const VkDeviceSize offset = (slot.arena_used + alignment - 1) / alignment * alignment;
  if (offset + size > slot.arena.size()) {
    throw Error("Vulkan backend: the frame arena is too small (a frame's size was misjudged)");
  }
  slot.arena_used = offset + size;
  return offset;
}

Garbage* FrameRing::garbage_for_now() {
  if (last_submitted_ < 0) return nullptr;
  FrameSlot& slot = slots_[std::size_t(last_submitted_)];
  return slot.submitted ? &slot.garbage : nullptr;
}

void FrameRing::wait_all() {
  for (FrameSlot& slot : slots_) {
    if (slot.submitted) device_.wait(slot.fence);
  }
}

std::uint32_t FrameRing::read_timestamps(std::array<std::uint64_t, kTimestampQueries>& ticks) {
  FrameSlot& slot = slots_[current_];
  if (!slot.queries || slot.queries_done == 0) return 0;
  const VkResult result =
      vkGetQueryPoolResults(device_.get(), slot.queries, 0, slot.queries_done, sizeof(ticks),
                            ticks.data(), sizeof(std::uint64_t), VK_QUERY_RESULT_64_BIT);
  return result == VK_SUCCESS ? slot.queries_done : 0;
}

}  // namespace arbor::vulkan
