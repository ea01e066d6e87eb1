// AudioStreamPlayback: one playing instance of a sound, as the audio server pulls it.
#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/servers/audio/audio_frame.h"

namespace arbor {

/// The state of one sound being played (Godot's AudioStreamPlayback): where it is in its data,
/// its decoder, its loop count. AudioStream::instantiate_playback() makes one; the AudioServer
/// plays it (start_playback_stream) and resamples what it produces to the mix rate, applying
/// the voice's pitch.
///
/// Threads: start() runs on the main thread before the server has the playback. From then on
/// mix() and get_playback_position() run on the mixing thread only, and must neither allocate
/// nor block. A playback that decodes compressed data does that in fill(), which the server
/// calls off the mixing thread (a streaming thread, or the main thread when it renders offline)
/// and which may allocate; such a playback says so with needs_fill() and hands frames from
/// fill() to mix() through a lock-free buffer of its own.
class AudioStreamPlayback : public RefCounted {
  ARBOR_CLASS(AudioStreamPlayback, RefCounted)

 public:
  /// Positions the playback `from_seconds` into the sound (wrapped into its loop when it
  /// loops) and starts it.
  virtual void start(double from_seconds) = 0;
  /// The rate of the frames mix() produces, in frames per second (the sound's own rate, times
  /// any pitch the playback applies itself).
  [[nodiscard]] virtual double get_sampling_rate() const = 0;
  /// Writes up to `frames` frames at get_sampling_rate() into `buffer` and returns how many it
  /// wrote: fewer than asked means the sound has ended (the rest of `buffer` is left alone).
  /// A playback that cannot keep up (its decoded frames ran out) writes silence and returns
  /// `frames`.
  virtual int mix(AudioFrame* buffer, int frames) = 0;
  /// Seconds into the sound of the next frame mix() produces.
  [[nodiscard]] virtual double get_playback_position() const = 0;
  /// How many times the playback has looped.
  [[nodiscard]] virtual int get_loop_count() const { return 0; }
  /// Called on the main thread once the server has stopped playing it (it ended, or was
  /// stopped); it may be started again.
  virtual void stop() {}

  /// Whether mix() plays frames that fill() decodes ahead (see the class comment).
  [[nodiscard]] virtual bool needs_fill() const { return false; }
  /// Decodes ahead, off the mixing thread. Called repeatedly while the playback plays.
  virtual void fill() {}
};

}  // namespace arbor
