// SceneTree::push_input: every routing rule of input delivery, pinned with whole event logs.

#include <gtest/gtest.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/server.h"

namespace arbor {
namespace {

using Log = std::vector<std::string>;

// Records "name:input" and "name:unhandled"; `on_input` / `on_unhandled` run after the record.
class Handler : public Node {
  ARBOR_CLASS(Handler, Node)

 public:
  Handler() = default;
  Handler(Log* log, std::string_view name) : log_(log) { set_name(name); }
  std::function<void(Handler*, const InputEvent&)> on_input, on_unhandled;

 protected:
  void _input(const InputEvent& event) override {
    log_->push_back(get_name().str() + ":input");
    if (on_input) on_input(this, event);
  }
  void _unhandled_input(const InputEvent& event) override {
    log_->push_back(get_name().str() + ":unhandled");
    if (on_unhandled) on_unhandled(this, event);
  }

 private:
  Log* log_ = nullptr;
};

// A tool type: runs in edit mode.
class ToolHandler : public Handler {
  ARBOR_TOOL_CLASS(ToolHandler, Handler)

 public:
  using Handler::Handler;
};

// A node that overrides no input callback.
class Plain : public Node {
  ARBOR_CLASS(Plain, Node)
};

// An input server that logs and consumes what `consume` says.
class UiServer : public IInputServer {
 public:
  UiServer(Log* log, std::string name) : log_(log), name_(std::move(name)) {}
  std::function<bool(const InputEvent&)> consume = [](const InputEvent&) { return false; };
  bool input(const InputEvent& event) override {
    log_->push_back(name_ + ":server");
    return consume(event);
  }

 private:
  Log* log_;
  std::string name_;
};

class OtherUiServer : public UiServer {
 public:
  using UiServer::UiServer;
};

InputEventKey key(Key keycode, bool pressed = true) {
  InputEventKey event;
  event.set_keycode(keycode);
  event.set_pressed(pressed);
  return event;
}

// root
//   A
//     A1
//     A2
//   B
//     B1
class InputRouting : public ::testing::Test {
 protected:
  void SetUp() override {
    a = tree.get_root()->add_child(std::make_unique<Handler>(&log, "A"));
    a1 = a->add_child(std::make_unique<Handler>(&log, "A1"));
    a2 = a->add_child(std::make_unique<Handler>(&log, "A2"));
    b = tree.get_root()->add_child(std::make_unique<Handler>(&log, "B"));
    b1 = b->add_child(std::make_unique<Handler>(&log, "B1"));
  }

  SceneTree tree;
  Log log;
  Handler *a, *a1, *a2, *b, *b1;
};

TEST_F(InputRouting, InputThenUnhandledInReverseTreeOrder) {
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input", "A1:input", "A:input", "B1:unhandled",
                      "B:unhandled", "A2:unhandled", "A1:unhandled", "A:unhandled"}));
  EXPECT_FALSE(tree.is_input_handled());
}

TEST_F(InputRouting, SetInputAsHandledStopsTheWalk) {
  a2->on_input = [this](Handler*, const InputEvent&) { tree.set_input_as_handled(); };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input"}));
  EXPECT_TRUE(tree.is_input_handled());

  log.clear();
  a2->on_input = nullptr;
  b->on_unhandled = [](Handler* self, const InputEvent&) {
    self->get_viewport()->set_input_as_handled();  // Godot's spelling
  };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input", "A1:input", "A:input", "B1:unhandled",
                      "B:unhandled"}));
  EXPECT_TRUE(tree.get_root()->is_input_handled());
}

TEST_F(InputRouting, InputBeforeUiNodesThenServersThenTheRest) {
  auto* first = tree.servers().add(std::make_unique<UiServer>(&log, "ui1"));
  tree.servers().add(std::make_unique<OtherUiServer>(&log, "ui2"));
  (void)first;
  a1->set_input_before_ui(true);
  b->set_input_before_ui(true);
  EXPECT_TRUE(a1->is_input_before_ui());
  tree.push_input(key(Key::TAB));
  EXPECT_EQ(log, (Log{"B:input", "A1:input", "ui1:server", "ui2:server", "B1:input", "A2:input",
                      "A:input", "B1:unhandled", "B:unhandled", "A2:unhandled", "A1:unhandled",
                      "A:unhandled"}));
  log.clear();
  b->set_input_before_ui(false);
  tree.push_input(key(Key::TAB));
  EXPECT_EQ(log[0], "A1:input");
  EXPECT_EQ(log[3], "B1:input");
  EXPECT_EQ(log[4], "B:input");
}

TEST_F(InputRouting, AServerThatConsumesEndsTheDeliveryHandled) {
  auto* ui = tree.servers().add(std::make_unique<UiServer>(&log, "ui1"));
  tree.servers().add(std::make_unique<OtherUiServer>(&log, "ui2"));
  ui->consume = [](const InputEvent& event) { return event.as<InputEventKey>() != nullptr; };
  a->set_input_before_ui(true);
  tree.push_input(key(Key::ENTER));
  EXPECT_EQ(log, (Log{"A:input", "ui1:server"}));
  EXPECT_TRUE(tree.is_input_handled());
  log.clear();
  tree.push_input(InputEventJoypadButton());
  EXPECT_EQ(log.size(), 12u);  // both servers, then every node twice
  EXPECT_FALSE(tree.is_input_handled());
  // A before-UI node that handles it keeps it from the servers.
  log.clear();
  a->on_input = [this](Handler*, const InputEvent&) { tree.set_input_as_handled(); };
  tree.push_input(key(Key::ENTER));
  EXPECT_EQ(log, (Log{"A:input"}));
}

TEST_F(InputRouting, NodesThatCannotProcessAreSkipped) {
  tree.set_paused(true);
  b->set_process_mode(ProcessMode::ALWAYS);  // B1 inherits it
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "B1:unhandled", "B:unhandled"}));
  log.clear();
  tree.set_paused(false);
  a->set_process_mode(ProcessMode::DISABLED);
  a2->set_process_mode(ProcessMode::PAUSABLE);
  tree.push_input(key(Key::A));
  EXPECT_EQ(
      log, (Log{"B1:input", "B:input", "A2:input", "B1:unhandled", "B:unhandled", "A2:unhandled"}));
}

TEST_F(InputRouting, CallbackTogglesAndTypesWithoutCallbacks) {
  a->set_process_input(false);
  b1->set_process_unhandled_input(false);
  auto* plain = a2->add_child(std::make_unique<Plain>());
  EXPECT_FALSE(plain->is_processing_input());
  EXPECT_FALSE(a->is_processing_input());
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input", "A1:input", "B:unhandled", "A2:unhandled",
                      "A1:unhandled", "A:unhandled"}));
  log.clear();
  a->set_process_input(true);
  tree.push_input(key(Key::A));
  EXPECT_EQ(log[4], "A:input");
}

TEST_F(InputRouting, OrderFollowsStructureChanges) {
  a->move_child(a2, 0);  // A: A2, A1
  b->reparent(a1);       // A1 > B > B1
  auto* c = tree.get_root()->add_child(std::make_unique<Handler>(&log, "C"));
  a->set_process_unhandled_input(false);
  tree.push_input(key(Key::A));
  EXPECT_EQ(log,
            (Log{"C:input", "B1:input", "B:input", "A1:input", "A2:input", "A:input", "C:unhandled",
                 "B1:unhandled", "B:unhandled", "A1:unhandled", "A2:unhandled"}));
  log.clear();
  c->free();
  std::unique_ptr<Node> removed(a);
  tree.get_root()->remove_child(a);
  tree.push_input(key(Key::A));
  EXPECT_TRUE(log.empty());
  tree.get_root()->add_child(removed.release());
  tree.push_input(key(Key::A));
  EXPECT_EQ(log.size(), 9u);
}

TEST_F(InputRouting, InputPushedByAHandlerIsQueuedAndDeliveredAfter) {
  b->on_input = [this](Handler*, const InputEvent& event) {
    if (event.as<InputEventKey>()) tree.push_input(InputEventJoypadButton());
  };
  a1->on_unhandled = [this](Handler*, const InputEvent& event) {
    if (event.as<InputEventKey>()) tree.push_input(InputEventAction("x"));
  };
  b1->on_input = [this](Handler*, const InputEvent& event) {
    log.push_back(event.as<InputEventKey>()            ? "<key>"
                  : event.as<InputEventJoypadButton>() ? "<button>"
                                                       : "<action>");
    if (event.as<InputEventJoypadButton>()) tree.set_input_as_handled();
  };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input",    "<key>",        "B:input",      "A2:input",     "A1:input",
                      "A:input",     "B1:unhandled", "B:unhandled",  "A2:unhandled", "A1:unhandled",
                      "A:unhandled", "B1:input",     "<button>",     "B1:input",     "<action>",
                      "B:input",     "A2:input",     "A1:input",     "A:input",      "B1:unhandled",
                      "B:unhandled", "A2:unhandled", "A1:unhandled", "A:unhandled"}));
  EXPECT_FALSE(tree.is_input_handled());  // the key was not handled (the button was)
}

TEST_F(InputRouting, HandlersMayFreeAddAndMoveNodes) {
  a2->on_input = [this](Handler*, const InputEvent&) {
    b->free();   // already visited
    a1->free();  // not visited yet: skipped
    a->add_child(std::make_unique<Handler>(&log, "New"));
  };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input", "A:input", "New:unhandled", "A2:unhandled",
                      "A:unhandled"}));
}

TEST_F(InputRouting, CallbacksToggledMidWalkApplyFromTheNextNode) {
  a2->on_input = [this](Handler*, const InputEvent&) {
    a1->set_process_input(false);  // not visited yet: skipped
    b1->set_process_input(false);  // already visited
    b->set_process_unhandled_input(false);
  };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B1:input", "B:input", "A2:input", "A:input", "B1:unhandled", "A2:unhandled",
                      "A1:unhandled", "A:unhandled"}));
  log.clear();
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"B:input", "A2:input", "A:input", "B1:unhandled", "A2:unhandled",
                      "A1:unhandled", "A:unhandled"}));
}

TEST_F(InputRouting, ALongListChangedMidWalkIsWalkedAsItWas) {
  // More handlers than one storage chunk holds, so the walk crosses chunks before and after
  // the list changes under it.
  std::vector<Handler*> many;
  for (int i = 0; i < 1500; ++i) {
    many.push_back(b1->add_child(std::make_unique<Handler>(&log, "H" + std::to_string(i))));
  }
  many[700]->on_input = [&](Handler*, const InputEvent&) {
    many[100]->free();                                       // not visited yet: skipped
    many[1200]->set_process_input(false);                    // visited already
    b1->add_child(std::make_unique<Handler>(&log, "Late"));  // joins from the next event
  };
  tree.push_input(key(Key::A));
  Log expected;
  for (int i = 1499; i >= 0; --i) {
    if (i != 100) expected.push_back("H" + std::to_string(i) + ":input");
  }
  for (const char* name : {"B1", "B", "A2", "A1", "A"})
    expected.push_back(std::string(name) + ":input");
  const Log inputs(log.begin(), log.begin() + long(expected.size()));
  EXPECT_EQ(inputs, expected);
  EXPECT_EQ(log[expected.size()], "Late:unhandled");
}

TEST_F(InputRouting, EditModeDeliversOnlyToTools) {
  auto* tool = b->add_child(std::make_unique<ToolHandler>(&log, "Tool"));
  (void)tool;
  tree.set_edit_mode(true);
  tree.push_input(key(Key::A));
  EXPECT_EQ(log, (Log{"Tool:input", "Tool:unhandled"}));
}

TEST_F(InputRouting, ExceptionsGoToTheErrorHandlerAndTheWalkGoesOn) {
  std::vector<CallbackError> errors;
  tree.set_error_handler([&](const CallbackError& error) { errors.push_back(error); });
  a2->on_input = [](Handler*, const InputEvent&) { throw std::runtime_error("boom"); };
  auto* ui = tree.servers().add(std::make_unique<UiServer>(&log, "ui"));
  ui->consume = [](const InputEvent&) -> bool { throw std::runtime_error("ui boom"); };
  tree.push_input(key(Key::A));
  EXPECT_EQ(log.size(), 11u);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].callback, "input");
  EXPECT_EQ(errors[0].message, "ui boom");
  EXPECT_EQ(errors[1].callback, "_input");
  EXPECT_EQ(errors[1].node_path, "/root/A/A2");
  EXPECT_EQ(errors[1].message, "boom");
}

TEST_F(InputRouting, DeviceStateIsWrittenWhoeverHandlesTheEvent) {
  tree.get_input().get_input_map().add_action("jump");
  tree.get_input().get_input_map().action_add_event("jump", key(Key::SPACE));
  auto* ui = tree.servers().add(std::make_unique<UiServer>(&log, "ui"));
  ui->consume = [](const InputEvent&) { return true; };
  tree.push_input(key(Key::SPACE));
  EXPECT_TRUE(tree.is_input_handled());
  EXPECT_TRUE(tree.get_input().is_key_pressed(Key::SPACE));
  EXPECT_TRUE(tree.get_input().is_action_pressed("jump"));
  // Handlers read the state of the event they receive.
  ui->consume = [](const InputEvent&) { return false; };
  bool seen_released = false;
  b1->on_input = [&](Handler*, const InputEvent&) {
    seen_released = !tree.get_input().is_key_pressed(Key::SPACE);
  };
  tree.push_input(key(Key::SPACE, false));
  EXPECT_TRUE(seen_released);
}

TEST_F(InputRouting, ASceneChangeFromAHandlerWaitsForTheFlushPoint) {
  Node* scene = nullptr;
  b1->on_input = [&](Handler*, const InputEvent&) {
    auto next = std::make_unique<Plain>();
    scene = next.get();
    tree.change_scene_to_node(next.release());
  };
  tree.push_input(key(Key::ENTER));
  EXPECT_EQ(tree.get_current_scene(), nullptr);  // a change waits until input dispatch is over
  EXPECT_FALSE(scene->is_inside_tree());
  tree.tick(1.0 / 60);
  EXPECT_EQ(tree.get_current_scene(), scene);
}

TEST_F(InputRouting, EventsResolveActionsThroughTheTreesMap) {
  InputMap& map = tree.get_input().get_input_map();
  map.add_action("fire");
  map.action_add_event("fire", key(Key::F));
  std::vector<bool> fired;
  a->on_unhandled = [&](Handler*, const InputEvent& event) {
    fired.push_back(event.is_action_pressed(tree.get_input().get_input_map(), "fire"));
  };
  tree.push_input(key(Key::F));
  tree.push_input(key(Key::G));
  EXPECT_EQ(fired, (std::vector<bool>{true, false}));
}

}  // namespace
}  // namespace arbor
