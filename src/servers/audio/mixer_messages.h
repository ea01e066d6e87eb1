// The messages between the audio server's main-thread side and its mixer.
#pragma once

#include <cstdint>

#include "arbor/core/string/string_name.h"
#include "arbor/servers/audio/audio_frame.h"

namespace arbor {
class AudioStreamPlayback;
}

namespace arbor::detail {

struct MixGraph;
struct VoiceMemory;

/// A voice's level on one bus.
struct VoiceTarget {
  StringName bus;
  AudioFrame volume;
};

constexpr int kMaxVoiceTargets = 6;  // Godot's MAX_BUSES_PER_PLAYBACK

/// Main thread → mixer. Plain data; applied at the start of the next mix step, in order.
struct MixCommand {
  enum Type : std::uint8_t {
    SET_GRAPH,       ///< graph: the new layout
    BUS_VOLUME,      ///< index, value
    BUS_MUTE,        ///< index, flag
    BUS_SOLO,        ///< index, flag
    BUS_BYPASS,      ///< index, flag
    EFFECT_ENABLED,  ///< index (bus), effect, flag
    VOICE_START,     ///< index (slot), playback, memory, value (pitch), targets
    VOICE_STOP,      ///< index
    VOICE_PAUSED,    ///< index, flag
    VOICE_TARGETS,   ///< index, targets
    VOICE_PITCH,     ///< index, value
    VOICE_SHELF,     ///< index, value (gain), value2 (cutoff Hz)
    SPEED_SCALE,     ///< value
  };
  Type type = SET_GRAPH;
  bool flag = false;
  std::uint8_t target_count = 0;
  std::uint32_t index = 0;
  std::int32_t effect = 0;
  float value = 0.0f;
  float value2 = 0.0f;
  MixGraph* graph = nullptr;
  AudioStreamPlayback* playback = nullptr;
  VoiceMemory* memory = nullptr;
  VoiceTarget targets[kMaxVoiceTargets];
};

/// Mixer → main thread.
struct MixEvent {
  enum Type : std::uint8_t {
    VOICE_RELEASED,  ///< index (slot), memory: the voice ended or was stopped; the mixer no
                     ///< longer touches its playback
    GRAPH_RETIRED,   ///< graph: a layout the mixer replaced
  };
  Type type = VOICE_RELEASED;
  std::uint32_t index = 0;
  MixGraph* graph = nullptr;
  VoiceMemory* memory = nullptr;
};

}  // namespace arbor::detail
