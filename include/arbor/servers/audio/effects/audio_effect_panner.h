// AudioEffectPanner: moves a bus between the left and right channels (Godot's AudioEffectPanner).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Pans by `pan` in [-1, 1] (0: unchanged; -1: everything on the left): the channel panned
/// away from keeps 1 - |pan| of itself and the other channel receives the rest.
class AudioEffectPanner : public AudioEffect {
  ARBOR_CLASS(AudioEffectPanner, AudioEffect)

 public:
  void set_pan(double pan) { pan_.set(pan); }
  [[nodiscard]] double get_pan() const { return pan_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> pan_{0.0};
};

}  // namespace arbor
