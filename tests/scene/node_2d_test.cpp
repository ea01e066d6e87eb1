// CanvasItem and Node2D: chained and cached global transforms,
// decomposition, global setters, look_at, reparent, visibility, z index, modulate, transform
// notifications at the frame's sync step, and the engine-internal hooks.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/math/math.h"
#include "arbor/scene/canvas_item.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "scene/transform_store.h"
#include "test_recorder.h"

namespace arbor::test {
namespace {

constexpr real_t kEps = real_t(1e-4);
constexpr real_t kPi = real_t(Math::PI);

void expect_near(const Vector2& actual, const Vector2& expected, real_t eps = kEps) {
  EXPECT_NEAR(actual.x, expected.x, eps);
  EXPECT_NEAR(actual.y, expected.y, eps);
}

void expect_near(const Transform2D& actual, const Transform2D& expected, real_t eps = kEps) {
  for (int i = 0; i < 3; ++i) expect_near(actual[i], expected[i], eps);
}

/// A Node2D that logs its processing, deferred calls and transform notifications.
class Mover : public Node2D {
  ARBOR_CLASS(Mover, Node2D)

 public:
  explicit Mover(Log* log, std::string_view name) : log_(log) { set_name(name); }
  std::function<void(Mover*)> on_process;

 protected:
  void _process(double) override {
    log_->add(get_name().str() + ":process");
    if (on_process) on_process(this);
  }
  void _notification(int what) override {
    if (what == NOTIFICATION_TRANSFORM_CHANGED) {
      log_->add(get_name().str() + ":transform_changed");
    } else if (what == NOTIFICATION_LOCAL_TRANSFORM_CHANGED) {
      log_->add(get_name().str() + ":local_transform_changed");
    } else if (what == NOTIFICATION_VISIBILITY_CHANGED) {
      log_->add(get_name().str() + ":visibility_changed " +
                (is_visible_in_tree() ? "visible" : "hidden"));
    }
  }

 private:
  Log* log_;
};

/// A Node2D standing in for a physics body: it uses the engine-internal hooks.
class Tracked : public Node2D {
  ARBOR_CLASS(Tracked, Node2D)

 public:
  int global_invalidations = 0;
  int local_changes = 0;
  void track(bool global, bool local) {
    set_track_global_transform_changes(global);
    set_track_local_transform_changes(local);
  }

 protected:
  void _global_transform_invalidated() override { ++global_invalidations; }
  void _local_transform_changed() override { ++local_changes; }
};

/// The transform notifications in a log (re-entering a tree also logs visibility).
std::vector<std::string> transform_events(const Log& log) {
  std::vector<std::string> events;
  for (const std::string& event : log.events) {
    if (event.find(":transform_changed") != std::string::npos) events.push_back(event);
  }
  return events;
}

template <class T = Node2D>
T* add(Node* parent, std::unique_ptr<T> node) {
  return parent->add_child(std::move(node));
}
Node2D* add_2d(Node* parent, Vector2 position = {}) {
  auto* node = parent->add_child(std::make_unique<Node2D>());
  node->set_position(position);
  return node;
}

// -- basics ---------------------------------------------------------------------------------------

TEST(Node2D, DefaultsAndClass) {
  Node2D node;
  EXPECT_EQ(node.get_class(), "Node2D");
  EXPECT_TRUE(node.is_class("CanvasItem"));
  EXPECT_TRUE(node.is_class("Node"));
  EXPECT_EQ(node.get_position(), Vector2(0, 0));
  EXPECT_EQ(node.get_rotation(), 0);
  EXPECT_EQ(node.get_scale(), Vector2(1, 1));
  EXPECT_EQ(node.get_skew(), 0);
  EXPECT_EQ(node.get_transform(), Transform2D());
  EXPECT_EQ(node.get_global_transform(), Transform2D());
  EXPECT_TRUE(node.is_visible());
  EXPECT_FALSE(node.is_visible_in_tree());  // outside a tree
  EXPECT_EQ(node.get_z_index(), 0);
  EXPECT_TRUE(node.is_z_relative());
  EXPECT_EQ(node.get_modulate(), Color(1, 1, 1, 1));
  EXPECT_EQ(node.get_self_modulate(), Color(1, 1, 1, 1));
  EXPECT_FALSE(node.is_set_as_top_level());
  EXPECT_FALSE(node.is_transform_notification_enabled());
  EXPECT_FALSE(node.is_local_transform_notification_enabled());
}

TEST(Node2D, StaysSmall) {
  // A Node2D adds to its CanvasItem only its decomposition (scale, rotation, skew and the degrees
  // as set: five reals), and a record in the transform store (the parent word, the links, the
  // local and global transforms; a chunk of them has nothing else), but no per-node container.
  using Chunk = detail::TransformChunk<Transform2D>;
  const std::size_t record = 4 + sizeof(detail::TransformLinks) + 2 * sizeof(Transform2D);
  EXPECT_EQ(sizeof(Chunk), Chunk::kSlots * record);
  const std::size_t decomposition = 5 * sizeof(real_t);
  EXPECT_LE(sizeof(Node2D), (sizeof(CanvasItem) + decomposition + 7) / 8 * 8);
  EXPECT_LE(sizeof(CanvasItem), sizeof(Node) + 32);
}

// -- chaining -------------------------------------------------------------------------------------

TEST(Node2D, GlobalTransformChainsExactly) {
  SceneTree tree;
  auto* top = add_2d(tree.get_root(), {10, 20});
  top->set_scale({2, 2});
  auto* mid = add_2d(top, {1, 3});
  auto* leaf = add_2d(mid, {0.5f, -1});
  EXPECT_EQ(mid->get_global_position(), Vector2(12, 26));
  EXPECT_EQ(leaf->get_global_position(), Vector2(13, 24));
  EXPECT_EQ(leaf->get_global_scale(), Vector2(2, 2));

  // A quarter turn given exactly as a transform: x -> +Y, y -> -X.
  top->set_transform(Transform2D(0, 1, -1, 0, 10, 20));
  EXPECT_EQ(mid->get_global_position(), Vector2(7, 21));
  EXPECT_EQ(leaf->get_global_transform(), Transform2D(0, 1, -1, 0, 8, 21.5f));
  EXPECT_EQ(leaf->to_global({1, 0}), Vector2(8, 22.5f));
  EXPECT_EQ(leaf->to_local({8, 22.5f}), Vector2(1, 0));
}

TEST(Node2D, ChainsOnlyThroughCanvasItems) {
  SceneTree tree;
  auto* top = add_2d(tree.get_root(), {5, 5});
  auto* plain = top->add_child(std::make_unique<Node>());
  auto* below_plain = add_2d(plain, {1, 1});
  EXPECT_EQ(below_plain->get_global_position(), Vector2(1, 1));
  EXPECT_EQ(below_plain->get_parent_item(), nullptr);

  // A plain CanvasItem (no transform of its own) passes its parent's transform through.
  auto* item = top->add_child(std::make_unique<CanvasItem>());
  auto* below_item = add_2d(item, {1, 1});
  EXPECT_EQ(item->get_global_transform(), Transform2D(1, 0, 0, 1, 5, 5));
  EXPECT_EQ(below_item->get_global_position(), Vector2(6, 6));
  EXPECT_EQ(below_item->get_parent_item(), item);

  top->set_position({0, 0});
  EXPECT_EQ(below_item->get_global_position(), Vector2(1, 1));
  EXPECT_EQ(below_plain->get_global_position(), Vector2(1, 1));
}

TEST(Node2D, WorksOutsideATree) {
  Node2D top;
  top.set_position({3, 4});
  auto* child = top.add_child(std::make_unique<Node2D>());
  child->set_position({1, 1});
  EXPECT_EQ(child->get_global_position(), Vector2(4, 5));
  top.translate({1, 0});
  EXPECT_EQ(child->get_global_position(), Vector2(5, 5));
}

TEST(Node2D, ReadRecomputesOnlyTheDirtyChainAbove) {
  SceneTree tree;
  auto* top = add_2d(tree.get_root(), {1, 0});
  auto* a = add_2d(top, {0, 1});
  auto* a_leaf = add_2d(a, {1, 1});
  auto* b = add_2d(top, {0, 2});
  auto* b_leaf = add_2d(b, {1, 1});
  (void)a_leaf->get_global_transform();
  (void)b_leaf->get_global_transform();
  EXPECT_FALSE(top->is_global_transform_dirty());

  top->set_position({2, 0});
  for (Node2D* node : {top, a, a_leaf, b, b_leaf}) EXPECT_TRUE(node->is_global_transform_dirty());
  EXPECT_EQ(a_leaf->get_global_position(), Vector2(3, 2));
  EXPECT_FALSE(top->is_global_transform_dirty());
  EXPECT_FALSE(a->is_global_transform_dirty());
  EXPECT_FALSE(a_leaf->is_global_transform_dirty());
  EXPECT_TRUE(b->is_global_transform_dirty());
  EXPECT_TRUE(b_leaf->is_global_transform_dirty());
  EXPECT_EQ(b_leaf->get_global_position(), Vector2(3, 3));
}

TEST(Node2D, InvalidationStopsAtSubtreesAlreadyDirty) {
  SceneTree tree;
  auto* top = add(tree.get_root(), std::make_unique<Tracked>());
  std::vector<Tracked*> below;
  Node* at = top;
  for (int i = 0; i < 5; ++i) {
    below.push_back(add(at, std::make_unique<Tracked>()));
    at = below.back();
  }
  for (Tracked* node : below) node->track(true, false);
  (void)below.back()->get_global_transform();
  top->set_position({1, 0});
  top->set_position({2, 0});  // the subtree is already dirty: nobody is told twice
  for (Tracked* node : below) EXPECT_EQ(node->global_invalidations, 1);
  // Reading re-arms the chain above the node read, and only that.
  (void)below[2]->get_global_transform();
  top->set_position({3, 0});
  EXPECT_EQ(below[0]->global_invalidations, 2);
  EXPECT_EQ(below[2]->global_invalidations, 2);
  EXPECT_EQ(below[3]->global_invalidations, 1);  // was still dirty
  EXPECT_EQ(below[4]->get_global_position(), Vector2(3, 0));
}

TEST(Node2D, DeepChainsCrossTheReadBatches) {
  // Reads gather the dirty chain 32 items at a time; 100 levels cross three batch boundaries.
  SceneTree tree;
  auto* top = add_2d(tree.get_root());
  Node2D* at = top;
  for (int i = 0; i < 100; ++i) at = add_2d(at, {1, 0});
  EXPECT_EQ(at->get_global_position(), Vector2(100, 0));
  top->set_position({0, 7});
  top->set_scale({2, 1});
  EXPECT_EQ(at->get_global_position(), Vector2(200, 7));
}

// -- decomposition --------------------------------------------------------------------------------

TEST(Node2D, AssignedTransformIsKeptExactlyAndDecomposed) {
  Node2D node;
  const Transform2D assigned(real_t(0.5), Vector2(2, 3), real_t(0.25), Vector2(7, 8));
  node.set_transform(assigned);
  EXPECT_EQ(node.get_transform(), assigned);
  EXPECT_EQ(node.get_position(), Vector2(7, 8));
  EXPECT_NEAR(node.get_rotation(), 0.5, kEps);
  expect_near(node.get_scale(), {2, 3});
  EXPECT_NEAR(node.get_skew(), 0.25, kEps);
  EXPECT_EQ(node.get_transform(), assigned);  // decomposing did not touch it

  // Moving keeps the basis exactly; changing rotation rebuilds it from the decomposition.
  node.set_position({1, 2});
  EXPECT_EQ(node.get_transform(), Transform2D(assigned[0], assigned[1], Vector2(1, 2)));
  node.set_rotation(0);
  expect_near(node.get_transform(), Transform2D(0, Vector2(2, 3), real_t(0.25), Vector2(1, 2)));
  EXPECT_NEAR(node.get_skew(), 0.25, kEps);
}

TEST(Node2D, NegativeScaleDecomposesLikeGodot) {
  Node2D node;
  node.set_transform(Transform2D(1, 0, 0, -1, 0, 0));
  EXPECT_EQ(node.get_scale(), Vector2(1, -1));
  EXPECT_EQ(node.get_rotation(), 0);
  EXPECT_NEAR(node.get_skew(), 0, kEps);
  node.set_scale({2, -2});
  expect_near(node.get_transform(), Transform2D(2, 0, 0, -2, 0, 0));
}

TEST(Node2D, ComposesScaleSkewRotationThenPosition) {
  Node2D node;
  node.set_position({4, 5});
  node.set_scale({2, 3});
  EXPECT_EQ(node.get_transform(), Transform2D(2, 0, 0, 3, 4, 5));
  node.set_skew(real_t(0.3));
  expect_near(node.get_transform(),
              Transform2D(2, 0, -3 * std::sin(real_t(0.3)), 3 * std::cos(real_t(0.3)), 4, 5));
  node.set_rotation(kPi / 2);
  expect_near(node.get_transform()[0], {0, 2});
  EXPECT_NEAR(node.get_skew(), 0.3, kEps);
  node.set_scale({0, 1});  // a zero scale becomes CMP_EPSILON
  EXPECT_EQ(node.get_scale().x, real_t(CMP_EPSILON));
}

TEST(Node2D, RotationDegreesReturnsTheValueSet) {
  Node2D node;
  real_t degrees = 0;
  for (int i = 0; i < 100; ++i) {
    degrees += real_t(0.1);
    node.set_rotation_degrees(degrees);
    EXPECT_EQ(node.get_rotation_degrees(), degrees);
  }
  EXPECT_NEAR(node.get_rotation(), Math::deg_to_rad(degrees), kEps);
  // Set any other way, degrees are decomposed and snap to whole degrees.
  node.set_rotation(Math::deg_to_rad(real_t(30)));
  EXPECT_EQ(node.get_rotation_degrees(), 30);
  node.set_transform(Transform2D(Math::deg_to_rad(real_t(-45)), Vector2(1, 2)));
  EXPECT_EQ(node.get_rotation_degrees(), -45);
  node.set_rotation(real_t(0.5));
  EXPECT_NEAR(node.get_rotation_degrees(), 28.6479, 1e-3);
  // Changing scale keeps the degrees that were set.
  node.set_rotation_degrees(real_t(12.3));
  node.set_scale({2, 2});
  EXPECT_EQ(node.get_rotation_degrees(), real_t(12.3));
}

// -- global setters -------------------------------------------------------------------------------

TEST(Node2D, GlobalSettersUnderATransformedParent) {
  SceneTree tree;
  auto* parent = add_2d(tree.get_root(), {100, 50});
  parent->set_rotation(real_t(0.7));
  parent->set_scale({2, 0.5f});
  auto* node = add_2d(parent, {3, 4});

  node->set_global_position({10, -20});
  expect_near(node->get_global_position(), {10, -20}, 1e-3f);

  node->set_global_rotation(real_t(1.2));
  EXPECT_NEAR(node->get_global_rotation(), 1.2, kEps);
  expect_near(node->get_global_position(), {10, -20}, 1e-3f);

  node->set_global_rotation_degrees(-30);
  EXPECT_NEAR(node->get_global_rotation_degrees(), -30, 1e-3);

  const Transform2D target(real_t(-0.4), Vector2(3, 1.5f), 0, Vector2(-7, 9));
  node->set_global_transform(target);
  expect_near(node->get_global_transform(), target, 1e-3f);

  // A global scale and skew round-trip when the parent does not shear the node.
  parent->set_scale({2, 2});
  node->set_global_scale({4, 6});
  expect_near(node->get_global_scale(), {4, 6}, 1e-3f);
  node->set_global_skew(real_t(0.2));
  EXPECT_NEAR(node->get_global_skew(), 0.2, 1e-3);
}

TEST(Node2D, GlobalSettersWithoutAParentItemSetTheLocalValues) {
  SceneTree tree;
  auto* node = add_2d(tree.get_root());
  node->set_global_position({1, 2});
  node->set_global_rotation(real_t(0.5));
  node->set_global_scale({3, 4});
  node->set_global_skew(real_t(0.1));
  EXPECT_EQ(node->get_position(), Vector2(1, 2));
  EXPECT_EQ(node->get_rotation(), real_t(0.5));
  EXPECT_EQ(node->get_scale(), Vector2(3, 4));
  EXPECT_EQ(node->get_skew(), real_t(0.1));
  const Transform2D target(0, 2, -2, 0, 5, 6);
  node->set_global_transform(target);
  EXPECT_EQ(node->get_transform(), target);
}

// -- helpers --------------------------------------------------------------------------------------

TEST(Node2D, LookAtPointsPlusXAtTheTarget) {
  SceneTree tree;
  auto* parent = add_2d(tree.get_root(), {10, 10});
  parent->set_rotation(real_t(0.3));
  auto* node = add_2d(parent, {5, 0});
  node->set_scale({2, 1});
  const Vector2 target(-20, 40);
  node->look_at(target);
  const Vector2 forward = node->get_global_transform()[0].normalized();
  expect_near(forward, (target - node->get_global_position()).normalized());
  EXPECT_NEAR(node->get_angle_to(target), 0, kEps);
  expect_near(node->get_scale(), {2, 1});

  Node2D free_node;
  free_node.look_at({0, 10});
  EXPECT_NEAR(free_node.get_rotation(), kPi / 2, kEps);
  EXPECT_NEAR(free_node.get_angle_to({-10, 0}), kPi / 2, kEps);  // facing +Y, target at -X
  EXPECT_NEAR(free_node.get_angle_to({10, 0}), -kPi / 2, kEps);
}

TEST(Node2D, MovementHelpers) {
  SceneTree tree;
  auto* parent = add_2d(tree.get_root(), {100, 0});
  parent->set_scale({2, 2});
  auto* node = add_2d(parent, {1, 1});
  node->translate({1, 2});
  EXPECT_EQ(node->get_position(), Vector2(2, 3));
  node->global_translate({2, 2});
  EXPECT_EQ(node->get_position(), Vector2(3, 4));
  node->rotate(kPi / 2);
  node->rotate(kPi / 2);
  EXPECT_NEAR(node->get_rotation(), kPi, kEps);
  node->set_rotation(0);
  node->set_scale({3, 3});
  node->move_local_x(1);
  EXPECT_EQ(node->get_position(), Vector2(4, 4));
  node->move_local_y(2, true);
  EXPECT_EQ(node->get_position(), Vector2(4, 10));
  node->apply_scale({2, 0.5f});
  EXPECT_EQ(node->get_scale(), Vector2(6, 1.5f));
  EXPECT_EQ(node->get_relative_transform_to_parent(parent), node->get_transform());
  EXPECT_EQ(node->get_relative_transform_to_parent(tree.get_root()),
            parent->get_transform() * node->get_transform());
  EXPECT_EQ(node->get_relative_transform_to_parent(node), Transform2D());
  Node unrelated;
  EXPECT_THROW((void)node->get_relative_transform_to_parent(&unrelated), Error);
}

// -- reparent and top_level -----------------------------------------------------------------------

TEST(Node2D, ReparentKeepsTheGlobalTransform) {
  SceneTree tree;
  auto* a = add_2d(tree.get_root(), {100, 0});
  a->set_scale({2, 2});
  auto* b = add_2d(tree.get_root(), {0, 50});
  b->set_rotation(real_t(0.5));
  auto* node = add_2d(a, {10, 10});
  const Transform2D global = node->get_global_transform();
  EXPECT_EQ(global.get_origin(), Vector2(120, 20));

  node->reparent(b);
  EXPECT_EQ(node->get_parent(), b);
  expect_near(node->get_global_transform(), global, 1e-3f);

  node->reparent(a, false);  // keeps the local transform instead
  expect_near(node->get_global_transform(), a->get_global_transform() * node->get_transform());

  // Moving under the same parent changes nothing, not even by rounding.
  const Transform2D local = node->get_transform();
  node->reparent(a);
  EXPECT_EQ(node->get_transform(), local);

  // Under a plain Node, the global transform becomes the local one.
  auto* plain = tree.get_root()->add_child(std::make_unique<Node>());
  const Transform2D before = node->get_global_transform();
  node->reparent(plain);
  EXPECT_EQ(node->get_transform(), before);
}

TEST(Node2D, TopLevelIgnoresTheParentTransform) {
  SceneTree tree;
  auto* parent = add_2d(tree.get_root(), {10, 10});
  auto* node = add_2d(parent, {1, 1});
  auto* child = add_2d(node, {1, 0});
  EXPECT_EQ(child->get_global_position(), Vector2(12, 11));
  node->set_as_top_level(true);
  EXPECT_TRUE(node->is_set_as_top_level());
  EXPECT_EQ(node->get_parent_item(), nullptr);
  EXPECT_EQ(child->get_global_position(), Vector2(2, 1));
  parent->set_position({50, 50});  // does not reach the top_level subtree
  EXPECT_FALSE(node->is_global_transform_dirty());
  EXPECT_EQ(child->get_global_position(), Vector2(2, 1));
  node->set_as_top_level(false);
  EXPECT_EQ(child->get_global_position(), Vector2(52, 51));
}

// -- randomized: cached globals always equal the product of locals --------------------------------

// The global transform recomputed from scratch, multiplied top-down as the cache does.
Transform2D brute_force_global(const CanvasItem* item) {
  std::vector<const CanvasItem*> chain;
  for (const CanvasItem* p = item; p; p = p->get_parent_item()) chain.push_back(p);
  Transform2D global = chain.back()->get_transform();
  for (std::size_t i = chain.size() - 1; i-- > 0;) global = global * chain[i]->get_transform();
  return global;
}

TEST(Node2D, RandomOperationsKeepCachedGlobalsExact) {
  for (unsigned seed = 1; seed <= 5; ++seed) {
    std::mt19937 rng(seed);
    auto pick = [&rng](std::size_t n) { return std::size_t(rng() % n); };
    auto value = [&rng] { return real_t(int(rng() % 21) - 10) / 4; };
    SceneTree tree;
    std::vector<CanvasItem*> items;
    std::vector<Node*> parents{tree.get_root()};
    for (int i = 0; i < 40; ++i) {
      Node* parent = parents[pick(parents.size())];
      Node* node = nullptr;
      switch (rng() % 6) {
        case 0:
          node = parent->add_child(std::make_unique<Node>());
          break;
        case 1:
          node = parent->add_child(std::make_unique<CanvasItem>());
          break;
        default:
          node = parent->add_child(std::make_unique<Node2D>());
          break;
      }
      if (auto* item = dynamic_cast<CanvasItem*>(node)) items.push_back(item);
      parents.push_back(node);
    }
    for (int op = 0; op < 400; ++op) {
      CanvasItem* item = items[pick(items.size())];
      auto* node = dynamic_cast<Node2D*>(item);
      switch (rng() % 8) {
        case 0:
          if (node) node->set_position({value(), value()});
          break;
        case 1:
          if (node) node->set_rotation(value());
          break;
        case 2:
          if (node) node->set_transform(Transform2D(1, value(), 0, 1, value(), value()));
          break;
        case 3:
          item->set_as_top_level(!item->is_set_as_top_level());
          break;
        case 4: {
          Node* target = parents[pick(parents.size())];
          if (target != item->get_parent() && target != item && !item->is_ancestor_of(target)) {
            item->reparent(target, rng() % 2 == 0);
          }
          break;
        }
        default: {
          // Read a few: each must equal the product of the local transforms up its chain.
          for (int k = 0; k < 3; ++k) {
            CanvasItem* read = items[pick(items.size())];
            const Transform2D expected = brute_force_global(read);
            ASSERT_EQ(read->get_global_transform(), expected) << "seed " << seed << " op " << op;
          }
        }
      }
      // The invariant: a dirty item's chained children are dirty.
      for (CanvasItem* each : items) {
        const CanvasItem* parent = each->get_parent_item();
        if (parent && parent->is_global_transform_dirty()) {
          ASSERT_TRUE(each->is_global_transform_dirty()) << "seed " << seed << " op " << op;
        }
      }
    }
  }
}

// -- visibility -----------------------------------------------------------------------------------

TEST(CanvasItem, VisibilityChainsAndSignals) {
  SceneTree tree;
  Log log;
  auto* a = add(tree.get_root(), std::make_unique<Mover>(&log, "A"));
  auto* b = add(a, std::make_unique<Mover>(&log, "B"));
  auto* c = add(b, std::make_unique<Mover>(&log, "C"));
  auto* plain = a->add_child(std::make_unique<Node>());
  auto* d = add(plain, std::make_unique<Mover>(&log, "D"));
  EXPECT_TRUE(c->is_visible_in_tree());
  int a_signals = 0, c_signals = 0;
  a->visibility_changed.connect([&] { ++a_signals; });
  c->visibility_changed.connect([&] { ++c_signals; });
  log.clear();

  a->hide();
  EXPECT_FALSE(a->is_visible());
  EXPECT_FALSE(b->is_visible_in_tree());
  EXPECT_FALSE(c->is_visible_in_tree());
  EXPECT_TRUE(c->is_visible());
  EXPECT_TRUE(d->is_visible_in_tree());  // a plain Node starts a new chain
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"A:visibility_changed hidden", "B:visibility_changed hidden",
                                      "C:visibility_changed hidden"}));
  EXPECT_EQ(a_signals, 1);
  EXPECT_EQ(c_signals, 1);

  // Under a hidden parent only the item itself is told (Godot's rule).
  log.clear();
  b->hide();
  EXPECT_EQ(log.events, (std::vector<std::string>{"B:visibility_changed hidden"}));
  a->show();
  EXPECT_EQ(log.events, (std::vector<std::string>{"B:visibility_changed hidden",
                                                  "A:visibility_changed visible"}));
  EXPECT_FALSE(c->is_visible_in_tree());
  log.clear();
  b->show();
  EXPECT_EQ(log.events, (std::vector<std::string>{"B:visibility_changed visible",
                                                  "C:visibility_changed visible"}));
  EXPECT_EQ(c_signals, 2);
  b->set_visible(true);  // unchanged: nothing
  EXPECT_EQ(log.events.size(), 2u);
}

TEST(CanvasItem, VisibilityWhenEnteringAndLeavingATree) {
  SceneTree tree;
  Log log;
  auto hidden_parent = std::make_unique<Mover>(&log, "P");
  hidden_parent->hide();
  auto* child = add(hidden_parent.get(), std::make_unique<Mover>(&log, "C"));
  log.clear();
  auto* parent = add(tree.get_root(), std::move(hidden_parent));
  EXPECT_FALSE(child->is_visible_in_tree());
  EXPECT_TRUE(log.events.empty());  // hidden items are not told when they enter
  parent->show();
  EXPECT_TRUE(child->is_visible_in_tree());

  // Entering visible tells the item (Godot 4: an item is invisible until it entered).
  log.clear();
  auto* late = add(child, std::make_unique<Mover>(&log, "L"));
  EXPECT_EQ(log.events, (std::vector<std::string>{"L:visibility_changed visible"}));
  tree.get_root()->remove_child(parent);
  EXPECT_FALSE(late->is_visible_in_tree());
  tree.get_root()->add_child(parent);
  EXPECT_TRUE(late->is_visible_in_tree());
}

// -- z index and modulate -------------------------------------------------------------------------

TEST(CanvasItem, ZIndexRangeAndEffectiveValue) {
  SceneTree tree;
  auto* top = add_2d(tree.get_root());
  auto* child = add_2d(top);
  top->set_z_index(CanvasItem::CANVAS_ITEM_Z_MAX);
  EXPECT_EQ(top->get_z_index(), 4096);
  top->set_z_index(CanvasItem::CANVAS_ITEM_Z_MIN);
  EXPECT_EQ(top->get_z_index(), -4096);
  EXPECT_THROW(top->set_z_index(4097), Error);
  EXPECT_THROW(top->set_z_index(-4097), Error);
  EXPECT_EQ(top->get_z_index(), -4096);

  top->set_z_index(10);
  child->set_z_index(5);
  EXPECT_EQ(child->get_effective_z_index(), 15);
  child->set_z_as_relative(false);
  EXPECT_FALSE(child->is_z_relative());
  EXPECT_EQ(child->get_effective_z_index(), 5);
}

TEST(CanvasItem, ModulateChainsDownTheTree) {
  SceneTree tree;
  auto* top = add_2d(tree.get_root());
  auto* mid = add_2d(top);
  auto* leaf = add_2d(mid);
  top->set_modulate(Color(0.5f, 1, 1, 1));
  mid->set_modulate(Color(1, 0.5f, 1, 0.5f));
  leaf->set_self_modulate(Color(0, 0, 0, 0));  // self_modulate stays out of the chain
  EXPECT_EQ(leaf->get_modulate(), Color(1, 1, 1, 1));
  EXPECT_EQ(leaf->get_self_modulate(), Color(0, 0, 0, 0));
  EXPECT_EQ(leaf->get_modulate_in_tree(), Color(0.5f, 0.5f, 1, 0.5f));
  mid->set_as_top_level(true);
  EXPECT_EQ(leaf->get_modulate_in_tree(), Color(1, 0.5f, 1, 0.5f));
}

// -- transform notifications ----------------------------------------------------------------------

TEST(Node2D, TransformChangedOncePerFrameAtTheSyncStep) {
  SceneTree tree;
  Log log;
  auto* node = add(tree.get_root(), std::make_unique<Mover>(&log, "N"));
  log.clear();
  node->on_process = [&log](Mover* self) {
    self->translate({1, 0});
    self->rotate(real_t(0.1));
    self->call_deferred([self, &log] {
      log.add("N:deferred");
      self->translate({0, 1});
    });
  };
  node->set_notify_transform(true);
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"N:process", "N:deferred", "N:transform_changed"}));
  log.clear();
  node->on_process = nullptr;
  tree.tick(1.0 / 60);  // did not move: no notification
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:process"}));
  node->set_notify_transform(false);
  node->translate({1, 1});
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:process"}));
}

TEST(Node2D, TransformChangedForAncestorMovesAndOnEnteringTheTree) {
  SceneTree tree;
  Log log;
  auto* parent = add_2d(tree.get_root());
  auto owned = std::make_unique<Mover>(&log, "N");
  owned->set_notify_transform(true);
  auto* node = add(parent, std::move(owned));
  node->set_process(false);
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:transform_changed"}));  // entered
  log.clear();
  parent->set_position({5, 5});
  parent->set_position({6, 6});
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:transform_changed"}));
  log.clear();
  // Even when nobody reads the global transform in between, every frame with a move is told.
  parent->set_position({7, 7});
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:transform_changed"}));
  EXPECT_EQ(node->get_global_position(), Vector2(7, 7));
}

TEST(Node2D, TransformChangedSurvivesLeavingTheTreeWithAPendingNotification) {
  SceneTree tree;
  Log log;
  auto* a = add_2d(tree.get_root());
  auto* b = add_2d(tree.get_root(), {1, 0});
  auto* node = add(a, std::make_unique<Mover>(&log, "N"));
  node->set_process(false);
  node->set_notify_transform(true);
  tree.tick(1.0 / 60);
  log.clear();

  // Moved, then reparented in the same frame: told once.
  node->translate({1, 0});
  node->reparent(b);
  tree.tick(1.0 / 60);
  EXPECT_EQ(transform_events(log), (std::vector<std::string>{"N:transform_changed"}));

  // Moved, then removed before the sync step: the flush drops it; back later, it is told on
  // entering and on later moves.
  log.clear();
  node->translate({1, 0});
  b->remove_child(node);
  tree.tick(1.0 / 60);
  EXPECT_TRUE(transform_events(log).empty());
  a->add_child(node);
  tree.tick(1.0 / 60);
  EXPECT_EQ(transform_events(log), (std::vector<std::string>{"N:transform_changed"}));
  log.clear();
  node->translate({1, 0});
  tree.tick(1.0 / 60);
  EXPECT_EQ(transform_events(log), (std::vector<std::string>{"N:transform_changed"}));
}

TEST(Node2D, LocalTransformNotificationsAreSynchronous) {
  SceneTree tree;
  Log log;
  auto* parent = add_2d(tree.get_root());
  auto* node = add(parent, std::make_unique<Mover>(&log, "N"));
  node->set_process(false);
  node->set_notify_local_transform(true);
  EXPECT_TRUE(node->is_local_transform_notification_enabled());
  log.clear();
  node->set_position({1, 0});
  node->set_rotation(1);
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"N:local_transform_changed", "N:local_transform_changed"}));
  parent->set_position({5, 0});  // not a local change of N
  EXPECT_EQ(log.events.size(), 2u);
}

// -- engine-internal hooks ------------------------------------------------------------------------

TEST(Node2D, HooksRunSynchronouslyAndOnlyWhenEnabled) {
  SceneTree tree;
  auto* parent = add_2d(tree.get_root());
  auto* node = add(parent, std::make_unique<Tracked>());
  node->set_position({1, 1});
  EXPECT_EQ(node->global_invalidations, 0);  // not enabled
  EXPECT_EQ(node->local_changes, 0);
  node->track(true, true);
  (void)node->get_global_transform();

  node->set_position({2, 2});
  EXPECT_EQ(node->global_invalidations, 1);
  EXPECT_EQ(node->local_changes, 1);
  node->set_rotation(1);  // still dirty: no new invalidation, but a local change
  EXPECT_EQ(node->global_invalidations, 1);
  EXPECT_EQ(node->local_changes, 2);
  (void)node->get_global_transform();
  parent->set_position({3, 3});
  EXPECT_EQ(node->global_invalidations, 2);
  EXPECT_EQ(node->local_changes, 2);
  (void)node->get_global_transform();
  node->reparent(tree.get_root());  // parent chain changed
  EXPECT_EQ(node->global_invalidations, 3);
}

}  // namespace
}  // namespace arbor::test
