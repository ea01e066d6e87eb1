#include "arbor/servers/audio/effects/audio_effect_filter.h"

#include <string>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_filter.h"

namespace arbor {
namespace {

// Godot's AudioEffectFilterInstance: the coefficients are recomputed from the parameters at
// each step; `stages` biquads per channel run in series.
class FilterInstance final : public AudioEffectInstance {
 public:
  FilterInstance(Ref<AudioEffectFilter> base, double mix_rate)
      : base_(std::move(base)), mix_rate_(mix_rate) {}

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    detail::BiquadDesign design;
    design.mode = base_->get_mode();
    design.cutoff_hz = base_->get_cutoff();
    design.resonance = base_->get_resonance();
    design.gain = base_->get_gain();
    design.sampling_rate = mix_rate_;
    design.stages = int(base_->get_db()) + 1;
    const detail::BiquadCoefficients c = detail::design_biquad(design);
    for (auto& channel : stages_) {
      for (detail::Biquad& stage : channel) stage.set(c);
    }
    for (int i = 0; i < frames; ++i) {
      float left = source[i].left;
      float right = source[i].right;
      for (int s = 0; s < design.stages; ++s) {
        left = stages_[0][s].process(left);
        right = stages_[1][s].process(right);
      }
      destination[i] = AudioFrame(left, right);
    }
  }

 private:
  Ref<AudioEffectFilter> base_;
  double mix_rate_;
  detail::Biquad stages_[2][4];
};

}  // namespace

void AudioEffectFilter::set_db(FilterDB db) {
  if (db < FILTER_6DB || db > FILTER_24DB) {
    throw Error("AudioEffectFilter::set_db: expected FILTER_6DB to FILTER_24DB (0 to 3), got " +
                std::to_string(int(db)));
  }
  db_.set(db);
}

std::unique_ptr<AudioEffectInstance> AudioEffectFilter::instantiate(
    const AudioEffectContext& context) {
  return std::make_unique<FilterInstance>(Ref<AudioEffectFilter>(this), context.mix_rate);
}

void AudioEffectFilter::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_cutoff", "freq"), &AudioEffectFilter::set_cutoff);
  ClassDB::bind_method(D_METHOD("get_cutoff"), &AudioEffectFilter::get_cutoff);
  ClassDB::bind_method(D_METHOD("set_resonance", "amount"), &AudioEffectFilter::set_resonance);
  ClassDB::bind_method(D_METHOD("get_resonance"), &AudioEffectFilter::get_resonance);
  ClassDB::bind_method(D_METHOD("set_gain", "amount"), &AudioEffectFilter::set_gain);
  ClassDB::bind_method(D_METHOD("get_gain"), &AudioEffectFilter::get_gain);
  ClassDB::bind_method(D_METHOD("set_db", "amount"), &AudioEffectFilter::set_db);
  ClassDB::bind_method(D_METHOD("get_db"), &AudioEffectFilter::get_db);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "cutoff_hz", PROPERTY_HINT_RANGE, "1,20500,1,suffix:Hz"),
      "set_cutoff", "get_cutoff");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "resonance", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_resonance", "get_resonance");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "gain", PROPERTY_HINT_RANGE, "0,4,0.01"),
                        "set_gain", "get_gain");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "db", PROPERTY_HINT_ENUM, "6 dB,12 dB,18 dB,24 dB"), "set_db",
      "get_db");
}

}  // namespace arbor
