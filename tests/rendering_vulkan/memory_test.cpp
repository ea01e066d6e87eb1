// The device-memory allocator: ranges inside shared blocks, merged again when freed, blocks kept
// for reuse, a block of its own for large requests.

#include <gtest/gtest.h>

#include "device_fixture.h"
#include "servers/rendering/vulkan/gpu_memory.h"

namespace arbor::vulkan::test {
namespace {

VkMemoryRequirements requirements(VkDeviceSize size, VkDeviceSize alignment = 256) {
  return {size, alignment, 0xffffffffu};
}

TEST_F(DeviceTest, AllocationsShareABlockAndReuseFreedRanges) {
  GpuMemory memory(device().physical_device(), device().get(), VkDeviceSize(1) << 20);
  GpuAllocation a =
      memory.allocate(requirements(1000), MemoryUse::UPLOAD, ResourceKind::LINEAR, "a");
  GpuAllocation b =
      memory.allocate(requirements(1000), MemoryUse::UPLOAD, ResourceKind::LINEAR, "b");
  EXPECT_EQ(memory.stats().device_allocations, 1u);
  EXPECT_EQ(a.memory, b.memory);
  EXPECT_EQ(a.offset, 0u);
  EXPECT_EQ(b.offset, 1024u);  // after a, at the next 256-byte boundary
  ASSERT_NE(a.mapped, nullptr);
  EXPECT_EQ(b.mapped - a.mapped, 1024);
  memory.free(a);
  EXPECT_FALSE(a.valid());
  GpuAllocation c =
      memory.allocate(requirements(512), MemoryUse::UPLOAD, ResourceKind::LINEAR, "c");
  EXPECT_EQ(c.offset, 0u);  // a's range again
  EXPECT_EQ(memory.stats().live_allocations, 2u);
  memory.free(b);
  memory.free(c);
  // Everything freed and merged: the whole block takes one request again, without a new block.
  GpuAllocation whole = memory.allocate(requirements(VkDeviceSize(1) << 19), MemoryUse::UPLOAD,
                                        ResourceKind::LINEAR, "whole");
  EXPECT_EQ(whole.offset, 0u);
  EXPECT_EQ(memory.stats().device_allocations, 1u);
  memory.free(whole);
  EXPECT_EQ(memory.stats().used_bytes, 0u);
}

TEST_F(DeviceTest, BuffersAndImagesNeverShareABlock) {
  GpuMemory memory(device().physical_device(), device().get(), VkDeviceSize(1) << 20);
  GpuAllocation buffer =
      memory.allocate(requirements(256), MemoryUse::DEVICE, ResourceKind::LINEAR, "buffer");
  GpuAllocation image =
      memory.allocate(requirements(256), MemoryUse::DEVICE, ResourceKind::OPTIMAL, "image");
  EXPECT_NE(buffer.memory, image.memory);
  EXPECT_EQ(memory.stats().device_allocations, 2u);
  memory.free(buffer);
  memory.free(image);
}

TEST_F(DeviceTest, LargeRequestsGetABlockOfTheirOwnReleasedWithThem) {
  GpuMemory memory(device().physical_device(), device().get(), VkDeviceSize(1) << 20);
  GpuAllocation large = memory.allocate(requirements(VkDeviceSize(3) << 19), MemoryUse::DEVICE,
                                        ResourceKind::LINEAR, "large");
  EXPECT_EQ(memory.stats().reserved_bytes, VkDeviceSize(3) << 19);
  memory.free(large);
  EXPECT_EQ(memory.stats().reserved_bytes, 0u);
}

}  // namespace
}  // namespace arbor::vulkan::test
