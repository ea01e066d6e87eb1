// AudioStream: a sound a player plays (Godot's AudioStream), the base of every stream resource.
#pragma once

#include "arbor/core/object/resource.h"
#include "arbor/servers/audio/audio_stream_playback.h"

namespace arbor {

/// A sound as data: a WAV sample, an Ogg Vorbis or MP3 file, frames pushed from code, or a
/// choice among other streams. A player asks it for a playback each time it plays.
class AudioStream : public Resource {
  ARBOR_CLASS(AudioStream, Resource)

 public:
  /// Registers the scene layer's classes on first use (as a Node does), so that a stream made
  /// before any tree is reflected by name: `set("data", ...)` as a scene file sets it.
  AudioStream();

  /// A new playback of the sound, or null when it has nothing to play (no data). Throws
  /// arbor::Error, naming the resource, when its data cannot be played (corrupt, or in a
  /// format Arbor does not decode); a player reports that and stays silent.
  [[nodiscard]] virtual Ref<AudioStreamPlayback> instantiate_playback() = 0;
  /// Seconds; 0 when endless or unknown.
  [[nodiscard]] virtual double get_length() const { return 0.0; }
  /// Whether one playback at a time is all that makes sense (a generator): a player stops the
  /// last one before starting another.
  [[nodiscard]] virtual bool is_monophonic() const { return false; }
};

}  // namespace arbor
