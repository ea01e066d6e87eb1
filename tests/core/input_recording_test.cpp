// InputRecording: the versioned text format reads back every event type field for field, and
// malformed text is refused with its line and column.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "arbor/core/error/error.h"
#include "arbor/core/error/parse_error.h"
#include "arbor/core/input/input_events.h"
#include "arbor/core/input/input_recording.h"

namespace arbor {
namespace {

InputRecording sample() {
  InputRecording recording(1.0 / 30.0);
  InputEventKey key;
  key.set_keycode(Key::A);
  key.set_physical_keycode(Key::Q);
  key.set_key_label(Key::A);
  key.set_unicode(U'a');
  key.set_location(KeyLocation::LEFT);
  key.set_pressed(true);
  key.set_echo(true);
  key.set_ctrl_pressed(true);
  key.set_meta_pressed(true);
  recording.add(0, key);
  recording.add(0, InputEventText("h\xC3\xA9 llo%"));
  InputEventMouseButton button;
  button.set_button_index(MouseButton::MB_XBUTTON2);
  button.set_pressed(true);
  button.set_double_click(true);
  button.set_factor(0.1f);
  button.set_position({1.25f, -2});
  button.set_global_position({3, 4});
  button.set_button_mask(MouseButtonMask::MB_XBUTTON2 | MouseButtonMask::LEFT);
  button.set_shift_pressed(true);
  recording.add(2, button);
  InputEventMouseMotion motion;
  motion.set_relative({0.1f, 0.2f});
  motion.set_screen_relative({0.3f, 0.4f});
  motion.set_velocity({1e-7f, 3e9f});
  motion.set_screen_velocity({5, 6});
  motion.set_pressure(0.7f);
  motion.set_tilt({-0.5f, 0.5f});
  motion.set_pen_inverted(true);
  motion.set_device(2);
  recording.add(2, motion);
  InputEventMouseWheel wheel;
  wheel.set_delta({-1.5f, 2});
  wheel.set_alt_pressed(true);
  recording.add(3, wheel);
  InputEventJoypadButton joy_button;
  joy_button.set_button_index(JoyButton::PADDLE3);
  joy_button.set_pressed(true);
  joy_button.set_pressure(0.25f);
  joy_button.set_device(1);
  recording.add(7, joy_button);
  InputEventJoypadMotion joy_motion;
  joy_motion.set_axis(JoyAxis::TRIGGER_RIGHT);
  joy_motion.set_axis_value(0.333333343f);
  recording.add(7, joy_motion);
  InputEventAction action("move left", true, 0.5f);
  action.set_event_index(3);
  recording.add(9, action);
  return recording;
}

TEST(InputRecording, TextRoundTripsEveryField) {
  const InputRecording recording = sample();
  const std::string text = recording.to_text();
  const InputRecording read = InputRecording::from_text(text);
  EXPECT_EQ(read.to_text(), text);
  EXPECT_DOUBLE_EQ(read.get_step(), 1.0 / 30.0);
  ASSERT_EQ(read.get_entries().size(), 8u);
  EXPECT_EQ(read.get_entries()[2].frame, 2u);
  const auto* button = read.get_entries()[2].event->as<InputEventMouseButton>();
  ASSERT_NE(button, nullptr);
  EXPECT_EQ(button->get_button_mask(), MouseButtonMask::MB_XBUTTON2 | MouseButtonMask::LEFT);
  EXPECT_FLOAT_EQ(button->get_factor(), 0.1f);
  EXPECT_TRUE(button->is_shift_pressed());
  const auto* text_event = read.get_entries()[1].event->as<InputEventText>();
  ASSERT_NE(text_event, nullptr);
  EXPECT_EQ(text_event->get_text(), "h\xC3\xA9 llo%");
  const auto* motion = read.get_entries()[3].event->as<InputEventMouseMotion>();
  ASSERT_NE(motion, nullptr);
  EXPECT_EQ(motion->get_velocity(), Vector2(1e-7f, 3e9f));
  EXPECT_EQ(motion->get_device(), 2);
  const auto* action = read.get_entries()[7].event->as<InputEventAction>();
  ASSERT_NE(action, nullptr);
  EXPECT_EQ(action->get_action(), StringName("move left"));
  EXPECT_EQ(action->get_event_index(), 3);
  const auto* key = read.get_entries()[0].event->as<InputEventKey>();
  ASSERT_NE(key, nullptr);
  EXPECT_EQ(key->get_physical_keycode(), Key::Q);
  EXPECT_EQ(key->get_location(), KeyLocation::LEFT);
  EXPECT_TRUE(key->is_echo());
  EXPECT_TRUE(key->is_meta_pressed());
}

TEST(InputRecording, TheFormatIsVersionedTextOneEventALine) {
  InputRecording recording(0.5);
  recording.add(4, InputEventAction("jump"));
  EXPECT_EQ(recording.to_text(),
            "arbor-input-recording 1\n"
            "step 0.5\n"
            "4 action device=0 action=jump pressed=1 strength=1 event_index=-1\n");
  const InputRecording read = InputRecording::from_text(
      "# comment\n\narbor-input-recording 1\r\nstep 0.5\n4 action device=0 action=jump "
      "pressed=1 strength=1 event_index=-1\n");
  EXPECT_EQ(read.get_entries().size(), 1u);
}

TEST(InputRecording, MalformedTextIsRefusedWithItsPlace) {
  const auto error_of = [](std::string_view text) {
    try {
      (void)InputRecording::from_text(text, "rec.txt");
    } catch (const ParseError& error) {
      return std::to_string(error.line()) + ":" + std::to_string(error.column()) + " " +
             error.message();
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("arbor-input-recording 3\nstep 1\n"),
            "1:23 unsupported input recording version 3 (this reader knows up to 2)");
  EXPECT_EQ(error_of("hello\n"),
            "1:1 not an input recording (expected 'arbor-input-recording <version>')");
  EXPECT_EQ(error_of("arbor-input-recording 1\nstep 0\n"), "2:6 bad step '0'");
  EXPECT_EQ(error_of("arbor-input-recording 1\nstep 1\n0 joystick device=0\n"),
            "3:3 unknown event type 'joystick'");
  EXPECT_EQ(error_of("arbor-input-recording 1\nstep 1\n0 joypad_motion device=0 axis=1\n"),
            "3:3 missing field 'value'");
  EXPECT_EQ(error_of("arbor-input-recording 1\nstep 1\n0 joypad_motion device=0 axis=x value=1\n"),
            "3:26 bad number 'x'");
  EXPECT_EQ(error_of("arbor-input-recording 1\nstep 1\n5 text device=0 text=a\n"
                     "4 text device=0 text=b\n"),
            "4:1 frame 4 comes after frame 5");
  EXPECT_EQ(error_of(""), "1:1 not an input recording: the header is missing");
}

TEST(InputRecording, SavesAndLoadsFiles) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / "arbor_input_recording_test.txt";
  sample().save(path.string());
  EXPECT_EQ(InputRecording::load(path.string()).to_text(), sample().to_text());
  std::filesystem::remove(path);
  EXPECT_THROW((void)InputRecording::load(path.string()), Error);
  InputRecording recording;
  recording.add(3, InputEventText("x"));
  EXPECT_THROW(recording.add(2, InputEventText("y")), Error);
}

}  // namespace
}  // namespace arbor
