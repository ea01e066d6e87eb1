#include "arbor/scene/resources/audio_stream_generator.h"

#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_checks.h"
#include "servers/audio/frame_ring.h"

namespace arbor {

void AudioStreamGenerator::set_mix_rate(double rate) {
  detail::require_positive(rate, "AudioStreamGenerator::set_mix_rate");
  mix_rate_ = rate;
}

void AudioStreamGenerator::set_buffer_length(double seconds) {
  detail::require_positive(seconds, "AudioStreamGenerator::set_buffer_length");
  buffer_length_ = seconds;
}

Ref<AudioStreamPlayback> AudioStreamGenerator::instantiate_playback() {
  return make_ref<AudioStreamGeneratorPlayback>(mix_rate_, buffer_length_);
}

void AudioStreamGenerator::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_mix_rate", "hz"), &AudioStreamGenerator::set_mix_rate);
  ClassDB::bind_method(D_METHOD("get_mix_rate"), &AudioStreamGenerator::get_mix_rate);
  ClassDB::bind_method(D_METHOD("set_buffer_length", "seconds"),
                       &AudioStreamGenerator::set_buffer_length);
  ClassDB::bind_method(D_METHOD("get_buffer_length"), &AudioStreamGenerator::get_buffer_length);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "mix_rate", PROPERTY_HINT_RANGE, "20,192000,1,suffix:Hz"),
      "set_mix_rate", "get_mix_rate");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "buffer_length", PROPERTY_HINT_RANGE, "0.01,10,0.01,suffix:s"),
      "set_buffer_length", "get_buffer_length");
}

AudioStreamGeneratorPlayback::AudioStreamGeneratorPlayback()
    : AudioStreamGeneratorPlayback(44100.0, 0.5) {}

AudioStreamGeneratorPlayback::AudioStreamGeneratorPlayback(double mix_rate, double buffer_length)
    : mix_rate_(mix_rate),
      ring_(std::make_unique<detail::FrameRing>(std::size_t(std::ceil(mix_rate * buffer_length)))) {
}

AudioStreamGeneratorPlayback::~AudioStreamGeneratorPlayback() = default;

bool AudioStreamGeneratorPlayback::push_frame(const Vector2& frame) {
  const AudioFrame f(float(frame.x), float(frame.y));
  return ring_->write(&f, 1) == 1;
}

bool AudioStreamGeneratorPlayback::can_push_buffer(int frames) const {
  return frames >= 0 && std::size_t(frames) <= ring_->space();
}

bool AudioStreamGeneratorPlayback::push_buffer(const PackedVector2Array& frames) {
  if (!can_push_buffer(int(frames.size()))) return false;
  for (std::int64_t i = 0; i < frames.size(); ++i) (void)push_frame(frames[i]);
  return true;
}

int AudioStreamGeneratorPlayback::get_frames_available() const { return int(ring_->space()); }

void AudioStreamGeneratorPlayback::clear_buffer() {
  if (playing_.load()) {
    throw Error(
        "AudioStreamGeneratorPlayback::clear_buffer: the playback is playing; stop it first");
  }
  ring_->reset();
}

void AudioStreamGeneratorPlayback::stop() { playing_.store(false); }

void AudioStreamGeneratorPlayback::start(double) {
  mixed_ = 0;
  skips_.store(0, std::memory_order_relaxed);
  playing_.store(true);
}

int AudioStreamGeneratorPlayback::mix(AudioFrame* buffer, int frames) {
  const auto got = int(ring_->read(buffer, std::size_t(frames)));
  if (got < frames) {
    std::fill(buffer + got, buffer + frames, AudioFrame());
    skips_.fetch_add(1, std::memory_order_relaxed);
  }
  mixed_ += frames;
  return frames;
}

double AudioStreamGeneratorPlayback::get_playback_position() const {
  return double(mixed_) / mix_rate_;
}

void AudioStreamGeneratorPlayback::_bind_methods() {
  using G = AudioStreamGeneratorPlayback;
  ClassDB::bind_method(D_METHOD("push_frame", "frame"), &G::push_frame);
  ClassDB::bind_method(D_METHOD("can_push_buffer", "amount"), &G::can_push_buffer);
  ClassDB::bind_method(D_METHOD("push_buffer", "frames"), &G::push_buffer);
  ClassDB::bind_method(D_METHOD("get_frames_available"), &G::get_frames_available);
  ClassDB::bind_method(D_METHOD("get_skips"), &G::get_skips);
  ClassDB::bind_method(D_METHOD("clear_buffer"), &G::clear_buffer);
}

}  // namespace arbor
