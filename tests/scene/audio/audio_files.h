// Sound files made by the tests: WAV bytes of every sample format (with loops), and Ogg Vorbis
// and MP3 files encoded with libsndfile, so that no binary test data is stored.
#pragma once

#include <sndfile.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>
#include <vector>

namespace arbor::test {

/// `frames` frames of a sine of `frequency` Hz and `amplitude` at `rate`, interleaved over
/// `channels` (the right channel at half the amplitude).
inline std::vector<double> sine(double frequency, double amplitude, int rate, int frames,
                                int channels = 1) {
  std::vector<double> out;
  for (int i = 0; i < frames; ++i) {
    const double v = amplitude * std::sin(2.0 * std::numbers::pi * frequency * i / rate);
    out.push_back(v);
    if (channels == 2) out.push_back(v * 0.5);
  }
  return out;
}

struct WavSpec {
  int format = 1;  ///< 1 PCM, 3 float, 0xFFFE extensible (PCM)
  int bits = 16;
  int channels = 1;
  int rate = 48000;
  int loop_type = -1;  ///< smpl loop type (0 forward, 1 ping-pong, 2 backward); -1: none
  int loop_start = 0;
  int loop_last = 0;  ///< the loop's last frame (inclusive, as smpl stores it)
};

inline void put16(std::string& s, std::uint32_t v) {
  s.push_back(char(v & 0xFF));
  s.push_back(char((v >> 8) & 0xFF));
}
inline void put32(std::string& s, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}

/// A `.wav` file's bytes holding `samples` (values in [-1, 1], interleaved).
inline std::vector<std::uint8_t> wav_bytes(const WavSpec& spec,
                                           const std::vector<double>& samples) {
  std::string data;
  for (double v : samples) {
    if (spec.format == 3 && spec.bits == 32) {
      const float f = float(v);
      std::uint32_t u;
      std::memcpy(&u, &f, 4);
      put32(data, u);
    } else if (spec.format == 3) {
      std::uint64_t u;
      std::memcpy(&u, &v, 8);
      put32(data, std::uint32_t(u));
      put32(data, std::uint32_t(u >> 32));
    } else if (spec.bits == 8) {
      data.push_back(char(std::uint8_t(std::lrint(v * 127.0) + 128)));
    } else if (spec.bits == 16) {
      put16(data, std::uint16_t(std::int16_t(std::lrint(v * 32767.0))));
    } else if (spec.bits == 24) {
      const auto s = std::int32_t(std::lrint(v * 8388607.0));
      data.push_back(char(s & 0xFF));
      data.push_back(char((s >> 8) & 0xFF));
      data.push_back(char((s >> 16) & 0xFF));
    } else {
      put32(data, std::uint32_t(std::int32_t(std::lrint(v * 2147483647.0))));
    }
  }
  std::string fmt;
  const int block = spec.channels * spec.bits / 8;
  put16(fmt, std::uint32_t(spec.format));
  put16(fmt, std::uint32_t(spec.channels));
  put32(fmt, std::uint32_t(spec.rate));
  put32(fmt, std::uint32_t(spec.rate * block));
  put16(fmt, std::uint32_t(block));
  put16(fmt, std::uint32_t(spec.bits));
  if (spec.format == 0xFFFE) {
    put16(fmt, 22);
    put16(fmt, std::uint32_t(spec.bits));
    put32(fmt, 0);
    put16(fmt, 1);  // the PCM sub-format GUID
    fmt += std::string("\x00\x00\x00\x00\x10\x00\x80\x00\x00\xAA\x00\x38\x9B\x71", 14);
  }
  std::string body = "WAVEfmt ";
  put32(body, std::uint32_t(fmt.size()));
  body += fmt;
  if (spec.loop_type >= 0) {
    std::string smpl(28, '\0');
    put32(smpl, 1);  // one loop
    put32(smpl, 0);
    put32(smpl, 0);  // cue point id
    put32(smpl, std::uint32_t(spec.loop_type));
    put32(smpl, std::uint32_t(spec.loop_start));
    put32(smpl, std::uint32_t(spec.loop_last));
    put32(smpl, 0);
    put32(smpl, 0);
    body += "smpl";
    put32(body, std::uint32_t(smpl.size()));
    body += smpl;
  }
  body += "data";
  put32(body, std::uint32_t(data.size()));
  body += data;
  std::string file = "RIFF";
  put32(file, std::uint32_t(body.size()));
  file += body;
  return std::vector<std::uint8_t>(file.begin(), file.end());
}

inline void write_file(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

/// Encodes `samples` (interleaved floats) to `path` as Ogg Vorbis or MP3 with libsndfile.
inline bool encode(const std::filesystem::path& path, int major_and_subtype, int rate, int channels,
                   const std::vector<double>& samples) {
  SF_INFO info{};
  info.samplerate = rate;
  info.channels = channels;
  info.format = major_and_subtype;
  SNDFILE* file = sf_open(path.string().c_str(), SFM_WRITE, &info);
  if (!file) return false;
  sf_writef_double(file, samples.data(), sf_count_t(samples.size() / std::size_t(channels)));
  sf_close(file);
  return true;
}
inline bool write_ogg(const std::filesystem::path& path, int rate, int channels,
                      const std::vector<double>& samples) {
  return encode(path, SF_FORMAT_OGG | SF_FORMAT_VORBIS, rate, channels, samples);
}
inline bool write_mp3(const std::filesystem::path& path, int rate, int channels,
                      const std::vector<double>& samples) {
  return encode(path, SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III, rate, channels, samples);
}

/// A directory of its own under the system's temporary directory, removed at the end.
struct TempDir {
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("arbor_audio_" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  std::filesystem::path path;
};

}  // namespace arbor::test
