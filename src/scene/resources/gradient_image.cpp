#include "scene/resources/gradient_image.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

namespace arbor::detail {

void watch_gradient(Ref<Gradient>& current, const Ref<Gradient>& next, Connection& link,
                    std::function<void()> on_changed) {
  if (current) current->changed.disconnect(link);
  current = next;
  link = current ? current->changed.connect(std::move(on_changed)) : Connection();
}

Ref<Image> make_gradient_image(const Gradient* gradient, int width, int height, bool hdr,
                               const std::function<float(int, int)>& offset_at) {
  const std::size_t texels = std::size_t(width) * std::size_t(height);
  std::vector<uint8_t> bytes(texels * (hdr ? 16 : 4));
  uint8_t* out = bytes.data();
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      Color color = gradient ? gradient->sample(offset_at(x, y)) : Color(1, 1, 1, 1);
      if (hdr) {
        color = color.srgb_to_linear();
        const float channels[] = {color.r, color.g, color.b, color.a};
        std::memcpy(out, channels, sizeof channels);
        out += 16;
      } else {
        // Godot truncates (uint8_t of the clamped product), so its textures match these bytes.
        const float channels[] = {color.r, color.g, color.b, color.a};
        for (float channel : channels) *out++ = uint8_t(std::clamp(channel * 255.0f, 0.0f, 255.0f));
      }
    }
  }
  return make_ref<Image>(width, height, false, hdr ? Image::FORMAT_RGBAF : Image::FORMAT_RGBA8,
                         PackedByteArray(std::move(bytes)));
}

}  // namespace arbor::detail
