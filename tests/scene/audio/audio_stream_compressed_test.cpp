// AudioStreamOggVorbis and AudioStreamMP3 (decoded ahead of the mixer), AudioStreamGenerator
// and AudioStreamRandomizer.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/resources/audio_stream_generator.h"
#include "arbor/scene/resources/audio_stream_mp3.h"
#include "arbor/scene/resources/audio_stream_ogg_vorbis.h"
#include "arbor/scene/resources/audio_stream_randomizer.h"
#include "arbor/scene/resources/audio_stream_wav.h"
#include "audio_files.h"

namespace arbor::test {
namespace {

// Decodes a playback the way the server does: fill() ahead, then mix().
std::vector<AudioFrame> decode(const Ref<AudioStreamPlayback>& playback, int frames,
                               double from = 0.0) {
  playback->start(from);
  std::vector<AudioFrame> out;
  std::vector<AudioFrame> block(512);
  while (int(out.size()) < frames) {
    playback->fill();
    const int got = playback->mix(block.data(), 512);
    out.insert(out.end(), block.begin(), block.begin() + got);
    if (got < 512) break;
  }
  return out;
}

double amplitude_at(const std::vector<AudioFrame>& frames, double frequency, double rate,
                    std::size_t from, std::size_t count) {
  double re = 0.0, im = 0.0;
  for (std::size_t i = from; i < from + count; ++i) {
    const double w = 2 * std::numbers::pi * frequency * double(i) / rate;
    re += frames[i].left * std::cos(w);
    im += frames[i].left * std::sin(w);
  }
  return 2.0 * std::sqrt(re * re + im * im) / double(count);
}

TEST(AudioStreamOggVorbis, LoadsAndDecodesATone) {
  TempDir dir;
  ASSERT_TRUE(write_ogg(dir.path / "tone.ogg", 44100, 2, sine(441.0, 0.5, 44100, 44100, 2)));
  const Ref<AudioStreamOggVorbis> stream =
      AudioStreamOggVorbis::load_from_file((dir.path / "tone.ogg").string());
  EXPECT_EQ(stream->get_sampling_rate(), 44100);
  EXPECT_NEAR(stream->get_length(), 1.0, 0.01);
  Ref<AudioStreamPlayback> playback = stream->instantiate_playback();
  EXPECT_TRUE(playback->needs_fill());
  const std::vector<AudioFrame> out = decode(playback, 50000);
  EXPECT_NEAR(double(out.size()), 44100.0, 100.0);
  EXPECT_NEAR(amplitude_at(out, 441.0, 44100, 4410, 22050), 0.5, 0.02);
  EXPECT_NEAR(out[10000].right, out[10000].left * 0.5f, 0.02);
}

TEST(AudioStreamOggVorbis, LoopsFromTheLoopOffset) {
  TempDir dir;
  ASSERT_TRUE(write_ogg(dir.path / "loop.ogg", 48000, 1, sine(480.0, 0.5, 48000, 24000)));
  const Ref<AudioStreamOggVorbis> stream =
      AudioStreamOggVorbis::load_from_file((dir.path / "loop.ogg").string());
  stream->set_loop(true);
  stream->set_loop_offset(0.25);
  Ref<AudioStreamPlayback> playback = stream->instantiate_playback();
  const std::vector<AudioFrame> out = decode(playback, 60000);
  EXPECT_EQ(out.size() / 512, 60000u / 512 + 1);  // it never ends
  EXPECT_GE(playback->get_loop_count(), 2);
  EXPECT_NEAR(playback->get_playback_position(),
              0.25 + std::fmod(double(out.size()) / 48000 - 0.5, 0.25), 0.001);
}

TEST(AudioStreamOggVorbis, CorruptAndForeignFilesFailNamingTheFile) {
  TempDir dir;
  write_file(dir.path / "text.ogg", std::vector<std::uint8_t>(200, 'x'));
  try {
    (void)AudioStreamOggVorbis::load_from_file((dir.path / "text.ogg").string());
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("text.ogg': not a playable Ogg Vorbis file"),
              std::string::npos)
        << error.what();
  }
  ASSERT_TRUE(write_ogg(dir.path / "good.ogg", 48000, 1, sine(480.0, 0.5, 48000, 4800)));
  std::ifstream in(dir.path / "good.ogg", std::ios::binary);
  std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
  bytes.resize(60);  // cut inside the headers
  EXPECT_THROW((void)AudioStreamOggVorbis::load_from_buffer(bytes, "cut.ogg"), Error);
}

TEST(AudioStreamMP3, LoadsDecodesAndPlaysEmbeddedData) {
  TempDir dir;
  ASSERT_TRUE(write_mp3(dir.path / "tone.mp3", 48000, 2, sine(480.0, 0.5, 48000, 48000, 2)));
  ResourceLoader::set_project_root(dir.path.string());
  const Ref<AudioStreamMP3> stream = ResourceLoader::load<AudioStreamMP3>("res://tone.mp3");
  ResourceLoader::set_project_root(".");
  EXPECT_EQ(stream->get_sampling_rate(), 48000);
  EXPECT_NEAR(stream->get_length(), 1.0, 0.01);  // gapless: the encoder's padding is removed
  const std::vector<AudioFrame> out = decode(stream->instantiate_playback(), 60000);
  EXPECT_NEAR(double(out.size()), 48000.0, 50.0);
  EXPECT_NEAR(amplitude_at(out, 480.0, 48000, 4800, 24000), 0.5, 0.02);
  // The same bytes as a scene's embedded `data`.
  const Ref<AudioStreamMP3> embedded = make_ref<AudioStreamMP3>();
  ASSERT_TRUE(embedded->set("data", stream->get("data")));
  EXPECT_NEAR(embedded->get_length(), 1.0, 0.01);
  // Data that is not MP3 is kept but does not play, and says why.
  embedded->set_data(PackedByteArray(std::vector<std::uint8_t>(500, 7)));
  EXPECT_EQ(embedded->get_data().size(), 500);
  EXPECT_THROW((void)embedded->instantiate_playback(), Error);
  EXPECT_THROW((void)AudioStreamMP3::load_from_buffer(std::vector<std::uint8_t>(500, 7), "x.mp3"),
               Error);
}

TEST(AudioStreamGenerator, PlaysWhatIsPushedAndCountsSkips) {
  const Ref<AudioStreamGenerator> generator = make_ref<AudioStreamGenerator>();
  generator->set_mix_rate(48000);
  generator->set_buffer_length(0.1);
  EXPECT_TRUE(generator->is_monophonic());
  Ref<AudioStreamGeneratorPlayback> playback =
      ref_cast<AudioStreamGeneratorPlayback>(generator->instantiate_playback());
  ASSERT_TRUE(playback);
  playback->start(0.0);
  const int room = playback->get_frames_available();
  EXPECT_GE(room, 4800);
  EXPECT_TRUE(playback->push_frame(Vector2(0.25, -0.25)));
  EXPECT_TRUE(playback->push_buffer(PackedVector2Array({Vector2(0.5, 0.5), Vector2(1, 1)})));
  EXPECT_FALSE(playback->can_push_buffer(room));
  std::vector<AudioFrame> out(4);
  EXPECT_EQ(playback->mix(out.data(), 4), 4);  // never ends: silence when dry
  EXPECT_EQ(out[0], AudioFrame(0.25f, -0.25f));
  EXPECT_EQ(out[2], AudioFrame(1.0f, 1.0f));
  EXPECT_EQ(out[3], AudioFrame());
  EXPECT_EQ(playback->get_skips(), 1);
  EXPECT_THROW(playback->clear_buffer(), Error);  // while playing
  playback->stop();
  playback->clear_buffer();
  EXPECT_EQ(playback->get_frames_available(), room);
}

Ref<AudioStreamWAV> constant(float value) {
  const Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->set_format(AudioStreamWAV::FORMAT_16_BITS);
  stream->set_mix_rate(1000);
  const auto s = std::uint16_t(std::int16_t(value * 32768.0f));
  stream->set_data(PackedByteArray({std::uint8_t(s & 0xFF), std::uint8_t(s >> 8)}));
  return stream;
}

float first_level(const Ref<AudioStreamPlayback>& playback) {
  playback->start(0.0);
  AudioFrame frame;
  (void)playback->mix(&frame, 1);
  return frame.left;
}

TEST(AudioStreamRandomizer, PicksByWeightNeverRepeatsAndVariesPitchAndVolume) {
  const Ref<AudioStreamRandomizer> randomizer = make_ref<AudioStreamRandomizer>();
  randomizer->add_stream(-1, constant(0.25f));
  randomizer->add_stream(-1, constant(0.5f), 3.0);
  EXPECT_EQ(randomizer->get_streams_count(), 2);
  float previous = 0.0f;
  int counts[2] = {0, 0};
  for (int i = 0; i < 200; ++i) {
    const float level = first_level(randomizer->instantiate_playback());
    EXPECT_NE(level, previous);  // no repeats by default
    ++counts[level > 0.3f ? 1 : 0];
    previous = level;
  }
  EXPECT_EQ(counts[0], 100);  // two streams, no repeats: they alternate
  randomizer->set_playback_mode(AudioStreamRandomizer::PLAYBACK_RANDOM);
  counts[0] = counts[1] = 0;
  for (int i = 0; i < 2000; ++i)
    ++counts[first_level(randomizer->instantiate_playback()) > 0.3f ? 1 : 0];
  EXPECT_NEAR(counts[1] / 2000.0, 0.75, 0.04);
  randomizer->set_playback_mode(AudioStreamRandomizer::PLAYBACK_SEQUENTIAL);
  EXPECT_FLOAT_EQ(first_level(randomizer->instantiate_playback()), 0.25f);
  EXPECT_FLOAT_EQ(first_level(randomizer->instantiate_playback()), 0.5f);
  EXPECT_FLOAT_EQ(first_level(randomizer->instantiate_playback()), 0.25f);

  const Ref<AudioStreamRandomizer> varied = make_ref<AudioStreamRandomizer>();
  varied->add_stream(-1, constant(0.5f));
  varied->set_random_pitch(2.0);
  varied->set_random_volume_offset_db(6.0);
  double lowest = 1e9, highest = 0;
  float quietest = 1, loudest = 0;
  for (int i = 0; i < 500; ++i) {
    Ref<AudioStreamPlayback> playback = varied->instantiate_playback();
    lowest = std::min(lowest, playback->get_sampling_rate());
    highest = std::max(highest, playback->get_sampling_rate());
    const float level = first_level(playback) / 0.5f;
    quietest = std::min(quietest, level);
    loudest = std::max(loudest, level);
  }
  EXPECT_GE(lowest, 500.0);  // pitch in [1/2, 2] of 1000 Hz
  EXPECT_LE(highest, 2000.0);
  EXPECT_LT(lowest, 550.0);
  EXPECT_GT(highest, 1900.0);
  EXPECT_GE(quietest, 0.5f);  // ±6 dB
  EXPECT_LE(loudest, 2.0f);
  EXPECT_LT(quietest, 0.55f);
  EXPECT_GT(loudest, 1.8f);
  randomizer->set_random_pitch(0.5);
  EXPECT_EQ(randomizer->get_random_pitch(), 1.0);
  EXPECT_THROW((void)randomizer->get_stream(5), Error);
}

TEST(AudioStreamRandomizer, StreamsAreStoredAsGodotStoresThem) {
  const Ref<AudioStreamRandomizer> randomizer = make_ref<AudioStreamRandomizer>();
  ASSERT_TRUE(randomizer->set("streams_count", Variant(2)));
  const Ref<AudioStreamWAV> one = constant(0.5f);
  ASSERT_TRUE(randomizer->set("stream_1/stream", Variant(one)));
  ASSERT_TRUE(randomizer->set("stream_1/weight", Variant(2.5)));
  EXPECT_EQ(randomizer->get_stream(1), Ref<AudioStream>(one));
  EXPECT_EQ(randomizer->get("stream_1/weight"), Variant(2.5));
  EXPECT_EQ(randomizer->get_stream_probability_weight(0), 1.0);
  int stored = 0;
  for (const PropertyInfo& info : randomizer->get_property_list()) {
    if (std::string_view(info.name.view()).starts_with("stream_") &&
        (info.usage & PROPERTY_USAGE_STORAGE)) {
      ++stored;
    }
  }
  EXPECT_EQ(stored, 3);  // both streams, and the weight that is not 1
}

}  // namespace
}  // namespace arbor::test
