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

namespace arbor {

/// A recorded input session: every event pushed into a tree from outside (the platform layer, a
/// script), each with the number of the frame it was pushed before, and the fixed step the
/// session ran at. Replaying the events before the same frames of a fresh tree ticked at the same
/// step reproduces the session (FrameLoop records and replays).
///
/// The text format, version 1 (`to_text`, `save`), one item per line:
///
///     arbor-input-recording 1
///     step 0.016666666666666666
///     0 key device=0 mods=0 pressed=1 echo=0 keycode=32 physical=32 label=32 unicode=32 location=0
///     3 mouse_motion device=0 mods=0 mask=1 pos=10,20 global=10,20 relative=1,0 ...
///
/// Each event line is `<frame> <type> <field>=<value>...` with the frame as a decimal count of
/// ticks since recording began, numbers in C locale (floats with enough digits to read back the
/// same value), vectors as `x,y`, and text (InputEventText, action names) percent-encoded UTF-8.
/// Types: key, text, mouse_button, mouse_motion, mouse_wheel, joypad_button, joypad_motion, action;
/// their fields are the events' properties. Lines starting with `#` and blank lines are ignored;
/// a reader refuses a newer version.
class InputRecording {
 public:
  static constexpr int FORMAT_VERSION = 1;

  struct Entry {
    std::uint64_t frame = 0;
    std::unique_ptr<InputEvent> event;
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
  double step_ = 1.0 / 60.0;
  std::vector<Entry> entries_;
};

}  // namespace arbor
