#include "servers/rendering/vulkan/png_file.h"

#include <stb_image.h>
#include <stb_image_write.h>

#include <cerrno>
#include <cstring>

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"

namespace arbor::vulkan {

void write_png(const std::string& path, const RgbaPixels& pixels) {
  if (pixels.width <= 0 || pixels.height <= 0 ||
      pixels.bytes.size() != std::size_t(pixels.width) * std::size_t(pixels.height) * 4) {
    throw Error("cannot write " + path + ": the picture is empty");
  }
  if (!stbi_write_png(path.c_str(), pixels.width, pixels.height, 4, pixels.bytes.data(),
                      pixels.width * 4)) {
    throw Error("cannot write " + path + ": " + std::strerror(errno));
  }
}

std::optional<RgbaPixels> read_png(const std::string& path) {
  int width = 0;
  int height = 0;
  int channels = 0;
  stbi_uc* data = stbi_load(path.c_str(), &width, &height, &channels, 4);
  if (!data) return std::nullopt;
  RgbaPixels pixels{width, height, {}};
  pixels.bytes.assign(data, data + std::size_t(width) * std::size_t(height) * 4);
  stbi_image_free(data);
  return pixels;
}

}  // namespace arbor::vulkan

namespace arbor {

void save_png(const ImageData& image, const std::string& path) {
  if (image.format != ImageFormat::RGBA8) {
    throw Error("cannot write " + path + ": only RGBA8 pictures are written as PNG");
  }
  vulkan::write_png(path, {image.width, image.height, image.data});
}

}  // namespace arbor
