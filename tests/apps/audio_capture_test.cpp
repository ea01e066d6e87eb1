// `arbor run --audio-capture`: the master bus of a running scene written as a .wav file,
// without a sound card, exactly as long as the frames ran, the same on every run.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>
#include <vector>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

namespace fs = std::filesystem;

void put(std::string& s, std::uint32_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) s.push_back(char((v >> (8 * i)) & 0xFF));
}

// A mono 16-bit 48 kHz WAV file of a sine.
void write_tone(const fs::path& path, double frequency, double seconds) {
  std::string data;
  for (int i = 0; i < int(seconds * 48000); ++i) {
    put(data,
        std::uint16_t(std::int16_t(
            std::lrint(16384 * std::sin(2 * std::numbers::pi * frequency * i / 48000)))),
        2);
  }
  std::string file = "RIFF";
  put(file, std::uint32_t(36 + data.size()), 4);
  file += "WAVEfmt ";
  put(file, 16, 4);
  put(file, 1, 2);
  put(file, 1, 2);
  put(file, 48000, 4);
  put(file, 96000, 4);
  put(file, 2, 2);
  put(file, 16, 2);
  file += "data";
  put(file, std::uint32_t(data.size()), 4);
  std::ofstream(path, std::ios::binary) << file + data;
}

// A project with two tones: 440 Hz on Master at -6 dB, and 1 kHz on a Music bus its bus
// layout mutes.
fs::path write_project() {
  const fs::path dir = temp_file("audio_project");
  fs::create_directories(dir);
  std::ofstream(dir / "project.godot") << "config_version=5\n";
  write_tone(dir / "a440.wav", 440.0, 4.0);
  write_tone(dir / "k1000.wav", 1000.0, 4.0);
  std::ofstream(dir / "default_bus_layout.tres") << R"([gd_resource type="AudioBusLayout" format=3]

[resource]
bus/1/name = &"Music"
bus/1/solo = false
bus/1/mute = true
bus/1/bypass_fx = false
bus/1/volume_db = 0.0
bus/1/send = &"Master"
)";
  std::ofstream(dir / "main.tscn") << R"([gd_scene format=3]

[ext_resource type="AudioStream" path="res://a440.wav" id="1"]
[ext_resource type="AudioStream" path="res://k1000.wav" id="2"]

[node name="Main" type="Node"]

[node name="Tone" type="AudioStreamPlayer" parent="."]
stream = ExtResource("1")
volume_db = -6.0
autoplay = true

[node name="Muted" type="AudioStreamPlayer" parent="."]
stream = ExtResource("2")
autoplay = true
bus = &"Music"
)";
  return dir;
}

struct Wav {
  int format = 0, channels = 0, rate = 0, bits = 0;
  std::vector<float> left;
};

Wav read_wav(const std::string& path) {
  const std::string bytes = read_file(path);
  Wav wav;
  const auto u16 = [&](std::size_t at) {
    return int(std::uint8_t(bytes[at]) | std::uint8_t(bytes[at + 1]) << 8);
  };
  const auto u32 = [&](std::size_t at) {
    std::uint32_t v;
    std::memcpy(&v, bytes.data() + at, 4);
    return v;
  };
  if (bytes.size() < 44 || bytes.compare(0, 4, "RIFF") != 0) return wav;
  wav.format = u16(20);
  wav.channels = u16(22);
  wav.rate = int(u32(24));
  wav.bits = u16(34);
  std::size_t at = 12;
  while (at + 8 <= bytes.size() && bytes.compare(at, 4, "data") != 0) at += 8 + u32(at + 4);
  const std::size_t frame = std::size_t(wav.channels * wav.bits / 8);
  for (std::size_t i = at + 8; i + frame <= bytes.size(); i += frame) {
    if (wav.format == 3) {
      float v;
      std::memcpy(&v, bytes.data() + i, 4);
      wav.left.push_back(v);
    } else {
      wav.left.push_back(float(std::int16_t(u16(i))) / 32768.0f);
    }
  }
  return wav;
}

double amplitude(const std::vector<float>& samples, double frequency) {
  double re = 0, im = 0;
  for (std::size_t i = 0; i < samples.size(); ++i) {
    re += samples[i] * std::cos(2 * std::numbers::pi * frequency * double(i) / 48000);
    im += samples[i] * std::sin(2 * std::numbers::pi * frequency * double(i) / 48000);
  }
  return 2 * std::hypot(re, im) / double(samples.size());
}

TEST(AudioCapture, RunWritesTheMasterBusForExactlyTheFramesRun) {
  const fs::path project = write_project();
  const std::string out = (project / "out.wav").string();
  const ProgramResult result = run_arbor({"run", (project / "main.tscn").string(), "--frames", "45",
                                          "--fps", "30", "--audio-capture", out});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("Audio: 1.500 s of the master bus written to"), std::string::npos)
      << result.out;
  const Wav wav = read_wav(out);
  EXPECT_EQ(wav.format, 3);  // 32-bit float
  EXPECT_EQ(wav.channels, 2);
  EXPECT_EQ(wav.rate, 48000);
  ASSERT_EQ(wav.left.size(), 72000u);  // 45 frames of 1/30 s
  // The tone at -6 dB; the muted bus's tone absent.
  EXPECT_NEAR(amplitude(wav.left, 440.0), 0.5 * 0.501187, 2e-3);
  EXPECT_LT(amplitude(wav.left, 1000.0), 1e-4);
  // The same run writes the same bytes.
  const std::string again = (project / "again.wav").string();
  ASSERT_EQ(run_arbor({"run", (project / "main.tscn").string(), "--frames", "45", "--fps", "30",
                       "--audio-capture", again})
                .exit_code,
            0);
  EXPECT_EQ(read_file(again), read_file(out));
}

TEST(AudioCapture, SixteenBitCapturesAndBadFormatsAreUsageErrors) {
  const fs::path project = write_project();
  const std::string out = (project / "out16.wav").string();
  ASSERT_EQ(run_arbor({"run", (project / "main.tscn").string(), "--frames", "6", "--audio-capture",
                       out, "--audio-format", "pcm16"})
                .exit_code,
            0);
  const Wav wav = read_wav(out);
  EXPECT_EQ(wav.format, 1);
  EXPECT_EQ(wav.bits, 16);
  EXPECT_EQ(wav.left.size(), 4800u);  // 6 frames of 1/60 s
  const ProgramResult bad =
      run_arbor({"run", "--frames", "1", "--audio-capture", out, "--audio-format", "mp3"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--audio-format"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("mp3"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace arbor::app::testing
