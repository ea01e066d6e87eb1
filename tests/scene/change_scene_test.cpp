// SceneTree::change_scene_*: immediate outside a tick; during a tick the swap waits for the
// frame's flush point (after process callbacks and deferred calls, before the idle timers); the
// last change wins; the old scene and any superseded pending scene are freed.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "arbor/arbor.h"
#include "arbor/core/input/input_event_key.h"
#include "arbor/io/packed_scene.h"
#include "scene/test_recorder.h"

namespace arbor::test {
namespace {

/// Changes the scene from its _input handler, as a UI click would.
class ChangesOnInput : public Node {
  ARBOR_CLASS(ChangesOnInput, Node)

 public:
  Node* next = nullptr;

 protected:
  void _input(const InputEvent&) override { get_tree()->change_scene_to_node(next); }
};

class ChangeScene : public ::testing::Test {
 protected:
  Recorder* scene(const char* name) { return new Recorder(&log, name); }

  Log log;
  SceneTree tree;
};

TEST_F(ChangeScene, OutsideATickTheSwapIsImmediate) {
  Recorder* first = scene("First");
  tree.change_scene_to_node(first);
  EXPECT_EQ(tree.get_current_scene(), first);
  EXPECT_EQ(first->get_parent(), tree.get_root());
  const NodeId first_id = first->get_instance_id();
  Recorder* second = scene("Second");
  tree.change_scene_to_node(second);
  EXPECT_EQ(log.events, (std::vector<std::string>{"First:enter", "First:ready", "First:exit",
                                                  "Second:enter", "Second:ready"}));
  EXPECT_FALSE(is_instance_valid(first_id));
  EXPECT_EQ(tree.get_current_scene(), second);
  EXPECT_EQ(tree.get_root()->get_child_count(), 1);
}

TEST_F(ChangeScene, DuringATickTheSwapWaitsForTheFlushPoint) {
  Recorder* first = scene("First");
  tree.change_scene_to_node(first);
  Recorder* second = scene("Second");
  second->on_ready = [this](Recorder*) {
    log.add(tree.get_current_scene() == nullptr
                ? "current:none"
                : "current:" + tree.get_current_scene()->get_name().str());
    tree.call_deferred([this] { log.add("deferred by Second"); });
  };
  first->on_process = [this, second](Recorder*) {
    tree.call_deferred([this] { log.add("deferred"); });
    tree.change_scene_to_node(second);
    log.add("requested; current:" + tree.get_current_scene()->get_name().str());
  };
  tree.create_timer(0.0)->timeout.connect([this] { log.add("timer"); });
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"First:physics", "First:process", "requested; current:First",
                                      "deferred", "First:exit", "Second:enter", "Second:ready",
                                      "current:Second", "timer", "deferred by Second"}));
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"Second:physics", "Second:process"}));
  EXPECT_EQ(tree.get_current_scene(), second);
}

TEST_F(ChangeScene, TheLastChangeOfAFrameWinsAndTheEarlierPendingSceneIsFreed) {
  tree.change_scene_to_node(scene("First"));
  Recorder* second = scene("Second");
  Recorder* third = scene("Third");
  const NodeId second_id = second->get_instance_id();
  tree.process_frame.connect([&] {
    tree.change_scene_to_node(second);
    tree.change_scene_to_node(third);
    log.add(is_instance_valid(second_id) ? "Second alive" : "Second freed");
  });
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"First:physics", "Second freed", "First:process",
                                                  "First:exit", "Third:enter", "Third:ready"}));
  EXPECT_EQ(tree.get_current_scene(), third);
}

TEST_F(ChangeScene, AChangeAfterTheFlushPointWaitsForTheNextFrame) {
  tree.change_scene_to_node(scene("First"));
  Recorder* second = scene("Second");
  tree.create_timer(0.0)->timeout.connect([&] {
    tree.change_scene_to_node(second);
    log.add("timer");
  });
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"First:physics", "First:process", "timer"}));
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"First:physics", "First:process", "First:exit",
                                                  "Second:enter", "Second:ready"}));
}

TEST_F(ChangeScene, DuringInputDispatchTheSwapWaitsForTheNextFlushPoint) {
  auto* menu = new ChangesOnInput();
  tree.change_scene_to_node(menu);
  Recorder* game = scene("Game");
  menu->next = game;
  tree.push_input(InputEventKey());
  EXPECT_EQ(tree.get_current_scene(), menu);
  EXPECT_EQ(game->get_parent(), nullptr);
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"Game:enter", "Game:ready"}));
  EXPECT_EQ(tree.get_current_scene(), game);
}

TEST_F(ChangeScene, APendingSceneIsFreedWithTheTree) {
  NodeId pending;
  {
    SceneTree local;
    Recorder* waiting = scene("Waiting");
    pending = waiting->get_instance_id();
    local.create_timer(0.0)->timeout.connect([&] { local.change_scene_to_node(waiting); });
    local.tick(1.0 / 60);
    EXPECT_TRUE(is_instance_valid(pending));
    EXPECT_EQ(waiting->get_parent(), nullptr);
  }
  EXPECT_FALSE(is_instance_valid(pending));
  EXPECT_TRUE(log.events.empty());
}

TEST_F(ChangeScene, MisuseThrowsAndChangesNothing) {
  Recorder* first = scene("First");
  tree.change_scene_to_node(first);
  EXPECT_THROW(tree.change_scene_to_node(nullptr), Error);
  auto* child = first->add_child(std::make_unique<Node>());
  EXPECT_THROW(tree.change_scene_to_node(child), Error);
  EXPECT_THROW(tree.change_scene_to_node(first), Error);
  EXPECT_EQ(tree.get_current_scene(), first);
  EXPECT_EQ(tree.get_root()->get_child_count(), 1);
}

TEST_F(ChangeScene, TheCurrentSceneIsForgottenWhenFreedOrMoved) {
  Recorder* first = scene("First");
  tree.change_scene_to_node(first);
  first->free();
  EXPECT_EQ(tree.get_current_scene(), nullptr);
  Recorder* second = scene("Second");
  tree.change_scene_to_node(second);
  tree.get_root()->add_child(std::make_unique<Node>())->set_name("Holder");
  second->reparent(tree.get_root()->get_node("Holder"));
  EXPECT_EQ(tree.get_current_scene(), nullptr);
}

TEST_F(ChangeScene, ToPackedInstantiatesAtOnce) {
  auto level = make_owned<Node3D>();
  level->set_name("Level");
  Node* child = level->add_child(std::make_unique<Node>());
  child->set_name("Spawn");
  child->set_owner(level.get());
  Ref<PackedScene> packed = make_ref<PackedScene>();
  packed->pack(level.get());
  tree.change_scene_to_packed(packed);
  Node* current = tree.get_current_scene();
  ASSERT_NE(current, nullptr);
  EXPECT_EQ(current->get_name(), "Level");
  EXPECT_TRUE(current->has_node("Spawn"));
  EXPECT_THROW(tree.change_scene_to_packed(make_ref<PackedScene>()), Error);
  EXPECT_THROW(tree.change_scene_to_packed(Ref<PackedScene>()), Error);
  EXPECT_THROW(tree.change_scene_to_file("no/such/scene.tscn"), Error);
  EXPECT_EQ(tree.get_current_scene(), current);
}

}  // namespace
}  // namespace arbor::test
