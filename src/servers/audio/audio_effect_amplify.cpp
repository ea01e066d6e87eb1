#include "arbor/servers/audio/effects/audio_effect_amplify.h"

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

class AmplifyInstance final : public AudioEffectInstance {
 public:
  explicit AmplifyInstance(Ref<AudioEffectAmplify> base)
      : base_(std::move(base)), mix_volume_db_(float(base_->get_volume_db())) {}

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    // Godot ramps from the last step's volume to the current one.
    const auto volume_db = float(base_->get_volume_db());
    float volume = detail::db_to_linear(mix_volume_db_);
    const float increment = (detail::db_to_linear(volume_db) - volume) / float(frames);
    for (int i = 0; i < frames; ++i) {
      destination[i] = source[i] * volume;
      volume += increment;
    }
    mix_volume_db_ = volume_db;
  }

 private:
  Ref<AudioEffectAmplify> base_;
  float mix_volume_db_;
};

}  // namespace

void AudioEffectAmplify::set_volume_linear(double volume) {
  set_volume_db(detail::linear_to_db(float(volume)));
}

double AudioEffectAmplify::get_volume_linear() const {
  return detail::db_to_linear(float(get_volume_db()));
}

std::unique_ptr<AudioEffectInstance> AudioEffectAmplify::instantiate(const AudioEffectContext&) {
  return std::make_unique<AmplifyInstance>(Ref<AudioEffectAmplify>(this));
}

void AudioEffectAmplify::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_volume_db", "volume"), &AudioEffectAmplify::set_volume_db);
  ClassDB::bind_method(D_METHOD("get_volume_db"), &AudioEffectAmplify::get_volume_db);
  ClassDB::bind_method(D_METHOD("set_volume_linear", "volume"),
                       &AudioEffectAmplify::set_volume_linear);
  ClassDB::bind_method(D_METHOD("get_volume_linear"), &AudioEffectAmplify::get_volume_linear);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "volume_db", PROPERTY_HINT_RANGE, "-80,24,0.01"),
      "set_volume_db", "get_volume_db");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "volume_linear", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_NONE),
      "set_volume_linear", "get_volume_linear");
}

}  // namespace arbor
