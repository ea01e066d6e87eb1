// AudioEffectCompressor: a dynamics compressor (Godot's AudioEffectCompressor).
#pragma once

#include "arbor/core/string/string_name.h"
#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_parameter.h"

namespace arbor {

/// Godot's compressor: above threshold (0 dB) the level is reduced by ratio (4:1), with an
/// envelope of attack_us (20 µs) and release_ms (250 ms), then made up by gain (0 dB) and
/// blended with the input by mix (1). With a sidechain bus, the level is read from that bus
/// instead of the input.
class AudioEffectCompressor : public AudioEffect {
  ARBOR_CLASS(AudioEffectCompressor, AudioEffect)

 public:
  void set_threshold(double db) { threshold_.set(db); }
  [[nodiscard]] double get_threshold() const { return threshold_.get(); }
  void set_ratio(double ratio) { ratio_.set(ratio); }
  [[nodiscard]] double get_ratio() const { return ratio_.get(); }
  void set_gain(double db) { gain_.set(db); }
  [[nodiscard]] double get_gain() const { return gain_.get(); }
  void set_attack_us(double us) { attack_us_.set(us); }
  [[nodiscard]] double get_attack_us() const { return attack_us_.get(); }
  void set_release_ms(double ms) { release_ms_.set(ms); }
  [[nodiscard]] double get_release_ms() const { return release_ms_.get(); }
  void set_mix(double mix) { mix_.set(mix); }
  [[nodiscard]] double get_mix() const { return mix_.get(); }
  /// The bus whose level drives the compression; empty for the effect's own input.
  void set_sidechain(const StringName& bus) { sidechain_.set(bus); }
  [[nodiscard]] StringName get_sidechain() const { return sidechain_.get(); }

  [[nodiscard]] std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) override;

 protected:
  static void _bind_methods();

 private:
  AudioParameter<double> threshold_{0.0};
  AudioParameter<double> ratio_{4.0};
  AudioParameter<double> gain_{0.0};
  AudioParameter<double> attack_us_{20.0};
  AudioParameter<double> release_ms_{250.0};
  AudioParameter<double> mix_{1.0};
  AudioParameter<StringName> sidechain_{StringName()};
};

}  // namespace arbor
