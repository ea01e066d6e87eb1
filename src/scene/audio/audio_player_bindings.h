// AudioPlayerBase::bind_player_api: the players' shared methods, bound on each player's class.
#pragma once

#include "arbor/core/object/class_db.h"
#include "arbor/scene/audio/audio_player_base.h"

namespace arbor {

template <class Base>
template <class Player>
void AudioPlayerBase<Base>::bind_player_api() {
  // Each method is taken as the player's own, so that it is bound on the player's class.
  using P = Player;
  ClassDB::bind_method(D_METHOD("set_stream", "stream"),
                       static_cast<void (P::*)(const Ref<AudioStream>&)>(&P::set_stream));
  ClassDB::bind_method(D_METHOD("get_stream"),
                       static_cast<Ref<AudioStream> (P::*)() const>(&P::get_stream));
  ClassDB::bind_method(D_METHOD("set_volume_db", "volume_db"),
                       static_cast<void (P::*)(double)>(&P::set_volume_db));
  ClassDB::bind_method(D_METHOD("get_volume_db"),
                       static_cast<double (P::*)() const>(&P::get_volume_db));
  ClassDB::bind_method(D_METHOD("set_volume_linear", "volume_linear"),
                       static_cast<void (P::*)(double)>(&P::set_volume_linear));
  ClassDB::bind_method(D_METHOD("get_volume_linear"),
                       static_cast<double (P::*)() const>(&P::get_volume_linear));
  ClassDB::bind_method(D_METHOD("set_pitch_scale", "pitch_scale"),
                       static_cast<void (P::*)(double)>(&P::set_pitch_scale));
  ClassDB::bind_method(D_METHOD("get_pitch_scale"),
                       static_cast<double (P::*)() const>(&P::get_pitch_scale));
  ClassDB::bind_method(D_METHOD("play", "from_position"),
                       static_cast<void (P::*)(double)>(&P::play));
  ClassDB::bind_method(D_METHOD("seek", "to_position"), static_cast<void (P::*)(double)>(&P::seek));
  ClassDB::bind_method(D_METHOD("stop"), static_cast<void (P::*)()>(&P::stop));
  ClassDB::bind_method(D_METHOD("is_playing"), static_cast<bool (P::*)() const>(&P::is_playing));
  ClassDB::bind_method(D_METHOD("get_playback_position"),
                       static_cast<double (P::*)() const>(&P::get_playback_position));
  ClassDB::bind_method(D_METHOD("set_playing", "enable"),
                       static_cast<void (P::*)(bool)>(&P::set_playing));
  ClassDB::bind_method(D_METHOD("set_bus", "bus"),
                       static_cast<void (P::*)(const StringName&)>(&P::set_bus));
  ClassDB::bind_method(D_METHOD("get_bus"), static_cast<StringName (P::*)() const>(&P::get_bus));
  ClassDB::bind_method(D_METHOD("set_autoplay", "enable"),
                       static_cast<void (P::*)(bool)>(&P::set_autoplay));
  ClassDB::bind_method(D_METHOD("is_autoplay_enabled"),
                       static_cast<bool (P::*)() const>(&P::is_autoplay_enabled));
  ClassDB::bind_method(D_METHOD("set_stream_paused", "pause"),
                       static_cast<void (P::*)(bool)>(&P::set_stream_paused));
  ClassDB::bind_method(D_METHOD("get_stream_paused"),
                       static_cast<bool (P::*)() const>(&P::get_stream_paused));
  ClassDB::bind_method(D_METHOD("set_max_polyphony", "max_polyphony"),
                       static_cast<void (P::*)(int)>(&P::set_max_polyphony));
  ClassDB::bind_method(D_METHOD("get_max_polyphony"),
                       static_cast<int (P::*)() const>(&P::get_max_polyphony));
  ClassDB::bind_method(D_METHOD("set_playback_type", "playback_type"),
                       static_cast<void (P::*)(typename P::PlaybackType)>(&P::set_playback_type));
  ClassDB::bind_method(D_METHOD("get_playback_type"),
                       static_cast<typename P::PlaybackType (P::*)() const>(&P::get_playback_type));
  ClassDB::bind_method(D_METHOD("has_stream_playback"),
                       static_cast<bool (P::*)() const>(&P::has_stream_playback));
  ClassDB::bind_method(
      D_METHOD("get_stream_playback"),
      static_cast<Ref<AudioStreamPlayback> (P::*)() const>(&P::get_stream_playback));
  ClassDB::add_signal(MethodInfo("finished"), &P::finished);
}

}  // namespace arbor
