// AudioStreamPlayer: plays a sound with no position (Godot's AudioStreamPlayer).
#pragma once

#include "arbor/scene/audio/audio_player_base.h"
#include "arbor/scene/node.h"

namespace arbor {

/// Plays its stream on its bus at volume_db on both channels, for music, interface sounds and
/// anything heard the same wherever the listener is. See AudioPlayerBase for playing,
/// polyphony, pausing and `finished`.
class AudioStreamPlayer : public AudioPlayerBase<Node> {
  ARBOR_CLASS(AudioStreamPlayer, Node)

 public:
  /// Where the sound goes on surround setups (Godot's values); Arbor mixes stereo, so every
  /// target plays on the front pair.
  enum MixTarget : int { MIX_TARGET_STEREO = 0, MIX_TARGET_SURROUND = 1, MIX_TARGET_CENTER = 2 };

  void set_mix_target(MixTarget target) { mix_target_ = target; }
  [[nodiscard]] MixTarget get_mix_target() const { return mix_target_; }

 protected:
  static void _bind_methods();
  void compute_mix(AudioPlayerMix& mix) override;

 private:
  MixTarget mix_target_ = MIX_TARGET_STEREO;
};

}  // namespace arbor
