// Registers the audio server's resource classes (effects, bus layouts) with ClassDB.
#pragma once

namespace arbor::detail {

/// AudioEffect and its kinds, AudioBusLayout and AudioStreamPlayback, with Godot's names.
void register_audio_server_classes();

}  // namespace arbor::detail
