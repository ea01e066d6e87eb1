// AudioEffectLimiter: a soft-clipping limiter (Godot's AudioEffectLimiter).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Godot's limiter: raises the signal by ceiling_db - threshold_db, soft-clips what exceeds
/// -soft_clip_db with soft_clip_ratio, and never lets a sample exceed ceiling_db (-0.1 dB).
/// Godot deprecates it for AudioEffectHardLimiter; scenes still use it.
class AudioEffectLimiter : public AudioEffect {
  ARBOR_CLASS(AudioEffectLimiter, AudioEffect)

 public:
  void set_ceiling_db(double db) { ceiling_db_.set(db); }
  [[nodiscard]] double get_ceiling_db() const { return ceiling_db_.get(); }
  void set_threshold_db(double db) { threshold_db_.set(db); }
  [[nodiscard]] double get_threshold_db() const { return threshold_db_.get(); }
  void set_soft_clip_db(double db) { soft_clip_db_.set(db); }
  [[nodiscard]] double get_soft_clip_db() const { return soft_clip_db_.get(); }
  void set_soft_clip_ratio(double ratio) { soft_clip_ratio_.set(ratio); }
  [[nodiscard]] double get_soft_clip_ratio() const { return soft_clip_ratio_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> ceiling_db_{-0.1};
  AudioParameter<double> threshold_db_{0.0};
  AudioParameter<double> soft_clip_db_{2.0};
  AudioParameter<double> soft_clip_ratio_{10.0};
};

}  // namespace arbor
