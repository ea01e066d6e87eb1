// Routing input allocates nothing once warm: every event
// type, pushed through a tree with input handlers, an input server and mapped actions.
//
// malloc_counter.h counts the malloc calls made on this thread (operator new included);
// sanitizer runtimes own malloc themselves: there the test is skipped.

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/server.h"

#include "malloc_counter.h"

namespace arbor {
namespace {

class Handler : public Node {
  ARBOR_CLASS(Handler, Node)

 public:
  std::uint64_t seen = 0;

 protected:
  void _input(const InputEvent& event) override { seen += event.is_pressed() ? 1 : 2; }
  void _unhandled_input(const InputEvent& event) override { seen += event.is_echo() ? 1 : 3; }
};

class Ui : public IInputServer {
 public:
  bool input(const InputEvent& event) override { return event.as<InputEventText>() != nullptr; }
};

TEST(InputAllocation, CounterSeesMallocAndOperatorNew) {
  if (!test::malloc_counting_available()) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  void* block = nullptr;
  std::unique_ptr<int> object;
  EXPECT_EQ(test::count_mallocs([&] {
              block = std::malloc(64);
              object = std::make_unique<int>(7);
            }),
            2u);
  std::free(block);
}

TEST(InputAllocation, RoutingEveryEventTypeAllocatesNothingOnceWarm) {
  if (!test::malloc_counting_available()) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  SceneTree tree;
  tree.servers().add(std::make_unique<Ui>());
  for (int i = 0; i < 100; ++i) {
    Node* parent = tree.get_root()->add_child(std::make_unique<Node>());
    for (int j = 0; j < 10; ++j) {
      auto* handler = parent->add_child(std::make_unique<Handler>());
      handler->set_input_before_ui(j == 0);
    }
  }
  InputMap& map = tree.get_input().get_input_map();
  map.add_action("jump");
  map.add_action("right");
  map.add_action("zoom");

  InputEventKey key;
  key.set_keycode(Key::SPACE);
  map.action_add_event("jump", key);
  InputEventJoypadMotion stick;
  stick.set_axis(JoyAxis::LEFT_X);
  stick.set_axis_value(1.0f);
  map.action_add_event("right", stick);
  InputEventMouseButton wheel_up;
  wheel_up.set_button_index(MouseButton::WHEEL_UP);
  map.action_add_event("zoom", wheel_up);
  InputEventJoypadButton button;
  InputEventMouseButton click;
  click.set_button_index(MouseButton::LEFT);
  InputEventMouseMotion motion;
  InputEventMouseWheel wheel;
  wheel.set_delta({0, 1});
  InputEventText text("a");
  InputEventAction action("jump");

  const auto round = [&] {
    for (bool pressed : {true, false}) {
      key.set_pressed(pressed);
      tree.push_input(key);
      button.set_pressed(pressed);
      tree.push_input(button);
      click.set_pressed(pressed);
      tree.push_input(click);
      stick.set_axis_value(pressed ? 0.8f : 0.0f);
      tree.push_input(stick);
      action.set_pressed(pressed);
      tree.push_input(action);
    }
    motion.set_relative({1, 1});
    tree.push_input(motion);
    tree.push_input(wheel);
    tree.push_input(text);
    tree.tick(1.0 / 60.0);
  };
  round();  // warm: snapshot buffers, action states, device sets
  round();
  EXPECT_EQ(test::count_mallocs([&] {
              for (int i = 0; i < 100; ++i) round();
            }),
            0u);
}

}  // namespace
}  // namespace arbor
