// `arbor run --screenshot`: the last frame rendered offscreen on the machine's Vulkan device
// (lavapipe without a GPU) and written as a PNG; without a device, one line and no picture.
// Built only when the program has the Vulkan backend.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>

#include "arbor/scene/resources/image.h"
#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

using ::testing::HasSubstr;

/// Width and height from a PNG file's IHDR chunk; {0, 0} when it is not a PNG.
std::pair<std::uint32_t, std::uint32_t> png_size(const std::string& bytes) {
  static const std::string signature = "\x89PNG\r\n\x1a\n";
  if (bytes.size() < 24 || bytes.compare(0, 8, signature) != 0) return {0, 0};
  auto big_endian = [&](std::size_t at) {
    return std::uint32_t(std::uint8_t(bytes[at])) << 24 |
           std::uint32_t(std::uint8_t(bytes[at + 1])) << 16 |
           std::uint32_t(std::uint8_t(bytes[at + 2])) << 8 |
           std::uint32_t(std::uint8_t(bytes[at + 3]));
  };
  return {big_endian(16), big_endian(20)};
}

TEST(RunScreenshot, WritesTheLastFrameAsAPngAndSaysWhere) {
  const std::string path = temp_file("last_frame.png");
  std::filesystem::remove(path);
  const ProgramResult result =
      run_arbor({"run", "--frames", "3", "--size", "64x48", "--screenshot", path});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("Picture: the last frame (64x48) written to " +
                                    std::filesystem::absolute(path).string() + "\n"));
  const auto [width, height] = png_size(read_file(path));
  EXPECT_EQ(width, 64u);
  EXPECT_EQ(height, 48u);
}

// A glTF model without a camera or light is framed by the ones the run adds: the box fills
// the middle of the picture, the background its corner.
TEST(RunScreenshot, AModelIsFramedByTheCameraTheRunAdds) {
  const std::string path = temp_file("model.png");
  std::filesystem::remove(path);
  const ProgramResult result = run_arbor(
      {"run", std::string(ARBOR_GLTF_MODELS_DIR) + "/BoxTextured-glTF-Binary/BoxTextured.glb",
       "--frames", "1", "--size", "64x48", "--screenshot", path});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  const Ref<Image> picture = Image::load_from_file(path);
  ASSERT_EQ(picture->get_width(), 64);
  EXPECT_NE(picture->get_pixel(32, 24), picture->get_pixel(0, 0));
  EXPECT_EQ(picture->get_pixel(0, 0), picture->get_pixel(63, 0));
}

TEST(RunScreenshot, WithoutAVulkanDeviceTheRunGoesOnAndSaysSoInOneLine) {
  const std::string path = temp_file("no_device.png");
  std::filesystem::remove(path);
  setenv("VK_DRIVER_FILES", "/nonexistent/vulkan_icd.json", 1);
  const ProgramResult result = run_arbor({"run", "--frames", "3", "--screenshot", path});
  unsetenv("VK_DRIVER_FILES");
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.err, "");
  EXPECT_THAT(result.out, HasSubstr("No pictures: "));
  EXPECT_THAT(result.out,
              HasSubstr("apt-get install mesa-vulkan-drivers (running without them).\n"));
  EXPECT_THAT(result.out, HasSubstr("Stopped after 3 frames."));
  EXPECT_THAT(result.out, HasSubstr("No picture written to " + path + ": no Vulkan device."));
  EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(RunScreenshot, BadSizeAndVsyncAreUsageErrors) {
  EXPECT_EQ(run_arbor({"run", "--size", "1280"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"run", "--size", "0x720"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"run", "--size", "64x48x2"}).exit_code, 2);
  const ProgramResult result = run_arbor({"run", "--vsync", "maybe"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err,
            "arbor run: --vsync: takes on or off, not 'maybe'\nTry 'arbor run --help'.\n");
}

TEST(RunScreenshot, AnUnwritablePictureFailsTheRun) {
  const ProgramResult result = run_arbor(
      {"run", "--frames", "1", "--size", "8x8", "--screenshot", "/nonexistent/dir/x.png"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.err, HasSubstr("/nonexistent/dir/x.png"));
}

}  // namespace
}  // namespace arbor::app::testing
