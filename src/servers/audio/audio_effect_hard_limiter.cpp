#include "arbor/servers/audio/effects/audio_effect_hard_limiter.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

// Godot's AudioEffectHardLimiterInstance: the gain needed to keep the loudest sample at the
// ceiling is approached over the attack (the output is delayed by it, so the gain is down
// before the peak leaves), held as the minimum over buckets of attack + sustain, and released.
class HardLimiterInstance final : public AudioEffectInstance {
 public:
  HardLimiterInstance(Ref<AudioEffectHardLimiter> base, double mix_rate)
      : base_(std::move(base)), mix_rate_(float(mix_rate)) {
    constexpr double attack = AudioEffectHardLimiter::ATTACK_SECONDS;
    constexpr double sustain = AudioEffectHardLimiter::SUSTAIN_SECONDS;
    delay_.assign(std::size_t(std::ceil(mix_rate * attack)) + 1, AudioFrame());
    samples_to_store_ = int(std::ceil(mix_rate * (attack + sustain) + 1));
    bucket_size_ = std::max(1, int(mix_rate * attack));
    for (int i = 0; i < samples_to_store_; i += bucket_size_) buckets_.push_back(1.0f);
  }

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    const float ceiling = detail::db_to_linear(float(base_->get_ceiling_db()));
    const auto release = float(base_->get_release());
    const auto attack = float(AudioEffectHardLimiter::ATTACK_SECONDS);
    const float pre_gain = detail::db_to_linear(float(base_->get_pre_gain_db()));
    for (int i = 0; i < frames; ++i) {
      const AudioFrame sample = source[i] * pre_gain;
      const float largest = std::max(std::abs(sample.left), std::abs(sample.right));
      release_factor_ = std::min(std::max(0.0f, release_factor_ - 1.0f / mix_rate_), release);
      if (release_factor_ > 0.0f) {
        gain_ = gain_target_ + (1.0f - gain_target_) * (1.0f - release_factor_ / release);
      }
      if (largest * gain_ > ceiling) {
        gain_target_ = ceiling / largest;
        release_factor_ = release;
        attack_factor_ = attack;
      }
      attack_factor_ = std::max(0.0f, attack_factor_ - 1.0f / mix_rate_);
      if (attack_factor_ > 0.0f) {
        gain_ = gain_target_ + (gain_ - gain_target_) * (1.0f - attack_factor_ / attack);
      }
      const int bucket = bucket_cursor_ / bucket_size_;
      if (bucket_cursor_ % bucket_size_ == 0) buckets_[std::size_t(bucket)] = 1.0f;
      buckets_[std::size_t(bucket)] = std::min(buckets_[std::size_t(bucket)], gain_);
      bucket_cursor_ = (bucket_cursor_ + 1) % samples_to_store_;
      for (float held : buckets_) gain_ = std::min(gain_, held);
      const AudioFrame delayed = delay_[delay_cursor_];
      delay_[delay_cursor_] = sample;
      delay_cursor_ = (delay_cursor_ + 1) % delay_.size();
      destination[i] = delayed * gain_;
    }
  }

 private:
  Ref<AudioEffectHardLimiter> base_;
  float mix_rate_;
  std::vector<AudioFrame> delay_;
  std::size_t delay_cursor_ = 0;
  std::vector<float> buckets_;
  int samples_to_store_ = 1;
  int bucket_size_ = 1;
  int bucket_cursor_ = 0;
  float release_factor_ = 0.0f;
  float attack_factor_ = 0.0f;
  float gain_ = 1.0f;
  float gain_target_ = 1.0f;
};

}  // namespace

std::unique_ptr<AudioEffectInstance> AudioEffectHardLimiter::instantiate(
    const AudioEffectContext& context) {
  return std::make_unique<HardLimiterInstance>(Ref<AudioEffectHardLimiter>(this), context.mix_rate);
}

void AudioEffectHardLimiter::_bind_methods() {
  using H = AudioEffectHardLimiter;
  ClassDB::bind_method(D_METHOD("set_ceiling_db", "ceiling"), &H::set_ceiling_db);
  ClassDB::bind_method(D_METHOD("get_ceiling_db"), &H::get_ceiling_db);
  ClassDB::bind_method(D_METHOD("set_pre_gain_db", "p_pre_gain"), &H::set_pre_gain_db);
  ClassDB::bind_method(D_METHOD("get_pre_gain_db"), &H::get_pre_gain_db);
  ClassDB::bind_method(D_METHOD("set_release", "p_release"), &H::set_release);
  ClassDB::bind_method(D_METHOD("get_release"), &H::get_release);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "pre_gain_db", PROPERTY_HINT_RANGE, "-24,24,0.01,suffix:dB"),
      "set_pre_gain_db", "get_pre_gain_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ceiling_db", PROPERTY_HINT_RANGE, "-24,0.0,0.01,suffix:dB"),
      "set_ceiling_db", "get_ceiling_db");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "release", PROPERTY_HINT_RANGE, "0.01,3,0.01"),
                        "set_release", "get_release");
}

}  // namespace arbor
