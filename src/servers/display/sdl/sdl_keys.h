// SDL2 keys to Arbor's (Godot's) Key codes. Private to the SDL display backend.
#pragma once

#include <SDL.h>

#include "arbor/core/input/keyboard.h"

namespace arbor::sdl {

/// The Key for an SDL key code (the layout's key): printable keys become their upper-case
/// character, the others come from a table; Key::UNKNOWN when Godot has no such key.
Key key_from_keycode(SDL_Keycode keycode);
/// The Key at this place on a US QWERTY keyboard (Godot's physical keycode).
Key key_from_scancode(SDL_Scancode scancode);
/// Left or right for the keys that come in pairs (Shift, Ctrl, Alt, GUI).
KeyLocation location_from_scancode(SDL_Scancode scancode);

}  // namespace arbor::sdl
