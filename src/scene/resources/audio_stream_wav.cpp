#include "arbor/scene/resources/audio_stream_wav.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <iterator>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/wav_reader.h"
#include "servers/audio/audio_checks.h"

namespace arbor {
namespace {

constexpr std::array<std::int16_t, 89> kImaSteps = {
    7,     8,     9,     10,    11,    12,    13,    14,    16,    17,    19,   21,    23,
    25,    28,    31,    34,    37,    41,    45,    50,    55,    60,    66,   73,    80,
    88,    97,    107,   118,   130,   143,   157,   173,   190,   209,   230,  253,   279,
    307,   337,   371,   408,   449,   494,   544,   598,   658,   724,   796,  876,   963,
    1060,  1166,  1282,  1411,  1552,  1707,  1878,  2066,  2272,  2499,  2749, 3024,  3327,
    3660,  4026,  4428,  4871,  5358,  5894,  6484,  7132,  7845,  8630,  9493, 10442, 11487,
    12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};
constexpr std::array<std::int8_t, 16> kImaIndex = {-1, -1, -1, -1, 2, 4, 6, 8,
                                                   -1, -1, -1, -1, 2, 4, 6, 8};

// One channel of IMA ADPCM as Godot stores it: a 4-byte header (predictor, step index), then
// nibbles, low first; stereo interleaves the channels byte by byte.
struct ImaChannel {
  int predictor = 0;
  int step = 0;
  std::int64_t next = 0;  // index of the next sample to decode

  void reset(const std::uint8_t* bytes, int channel, int channels) {
    predictor = std::int16_t(bytes[channel] | bytes[channels + channel] << 8);
    step = std::clamp(int(bytes[2 * channels + channel]), 0, 88);
    next = 0;
  }
  float decode(const std::uint8_t* bytes, int channel, int channels) {
    const std::uint8_t byte = bytes[(4 + next / 2) * channels + channel];
    const int nibble = (next & 1) ? byte >> 4 : byte & 0xF;
    const int s = kImaSteps[std::size_t(step)];
    int diff = s >> 3;
    if (nibble & 1) diff += s >> 2;
    if (nibble & 2) diff += s >> 1;
    if (nibble & 4) diff += s;
    if (nibble & 8) diff = -diff;
    predictor = std::clamp(predictor + diff, -32768, 32767);
    step = std::clamp(step + kImaIndex[std::size_t(nibble)], 0, 88);
    ++next;
    return float(predictor) / 32768.0f;
  }
};

// Plays an AudioStreamWAV's samples in order, following its loop; frames are decoded as they
// are mixed (no allocation, no decoding ahead).
class AudioStreamPlaybackWAV final : public AudioStreamPlayback {
 public:
  explicit AudioStreamPlaybackWAV(const AudioStreamWAV& stream)
      : data_(stream.get_data()),
        format_(stream.get_format()),
        channels_(stream.is_stereo() ? 2 : 1),
        frames_(stream.get_frame_count()),
        rate_(stream.get_mix_rate()),
        loop_(frames_ > 0 ? stream.get_loop_mode() : AudioStreamWAV::LOOP_DISABLED) {
    loop_begin_ = std::clamp<std::int64_t>(stream.get_loop_begin(), 0, frames_);
    loop_end_ = stream.get_loop_end();
    if (loop_end_ <= loop_begin_ || loop_end_ > frames_) loop_end_ = frames_;
    if (loop_end_ <= loop_begin_) loop_ = AudioStreamWAV::LOOP_DISABLED;
    // IMA ADPCM decodes forward only: its loops play forward.
    if (format_ == AudioStreamWAV::FORMAT_IMA_ADPCM && loop_ != AudioStreamWAV::LOOP_DISABLED) {
      loop_ = AudioStreamWAV::LOOP_FORWARD;
    }
  }

  void start(double from_seconds) override {
    index_ = std::clamp<std::int64_t>(std::int64_t(from_seconds * rate_), 0,
                                      std::max<std::int64_t>(frames_ - 1, 0));
    direction_ = 1;
    loops_ = 0;
    if (format_ == AudioStreamWAV::FORMAT_IMA_ADPCM) restart_ima(index_);
  }

  [[nodiscard]] double get_sampling_rate() const override { return double(rate_); }

  int mix(AudioFrame* buffer, int frames) override {
    int done = 0;
    while (done < frames) {
      if (index_ < 0 || index_ >= frames_) return done;
      if (format_ == AudioStreamWAV::FORMAT_IMA_ADPCM) {
        buffer[done++] = frame_at(index_);
        advance();
        continue;
      }
      // A run of frames before the next turn (a loop's end or start, the sound's end): decoded
      // in one tight loop, then advance() takes the turn after its last frame.
      std::int64_t run = 1;
      if (direction_ > 0) {
        run = (loop_ == AudioStreamWAV::LOOP_DISABLED ? frames_ : loop_end_) - index_;
      } else {
        run = index_ - loop_begin_ + 1;
      }
      const int n = int(std::clamp<std::int64_t>(run, 1, frames - done));
      decode_run(buffer + done, n);
      done += n;
      index_ += direction_ * (n - 1);
      advance();
    }
    return frames;
  }

  [[nodiscard]] double get_playback_position() const override {
    return double(std::clamp<std::int64_t>(index_, 0, frames_)) / rate_;
  }
  [[nodiscard]] int get_loop_count() const override { return loops_; }

 private:
  AudioFrame frame_at(std::int64_t index) {
    const std::uint8_t* bytes = &data_[0];
    switch (format_) {
      case AudioStreamWAV::FORMAT_8_BITS: {
        const auto* s = reinterpret_cast<const std::int8_t*>(bytes) + index * channels_;
        const float l = float(s[0]) / 128.0f;
        return {l, channels_ == 2 ? float(s[1]) / 128.0f : l};
      }
      case AudioStreamWAV::FORMAT_16_BITS: {
        const std::uint8_t* s = bytes + index * channels_ * 2;
        const float l = float(std::int16_t(s[0] | s[1] << 8)) / 32768.0f;
        return {l, channels_ == 2 ? float(std::int16_t(s[2] | s[3] << 8)) / 32768.0f : l};
      }
      default: {  // IMA ADPCM, decoded in order
        if (index != ima_[0].next) restart_ima(index);
        const float l = ima_[0].decode(bytes, 0, channels_);
        return {l, channels_ == 2 ? ima_[1].decode(bytes, 1, channels_) : l};
      }
    }
  }

  // Frames index_, index_ + direction_, … (n of them) of an 8- or 16-bit stream.
  void decode_run(AudioFrame* out, int n) const {
    const std::uint8_t* bytes = data_.span().data();
    const std::int64_t stride = direction_ * channels_;
    if (format_ == AudioStreamWAV::FORMAT_8_BITS) {
      const auto* s = reinterpret_cast<const std::int8_t*>(bytes) + index_ * channels_;
      const int right = channels_ - 1;
      for (int i = 0; i < n; ++i, s += stride) {
        out[i] = {float(s[0]) * (1.0f / 128.0f), float(s[right]) * (1.0f / 128.0f)};
      }
      return;
    }
    const std::uint8_t* s = bytes + index_ * channels_ * 2;
    const int right = 2 * (channels_ - 1);
    for (int i = 0; i < n; ++i, s += 2 * stride) {
      out[i] = {float(std::int16_t(s[0] | s[1] << 8)) * (1.0f / 32768.0f),
                float(std::int16_t(s[right] | s[right + 1] << 8)) * (1.0f / 32768.0f)};
    }
  }

  void restart_ima(std::int64_t index) {
    const bool at_loop = have_loop_state_ && index == loop_begin_;
    for (int c = 0; c < channels_; ++c) {
      if (at_loop) {
        ima_[c] = ima_loop_[c];
        continue;
      }
      ima_[c].reset(&data_[0], c, channels_);
      while (ima_[c].next < index) (void)ima_[c].decode(&data_[0], c, channels_);
    }
  }

  void advance() {
    if (format_ == AudioStreamWAV::FORMAT_IMA_ADPCM && index_ + 1 == loop_begin_ &&
        !have_loop_state_) {
      ima_loop_[0] = ima_[0];  // the decoder's state at the loop's start, to come back to
      ima_loop_[1] = ima_[1];
      have_loop_state_ = true;
    }
    index_ += direction_;
    if (loop_ == AudioStreamWAV::LOOP_DISABLED) return;
    if (direction_ > 0 && index_ >= loop_end_) {
      ++loops_;
      if (loop_ == AudioStreamWAV::LOOP_FORWARD) {
        index_ = loop_begin_;
        if (format_ == AudioStreamWAV::FORMAT_IMA_ADPCM) restart_ima(index_);
      } else {
        direction_ = -1;  // ping-pong and backward turn back at the end
        index_ = std::max(loop_begin_, loop_end_ - 2);
      }
    } else if (direction_ < 0 && index_ < loop_begin_) {
      ++loops_;
      if (loop_ == AudioStreamWAV::LOOP_PINGPONG) {
        direction_ = 1;
        index_ = std::min(loop_end_ - 1, loop_begin_ + 1);
      } else {
        index_ = loop_end_ - 1;  // backward: from the loop's end again
      }
    }
  }

  PackedByteArray data_;
  AudioStreamWAV::Format format_;
  int channels_;
  std::int64_t frames_;
  int rate_;
  AudioStreamWAV::LoopMode loop_;
  std::int64_t loop_begin_ = 0;
  std::int64_t loop_end_ = 0;
  std::int64_t index_ = 0;
  int direction_ = 1;
  int loops_ = 0;
  ImaChannel ima_[2];
  ImaChannel ima_loop_[2];
  bool have_loop_state_ = false;
};

std::vector<std::uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("'" + path + "': cannot open the file");
  return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

Ref<AudioStreamWAV> AudioStreamWAV::load_from_file(const std::string& path) {
  const std::vector<std::uint8_t> bytes = read_bytes(path);
  return load_from_buffer(bytes, path);
}

Ref<AudioStreamWAV> AudioStreamWAV::load_from_buffer(std::span<const std::uint8_t> bytes,
                                                     std::string_view name) {
  detail::WavSamples samples = detail::read_wav(bytes, name);
  Ref<AudioStreamWAV> stream = make_ref<AudioStreamWAV>();
  stream->data_ = samples.data;
  stream->format_ = Format(samples.format);
  stream->stereo_ = samples.stereo;
  stream->mix_rate_ = samples.mix_rate;
  stream->loop_mode_ = LoopMode(samples.loop_mode);
  stream->loop_begin_ = samples.loop_begin;
  stream->loop_end_ = samples.loop_end;
  return stream;
}

void AudioStreamWAV::set_format(Format format) {
  if (format < FORMAT_8_BITS || format > FORMAT_QOA) {
    throw Error("AudioStreamWAV::set_format: unknown format " + std::to_string(int(format)));
  }
  format_ = format;
}

void AudioStreamWAV::set_loop_mode(LoopMode mode) {
  if (mode < LOOP_DISABLED || mode > LOOP_BACKWARD) {
    throw Error("AudioStreamWAV::set_loop_mode: unknown loop mode " + std::to_string(int(mode)));
  }
  loop_mode_ = mode;
}

void AudioStreamWAV::set_mix_rate(int rate) {
  detail::require_positive(rate, "AudioStreamWAV::set_mix_rate");
  mix_rate_ = rate;
}

std::int64_t AudioStreamWAV::get_frame_count() const {
  const std::int64_t bytes = data_.size();
  const std::int64_t channels = stereo_ ? 2 : 1;
  switch (format_) {
    case FORMAT_8_BITS:
      return bytes / channels;
    case FORMAT_16_BITS:
      return bytes / (2 * channels);
    case FORMAT_IMA_ADPCM:
      return std::max<std::int64_t>(0, (bytes / channels - 4) * 2);
    default:
      return 0;
  }
}

double AudioStreamWAV::get_length() const { return double(get_frame_count()) / mix_rate_; }

Ref<AudioStreamPlayback> AudioStreamWAV::instantiate_playback() {
  if (format_ == FORMAT_QOA) {
    throw Error("AudioStreamWAV '" + get_path() +
                "': Quite OK Audio (QOA) data does not play in Arbor; import the sound as PCM");
  }
  if (get_frame_count() == 0) return nullptr;
  return make_ref<AudioStreamPlaybackWAV>(*this);
}

void AudioStreamWAV::_bind_methods() {
  using W = AudioStreamWAV;
  ClassDB::bind_method(D_METHOD("set_data", "data"), &W::set_data);
  ClassDB::bind_method(D_METHOD("get_data"), &W::get_data);
  ClassDB::bind_method(D_METHOD("set_format", "format"), &W::set_format);
  ClassDB::bind_method(D_METHOD("get_format"), &W::get_format);
  ClassDB::bind_method(D_METHOD("set_loop_mode", "loop_mode"), &W::set_loop_mode);
  ClassDB::bind_method(D_METHOD("get_loop_mode"), &W::get_loop_mode);
  ClassDB::bind_method(D_METHOD("set_loop_begin", "loop_begin"), &W::set_loop_begin);
  ClassDB::bind_method(D_METHOD("get_loop_begin"), &W::get_loop_begin);
  ClassDB::bind_method(D_METHOD("set_loop_end", "loop_end"), &W::set_loop_end);
  ClassDB::bind_method(D_METHOD("get_loop_end"), &W::get_loop_end);
  ClassDB::bind_method(D_METHOD("set_mix_rate", "mix_rate"), &W::set_mix_rate);
  ClassDB::bind_method(D_METHOD("get_mix_rate"), &W::get_mix_rate);
  ClassDB::bind_method(D_METHOD("set_stereo", "stereo"), &W::set_stereo);
  ClassDB::bind_method(D_METHOD("is_stereo"), &W::is_stereo);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_BYTE_ARRAY, "data", PROPERTY_HINT_NONE, "",
                                     PROPERTY_USAGE_STORAGE),
                        "set_data", "get_data");
  ClassDB::add_property(PropertyInfo(Variant::INT, "format", PROPERTY_HINT_ENUM,
                                     "8-Bit,16-Bit,IMA ADPCM,Quite OK Audio"),
                        "set_format", "get_format");
  ClassDB::add_property(PropertyInfo(Variant::INT, "loop_mode", PROPERTY_HINT_ENUM,
                                     "Disabled,Forward,Ping-Pong,Backward"),
                        "set_loop_mode", "get_loop_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "loop_begin"), "set_loop_begin",
                        "get_loop_begin");
  ClassDB::add_property(PropertyInfo(Variant::INT, "loop_end"), "set_loop_end", "get_loop_end");
  ClassDB::add_property(PropertyInfo(Variant::INT, "mix_rate"), "set_mix_rate", "get_mix_rate");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "stereo"), "set_stereo", "is_stereo");
}

}  // namespace arbor
