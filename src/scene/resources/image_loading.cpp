// Image decoding from encoded files, through Debian's stb_image (its implementation lives in
// libstb; this file only includes the header).
#include <stb_image.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/scene/resources/image.h"

namespace arbor {
namespace {

// The most an image may take once decoded; a few bytes of PNG can claim gigabytes.
constexpr int64_t kMaxDecodedBytes = int64_t(512) << 20;

const stbi_uc* bytes_of(const PackedByteArray& encoded) { return encoded.span().data(); }

int length_of(const PackedByteArray& encoded, const std::string& what) {
  if (encoded.size() > int64_t(INT32_MAX)) throw Error(what + ": the file is larger than 2 GiB");
  return int(encoded.size());
}

std::string failure(const std::string& what) {
  const char* reason = stbi_failure_reason();
  return what + " does not decode (" + (reason ? reason : "unknown format") + ")";
}

// Frees what stb_image returns.
struct StbPixels {
  void* pixels;
  ~StbPixels() { stbi_image_free(pixels); }
};

}  // namespace

Ref<Image> Image::load_from_buffer(const PackedByteArray& encoded, const std::string& what) {
  const int length = length_of(encoded, what);
  if (length == 0) throw Error(what + " is empty");
  int width = 0;
  int height = 0;
  int channels = 0;
  if (!stbi_info_from_memory(bytes_of(encoded), length, &width, &height, &channels)) {
    throw Error(failure(what));
  }
  const bool hdr = stbi_is_hdr_from_memory(bytes_of(encoded), length) != 0;
  const int64_t texel_bytes = hdr ? 12 : 4;
  if (width <= 0 || height <= 0 || int64_t(width) * height * texel_bytes > kMaxDecodedBytes) {
    throw Error(what + ": " + std::to_string(width) + "x" + std::to_string(height) +
                " is too large to decode (more than 512 MiB)");
  }
  if (hdr) {
    StbPixels decoded{
        stbi_loadf_from_memory(bytes_of(encoded), length, &width, &height, &channels, 3)};
    if (!decoded.pixels) throw Error(failure(what));
    std::vector<uint8_t> bytes(std::size_t(width) * std::size_t(height) * 12);
    std::memcpy(bytes.data(), decoded.pixels, bytes.size());
    return make_ref<Image>(width, height, false, FORMAT_RGBF, PackedByteArray(std::move(bytes)));
  }
  StbPixels decoded{
      stbi_load_from_memory(bytes_of(encoded), length, &width, &height, &channels, 0)};
  if (!decoded.pixels) throw Error(failure(what));
  static constexpr Format kByChannels[] = {FORMAT_L8, FORMAT_LA8, FORMAT_RGB8, FORMAT_RGBA8};
  if (channels < 1 || channels > 4) {
    throw Error(what + ": " + std::to_string(channels) + " channels are not supported");
  }
  std::vector<uint8_t> bytes(std::size_t(width) * std::size_t(height) * std::size_t(channels));
  std::memcpy(bytes.data(), decoded.pixels, bytes.size());
  return make_ref<Image>(width, height, false, kByChannels[channels - 1],
                         PackedByteArray(std::move(bytes)));
}

Ref<Image> Image::load_from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("image file '" + path + "' cannot be opened");
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  if (in.bad()) throw Error("image file '" + path + "' cannot be read");
  return load_from_buffer(PackedByteArray(std::move(bytes)), "image file '" + path + "'");
}

void Image::load_png_from_buffer(const PackedByteArray& encoded) {
  static constexpr uint8_t kSignature[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (encoded.size() < 8 || std::memcmp(encoded.span().data(), kSignature, 8) != 0) {
    throw Error("Image::load_png_from_buffer: the bytes are not a PNG file");
  }
  copy_from(*load_from_buffer(encoded, "PNG data"));
}

void Image::load_jpg_from_buffer(const PackedByteArray& encoded) {
  if (encoded.size() < 3 || encoded[0] != 0xFF || encoded[1] != 0xD8 || encoded[2] != 0xFF) {
    throw Error("Image::load_jpg_from_buffer: the bytes are not a JPEG file");
  }
  copy_from(*load_from_buffer(encoded, "JPEG data"));
}

void Image::copy_from(const Image& other) {
  set_data(other.width_, other.height_, other.mipmaps_, other.format_, other.data_);
}

Ref<Image> Image::create_placeholder() {
  constexpr int kSize = 16;
  constexpr int kCell = 4;
  std::vector<uint8_t> bytes(kSize * kSize * 4);
  for (int y = 0; y < kSize; ++y) {
    for (int x = 0; x < kSize; ++x) {
      const bool magenta = ((x / kCell) + (y / kCell)) % 2 == 0;
      uint8_t* texel = &bytes[std::size_t(y * kSize + x) * 4];
      texel[0] = magenta ? 255 : 0;
      texel[1] = 0;
      texel[2] = magenta ? 255 : 0;
      texel[3] = 255;
    }
  }
  return make_ref<Image>(kSize, kSize, false, FORMAT_RGBA8, PackedByteArray(std::move(bytes)));
}

}  // namespace arbor
