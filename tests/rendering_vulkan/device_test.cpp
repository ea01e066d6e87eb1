// The device layer on the machine's Vulkan device: creation, memory, uploads, readback.

#include <gtest/gtest.h>

#include <cstring>

#include "device_fixture.h"
#include "servers/rendering/vulkan/readback.h"
#include "servers/rendering/vulkan/uploader.h"

namespace arbor::vulkan::test {
namespace {

TEST_F(DeviceTest, FindsADeviceWithValidationOn) {
  EXPECT_FALSE(device().info().name.empty());
  EXPECT_TRUE(device().validation_enabled());
  EXPECT_GE(device().info().api_version, VK_API_VERSION_1_2);
}

TEST_F(DeviceTest, ClearedImageReadsBackItsColour) {
  ImageDesc desc;
  desc.format = VK_FORMAT_R8G8B8A8_UNORM;
  desc.width = 4;
  desc.height = 3;
  desc.usage = VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
  Image image(device(), desc, "cleared image");
  device().run_commands([&](VkCommandBuffer commands) {
    image.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    const VkClearColorValue colour{{1.0f, 0.5f, 0.0f, 1.0f}};
    const VkImageSubresourceRange range{VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    vkCmdClearColorImage(commands, image.get(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &colour, 1,
                         &range);
  });
  Readback readback(device());
  const RgbaPixels pixels = readback.read(image);
  ASSERT_EQ(pixels.width, 4);
  ASSERT_EQ(pixels.height, 3);
  const std::uint8_t* texel = pixels.at(3, 2);
  EXPECT_EQ(texel[0], 255);
  EXPECT_NEAR(texel[1], 128, 1);
  EXPECT_EQ(texel[2], 0);
  EXPECT_EQ(texel[3], 255);
}

TEST_F(DeviceTest, UploadedBufferHoldsTheBytes) {
  Buffer target(device(), 1024, VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
                MemoryUse::DEVICE, "upload target");
  Buffer check_buffer(device(), 1024, VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::READBACK,
                      "upload check");
  std::vector<std::uint32_t> data(256);
  for (std::uint32_t i = 0; i < data.size(); ++i) data[i] = i * 7 + 1;
  Uploader uploader(device(), 4096);
  uploader.to_buffer(target, 0, data.data(), 1024);
  uploader.flush();
  device().run_commands([&](VkCommandBuffer commands) {
    const VkBufferCopy region{0, 0, 1024};
    vkCmdCopyBuffer(commands, target.get(), check_buffer.get(), 1, &region);
  });
  EXPECT_EQ(std::memcmp(check_buffer.mapped(), data.data(), 1024), 0);
  EXPECT_EQ(uploader.uploaded_bytes(), 1024u);
}

}  // namespace
}  // namespace arbor::vulkan::test
