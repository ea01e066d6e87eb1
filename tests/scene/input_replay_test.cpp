// Record and replay: a scripted session driven through FrameLoop and the null display is
// recorded, saved as text, read back and replayed into a fresh tree; every node's properties end
// the same. Also pins FrameLoop's pumping, close requests and controller hot-plug.

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/core/input/input_recording.h"
#include "arbor/core/object/property_info.h"
#include "arbor/core/variant/variant_text.h"
#include "arbor/scene/frame_loop.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/display_server.h"

namespace arbor {
namespace {

// A player whose state depends on every kind of input: it moves with the "move_*" actions
// (keys or stick), jumps on "jump" (just pressed, in physics), follows the mouse on clicks and
// spawns a marker child for each, and keeps typed text in its name.
class Player : public Node2D {
  ARBOR_CLASS(Player, Node2D)

 public:
  int jumps = 0;

 protected:
  void _physics_process(double delta) override {
    const Input& input = get_tree()->get_input();
    const Vector2 direction = input.get_vector("move_left", "move_right", "move_up", "move_down");
    set_position(get_position() + direction * real_t(120.0 * delta));
    if (input.is_action_just_pressed("jump")) ++jumps;
    set_rotation(get_rotation() + real_t(input.get_axis("move_left", "move_right") * delta));
  }
  void _unhandled_input(const InputEvent& event) override {
    if (const auto* click = event.as<InputEventMouseButton>(); click && click->is_pressed()) {
      auto* marker = add_child(std::make_unique<Node2D>());
      marker->set_global_position(click->get_position());
    } else if (const auto* text = event.as<InputEventText>()) {
      set_name(get_name().str() + text->get_text());
    } else if (const auto* wheel = event.as<InputEventMouseWheel>()) {
      set_scale(get_scale() * real_t(wheel->get_delta().y > 0 ? 1.25 : 0.8));
    }
  }
};

void build_scene(SceneTree& tree) {
  InputMap& map = tree.get_input().get_input_map();
  const auto bind_key = [&](const char* action, Key keycode) {
    InputEventKey key;
    key.set_keycode(keycode);
    map.action_add_event(action, key);
  };
  const auto bind_axis = [&](const char* action, JoyAxis axis, float direction) {
    InputEventJoypadMotion motion;
    motion.set_axis(axis);
    motion.set_axis_value(direction);
    motion.set_device(InputMap::ALL_DEVICES);
    map.action_add_event(action, motion);
  };
  for (const char* action : {"move_left", "move_right", "move_up", "move_down", "jump"}) {
    map.add_action(action);
  }
  bind_key("move_left", Key::A);
  bind_key("move_right", Key::D);
  bind_key("move_up", Key::W);
  bind_key("move_down", Key::S);
  bind_key("jump", Key::SPACE);
  bind_axis("move_left", JoyAxis::LEFT_X, -1);
  bind_axis("move_right", JoyAxis::LEFT_X, 1);
  InputEventJoypadButton a;
  a.set_device(InputMap::ALL_DEVICES);
  map.action_add_event("jump", a);
  auto* player = tree.get_root()->add_child(std::make_unique<Player>());
  player->set_name("Player");
}

// Every node's path, class and properties (Godot's text for each value), in tree order.
std::string state_of(SceneTree& tree) {
  std::string state;
  std::function<void(Node*)> visit = [&](Node* node) {
    state += node->get_path().to_string() + " " + node->get_class() + "\n";
    for (const PropertyInfo& property : node->get_property_list()) {
      state += "  " + property.name.str() + "=" + var_to_str(node->get(property.name)) + "\n";
    }
    if (const auto* player = dynamic_cast<Player*>(node)) {
      state += "  jumps=" + std::to_string(player->jumps) + "\n";
    }
    for (Node* child : node->get_children()) visit(child);
  };
  visit(tree.get_root());
  return state;
}

InputEventKey key(Key keycode, bool pressed) {
  InputEventKey event;
  event.set_keycode(keycode);
  event.set_physical_keycode(keycode);
  event.set_pressed(pressed);
  return event;
}

// The scripted session: what a user does at which frame.
void script(std::uint64_t frame, NullDisplayServer& display) {
  switch (frame) {
    case 1:
      display.push_event(key(Key::D, true));
      break;
    case 4:
      display.push_event(key(Key::SPACE, true));
      display.push_event(key(Key::W, true));
      break;
    case 5:
      display.push_event(key(Key::SPACE, false));
      break;
    case 9: {
      InputEventMouseButton click;
      click.set_button_index(MouseButton::LEFT);
      click.set_pressed(true);
      click.set_position({33.5f, 12.25f});
      display.push_event(click);
      display.push_event(InputEventText("\xC3\xA9t\xC3\xA9"));
      break;
    }
    case 12: {
      display.push_event(key(Key::D, false));
      display.push_event(key(Key::W, false));
      InputEventJoypadMotion stick;
      stick.set_axis(JoyAxis::LEFT_X);
      stick.set_axis_value(-0.731f);
      display.push_event(stick);
      InputEventMouseWheel wheel;
      wheel.set_delta({0, 1});
      display.push_event(wheel);
      break;
    }
    case 20: {
      InputEventJoypadButton a;
      a.set_pressed(true);
      display.push_event(a);
      InputEventJoypadMotion stick;
      stick.set_axis(JoyAxis::LEFT_X);
      stick.set_axis_value(0.05f);
      display.push_event(stick);
      break;
    }
    default:
      break;
  }
}

constexpr double kStep = 1.0 / 60.0;
constexpr std::uint64_t kFrames = 30;

TEST(InputReplay, AReplayedSessionEndsInTheSameState) {
  InputRecording recording(kStep);
  std::string recorded_state;
  {
    SceneTree tree;
    build_scene(tree);
    NullDisplayServer display;
    FrameLoop loop(tree, display);
    loop.record_to(&recording);
    for (std::uint64_t frame = 0; frame < kFrames; ++frame) {
      script(frame, display);
      loop.iteration(kStep);
    }
    recorded_state = state_of(tree);
  }
  ASSERT_EQ(recording.get_entries().size(), 13u);
  EXPECT_EQ(recording.get_entries().front().kind, InputRecording::EntryKind::WINDOW_SIZE);
  EXPECT_EQ(recording.get_entries()[1].frame, 1u);

  // Through the text format, into a fresh tree, at the recording's step.
  const InputRecording read = InputRecording::from_text(recording.to_text());
  SceneTree tree;
  build_scene(tree);
  NullDisplayServer display;
  display.push_event(key(Key::A, true));  // live input is ignored while replaying
  FrameLoop loop(tree, display);
  loop.replay(&read);
  EXPECT_EQ(loop.run({.fixed_step = 0, .max_frames = kFrames, .pace = false}), 0);
  EXPECT_TRUE(loop.is_replay_finished());
  EXPECT_EQ(state_of(tree), recorded_state);
  EXPECT_NE(recorded_state.find("Player\xC3\xA9t\xC3\xA9"), std::string::npos);
  EXPECT_NE(recorded_state.find("jumps=2"), std::string::npos);

  // The state depends on the input: without it, it differs.
  SceneTree idle;
  build_scene(idle);
  NullDisplayServer idle_display;
  FrameLoop idle_loop(idle, idle_display);
  idle_loop.run({.fixed_step = kStep, .max_frames = kFrames});
  EXPECT_NE(state_of(idle), recorded_state);
}

TEST(FrameLoop, PumpsOncePerFrameBeforeThePhysicsSteps) {
  SceneTree tree;
  build_scene(tree);
  NullDisplayServer display;
  FrameLoop loop(tree, display);
  std::vector<std::string> log;
  tree.physics_frame.connect([&] {
    log.push_back(tree.get_input().is_action_just_pressed("jump") ? "step:jump" : "step");
  });
  display.push_event(key(Key::SPACE, true));
  loop.iteration(kStep);
  loop.iteration(kStep);
  EXPECT_EQ(log, (std::vector<std::string>{"step:jump", "step"}));
  EXPECT_EQ(loop.get_frames(), 2u);
}

TEST(FrameLoop, ACloseRequestQuits) {
  SceneTree tree;
  NullDisplayServer display;
  FrameLoop loop(tree, display);
  display.push_close_request();
  EXPECT_EQ(loop.run({.fixed_step = kStep, .max_frames = 100}), 0);
  EXPECT_EQ(loop.get_frames(), 1u);
  EXPECT_TRUE(tree.is_quit_requested());
}

}  // namespace
}  // namespace arbor
