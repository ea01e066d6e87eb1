#include "scene/resources/decoding_playback.h"

#include <algorithm>
#include <cmath>

namespace arbor::detail {
namespace {
constexpr std::size_t kRingFrames = 16384;  // about a third of a second at 48 kHz
constexpr int kDecodeChunk = 1024;
}  // namespace

DecodingPlayback::DecodingPlayback(std::unique_ptr<AudioDecoder> decoder, const Sound& sound)
    : decoder_(std::move(decoder)), sound_(sound), ring_(kRingFrames), scratch_(kDecodeChunk) {}

void DecodingPlayback::start(double from_seconds) {
  start_frame_ = std::max<std::int64_t>(0, std::llround(from_seconds * sound_.rate));
  if (sound_.frames > 0 && start_frame_ >= sound_.frames) {
    start_frame_ = std::max<std::int64_t>(0, sound_.frames - 1);
  }
  ring_.reset();
  consumed_ = 0;
  ended_.store(!decoder_->seek(start_frame_), std::memory_order_relaxed);
}

void DecodingPlayback::fill() {
  bool looped_without_frames = false;
  while (!ended_.load(std::memory_order_relaxed) && ring_.space() > 0) {
    const int want = int(std::min<std::size_t>(ring_.space(), std::size_t(kDecodeChunk)));
    const int got = decoder_->decode(scratch_.data(), want);
    if (got > 0) {
      ring_.write(scratch_.data(), std::size_t(got));
      looped_without_frames = false;
      continue;
    }
    const auto offset = std::int64_t(std::llround(sound_.loop_offset * sound_.rate));
    if (!sound_.loop || looped_without_frames || !decoder_->seek(offset)) {
      ended_.store(true, std::memory_order_release);
      return;
    }
    looped_without_frames = true;  // a loop that yields nothing must not spin forever
  }
}

int DecodingPlayback::mix(AudioFrame* buffer, int frames) {
  auto got = int(ring_.read(buffer, std::size_t(frames)));
  while (got < frames) {
    // Read `ended_` first: once it is set, every frame is in the ring.
    const bool ended = ended_.load(std::memory_order_acquire);
    const auto more = int(ring_.read(buffer + got, std::size_t(frames - got)));
    got += more;
    if (more > 0) continue;
    consumed_ += got;
    if (ended) return got;
    std::fill(buffer + got, buffer + frames, AudioFrame());
    underruns_ += frames - got;
    return frames;
  }
  consumed_ += got;
  return frames;
}

double DecodingPlayback::get_playback_position() const {
  std::int64_t frame = start_frame_ + consumed_;
  const auto offset = std::int64_t(std::llround(sound_.loop_offset * sound_.rate));
  if (sound_.loop && sound_.frames > offset && frame >= sound_.frames) {
    frame = offset + (frame - sound_.frames) % (sound_.frames - offset);
  }
  return double(frame) / sound_.rate;
}

int DecodingPlayback::get_loop_count() const {
  const std::int64_t frame = start_frame_ + consumed_;
  const auto offset = std::int64_t(std::llround(sound_.loop_offset * sound_.rate));
  if (!sound_.loop || sound_.frames <= offset || frame < sound_.frames) return 0;
  return int(1 + (frame - sound_.frames) / (sound_.frames - offset));
}

}  // namespace arbor::detail
