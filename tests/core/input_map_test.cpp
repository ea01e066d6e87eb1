// InputMap: actions, their events and deadzones, and how events resolve to actions.

#include <gtest/gtest.h>

#include "arbor/core/error/error.h"
#include "arbor/core/input/input_events.h"
#include "arbor/core/input/input_map.h"

namespace arbor {
namespace {

InputEventKey key(Key keycode, bool pressed = true) {
  InputEventKey event;
  event.set_keycode(keycode);
  event.set_pressed(pressed);
  return event;
}

TEST(InputMap, ActionsAreAddedErasedAndListedInOrder) {
  InputMap map;
  map.add_action("jump");
  map.add_action("fire", 0.4f);
  EXPECT_TRUE(map.has_action("jump"));
  EXPECT_EQ(map.get_actions(), (std::vector<StringName>{"jump", "fire"}));
  EXPECT_FLOAT_EQ(map.action_get_deadzone("jump"), InputMap::DEFAULT_DEADZONE);
  EXPECT_FLOAT_EQ(map.action_get_deadzone("fire"), 0.4f);
  map.action_set_deadzone("jump", 0.3f);
  EXPECT_FLOAT_EQ(map.action_get_deadzone("jump"), 0.3f);
  EXPECT_THROW(map.add_action("jump"), Error);
  map.erase_action("jump");
  EXPECT_FALSE(map.has_action("jump"));
  EXPECT_THROW(map.erase_action("jump"), Error);
}

TEST(InputMap, UnknownActionsThrowNamingTheAction) {
  InputMap map;
  try {
    (void)map.event_is_action(key(Key::A), "jmup");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("'jmup'"), std::string::npos);
  }
  EXPECT_THROW((void)map.action_get_events("x"), Error);
}

TEST(InputMap, EventsAreCopiedNotDuplicatedAndErased) {
  InputMap map;
  map.add_action("jump");
  InputEventKey space = key(Key::SPACE);
  map.action_add_event("jump", space);
  map.action_add_event("jump", key(Key::SPACE, false));  // the same key: not added twice
  space.set_keycode(Key::W);                             // the map holds its own copy
  ASSERT_EQ(map.action_get_events("jump").size(), 1u);
  EXPECT_EQ(map.action_get_events("jump")[0]->as_text(), "Space");
  EXPECT_TRUE(map.action_has_event("jump", key(Key::SPACE)));
  InputEventJoypadButton a;
  map.action_add_event("jump", a);
  EXPECT_EQ(map.action_get_events("jump").size(), 2u);
  const std::uint64_t revision = map.get_revision();
  map.action_erase_event("jump", key(Key::SPACE));
  EXPECT_GT(map.get_revision(), revision);
  EXPECT_FALSE(map.action_has_event("jump", key(Key::SPACE)));
  map.action_erase_events("jump");
  EXPECT_TRUE(map.action_get_events("jump").empty());
}

TEST(InputMap, EventIsActionWithExactMatch) {
  InputMap map;
  map.add_action("save");
  InputEventKey ctrl_s = key(Key::S);
  ctrl_s.set_ctrl_pressed(true);
  map.action_add_event("save", ctrl_s);
  InputEventKey ctrl_shift_s = ctrl_s;
  ctrl_shift_s.set_shift_pressed(true);
  EXPECT_TRUE(ctrl_s.is_action(map, "save"));
  EXPECT_TRUE(ctrl_shift_s.is_action(map, "save"));
  EXPECT_FALSE(ctrl_shift_s.is_action(map, "save", true));
  EXPECT_FALSE(key(Key::S).is_action(map, "save"));
  EXPECT_TRUE(ctrl_s.is_action_pressed(map, "save"));
  InputEventKey echo = ctrl_s;
  echo.set_echo(true);
  EXPECT_FALSE(echo.is_action_pressed(map, "save"));
  EXPECT_TRUE(echo.is_action_pressed(map, "save", true));
  EXPECT_TRUE(key(Key::S, false).is_action_released(map, "save"));
}

TEST(InputMap, DevicesMustMatchUnlessAllDevices) {
  InputMap map;
  map.add_action("fire");
  InputEventJoypadButton mapped;
  mapped.set_button_index(JoyButton::X);
  mapped.set_device(1);
  map.action_add_event("fire", mapped);
  InputEventJoypadButton pressed = mapped;
  pressed.set_pressed(true);
  EXPECT_TRUE(pressed.is_action(map, "fire"));
  pressed.set_device(2);
  EXPECT_FALSE(pressed.is_action(map, "fire"));
  map.action_erase_events("fire");
  mapped.set_device(InputMap::ALL_DEVICES);
  map.action_add_event("fire", mapped);
  EXPECT_TRUE(pressed.is_action(map, "fire"));
}

TEST(InputMap, ActionStatusCarriesStrengthAndIndex) {
  InputMap map;
  map.add_action("right", 0.25f);
  map.action_add_event("right", key(Key::D));
  InputEventJoypadMotion stick;
  stick.set_axis(JoyAxis::LEFT_X);
  stick.set_axis_value(1.0f);
  map.action_add_event("right", stick);
  stick.set_axis_value(0.625f);
  const auto status = map.event_get_action_status(stick, "right");
  ASSERT_TRUE(status.has_value());
  EXPECT_EQ(status->event_index, 1);
  EXPECT_TRUE(status->match.pressed);
  EXPECT_FLOAT_EQ(status->match.strength, 0.5f);
  EXPECT_FLOAT_EQ(stick.get_action_strength(map, "right"), 0.5f);
  EXPECT_FLOAT_EQ(stick.get_action_raw_strength(map, "right"), 0.625f);

  const auto direct = map.event_get_action_status(InputEventAction("right", true, 0.7f), "right");
  ASSERT_TRUE(direct.has_value());
  EXPECT_EQ(direct->event_index, 2);  // the slot after the mapped events
  EXPECT_FLOAT_EQ(direct->match.strength, 0.7f);
  EXPECT_FALSE(map.event_get_action_status(InputEventAction("left"), "right").has_value());
}

TEST(InputMap, CopiesAreIndependent) {
  InputMap map;
  map.add_action("jump");
  map.action_add_event("jump", key(Key::SPACE));
  InputMap copy = map;
  copy.action_erase_events("jump");
  EXPECT_EQ(map.action_get_events("jump").size(), 1u);
  EXPECT_TRUE(copy.action_get_events("jump").empty());
}

}  // namespace
}  // namespace arbor
