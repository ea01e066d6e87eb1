// Golden images: a rendered picture compared with a committed PNG, Filament's rule — at most
// 0.1 % of the pixels may differ by more than 5/255 in a channel.
#pragma once

#include <string>

#include "servers/rendering/vulkan/png_file.h"

namespace arbor::vulkan::test {

/// The result of comparing two pictures.
struct ImageComparison {
  bool same_size = false;
  std::size_t differing_pixels = 0;  ///< pixels with a channel more than the tolerance apart
  int largest_difference = 0;        ///< over every channel of every pixel
  RgbaPixels diff;                   ///< differing pixels in red (brighter: larger), others grey
};

/// Per-channel tolerance and the share of pixels allowed beyond it.
inline constexpr int kChannelTolerance = 5;
inline constexpr double kPixelShare = 0.001;

[[nodiscard]] ImageComparison compare_images(const RgbaPixels& expected, const RgbaPixels& actual);

/// Where golden image `name` lives: tests/data/golden/<name>.png.
[[nodiscard]] std::string golden_path(const std::string& name);

/// Checks `actual` against golden image `name` (a gtest failure otherwise). On a mismatch it
/// writes <name>.actual.png and <name>.diff.png beside the golden image and names them in the
/// failure. With ARBOR_UPDATE_GOLDENS=1 in the environment it writes `actual` as the new golden
/// image instead (never otherwise: a missing golden image is a failure saying how to make it).
void expect_golden(const RgbaPixels& actual, const std::string& name);

}  // namespace arbor::vulkan::test
