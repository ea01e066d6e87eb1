// PNG files for screenshots and golden images (stb_image_write and stb_image).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace arbor::vulkan {

/// An 8-bit RGBA picture, rows top to bottom.
struct RgbaPixels {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> bytes;  ///< width * height * 4

  [[nodiscard]] const std::uint8_t* at(int x, int y) const {
    return bytes.data() + (std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4;
  }
};

/// Writes `pixels` to `path` as a PNG; throws arbor::Error naming the file when it cannot.
void write_png(const std::string& path, const RgbaPixels& pixels);

/// Reads a PNG (or any image stb decodes) as RGBA, or nothing when the file is missing or bad.
[[nodiscard]] std::optional<RgbaPixels> read_png(const std::string& path);

}  // namespace arbor::vulkan
