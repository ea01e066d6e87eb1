#include "arbor/servers/audio/effects/audio_effect_delay.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

// Godot's AudioEffectDelayInstance: a ring of the input for the taps, a line for the feedback.
class DelayInstance final : public AudioEffectInstance {
 public:
  DelayInstance(Ref<AudioEffectDelay> base, double mix_rate)
      : base_(std::move(base)), mix_rate_(float(mix_rate)) {
    // Room for the longest delay and 100 ms more, rounded up to a power of two.
    const auto longest = std::size_t((AudioEffectDelay::MAX_DELAY_MS + 100.0) / 1000.0 * mix_rate);
    std::size_t size = 1;
    while (size <= longest) size *= 2;
    ring_.resize(size);
    feedback_.resize(size);
    mask_ = size - 1;
  }

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    for (int done = 0; done < frames;) {
      const int chunk = std::min(frames - done, 256);  // parameters are read per 256 frames
      process_chunk(source + done, destination + done, chunk);
      done += chunk;
    }
  }

 private:
  int delay_frames(double ms) const {
    return int(std::clamp(ms, 0.0, AudioEffectDelay::MAX_DELAY_MS) / 1000.0 * mix_rate_);
  }
  static AudioFrame tap_volume(bool active, double level_db, double pan) {
    const float level = active ? detail::db_to_linear(float(level_db)) : 0.0f;
    return {level * std::clamp(float(1.0 - pan), 0.0f, 1.0f),
            level * std::clamp(float(1.0 + pan), 0.0f, 1.0f)};
  }

  void process_chunk(const AudioFrame* source, AudioFrame* destination, int frames) {
    const auto dry = float(base_->get_dry());
    const int tap1 = delay_frames(base_->get_tap1_delay_ms());
    const int tap2 = delay_frames(base_->get_tap2_delay_ms());
    const AudioFrame tap1_volume =
        tap_volume(base_->is_tap1_active(), base_->get_tap1_level_db(), base_->get_tap1_pan());
    const AudioFrame tap2_volume =
        tap_volume(base_->is_tap2_active(), base_->get_tap2_level_db(), base_->get_tap2_pan());
    const float feedback_level = base_->is_feedback_active()
                                     ? detail::db_to_linear(float(base_->get_feedback_level_db()))
                                     : 0.0f;
    const auto feedback_frames = std::size_t(delay_frames(base_->get_feedback_delay_ms()));
    const float lowpass = std::exp(-2.0f * std::numbers::pi_v<float> *
                                   float(base_->get_feedback_lowpass()) / mix_rate_);
    const float lowpass_input = 1.0f - lowpass;

    for (int i = 0; i < frames; ++i) {
      ring_[position_ & mask_] = source[i];
      AudioFrame out = source[i] * dry +
                       ring_[(position_ - std::size_t(tap1)) & mask_] * tap1_volume +
                       ring_[(position_ - std::size_t(tap2)) & mask_] * tap2_volume;
      out += feedback_[feedback_position_];
      const AudioFrame into =
          detail::undenormalize(out * feedback_level * lowpass_input + history_ * lowpass);
      history_ = into;
      feedback_[feedback_position_] = into;
      destination[i] = out;
      ++position_;
      if (++feedback_position_ >= feedback_frames) feedback_position_ = 0;
    }
  }

  Ref<AudioEffectDelay> base_;
  float mix_rate_;
  std::vector<AudioFrame> ring_;
  std::vector<AudioFrame> feedback_;
  std::size_t mask_ = 0;
  std::size_t position_ = 0;
  std::size_t feedback_position_ = 0;
  AudioFrame history_;
};

}  // namespace

std::unique_ptr<AudioEffectInstance> AudioEffectDelay::instantiate(
    const AudioEffectContext& context) {
  return std::make_unique<DelayInstance>(Ref<AudioEffectDelay>(this), context.mix_rate);
}

void AudioEffectDelay::_bind_methods() {
  using D = AudioEffectDelay;
  ClassDB::bind_method(D_METHOD("set_dry", "amount"), &D::set_dry);
  ClassDB::bind_method(D_METHOD("get_dry"), &D::get_dry);
  ClassDB::bind_method(D_METHOD("set_tap1_active", "amount"), &D::set_tap1_active);
  ClassDB::bind_method(D_METHOD("is_tap1_active"), &D::is_tap1_active);
  ClassDB::bind_method(D_METHOD("set_tap1_delay_ms", "amount"), &D::set_tap1_delay_ms);
  ClassDB::bind_method(D_METHOD("get_tap1_delay_ms"), &D::get_tap1_delay_ms);
  ClassDB::bind_method(D_METHOD("set_tap1_level_db", "amount"), &D::set_tap1_level_db);
  ClassDB::bind_method(D_METHOD("get_tap1_level_db"), &D::get_tap1_level_db);
  ClassDB::bind_method(D_METHOD("set_tap1_pan", "amount"), &D::set_tap1_pan);
  ClassDB::bind_method(D_METHOD("get_tap1_pan"), &D::get_tap1_pan);
  ClassDB::bind_method(D_METHOD("set_tap2_active", "amount"), &D::set_tap2_active);
  ClassDB::bind_method(D_METHOD("is_tap2_active"), &D::is_tap2_active);
  ClassDB::bind_method(D_METHOD("set_tap2_delay_ms", "amount"), &D::set_tap2_delay_ms);
  ClassDB::bind_method(D_METHOD("get_tap2_delay_ms"), &D::get_tap2_delay_ms);
  ClassDB::bind_method(D_METHOD("set_tap2_level_db", "amount"), &D::set_tap2_level_db);
  ClassDB::bind_method(D_METHOD("get_tap2_level_db"), &D::get_tap2_level_db);
  ClassDB::bind_method(D_METHOD("set_tap2_pan", "amount"), &D::set_tap2_pan);
  ClassDB::bind_method(D_METHOD("get_tap2_pan"), &D::get_tap2_pan);
  ClassDB::bind_method(D_METHOD("set_feedback_active", "amount"), &D::set_feedback_active);
  ClassDB::bind_method(D_METHOD("is_feedback_active"), &D::is_feedback_active);
  ClassDB::bind_method(D_METHOD("set_feedback_delay_ms", "amount"), &D::set_feedback_delay_ms);
  ClassDB::bind_method(D_METHOD("get_feedback_delay_ms"), &D::get_feedback_delay_ms);
  ClassDB::bind_method(D_METHOD("set_feedback_level_db", "amount"), &D::set_feedback_level_db);
  ClassDB::bind_method(D_METHOD("get_feedback_level_db"), &D::get_feedback_level_db);
  ClassDB::bind_method(D_METHOD("set_feedback_lowpass", "amount"), &D::set_feedback_lowpass);
  ClassDB::bind_method(D_METHOD("get_feedback_lowpass"), &D::get_feedback_lowpass);

  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "dry", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_dry", "get_dry");
  for (const char* tap : {"tap1", "tap2"}) {
    const std::string t(tap);
    ClassDB::add_property(PropertyInfo(Variant::BOOL, StringName(t + "_active")),
                          StringName("set_" + t + "_active"), StringName("is_" + t + "_active"));
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, StringName(t + "_delay_ms"),
                                       PROPERTY_HINT_RANGE, "0,1500,1,suffix:ms"),
                          StringName("set_" + t + "_delay_ms"),
                          StringName("get_" + t + "_delay_ms"));
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, StringName(t + "_level_db"),
                                       PROPERTY_HINT_RANGE, "-60,0,0.01,suffix:dB"),
                          StringName("set_" + t + "_level_db"),
                          StringName("get_" + t + "_level_db"));
    ClassDB::add_property(
        PropertyInfo(Variant::FLOAT, StringName(t + "_pan"), PROPERTY_HINT_RANGE, "-1,1,0.01"),
        StringName("set_" + t + "_pan"), StringName("get_" + t + "_pan"));
  }
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "feedback_active"), "set_feedback_active",
                        "is_feedback_active");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "feedback_delay_ms", PROPERTY_HINT_RANGE, "0,1500,1,suffix:ms"),
      "set_feedback_delay_ms", "get_feedback_delay_ms");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "feedback_level_db", PROPERTY_HINT_RANGE,
                                     "-60,0,0.01,suffix:dB"),
                        "set_feedback_level_db", "get_feedback_level_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "feedback_lowpass", PROPERTY_HINT_RANGE, "1,16000,1"),
      "set_feedback_lowpass", "get_feedback_lowpass");
}

}  // namespace arbor
