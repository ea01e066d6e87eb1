// Randomized check of Node3D's cached transforms: after random moves, reparents, top_level
// switches, removals and re-additions, every node's global transform equals the product of the
// local transforms up its Node3D chain, and a node that asked to be told gets exactly one
// NOTIFICATION_TRANSFORM_CHANGED in a frame where its global transform changed.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include "arbor/arbor.h"

namespace arbor::test {
namespace {

class Watched : public Node3D {
  ARBOR_CLASS(Watched, Node3D)

 public:
  int notifications = 0;

 protected:
  void _notification(int what) override {
    if (what == NOTIFICATION_TRANSFORM_CHANGED) ++notifications;
  }
};

// The global transform computed from scratch: locals multiplied up the Node3D chain.
Transform3D expected_global(const Node3D* node) {
  Transform3D global = node->get_transform();
  if (node->is_set_as_top_level()) return global;
  for (const Node* parent = node->get_parent(); parent; parent = parent->get_parent()) {
    const auto* spatial = dynamic_cast<const Node3D*>(parent);
    if (!spatial) break;
    global = spatial->get_transform() * global;
    if (spatial->is_set_as_top_level()) break;
  }
  return global;
}

bool near(const Transform3D& a, const Transform3D& b) {
  for (int c = 0; c < 3; ++c) {
    for (int r = 0; r < 3; ++r) {
      if (std::abs(a.basis.get_column(c)[r] - b.basis.get_column(c)[r]) > 1e-3f) return false;
    }
  }
  return (a.origin - b.origin).length() < 1e-2f;
}

void collect(Node* node, std::vector<Node3D*>& out) {
  if (auto* spatial = dynamic_cast<Node3D*>(node)) out.push_back(spatial);
  for (Node* child : node->get_children()) collect(child, out);
}

TEST(Node3DRandom, CachedGlobalsMatchTheChainAndNotificationsAreExact) {
  std::mt19937 rng(7);
  auto pick = [&rng](std::size_t n) { return std::size_t(rng() % n); };
  auto real = [&rng](float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(rng);
  };
  SceneTree tree;
  Node* scene = tree.get_root()->add_child(std::make_unique<Node>());
  std::vector<Node*> detached;
  for (int i = 0; i < 40; ++i) {
    std::vector<Node3D*> nodes;
    collect(scene, nodes);
    Node* parent = nodes.empty() || rng() % 5 == 0 ? scene : nodes[pick(nodes.size())];
    if (rng() % 6 == 0) {
      parent->add_child(std::make_unique<Node>());  // a plain Node starts a new transform chain
    } else {
      auto* node = parent->add_child(std::make_unique<Watched>());
      node->set_notify_transform(true);
    }
  }
  for (int step = 0; step < 3000; ++step) {
    std::vector<Node3D*> nodes;
    collect(scene, nodes);
    if (nodes.size() < 30) {  // frees shrink the tree: grow it back
      Node* parent = nodes.empty() ? scene : static_cast<Node*>(nodes[pick(nodes.size())]);
      parent->add_child(std::make_unique<Watched>())->set_notify_transform(true);
      nodes.clear();
      collect(scene, nodes);
    }
    std::vector<Transform3D> before;
    for (Node3D* node : nodes) before.push_back(node->get_global_transform());
    for (Node3D* node : nodes) {
      if (auto* watched = dynamic_cast<Watched*>(node)) watched->notifications = 0;
    }
    const int ops = 1 + int(pick(4));
    bool freed = false;  // then `nodes` may hold freed nodes: skip the notification check
    std::vector<Node3D*> live = nodes;  // the Node3Ds in the tree now
    for (int op = 0; op < ops; ++op) {
      if (op > 0) {
        live.clear();
        collect(scene, live);
      }
      if (live.empty()) break;
      Node3D* node = live[pick(live.size())];
      switch (pick(10)) {
        case 0:
          node->set_position({real(-5, 5), real(-5, 5), real(-5, 5)});
          break;
        case 1:
          node->rotate_y(real(-1, 1));
          break;
        case 2:
          node->set_rotation_degrees({real(-90, 90), real(-180, 180), 0});
          break;
        case 3:
          node->set_scale({real(0.5f, 2), real(0.5f, 2), real(0.5f, 2)});
          break;
        case 4:
          node->set_as_top_level(!node->is_set_as_top_level());
          break;
        case 5: {
          Node3D* target = live[pick(live.size())];
          if (target != node && !node->is_ancestor_of(target) && node->get_parent() != target) {
            node->reparent(target, rng() % 2 == 0);
          }
          break;
        }
        case 6:
          if (node->get_parent()) node->get_parent()->move_child(node, 0);
          break;
        case 7:
          if (detached.size() < 8) {
            node->get_parent()->remove_child(node);
            detached.push_back(node);
          }
          break;
        case 8:
          // Freeing a subtree releases its records while its parent's and its children's are
          // linked to them (children are destroyed after their parent's Node3D part).
          if (node->get_child_count() > 0 && live.size() > 20) {
            node->free();
            freed = true;
          }
          break;
        default:
          if (!detached.empty()) {
            const std::size_t at = pick(detached.size());
            node->add_child(detached[at]);
            detached.erase(detached.begin() + std::ptrdiff_t(at));
          }
          break;
      }
    }
    tree.tick(1.0 / 60);
    std::vector<Node3D*> after_nodes;
    collect(scene, after_nodes);
    for (Node3D* node : after_nodes) {
      ASSERT_TRUE(near(node->get_global_transform(), expected_global(node)))
          << "step " << step << ": " << node->get_path().to_string();
    }
    // Nodes that stayed in the tree and moved were told exactly once; unmoved ones at most once
    // (a node that moved and moved back in the same frame is still told).
    for (std::size_t i = 0; i < nodes.size() && !freed; ++i) {
      auto* watched = dynamic_cast<Watched*>(nodes[i]);
      if (!watched || !watched->is_inside_tree()) continue;
      ASSERT_LE(watched->notifications, 1) << "step " << step;
      if (!near(before[i], watched->get_global_transform())) {
        ASSERT_EQ(watched->notifications, 1)
            << "step " << step << ": " << watched->get_path().to_string();
      }
    }
  }
  for (Node* node : detached) delete node;
}

}  // namespace
}  // namespace arbor::test
