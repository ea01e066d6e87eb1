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

/// What the run wants from rendering.
struct RenderChoice {
  /// Pictures are wanted (a window or a screenshot): without them the null backend draws (the
  /// frame is still culled and batched, for --draw-list), so a plain run needs no device.
  bool pictures = false;
  DisplayServer* window = nullptr;  ///< present in this display's window
  bool vsync = true;
};

/// The rendering backend the program draws with: Vulkan when pictures are wanted, the program
/// was built with it and the machine has a usable device, else the null backend, which draws
/// nothing. `note` gets one line saying why there will be no pictures when it falls back from
/// Vulkan, and stays empty otherwise.
std::unique_ptr<RenderBackend> make_render_backend(const RenderChoice& choice, std::string& note);

/// Registers a RenderingServer drawing through `backend` with `tree` (before any scene is
/// added, so that its render nodes find it), its root viewport rendering every frame.
RenderingServer& add_rendering_server(SceneTree& tree, std::unique_ptr<RenderBackend> backend);

}  // namespace arbor::app
