#include "scene/resources/wav_reader.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "arbor/core/error/error.h"

namespace arbor::detail {
namespace {

constexpr std::uint16_t kFormatPcm = 1;
constexpr std::uint16_t kFormatFloat = 3;
constexpr std::uint16_t kFormatExtensible = 0xFFFE;

// Reads little-endian fields with bounds checks; errors name the file and the offset.
class Reader {
 public:
  Reader(std::span<const std::uint8_t> bytes, std::string_view name) : bytes_(bytes), name_(name) {}

  [[noreturn]] void fail(std::size_t offset, const std::string& what) const {
    throw Error("'" + std::string(name_) + "': not a playable WAV file: " + what + " (at byte " +
                std::to_string(offset) + ")");
  }
  void need(std::size_t offset, std::size_t size, const char* what) const {
    if (offset > bytes_.size() || size > bytes_.size() - offset) {
      fail(offset,
           std::string("truncated ") + what + " (" + std::to_string(size) + " bytes needed, " +
               std::to_string(offset < bytes_.size() ? bytes_.size() - offset : 0) + " left)");
    }
  }
  [[nodiscard]] std::uint32_t u32(std::size_t at) const {
    return std::uint32_t(bytes_[at]) | std::uint32_t(bytes_[at + 1]) << 8 |
           std::uint32_t(bytes_[at + 2]) << 16 | std::uint32_t(bytes_[at + 3]) << 24;
  }
  [[nodiscard]] std::uint16_t u16(std::size_t at) const {
    return std::uint16_t(bytes_[at] | bytes_[at + 1] << 8);
  }
  [[nodiscard]] bool tag(std::size_t at, const char* text) const {
    return std::memcmp(bytes_.data() + at, text, 4) == 0;
  }
  [[nodiscard]] std::span<const std::uint8_t> bytes() const { return bytes_; }

 private:
  std::span<const std::uint8_t> bytes_;
  std::string_view name_;
};

struct Format {
  std::uint16_t encoding = 0;  // kFormatPcm or kFormatFloat
  int channels = 0;
  int rate = 0;
  int bits = 0;
  int block = 0;  // bytes per frame
};

Format read_format(const Reader& r, std::size_t at, std::uint32_t size) {
  if (size < 16) r.fail(at, "the fmt chunk is " + std::to_string(size) + " bytes, less than 16");
  Format f;
  f.encoding = r.u16(at);
  f.channels = r.u16(at + 2);
  f.rate = int(std::min<std::uint32_t>(r.u32(at + 4), 0x7FFFFFFF));
  f.block = r.u16(at + 12);
  f.bits = r.u16(at + 14);
  if (f.encoding == kFormatExtensible) {
    if (size < 40) r.fail(at, "an extensible fmt chunk shorter than 40 bytes");
    f.encoding = r.u16(at + 24);  // the sub-format GUID's first two bytes
  }
  if (f.encoding != kFormatPcm && f.encoding != kFormatFloat) {
    r.fail(at, "unsupported encoding " + std::to_string(f.encoding) +
                   " (only PCM and IEEE float are supported)");
  }
  if (f.channels < 1 || f.channels > 2) {
    r.fail(at + 2, "unsupported channel count " + std::to_string(f.channels) + " (1 or 2)");
  }
  if (f.rate < 1) r.fail(at + 4, "a sample rate of 0");
  const bool pcm_bits = f.bits == 8 || f.bits == 16 || f.bits == 24 || f.bits == 32;
  const bool float_bits = f.bits == 32 || f.bits == 64;
  if (f.encoding == kFormatPcm ? !pcm_bits : !float_bits) {
    r.fail(at + 14, "unsupported sample size of " + std::to_string(f.bits) + " bits");
  }
  if (f.block != f.channels * f.bits / 8) {
    r.fail(at + 12, "a block size of " + std::to_string(f.block) + " bytes for " +
                        std::to_string(f.channels) + " channels of " + std::to_string(f.bits) +
                        " bits");
  }
  return f;
}

// One sample, from `at`, as a value in [-1, 1).
double sample_at(const std::uint8_t* at, const Format& f) {
  if (f.encoding == kFormatFloat) {
    if (f.bits == 32) {
      float v;
      std::memcpy(&v, at, 4);
      return std::isfinite(v) ? double(v) : 0.0;
    }
    double v;
    std::memcpy(&v, at, 8);
    return std::isfinite(v) ? v : 0.0;
  }
  switch (f.bits) {
    case 24: {
      const std::int32_t v = std::int32_t(std::uint32_t(at[0]) << 8 | std::uint32_t(at[1]) << 16 |
                                          std::uint32_t(at[2]) << 24);
      return double(v) / 2147483648.0;
    }
    default: {  // 32
      std::int32_t v;
      std::memcpy(&v, at, 4);
      return double(v) / 2147483648.0;
    }
  }
}

PackedByteArray convert(std::span<const std::uint8_t> data, const Format& f, int& format) {
  PackedByteArray out;
  if (f.encoding == kFormatPcm && f.bits == 8) {
    format = 0;  // FORMAT_8_BITS: signed
    out.resize(std::int64_t(data.size()));
    for (std::size_t i = 0; i < data.size(); ++i)
      out[std::int64_t(i)] = std::uint8_t(data[i] - 128);
    return out;
  }
  format = 1;  // FORMAT_16_BITS
  if (f.encoding == kFormatPcm && f.bits == 16) {
    out.resize(std::int64_t(data.size()));
    if (!data.empty()) std::memcpy(&out[0], data.data(), data.size());
    return out;
  }
  const std::size_t bytes = std::size_t(f.bits / 8);
  const std::size_t samples = data.size() / bytes;
  out.resize(std::int64_t(samples * 2));
  for (std::size_t i = 0; i < samples; ++i) {
    const double v = std::clamp(sample_at(data.data() + i * bytes, f) * 32768.0, -32768.0, 32767.0);
    const auto s = std::uint16_t(std::int16_t(std::lrint(v)));
    out[std::int64_t(2 * i)] = std::uint8_t(s & 0xFF);
    out[std::int64_t(2 * i + 1)] = std::uint8_t(s >> 8);
  }
  return out;
}

}  // namespace

WavSamples read_wav(std::span<const std::uint8_t> bytes, std::string_view name) {
  const Reader r(bytes, name);
  r.need(0, 12, "RIFF header");
  if (!r.tag(0, "RIFF") || !r.tag(8, "WAVE")) r.fail(0, "no RIFF/WAVE header");
  Format format;
  bool have_format = false;
  std::span<const std::uint8_t> data;
  bool have_data = false;
  WavSamples out;
  std::size_t at = 12;
  while (at + 8 <= bytes.size()) {
    const std::uint32_t size = r.u32(at + 4);
    const std::size_t body = at + 8;
    if (r.tag(at, "fmt ")) {
      r.need(body, size, "fmt chunk");
      format = read_format(r, body, size);
      have_format = true;
    } else if (r.tag(at, "data")) {
      r.need(body, size, "data chunk");
      data = bytes.subspan(body, size);
      have_data = true;
    } else if (r.tag(at, "smpl") && size >= 36) {
      r.need(body, size, "smpl chunk");
      const std::uint32_t loops = r.u32(body + 28);
      if (loops > 0 && size >= 36 + 24) {
        const std::uint32_t type = r.u32(body + 36 + 4);
        out.loop_mode = type == 1 ? 2 : type == 2 ? 3 : 1;  // forward, ping-pong, backward
        out.loop_begin = int(std::min<std::uint32_t>(r.u32(body + 36 + 8), 0x7FFFFFFE));
        // The chunk names the loop's last frame; AudioStreamWAV's loop_end is the one after.
        out.loop_end = int(std::min<std::uint32_t>(r.u32(body + 36 + 12), 0x7FFFFFFE)) + 1;
      }
    }
    at = body + std::size_t(size) + (size & 1);  // chunks are padded to an even size
  }
  if (!have_format) r.fail(12, "no fmt chunk");
  if (!have_data) r.fail(12, "no data chunk");
  if (data.size() % std::size_t(format.block) != 0) {
    data = data.first(data.size() - data.size() % std::size_t(format.block));  // a partial frame
  }
  out.stereo = format.channels == 2;
  out.mix_rate = format.rate;
  out.data = convert(data, format, out.format);
  const int frames =
      int(std::min<std::size_t>(data.size() / std::size_t(format.block), 0x7FFFFFFE));
  if (out.loop_mode != 0) {
    out.loop_begin = std::clamp(out.loop_begin, 0, frames);
    out.loop_end = std::clamp(out.loop_end, out.loop_begin, frames);
    if (out.loop_end == out.loop_begin) out.loop_mode = 0;  // an empty loop plays once
  }
  return out;
}

}  // namespace arbor::detail
