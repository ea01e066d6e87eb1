// AudioStreamWAV: `.wav` files of every sample format, their loops, embedded data, IMA ADPCM,
// and the errors a broken file gives (naming the file).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/resources/audio_stream_wav.h"
#include "audio_files.h"

namespace arbor::test {
namespace {

// The playback's first `frames` frames at its own rate (fewer when it ends).
std::vector<AudioFrame> frames_of(const Ref<AudioStream>& stream, int frames, double from = 0.0) {
  Ref<AudioStreamPlayback> playback = stream->instantiate_playback();
  playback->start(from);
  std::vector<AudioFrame> out(static_cast<std::size_t>(frames));
  out.resize(static_cast<std::size_t>(playback->mix(out.data(), frames)));
  return out;
}

std::string error_of(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(AudioStreamWAV, EveryPcmAndFloatFormatReadsItsSamples) {
  const std::vector<double> tone = sine(1000.0, 0.5, 48000, 480, 2);
  struct Case {
    int format, bits;
    float tolerance;
  };
  for (const Case c : {Case{1, 8, 1.0f / 100}, Case{1, 16, 1.0f / 30000}, Case{1, 24, 1.0f / 30000},
                       Case{1, 32, 1.0f / 30000}, Case{3, 32, 1.0f / 30000},
                       Case{3, 64, 1.0f / 30000}, Case{0xFFFE, 16, 1.0f / 30000}}) {
    WavSpec spec;
    spec.format = c.format;
    spec.bits = c.bits;
    spec.channels = 2;
    const Ref<AudioStreamWAV> stream =
        AudioStreamWAV::load_from_buffer(wav_bytes(spec, tone), "t.wav");
    EXPECT_TRUE(stream->is_stereo());
    EXPECT_EQ(stream->get_mix_rate(), 48000);
    EXPECT_EQ(stream->get_format(),
              c.bits == 8 ? AudioStreamWAV::FORMAT_8_BITS : AudioStreamWAV::FORMAT_16_BITS);
    EXPECT_EQ(stream->get_frame_count(), 480);
    EXPECT_DOUBLE_EQ(stream->get_length(), 0.01);
    const std::vector<AudioFrame> out = frames_of(stream, 1000);
    ASSERT_EQ(out.size(), 480u) << c.format << "/" << c.bits;
    for (std::size_t i = 0; i < out.size(); i += 37) {
      EXPECT_NEAR(out[i].left, tone[2 * i], c.tolerance) << c.bits << " bits, frame " << i;
      EXPECT_NEAR(out[i].right, tone[2 * i + 1], c.tolerance) << c.bits << " bits, frame " << i;
    }
  }
}

TEST(AudioStreamWAV, MonoPlaysOnBothChannels) {
  WavSpec spec;
  const Ref<AudioStreamWAV> stream =
      AudioStreamWAV::load_from_buffer(wav_bytes(spec, sine(440, 0.25, 48000, 100)), "mono.wav");
  EXPECT_FALSE(stream->is_stereo());
  const std::vector<AudioFrame> out = frames_of(stream, 100);
  EXPECT_EQ(out[10].left, out[10].right);
  EXPECT_NEAR(out[10].left, 0.25 * std::sin(2 * std::numbers::pi * 440 * 10 / 48000), 1e-4);
}

// A ramp 0, 1, ..., 9 (in 1/32 steps) makes the loops' orders readable.
std::vector<int> order_of(int loop_type, int start, int last, int frames) {
  WavSpec spec;
  spec.loop_type = loop_type;
  spec.loop_start = start;
  spec.loop_last = last;
  std::vector<double> ramp;
  for (int i = 0; i < 10; ++i) ramp.push_back(i / 32.0);
  const Ref<AudioStreamWAV> stream =
      AudioStreamWAV::load_from_buffer(wav_bytes(spec, ramp), "ramp.wav");
  std::vector<int> order;
  for (const AudioFrame& f : frames_of(stream, frames))
    order.push_back(int(std::lrint(f.left * 32)));
  return order;
}

TEST(AudioStreamWAV, TheSmplChunksLoopPlaysForwardBackAndForthOrBackward) {
  // Frames 2..5 loop (the chunk names 5, the last frame of the loop).
  EXPECT_EQ(order_of(0, 2, 5, 12), (std::vector<int>{0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 2, 3}));
  EXPECT_EQ(order_of(1, 2, 5, 12), (std::vector<int>{0, 1, 2, 3, 4, 5, 4, 3, 2, 3, 4, 5}));
  EXPECT_EQ(order_of(2, 2, 5, 12), (std::vector<int>{0, 1, 2, 3, 4, 5, 4, 3, 2, 5, 4, 3}));
  // Without a loop the sound ends after its last frame.
  EXPECT_EQ(order_of(-1, 0, 0, 12), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  WavSpec spec;
  spec.loop_type = 0;
  spec.loop_start = 2;
  spec.loop_last = 5;
  const Ref<AudioStreamWAV> stream =
      AudioStreamWAV::load_from_buffer(wav_bytes(spec, std::vector<double>(10, 0.0)), "loop.wav");
  EXPECT_EQ(stream->get_loop_mode(), AudioStreamWAV::LOOP_FORWARD);
  EXPECT_EQ(stream->get_loop_begin(), 2);
  EXPECT_EQ(stream->get_loop_end(), 6);
}

TEST(AudioStreamWAV, StartingFromAPositionAndCountingLoops) {
  WavSpec spec;
  spec.rate = 100;
  spec.loop_type = 0;
  spec.loop_start = 0;
  spec.loop_last = 99;
  const Ref<AudioStreamWAV> stream =
      AudioStreamWAV::load_from_buffer(wav_bytes(spec, sine(1, 0.5, 100, 100)), "second.wav");
  Ref<AudioStreamPlayback> playback = stream->instantiate_playback();
  playback->start(0.5);
  EXPECT_DOUBLE_EQ(playback->get_playback_position(), 0.5);
  std::vector<AudioFrame> out(120);
  EXPECT_EQ(playback->mix(out.data(), 120), 120);
  EXPECT_EQ(playback->get_loop_count(), 1);
  EXPECT_DOUBLE_EQ(playback->get_playback_position(), 0.7);
}

TEST(AudioStreamWAV, EmbeddedDataFromAScenePlays) {
  const Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  ASSERT_TRUE(stream->set("data", Variant(PackedByteArray({0x00, 0x40, 0x00, 0xC0}))));
  ASSERT_TRUE(stream->set("format", Variant(1)));
  ASSERT_TRUE(stream->set("mix_rate", Variant(22050)));
  const std::vector<AudioFrame> out = frames_of(stream, 10);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_FLOAT_EQ(out[0].left, 0.5f);
  EXPECT_FLOAT_EQ(out[1].left, -0.5f);
  EXPECT_EQ(stream->get_mix_rate(), 22050);
  stream->set_format(AudioStreamWAV::FORMAT_8_BITS);  // signed 8-bit: 0x40 is 0.5
  EXPECT_FLOAT_EQ(frames_of(stream, 10)[1].left, 0.5f);
  EXPECT_THROW(stream->set_format(AudioStreamWAV::Format(9)), Error);
  EXPECT_THROW(stream->set_mix_rate(0), Error);
}

// IMA ADPCM as Godot stores it: a 4-byte header, then nibbles, low first.
std::vector<std::uint8_t> ima_encode(const std::vector<double>& samples) {
  static const int steps[89] = {
      7,     8,     9,     10,    11,    12,    13,    14,    16,    17,    19,   21,    23,
      25,    28,    31,    34,    37,    41,    45,    50,    55,    60,    66,   73,    80,
      88,    97,    107,   118,   130,   143,   157,   173,   190,   209,   230,  253,   279,
      307,   337,   371,   408,   449,   494,   544,   598,   658,   724,   796,  876,   963,
      1060,  1166,  1282,  1411,  1552,  1707,  1878,  2066,  2272,  2499,  2749, 3024,  3327,
      3660,  4026,  4428,  4871,  5358,  5894,  6484,  7132,  7845,  8630,  9493, 10442, 11487,
      12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};
  static const int indices[16] = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};
  std::vector<std::uint8_t> out = {0, 0, 0, 0};
  int predictor = 0, index = 0;
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const int step = steps[index];
    int diff = int(std::lrint(samples[i] * 32767)) - predictor;
    int nibble = 0;
    if (diff < 0) {
      nibble = 8;
      diff = -diff;
    }
    int delta = step >> 3;
    if (diff >= step) {
      nibble |= 4;
      diff -= step;
      delta += step;
    }
    if (diff >= step >> 1) {
      nibble |= 2;
      diff -= step >> 1;
      delta += step >> 1;
    }
    if (diff >= step >> 2) {
      nibble |= 1;
      delta += step >> 2;
    }
    predictor = std::clamp(predictor + ((nibble & 8) ? -delta : delta), -32768, 32767);
    index = std::clamp(index + indices[nibble], 0, 88);
    if (i % 2 == 0) {
      out.push_back(std::uint8_t(nibble));
    } else {
      out.back() |= std::uint8_t(nibble << 4);
    }
  }
  return out;
}

TEST(AudioStreamWAV, ImaAdpcmDecodesAndLoops) {
  const std::vector<double> tone = sine(440.0, 0.5, 48000, 4800);
  const std::vector<std::uint8_t> bytes = ima_encode(tone);
  const Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->set_format(AudioStreamWAV::FORMAT_IMA_ADPCM);
  stream->set_mix_rate(48000);
  stream->set_data(PackedByteArray(std::vector<std::uint8_t>(bytes)));
  EXPECT_EQ(stream->get_frame_count(), 4800);
  std::vector<AudioFrame> out = frames_of(stream, 4800);
  ASSERT_EQ(out.size(), 4800u);
  double worst = 0.0;
  for (std::size_t i = 100; i < out.size(); ++i)
    worst = std::max(worst, std::abs(out[i].left - tone[i]));
  EXPECT_LT(worst, 0.01);
  // A forward loop comes back to the loop start's decoder state: the same samples again.
  stream->set_loop_mode(AudioStreamWAV::LOOP_FORWARD);
  stream->set_loop_begin(1000);
  stream->set_loop_end(2000);
  out = frames_of(stream, 3500);
  EXPECT_EQ(out[2500].left, out[1500].left);
  EXPECT_EQ(out[3100].left, out[1100].left);
}

TEST(AudioStreamWAV, BrokenFilesFailWithTheirNameAndWhatIsWrong) {
  WavSpec spec;
  std::vector<std::uint8_t> good = wav_bytes(spec, sine(440, 0.5, 48000, 100));
  std::vector<std::uint8_t> truncated(good.begin(), good.end() - 50);
  EXPECT_NE(error_of([&] {
              (void)AudioStreamWAV::load_from_buffer(truncated, "cut.wav");
            }).find("'cut.wav': not a playable WAV file: truncated data chunk"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              (void)AudioStreamWAV::load_from_buffer(std::vector<std::uint8_t>(8), "zero.wav");
            }).find("'zero.wav'"),
            std::string::npos);
  std::vector<std::uint8_t> not_riff = good;
  not_riff[0] = 'X';
  EXPECT_NE(error_of([&] {
              (void)AudioStreamWAV::load_from_buffer(not_riff, "x.wav");
            }).find("no RIFF/WAVE header"),
            std::string::npos);
  WavSpec adpcm;
  adpcm.format = 2;  // Microsoft ADPCM
  adpcm.bits = 16;
  EXPECT_NE(error_of([&] {
              (void)AudioStreamWAV::load_from_buffer(wav_bytes(adpcm, {0.0}), "ms.wav");
            }).find("unsupported encoding 2"),
            std::string::npos);
  WavSpec surround;
  surround.channels = 6;
  EXPECT_NE(error_of([&] {
              (void)AudioStreamWAV::load_from_buffer(wav_bytes(surround, std::vector<double>(6)),
                                                     "6.wav");
            }).find("unsupported channel count 6"),
            std::string::npos);
  EXPECT_NE(error_of([] {
              (void)AudioStreamWAV::load_from_file("/no/such/file.wav");
            }).find("/no/such/file.wav"),
            std::string::npos);
}

TEST(AudioStreamWAV, ResourceLoaderReadsWavPathsAsStreams) {
  TempDir dir;
  WavSpec spec;
  write_file(dir.path / "beep.wav", wav_bytes(spec, sine(440, 0.5, 48000, 480)));
  ResourceLoader::set_project_root(dir.path.string());
  const Ref<AudioStreamWAV> stream = ResourceLoader::load<AudioStreamWAV>("res://beep.wav");
  EXPECT_EQ(stream->get_path(), "res://beep.wav");
  EXPECT_EQ(stream->get_frame_count(), 480);
  EXPECT_EQ(ResourceLoader::load("res://beep.wav", "AudioStream"),
            Ref<Resource>(stream));  // cached
  write_file(dir.path / "bad.wav", std::vector<std::uint8_t>{'R', 'I', 'F', 'F'});
  EXPECT_NE(error_of([] { (void)ResourceLoader::load("res://bad.wav"); }).find("bad.wav"),
            std::string::npos);
  ResourceLoader::set_project_root(".");
}

}  // namespace
}  // namespace arbor::test
