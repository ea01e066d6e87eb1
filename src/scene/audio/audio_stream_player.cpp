#include "arbor/scene/audio/audio_stream_player.h"

#include <cmath>

#include "scene/audio/audio_player_bindings.h"

namespace arbor {

void AudioStreamPlayer::compute_mix(AudioPlayerMix& mix) {
  const auto volume = float(std::pow(10.0, get_volume_db() / 20.0));
  mix.buses[0] = AudioBusVolume{get_bus(), AudioFrame(volume, volume)};
  mix.bus_count = 1;
  mix.pitch_scale = float(get_pitch_scale());
}

void AudioStreamPlayer::_bind_methods() {
  bind_player_api<AudioStreamPlayer>();
  ClassDB::bind_method(D_METHOD("set_mix_target", "mix_target"),
                       &AudioStreamPlayer::set_mix_target);
  ClassDB::bind_method(D_METHOD("get_mix_target"), &AudioStreamPlayer::get_mix_target);
  for (const char* name : {"stream", "volume_db", "volume_linear", "pitch_scale", "playing",
                           "autoplay", "stream_paused"}) {
    add_player_property(name);
  }
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "mix_target", PROPERTY_HINT_ENUM, "Stereo,Surround,Center"),
      "set_mix_target", "get_mix_target");
  for (const char* name : {"max_polyphony", "bus", "playback_type"}) add_player_property(name);
}

}  // namespace arbor
