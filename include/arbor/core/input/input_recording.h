// InputRecording: input events with the frame they entered a tree, saved as versioned text, for
// deterministic replays.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/input/input_event.h"
#include "arbor/core/math/vector2i.h"

namespace arbor {

/// A recorded input session: every event pushed into a tree from outside (the platform layer, a
/// script), each with the number of the frame it was pushed before, the platform happenings a
/// replay must repeat with them (controllers plugged in or out, the window's close button), and
/// the fixed step the session ran at. Replaying the entries before the same frames of a fresh
/// tree ticked at the same step reproduces the session (FrameLoop records and replays).
///
/// The text format (`to_text`, `save`), one item per line:
///
///     arbor-input-recording 2
///     step 0.016666666666666666
///     0 joypad_connection device=0 connected=1 name=Xbox%20Controller
///     0 key device=0 mods=0 pressed=1 echo=0 keycode=32 physical=32 label=32 unicode=32 location=0
///     3 mouse_motion device=0 mods=0 mask=1 pos=10,20 global=10,20 relative=1,0 ...
///     0 window_size width=1280 height=720
///     9 close_request
///
/// Each entry line is `<frame> <type> <field>=<value>...` with the frame as a decimal count of
/// ticks since recording began, numbers in C locale (floats with enough digits to read back the
/// same value), vectors as `x,y`, and text (InputEventText, action names, controller names)
/// percent-encoded UTF-8. Event types: key, text, mouse_button, mouse_motion, mouse_wheel,
/// joypad_button, joypad_motion, action; their fields are the events' properties. Version 2 adds
/// `joypad_connection` (fields device, connected, name), `window_size` (fields width, height) and
/// `close_request` (no fields). A
/// recording is written as version 1 when it holds only events, so older readers still read it;
/// both versions are read. Lines starting with `#` and blank lines are ignored; a reader refuses
/// a newer version.
class InputRecording {
 public:
  /// The newest version this reader knows and the one written when a recording needs it.
  static constexpr int FORMAT_VERSION = 2;

  /// What an entry records.
  enum class EntryKind {
    INPUT_EVENT,        ///< an input event pushed into the tree (`event`)
    JOYPAD_CONNECTION,  ///< a controller plugged in or out (`joypad`; Input::add_joypad)
    CLOSE_REQUEST,      ///< the window's close button (NOTIFICATION_WM_CLOSE_REQUEST)
    WINDOW_SIZE,        ///< the window's size, at the start and on every resize (`window_size`)
  };
  /// A controller plugged in (`connected`) or out, with the device number its events carry.
  struct JoypadConnection {
    int device = 0;
    bool connected = false;
    std::string name;
  };
  struct Entry {
    std::uint64_t frame = 0;
    /// The event of an INPUT_EVENT entry; null for the other kinds.
    std::unique_ptr<InputEvent> event;
    EntryKind kind = EntryKind::INPUT_EVENT;
    /// The change of a JOYPAD_CONNECTION entry.
    JoypadConnection joypad;
    /// The size of a WINDOW_SIZE entry, in pixels.
    Vector2i window_size;
  };

  InputRecording() = default;
  explicit InputRecording(double step) : step_(step) {}
  InputRecording(InputRecording&&) noexcept = default;
  InputRecording& operator=(InputRecording&&) noexcept = default;

  /// The fixed frame delta, in seconds, the session ran at and a replay must run at.
  [[nodiscard]] double get_step() const { return step_; }
  void set_step(double step) { step_ = step; }

  /// Appends a copy of `event`, pushed before frame `frame` (frames never decrease).
  void add(std::uint64_t frame, const InputEvent& event);
  /// Appends a controller plugged in or out before frame `frame`.
  void add_joypad_connection(std::uint64_t frame, int device, bool connected,
                             std::string_view name = "");
  /// Appends a press of the window's close button before frame `frame`.
  void add_close_request(std::uint64_t frame);
  /// Appends the window's size (in pixels) before frame `frame`.
  void add_window_size(std::uint64_t frame, Vector2i size);
  [[nodiscard]] std::span<const Entry> get_entries() const { return entries_; }
  [[nodiscard]] bool is_empty() const { return entries_.empty(); }
  void clear() { entries_.clear(); }

  [[nodiscard]] std::string to_text() const;
  /// Reads the text format; throws arbor::ParseError (naming `file`, line and column) when it is
  /// malformed or of a newer version.
  static InputRecording from_text(std::string_view text, std::string_view file = "");
  /// Writes to_text() to `path`; throws arbor::Error when the file cannot be written.
  void save(const std::string& path) const;
  /// Reads a file written by save(); throws arbor::Error when it cannot be read, ParseError when
  /// it is malformed.
  static InputRecording load(const std::string& path);

 private:
  void append(Entry entry);

  double step_ = 1.0 / 60.0;
  std::vector<Entry> entries_;
};

}  // namespace arbor
