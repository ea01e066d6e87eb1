// The randomized check behind node_3d_random_test.cpp and node_2d_random_test.cpp: after random
// local changes, reparents, top_level switches, removals, re-additions and frees, every node's
// global transform equals the product of the local transforms up its chain, and a node that
// asked to be told gets exactly one NOTIFICATION_TRANSFORM_CHANGED in a frame where its global
// transform changed.
//
// Traits: `Node` (Node3D or Node2D), `Watched` (a Node that counts its transform
// notifications in `notifications`), `change_local(node, which, real)` (one of four local
// changes; `real(lo, hi)` draws a number) and `near(a, b)` for two transforms.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <memory>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/arbor.h"

namespace arbor::test {

// The global transform computed from scratch: locals multiplied up the chain of Traits::Node.
template <class Traits>
auto expected_global(const typename Traits::Node* node) {
  auto global = node->get_transform();
  if (node->is_set_as_top_level()) return global;
  for (const Node* parent = node->get_parent(); parent; parent = parent->get_parent()) {
    const auto* link = dynamic_cast<const typename Traits::Node*>(parent);
    if (!link) break;
    global = link->get_transform() * global;
    if (link->is_set_as_top_level()) break;
  }
  return global;
}

template <class Spatial>
void collect(Node* node, std::vector<Spatial*>& out) {
  if (auto* spatial = dynamic_cast<Spatial*>(node)) out.push_back(spatial);
  for (Node* child : node->get_children()) collect(child, out);
}

template <class Traits>
void check_random_transform_changes(unsigned seed) {
  using Spatial = typename Traits::Node;
  using Watched = typename Traits::Watched;
  using Transform = std::remove_cvref_t<decltype(std::declval<Spatial&>().get_global_transform())>;
  std::mt19937 rng(seed);
  auto pick = [&rng](std::size_t n) { return std::size_t(rng() % n); };
  auto real = [&rng](float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(rng);
  };
  SceneTree tree;
  Node* scene = tree.get_root()->add_child(std::make_unique<Node>());
  std::vector<Node*> detached;
  for (int i = 0; i < 40; ++i) {
    std::vector<Spatial*> nodes;
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
    std::vector<Spatial*> nodes;
    collect(scene, nodes);
    if (nodes.size() < 30) {  // frees shrink the tree: grow it back
      Node* parent = nodes.empty() ? scene : static_cast<Node*>(nodes[pick(nodes.size())]);
      parent->add_child(std::make_unique<Watched>())->set_notify_transform(true);
      nodes.clear();
      collect(scene, nodes);
    }
    std::vector<Transform> before;
    for (Spatial* node : nodes) before.push_back(node->get_global_transform());
    for (Spatial* node : nodes) {
      if (auto* watched = dynamic_cast<Watched*>(node)) watched->notifications = 0;
    }
    const int ops = 1 + int(pick(4));
    bool freed = false;  // then `nodes` may hold freed nodes: skip the notification check
    std::vector<Spatial*> live = nodes;  // the nodes of the kind in the tree now
    for (int op = 0; op < ops; ++op) {
      if (op > 0) {
        live.clear();
        collect(scene, live);
      }
      if (live.empty()) break;
      Spatial* node = live[pick(live.size())];
      switch (pick(10)) {
        case 0:
        case 1:
        case 2:
        case 3:
          Traits::change_local(*node, int(pick(4)), real);
          break;
        case 4:
          node->set_as_top_level(!node->is_set_as_top_level());
          break;
        case 5: {
          Spatial* target = live[pick(live.size())];
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
          // linked to them (children are destroyed after their parent's own part).
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
    std::vector<Spatial*> after_nodes;
    collect(scene, after_nodes);
    for (Spatial* node : after_nodes) {
      ASSERT_TRUE(Traits::near(node->get_global_transform(), expected_global<Traits>(node)))
          << "step " << step << ": " << node->get_path().to_string();
    }
    // Nodes that stayed in the tree and moved were told exactly once; unmoved ones at most once
    // (a node that moved and moved back in the same frame is still told).
    for (std::size_t i = 0; i < nodes.size() && !freed; ++i) {
      auto* watched = dynamic_cast<Watched*>(nodes[i]);
      if (!watched || !watched->is_inside_tree()) continue;
      ASSERT_LE(watched->notifications, 1) << "step " << step;
      if (!Traits::near(before[i], watched->get_global_transform())) {
        ASSERT_EQ(watched->notifications, 1)
            << "step " << step << ": " << watched->get_path().to_string();
      }
    }
  }
  for (Node* node : detached) delete node;
}

}  // namespace arbor::test
