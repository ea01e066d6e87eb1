// AudioEffectDelay: two echo taps and a feedback line (Godot's AudioEffectDelay).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// The dry signal (dry, 1) plus two panned taps of the input delayed by tapN_delay_ms (250 and
/// 500 ms, at -6 and -12 dB, panned 0.2 and -0.4) and, when feedback_active, a feedback line
/// (340 ms, -6 dB) low-passed at feedback_lowpass Hz. Delays longer than MAX_DELAY_MS play as
/// MAX_DELAY_MS.
class AudioEffectDelay : public AudioEffect {
  ARBOR_CLASS(AudioEffectDelay, AudioEffect)

 public:
  /// The longest delay a tap or the feedback line can have.
  static constexpr double MAX_DELAY_MS = 3000.0;

  void set_dry(double amount) { dry_.set(amount); }
  [[nodiscard]] double get_dry() const { return dry_.get(); }

  void set_tap1_active(bool active) { tap1_active_.set(active); }
  [[nodiscard]] bool is_tap1_active() const { return tap1_active_.get(); }
  void set_tap1_delay_ms(double ms) { tap1_delay_ms_.set(ms); }
  [[nodiscard]] double get_tap1_delay_ms() const { return tap1_delay_ms_.get(); }
  void set_tap1_level_db(double db) { tap1_level_db_.set(db); }
  [[nodiscard]] double get_tap1_level_db() const { return tap1_level_db_.get(); }
  void set_tap1_pan(double pan) { tap1_pan_.set(pan); }
  [[nodiscard]] double get_tap1_pan() const { return tap1_pan_.get(); }

  void set_tap2_active(bool active) { tap2_active_.set(active); }
  [[nodiscard]] bool is_tap2_active() const { return tap2_active_.get(); }
  void set_tap2_delay_ms(double ms) { tap2_delay_ms_.set(ms); }
  [[nodiscard]] double get_tap2_delay_ms() const { return tap2_delay_ms_.get(); }
  void set_tap2_level_db(double db) { tap2_level_db_.set(db); }
  [[nodiscard]] double get_tap2_level_db() const { return tap2_level_db_.get(); }
  void set_tap2_pan(double pan) { tap2_pan_.set(pan); }
  [[nodiscard]] double get_tap2_pan() const { return tap2_pan_.get(); }

  void set_feedback_active(bool active) { feedback_active_.set(active); }
  [[nodiscard]] bool is_feedback_active() const { return feedback_active_.get(); }
  void set_feedback_delay_ms(double ms) { feedback_delay_ms_.set(ms); }
  [[nodiscard]] double get_feedback_delay_ms() const { return feedback_delay_ms_.get(); }
  void set_feedback_level_db(double db) { feedback_level_db_.set(db); }
  [[nodiscard]] double get_feedback_level_db() const { return feedback_level_db_.get(); }
  void set_feedback_lowpass(double hz) { feedback_lowpass_.set(hz); }
  [[nodiscard]] double get_feedback_lowpass() const { return feedback_lowpass_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> dry_{1.0};
  AudioParameter<bool> tap1_active_{true};
  AudioParameter<double> tap1_delay_ms_{250.0};
  AudioParameter<double> tap1_level_db_{-6.0};
  AudioParameter<double> tap1_pan_{0.2};
  AudioParameter<bool> tap2_active_{true};
  AudioParameter<double> tap2_delay_ms_{500.0};
  AudioParameter<double> tap2_level_db_{-12.0};
  AudioParameter<double> tap2_pan_{-0.4};
  AudioParameter<bool> feedback_active_{false};
  AudioParameter<double> feedback_delay_ms_{340.0};
  AudioParameter<double> feedback_level_db_{-6.0};
  AudioParameter<double> feedback_lowpass_{16000.0};
};

}  // namespace arbor
