#include "arbor/scene/resources/audio_stream_ogg_vorbis.h"

#include <vorbis/vorbisfile.h>

#include <cstdio>
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

std::size_t read_callback(void* out, std::size_t size, std::size_t count, void* source) {
  if (size == 0) return 0;
  return static_cast<detail::MemoryFile*>(source)->read(out, size * count) / size;
}
int seek_callback(void* source, ogg_int64_t offset, int whence) {
  return static_cast<detail::MemoryFile*>(source)->seek(offset, whence) ? 0 : -1;
}
long tell_callback(void* source) {
  return long(static_cast<detail::MemoryFile*>(source)->position);
}

const char* vorbis_error(int code) {
  switch (code) {
    case OV_EREAD:
      return "a read failed";
    case OV_ENOTVORBIS:
      return "it holds no Vorbis audio";
    case OV_EVERSION:
      return "its Vorbis version is not supported";
    case OV_EBADHEADER:
      return "its Vorbis headers are corrupt";
    default:
      return "it is not a valid Ogg Vorbis stream";
  }
}

// libvorbisfile over bytes in memory. Opening reads the headers (and allocates); decoding
// runs in fill(), off the mixing thread.
class VorbisDecoder final : public detail::AudioDecoder {
 public:
  VorbisDecoder(const PackedByteArray& bytes, std::string_view name) {
    file_.bytes = bytes;
    const ov_callbacks callbacks{read_callback, seek_callback, nullptr, tell_callback};
    const int result = ov_open_callbacks(&file_, &vorbis_, nullptr, 0, callbacks);
    if (result < 0) {
      throw Error("'" + std::string(name) +
                  "': not a playable Ogg Vorbis file: " + vorbis_error(result));
    }
    const vorbis_info* info = ov_info(&vorbis_, -1);
    if (!info || info->channels < 1 || info->rate < 1) {
      ov_clear(&vorbis_);
      throw Error("'" + std::string(name) + "': not a playable Ogg Vorbis file: no audio channel");
    }
    open_ = true;
    channels_ = info->channels;
    rate_ = int(info->rate);
    frames_ = std::max<ogg_int64_t>(0, ov_pcm_total(&vorbis_, -1));
  }
  ~VorbisDecoder() override {
    if (open_) ov_clear(&vorbis_);
  }
  VorbisDecoder(const VorbisDecoder&) = delete;
  VorbisDecoder& operator=(const VorbisDecoder&) = delete;

  int decode(AudioFrame* out, int frames) override {
    int done = 0;
    while (done < frames) {
      float** pcm = nullptr;
      int section = 0;
      const long got = ov_read_float(&vorbis_, &pcm, frames - done, &section);
      if (got == OV_HOLE) continue;  // a gap in the data: go on after it
      if (got <= 0) break;           // the end, or data that no longer decodes
      for (long i = 0; i < got; ++i) {
        const float left = pcm[0][i];
        out[done + i] = AudioFrame(left, channels_ > 1 ? pcm[1][i] : left);
      }
      done += int(got);
    }
    return done;
  }

  bool seek(std::int64_t frame) override { return ov_pcm_seek(&vorbis_, frame) == 0; }

  [[nodiscard]] int rate() const { return rate_; }
  [[nodiscard]] std::int64_t frames() const { return frames_; }

 private:
  detail::MemoryFile file_;
  OggVorbis_File vorbis_{};
  bool open_ = false;
  int channels_ = 0;
  int rate_ = 0;
  std::int64_t frames_ = 0;
};

}  // namespace

Ref<AudioStreamOggVorbis> AudioStreamOggVorbis::load_from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("'" + path + "': cannot open the file");
  const std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
  return load_from_buffer(bytes, path);
}

Ref<AudioStreamOggVorbis> AudioStreamOggVorbis::load_from_buffer(
    std::span<const std::uint8_t> bytes, std::string_view name) {
  Ref<AudioStreamOggVorbis> stream = make_ref<AudioStreamOggVorbis>();
  stream->bytes_ = PackedByteArray(std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
  const VorbisDecoder check(stream->bytes_, name);  // throws for what does not play
  stream->rate_ = check.rate();
  stream->frames_ = check.frames();
  return stream;
}

double AudioStreamOggVorbis::get_length() const {
  return rate_ > 0 ? double(frames_) / rate_ : 0.0;
}

Ref<AudioStreamPlayback> AudioStreamOggVorbis::instantiate_playback() {
  if (bytes_.is_empty()) return nullptr;
  auto decoder = std::make_unique<VorbisDecoder>(bytes_, get_path());
  return make_ref<detail::DecodingPlayback>(
      std::move(decoder),
      detail::DecodingPlayback::Sound{double(rate_), frames_, loop_, loop_offset_});
}

void AudioStreamOggVorbis::_bind_methods() {
  using O = AudioStreamOggVorbis;
  detail::bind_music_stream_api<O>();
}

}  // namespace arbor
