// Input events: Godot's texts (as_text), matching rules (is_match, action_match), clone and the
// type checks.

#include <gtest/gtest.h>

#include "arbor/core/input/input_events.h"

namespace arbor {
namespace {

InputEventKey key(Key keycode, bool pressed = true) {
  InputEventKey event;
  event.set_keycode(keycode);
  event.set_pressed(pressed);
  return event;
}

TEST(InputEventText, KeyTextsFollowGodot) {
  InputEventKey event = key(Key::A);
  EXPECT_EQ(event.as_text(), "A");
  event.set_ctrl_pressed(true);
  event.set_shift_pressed(true);
  event.set_alt_pressed(true);
  event.set_meta_pressed(true);
  EXPECT_EQ(event.as_text(), "Ctrl+Shift+Alt+Meta+A");
  EXPECT_EQ(key(Key::ESCAPE).as_text(), "Escape");
  EXPECT_EQ(key(Key::KP_1).as_text(), "Kp 1");
  EXPECT_EQ(key(Key::KEY_0).as_text(), "0");

  InputEventKey physical;
  physical.set_physical_keycode(Key::W);
  EXPECT_EQ(physical.as_text(), "W (Physical)");
  InputEventKey label;
  label.set_key_label(Key::Q);
  EXPECT_EQ(label.as_text(), "Q (Unicode)");
  EXPECT_EQ(InputEventKey().as_text(), "(Unset)");
}

TEST(InputEventText, KeycodeStringsRoundTrip) {
  EXPECT_EQ(keycode_get_string(Key::A | KeyModifierMask::SHIFT | KeyModifierMask::CTRL),
            "Shift+Ctrl+A");
  EXPECT_EQ(keycode_get_string(Key(0x00E9)), "\xC3\xA9");  // no name: the character (é)
  EXPECT_EQ(find_keycode("shift+ctrl+a"), Key::A | KeyModifierMask::SHIFT | KeyModifierMask::CTRL);
  EXPECT_EQ(find_keycode("PageUp"), Key::PAGEUP);
  EXPECT_EQ(find_keycode("Nothing"), Key::NONE);
  EXPECT_EQ(find_keycode_name(Key::SPACE), "Space");
}

TEST(InputEventText, MouseTexts) {
  InputEventMouseButton button;
  button.set_button_index(MouseButton::LEFT);
  EXPECT_EQ(button.as_text(), "Left Mouse Button");
  button.set_shift_pressed(true);
  button.set_double_click(true);
  EXPECT_EQ(button.as_text(), "Shift+Left Mouse Button (Double Click)");
  button = InputEventMouseButton();
  button.set_button_index(MouseButton(12));
  EXPECT_EQ(button.as_text(), "Button #12");

  InputEventMouseMotion motion;
  motion.set_position({10, 20.5f});
  motion.set_velocity({-3, 0});
  EXPECT_EQ(motion.as_text(), "Mouse motion at position ((10, 20.5)) with velocity ((-3, 0))");

  InputEventMouseWheel wheel;
  wheel.set_delta({0, 1});
  EXPECT_EQ(wheel.as_text(), "Mouse Wheel Up");
  wheel.set_delta({2, -1});
  wheel.set_ctrl_pressed(true);
  EXPECT_EQ(wheel.as_text(), "Ctrl+Mouse Wheel Down, Mouse Wheel Right");
}

TEST(InputEventText, JoypadTexts) {
  InputEventJoypadButton button;
  button.set_button_index(JoyButton::A);
  EXPECT_EQ(button.as_text(), "Joypad Button 0 (Bottom Action, Sony Cross, Xbox A, Nintendo B)");
  button.set_button_index(JoyButton::DPAD_LEFT);
  button.set_pressure(0.5f);
  EXPECT_EQ(button.as_text(), "Joypad Button 13 (D-pad Left), Pressure: 0.5");
  button = InputEventJoypadButton();
  button.set_button_index(JoyButton(40));
  EXPECT_EQ(button.as_text(), "Joypad Button 40");

  InputEventJoypadMotion motion;
  motion.set_axis(JoyAxis::TRIGGER_LEFT);
  motion.set_axis_value(0.5f);
  EXPECT_EQ(motion.as_text(),
            "Joypad Motion on Axis 4 (Joystick 2 X-Axis, Left Trigger, Sony L2, Xbox LT) with "
            "Value 0.50");
}

TEST(InputEventText, TextAndActionTexts) {
  EXPECT_EQ(InputEventText("h\xC3\xA9").as_text(), "h\xC3\xA9");
  EXPECT_EQ(InputEventAction("jump").as_text(), "jump");
}

TEST(InputEvent, PressedEchoAndAxisPressedState) {
  InputEventKey event = key(Key::A);
  EXPECT_TRUE(event.is_pressed());
  EXPECT_FALSE(event.is_released());
  EXPECT_FALSE(event.is_echo());
  event.set_echo(true);
  EXPECT_TRUE(event.is_echo());

  InputEventJoypadMotion motion;
  motion.set_axis_value(0.49f);
  EXPECT_FALSE(motion.is_pressed());
  motion.set_axis_value(-0.5f);
  EXPECT_TRUE(motion.is_pressed());  // Godot's DEFAULT_TOGGLE_DEADZONE

  EXPECT_FALSE(InputEventMouseMotion().is_action_type());
  EXPECT_FALSE(InputEventText().is_action_type());
  EXPECT_TRUE(InputEventJoypadMotion().is_action_type());
}

TEST(InputEvent, AsChecksTheTypeIncludingAbstractBases) {
  InputEventMouseButton button;
  const InputEvent& event = button;
  EXPECT_EQ(event.as<InputEventMouseButton>(), &button);
  EXPECT_EQ(event.as<InputEventMouse>(), &button);
  EXPECT_EQ(event.as<InputEventWithModifiers>(), &button);
  EXPECT_EQ(event.as<InputEventKey>(), nullptr);
  EXPECT_EQ(event.as<InputEventMouseMotion>(), nullptr);
  EXPECT_EQ(InputEventJoypadButton().as<InputEventWithModifiers>(), nullptr);
}

TEST(InputEvent, CloneCopiesEveryField) {
  InputEventKey event = key(Key::F5);
  event.set_physical_keycode(Key::F5);
  event.set_unicode(U'x');
  event.set_alt_pressed(true);
  event.set_device(3);
  const std::unique_ptr<InputEvent> copy = event.clone();
  const auto* typed = copy->as<InputEventKey>();
  ASSERT_NE(typed, nullptr);
  EXPECT_EQ(typed->get_keycode(), Key::F5);
  EXPECT_EQ(typed->get_physical_keycode(), Key::F5);
  EXPECT_EQ(typed->get_unicode(), U'x');
  EXPECT_TRUE(typed->is_alt_pressed());
  EXPECT_EQ(typed->get_device(), 3);
  EXPECT_TRUE(typed->is_pressed());
}

TEST(InputEvent, KeyMatchRules) {
  InputEventKey mapped = key(Key::S);
  mapped.set_ctrl_pressed(true);
  InputEventKey incoming = key(Key::S);
  ActionMatch result;
  // A press must hold the mapped modifiers.
  EXPECT_FALSE(mapped.action_match(incoming, false, 0.5f, &result));
  incoming.set_ctrl_pressed(true);
  incoming.set_shift_pressed(true);
  EXPECT_TRUE(mapped.action_match(incoming, false, 0.5f, &result));
  EXPECT_TRUE(result.pressed);
  EXPECT_FLOAT_EQ(result.strength, 1.0f);
  // Exactly them, with exact_match.
  EXPECT_FALSE(mapped.action_match(incoming, true, 0.5f, &result));
  // A release matches whatever modifiers are held.
  InputEventKey release = key(Key::S, false);
  EXPECT_TRUE(mapped.action_match(release, false, 0.5f, &result));
  EXPECT_FALSE(result.pressed);
  EXPECT_FLOAT_EQ(result.strength, 0.0f);

  EXPECT_TRUE(mapped.is_match(incoming, false));
  EXPECT_FALSE(mapped.is_match(incoming, true));

  InputEventKey physical;
  physical.set_physical_keycode(Key::W);
  InputEventKey typed = key(Key::Z);
  typed.set_physical_keycode(Key::W);  // AZERTY: the key at W's place types Z
  EXPECT_TRUE(physical.action_match(typed, false, 0.5f, nullptr));
  EXPECT_FALSE(key(Key::W).action_match(typed, false, 0.5f, nullptr));
  physical.set_location(KeyLocation::LEFT);
  EXPECT_FALSE(physical.action_match(typed, false, 0.5f, nullptr));
}

TEST(InputEvent, JoypadMotionDeadzoneAndDirection) {
  InputEventJoypadMotion mapped;
  mapped.set_axis(JoyAxis::LEFT_X);
  mapped.set_axis_value(1.0f);
  InputEventJoypadMotion incoming;
  incoming.set_axis(JoyAxis::LEFT_X);
  incoming.set_axis_value(0.6f);
  ActionMatch result;
  ASSERT_TRUE(mapped.action_match(incoming, false, 0.2f, &result));
  EXPECT_TRUE(result.pressed);
  EXPECT_FLOAT_EQ(result.strength, 0.5f);  // (0.6 - 0.2) / (1 - 0.2)
  EXPECT_FLOAT_EQ(result.raw_strength, 0.6f);
  incoming.set_axis_value(0.1f);
  ASSERT_TRUE(mapped.action_match(incoming, false, 0.2f, &result));
  EXPECT_FALSE(result.pressed);
  EXPECT_FLOAT_EQ(result.strength, 0.0f);
  EXPECT_FLOAT_EQ(result.raw_strength, 0.1f);
  // The other direction matches (a release), not with exact_match.
  incoming.set_axis_value(-0.9f);
  ASSERT_TRUE(mapped.action_match(incoming, false, 0.2f, &result));
  EXPECT_FALSE(result.pressed);
  EXPECT_FLOAT_EQ(result.raw_strength, 0.0f);
  EXPECT_FALSE(mapped.action_match(incoming, true, 0.2f, &result));
  incoming.set_axis(JoyAxis::LEFT_Y);
  EXPECT_FALSE(mapped.action_match(incoming, false, 0.2f, &result));
}

TEST(InputEvent, WheelMatchesWheelButtons) {
  InputEventMouseButton up;
  up.set_button_index(MouseButton::WHEEL_UP);
  InputEventMouseButton right;
  right.set_button_index(MouseButton::WHEEL_RIGHT);
  InputEventMouseWheel wheel;
  wheel.set_delta({0, 2});
  ActionMatch result;
  EXPECT_TRUE(up.action_match(wheel, false, 0.5f, &result));
  EXPECT_TRUE(result.pressed);
  EXPECT_FALSE(right.action_match(wheel, false, 0.5f, &result));
  wheel.set_delta({1, -1});
  EXPECT_FALSE(up.action_match(wheel, false, 0.5f, &result));
  EXPECT_TRUE(right.action_match(wheel, false, 0.5f, &result));
  InputEventMouseWheel same;
  same.set_delta({3, -5});
  EXPECT_TRUE(wheel.is_match(same));
}

TEST(InputEvent, ButtonAndActionMatches) {
  InputEventJoypadButton a;
  a.set_button_index(JoyButton::A);
  InputEventJoypadButton pressed_a = a;
  pressed_a.set_pressed(true);
  ActionMatch result;
  EXPECT_TRUE(a.action_match(pressed_a, false, 0.5f, &result));
  EXPECT_TRUE(result.pressed);
  InputEventJoypadButton b;
  b.set_button_index(JoyButton::B);
  EXPECT_FALSE(a.action_match(b, false, 0.5f, &result));

  EXPECT_TRUE(InputEventAction("jump").is_match(InputEventAction("jump", false)));
  EXPECT_FALSE(InputEventAction("jump").is_match(InputEventAction("run")));
  EXPECT_TRUE(InputEventText("a").is_match(InputEventText("a")));
}

}  // namespace
}  // namespace arbor
