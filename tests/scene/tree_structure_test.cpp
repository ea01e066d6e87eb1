// Tree structure rules: ordered children, misuse errors, readable names.
#include <gtest/gtest.h>

#include "test_recorder.h"

namespace arbor::test {
namespace {

std::unique_ptr<Node> named(std::string_view name) {
  auto node = std::make_unique<Node>();
  node->set_name(name);
  return node;
}

std::vector<std::string> names_of(const Node* parent) {
  std::vector<std::string> names;
  for (const Node* child : parent->get_children()) names.push_back(child->get_name().str());
  return names;
}

TEST(TreeStructure, ChildrenAreOrderedAndIndexed) {
  auto parent = named("P");
  Node* a = parent->add_child(named("A"));
  Node* b = parent->add_child(named("B"));
  Node* c = parent->add_child(named("C"));
  EXPECT_EQ(parent->get_child_count(), 3);
  EXPECT_EQ(parent->get_child(0), a);
  EXPECT_EQ(parent->get_child(-1), c);
  EXPECT_EQ(parent->get_child(-3), a);
  EXPECT_EQ(b->get_index(), 1);
  EXPECT_EQ(parent->get_index(), -1);
  EXPECT_THROW((void)parent->get_child(3), Error);
  EXPECT_THROW((void)parent->get_child(-4), Error);
}

TEST(TreeStructure, MoveChildAndAddSibling) {
  auto parent = named("P");
  Node* a = parent->add_child(named("A"));
  parent->add_child(named("B"));
  Node* c = parent->add_child(named("C"));
  parent->move_child(c, 0);
  EXPECT_EQ(names_of(parent.get()), (std::vector<std::string>{"C", "A", "B"}));
  parent->move_child(c, -1);
  EXPECT_EQ(names_of(parent.get()), (std::vector<std::string>{"A", "B", "C"}));
  parent->move_child(a, 3);  // one past the end means last (Godot)
  EXPECT_EQ(names_of(parent.get()), (std::vector<std::string>{"B", "C", "A"}));
  c->add_sibling(named("D").release());
  EXPECT_EQ(names_of(parent.get()), (std::vector<std::string>{"B", "C", "D", "A"}));
  for (int i = 0; i < 4; ++i) EXPECT_EQ(parent->get_child(i)->get_index(), i);
  EXPECT_THROW(parent->move_child(a, 5), Error);
}

TEST(TreeStructure, AddChildRejectsMisuseAndChangesNothing) {
  auto root = named("Root");
  Node* child = root->add_child(named("Child"));
  Node* grandchild = child->add_child(named("Grandchild"));
  EXPECT_THROW(root->add_child(nullptr), Error);
  EXPECT_THROW(root->add_child(root.get()), Error);
  EXPECT_THROW(root->add_child(grandchild), Error);        // has a parent
  EXPECT_THROW(grandchild->add_child(root.get()), Error);  // ancestor: a cycle
  EXPECT_EQ(root->get_child_count(), 1);
  EXPECT_EQ(grandchild->get_child_count(), 0);
  try {
    root->add_child(grandchild);
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("Grandchild"), std::string::npos);
    EXPECT_NE(std::string(error.what()).find("already has a parent"), std::string::npos);
  }
}

TEST(TreeStructure, UniquePtrIsReleasedOnlyOnSuccess) {
  auto root = named("Root");
  Node* child = root->add_child(named("Child"));
  auto stray = named("Stray");
  stray->add_child(named("X"));
  auto taken = std::make_unique<Node>();
  Node* raw = taken.get();
  child->add_child(raw);  // now owned by child
  std::unique_ptr<Node> again(raw);
  EXPECT_THROW(root->add_child(std::move(again)), Error);
  EXPECT_EQ(again.get(), raw);  // still ours: not released
  (void)again.release();        // child owns it
  (void)taken.release();
}

TEST(TreeStructure, QueuedNodeCannotBeAddedAgain) {
  SceneTree tree;
  Node* node = tree.get_root()->add_child(named("Doomed"));
  node->queue_free();
  EXPECT_TRUE(node->is_queued_for_deletion());
  tree.get_root()->remove_child(node);
  EXPECT_THROW(tree.get_root()->add_child(node), Error);
  tree.tick(0);  // the queued free still happens
  EXPECT_EQ(tree.get_node_count(), 1);
}

TEST(TreeStructure, TreeRootCannotBeAddedOrFreed) {
  SceneTree tree;
  auto other = named("Other");
  EXPECT_THROW(other->add_child(tree.get_root()), Error);
  EXPECT_THROW(tree.get_root()->free(), Error);
  EXPECT_THROW(tree.get_root()->queue_free(), Error);
}

TEST(TreeStructure, EmptyNameBecomesTheClassName) {
  auto parent = named("P");
  Node* child = parent->add_child(std::make_unique<Node>());
  EXPECT_EQ(child->get_name(), "Node");
  Log log;
  Node* recorder = parent->add_child(std::make_unique<Recorder>(&log));
  EXPECT_EQ(recorder->get_name(), "Recorder");
  child->set_name("");
  EXPECT_EQ(child->get_name(), "Node");
}

TEST(TreeStructure, CollidingNamesGetReadableNumbers) {
  auto parent = named("P");
  EXPECT_EQ(parent->add_child(named("Box"))->get_name(), "Box");
  EXPECT_EQ(parent->add_child(named("Box"))->get_name(), "Box2");
  EXPECT_EQ(parent->add_child(named("Box2"))->get_name(), "Box3");
  EXPECT_EQ(parent->add_child(named("Enemy9"))->get_name(), "Enemy9");
  EXPECT_EQ(parent->add_child(named("Enemy9"))->get_name(), "Enemy10");
}

// Godot increments a trailing number in place, keeping its digits' width.
TEST(TreeStructure, SerialNamesKeepTheDigitsWidth) {
  auto parent = named("P");
  EXPECT_EQ(parent->add_child(named("Enemy007"))->get_name(), "Enemy007");
  EXPECT_EQ(parent->add_child(named("Enemy007"))->get_name(), "Enemy008");
  EXPECT_EQ(parent->add_child(named("Enemy007"))->get_name(), "Enemy009");
  EXPECT_EQ(parent->add_child(named("Enemy009"))->get_name(), "Enemy010");
  EXPECT_EQ(parent->add_child(named("Bot099"))->get_name(), "Bot099");
  EXPECT_EQ(parent->add_child(named("Bot099"))->get_name(), "Bot100");
  EXPECT_EQ(parent->add_child(named("Cell0"))->get_name(), "Cell0");
  EXPECT_EQ(parent->add_child(named("Cell0"))->get_name(), "Cell1");
  EXPECT_EQ(parent->add_child(named("Cell00"))->get_name(), "Cell00");
  EXPECT_EQ(parent->add_child(named("Cell00"))->get_name(), "Cell01");
  // Renaming onto a sibling's name counts the same way.
  Node* other = parent->add_child(named("Other"));
  other->set_name("Enemy007");
  EXPECT_EQ(other->get_name(), "Enemy011");
}

// Beyond the name index threshold the serial hints must give the same names, per width.
TEST(TreeStructure, SerialNamesKeepTheirWidthBeyondTheIndexThreshold) {
  auto parent = named("P");
  std::vector<Node*> nodes;
  for (int i = 0; i < 30; ++i) nodes.push_back(parent->add_child(named("Bullet01")));
  for (int i = 0; i < 30; ++i) {
    const std::string number = std::to_string(i + 1);
    EXPECT_EQ(nodes[std::size_t(i)]->get_name(),
              "Bullet" + std::string(number.size() < 2 ? 1 : 0, '0') + number);
  }
  for (int i = 0; i < 3; ++i) parent->add_child(named("Bullet"));
  EXPECT_EQ(parent->get_child(-1)->get_name(), "Bullet3");
  // A freed name is taken again first, in either count.
  parent->remove_child(nodes[4]);  // Bullet05
  delete nodes[4];
  EXPECT_EQ(parent->add_child(named("Bullet01"))->get_name(), "Bullet05");
  EXPECT_EQ(parent->add_child(named("Bullet01"))->get_name(), "Bullet31");
  nodes[11]->set_name("Renamed");  // Bullet12 leaves
  EXPECT_EQ(parent->add_child(named("Bullet01"))->get_name(), "Bullet12");
  EXPECT_EQ(parent->add_child(named("Bullet"))->get_name(), "Bullet4");
}

TEST(TreeStructure, ForbiddenCharactersBecomeUnderscores) {
  auto node = named("a/b:c@d%e\"f.g");
  EXPECT_EQ(node->get_name(), "a_b_c_d_e_f_g");
}

TEST(TreeStructure, RenamingOntoASiblingsNameGetsANumberAndEmitsRenamed) {
  auto parent = named("P");
  parent->add_child(named("Box"));
  Node* other = parent->add_child(named("Crate"));
  int renamed = 0;
  other->renamed.connect([&] { ++renamed; });
  other->set_name("Box");
  EXPECT_EQ(other->get_name(), "Box2");
  EXPECT_EQ(renamed, 1);
  other->set_name("Box2");  // unchanged: no signal
  EXPECT_EQ(renamed, 1);
  EXPECT_EQ(parent->get_node("Box2"), other);
}

TEST(TreeStructure, NamesStayUniqueBeyondTheIndexThreshold) {
  auto parent = named("P");
  std::vector<Node*> nodes;
  for (int i = 0; i < 40; ++i) nodes.push_back(parent->add_child(named("Enemy")));
  EXPECT_EQ(nodes[0]->get_name(), "Enemy");
  for (int i = 1; i < 40; ++i)
    EXPECT_EQ(nodes[std::size_t(i)]->get_name(), "Enemy" + std::to_string(i + 1));
  EXPECT_EQ(parent->get_node("Enemy17"), nodes[16]);
  // A freed name is reused first, exactly as the linear search would.
  parent->remove_child(nodes[4]);  // Enemy5
  delete nodes[4];
  EXPECT_EQ(parent->add_child(named("Enemy"))->get_name(), "Enemy5");
  EXPECT_EQ(parent->add_child(named("Enemy"))->get_name(), "Enemy41");
  nodes[10]->set_name("Renamed");  // Enemy11 leaves
  EXPECT_EQ(parent->add_child(named("Enemy"))->get_name(), "Enemy11");
  EXPECT_EQ(parent->get_node_or_null("Enemy11")->get_name(), "Enemy11");
  EXPECT_EQ(parent->get_node("Renamed"), nodes[10]);
}

// The name index rehashes as a parent grows; renamed and moved children are found after it.
TEST(TreeStructure, NameLookupsSurviveTheIndexGrowingAfterRenamesAndMoves) {
  auto parent = named("P");
  std::vector<Node*> nodes;
  for (int i = 0; i < 40; ++i) nodes.push_back(parent->add_child(named("N" + std::to_string(i))));
  nodes[3]->set_name("Renamed3");
  nodes[20]->set_name("Renamed20");
  parent->move_child(nodes[30], 0);
  parent->move_child(nodes[1], 39);
  for (int i = 40; i < 2000; ++i) parent->add_child(named("N" + std::to_string(i)));
  EXPECT_EQ(parent->get_node_or_null("N3"), nullptr);
  EXPECT_EQ(parent->get_node("Renamed3"), nodes[3]);
  EXPECT_EQ(parent->get_node("Renamed20"), nodes[20]);
  EXPECT_EQ(parent->get_node("N30"), nodes[30]);
  EXPECT_EQ(parent->get_node("N1"), nodes[1]);
  EXPECT_EQ(parent->get_node("N1999")->get_index(), 1999);
  for (int i = 0; i < 2000; i += 97) {
    if (i == 3 || i == 20) continue;
    EXPECT_EQ(parent->get_node("N" + std::to_string(i))->get_name(), "N" + std::to_string(i));
  }
}

TEST(TreeStructure, RemoveChildHandsOwnershipBack) {
  SceneTree tree;
  Node* child = tree.get_root()->add_child(named("Child"));
  tree.get_root()->remove_child(child);
  EXPECT_EQ(child->get_parent(), nullptr);
  EXPECT_FALSE(child->is_inside_tree());
  EXPECT_EQ(tree.get_node_count(), 1);
  Owned<Node> owned(child);
  auto stranger = named("Stranger");
  EXPECT_THROW(tree.get_root()->remove_child(stranger.get()), Error);
}

TEST(TreeStructure, ReparentMovesTheSubtreeAndKeepsOwnerWithinTheScene) {
  Log log;
  SceneTree tree;
  auto scene = named("Scene");
  Node* a = scene->add_child(named("A"));
  Node* b = scene->add_child(named("B"));
  auto* mover = a->add_child(std::make_unique<Recorder>(&log, "Mover"));
  mover->set_owner(scene.get());
  tree.get_root()->add_child(std::move(scene));
  log.clear();
  mover->reparent(b);
  EXPECT_EQ(mover->get_parent(), b);
  EXPECT_EQ(mover->get_owner(), b->get_parent());
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"Mover:exit", "Mover:enter"}));  // no second ready
  EXPECT_THROW(b->reparent(mover), Error);                             // cycle
  EXPECT_EQ(b->get_parent()->get_name(), "Scene");
}

TEST(TreeStructure, OwnerMustBeAnAncestorAndIsClearedWhenRemovalBreaksThat) {
  auto scene = named("Scene");
  Node* a = scene->add_child(named("A"));
  Node* b = a->add_child(named("B"));
  auto stranger = named("Stranger");
  EXPECT_THROW(b->set_owner(stranger.get()), Error);
  b->set_owner(scene.get());
  Node* c = b->add_child(named("C"));
  c->set_owner(a);
  scene->remove_child(a);
  EXPECT_EQ(b->get_owner(), nullptr);  // Scene is no longer an ancestor
  EXPECT_EQ(c->get_owner(), a);        // A still is
  delete a;
}

TEST(TreeStructure, FreeingManySiblingsInOrderIsLinear) {
  SceneTree tree;
  Node* parent = tree.get_root()->add_child(named("Parent"));
  std::vector<Node*> children;
  constexpr int kCount = 50000;
  for (int i = 0; i < kCount; ++i) children.push_back(parent->add_child(named("Child")));
  for (Node* child : children) child->queue_free();
  tree.tick(0);
  EXPECT_EQ(parent->get_child_count(), 0);
  for (int i = 0; i < kCount; ++i) parent->add_child(named("Child"));
  parent->free();
  EXPECT_EQ(tree.get_node_count(), 1);
}

TEST(TreeStructure, IdsAreNeverReusedAndFindAnswersSafely) {
  SceneTree tree;
  Node* node = tree.get_root()->add_child(named("N"));
  const NodeId id = node->get_instance_id();
  EXPECT_EQ(tree.find(id), node);
  node->free();
  EXPECT_EQ(tree.find(id), nullptr);
  EXPECT_FALSE(is_instance_valid(id));
  for (int i = 0; i < 1000; ++i) {
    auto fresh = std::make_unique<Node>();
    EXPECT_NE(fresh->get_instance_id(), id);
  }
  auto outside = std::make_unique<Node>();
  EXPECT_TRUE(is_instance_valid(outside->get_instance_id()));
  EXPECT_EQ(tree.find(outside->get_instance_id()), nullptr);  // not in this tree
}

TEST(TreeStructure, RemovingASiblingDuringAnEnterWalkThrowsAndIsReported) {
  Log log;
  std::vector<std::string> errors;
  SceneTree tree;
  tree.set_error_handler(
      [&](const CallbackError& e) { errors.push_back(e.callback + ": " + e.message); });
  auto scene = named("Scene");
  auto* first = scene->add_child(std::make_unique<Recorder>(&log, "First"));
  scene->add_child(std::make_unique<Recorder>(&log, "Second"));
  first->on_enter = [](Recorder* self) {
    self->get_parent()->remove_child(self->get_parent()->get_child(1));
  };
  tree.get_root()->add_child(std::move(scene));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("call_deferred"), std::string::npos);
  EXPECT_EQ(tree.get_node_count(), 4);  // nothing was removed
  EXPECT_EQ(log.events, (std::vector<std::string>{"First:enter", "Second:enter", "First:ready",
                                                  "Second:ready"}));
}

}  // namespace
}  // namespace arbor::test
