// Registers the audio classes (server resources, streams, players, listeners) and the loaders
// of sound files.
#pragma once

namespace arbor::detail {

/// Called by the scene layer's class registrar.
void register_audio_classes();

}  // namespace arbor::detail
