#include "arbor/scene/audio/audio_player_base.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_tree.h"
#include "scene/audio/audio_server_access.h"
#include "scene/callbacks.h"

namespace arbor {

template <class Base>
AudioPlayerBase<Base>::AudioPlayerBase() = default;

template <class Base>
AudioPlayerBase<Base>::~AudioPlayerBase() {
  release_all();
}

template <class Base>
AudioServer* AudioPlayerBase<Base>::server() const {
  return server_lifetime_.expired() ? nullptr : server_;
}

template <class Base>
void AudioPlayerBase<Base>::set_stream(const Ref<AudioStream>& stream) {
  stop();
  stream_ = stream;
}

template <class Base>
void AudioPlayerBase<Base>::set_volume_db(double volume_db) {
  if (std::isnan(volume_db)) {
    throw Error("set_volume_db: node '" + this->get_name().str() + "': the volume cannot be NaN");
  }
  volume_db_ = volume_db;
  update_mix();
}

template <class Base>
void AudioPlayerBase<Base>::set_volume_linear(double volume) {
  set_volume_db(20.0 * std::log10(volume));
}

template <class Base>
double AudioPlayerBase<Base>::get_volume_linear() const {
  return std::pow(10.0, volume_db_ / 20.0);
}

template <class Base>
void AudioPlayerBase<Base>::set_pitch_scale(double pitch_scale) {
  if (!(pitch_scale > 0) || !std::isfinite(pitch_scale)) {
    throw Error("set_pitch_scale: node '" + this->get_name().str() +
                "': the pitch scale must be positive, got " + std::to_string(pitch_scale));
  }
  pitch_scale_ = pitch_scale;
  update_mix();
}

template <class Base>
void AudioPlayerBase<Base>::set_bus(const StringName& bus) {
  bus_ = bus;
  update_mix();
}

template <class Base>
StringName AudioPlayerBase<Base>::get_bus() const {
  return bus_;
}

template <class Base>
void AudioPlayerBase<Base>::set_stream_paused(bool paused) {
  stream_paused_ = paused;
  update_paused();
}

template <class Base>
void AudioPlayerBase<Base>::set_max_polyphony(int count) {
  if (count < 1) return;
  max_polyphony_ = count;
  ensure_playback_limit();
}

template <class Base>
void AudioPlayerBase<Base>::play(double from_position) {
  if (!this->is_inside_tree()) {
    throw Error("play: node '" + this->get_name().str() +
                "' is not inside a SceneTree; add it first, or set autoplay so that it plays "
                "when it enters");
  }
  if (!stream_) return;
  if (follows_listener()) {
    // Started at the next frame, when every node of this one (listeners too) is in place.
    pending_start_ = std::max(0.0, from_position);
    this->set_process_internal(true);
    return;
  }
  start(from_position);
}

template <class Base>
void AudioPlayerBase<Base>::start(double from_position) {
  pending_start_ = -1.0;
  AudioServer* audio = server();
  if (!stream_ || !audio) return;
  if (stream_->is_monophonic() && !playbacks_.empty()) release_all();
  Ref<AudioStreamPlayback> playback;
  detail::guarded(this->get_tree(), this, "play",
                  [&] { playback = stream_->instantiate_playback(); });
  if (!playback) return;
  AudioPlayerMix mix;
  compute_mix(mix);
  playbacks_.push_back(audio->start_playback_stream(
      playback, std::span<const AudioBusVolume>(mix.buses, std::size_t(mix.bus_count)),
      std::max(0.0, from_position), mix.pitch_scale, mix.shelf_gain, mix.shelf_cutoff_hz));
  if (wants_pause()) audio->set_playback_paused(playbacks_.back(), true);
  ensure_playback_limit();
  this->set_process_internal(true);
}

template <class Base>
void AudioPlayerBase<Base>::seek(double to_position) {
  if (!is_playing()) return;
  stop();
  play(to_position);
}

template <class Base>
void AudioPlayerBase<Base>::stop() {
  release_all();
  pending_start_ = -1.0;
  if (this->is_inside_tree()) this->set_process_internal(false);
}

template <class Base>
void AudioPlayerBase<Base>::release_all() {
  if (AudioServer* audio = server()) {
    for (AudioPlaybackHandle handle : playbacks_) audio->free_playback(handle);
  }
  playbacks_.clear();
}

template <class Base>
bool AudioPlayerBase<Base>::is_playing() const {
  if (pending_start_ >= 0.0) return true;
  const AudioServer* audio = server();
  if (!audio) return false;
  return std::any_of(playbacks_.begin(), playbacks_.end(),
                     [&](AudioPlaybackHandle h) { return audio->is_playback_active(h); });
}

template <class Base>
double AudioPlayerBase<Base>::get_playback_position() const {
  if (pending_start_ >= 0.0) return pending_start_;
  const AudioServer* audio = server();
  if (!audio || playbacks_.empty()) return 0.0;
  return audio->get_playback_position(playbacks_.back());
}

template <class Base>
void AudioPlayerBase<Base>::set_playing(bool playing) {
  if (playing) {
    play();
  } else {
    stop();
  }
}

template <class Base>
Ref<AudioStreamPlayback> AudioPlayerBase<Base>::get_stream_playback() const {
  const AudioServer* audio = server();
  if (!audio || playbacks_.empty()) return nullptr;
  return audio->get_playback(playbacks_.back());
}

template <class Base>
bool AudioPlayerBase<Base>::wants_pause() const {
  return stream_paused_ || !this->is_inside_tree() || !this->can_process();
}

template <class Base>
void AudioPlayerBase<Base>::update_paused(bool leaving) {
  AudioServer* audio = server();
  if (!audio) return;
  const bool paused = leaving || wants_pause();
  for (AudioPlaybackHandle handle : playbacks_) audio->set_playback_paused(handle, paused);
}

template <class Base>
void AudioPlayerBase<Base>::update_mix() {
  AudioServer* audio = server();
  if (!audio || playbacks_.empty()) return;
  AudioPlayerMix mix;
  compute_mix(mix);
  const std::span<const AudioBusVolume> buses(mix.buses, std::size_t(mix.bus_count));
  for (AudioPlaybackHandle handle : playbacks_) {
    audio->set_playback_bus_volumes_linear(handle, buses);
    audio->set_playback_pitch_scale(handle, mix.pitch_scale);
    audio->set_playback_highshelf_params(handle, mix.shelf_gain, mix.shelf_cutoff_hz);
  }
}

template <class Base>
void AudioPlayerBase<Base>::ensure_playback_limit() {
  AudioServer* audio = server();
  while (int(playbacks_.size()) > max_polyphony_) {
    if (audio) audio->free_playback(playbacks_.front());
    playbacks_.erase(playbacks_.begin());
  }
}

template <class Base>
void AudioPlayerBase<Base>::reap_finished() {
  AudioServer* audio = server();
  if (!audio) return;
  // Frees the playbacks that ended by themselves, keeping the others in order (in place: a
  // frame that ends nothing allocates nothing).
  std::size_t kept = 0;
  for (AudioPlaybackHandle handle : playbacks_) {
    if (audio->is_playback_active(handle) || audio->is_playback_paused(handle)) {
      playbacks_[kept++] = handle;
    } else {
      audio->free_playback(handle);
    }
  }
  if (kept == playbacks_.size()) return;
  playbacks_.resize(kept);
  if (playbacks_.empty() && pending_start_ < 0.0) this->set_process_internal(false);
  detail::emit(this->get_tree(), this, finished, "signal finished");
}

template <class Base>
void AudioPlayerBase<Base>::_engine_notification(int what) {
  Base::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE: {
      AudioServer& audio = detail::audio_server_of(*this->get_tree());
      if (server_ != &audio || server_lifetime_.expired()) {
        release_all();  // playbacks of another tree's server end there
        server_ = &audio;
        server_lifetime_ = audio.get_lifetime();
      }
      if (autoplay_ && !this->get_tree()->is_edit_mode()) play();
      update_paused();
      break;
    }
    case NOTIFICATION_EXIT_TREE:
      update_paused(true);
      break;
    case NOTIFICATION_PAUSED:
    case NOTIFICATION_UNPAUSED:
      update_paused();
      break;
    case NOTIFICATION_INTERNAL_PROCESS:
      if (pending_start_ >= 0.0) start(pending_start_);
      reap_finished();
      if (follows_listener()) update_mix();
      break;
    default:
      break;
  }
}

template <class Base>
void AudioPlayerBase<Base>::add_player_property(const char* name) {
  const std::string_view n(name);
  if (n == "stream") {
    ClassDB::add_property(
        PropertyInfo(Variant::OBJECT, "stream", PROPERTY_HINT_RESOURCE_TYPE, "AudioStream"),
        "set_stream", "get_stream");
  } else if (n == "volume_db") {
    ClassDB::add_property(
        PropertyInfo(Variant::FLOAT, "volume_db", PROPERTY_HINT_RANGE, "-80,24,suffix:dB"),
        "set_volume_db", "get_volume_db");
  } else if (n == "volume_linear") {
    ClassDB::add_property(
        PropertyInfo(Variant::FLOAT, "volume_linear", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_NONE),
        "set_volume_linear", "get_volume_linear");
  } else if (n == "pitch_scale") {
    ClassDB::add_property(
        PropertyInfo(Variant::FLOAT, "pitch_scale", PROPERTY_HINT_RANGE, "0.01,4,0.01,or_greater"),
        "set_pitch_scale", "get_pitch_scale");
  } else if (n == "playing") {
    ClassDB::add_property(
        PropertyInfo(Variant::BOOL, "playing", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_EDITOR),
        "set_playing", "is_playing");
  } else if (n == "autoplay") {
    ClassDB::add_property(PropertyInfo(Variant::BOOL, "autoplay"), "set_autoplay",
                          "is_autoplay_enabled");
  } else if (n == "stream_paused") {
    ClassDB::add_property(PropertyInfo(Variant::BOOL, "stream_paused"), "set_stream_paused",
                          "get_stream_paused");
  } else if (n == "max_polyphony") {
    ClassDB::add_property(PropertyInfo(Variant::INT, "max_polyphony"), "set_max_polyphony",
                          "get_max_polyphony");
  } else if (n == "bus") {
    ClassDB::add_property(PropertyInfo(Variant::STRING_NAME, "bus", PROPERTY_HINT_ENUM, ""),
                          "set_bus", "get_bus");
  } else if (n == "playback_type") {
    ClassDB::add_property(
        PropertyInfo(Variant::INT, "playback_type", PROPERTY_HINT_ENUM, "Default,Stream,Sample"),
        "set_playback_type", "get_playback_type");
  } else {
    throw Error(std::string("add_player_property: no shared player property '") + name + "'");
  }
}

template class AudioPlayerBase<Node>;
template class AudioPlayerBase<Node2D>;
template class AudioPlayerBase<Node3D>;

}  // namespace arbor
