// Tween and its Tweeners through ClassDB: Godot 4's method and signal names, driven by name.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/scene/tween.h"

namespace arbor::test {
namespace {

TEST(TweenBindings, ClassesMethodsAndSignalsAreRegistered) {
  register_scene_types();  // classes looked up by name before any node is made
  for (const char* name : {"Tween", "Tweener", "PropertyTweener", "IntervalTweener",
                           "CallbackTweener", "MethodTweener", "SubtweenTweener"}) {
    EXPECT_TRUE(ClassDB::class_exists(name)) << name;
    EXPECT_FALSE(ClassDB::can_instantiate(name)) << name;  // made only by a tree or a tween
  }
  EXPECT_EQ(ClassDB::get_parent_class("SubtweenTweener"), StringName("Tweener"));
  EXPECT_EQ(ClassDB::get_parent_class("Tween"), StringName("RefCounted"));
  for (const char* method : {"tween_property",
                             "tween_interval",
                             "tween_subtween",
                             "set_parallel",
                             "set_loops",
                             "get_loops_left",
                             "set_speed_scale",
                             "set_trans",
                             "set_ease",
                             "set_process_mode",
                             "set_pause_mode",
                             "set_ignore_time_scale",
                             "kill",
                             "stop",
                             "play",
                             "pause",
                             "is_running",
                             "is_valid",
                             "get_total_elapsed_time",
                             "custom_step",
                             "chain",
                             "parallel",
                             "bind_node"}) {
    EXPECT_TRUE(ClassDB::class_has_method("Tween", method)) << method;
  }
  for (const char* method :
       {"from", "from_current", "as_relative", "set_trans", "set_ease", "set_delay"}) {
    EXPECT_TRUE(ClassDB::class_has_method("PropertyTweener", method)) << method;
  }
  EXPECT_TRUE(ClassDB::class_has_method("SubtweenTweener", "set_delay"));
  EXPECT_TRUE(ClassDB::class_has_method("MethodTweener", "set_trans"));
  EXPECT_TRUE(ClassDB::class_has_method("CallbackTweener", "set_delay"));

  const auto step_finished = ClassDB::class_get_signal("Tween", "step_finished");
  ASSERT_TRUE(step_finished.has_value());
  ASSERT_EQ(step_finished->arguments.size(), 1U);
  EXPECT_EQ(step_finished->arguments[0].name, StringName("idx"));
  EXPECT_EQ(step_finished->arguments[0].type, Variant::INT);
  const auto loop_finished = ClassDB::class_get_signal("Tween", "loop_finished");
  ASSERT_TRUE(loop_finished.has_value());
  EXPECT_EQ(loop_finished->arguments.at(0).name, StringName("loop_count"));
  EXPECT_TRUE(ClassDB::class_has_signal("Tween", "finished"));
  EXPECT_TRUE(ClassDB::class_has_signal("PropertyTweener", "finished"));  // Tweener's
}

TEST(TweenBindings, ATweenBuiltAndDrivenByName) {
  SceneTree tree;
  tree.set_max_frame_delta(4.0);
  tree.set_max_physics_steps_per_frame(1000);
  auto* node = tree.get_root()->add_child(std::make_unique<Node3D>());
  Ref<Tween> tween = tree.create_tween();
  const Variant same = tween->call("set_loops", 2);
  EXPECT_EQ(same.get_object(), tween.get());  // the builder returns the tween
  EXPECT_EQ(tween->get_loops_left(), 2);
  tween->call("set_trans", Tween::TRANS_QUAD);
  tween->call("set_ease", Tween::EASE_IN);
  const Variant tweener = tween->call("tween_property", node, "position:x", 4.0, 1.0);
  ASSERT_NE(tweener.get_object(), nullptr);
  EXPECT_EQ(tweener.get_object()->get_class(), "PropertyTweener");
  tweener.get_object()->call("set_delay", 0.5);
  tween->call("bind_node", node);
  tree.tick(1.0);  // 0.5 of delay, then 0.5 into the quad-in curve: 4 * 0.25
  EXPECT_FLOAT_EQ(node->get_position().x, 1.0f);
  EXPECT_TRUE(static_cast<bool>(tween->call("is_running")));
  EXPECT_DOUBLE_EQ(static_cast<double>(tween->call("get_total_elapsed_time")), 1.0);
  tween->call("pause");
  EXPECT_TRUE(static_cast<bool>(tween->call("custom_step", 0.5)));  // ends loop 1
  EXPECT_FLOAT_EQ(node->get_position().x, 4.0f);
  tween->call("kill");
  EXPECT_FALSE(static_cast<bool>(tween->call("custom_step", 0.5)));
  EXPECT_TRUE(static_cast<bool>(tween->call("is_valid")));  // until the tree drops it
  tree.tick(0.1);
  EXPECT_FALSE(static_cast<bool>(tween->call("is_valid")));
}

TEST(TweenBindings, SubtweensIntervalsAndModesByName) {
  SceneTree tree;
  std::vector<std::string> log;
  Ref<Tween> sub = tree.create_tween();
  sub->tween_callback([&] { log.emplace_back("sub"); });
  Ref<Tween> tween = tree.create_tween();
  tween->call("set_process_mode", Tween::TWEEN_PROCESS_PHYSICS);
  tween->call("set_pause_mode", Tween::TWEEN_PAUSE_PROCESS);
  tween->call("set_ignore_time_scale", true);
  tween->call("set_speed_scale", 2.0);
  tween->call("tween_interval", 0.5);
  const Variant subtweener = tween->call("tween_subtween", sub);
  EXPECT_EQ(subtweener.get_object()->get_class(), "SubtweenTweener");
  tween->call("set_parallel", true);
  tween->call("chain");
  tween->call("parallel");
  EXPECT_EQ(tween->get_process_mode(), Tween::TWEEN_PROCESS_PHYSICS);
  EXPECT_EQ(tween->get_pause_mode(), Tween::TWEEN_PAUSE_PROCESS);
  EXPECT_TRUE(tween->is_ignoring_time_scale());
  tree.set_paused(true);
  tree.tick(1.0 / 60);  // one physics step: 1/30 of tween time
  EXPECT_TRUE(log.empty());
  for (int i = 0; i < 19; ++i) tree.tick(1.0 / 60);  // 0.5 s of interval passed
  EXPECT_EQ(log, (std::vector<std::string>{"sub"}));
}

TEST(TweenBindings, BadArgumentsThrow) {
  SceneTree tree;
  Ref<Tween> tween = tree.create_tween();
  EXPECT_THROW(tween->call("set_trans", 99), Error);
  EXPECT_THROW(tween->call("set_ease", -1), Error);
  EXPECT_THROW(tween->call("set_process_mode", 7), Error);
  EXPECT_THROW(tween->call("set_pause_mode", 3), Error);
  EXPECT_THROW(tween->call("set_loops"), Error);          // no default arguments by name
  EXPECT_THROW(tween->call("tween_callback", 1), Error);  // converts to the null Callable
  EXPECT_THROW(tween->call("bind_node", Variant()), Error);
}

}  // namespace
}  // namespace arbor::test
