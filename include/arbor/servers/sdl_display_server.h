// The SDL2 display backend (link arbor::display_sdl): a window, keyboard, text, mouse, wheel and
// game controllers with hot-plug. No SDL type appears here.
#pragma once

#include <memory>

#include "arbor/servers/display_server.h"

namespace arbor {

/// Opens SDL's video, events and game-controller subsystems and, with `open_window`, a window
/// with `settings`; without one, input still arrives from controllers and from events pushed into
/// SDL's queue (SDL_VIDEODRIVER=offscreen or dummy run it without a screen). Throws
/// arbor::Error with SDL's message when SDL or the window cannot start. One SDL display may exist
/// at a time.
std::unique_ptr<DisplayServer> create_sdl_display_server(const WindowSettings& settings,
                                                         bool open_window = true);

}  // namespace arbor
