#include "arbor/core/input/keyboard.h"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

#include "core/input/utf8.h"

namespace arbor {
namespace {

struct KeyName {
  Key code;
  std::string_view text;
};

// Godot's _keycodes table (core/os/keyboard.cpp), Linux names.
constexpr KeyName kKeyNames[] = {
    {Key::ESCAPE, "Escape"},
    {Key::TAB, "Tab"},
    {Key::BACKTAB, "Backtab"},
    {Key::BACKSPACE, "Backspace"},
    {Key::ENTER, "Enter"},
    {Key::KP_ENTER, "Kp Enter"},
    {Key::INSERT, "Insert"},
    {Key::KEY_DELETE, "Delete"},
    {Key::PAUSE, "Pause"},
    {Key::PRINT, "Print"},
    {Key::SYSREQ, "SysReq"},
    {Key::CLEAR, "Clear"},
    {Key::HOME, "Home"},
    {Key::END, "End"},
    {Key::LEFT, "Left"},
    {Key::UP, "Up"},
    {Key::RIGHT, "Right"},
    {Key::DOWN, "Down"},
    {Key::PAGEUP, "PageUp"},
    {Key::PAGEDOWN, "PageDown"},
    {Key::SHIFT, "Shift"},
    {Key::CTRL, "Ctrl"},
    {Key::META, "Meta"},
    {Key::ALT, "Alt"},
    {Key::CAPSLOCK, "CapsLock"},
    {Key::NUMLOCK, "NumLock"},
    {Key::SCROLLLOCK, "ScrollLock"},
    {Key::F1, "F1"},
    {Key::F2, "F2"},
    {Key::F3, "F3"},
    {Key::F4, "F4"},
    {Key::F5, "F5"},
    {Key::F6, "F6"},
    {Key::F7, "F7"},
    {Key::F8, "F8"},
    {Key::F9, "F9"},
    {Key::F10, "F10"},
    {Key::F11, "F11"},
    {Key::F12, "F12"},
    {Key::F13, "F13"},
    {Key::F14, "F14"},
    {Key::F15, "F15"},
    {Key::F16, "F16"},
    {Key::F17, "F17"},
    {Key::F18, "F18"},
    {Key::F19, "F19"},
    {Key::F20, "F20"},
    {Key::F21, "F21"},
    {Key::F22, "F22"},
    {Key::F23, "F23"},
    {Key::F24, "F24"},
    {Key::F25, "F25"},
    {Key::F26, "F26"},
    {Key::F27, "F27"},
    {Key::F28, "F28"},
    {Key::F29, "F29"},
    {Key::F30, "F30"},
    {Key::F31, "F31"},
    {Key::F32, "F32"},
    {Key::F33, "F33"},
    {Key::F34, "F34"},
    {Key::F35, "F35"},
    {Key::KP_MULTIPLY, "Kp Multiply"},
    {Key::KP_DIVIDE, "Kp Divide"},
    {Key::KP_SUBTRACT, "Kp Subtract"},
    {Key::KP_PERIOD, "Kp Period"},
    {Key::KP_ADD, "Kp Add"},
    {Key::KP_0, "Kp 0"},
    {Key::KP_1, "Kp 1"},
    {Key::KP_2, "Kp 2"},
    {Key::KP_3, "Kp 3"},
    {Key::KP_4, "Kp 4"},
    {Key::KP_5, "Kp 5"},
    {Key::KP_6, "Kp 6"},
    {Key::KP_7, "Kp 7"},
    {Key::KP_8, "Kp 8"},
    {Key::KP_9, "Kp 9"},
    {Key::MENU, "Menu"},
    {Key::HYPER, "Hyper"},
    {Key::HELP, "Help"},
    {Key::BACK, "Back"},
    {Key::FORWARD, "Forward"},
    {Key::STOP, "Stop"},
    {Key::REFRESH, "Refresh"},
    {Key::VOLUMEDOWN, "VolumeDown"},
    {Key::VOLUMEMUTE, "VolumeMute"},
    {Key::VOLUMEUP, "VolumeUp"},
    {Key::MEDIAPLAY, "MediaPlay"},
    {Key::MEDIASTOP, "MediaStop"},
    {Key::MEDIAPREVIOUS, "MediaPrevious"},
    {Key::MEDIANEXT, "MediaNext"},
    {Key::MEDIARECORD, "MediaRecord"},
    {Key::HOMEPAGE, "HomePage"},
    {Key::FAVORITES, "Favorites"},
    {Key::SEARCH, "Search"},
    {Key::STANDBY, "StandBy"},
    {Key::OPENURL, "OpenURL"},
    {Key::LAUNCHMAIL, "LaunchMail"},
    {Key::LAUNCHMEDIA, "LaunchMedia"},
    {Key::LAUNCH0, "Launch0"},
    {Key::LAUNCH1, "Launch1"},
    {Key::LAUNCH2, "Launch2"},
    {Key::LAUNCH3, "Launch3"},
    {Key::LAUNCH4, "Launch4"},
    {Key::LAUNCH5, "Launch5"},
    {Key::LAUNCH6, "Launch6"},
    {Key::LAUNCH7, "Launch7"},
    {Key::LAUNCH8, "Launch8"},
    {Key::LAUNCH9, "Launch9"},
    {Key::LAUNCHA, "LaunchA"},
    {Key::LAUNCHB, "LaunchB"},
    {Key::LAUNCHC, "LaunchC"},
    {Key::LAUNCHD, "LaunchD"},
    {Key::LAUNCHE, "LaunchE"},
    {Key::LAUNCHF, "LaunchF"},
    {Key::GLOBE, "Globe"},
    {Key::KEYBOARD, "On-screen keyboard"},
    {Key::JIS_EISU, "JIS Eisu"},
    {Key::JIS_KANA, "JIS Kana"},
    {Key::UNKNOWN, "Unknown"},
    {Key::SPACE, "Space"},
    {Key::EXCLAM, "Exclam"},
    {Key::QUOTEDBL, "QuoteDbl"},
    {Key::NUMBERSIGN, "NumberSign"},
    {Key::DOLLAR, "Dollar"},
    {Key::PERCENT, "Percent"},
    {Key::AMPERSAND, "Ampersand"},
    {Key::APOSTROPHE, "Apostrophe"},
    {Key::PARENLEFT, "ParenLeft"},
    {Key::PARENRIGHT, "ParenRight"},
    {Key::ASTERISK, "Asterisk"},
    {Key::PLUS, "Plus"},
    {Key::COMMA, "Comma"},
    {Key::MINUS, "Minus"},
    {Key::PERIOD, "Period"},
    {Key::SLASH, "Slash"},
    {Key::KEY_0, "0"},
    {Key::KEY_1, "1"},
    {Key::KEY_2, "2"},
    {Key::KEY_3, "3"},
    {Key::KEY_4, "4"},
    {Key::KEY_5, "5"},
    {Key::KEY_6, "6"},
    {Key::KEY_7, "7"},
    {Key::KEY_8, "8"},
    {Key::KEY_9, "9"},
    {Key::COLON, "Colon"},
    {Key::SEMICOLON, "Semicolon"},
    {Key::LESS, "Less"},
    {Key::EQUAL, "Equal"},
    {Key::GREATER, "Greater"},
    {Key::QUESTION, "Question"},
    {Key::AT, "At"},
    {Key::A, "A"},
    {Key::B, "B"},
    {Key::C, "C"},
    {Key::D, "D"},
    {Key::E, "E"},
    {Key::F, "F"},
    {Key::G, "G"},
    {Key::H, "H"},
    {Key::I, "I"},
    {Key::J, "J"},
    {Key::K, "K"},
    {Key::L, "L"},
    {Key::M, "M"},
    {Key::N, "N"},
    {Key::O, "O"},
    {Key::P, "P"},
    {Key::Q, "Q"},
    {Key::R, "R"},
    {Key::S, "S"},
    {Key::T, "T"},
    {Key::U, "U"},
    {Key::V, "V"},
    {Key::W, "W"},
    {Key::X, "X"},
    {Key::Y, "Y"},
    {Key::Z, "Z"},
    {Key::BRACKETLEFT, "BracketLeft"},
    {Key::BACKSLASH, "BackSlash"},
    {Key::BRACKETRIGHT, "BracketRight"},
    {Key::ASCIICIRCUM, "AsciiCircum"},
    {Key::UNDERSCORE, "UnderScore"},
    {Key::QUOTELEFT, "QuoteLeft"},
    {Key::BRACELEFT, "BraceLeft"},
    {Key::BAR, "Bar"},
    {Key::BRACERIGHT, "BraceRight"},
    {Key::ASCIITILDE, "AsciiTilde"},
    {Key::YEN, "Yen"},
    {Key::SECTION, "Section"},
};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

// Godot's modifier prefixes, in keycode_get_string's order.
constexpr struct {
  KeyModifierMask mask;
  Key name;
} kModifierPrefixes[] = {
    {KeyModifierMask::SHIFT, Key::SHIFT},      {KeyModifierMask::ALT, Key::ALT},
    {KeyModifierMask::CMD_OR_CTRL, Key::CTRL}, {KeyModifierMask::CTRL, Key::CTRL},
    {KeyModifierMask::META, Key::META},
};

}  // namespace

std::string_view find_keycode_name(Key code) {
  for (const KeyName& entry : kKeyNames) {
    if (entry.code == code) return entry.text;
  }
  return {};
}

std::string keycode_get_string(Key code) {
  std::string text;
  for (const auto& prefix : kModifierPrefixes) {
    if ((code & prefix.mask) != Key::NONE) {
      text += find_keycode_name(prefix.name);
      text += '+';
    }
  }
  const Key bare = code & KeyModifierMask::CODE_MASK;
  const std::string_view name = find_keycode_name(bare);
  if (!name.empty()) {
    text += name;
  } else {
    detail::append_utf8(text, char32_t(bare));
  }
  return text;
}

Key find_keycode(std::string_view text) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t plus = text.find('+', start);
    parts.push_back(text.substr(start, plus == std::string_view::npos ? plus : plus - start));
    if (plus == std::string_view::npos) break;
    start = plus + 1;
  }
  Key code = Key::NONE;
  for (const KeyName& entry : kKeyNames) {
    if (equals_ignoring_case(parts.back(), entry.text)) {
      code = entry.code;
      break;
    }
  }
  constexpr std::pair<Key, KeyModifierMask> kModifiers[] = {
      {Key::SHIFT, KeyModifierMask::SHIFT},
      {Key::CTRL, KeyModifierMask::CTRL},
      {Key::META, KeyModifierMask::META},
      {Key::ALT, KeyModifierMask::ALT},
  };
  for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
    for (const auto& [key, mask] : kModifiers) {
      if (equals_ignoring_case(parts[i], find_keycode_name(key))) code = code | mask;
    }
  }
  return code;
}

}  // namespace arbor
