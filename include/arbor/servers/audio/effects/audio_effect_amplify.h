// AudioEffectAmplify: a gain on a bus (Godot's AudioEffectAmplify).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Multiplies the bus by volume_db (default 0 dB). A change of volume is ramped linearly over
/// one mix step, so it does not click.
class AudioEffectAmplify : public AudioEffect {
  ARBOR_CLASS(AudioEffectAmplify, AudioEffect)

 public:
  void set_volume_db(double volume_db) { volume_db_.set(volume_db); }
  [[nodiscard]] double get_volume_db() const { return volume_db_.get(); }
  /// The same gain as a linear factor.
  void set_volume_linear(double volume);
  [[nodiscard]] double get_volume_linear() const;

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> volume_db_{0.0};
};

}  // namespace arbor
