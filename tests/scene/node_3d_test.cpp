// Node3D: local and global transforms, dirty flags, Euler
// caches, look_at, reparenting, visibility, transform notifications and the server hooks.
#include "arbor/scene/node_3d.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "core/math/math_test_util.h"
#include "scene/transform_store_3d.h"
#include "test_recorder.h"

namespace arbor::test {
namespace {

using Events = std::vector<std::string>;

const Vector3 kX(1, 0, 0), kY(0, 1, 0), kZ(0, 0, 1);

real_t deg(real_t degrees) { return Math::deg_to_rad(degrees); }

/// A Node3D that exposes the engine hooks and records them, its notifications and (when asked)
/// its _process into a Log.
class Spy : public Node3D {
  ARBOR_CLASS(Spy, Node3D)

 public:
  explicit Spy(std::string_view name = "", Log* log = nullptr) : log_(log) {
    if (!name.empty()) set_name(name);
  }
  using Node3D::is_global_transform_dirty;
  void track(bool global, bool local) {
    set_track_global_transform_changes(global);
    set_track_local_transform_changes(local);
  }
  int invalidations = 0;
  int local_changes = 0;
  bool log_process = false;
  std::function<void(Spy*)> on_process, on_invalidated, on_transform_changed;

 protected:
  void _on_global_transform_invalidated() override {
    ++invalidations;
    add("invalidated");
    if (on_invalidated) on_invalidated(this);
  }
  void _on_local_transform_changed() override {
    ++local_changes;
    add("local_hook");
  }
  void _notification(int what) override {
    if (what == NOTIFICATION_TRANSFORM_CHANGED) {
      add("transform_changed");
      if (on_transform_changed) on_transform_changed(this);
    } else if (what == NOTIFICATION_LOCAL_TRANSFORM_CHANGED) {
      add("local_transform_changed");
    } else if (what == NOTIFICATION_VISIBILITY_CHANGED) {
      add("visibility_notification");
    }
  }
  void _process(double) override {
    if (log_process) add("process");
    if (on_process) on_process(this);
  }

 private:
  void add(const std::string& event) {
    if (log_) log_->add(get_name().str() + ":" + event);
  }
  Log* log_;
};

template <class T = Node3D>
T* child_of(Node* parent, std::string_view name = "") {
  auto* node = new T();
  if (!name.empty()) node->set_name(name);
  parent->add_child(node);
  return node;
}

// -- basics ---------------------------------------------------------------------------------------

TEST(Node3D, StartsAtIdentityVisibleWithYxzOrder) {
  Node3D node;
  EXPECT_EQ(node.get_class(), "Node3D");
  EXPECT_TRUE(node.is_class("Node"));
  EXPECT_EQ(node.get_transform(), Transform3D());
  EXPECT_EQ(node.get_global_transform(), Transform3D());
  EXPECT_EQ(node.get_scale(), Vector3(1, 1, 1));
  EXPECT_EQ(node.get_rotation(), Vector3());
  EXPECT_EQ(node.get_rotation_order(), EulerOrder::YXZ);
  EXPECT_TRUE(node.is_visible());
  EXPECT_TRUE(node.is_visible_in_tree());
  EXPECT_FALSE(node.is_set_as_top_level());
  EXPECT_EQ(Node3D::NOTIFICATION_VISIBILITY_CHANGED, 43);
  EXPECT_EQ(Node3D::NOTIFICATION_LOCAL_TRANSFORM_CHANGED, 44);
  EXPECT_EQ(Node3D::NOTIFICATION_TRANSFORM_CHANGED, 2000);
}

TEST(Node3D, StaysWithinItsMemoryBudget) {
  // The object adds its flags, one signal and its record's slot to a Node, 2 bytes of them in
  // the end of Node's last 8. The record in the transform store holds the parent word, the
  // hierarchy links and the local and global transforms, and nothing to round a chunk up. The
  // rotation and scale as set take a further detail::Decomposition, only on nodes that set or
  // read them.
  using Chunk = detail::TransformChunk<Transform3D>;
  const std::size_t record = 4 + sizeof(detail::TransformLinks) + 2 * sizeof(Transform3D);
  EXPECT_LE(sizeof(Node3D), sizeof(Node) + 8);
  EXPECT_EQ(sizeof(Chunk), Chunk::kSlots * record);
  EXPECT_LE(sizeof(detail::Decomposition), 2 * sizeof(Vector3));
}

TEST(Node3D, KeepsItsRotationAndScaleAsSetWhileItsFlagsChange) {
  // The decomposition lives beside the store record, the rotation order among the flags: neither
  // disturbs the other.
  Node3D node;
  node.set_as_top_level(true);  // keeps the global transform: sets the local one as a whole
  node.set_rotation_degrees({10, 20, 30});
  node.set_scale({1, 2, 3});
  node.set_visible(false);
  node.set_notify_transform(true);
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(10, 20, 30));
  EXPECT_EQ(node.get_scale(), Vector3(1, 2, 3));
  EXPECT_EQ(node.get_rotation_order(), EulerOrder::YXZ);
  for (int order = 0; order < 6; ++order) {
    node.set_rotation_order(EulerOrder(order));
    EXPECT_EQ(node.get_rotation_order(), EulerOrder(order));
    EXPECT_FALSE(node.is_visible());
    EXPECT_TRUE(node.is_set_as_top_level());
    EXPECT_TRUE(node.is_transform_notification_enabled());
  }
  Node3D fresh;  // a record used before starts again with no decomposition
  EXPECT_EQ(fresh.get_rotation_degrees(), Vector3());
  EXPECT_EQ(fresh.get_scale(), Vector3(1, 1, 1));
}

TEST(Node3D, RejectsAnOrderThatIsNotAnEulerOrder) {
  Node3D node;
  EXPECT_THROW(node.set_rotation_order(EulerOrder(6)), Error);
  EXPECT_THROW(node.set_rotation_order(EulerOrder(-1)), Error);
  EXPECT_EQ(node.get_rotation_order(), EulerOrder::YXZ);
}

// -- chaining -------------------------------------------------------------------------------------

TEST(Node3D, GlobalIsParentGlobalTimesLocal) {
  SceneTree tree;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto* child = child_of(parent, "Child");
  parent->set_position({1, 2, 3});
  parent->set_scale({2, 2, 2});
  child->set_position({1, 0, 0});
  // Powers of two and zero angles: exact.
  EXPECT_EQ(child->get_global_transform(),
            Transform3D(Basis::from_scale({4, 4, 4}).scaled_local({0.5f, 0.5f, 0.5f}), {3, 2, 3}));
  EXPECT_EQ(child->get_global_position(), Vector3(3, 2, 3));

  parent->set_rotation_degrees({0, 90, 0});
  const Transform3D expected = parent->get_transform() * child->get_transform();
  EXPECT_APPROX(child->get_global_transform(), expected);
  EXPECT_APPROX(child->get_global_position(), Vector3(1, 2, 1));
}

TEST(Node3D, ADetachedSubtreeChainsToo) {
  Owned<Node3D> top = make_owned<Node3D>();
  auto* middle = child_of(top.get());
  auto* leaf = child_of(middle);
  top->set_position({10, 0, 0});
  middle->set_position({0, 1, 0});
  leaf->set_position({0, 0, 1});
  EXPECT_EQ(leaf->get_global_position(), Vector3(10, 1, 1));
  top->set_position({20, 0, 0});
  EXPECT_EQ(leaf->get_global_position(), Vector3(20, 1, 1));
}

TEST(Node3D, UnderAPlainNodeIsATransformRoot) {
  SceneTree tree;
  auto* outer = child_of<Spy>(tree.get_root(), "Outer");
  auto* plain = child_of<Node>(outer, "Plain");
  auto* inner = child_of<Spy>(plain, "Inner");
  outer->set_position({5, 0, 0});
  inner->set_position({1, 0, 0});
  EXPECT_EQ(inner->get_global_position(), Vector3(1, 0, 0));
  EXPECT_EQ(inner->get_parent_node_3d(), nullptr);
  inner->track(true, false);
  outer->set_position({7, 0, 0});
  EXPECT_EQ(inner->invalidations, 0);
  EXPECT_FALSE(inner->is_global_transform_dirty());
  EXPECT_EQ(inner->get_global_position(), Vector3(1, 0, 0));
}

TEST(Node3D, TopLevelIgnoresTheParentAndSwitchingKeepsTheGlobalTransform) {
  SceneTree tree;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto* child = child_of<Spy>(parent, "Child");
  parent->set_position({5, 0, 0});
  child->set_position({1, 0, 0});
  ASSERT_EQ(child->get_global_position(), Vector3(6, 0, 0));

  child->set_as_top_level(true);
  EXPECT_TRUE(child->is_set_as_top_level());
  EXPECT_EQ(child->get_parent_node_3d(), nullptr);
  EXPECT_EQ(child->get_position(), Vector3(6, 0, 0));
  EXPECT_EQ(child->get_global_position(), Vector3(6, 0, 0));
  child->track(true, false);
  parent->set_position({100, 0, 0});
  EXPECT_EQ(child->invalidations, 0);
  EXPECT_EQ(child->get_global_position(), Vector3(6, 0, 0));

  child->set_as_top_level(false);
  EXPECT_EQ(child->get_parent_node_3d(), parent);
  EXPECT_EQ(child->get_global_position(), Vector3(6, 0, 0));
  EXPECT_EQ(child->get_position(), Vector3(-94, 0, 0));
  parent->set_position({0, 0, 0});
  EXPECT_EQ(child->get_global_position(), Vector3(-94, 0, 0));
}

// -- dirty flags ----------------------------------------------------------------------------------

TEST(Node3D, SettingMarksTheSubtreeDirtyStoppingAtDirtySubtrees) {
  SceneTree tree;
  auto* a = child_of<Spy>(tree.get_root(), "A");
  auto* b = child_of<Spy>(a, "B");
  auto* c = child_of<Spy>(b, "C");
  auto* c2 = child_of<Spy>(b, "C2");
  auto* d = child_of<Spy>(c, "D");
  for (Spy* spy : {a, b, c, c2, d}) spy->track(true, false);  // cleans them

  a->set_position({1, 0, 0});
  for (Spy* spy : {a, b, c, c2, d}) {
    EXPECT_TRUE(spy->is_global_transform_dirty()) << spy->get_name();
    EXPECT_EQ(spy->invalidations, 1) << spy->get_name();
  }
  // Already dirty: nothing below is visited again.
  a->set_position({2, 0, 0});
  b->set_position({0, 1, 0});
  for (Spy* spy : {a, b, c, c2, d}) EXPECT_EQ(spy->invalidations, 1) << spy->get_name();

  // A read recomputes only the dirty chain above the node read.
  EXPECT_EQ(d->get_global_position(), Vector3(2, 1, 0));
  EXPECT_FALSE(a->is_global_transform_dirty());
  EXPECT_FALSE(b->is_global_transform_dirty());
  EXPECT_FALSE(c->is_global_transform_dirty());
  EXPECT_FALSE(d->is_global_transform_dirty());
  EXPECT_TRUE(c2->is_global_transform_dirty());

  // The clean part is marked again; C2's subtree, still dirty, is not.
  a->set_position({3, 0, 0});
  EXPECT_EQ(a->invalidations, 2);
  EXPECT_EQ(b->invalidations, 2);
  EXPECT_EQ(c->invalidations, 2);
  EXPECT_EQ(d->invalidations, 2);
  EXPECT_EQ(c2->invalidations, 1);
  EXPECT_EQ(c2->get_global_position(), Vector3(3, 1, 0));
}

TEST(Node3D, ReadingAChildFirstThenItsParentRecomputesEachOnce) {
  Owned<Spy> a = make_owned<Spy>("A");
  auto* b = child_of<Spy>(a.get(), "B");
  a->set_position({1, 0, 0});
  b->set_position({0, 2, 0});
  EXPECT_EQ(b->get_global_position(), Vector3(1, 2, 0));
  EXPECT_FALSE(a->is_global_transform_dirty());
  EXPECT_EQ(a->get_global_position(), Vector3(1, 0, 0));
}

TEST(Node3D, AVeryDeepChainRecomputes) {
  Owned<Node3D> top = make_owned<Node3D>();
  Node3D* at = top.get();
  for (int i = 0; i < 1000; ++i) {
    at = child_of(at);
    at->set_position({1, 0, 0});
  }
  top->set_position({0, 5, 0});
  EXPECT_EQ(at->get_global_position(), Vector3(1000, 5, 0));
}

TEST(Node3D, MarkingReachesEveryNodeOfADeepCombTree) {
  // Every spine node has a child and a sibling leaf, so the marking walk keeps 200 siblings
  // pending at once, more than its stack holds: the rest go through nested walks.
  Owned<Spy> top = make_owned<Spy>("Top");
  std::vector<Spy*> nodes{top.get()};
  Node3D* spine = top.get();
  for (int depth = 1; depth <= 200; ++depth) {
    auto* next = child_of<Spy>(spine);
    auto* leaf = child_of<Spy>(spine);
    next->set_position({1, 0, 0});
    leaf->set_position({0, 0, real_t(depth)});
    nodes.push_back(next);
    nodes.push_back(leaf);
    spine = next;
  }
  for (Spy* node : nodes) {
    (void)node->get_global_transform();
    node->track(true, false);
  }
  top->set_position({0, 7, 0});
  for (Spy* node : nodes) {
    EXPECT_EQ(node->invalidations, 1) << node->get_name().str();
    EXPECT_TRUE(node->is_global_transform_dirty());
  }
  EXPECT_EQ(spine->get_global_position(), Vector3(200, 7, 0));
  EXPECT_EQ(nodes.back()->get_global_position(), Vector3(199, 7, 200));
}

TEST(Node3D, MarkingVisitsParentsBeforeChildren) {
  Log log;
  Owned<Spy> top = make_owned<Spy>("Top", &log);
  auto* a = static_cast<Spy*>(top->add_child(std::make_unique<Spy>("A", &log)));
  auto* a1 = static_cast<Spy*>(a->add_child(std::make_unique<Spy>("A1", &log)));
  auto* b = static_cast<Spy*>(top->add_child(std::make_unique<Spy>("B", &log)));
  for (Spy* spy : {top.get(), a, a1, b}) spy->track(true, false);
  log.clear();
  top->set_position({1, 0, 0});
  EXPECT_EQ(log.events, (std::vector<std::string>{"Top:invalidated", "A:invalidated",
                                                  "A1:invalidated", "B:invalidated"}));
}

TEST(Node3D, FreeingAParentLeavesItsDetachedChildrenWorking) {
  Owned<Node3D> top = make_owned<Node3D>();
  auto* middle = child_of(top.get());
  auto* below = child_of(middle);
  middle->set_position({1, 0, 0});
  below->set_position({0, 1, 0});
  top->set_position({0, 0, 1});
  EXPECT_EQ(below->get_global_position(), Vector3(1, 1, 1));
  middle->remove_child(below);
  std::unique_ptr<Node3D> kept(below);
  top.reset();  // frees top and middle; `below` was linked under middle until removed
  kept->set_position({0, 2, 0});
  EXPECT_EQ(kept->get_global_position(), Vector3(0, 2, 0));
  auto* fresh = child_of(kept.get());  // reuses a freed record
  fresh->set_position({3, 0, 0});
  EXPECT_EQ(fresh->get_global_position(), Vector3(3, 2, 0));
}

TEST(Node3D, ANewParentDirtiesTheSubtree) {
  SceneTree tree;
  auto* a = child_of(tree.get_root(), "A");
  auto* b = child_of(tree.get_root(), "B");
  a->set_position({1, 0, 0});
  b->set_position({0, 1, 0});
  auto* moving = child_of<Spy>(a, "Moving");
  auto* below = child_of<Spy>(moving, "Below");
  below->set_position({0, 0, 1});
  EXPECT_EQ(below->get_global_position(), Vector3(1, 0, 1));
  moving->track(true, false);
  below->track(true, false);
  moving->reparent(b, false);
  EXPECT_EQ(moving->invalidations, 1);  // once: dirty after leaving A, still dirty under B
  EXPECT_EQ(below->invalidations, 1);
  EXPECT_EQ(below->get_global_position(), Vector3(0, 1, 1));
}

// -- rotation, scale and their caches -------------------------------------------------------------

TEST(Node3D, RotationDegreesReturnsTheValueSetSoIncrementingIsStable) {
  Node3D node;
  node.set_scale({2, 3, 4});
  real_t expected = 0;
  for (int i = 0; i < 1000; ++i) {
    node.set_rotation_degrees(node.get_rotation_degrees() + Vector3(0, 0.1f, 0));
    expected += 0.1f;
    (void)node.get_global_transform();
    node.set_position({real_t(i), 0, 0});
  }
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, expected, 0));
  EXPECT_EQ(node.get_scale(), Vector3(2, 3, 4));

  node.set_rotation_degrees({0, 0, 0});
  for (int i = 0; i < 720; ++i) node.set_rotation_degrees(node.get_rotation_degrees() + kY);
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, 720, 0));
  EXPECT_APPROX(node.get_rotation(), Vector3(0, deg(720), 0));
}

TEST(Node3D, RotationReturnsTheRadiansSet) {
  Node3D node;
  node.set_rotation({0.25f, 4, -1});
  EXPECT_EQ(node.get_rotation(), Vector3(0.25f, 4, -1));
  EXPECT_APPROX(node.get_basis(), Basis::from_euler({0.25f, 4, -1}, EulerOrder::YXZ));
  node.set_scale({-1, 1, 1});
  EXPECT_EQ(node.get_rotation(), Vector3(0.25f, 4, -1));
  EXPECT_EQ(node.get_scale(), Vector3(-1, 1, 1));
  EXPECT_APPROX(node.get_basis(),
                Basis::from_euler({0.25f, 4, -1}, EulerOrder::YXZ).scaled_local({-1, 1, 1}));
}

TEST(Node3D, DecomposedAnglesSnapToWholeDegrees) {
  Node3D node;
  node.rotate_y(deg(30));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, 30, 0));
  EXPECT_EQ(node.get_rotation(), Vector3(0, deg(30), 0));

  node.set_basis(Basis::from_euler({deg(10), deg(-45), deg(20)}, EulerOrder::YXZ));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(10, -45, 20));

  node.set_basis(Basis(kY, deg(30.01f)));
  const Vector3 kept = node.get_rotation_degrees();
  EXPECT_NE(kept.y, 30);
  EXPECT_NEAR(kept.y, 30.01, 1e-4);
  EXPECT_EQ(kept.x, 0);
  EXPECT_EQ(kept.z, 0);
}

TEST(Node3D, ATransformSetIsKeptExactly) {
  Node3D node;
  const Transform3D sheared(1, 0.5f, 0, 0, 1, 0, 0.25f, 0, 2, 3, 4, 5);
  node.set_transform(sheared);
  EXPECT_EQ(node.get_transform(), sheared);
  (void)node.get_rotation();
  (void)node.get_scale();
  node.set_position({7, 8, 9});
  EXPECT_EQ(node.get_basis(), sheared.basis);
  EXPECT_EQ(node.get_global_transform(), Transform3D(sheared.basis, {7, 8, 9}));
}

TEST(Node3D, ScaleAndRotationDecomposeFromABasis) {
  Node3D node;
  node.set_basis(Basis(kY, deg(90)).scaled_local({2, 3, 4}));
  EXPECT_APPROX(node.get_scale(), Vector3(2, 3, 4));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, 90, 0));
  node.set_scale({1, 1, 1});
  EXPECT_APPROX(node.get_basis(), Basis(kY, deg(90)));
}

TEST(Node3D, QuaternionKeepsTheScale) {
  Node3D node;
  node.set_scale({2, 2, 2});
  node.set_quaternion(Quaternion(kY, deg(90)));
  EXPECT_EQ(node.get_scale(), Vector3(2, 2, 2));
  EXPECT_APPROX(node.get_quaternion(), Quaternion(kY, deg(90)));
  EXPECT_APPROX(node.get_basis(), Basis(kY, deg(90)).scaled_local({2, 2, 2}));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, 90, 0));
}

TEST(Node3D, ChangingTheRotationOrderKeepsTheOrientation) {
  Node3D node;
  node.set_rotation_degrees({10, 20, 30});
  const Basis before = node.get_basis();
  node.set_rotation_order(EulerOrder::XYZ);
  EXPECT_EQ(node.get_rotation_order(), EulerOrder::XYZ);
  EXPECT_APPROX(node.get_basis(), before);
  EXPECT_APPROX(Basis::from_euler(node.get_rotation(), EulerOrder::XYZ), before);
  node.set_rotation_degrees({10, 20, 30});
  EXPECT_APPROX(node.get_basis(), Basis::from_euler({deg(10), deg(20), deg(30)}, EulerOrder::XYZ));
}

// -- global setters -------------------------------------------------------------------------------

struct Node3DWithParent : ::testing::Test {
  SceneTree tree;
  Node3D* parent = child_of(tree.get_root(), "Parent");
  Node3D* child = child_of(parent, "Child");
  void SetUp() override {
    parent->set_position({10, 0, 0});
    parent->set_rotation_degrees({0, 90, 0});
    parent->set_scale({2, 2, 2});
    child->set_rotation_degrees({0, 0, 45});
  }
};

TEST_F(Node3DWithParent, GlobalPositionMovesOnlyTheLocalPosition) {
  child->set_global_position({10, 0, -4});
  EXPECT_APPROX(child->get_global_position(), Vector3(10, 0, -4));
  EXPECT_APPROX(child->get_position(), Vector3(2, 0, 0));
  EXPECT_EQ(child->get_rotation_degrees(), Vector3(0, 0, 45));
  child->global_translate({0, 1, 0});
  EXPECT_APPROX(child->get_global_position(), Vector3(10, 1, -4));
}

TEST_F(Node3DWithParent, GlobalTransformSetterComputesTheLocalTransform) {
  const Transform3D wanted(Basis(kX, deg(30)), {1, 2, 3});
  child->set_global_transform(wanted);
  EXPECT_APPROX(child->get_global_transform(), wanted);
  EXPECT_APPROX(child->get_transform(), parent->get_global_transform().affine_inverse() * wanted);
  child->set_global_basis(Basis(kZ, deg(90)));
  EXPECT_APPROX(child->get_global_basis(), Basis(kZ, deg(90)));
  EXPECT_APPROX(child->get_global_position(), Vector3(1, 2, 3));
}

TEST_F(Node3DWithParent, GlobalRotationKeepsTheGlobalScaleAndPosition) {
  const Vector3 position = child->get_global_position();
  child->set_global_rotation({0, deg(45), 0});
  EXPECT_APPROX(child->get_global_rotation(), Vector3(0, deg(45), 0));
  EXPECT_APPROX(child->get_global_transform().basis.get_scale(), Vector3(2, 2, 2));
  EXPECT_APPROX(child->get_global_position(), position);
  child->set_global_rotation_degrees({30, 0, 0});
  EXPECT_APPROX(child->get_global_rotation_degrees(), Vector3(30, 0, 0));
  child->global_rotate(kY, deg(90));
  EXPECT_APPROX(child->get_global_position(), position);
  EXPECT_APPROX(child->get_global_basis(),
                Basis(kY, deg(90)) * Basis(kX, deg(30)).scaled_local({2, 2, 2}));
}

TEST_F(Node3DWithParent, ToLocalAndToGlobal) {
  EXPECT_APPROX(parent->to_global({1, 0, 0}), Vector3(10, 0, -2));
  EXPECT_APPROX(parent->to_local({10, 0, -2}), Vector3(1, 0, 0));
  const Vector3 point(3, -1, 2);
  EXPECT_APPROX(child->to_local(child->to_global(point)), point);
}

TEST_F(Node3DWithParent, ModelMatrixIsTheGlobalTransformColumnMajor) {
  Node3D node;
  node.set_position({1, 2, 3});
  node.set_scale({2, 2, 2});
  const std::array<float, 16> expected{2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 1, 2, 3, 1};
  EXPECT_EQ(node.get_model_matrix(), expected);
  const Transform3D global = child->get_global_transform();
  const std::array<float, 16> m = child->get_model_matrix();
  EXPECT_EQ(m[4], float(global.basis.y.x));
  EXPECT_EQ(m[9], float(global.basis.z.y));
  EXPECT_EQ(m[14], float(global.origin.z));
  EXPECT_EQ(m[15], 1.0f);
}

// -- operations -----------------------------------------------------------------------------------

TEST(Node3D, LookAtPointsMinusZAtTheTargetKeepingPositionAndScale) {
  Node3D node;
  node.set_position({1, 0, 0});
  node.set_scale({2, 2, 2});
  node.look_at({6, 0, 0});
  EXPECT_EQ(node.get_position(), Vector3(1, 0, 0));
  EXPECT_APPROX(node.get_basis(), Basis(kZ * 2, kY * 2, kX * -2));
  EXPECT_EQ(node.get_scale(), Vector3(2, 2, 2));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, -90, 0));
  EXPECT_APPROX((node.get_global_basis().xform({0, 0, -1})).normalized(), kX);

  node.look_at({1, 0, 5}, kY, true);  // model front: +Z at the target
  EXPECT_APPROX(node.get_global_basis().xform(kZ).normalized(), kZ);

  node.look_at_from_position({0, 3, 0}, {0, 0, 0}, kZ);
  EXPECT_EQ(node.get_position(), Vector3(0, 3, 0));
  EXPECT_APPROX(node.get_global_basis().xform({0, 0, -1}).normalized(), Vector3(0, -1, 0));
  EXPECT_APPROX(node.get_global_basis().xform(kY).normalized(), kZ);
}

TEST_F(Node3DWithParent, LookAtUnderATransformedParentWorksInWorldSpace) {
  child->set_position({1, 0, 0});
  child->set_scale({1, 3, 1});
  const Vector3 from = child->get_global_position();
  const Vector3 target(0, 5, 7);
  child->look_at(target);
  EXPECT_APPROX(child->get_global_position(), from);
  EXPECT_APPROX(child->get_global_basis().xform({0, 0, -1}).normalized(),
                (target - from).normalized());
  EXPECT_EQ(child->get_scale(), Vector3(1, 3, 1));
}

TEST(Node3D, LookAtRefusesADegenerateRequestAndChangesNothing) {
  Node3D node;
  node.set_position({1, 2, 3});
  EXPECT_THROW(node.look_at({1, 2, 3}), Error);
  EXPECT_THROW(node.look_at({0, 0, 0}, Vector3()), Error);
  EXPECT_EQ(node.get_transform(), Transform3D(Basis(), {1, 2, 3}));
}

TEST(Node3D, TranslateRotateAndScaleOperations) {
  Node3D node;
  node.set_rotation_degrees({0, 90, 0});
  node.set_scale({2, 2, 2});
  node.translate({1, 0, 0});  // in the node's frame: rotated and scaled
  EXPECT_APPROX(node.get_position(), Vector3(0, 0, -2));
  EXPECT_EQ(node.get_rotation_degrees(), Vector3(0, 90, 0));
  node.translate_object_local({0, 0, 1});
  EXPECT_APPROX(node.get_position(), Vector3(2, 0, -2));

  Node3D a, b;
  a.rotate_y(deg(90));
  a.rotate_object_local(kX, deg(90));
  b.rotate_y(deg(90));
  b.rotate(kX, deg(90));
  EXPECT_APPROX(a.get_basis(), Basis(kY, deg(90)) * Basis(kX, deg(90)));
  EXPECT_APPROX(b.get_basis(), Basis(kX, deg(90)) * Basis(kY, deg(90)));
  Node3D c;
  c.rotate_x(deg(90));
  c.rotate_z(deg(90));
  EXPECT_APPROX(c.get_basis(), Basis(kZ, deg(90)) * Basis(kX, deg(90)));

  Node3D s;
  s.rotate_y(deg(90));
  s.scale_object_local({3, 1, 1});
  EXPECT_APPROX(s.get_scale(), Vector3(3, 1, 1));
  EXPECT_APPROX(s.get_basis().x, Vector3(0, 0, -3));
  s.set_identity();
  EXPECT_EQ(s.get_transform(), Transform3D());
}

TEST(Node3D, ReparentKeepsTheGlobalTransform) {
  SceneTree tree;
  auto* a = child_of(tree.get_root(), "A");
  auto* b = child_of(tree.get_root(), "B");
  a->set_position({1, 0, 0});
  a->set_rotation_degrees({0, 90, 0});
  b->set_position({0, 5, 0});
  b->set_scale({2, 2, 2});
  auto* moving = child_of(a, "Moving");
  moving->set_position({0, 0, -1});
  moving->set_rotation_degrees({30, 0, 0});
  const Transform3D global = moving->get_global_transform();

  moving->reparent(b);
  EXPECT_EQ(moving->get_parent(), b);
  EXPECT_APPROX(moving->get_global_transform(), global);

  moving->reparent(tree.get_root());  // not a Node3D: the local transform is the global one
  EXPECT_APPROX(moving->get_transform(), global);

  const Transform3D local = moving->get_transform();
  moving->reparent(b, false);
  EXPECT_EQ(moving->get_transform(), local);
  EXPECT_APPROX(moving->get_global_transform(), b->get_global_transform() * local);
}

// -- visibility -----------------------------------------------------------------------------------

TEST(Node3D, VisibilityFollowsTheNode3DChain) {
  SceneTree tree;
  auto* a = child_of(tree.get_root(), "A");
  auto* b = child_of(a, "B");
  auto* plain = child_of<Node>(a, "Plain");
  auto* beyond = child_of(plain, "Beyond");
  auto* top = child_of(b, "Top");
  top->set_as_top_level(true);
  a->hide();
  EXPECT_FALSE(a->is_visible());
  EXPECT_TRUE(b->is_visible());
  EXPECT_FALSE(b->is_visible_in_tree());
  EXPECT_FALSE(top->is_visible_in_tree());  // top_level does not break the visibility chain
  EXPECT_TRUE(beyond->is_visible_in_tree());
  a->show();
  EXPECT_TRUE(top->is_visible_in_tree());
}

TEST(Node3D, VisibilityChangedReachesVisibleNode3DsParentsFirst) {
  SceneTree tree;
  Log log;
  auto* a = tree.get_root()->add_child(std::make_unique<Spy>("A", &log));
  auto* b = a->add_child(std::make_unique<Spy>("B", &log));
  auto* hidden = a->add_child(std::make_unique<Spy>("Hidden", &log));
  auto* d = b->add_child(std::make_unique<Spy>("D", &log));
  auto* plain = child_of<Node>(a, "Plain");
  plain->add_child(std::make_unique<Spy>("Beyond", &log));
  hidden->hide();
  for (Spy* spy : {a, b, hidden, d}) {
    spy->visibility_changed.connect([&log, spy] { log.add(spy->get_name().str() + ":signal"); });
  }
  log.clear();
  a->hide();
  EXPECT_EQ(log.events,
            (Events{"A:visibility_notification", "A:signal", "B:visibility_notification",
                    "B:signal", "D:visibility_notification", "D:signal"}));
  log.clear();
  a->hide();  // unchanged: nothing
  EXPECT_TRUE(log.events.empty());
  a->set_visible(true);
  EXPECT_EQ(log.events.size(), 6u);
}

TEST(Node3D, VisibilityOutsideATreeSendsNothing) {
  Log log;
  Spy node("N", &log);
  node.visibility_changed.connect([&log] { log.add("signal"); });
  node.hide();
  EXPECT_FALSE(node.is_visible_in_tree());
  EXPECT_TRUE(log.events.empty());
}

// -- transform notifications ----------------------------------------------------------------------

struct RecordingFrameServer : IFrameServer {
  explicit RecordingFrameServer(Log* log) : log(log) {}
  void process(double) override { log->add("server:frame"); }
  Log* log;
};

TEST(Node3D, NotifyTransformOncePerFrameAtTheTransformSync) {
  SceneTree tree;
  Log log;
  tree.servers().add(std::make_unique<RecordingFrameServer>(&log));
  auto* node = tree.get_root()->add_child(std::make_unique<Spy>("N", &log));
  node->set_notify_transform(true);
  EXPECT_TRUE(node->is_transform_notification_enabled());
  tree.tick(1.0 / 60);
  log.clear();

  node->log_process = true;
  node->on_process = [&log](Spy* self) {
    self->set_position(self->get_position() + kX);
    self->call_deferred([&log, self] {
      log.add("deferred");
      self->set_position(self->get_position() + kX);
    });
    self->rotate_y(0.1f);
  };
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"N:process", "deferred", "N:transform_changed", "server:frame"}));

  node->on_process = nullptr;
  log.clear();
  tree.tick(1.0 / 60);  // not moved: no notification
  EXPECT_EQ(log.events, (Events{"N:process", "server:frame"}));
}

TEST(Node3D, NotifyTransformForAnAncestorsMoveAndOnEnteringTheTree) {
  SceneTree tree;
  Log log;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto child = std::make_unique<Spy>("Child", &log);
  child->set_notify_transform(true);
  Spy* added = parent->add_child(std::move(child));
  EXPECT_TRUE(log.events.empty());
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"Child:transform_changed"}));

  log.clear();
  parent->set_position({0, 1, 0});
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"Child:transform_changed"}));

  // Nobody read the global in between: the delivery cleaned it, so the next move is seen.
  log.clear();
  parent->set_position({0, 2, 0});
  parent->set_position({0, 3, 0});
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"Child:transform_changed"}));
  EXPECT_EQ(added->get_global_position(), Vector3(0, 3, 0));
}

TEST(Node3D, NotifyTransformOnceWhenReparentedDuringTheFrame) {
  SceneTree tree;
  Log log;
  auto* a = child_of(tree.get_root(), "A");
  auto* b = child_of(tree.get_root(), "B");
  auto* node = a->add_child(std::make_unique<Spy>("N", &log));
  node->set_notify_transform(true);
  tree.tick(1.0 / 60);
  log.clear();
  node->set_position({1, 0, 0});
  node->reparent(b);
  node->reparent(a);
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"N:transform_changed"}));

  // Moved into another tree before this one's sync: the other tree notifies it.
  log.clear();
  SceneTree other;
  node->set_position({2, 0, 0});
  a->remove_child(node);
  other.get_root()->add_child(node);
  tree.tick(1.0 / 60);
  EXPECT_TRUE(log.events.empty());
  other.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"N:transform_changed"}));
}

TEST(Node3D, AQueuedNodeFreedBeforeTheSyncIsSkipped) {
  SceneTree tree;
  auto* node = child_of(tree.get_root());
  node->set_notify_transform(true);
  node->set_position({1, 0, 0});
  node->free();
  tree.tick(1.0 / 60);
  SUCCEED();
}

TEST(Node3D, NotifyLocalTransformIsImmediateAndOnlyForLocalChanges) {
  SceneTree tree;
  Log log;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto* node = parent->add_child(std::make_unique<Spy>("N", &log));
  node->set_notify_local_transform(true);
  EXPECT_TRUE(node->is_local_transform_notification_enabled());
  node->set_position({1, 0, 0});
  EXPECT_EQ(log.events, (Events{"N:local_transform_changed"}));
  node->set_rotation_degrees({0, 10, 0});
  node->set_scale({2, 2, 2});
  node->look_at({5, 5, 5});
  node->set_global_position({0, 0, 0});
  EXPECT_EQ(log.events.size(), 5u);
  parent->set_position({3, 0, 0});
  EXPECT_EQ(log.events.size(), 5u);
}

// -- server hooks ---------------------------------------------------------------------------------

TEST(Node3D, ServerHooksRunSynchronouslyInOrder) {
  SceneTree tree;
  Log log;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto* node = parent->add_child(std::make_unique<Spy>("N", &log));
  node->track(true, true);
  node->set_notify_local_transform(true);
  node->set_position({1, 0, 0});
  EXPECT_EQ(log.events, (Events{"N:invalidated", "N:local_hook", "N:local_transform_changed"}));

  // Still dirty: the global hook waits until the global transform is read again.
  log.clear();
  node->set_position({2, 0, 0});
  EXPECT_EQ(log.events, (Events{"N:local_hook", "N:local_transform_changed"}));
  (void)node->get_global_transform();
  log.clear();
  parent->set_position({0, 1, 0});  // an ancestor's change: global hook only
  EXPECT_EQ(log.events, (Events{"N:invalidated"}));
  EXPECT_EQ(node->local_changes, 2);
}

TEST(Node3D, AGlobalHookMayReadTheNewGlobalTransform) {
  SceneTree tree;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto* node = parent->add_child(std::make_unique<Spy>("N"));
  auto* below = node->add_child(std::make_unique<Spy>("Below"));
  below->set_position({0, 0, 1});
  std::vector<Vector3> pushed;
  for (Spy* spy : {node, below}) {
    spy->on_invalidated = [&pushed](Spy* self) { pushed.push_back(self->get_global_position()); };
    spy->track(true, false);
  }
  parent->set_position({5, 0, 0});
  EXPECT_EQ(pushed, (std::vector<Vector3>{{5, 0, 0}, {5, 0, 1}}));
  parent->set_position({6, 0, 0});  // re-armed by the reads
  EXPECT_EQ(pushed.size(), 4u);
  EXPECT_EQ(pushed.back(), Vector3(6, 0, 1));
}

TEST(Node3D, TheGlobalHookFiresForANewParent) {
  SceneTree tree;
  auto* parent = child_of(tree.get_root(), "Parent");
  auto node = std::make_unique<Spy>("N");
  node->track(true, false);
  Spy* added = parent->add_child(std::move(node));
  EXPECT_EQ(added->invalidations, 1);
}

}  // namespace
}  // namespace arbor::test
