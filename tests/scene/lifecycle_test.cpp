// Lifecycle order: Godot 4's order of notifications, virtual callbacks and signals.
#include <gtest/gtest.h>

#include "test_recorder.h"

namespace arbor::test {
namespace {

using Events = std::vector<std::string>;

/// Records notifications and built-in signals as well as the virtual callbacks.
class Tracer : public Recorder {
  ARBOR_CLASS(Tracer, Recorder)

 public:
  Tracer(Log* log, std::string_view name) : Recorder(log, name), log_(log) {
    tree_entered.connect([this] { log_->add(tag() + ":tree_entered"); });
    ready.connect([this] { log_->add(tag() + ":ready_signal"); });
    tree_exiting.connect([this] { log_->add(tag() + ":tree_exiting"); });
    tree_exited.connect([this] { log_->add(tag() + ":tree_exited"); });
    child_entered_tree.connect([this](Node* c) { log_->add(tag() + ":child_entered " + c->get_name().str()); });
    child_exiting_tree.connect([this](Node* c) { log_->add(tag() + ":child_exiting " + c->get_name().str()); });
    child_order_changed.connect([this] { log_->add(tag() + ":child_order_changed"); });
  }

 protected:
  void _notification(int what) override {
    switch (what) {
      case NOTIFICATION_ENTER_TREE: log_->add(tag() + ":N_ENTER_TREE"); break;
      case NOTIFICATION_EXIT_TREE: log_->add(tag() + ":N_EXIT_TREE"); break;
      case NOTIFICATION_READY: log_->add(tag() + ":N_READY"); break;
      case NOTIFICATION_POST_ENTER_TREE: log_->add(tag() + ":N_POST_ENTER_TREE"); break;
      case NOTIFICATION_PARENTED: log_->add(tag() + ":N_PARENTED"); break;
      case NOTIFICATION_UNPARENTED: log_->add(tag() + ":N_UNPARENTED"); break;
      case NOTIFICATION_PREDELETE: log_->add(tag() + ":N_PREDELETE"); break;
      default: break;
    }
  }

 private:
  Log* log_;
};

TEST(Lifecycle, EnterIsTopDownReadyIsBottomUp) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Recorder>(&log, "A");
  auto b = std::make_unique<Recorder>(&log, "B");
  b->add_child(std::make_unique<Recorder>(&log, "B1"));
  a->add_child(std::move(b));
  a->add_child(std::make_unique<Recorder>(&log, "C"));
  tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(log.events, (Events{"A:enter", "B:enter", "B1:enter", "C:enter", "B1:ready",
                                "B:ready", "C:ready", "A:ready"}));
}

TEST(Lifecycle, NotificationsAndSignalsFollowGodotsOrder) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Tracer>(&log, "A");
  a->add_child(std::make_unique<Tracer>(&log, "B"));
  log.clear();  // drop B's PARENTED and A's child_order_changed
  Node* added = tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(log.events, (Events{
                            "A:N_PARENTED",
                            "A:N_ENTER_TREE", "A:enter", "A:tree_entered",
                            "B:N_ENTER_TREE", "B:enter", "B:tree_entered", "A:child_entered B",
                            "B:N_POST_ENTER_TREE", "B:ready", "B:N_READY", "B:ready_signal",
                            "A:N_POST_ENTER_TREE", "A:ready", "A:N_READY", "A:ready_signal",
                        }));
  log.clear();
  tree.get_root()->remove_child(added);
  EXPECT_EQ(log.events, (Events{
                            "B:exit", "B:tree_exiting", "B:N_EXIT_TREE", "A:child_exiting B",
                            "A:exit", "A:tree_exiting", "A:N_EXIT_TREE",
                            "A:N_UNPARENTED",
                            "B:tree_exited", "A:tree_exited",
                        }));
  EXPECT_EQ(added->get_parent(), nullptr);
  log.clear();
  added->free();
  EXPECT_EQ(log.events, (Events{"A:N_PREDELETE", "B:N_PREDELETE"}));
}

// Godot 4.2+: tree_exited runs children last to first, then the parent: the order of the exit
// callbacks.
TEST(Lifecycle, TreeExitedFollowsTheExitOrder) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Tracer>(&log, "A");
  Node* b = a->add_child(std::make_unique<Tracer>(&log, "B"));
  b->add_child(std::make_unique<Tracer>(&log, "B1"));
  b->add_child(std::make_unique<Tracer>(&log, "B2"));
  a->add_child(std::make_unique<Tracer>(&log, "C"));
  a->add_child(std::make_unique<Tracer>(&log, "D"));
  Node* added = tree.get_root()->add_child(std::move(a));
  log.clear();
  tree.get_root()->remove_child(added);
  Events exits;
  Events exited;
  for (const std::string& event : log.events) {
    if (event.ends_with(":exit")) exits.push_back(event.substr(0, event.find(':')));
    if (event.ends_with(":tree_exited")) exited.push_back(event.substr(0, event.find(':')));
  }
  EXPECT_EQ(exits, (Events{"D", "C", "B2", "B1", "B", "A"}));
  EXPECT_EQ(exited, exits);
  added->free();
}

TEST(Lifecycle, ChildEnteredTreeAndChildOrderChangedReachTheParent) {
  Log log;
  SceneTree tree;
  Node* parent = tree.get_root()->add_child(std::make_unique<Tracer>(&log, "P"));
  log.clear();
  parent->add_child(std::make_unique<Recorder>(&log, "K"));
  EXPECT_EQ(log.events, (Events{"K:enter", "P:child_entered K", "K:ready", "P:child_order_changed"}));
}

TEST(Lifecycle, TreeExitedComesAfterTheNodeLeftItsParent) {
  SceneTree tree;
  Node* node = tree.get_root()->add_child(std::make_unique<Node>());
  Node* parent_seen = node;
  bool inside_seen = true;
  node->tree_exited.connect([&] {
    parent_seen = node->get_parent();
    inside_seen = node->is_inside_tree();
  });
  tree.get_root()->remove_child(node);
  EXPECT_EQ(parent_seen, nullptr);
  EXPECT_FALSE(inside_seen);
  delete node;
}

TEST(Lifecycle, ReadyRunsOnceAndRequestReadyRearmsIt) {
  Log log;
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  EXPECT_TRUE(node->is_node_ready());
  tree.get_root()->remove_child(node);
  tree.get_root()->add_child(node);
  EXPECT_EQ(log.events, (Events{"A:enter", "A:ready", "A:exit", "A:enter"}));
  node->request_ready();
  EXPECT_FALSE(node->is_node_ready());
  tree.get_root()->remove_child(node);
  tree.get_root()->add_child(node);
  EXPECT_EQ(log.events.back(), "A:ready");
  EXPECT_TRUE(node->is_node_ready());
}

TEST(Lifecycle, ChildrenAddedInEnterTreeAreReadyBeforeTheParent) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Recorder>(&log, "A");
  a->on_enter = [&log](Recorder* self) {
    if (self->get_child_count() == 0) self->add_child(std::make_unique<Recorder>(&log, "X"));
  };
  tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(log.events, (Events{"A:enter", "X:enter", "X:ready", "A:ready"}));
}

TEST(Lifecycle, ChildrenAddedInReadyAreReadyBeforeTheParentsReadyReturns) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Recorder>(&log, "A");
  a->on_ready = [&log](Recorder* self) {
    self->add_child(std::make_unique<Recorder>(&log, "X"));
    log.add("A:after add_child");
  };
  tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(log.events, (Events{"A:enter", "A:ready", "X:enter", "X:ready", "A:after add_child"}));
}

TEST(Lifecycle, EnterHookSeesTheWholeBoundSubtree) {
  // The incoming subtree is bound (tree, groups, unique names) before any _enter_tree runs.
  Log log;
  SceneTree tree;
  auto scene = std::make_unique<Recorder>(&log, "Scene");
  auto* first = scene->add_child(std::make_unique<Recorder>(&log, "First"));
  auto* last = scene->add_child(std::make_unique<Recorder>(&log, "Last"));
  last->add_to_group("late");
  last->set_owner(scene.get());
  last->set_unique_name_in_owner(true);
  first->set_owner(scene.get());
  bool found_by_group = false, found_by_unique = false, found_by_path = false, inside = false;
  first->on_enter = [&](Recorder* self) {
    found_by_group = self->get_tree()->get_first_node_in_group("late") == last;
    found_by_unique = self->get_node_or_null("%Last") == last;
    found_by_path = self->get_node_or_null("../Last") == last;
    inside = last->is_inside_tree();
  };
  tree.get_root()->add_child(std::move(scene));
  EXPECT_TRUE(found_by_group);
  EXPECT_TRUE(found_by_unique);
  EXPECT_TRUE(found_by_path);
  EXPECT_TRUE(inside);
  EXPECT_EQ(log.events, (Events{"Scene:enter", "First:enter", "Last:enter", "First:ready",
                                "Last:ready", "Scene:ready"}));
}

TEST(Lifecycle, OutsideATreeNoLifecycleCallbacksRun) {
  Log log;
  auto a = std::make_unique<Recorder>(&log, "A");
  a->add_child(std::make_unique<Recorder>(&log, "B"));
  EXPECT_TRUE(log.events.empty());
  EXPECT_FALSE(a->is_inside_tree());
}

TEST(Lifecycle, FreeRunsExitCallbacksBottomUpThenDestroys) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Recorder>(&log, "A");
  a->add_child(std::make_unique<Recorder>(&log, "B"));
  a->add_child(std::make_unique<Recorder>(&log, "C"));
  Node* node = tree.get_root()->add_child(std::move(a));
  const NodeId id = node->get_instance_id();
  const NodeId child_id = node->get_child(0)->get_instance_id();
  log.clear();
  node->free();
  EXPECT_EQ(log.events, (Events{"C:exit", "B:exit", "A:exit"}));
  EXPECT_FALSE(is_instance_valid(id));
  EXPECT_FALSE(is_instance_valid(child_id));
  EXPECT_EQ(tree.get_node_count(), 1);
}

TEST(Lifecycle, TreeDestructorExitsEveryNode) {
  Log log;
  {
    SceneTree tree;
    auto a = std::make_unique<Recorder>(&log, "A");
    a->add_child(std::make_unique<Recorder>(&log, "B"));
    tree.get_root()->add_child(std::move(a));
    log.clear();
  }
  EXPECT_EQ(log.events, (Events{"B:exit", "A:exit"}));
}

}  // namespace
}  // namespace arbor::test
