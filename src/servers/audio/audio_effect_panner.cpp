#include "arbor/servers/audio/effects/audio_effect_panner.h"

#include <algorithm>

#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

class PannerInstance final : public AudioEffectInstance {
 public:
  explicit PannerInstance(Ref<AudioEffectPanner> base) : base_(std::move(base)) {}

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    const auto pan = float(base_->get_pan());
    const float left = std::clamp(1.0f - pan, 0.0f, 1.0f);
    const float right = std::clamp(1.0f + pan, 0.0f, 1.0f);
    for (int i = 0; i < frames; ++i) {
      destination[i].left = source[i].left * left + source[i].right * (1.0f - right);
      destination[i].right = source[i].right * right + source[i].left * (1.0f - left);
    }
  }

 private:
  Ref<AudioEffectPanner> base_;
};

}  // namespace

std::unique_ptr<AudioEffectInstance> AudioEffectPanner::instantiate(const AudioEffectContext&) {
  return std::make_unique<PannerInstance>(Ref<AudioEffectPanner>(this));
}

void AudioEffectPanner::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_pan", "pan"), &AudioEffectPanner::set_pan);
  ClassDB::bind_method(D_METHOD("get_pan"), &AudioEffectPanner::get_pan);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "pan", PROPERTY_HINT_RANGE, "-1,1,0.01"),
                        "set_pan", "get_pan");
}

}  // namespace arbor
