#include "arbor/scene/resources/audio_stream_mp3.h"

#include <mpg123.h>
#include <sys/types.h>

#include <fstream>
#include <iterator>
#include <memory>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/decoding_playback.h"
#include "scene/resources/memory_file.h"
#include "scene/resources/music_stream_bindings.h"

namespace arbor {
namespace {

ssize_t read_callback(void* source, void* out, std::size_t count) {
  return ssize_t(static_cast<detail::MemoryFile*>(source)->read(out, count));
}
off_t seek_callback(void* source, off_t offset, int whence) {
  auto* file = static_cast<detail::MemoryFile*>(source);
  return file->seek(offset, whence) ? off_t(file->position) : off_t(-1);
}

// libmpg123 over bytes in memory, producing 32-bit float frames, gapless.
class Mp3Decoder final : public detail::AudioDecoder {
 public:
  explicit Mp3Decoder(const PackedByteArray& bytes) {
    file_.bytes = bytes;
    int error = MPG123_OK;
    handle_ = mpg123_new(nullptr, &error);
    if (!handle_)
      throw Error(std::string("cannot start the MP3 decoder: ") + mpg123_plain_strerror(error));
    mpg123_param(handle_, MPG123_ADD_FLAGS, MPG123_QUIET | MPG123_GAPLESS, 0.0);
    mpg123_format_none(handle_);
    const long* rates = nullptr;
    std::size_t count = 0;
    mpg123_rates(&rates, &count);
    for (std::size_t i = 0; i < count; ++i) {
      mpg123_format(handle_, rates[i], MPG123_MONO | MPG123_STEREO, MPG123_ENC_FLOAT_32);
    }
    if (mpg123_replace_reader_handle(handle_, read_callback, seek_callback, nullptr) != MPG123_OK ||
        mpg123_open_handle(handle_, &file_) != MPG123_OK) {
      fail();
    }
    int encoding = 0;
    long rate = 0;
    if (mpg123_getformat(handle_, &rate, &channels_, &encoding) != MPG123_OK || rate < 1) fail();
    rate_ = int(rate);
    if (mpg123_scan(handle_) != MPG123_OK) fail();
    frames_ = std::max<off_t>(0, mpg123_length(handle_));
    if (frames_ == 0) fail("no audio frame");
  }
  ~Mp3Decoder() override {
    mpg123_close(handle_);
    mpg123_delete(handle_);
  }
  Mp3Decoder(const Mp3Decoder&) = delete;
  Mp3Decoder& operator=(const Mp3Decoder&) = delete;

  int decode(AudioFrame* out, int frames) override {
    const std::size_t bytes_per_frame = sizeof(float) * std::size_t(channels_);
    int done = 0;
    while (done < frames) {
      float samples[2 * 1152];
      const std::size_t want =
          std::min<std::size_t>(std::size_t(frames - done), 1152) * bytes_per_frame;
      std::size_t got = 0;
      const int result = mpg123_read(handle_, samples, want, &got);
      const auto n = int(got / bytes_per_frame);
      for (int i = 0; i < n; ++i) {
        const float left = samples[i * channels_];
        out[done + i] = AudioFrame(left, channels_ > 1 ? samples[i * channels_ + 1] : left);
      }
      done += n;
      if (result != MPG123_OK && result != MPG123_NEW_FORMAT) break;  // the end, or an error
      if (n == 0 && result == MPG123_OK) break;
    }
    return done;
  }

  bool seek(std::int64_t frame) override {
    return mpg123_seek(handle_, off_t(frame), SEEK_SET) >= 0;
  }

  [[nodiscard]] int rate() const { return rate_; }
  [[nodiscard]] std::int64_t frames() const { return frames_; }

 private:
  [[noreturn]] void fail(const char* what = nullptr) {
    const std::string reason = what ? what : mpg123_strerror(handle_);
    mpg123_close(handle_);
    mpg123_delete(handle_);
    throw Error("not a playable MP3 file: " + reason);
  }

  detail::MemoryFile file_;
  mpg123_handle* handle_ = nullptr;
  int channels_ = 0;
  int rate_ = 0;
  std::int64_t frames_ = 0;
};

std::string described(std::string_view name, const Error& error) {
  return "'" + std::string(name) + "': " + error.what();
}

}  // namespace

Ref<AudioStreamMP3> AudioStreamMP3::load_from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("'" + path + "': cannot open the file");
  const std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
  return load_from_buffer(bytes, path);
}

Ref<AudioStreamMP3> AudioStreamMP3::load_from_buffer(std::span<const std::uint8_t> bytes,
                                                     std::string_view name) {
  Ref<AudioStreamMP3> stream = make_ref<AudioStreamMP3>();
  stream->set_data(PackedByteArray(std::vector<std::uint8_t>(bytes.begin(), bytes.end())));
  if (!stream->error_.empty()) throw Error("'" + std::string(name) + "': " + stream->error_);
  return stream;
}

void AudioStreamMP3::set_data(const PackedByteArray& data) {
  data_ = data;
  rate_ = 0;
  frames_ = 0;
  error_.clear();
  if (data.is_empty()) return;
  try {
    const Mp3Decoder check(data);
    rate_ = check.rate();
    frames_ = check.frames();
  } catch (const Error& error) {
    error_ = error.what();  // kept: reported when the stream is played
  }
}

double AudioStreamMP3::get_length() const { return rate_ > 0 ? double(frames_) / rate_ : 0.0; }

Ref<AudioStreamPlayback> AudioStreamMP3::instantiate_playback() {
  if (data_.is_empty()) return nullptr;
  if (!error_.empty()) throw Error("AudioStreamMP3 '" + get_path() + "': " + error_);
  try {
    return make_ref<detail::DecodingPlayback>(
        std::make_unique<Mp3Decoder>(data_),
        detail::DecodingPlayback::Sound{double(rate_), frames_, loop_, loop_offset_});
  } catch (const Error& error) {
    throw Error(described("AudioStreamMP3 " + get_path(), error));
  }
}

void AudioStreamMP3::_bind_methods() {
  using M = AudioStreamMP3;
  ClassDB::bind_method(D_METHOD("set_data", "data"), &M::set_data);
  ClassDB::bind_method(D_METHOD("get_data"), &M::get_data);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_BYTE_ARRAY, "data", PROPERTY_HINT_NONE, "",
                                     PROPERTY_USAGE_STORAGE),
                        "set_data", "get_data");
  detail::bind_music_stream_api<M>();
}

}  // namespace arbor
