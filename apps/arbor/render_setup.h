// The program's rendering: which backend draws, and the server a run's tree renders through.
#pragma once

#include <memory>
#include <string>

#include "arbor/servers/rendering/render_backend.h"

namespace arbor {
class DisplayServer;
class SceneTree;
class RenderingServer;
}  // namespace arbor

namespace arbor::app {

/// The rendering backend the program draws with: Vulkan when the program was built with it and
/// the machine has a usable device (presenting in `window`'s window when given), else the null
/// backend, which draws nothing. `note` gets one line saying why there will be no pictures when
/// it falls back from Vulkan, and stays empty otherwise.
std::unique_ptr<RenderBackend> make_render_backend(DisplayServer* window, std::string& note);

/// Registers a RenderingServer drawing through `backend` with `tree` (before any scene is
/// added, so that its render nodes find it), its root viewport rendering every frame.
RenderingServer& add_rendering_server(SceneTree& tree, std::unique_ptr<RenderBackend> backend);

}  // namespace arbor::app
