// Readback: copies a colour image into host memory, for screenshots and golden images.
#pragma once

#include "servers/rendering/vulkan/gpu_resources.h"
#include "servers/rendering/vulkan/png_file.h"

namespace arbor::vulkan {

/// Reads an RGBA8 (UNORM or SRGB) or BGRA8 image into RGBA bytes, top row first. Waits for the
/// GPU; the image keeps its layout. The host buffer is kept and reused while large enough.
class Readback {
 public:
  explicit Readback(Device& device) : device_(device) {}
  RgbaPixels read(Image& image);

 private:
  Device& device_;
  Buffer buffer_;
};

}  // namespace arbor::vulkan
