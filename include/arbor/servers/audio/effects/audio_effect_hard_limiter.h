// AudioEffectHardLimiter: a look-ahead brick-wall limiter (Godot's AudioEffectHardLimiter).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Godot's hard limiter: after pre_gain_db (0), no sample exceeds ceiling_db (-0.3 dB). The
/// gain falls over a 2 ms look-ahead (the output is delayed by that much), holds for 20 ms
/// and recovers over `release` seconds (0.1).
class AudioEffectHardLimiter : public AudioEffect {
  ARBOR_CLASS(AudioEffectHardLimiter, AudioEffect)

 public:
  static constexpr double ATTACK_SECONDS = 0.002;
  static constexpr double SUSTAIN_SECONDS = 0.02;

  void set_ceiling_db(double db) { ceiling_db_.set(db); }
  [[nodiscard]] double get_ceiling_db() const { return ceiling_db_.get(); }
  void set_pre_gain_db(double db) { pre_gain_db_.set(db); }
  [[nodiscard]] double get_pre_gain_db() const { return pre_gain_db_.get(); }
  void set_release(double seconds) { release_.set(seconds); }
  [[nodiscard]] double get_release() const { return release_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> ceiling_db_{-0.3};
  AudioParameter<double> pre_gain_db_{0.0};
  AudioParameter<double> release_{0.1};
};

}  // namespace arbor
