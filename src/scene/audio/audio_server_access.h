// The AudioServer a tree's audio nodes use.
#pragma once

#include "arbor/scene/scene_tree.h"
#include "arbor/servers/audio/audio_server.h"

namespace arbor::detail {

/// The tree's AudioServer; a tree without one gets one with the null driver (audio nodes then
/// play, silently, on the tree's clock).
AudioServer& audio_server_of(SceneTree& tree);

}  // namespace arbor::detail
