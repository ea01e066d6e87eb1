#include "golden.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace arbor::vulkan::test {

ImageComparison compare_images(const RgbaPixels& expected, const RgbaPixels& actual) {
  ImageComparison result;
  result.same_size = expected.width == actual.width && expected.height == actual.height;
  if (!result.same_size) return result;
  result.diff = {actual.width, actual.height, std::vector<std::uint8_t>(actual.bytes.size())};
  for (std::size_t i = 0; i < actual.bytes.size(); i += 4) {
    int largest = 0;
    for (std::size_t c = 0; c < 4; ++c) {
      largest = std::max(largest, std::abs(int(expected.bytes[i + c]) - int(actual.bytes[i + c])));
    }
    result.largest_difference = std::max(result.largest_difference, largest);
    std::uint8_t* out = result.diff.bytes.data() + i;
    if (largest > kChannelTolerance) {
      ++result.differing_pixels;
      out[0] = std::uint8_t(std::min(255, 96 + largest * 2));
      out[1] = out[2] = 0;
    } else {
      const int grey =
          (int(expected.bytes[i]) + int(expected.bytes[i + 1]) + int(expected.bytes[i + 2])) / 12;
      out[0] = out[1] = out[2] = std::uint8_t(grey);
    }
    out[3] = 255;
  }
  return result;
}

std::string golden_path(const std::string& name) {
  return std::string(ARBOR_TEST_DATA_DIR) + "/golden/" + name + ".png";
}

void expect_golden(const RgbaPixels& actual, const std::string& name) {
  const std::string path = golden_path(name);
  const char* update = std::getenv("ARBOR_UPDATE_GOLDENS");
  if (update && std::string_view(update) == "1") {
    write_png(path, actual);
    std::printf("golden image %s written (ARBOR_UPDATE_GOLDENS=1)\n", path.c_str());
    return;
  }
  const std::optional<RgbaPixels> expected = read_png(path);
  const std::string stem = path.substr(0, path.size() - 4);
  if (!expected) {
    write_png(stem + ".actual.png", actual);
    ADD_FAILURE() << "no golden image " << path << "; look at the picture, " << stem
                  << ".actual.png, then make it with ARBOR_UPDATE_GOLDENS=1";
    return;
  }
  const ImageComparison comparison = compare_images(*expected, actual);
  if (!comparison.same_size) {
    write_png(stem + ".actual.png", actual);
    ADD_FAILURE() << "golden image " << path << " is " << expected->width << "x" << expected->height
                  << ", the picture " << actual.width << "x" << actual.height
                  << "; actual picture: " << stem << ".actual.png";
    return;
  }
  const std::size_t allowed =
      std::size_t(double(actual.width) * double(actual.height) * kPixelShare);
  if (comparison.differing_pixels > allowed) {
    write_png(stem + ".actual.png", actual);
    write_png(stem + ".diff.png", comparison.diff);
    ADD_FAILURE() << comparison.differing_pixels << " pixels differ from " << path
                  << " by more than " << kChannelTolerance << "/255 (at most " << allowed
                  << " may; largest difference " << comparison.largest_difference
                  << "); actual picture: " << stem << ".actual.png, differences: " << stem
                  << ".diff.png";
  }
}

}  // namespace arbor::vulkan::test
