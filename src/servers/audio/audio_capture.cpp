#include "arbor/servers/audio/audio_capture.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>

#include "arbor/core/error/error.h"

namespace arbor {
namespace {

void put16(std::string& out, std::uint16_t value) {
  out.push_back(char(value & 0xFF));
  out.push_back(char(value >> 8));
}

void put32(std::string& out, std::uint32_t value) {
  for (int i = 0; i < 4; ++i) out.push_back(char((value >> (8 * i)) & 0xFF));
}

}  // namespace

AudioCapture::AudioCapture(int mix_rate) : mix_rate_(mix_rate) {
  if (mix_rate <= 0) throw Error("AudioCapture: the mix rate must be positive");
}

void AudioCapture::append(std::span<const AudioFrame> frames) {
  frames_.insert(frames_.end(), frames.begin(), frames.end());
}

void AudioCapture::save_wav(const std::string& path, Format format) const {
  const bool is_float = format == FORMAT_FLOAT;
  const std::uint16_t bits = is_float ? 32 : 16;
  const std::uint16_t block = std::uint16_t(2 * bits / 8);
  const auto data_size = std::uint32_t(frames_.size() * block);
  std::string out;
  out.reserve(64 + data_size);
  out += "RIFF";
  // A float file carries a `fact` chunk (12 bytes), as WAVE_FORMAT_IEEE_FLOAT requires.
  put32(out, 4 + (8 + 16) + (is_float ? 12 : 0) + (8 + data_size));
  out += "WAVEfmt ";
  put32(out, 16);
  put16(out, is_float ? 3 : 1);  // WAVE_FORMAT_IEEE_FLOAT or WAVE_FORMAT_PCM
  put16(out, 2);
  put32(out, std::uint32_t(mix_rate_));
  put32(out, std::uint32_t(mix_rate_) * block);
  put16(out, block);
  put16(out, bits);
  if (is_float) {
    out += "fact";
    put32(out, 4);
    put32(out, std::uint32_t(frames_.size()));
  }
  out += "data";
  put32(out, data_size);
  for (const AudioFrame& frame : frames_) {
    for (float sample : {frame.left, frame.right}) {
      const float clipped = std::clamp(sample, -1.0f, 1.0f);
      if (is_float) {
        std::uint32_t bits_of;
        std::memcpy(&bits_of, &clipped, 4);
        put32(out, bits_of);
      } else {
        put16(out, std::uint16_t(std::int16_t(std::lrint(clipped * 32767.0f))));
      }
    }
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file || !file.write(out.data(), std::streamsize(out.size())) || !file.flush()) {
    throw Error("AudioCapture::save_wav: cannot write '" + path + "'");
  }
}

}  // namespace arbor
