// The bus graph the mixer runs: built on the main thread, handed to the mixing thread whole.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "arbor/core/string/string_name.h"
#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_frame.h"

namespace arbor::detail {

/// One effect slot of a bus: the instance (owned by the graph's `instances`) and its switch.
struct MixEffect {
  AudioEffectInstance* instance = nullptr;
  bool enabled = true;
};

/// A bus as the mixer sees it. The main thread fills the layout part; the mixing thread owns
/// the rest (and the mutable parameters, which commands change) once it has the graph.
struct MixBus {
  // -- layout
  std::uint64_t id = 0;  ///< stable across layouts, so runtime state carries over
  StringName name;
  int send = -1;  ///< the bus it sends to (a lower index; Master when the name is unknown)
  std::vector<MixEffect> effects;
  // -- parameters (changed by commands)
  float volume_db = 0.0f;
  bool solo = false;
  bool mute = false;
  bool bypass = false;
  // -- runtime (mixing thread)
  std::unique_ptr<AudioFrame[]> buffer;
  std::unique_ptr<AudioFrame[]> scratch;
  bool used = false;    ///< something was mixed into it this step
  bool active = false;  ///< it carried sound recently
  bool soloed = false;  ///< on a solo chain this step
  std::uint64_t last_mix_with_audio = 0;
};

/// A whole layout. Effect instances are shared with the graphs before and after it (an
/// unchanged effect keeps its state across layout changes); the shared_ptrs are only copied
/// and dropped on the main thread.
struct MixGraph {
  std::vector<MixBus> buses;
  std::vector<std::shared_ptr<AudioEffectInstance>> instances;
};

}  // namespace arbor::detail
