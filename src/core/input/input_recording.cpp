#include "arbor/core/input/input_recording.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/error/parse_error.h"
#include "arbor/core/input/input_events.h"

namespace arbor {
namespace {

constexpr std::string_view kMagic = "arbor-input-recording";

// -- writing --------------------------------------------------------------------------------------

// One event line under construction: ` name=value` pairs after the frame and type.
class LineWriter {
 public:
  LineWriter(std::uint64_t frame, std::string_view type) {
    line_ = std::to_string(frame);
    line_ += ' ';
    line_ += type;
  }
  void put(std::string_view name, std::string_view value) {
    line_ += ' ';
    line_ += name;
    line_ += '=';
    line_ += value;
  }
  void put(std::string_view name, std::int64_t value) { put(name, std::to_string(value)); }
  void put(std::string_view name, bool value) { put(name, std::string_view(value ? "1" : "0")); }
  void put(std::string_view name, float value) { put(name, number(value)); }
  void put(std::string_view name, const Vector2& value) {
    put(name, number(value.x) + "," + number(value.y));
  }
  void put_text(std::string_view name, std::string_view text) { put(name, percent_encode(text)); }
  [[nodiscard]] const std::string& line() const { return line_; }

  /// The shortest text that reads back as the same value.
  template <class F>
  static std::string number(F value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
    return std::string(buffer, result.ptr);
  }

 private:
  static std::string percent_encode(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : text) {
      const auto byte = static_cast<unsigned char>(c);
      const bool plain = (byte >= '0' && byte <= '9') || (byte >= 'A' && byte <= 'Z') ||
                         (byte >= 'a' && byte <= 'z') || byte == '_' || byte == '-' ||
                         byte == '.' || byte == '~';
      if (plain) {
        out += c;
      } else {
        out += '%';
        out += kHex[byte >> 4];
        out += kHex[byte & 15];
      }
    }
    return out;
  }

  std::string line_;
};

void put_common(LineWriter& w, const InputEvent& event) {
  w.put("device", std::int64_t(event.get_device()));
  if (const auto* with = event.as<InputEventWithModifiers>()) {
    w.put("mods", std::int64_t(with->get_modifiers_mask()));
  }
  if (const auto* mouse = event.as<InputEventMouse>()) {
    w.put("mask", std::int64_t(mouse->get_button_mask()));
    w.put("pos", mouse->get_position());
    w.put("global", mouse->get_global_position());
  }
}

void put_fields(LineWriter& w, const InputEventKey& e) {
  w.put("pressed", e.is_pressed());
  w.put("echo", e.is_echo());
  w.put("keycode", std::int64_t(e.get_keycode()));
  w.put("physical", std::int64_t(e.get_physical_keycode()));
  w.put("label", std::int64_t(e.get_key_label()));
  w.put("unicode", std::int64_t(e.get_unicode()));
  w.put("location", std::int64_t(e.get_location()));
}
void put_fields(LineWriter& w, const InputEventText& e) { w.put_text("text", e.get_text()); }
void put_fields(LineWriter& w, const InputEventMouseButton& e) {
  w.put("pressed", e.is_pressed());
  w.put("button", std::int64_t(e.get_button_index()));
  w.put("double_click", e.is_double_click());
  w.put("factor", e.get_factor());
}
void put_fields(LineWriter& w, const InputEventMouseMotion& e) {
  w.put("relative", e.get_relative());
  w.put("screen_relative", e.get_screen_relative());
  w.put("velocity", e.get_velocity());
  w.put("screen_velocity", e.get_screen_velocity());
  w.put("pressure", e.get_pressure());
  w.put("tilt", e.get_tilt());
  w.put("pen_inverted", e.get_pen_inverted());
}
void put_fields(LineWriter& w, const InputEventMouseWheel& e) { w.put("delta", e.get_delta()); }
void put_fields(LineWriter& w, const InputEventJoypadButton& e) {
  w.put("pressed", e.is_pressed());
  w.put("button", std::int64_t(e.get_button_index()));
  w.put("pressure", e.get_pressure());
}
void put_fields(LineWriter& w, const InputEventJoypadMotion& e) {
  w.put("axis", std::int64_t(e.get_axis()));
  w.put("value", e.get_axis_value());
}
void put_fields(LineWriter& w, const InputEventAction& e) {
  w.put_text("action", e.get_action().view());
  w.put("pressed", e.is_pressed());
  w.put("strength", e.get_strength());
  w.put("event_index", std::int64_t(e.get_event_index()));
}

// The format's name of each type.
constexpr std::string_view kTypeNames[] = {
    "key",         "text",          "mouse_button",  "mouse_motion",
    "mouse_wheel", "joypad_button", "joypad_motion", "action",
};

template <class T>
std::string event_line(std::uint64_t frame, const T& event) {
  LineWriter w(frame, kTypeNames[std::size_t(T::TYPE)]);
  put_common(w, event);
  put_fields(w, event);
  return w.line();
}

std::string event_line(std::uint64_t frame, const InputEvent& event) {
  switch (event.get_type()) {
    case InputEventType::KEY:
      return event_line(frame, *event.as<InputEventKey>());
    case InputEventType::TEXT:
      return event_line(frame, *event.as<InputEventText>());
    case InputEventType::MOUSE_BUTTON:
      return event_line(frame, *event.as<InputEventMouseButton>());
    case InputEventType::MOUSE_MOTION:
      return event_line(frame, *event.as<InputEventMouseMotion>());
    case InputEventType::MOUSE_WHEEL:
      return event_line(frame, *event.as<InputEventMouseWheel>());
    case InputEventType::JOYPAD_BUTTON:
      return event_line(frame, *event.as<InputEventJoypadButton>());
    case InputEventType::JOYPAD_MOTION:
      return event_line(frame, *event.as<InputEventJoypadMotion>());
    case InputEventType::ACTION:
      return event_line(frame, *event.as<InputEventAction>());
  }
  return {};
}

// The line of an entry that is not an input event (format version 2).
std::string platform_line(const InputRecording::Entry& entry) {
  if (entry.kind == InputRecording::EntryKind::CLOSE_REQUEST) {
    return LineWriter(entry.frame, "close_request").line();
  }
  if (entry.kind == InputRecording::EntryKind::WINDOW_SIZE) {
    LineWriter w(entry.frame, "window_size");
    w.put("width", std::int64_t(entry.window_size.x));
    w.put("height", std::int64_t(entry.window_size.y));
    return w.line();
  }
  LineWriter w(entry.frame, "joypad_connection");
  w.put("device", std::int64_t(entry.joypad.device));
  w.put("connected", entry.joypad.connected);
  w.put_text("name", entry.joypad.name);
  return w.line();
}

// -- reading --------------------------------------------------------------------------------------

// One line being read: its tokens and where each starts, for error columns.
class LineReader {
 public:
  LineReader(std::string_view line, std::string_view file, int number)
      : file_(file), number_(number) {
    for (std::size_t i = 0; i < line.size();) {
      while (i < line.size() && line[i] == ' ') ++i;
      const std::size_t start = i;
      while (i < line.size() && line[i] != ' ') ++i;
      if (i > start) tokens_.push_back({line.substr(start, i - start), int(start) + 1});
    }
  }

  [[nodiscard]] std::size_t size() const { return tokens_.size(); }
  [[nodiscard]] std::string_view token(std::size_t i) const { return tokens_[i].text; }

  template <class T>
  T integer(std::size_t i) const {
    T value{};
    const std::string_view text = tokens_[i].text;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
      fail(i, "expected an integer, got '" + std::string(text) + "'");
    }
    return value;
  }

  /// The value of `name=` among the fields (tokens 2 and on); throws when it is missing.
  [[nodiscard]] std::string_view field(std::string_view name, std::size_t* at = nullptr) const {
    for (std::size_t i = 2; i < tokens_.size(); ++i) {
      const std::string_view text = tokens_[i].text;
      if (text.size() > name.size() && text.substr(0, name.size()) == name &&
          text[name.size()] == '=') {
        if (at) *at = i;
        return text.substr(name.size() + 1);
      }
    }
    fail(1, "missing field '" + std::string(name) + "'");
  }
  template <class T>
  T int_field(std::string_view name) const {
    std::size_t at = 0;
    const std::string_view text = field(name, &at);
    return parse_number<T>(text, at);
  }
  [[nodiscard]] bool bool_field(std::string_view name) const { return int_field<int>(name) != 0; }
  [[nodiscard]] float float_field(std::string_view name) const {
    std::size_t at = 0;
    const std::string_view text = field(name, &at);
    return parse_number<float>(text, at);
  }
  [[nodiscard]] Vector2 vector_field(std::string_view name) const {
    std::size_t at = 0;
    const std::string_view text = field(name, &at);
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) fail(at, "expected x,y in '" + std::string(name) + "'");
    return {parse_number<float>(text.substr(0, comma), at),
            parse_number<float>(text.substr(comma + 1), at)};
  }
  [[nodiscard]] std::string text_field(std::string_view name) const {
    std::size_t at = 0;
    const std::string_view text = field(name, &at);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] != '%') {
        out += text[i];
        continue;
      }
      unsigned byte = 0;
      if (i + 2 >= text.size() ||
          std::from_chars(text.data() + i + 1, text.data() + i + 3, byte, 16).ptr !=
              text.data() + i + 3) {
        fail(at, "bad percent-encoding in '" + std::string(name) + "'");
      }
      out += char(byte);
      i += 2;
    }
    return out;
  }

  [[noreturn]] void fail(std::size_t token, const std::string& message) const {
    const int column = token < tokens_.size() ? tokens_[token].column : 1;
    throw ParseError(message, std::string(file_), number_, column);
  }

 private:
  template <class T>
  T parse_number(std::string_view text, std::size_t at) const {
    T value{};
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
      fail(at, "bad number '" + std::string(text) + "'");
    }
    return value;
  }

  struct Token {
    std::string_view text;
    int column;
  };
  std::vector<Token> tokens_;
  std::string_view file_;
  int number_;
};

void read_common(const LineReader& r, InputEvent& event) {
  event.set_device(r.int_field<int>("device"));
  if (auto* with = event.as<InputEventWithModifiers>()) {
    const auto mods = KeyModifierMask(r.int_field<std::uint32_t>("mods"));
    with->set_shift_pressed((mods & KeyModifierMask::SHIFT) != KeyModifierMask::NONE);
    with->set_alt_pressed((mods & KeyModifierMask::ALT) != KeyModifierMask::NONE);
    with->set_ctrl_pressed((mods & KeyModifierMask::CTRL) != KeyModifierMask::NONE);
    with->set_meta_pressed((mods & KeyModifierMask::META) != KeyModifierMask::NONE);
  }
  if (auto* mouse = event.as<InputEventMouse>()) {
    mouse->set_button_mask(MouseButtonMask(r.int_field<std::uint32_t>("mask")));
    mouse->set_position(r.vector_field("pos"));
    mouse->set_global_position(r.vector_field("global"));
  }
}

std::unique_ptr<InputEvent> read_fields(const LineReader& r, std::string_view type) {
  if (type == "key") {
    auto e = std::make_unique<InputEventKey>();
    e->set_pressed(r.bool_field("pressed"));
    e->set_echo(r.bool_field("echo"));
    e->set_keycode(Key(r.int_field<std::uint32_t>("keycode")));
    e->set_physical_keycode(Key(r.int_field<std::uint32_t>("physical")));
    e->set_key_label(Key(r.int_field<std::uint32_t>("label")));
    e->set_unicode(char32_t(r.int_field<std::uint32_t>("unicode")));
    e->set_location(KeyLocation(r.int_field<int>("location")));
    return e;
  }
  if (type == "text") return std::make_unique<InputEventText>(r.text_field("text"));
  if (type == "mouse_button") {
    auto e = std::make_unique<InputEventMouseButton>();
    e->set_pressed(r.bool_field("pressed"));
    e->set_button_index(MouseButton(r.int_field<int>("button")));
    e->set_double_click(r.bool_field("double_click"));
    e->set_factor(r.float_field("factor"));
    return e;
  }
  if (type == "mouse_motion") {
    auto e = std::make_unique<InputEventMouseMotion>();
    e->set_relative(r.vector_field("relative"));
    e->set_screen_relative(r.vector_field("screen_relative"));
    e->set_velocity(r.vector_field("velocity"));
    e->set_screen_velocity(r.vector_field("screen_velocity"));
    e->set_pressure(r.float_field("pressure"));
    e->set_tilt(r.vector_field("tilt"));
    e->set_pen_inverted(r.bool_field("pen_inverted"));
    return e;
  }
  if (type == "mouse_wheel") {
    auto e = std::make_unique<InputEventMouseWheel>();
    e->set_delta(r.vector_field("delta"));
    return e;
  }
  if (type == "joypad_button") {
    auto e = std::make_unique<InputEventJoypadButton>();
    e->set_pressed(r.bool_field("pressed"));
    e->set_button_index(JoyButton(r.int_field<int>("button")));
    e->set_pressure(r.float_field("pressure"));
    return e;
  }
  if (type == "joypad_motion") {
    auto e = std::make_unique<InputEventJoypadMotion>();
    e->set_axis(JoyAxis(r.int_field<int>("axis")));
    e->set_axis_value(r.float_field("value"));
    return e;
  }
  if (type == "action") {
    auto e = std::make_unique<InputEventAction>(StringName(r.text_field("action")),
                                                r.bool_field("pressed"));
    e->set_strength(r.float_field("strength"));
    e->set_event_index(r.int_field<int>("event_index"));
    return e;
  }
  r.fail(1, "unknown event type '" + std::string(type) + "'");
}

// Reads an entry line (after the header) of a file of format `version`.
InputRecording::Entry read_entry(const LineReader& r, int version) {
  InputRecording::Entry entry;
  entry.frame = r.integer<std::uint64_t>(0);
  const std::string_view type = r.token(1);
  if (version >= 2 && type == "joypad_connection") {
    entry.kind = InputRecording::EntryKind::JOYPAD_CONNECTION;
    entry.joypad.device = r.int_field<int>("device");
    entry.joypad.connected = r.bool_field("connected");
    entry.joypad.name = r.text_field("name");
  } else if (version >= 2 && type == "close_request") {
    entry.kind = InputRecording::EntryKind::CLOSE_REQUEST;
  } else if (version >= 2 && type == "window_size") {
    entry.kind = InputRecording::EntryKind::WINDOW_SIZE;
    entry.window_size = Vector2i(r.int_field<int>("width"), r.int_field<int>("height"));
  } else {
    entry.event = read_fields(r, type);
    read_common(r, *entry.event);
  }
  return entry;
}

// Reads the header lines ("arbor-input-recording <version>", "step <seconds>"); returns the
// version (0 for the step line).
int read_header(const LineReader& r, std::size_t index, InputRecording& recording) {
  if (index == 0) {
    if (r.size() != 2 || r.token(0) != kMagic) {
      r.fail(0, "not an input recording (expected '" + std::string(kMagic) + " <version>')");
    }
    const int version = r.integer<int>(1);
    if (version < 1 || version > InputRecording::FORMAT_VERSION) {
      r.fail(1, "unsupported input recording version " + std::to_string(version) +
                    " (this reader knows up to " + std::to_string(InputRecording::FORMAT_VERSION) +
                    ")");
    }
    return version;
  }
  if (r.size() != 2 || r.token(0) != "step") r.fail(0, "expected 'step <seconds>'");
  double step = 0;
  const std::string_view text = r.token(1);
  const auto result = std::from_chars(text.data(), text.data() + text.size(), step);
  if (result.ec != std::errc() || !(step > 0)) r.fail(1, "bad step '" + std::string(text) + "'");
  recording.set_step(step);
  return 0;
}

}  // namespace

void InputRecording::add(std::uint64_t frame, const InputEvent& event) {
  append({frame, event.clone(), EntryKind::INPUT_EVENT, {}, {}});
}

void InputRecording::add_joypad_connection(std::uint64_t frame, int device, bool connected,
                                           std::string_view name) {
  append(
      {frame, nullptr, EntryKind::JOYPAD_CONNECTION, {device, connected, std::string(name)}, {}});
}

void InputRecording::add_close_request(std::uint64_t frame) {
  append({frame, nullptr, EntryKind::CLOSE_REQUEST, {}, {}});
}

void InputRecording::add_window_size(std::uint64_t frame, Vector2i size) {
  append({frame, nullptr, EntryKind::WINDOW_SIZE, {}, size});
}

void InputRecording::append(Entry entry) {
  if (!entries_.empty() && entry.frame < entries_.back().frame) {
    throw Error("InputRecording::add: frame " + std::to_string(entry.frame) + " is before frame " +
                std::to_string(entries_.back().frame) + " already recorded");
  }
  entries_.push_back(std::move(entry));
}

std::string InputRecording::to_text() const {
  // Version 1 when every entry is an event, so that older readers still read the file.
  const bool events_only = std::all_of(entries_.begin(), entries_.end(), [](const Entry& entry) {
    return entry.kind == EntryKind::INPUT_EVENT;
  });
  std::string text = std::string(kMagic) + " " + (events_only ? "1" : "2") + "\n";
  text += "step " + LineWriter::number(step_) + "\n";
  for (const Entry& entry : entries_) {
    text += entry.event ? event_line(entry.frame, *entry.event) : platform_line(entry);
    text += '\n';
  }
  return text;
}

InputRecording InputRecording::from_text(std::string_view text, std::string_view file) {
  InputRecording recording;
  std::size_t items = 0;
  int version = 0;
  int number = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    start = end + 1;
    ++number;
    const LineReader reader(line, file, number);
    if (reader.size() == 0 || reader.token(0).front() == '#') continue;
    if (items < 2) {
      if (const int read = read_header(reader, items++, recording); read > 0) version = read;
      continue;
    }
    if (reader.size() < 2) reader.fail(0, "expected '<frame> <type> <field>=<value>...'");
    Entry entry = read_entry(reader, version);
    if (!recording.entries_.empty() && entry.frame < recording.entries_.back().frame) {
      reader.fail(0, "frame " + std::to_string(entry.frame) + " comes after frame " +
                         std::to_string(recording.entries_.back().frame));
    }
    recording.entries_.push_back(std::move(entry));
  }
  if (items < 2) {
    throw ParseError("not an input recording: the header is missing", std::string(file), 1, 1);
  }
  return recording;
}

void InputRecording::save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary);
  out << to_text();
  if (!out.flush()) throw Error("InputRecording::save: cannot write '" + path + "'");
}

InputRecording InputRecording::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("InputRecording::load: cannot read '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return from_text(text.str(), path);
}

}  // namespace arbor
