#include "arbor/servers/audio/effects/audio_effect_compressor.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

// Godot's AudioEffectCompressorInstance: a peak envelope in dB above the threshold, smoothed
// with attack and release time constants, turned into gain reduction by the ratio.
class CompressorInstance final : public AudioEffectInstance {
 public:
  CompressorInstance(Ref<AudioEffectCompressor> base, const AudioEffectContext& context)
      : base_(std::move(base)), mix_rate_(float(context.mix_rate)), mix_(context.mix) {}

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    const float threshold = detail::db_to_linear(float(base_->get_threshold()));
    const float ratio_attack = std::exp(-1.0f / (0.00001f * mix_rate_));
    const float ratio_release = std::exp(-1.0f / (0.5f * mix_rate_));
    const float attack = std::exp(-1.0f / (float(base_->get_attack_us() / 1000000.0) * mix_rate_));
    const float release = std::exp(-1.0f / (float(base_->get_release_ms() / 1000.0) * mix_rate_));
    const float makeup = detail::db_to_linear(float(base_->get_gain()));
    const auto mix = float(base_->get_mix());
    const auto ratio = float(base_->get_ratio());
    const AudioFrame* level = source;
    if (const StringName sidechain = base_->get_sidechain(); !sidechain.is_empty() && mix_) {
      if (const AudioFrame* bus = mix_->find_bus_buffer(sidechain)) level = bus;
    }
    for (int i = 0; i < frames; ++i) {
      const float peak = std::max(std::abs(level[i].left), std::abs(level[i].right));
      float over_db = std::max(0.0f, 2.08136898f * detail::linear_to_db(peak / threshold));
      if (over_db - run_db_ > 5) average_ratio_ = 4;  // the difference is too large
      if (over_db > run_db_) {
        run_db_ = over_db + attack * (run_db_ - over_db);
        run_ratio_ = average_ratio_ + ratio_attack * (run_ratio_ - average_ratio_);
      } else {
        run_db_ = over_db + release * (run_db_ - over_db);
        run_ratio_ = average_ratio_ + ratio_release * (run_ratio_ - average_ratio_);
      }
      over_db = run_db_;
      average_ratio_ = run_ratio_;
      const float reduction = detail::db_to_linear(-over_db * (ratio - 1) / ratio);
      destination[i] = source[i] * (reduction * makeup * mix) + source[i] * (1.0f - mix);
    }
  }

 private:
  Ref<AudioEffectCompressor> base_;
  float mix_rate_;
  AudioMixView* mix_;
  float run_db_ = 0.0f;
  float run_ratio_ = 0.0f;
  float average_ratio_ = 0.0f;
};

}  // namespace

std::unique_ptr<AudioEffectInstance> AudioEffectCompressor::instantiate(
    const AudioEffectContext& context) {
  return std::make_unique<CompressorInstance>(Ref<AudioEffectCompressor>(this), context);
}

void AudioEffectCompressor::_bind_methods() {
  using C = AudioEffectCompressor;
  ClassDB::bind_method(D_METHOD("set_threshold", "threshold"), &C::set_threshold);
  ClassDB::bind_method(D_METHOD("get_threshold"), &C::get_threshold);
  ClassDB::bind_method(D_METHOD("set_ratio", "ratio"), &C::set_ratio);
  ClassDB::bind_method(D_METHOD("get_ratio"), &C::get_ratio);
  ClassDB::bind_method(D_METHOD("set_gain", "gain"), &C::set_gain);
  ClassDB::bind_method(D_METHOD("get_gain"), &C::get_gain);
  ClassDB::bind_method(D_METHOD("set_attack_us", "attack_us"), &C::set_attack_us);
  ClassDB::bind_method(D_METHOD("get_attack_us"), &C::get_attack_us);
  ClassDB::bind_method(D_METHOD("set_release_ms", "release_ms"), &C::set_release_ms);
  ClassDB::bind_method(D_METHOD("get_release_ms"), &C::get_release_ms);
  ClassDB::bind_method(D_METHOD("set_mix", "mix"), &C::set_mix);
  ClassDB::bind_method(D_METHOD("get_mix"), &C::get_mix);
  ClassDB::bind_method(D_METHOD("set_sidechain", "sidechain"), &C::set_sidechain);
  ClassDB::bind_method(D_METHOD("get_sidechain"), &C::get_sidechain);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "threshold", PROPERTY_HINT_RANGE, "-60,0,0.1"),
                        "set_threshold", "get_threshold");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "ratio", PROPERTY_HINT_RANGE, "1,48,0.1"),
                        "set_ratio", "get_ratio");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "gain", PROPERTY_HINT_RANGE, "-20,20,0.1"),
                        "set_gain", "get_gain");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "attack_us", PROPERTY_HINT_RANGE, "20,2000,1"),
                        "set_attack_us", "get_attack_us");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "release_ms", PROPERTY_HINT_RANGE, "20,2000,1,suffix:ms"),
      "set_release_ms", "get_release_ms");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "mix", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_mix", "get_mix");
  ClassDB::add_property(PropertyInfo(Variant::STRING_NAME, "sidechain", PROPERTY_HINT_ENUM),
                        "set_sidechain", "get_sidechain");
}

}  // namespace arbor
