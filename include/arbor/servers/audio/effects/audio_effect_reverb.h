// AudioEffectReverb: a room reverb (Godot's AudioEffectReverb, a Freeverb design).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Godot's reverb: the input plus an echo of it fed back after predelay_msec (150) at
/// predelay_feedback (0.4),
/// an optional high-pass (hipass), eight damped comb filters (room_size 0.8, damping 0.5) and
/// four all-passes per channel, the right channel's lines longer by `spread` (1) × 0.521 ms;
/// output = wet (0.5) × 0.6 × reverb + dry (1) × input.
class AudioEffectReverb : public AudioEffect {
  ARBOR_CLASS(AudioEffectReverb, AudioEffect)

 public:
  void set_predelay_msec(double msec) { predelay_msec_.set(msec); }
  [[nodiscard]] double get_predelay_msec() const { return predelay_msec_.get(); }
  /// Clamped to [0, 0.98], as Godot does.
  void set_predelay_feedback(double feedback);
  [[nodiscard]] double get_predelay_feedback() const { return predelay_feedback_.get(); }
  void set_room_size(double size) { room_size_.set(size); }
  [[nodiscard]] double get_room_size() const { return room_size_.get(); }
  void set_damping(double amount) { damping_.set(amount); }
  [[nodiscard]] double get_damping() const { return damping_.get(); }
  void set_spread(double amount) { spread_.set(amount); }
  [[nodiscard]] double get_spread() const { return spread_.get(); }
  void set_hpf(double amount) { hpf_.set(amount); }
  [[nodiscard]] double get_hpf() const { return hpf_.get(); }
  void set_dry(double amount) { dry_.set(amount); }
  [[nodiscard]] double get_dry() const { return dry_.get(); }
  void set_wet(double amount) { wet_.set(amount); }
  [[nodiscard]] double get_wet() const { return wet_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> predelay_msec_{150.0};
  AudioParameter<double> predelay_feedback_{0.4};
  AudioParameter<double> room_size_{0.8};
  AudioParameter<double> damping_{0.5};
  AudioParameter<double> spread_{1.0};
  AudioParameter<double> hpf_{0.0};
  AudioParameter<double> dry_{1.0};
  AudioParameter<double> wet_{0.5};
};

}  // namespace arbor
