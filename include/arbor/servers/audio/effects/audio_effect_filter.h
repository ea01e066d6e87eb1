// AudioEffectFilter and its kinds: biquad filters on a bus (Godot's AudioEffectFilter family).
#pragma once

#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// A biquad filter (Godot's AudioFilterSW) run 1 to 4 times in series (db: 6, 12, 18 or 24 dB
/// per octave): cutoff_hz (2000), resonance (0.5, the filter's Q), gain (1, for the shelf,
/// peak and band-limit kinds). Use one of the subclasses, which fix the kind.
class AudioEffectFilter : public AudioEffect {
  ARBOR_CLASS(AudioEffectFilter, AudioEffect)

 public:
  /// The slope: how many biquads run in series (Godot's values).
  enum FilterDB : int { FILTER_6DB = 0, FILTER_12DB = 1, FILTER_18DB = 2, FILTER_24DB = 3 };
  /// The response (Godot's AudioFilterSW::Mode values).
  enum Mode : int {
    LOWPASS = 0,
    BANDPASS = 1,
    HIGHPASS = 2,
    NOTCH = 3,
    PEAK = 4,
    BANDLIMIT = 5,
    LOWSHELF = 6,
    HIGHSHELF = 7,
  };

  void set_cutoff(double hz) { cutoff_.set(hz); }
  [[nodiscard]] double get_cutoff() const { return cutoff_.get(); }
  void set_resonance(double amount) { resonance_.set(amount); }
  [[nodiscard]] double get_resonance() const { return resonance_.get(); }
  void set_gain(double amount) { gain_.set(amount); }
  [[nodiscard]] double get_gain() const { return gain_.get(); }
  /// Throws arbor::Error for a value outside FILTER_6DB..FILTER_24DB.
  void set_db(FilterDB db);
  [[nodiscard]] FilterDB get_db() const { return db_.get(); }
  [[nodiscard]] Mode get_mode() const { return mode_; }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  explicit AudioEffectFilter(Mode mode) : mode_(mode) {}
  static void _bind_methods();

 private:
  Mode mode_;
  AudioParameter<double> cutoff_{2000.0};
  AudioParameter<double> resonance_{0.5};
  AudioParameter<double> gain_{1.0};
  AudioParameter<FilterDB> db_{FILTER_6DB};
};

/// Passes frequencies below cutoff_hz.
class AudioEffectLowPassFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectLowPassFilter, AudioEffectFilter)
 public:
  AudioEffectLowPassFilter() : AudioEffectFilter(LOWPASS) {}
};

/// Passes frequencies above cutoff_hz.
class AudioEffectHighPassFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectHighPassFilter, AudioEffectFilter)
 public:
  AudioEffectHighPassFilter() : AudioEffectFilter(HIGHPASS) {}
};

/// Passes a band around cutoff_hz.
class AudioEffectBandPassFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectBandPassFilter, AudioEffectFilter)
 public:
  AudioEffectBandPassFilter() : AudioEffectFilter(BANDPASS) {}
};

/// Removes a band around cutoff_hz.
class AudioEffectNotchFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectNotchFilter, AudioEffectFilter)
 public:
  AudioEffectNotchFilter() : AudioEffectFilter(NOTCH) {}
};

/// Scales frequencies below cutoff_hz by gain.
class AudioEffectLowShelfFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectLowShelfFilter, AudioEffectFilter)
 public:
  AudioEffectLowShelfFilter() : AudioEffectFilter(LOWSHELF) {}
};

/// Scales frequencies above cutoff_hz by gain.
class AudioEffectHighShelfFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectHighShelfFilter, AudioEffectFilter)
 public:
  AudioEffectHighShelfFilter() : AudioEffectFilter(HIGHSHELF) {}
};

/// Passes the band between cutoff_hz and resonance (used as the upper frequency), as Godot's.
class AudioEffectBandLimitFilter : public AudioEffectFilter {
  ARBOR_CLASS(AudioEffectBandLimitFilter, AudioEffectFilter)
 public:
  AudioEffectBandLimitFilter() : AudioEffectFilter(BANDLIMIT) {}
};

}  // namespace arbor
