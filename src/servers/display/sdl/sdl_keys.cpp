#include "servers/display/sdl/sdl_keys.h"

#include <utility>

namespace arbor::sdl {
namespace {

// SDL key codes of the keys that are not printable characters.
constexpr std::pair<SDL_Keycode, Key> kSpecialKeys[] = {
    {SDLK_ESCAPE, Key::ESCAPE},
    {SDLK_TAB, Key::TAB},
    {SDLK_BACKSPACE, Key::BACKSPACE},
    {SDLK_RETURN, Key::ENTER},
    {SDLK_RETURN2, Key::ENTER},
    {SDLK_KP_ENTER, Key::KP_ENTER},
    {SDLK_INSERT, Key::INSERT},
    {SDLK_DELETE, Key::KEY_DELETE},
    {SDLK_PAUSE, Key::PAUSE},
    {SDLK_PRINTSCREEN, Key::PRINT},
    {SDLK_SYSREQ, Key::SYSREQ},
    {SDLK_CLEAR, Key::CLEAR},
    {SDLK_HOME, Key::HOME},
    {SDLK_END, Key::END},
    {SDLK_LEFT, Key::LEFT},
    {SDLK_UP, Key::UP},
    {SDLK_RIGHT, Key::RIGHT},
    {SDLK_DOWN, Key::DOWN},
    {SDLK_PAGEUP, Key::PAGEUP},
    {SDLK_PAGEDOWN, Key::PAGEDOWN},
    {SDLK_LSHIFT, Key::SHIFT},
    {SDLK_RSHIFT, Key::SHIFT},
    {SDLK_LCTRL, Key::CTRL},
    {SDLK_RCTRL, Key::CTRL},
    {SDLK_LGUI, Key::META},
    {SDLK_RGUI, Key::META},
    {SDLK_LALT, Key::ALT},
    {SDLK_RALT, Key::ALT},
    {SDLK_CAPSLOCK, Key::CAPSLOCK},
    {SDLK_NUMLOCKCLEAR, Key::NUMLOCK},
    {SDLK_SCROLLLOCK, Key::SCROLLLOCK},
    {SDLK_F1, Key::F1},
    {SDLK_F2, Key::F2},
    {SDLK_F3, Key::F3},
    {SDLK_F4, Key::F4},
    {SDLK_F5, Key::F5},
    {SDLK_F6, Key::F6},
    {SDLK_F7, Key::F7},
    {SDLK_F8, Key::F8},
    {SDLK_F9, Key::F9},
    {SDLK_F10, Key::F10},
    {SDLK_F11, Key::F11},
    {SDLK_F12, Key::F12},
    {SDLK_F13, Key::F13},
    {SDLK_F14, Key::F14},
    {SDLK_F15, Key::F15},
    {SDLK_F16, Key::F16},
    {SDLK_F17, Key::F17},
    {SDLK_F18, Key::F18},
    {SDLK_F19, Key::F19},
    {SDLK_F20, Key::F20},
    {SDLK_F21, Key::F21},
    {SDLK_F22, Key::F22},
    {SDLK_F23, Key::F23},
    {SDLK_F24, Key::F24},
    {SDLK_KP_MULTIPLY, Key::KP_MULTIPLY},
    {SDLK_KP_DIVIDE, Key::KP_DIVIDE},
    {SDLK_KP_MINUS, Key::KP_SUBTRACT},
    {SDLK_KP_PERIOD, Key::KP_PERIOD},
    {SDLK_KP_PLUS, Key::KP_ADD},
    {SDLK_KP_0, Key::KP_0},
    {SDLK_KP_1, Key::KP_1},
    {SDLK_KP_2, Key::KP_2},
    {SDLK_KP_3, Key::KP_3},
    {SDLK_KP_4, Key::KP_4},
    {SDLK_KP_5, Key::KP_5},
    {SDLK_KP_6, Key::KP_6},
    {SDLK_KP_7, Key::KP_7},
    {SDLK_KP_8, Key::KP_8},
    {SDLK_KP_9, Key::KP_9},
    {SDLK_MENU, Key::MENU},
    {SDLK_APPLICATION, Key::MENU},
    {SDLK_HELP, Key::HELP},
    {SDLK_AC_BACK, Key::BACK},
    {SDLK_AC_FORWARD, Key::FORWARD},
    {SDLK_AC_STOP, Key::STOP},
    {SDLK_AC_REFRESH, Key::REFRESH},
    {SDLK_VOLUMEDOWN, Key::VOLUMEDOWN},
    {SDLK_MUTE, Key::VOLUMEMUTE},
    {SDLK_VOLUMEUP, Key::VOLUMEUP},
    {SDLK_AUDIOPLAY, Key::MEDIAPLAY},
    {SDLK_AUDIOSTOP, Key::MEDIASTOP},
    {SDLK_AUDIOPREV, Key::MEDIAPREVIOUS},
    {SDLK_AUDIONEXT, Key::MEDIANEXT},
    {SDLK_AC_HOME, Key::HOMEPAGE},
    {SDLK_AC_BOOKMARKS, Key::FAVORITES},
    {SDLK_AC_SEARCH, Key::SEARCH},
    {SDLK_SLEEP, Key::STANDBY},
    {SDLK_MAIL, Key::LAUNCHMAIL},
    {SDLK_MEDIASELECT, Key::LAUNCHMEDIA},
};

// The US QWERTY character at each printable scancode.
char us_character(SDL_Scancode scancode) {
  if (scancode >= SDL_SCANCODE_A && scancode <= SDL_SCANCODE_Z) {
    return char('A' + (scancode - SDL_SCANCODE_A));
  }
  if (scancode >= SDL_SCANCODE_1 && scancode <= SDL_SCANCODE_9) {
    return char('1' + (scancode - SDL_SCANCODE_1));
  }
  switch (scancode) {
    case SDL_SCANCODE_0:
      return '0';
    case SDL_SCANCODE_SPACE:
      return ' ';
    case SDL_SCANCODE_MINUS:
      return '-';
    case SDL_SCANCODE_EQUALS:
      return '=';
    case SDL_SCANCODE_LEFTBRACKET:
      return '[';
    case SDL_SCANCODE_RIGHTBRACKET:
      return ']';
    case SDL_SCANCODE_BACKSLASH:
      return '\\';
    case SDL_SCANCODE_SEMICOLON:
      return ';';
    case SDL_SCANCODE_APOSTROPHE:
      return '\'';
    case SDL_SCANCODE_GRAVE:
      return '`';
    case SDL_SCANCODE_COMMA:
      return ',';
    case SDL_SCANCODE_PERIOD:
      return '.';
    case SDL_SCANCODE_SLASH:
      return '/';
    default:
      return 0;
  }
}

}  // namespace

Key key_from_keycode(SDL_Keycode keycode) {
  if (keycode == SDLK_UNKNOWN) return Key::NONE;
  if (!(keycode & SDLK_SCANCODE_MASK) && keycode >= 0x20 && keycode != 0x7F) {
    // A character: letters upper-case, as Godot's keycodes are.
    if (keycode >= 'a' && keycode <= 'z') return Key(keycode - 'a' + 'A');
    return Key(keycode);
  }
  for (const auto& [sdl, key] : kSpecialKeys) {
    if (sdl == keycode) return key;
  }
  return Key::UNKNOWN;
}

Key key_from_scancode(SDL_Scancode scancode) {
  if (const char c = us_character(scancode)) return Key(static_cast<unsigned char>(c));
  if (scancode == SDL_SCANCODE_UNKNOWN) return Key::NONE;
  return key_from_keycode(SDL_SCANCODE_TO_KEYCODE(scancode));
}

KeyLocation location_from_scancode(SDL_Scancode scancode) {
  switch (scancode) {
    case SDL_SCANCODE_LSHIFT:
    case SDL_SCANCODE_LCTRL:
    case SDL_SCANCODE_LALT:
    case SDL_SCANCODE_LGUI:
      return KeyLocation::LEFT;
    case SDL_SCANCODE_RSHIFT:
    case SDL_SCANCODE_RCTRL:
    case SDL_SCANCODE_RALT:
    case SDL_SCANCODE_RGUI:
      return KeyLocation::RIGHT;
    default:
      return KeyLocation::UNSPECIFIED;
  }
}

}  // namespace arbor::sdl
