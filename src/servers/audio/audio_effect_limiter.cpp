#include "arbor/servers/audio/effects/audio_effect_limiter.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

class LimiterInstance final : public AudioEffectInstance {
 public:
  explicit LimiterInstance(Ref<AudioEffectLimiter> base) : base_(std::move(base)) {}

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    const auto threshold_db = float(base_->get_threshold_db());
    const auto ceiling_db = float(base_->get_ceiling_db());
    const float ceiling = detail::db_to_linear(ceiling_db);
    const float makeup = detail::db_to_linear(ceiling_db - threshold_db);
    const float soft_clip_db = -float(base_->get_soft_clip_db());
    const float soft_clip = detail::db_to_linear(soft_clip_db);
    const float peak_db = ceiling_db + 25;
    const float soft_clip_scale = std::abs((ceiling_db - soft_clip_db) / (peak_db - soft_clip_db));
    const auto limit = [&](float sample) {
      sample *= makeup;
      const float sign = sample < 0.0f ? -1.0f : 1.0f;
      const float magnitude = std::abs(sample);
      if (magnitude > soft_clip) {
        const float over_db = detail::linear_to_db(magnitude) - ceiling_db;
        sample = sign * (soft_clip + detail::db_to_linear(over_db * soft_clip_scale));
      }
      return std::min(ceiling, std::abs(sample)) * (sample < 0.0f ? -1.0f : 1.0f);
    };
    for (int i = 0; i < frames; ++i) {
      destination[i] = AudioFrame(limit(source[i].left), limit(source[i].right));
    }
  }

 private:
  Ref<AudioEffectLimiter> base_;
};

}  // namespace

std::unique_ptr<AudioEffectInstance> AudioEffectLimiter::instantiate(const AudioEffectContext&) {
  return std::make_unique<LimiterInstance>(Ref<AudioEffectLimiter>(this));
}

void AudioEffectLimiter::_bind_methods() {
  using L = AudioEffectLimiter;
  ClassDB::bind_method(D_METHOD("set_ceiling_db", "ceiling"), &L::set_ceiling_db);
  ClassDB::bind_method(D_METHOD("get_ceiling_db"), &L::get_ceiling_db);
  ClassDB::bind_method(D_METHOD("set_threshold_db", "threshold"), &L::set_threshold_db);
  ClassDB::bind_method(D_METHOD("get_threshold_db"), &L::get_threshold_db);
  ClassDB::bind_method(D_METHOD("set_soft_clip_db", "soft_clip"), &L::set_soft_clip_db);
  ClassDB::bind_method(D_METHOD("get_soft_clip_db"), &L::get_soft_clip_db);
  ClassDB::bind_method(D_METHOD("set_soft_clip_ratio", "soft_clip"), &L::set_soft_clip_ratio);
  ClassDB::bind_method(D_METHOD("get_soft_clip_ratio"), &L::get_soft_clip_ratio);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ceiling_db", PROPERTY_HINT_RANGE, "-20,-0.1,0.1,suffix:dB"),
      "set_ceiling_db", "get_ceiling_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "threshold_db", PROPERTY_HINT_RANGE, "-30,0,0.1,suffix:dB"),
      "set_threshold_db", "get_threshold_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "soft_clip_db", PROPERTY_HINT_RANGE, "0,6,0.1,suffix:dB"),
      "set_soft_clip_db", "get_soft_clip_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "soft_clip_ratio", PROPERTY_HINT_RANGE, "3,20,0.1"),
      "set_soft_clip_ratio", "get_soft_clip_ratio");
}

}  // namespace arbor
