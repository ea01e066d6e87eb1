// Input: device state, action state, strengths, get_axis / get_vector values and the "just"
// clock, driven directly (the tree drives it in tests/scene/input_actions_test.cpp).

#include <gtest/gtest.h>

#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"

namespace arbor {
namespace {

InputEventKey key(Key keycode, bool pressed = true) {
  InputEventKey event;
  event.set_keycode(keycode);
  event.set_pressed(pressed);
  return event;
}

InputEventJoypadMotion axis(JoyAxis which, float value) {
  InputEventJoypadMotion event;
  event.set_axis(which);
  event.set_axis_value(value);
  return event;
}

TEST(InputState, KeysAreTrackedByKeycodePhysicalCodeAndLabel) {
  Input input;
  InputEventKey event = key(Key::Z);
  event.set_physical_keycode(Key::W);
  event.set_key_label(Key::Z);
  input.parse_input_event(event);
  EXPECT_TRUE(input.is_key_pressed(Key::Z));
  EXPECT_FALSE(input.is_key_pressed(Key::W));
  EXPECT_TRUE(input.is_physical_key_pressed(Key::W));
  EXPECT_TRUE(input.is_key_label_pressed(Key::Z));
  InputEventKey echo_release = event;
  echo_release.set_pressed(false);
  echo_release.set_echo(true);
  input.parse_input_event(echo_release);  // echoes are ignored (Godot)
  EXPECT_TRUE(input.is_key_pressed(Key::Z));
  event.set_pressed(false);
  input.parse_input_event(event);
  EXPECT_FALSE(input.is_key_pressed(Key::Z));
  EXPECT_FALSE(input.is_physical_key_pressed(Key::W));
}

TEST(InputState, MouseButtonsAndPosition) {
  Input input;
  InputEventMouseButton button;
  button.set_button_index(MouseButton::RIGHT);
  button.set_pressed(true);
  button.set_global_position({5, 6});
  input.parse_input_event(button);
  EXPECT_TRUE(input.is_mouse_button_pressed(MouseButton::RIGHT));
  EXPECT_FALSE(input.is_mouse_button_pressed(MouseButton::LEFT));
  EXPECT_EQ(input.get_mouse_button_mask(), MouseButtonMask::RIGHT);
  EXPECT_EQ(input.get_mouse_position(), Vector2(5, 6));
  InputEventMouseMotion motion;
  motion.set_global_position({7, 8});
  motion.set_velocity({100, 0});
  input.parse_input_event(motion);
  EXPECT_EQ(input.get_mouse_position(), Vector2(7, 8));
  EXPECT_EQ(input.get_last_mouse_velocity(), Vector2(100, 0));
  button.set_pressed(false);
  input.parse_input_event(button);
  EXPECT_FALSE(input.is_mouse_button_pressed(MouseButton::RIGHT));
}

TEST(InputState, JoypadsPerDeviceAndHotPlug) {
  Input input;
  std::vector<std::pair<int, bool>> changes;
  input.joy_connection_changed.connect(
      [&](int device, bool connected) { changes.emplace_back(device, connected); });
  input.add_joypad(1, "Pad");
  EXPECT_EQ(input.get_connected_joypads(), std::vector<int>{1});
  EXPECT_EQ(input.get_joy_name(1), "Pad");
  input.get_input_map().add_action("fire");
  InputEventJoypadButton button;
  button.set_button_index(JoyButton::X);
  button.set_device(InputMap::ALL_DEVICES);
  input.get_input_map().action_add_event("fire", button);
  button.set_device(1);
  button.set_pressed(true);
  input.parse_input_event(button);
  InputEventJoypadMotion stick = axis(JoyAxis::RIGHT_Y, -0.75f);
  stick.set_device(1);
  input.parse_input_event(stick);
  EXPECT_TRUE(input.is_joy_button_pressed(1, JoyButton::X));
  EXPECT_FALSE(input.is_joy_button_pressed(0, JoyButton::X));
  EXPECT_FLOAT_EQ(input.get_joy_axis(1, JoyAxis::RIGHT_Y), -0.75f);
  EXPECT_FLOAT_EQ(input.get_joy_axis(0, JoyAxis::RIGHT_Y), 0.0f);
  EXPECT_TRUE(input.is_action_pressed("fire"));
  input.remove_joypad(1);
  EXPECT_FALSE(input.is_joy_button_pressed(1, JoyButton::X));
  EXPECT_FLOAT_EQ(input.get_joy_axis(1, JoyAxis::RIGHT_Y), 0.0f);
  EXPECT_FALSE(input.is_action_pressed("fire"));
  EXPECT_TRUE(input.get_connected_joypads().empty());
  EXPECT_EQ(changes, (std::vector<std::pair<int, bool>>{{1, true}, {1, false}}));
}

class InputActions : public ::testing::Test {
 protected:
  void SetUp() override {
    InputMap& map = input.get_input_map();
    for (const char* name : {"left", "right", "up", "down", "jump"}) map.add_action(name);
    map.action_add_event("left", key(Key::A));
    map.action_add_event("right", key(Key::D));
    map.action_add_event("jump", key(Key::SPACE));
    map.action_add_event("jump", key(Key::W));
    map.action_add_event("left", axis(JoyAxis::LEFT_X, -1.0f));
    map.action_add_event("right", axis(JoyAxis::LEFT_X, 1.0f));
    map.action_add_event("up", axis(JoyAxis::LEFT_Y, -1.0f));
    map.action_add_event("down", axis(JoyAxis::LEFT_Y, 1.0f));
  }
  Input input;
};

TEST_F(InputActions, AnActionStaysPressedWhileAnyOfItsEventsHoldsIt) {
  input.parse_input_event(key(Key::SPACE));
  input.parse_input_event(key(Key::W));
  EXPECT_TRUE(input.is_action_pressed("jump"));
  input.parse_input_event(key(Key::SPACE, false));
  EXPECT_TRUE(input.is_action_pressed("jump"));  // W still holds it
  input.parse_input_event(key(Key::W, false));
  EXPECT_FALSE(input.is_action_pressed("jump"));
  EXPECT_THROW((void)input.is_action_pressed("jmup"), Error);
}

TEST_F(InputActions, StrengthsAndAxis) {
  input.parse_input_event(axis(JoyAxis::LEFT_X, 0.6f));
  EXPECT_TRUE(input.is_action_pressed("right"));
  EXPECT_FLOAT_EQ(input.get_action_strength("right"), 0.5f);  // (0.6 - 0.2) / 0.8
  EXPECT_FLOAT_EQ(input.get_action_raw_strength("right"), 0.6f);
  EXPECT_FLOAT_EQ(input.get_action_strength("left"), 0.0f);
  EXPECT_FLOAT_EQ(input.get_axis("left", "right"), 0.5f);
  input.parse_input_event(axis(JoyAxis::LEFT_X, -1.0f));
  EXPECT_FALSE(input.is_action_pressed("right"));
  EXPECT_FLOAT_EQ(input.get_axis("left", "right"), -1.0f);
  input.parse_input_event(axis(JoyAxis::LEFT_X, 0.1f));  // inside the deadzone
  EXPECT_FALSE(input.is_action_pressed("right"));
  EXPECT_FLOAT_EQ(input.get_axis("left", "right"), 0.0f);
  EXPECT_FLOAT_EQ(input.get_action_raw_strength("right"), 0.1f);
}

TEST_F(InputActions, GetVectorHasACircularDeadzoneAndUnitLimit) {
  // Raw (0.1, 0.1): length 0.141 is inside the mean deadzone 0.2.
  input.parse_input_event(axis(JoyAxis::LEFT_X, 0.1f));
  input.parse_input_event(axis(JoyAxis::LEFT_Y, 0.1f));
  EXPECT_EQ(input.get_vector("left", "right", "up", "down"), Vector2());
  // Raw (0.6, 0): rescaled from [0.2, 1] to [0, 1] along its direction.
  input.parse_input_event(axis(JoyAxis::LEFT_X, 0.6f));
  input.parse_input_event(axis(JoyAxis::LEFT_Y, 0.0f));
  Vector2 v = input.get_vector("left", "right", "up", "down");
  EXPECT_FLOAT_EQ(v.x, 0.5f);
  EXPECT_FLOAT_EQ(v.y, 0.0f);
  // Raw (0.6, -0.8): length 1 maps to itself.
  input.parse_input_event(axis(JoyAxis::LEFT_Y, -0.8f));
  v = input.get_vector("left", "right", "up", "down");
  EXPECT_NEAR(v.x, 0.6f, 1e-6);
  EXPECT_NEAR(v.y, -0.8f, 1e-6);
  // Keys and stick together: raw (1, -0.8) is longer than 1 and is normalized.
  input.parse_input_event(key(Key::D));
  v = input.get_vector("left", "right", "up", "down");
  EXPECT_NEAR(v.length(), 1.0f, 1e-6);
  EXPECT_NEAR(v.x, 1.0f / std::sqrt(1.64f), 1e-6);
  // An explicit deadzone replaces the actions' mean.
  input.parse_input_event(key(Key::D, false));
  input.parse_input_event(axis(JoyAxis::LEFT_X, 0.3f));
  input.parse_input_event(axis(JoyAxis::LEFT_Y, 0.0f));
  EXPECT_EQ(input.get_vector("left", "right", "up", "down", 0.5f), Vector2());
}

TEST_F(InputActions, JustPressedFollowsGodotsFrameStamps) {
  // Pressed between frames: true during this process frame and the next physics step.
  input.parse_input_event(key(Key::SPACE));
  EXPECT_TRUE(input.is_action_just_pressed("jump"));
  input.begin_physics_step();
  EXPECT_TRUE(input.is_action_just_pressed("jump"));
  input.end_physics_step();
  input.begin_physics_step();
  EXPECT_FALSE(input.is_action_just_pressed("jump"));
  input.end_physics_step();
  EXPECT_TRUE(input.is_action_just_pressed("jump"));  // still the same process frame
  input.end_process_frame();
  EXPECT_FALSE(input.is_action_just_pressed("jump"));
  EXPECT_TRUE(input.is_action_pressed("jump"));

  // Released inside a physics step: the next step sees it, not this one.
  input.begin_physics_step();
  input.parse_input_event(key(Key::SPACE, false));
  EXPECT_FALSE(input.is_action_just_released("jump"));
  input.end_physics_step();
  EXPECT_TRUE(input.is_action_just_released("jump"));  // process of this frame
  input.end_process_frame();
  input.begin_physics_step();
  EXPECT_TRUE(input.is_action_just_released("jump"));
  input.end_physics_step();
  EXPECT_FALSE(input.is_action_just_released("jump"));
}

TEST_F(InputActions, ExactMatchAndEchoes) {
  InputEventKey shift_space = key(Key::SPACE);
  shift_space.set_shift_pressed(true);
  input.parse_input_event(shift_space);
  EXPECT_TRUE(input.is_action_pressed("jump"));
  EXPECT_FALSE(input.is_action_pressed("jump", true));
  EXPECT_FALSE(input.is_action_just_pressed("jump", true));
  InputEventKey echo = key(Key::SPACE);
  echo.set_echo(true);
  input.parse_input_event(echo);  // Godot: an echo keeps the action pressed
  EXPECT_TRUE(input.is_action_pressed("jump", true));
}

TEST_F(InputActions, WheelIsAPressAndReleaseInOneFrame) {
  input.get_input_map().add_action("zoom_in");
  InputEventMouseButton wheel_up;
  wheel_up.set_button_index(MouseButton::WHEEL_UP);
  input.get_input_map().action_add_event("zoom_in", wheel_up);
  InputEventMouseWheel wheel;
  wheel.set_delta({0, 1});
  input.parse_input_event(wheel);
  EXPECT_TRUE(input.is_action_just_pressed("zoom_in"));
  EXPECT_TRUE(input.is_action_just_released("zoom_in"));
  EXPECT_FALSE(input.is_action_pressed("zoom_in"));
}

TEST_F(InputActions, ActionEventsAndApiPresses) {
  input.parse_input_event(InputEventAction("jump", true, 0.4f));
  EXPECT_TRUE(input.is_action_pressed("jump"));
  EXPECT_FLOAT_EQ(input.get_action_strength("jump"), 0.4f);
  input.parse_input_event(InputEventAction("jump", false));
  EXPECT_FALSE(input.is_action_pressed("jump"));

  input.action_press("left", 0.3f);
  EXPECT_TRUE(input.is_action_pressed("left"));
  EXPECT_TRUE(input.is_action_pressed("left", true));
  EXPECT_FLOAT_EQ(input.get_action_strength("left"), 0.3f);
  input.parse_input_event(key(Key::A));
  EXPECT_FLOAT_EQ(input.get_action_strength("left"), 1.0f);
  input.parse_input_event(key(Key::A, false));  // a release also releases the API press
  EXPECT_FALSE(input.is_action_pressed("left"));
  input.action_press("left");
  input.action_release("left");
  EXPECT_FALSE(input.is_action_pressed("left"));
  EXPECT_TRUE(input.is_action_just_released("left"));
}

TEST_F(InputActions, ChangingAnActionsEventsReleasesItsPresses) {
  input.parse_input_event(key(Key::SPACE));
  EXPECT_TRUE(input.is_action_pressed("jump"));
  input.get_input_map().action_erase_event("jump", key(Key::SPACE));
  input.parse_input_event(key(Key::D));  // the next event sees the new map
  EXPECT_FALSE(input.is_action_pressed("jump"));
}

}  // namespace
}  // namespace arbor
