// FrameRing: the resources of the frames in flight (command buffer, fence, per-frame memory,
// timestamp queries) and the objects waiting for the GPU to finish with them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "servers/rendering/vulkan/gpu_resources.h"

namespace arbor::vulkan {

class Device;

inline constexpr std::uint32_t kFramesInFlight = 2;
/// Timestamp queries each frame may write.
inline constexpr std::uint32_t kTimestampQueries = 64;

/// Objects freed while frames may still use them, destroyed once those frames are done.
struct Garbage {
  std::vector<Buffer> buffers;
  std::vector<Image> images;
  std::vector<VkDescriptorSet> descriptor_sets;  ///< from the backend's descriptor allocator
  std::vector<VkImageView> views;
  void clear_into(Device& device, std::vector<VkDescriptorSet>& freed_sets);
};

/// One frame in flight.
struct FrameSlot {
  VkCommandBuffer commands = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;
  bool submitted = false;
  /// Host-visible memory the frame's uniforms, draw indices and transform updates are written
  /// to; grown (before recording starts) when a frame needs more, never shrunk.
  Buffer arena;
  VkDeviceSize arena_used = 0;
  std::uint32_t arena_generation = 0;  ///< grows each time `arena` is replaced
  VkQueryPool queries = VK_NULL_HANDLE;
  std::uint32_t queries_written = 0;  ///< by the frame being recorded
  std::uint32_t queries_done = 0;     ///< by its previous frame, readable after begin()
  Garbage garbage;
};

/// Cycles through kFramesInFlight slots. begin() waits for the slot's previous frame (so its
/// memory and garbage can be reused) and starts its command buffer.
class FrameRing {
 public:
  explicit FrameRing(Device& device);
  FrameRing(const FrameRing&) = delete;
  FrameRing& operator=(const FrameRing&) = delete;
  ~FrameRing();

  /// Waits for the next slot's last frame, releases its garbage (descriptor sets go to
  /// `freed_sets`), makes sure its arena holds `arena_bytes`, and begins its command buffer.
  FrameSlot& begin(VkDeviceSize arena_bytes, std::vector<VkDescriptorSet>& freed_sets);
  [[nodiscard]] FrameSlot& current() { return slots_[current_]; }
  [[nodiscard]] std::uint32_t current_index() const { return current_; }
  /// Ends and submits the current slot's commands (with the semaphores of a presentation).
  void submit(VkSemaphore wait = VK_NULL_HANDLE, VkSemaphore signal = VK_NULL_HANDLE);

  /// Reserves `size` bytes of the current arena at `alignment`; returns the offset.
  VkDeviceSize allocate(VkDeviceSize size, VkDeviceSize alignment);

  /// Where objects freed now go: the most recently submitted frame's garbage (released when
  /// it is done), or nowhere when no frame is in flight (then `nullptr`: destroy at once).
  [[nodiscard]] Garbage* garbage_for_now();

  /// Waits for every submitted frame.
  void wait_all();
  /// The timestamps (in ticks) the current slot's previous frame wrote, after begin() waited for
  /// it; returns how many (0 without timestamp support).
  std::uint32_t read_timestamps(std::array<std::uint64_t, kTimestampQueries>& ticks);

 private:
  Device& device_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  std::array<FrameSlot, kFramesInFlight> slots_;
  std::uint32_t current_ = kFramesInFlight - 1;
  std::int32_t last_submitted_ = -1;
};

}  // namespace arbor::vulkan
