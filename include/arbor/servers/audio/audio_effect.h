// AudioEffect: a processor on an audio bus (Godot's AudioEffect), and the running instance of one.
#pragma once

#include <memory>

#include "arbor/core/object/resource.h"
#include "arbor/core/string/string_name.h"
#include "arbor/servers/audio/audio_frame.h"

namespace arbor {

/// What a running effect may read of the mix besides its own input: another bus's buffer (a
/// compressor's sidechain). Implemented by the audio server's mixer.
class AudioMixView {
 public:
  virtual ~AudioMixView() = default;
  /// The frames mixed into the bus called `name` so far in the current mix step (as many as
  /// the effect is processing), or nullptr when there is no such bus. Mixing thread only.
  [[nodiscard]] virtual const AudioFrame* find_bus_buffer(const StringName& name) = 0;
};

/// Where an effect instance runs.
struct AudioEffectContext {
  double mix_rate = 48000.0;    ///< frames per second of the mix
  AudioMixView* mix = nullptr;  ///< the mix the instance runs in (never null in a server)
};

/// One running copy of an effect on one bus, holding its state (filter history, delay lines).
/// process() runs on the mixing thread: it must neither allocate nor block, and it reads the
/// effect's parameters as they are now (they may change between calls).
class AudioEffectInstance {
 public:
  virtual ~AudioEffectInstance() = default;
  /// Reads `frames` frames from `source` and writes the processed frames to `destination`
  /// (distinct buffers).
  virtual void process(const AudioFrame* source, AudioFrame* destination, int frames) = 0;
  /// Whether the instance must run while its bus is silent and inactive (an analyser); most
  /// effects are skipped then.
  [[nodiscard]] virtual bool process_silence() const { return false; }
};

/// An effect a bus runs (Godot's AudioEffect): a resource holding the parameters; the server
/// instantiates it once per bus that uses it. Parameters may be changed from the main thread
/// while the effect runs; instances see the change at their next mix step.
class AudioEffect : public Resource {
  ARBOR_CLASS(AudioEffect, Resource)

 public:
  /// A new instance with its own state, for a bus of `context`'s mix.
  [[nodiscard]] virtual std::unique_ptr<AudioEffectInstance> instantiate(
      const AudioEffectContext& context) = 0;
};

}  // namespace arbor
