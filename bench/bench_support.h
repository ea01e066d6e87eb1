#pragma once

// Shared helpers for Arbor's benchmark programs: tree shapes, trivial node types and the
// per-node counters every benchmark reports. See docs/performance.md for what each measures.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor_bench {

/// True under the CTest smoke run (ARBOR_BENCH_SMOKE=1): benchmarks then use small sizes so that
/// a run only proves the program works.
inline bool smoke() {
  const char* value = std::getenv("ARBOR_BENCH_SMOKE");
  return value != nullptr && value[0] != '\0' && value[0] != '0';
}

/// `full` normally, `small` under the smoke run.
inline std::int64_t sized(std::int64_t full, std::int64_t small) { return smoke() ? small : full; }

/// A counter whose reported value is nanoseconds of (CPU) time per unit, where `units` is how
/// many units one iteration handles: value = units * 1e-9 per iteration, rate over the time,
/// inverted -> time / (iterations * units) in ns.
inline benchmark::Counter ns_per(double units) {
  return benchmark::Counter(
      units * 1e-9, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// Same, in microseconds per unit.
inline benchmark::Counter us_per(double units) {
  return benchmark::Counter(
      units * 1e-6, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// A node with a trivial _process: counts its calls.
class Ticker : public arbor::Node {
  ARBOR_CLASS(Ticker, arbor::Node)

 public:
  std::uint64_t calls = 0;

 protected:
  void _process(double delta) override {
    (void)delta;
    ++calls;
  }
};

/// A group member with a trivial native method for call_group.
class Member : public arbor::Node {
  ARBOR_CLASS(Member, arbor::Node)

 public:
  std::uint64_t hits = 0;
  void hit(std::uint64_t amount) { hits += amount; }
};

/// Builds `total` nodes of type T under `parent` in the benchmarks' standard shape: `parents`
/// nodes directly under `parent`, and the remaining total - parents nodes spread evenly as their
/// children (root -> 100 parents -> the rest). Returns every created node, parents first.
/// Names are left empty: the tree's readable naming gives Node, Node2, ... as in Godot.
///
/// With `interleaved` false, each parent's children are created together (allocation order follows
/// tree order, as when a scene is instanced); with true, child i goes to parent i % parents, so
/// consecutive nodes in tree order lie ~parents allocations apart (a scattered heap).
template <class T = arbor::Node>
std::vector<T*> build_spread(arbor::Node* parent, std::int64_t total, std::int64_t parents = 100,
                             bool interleaved = false) {
  std::vector<T*> nodes;
  nodes.reserve(std::size_t(total));
  if (parents > total) parents = total;
  std::vector<T*> tops;
  for (std::int64_t i = 0; i < parents; ++i) {
    T* top = new T();
    parent->add_child(top);
    tops.push_back(top);
    nodes.push_back(top);
  }
  const std::int64_t rest = total - parents;
  for (std::int64_t i = 0; i < rest; ++i) {
    // Parent p gets the children [p * rest / parents, (p + 1) * rest / parents) when contiguous.
    const std::int64_t p = interleaved ? i % parents : (i * parents) / rest;
    T* child = new T();
    tops[std::size_t(p)]->add_child(child);
    nodes.push_back(child);
  }
  return nodes;
}

/// A detached subtree root -> `fanout` children -> `fanout2` grandchildren each
/// (1 + fanout + fanout * fanout2 nodes; 10,001 for 100 x 99), plain nodes.
inline arbor::Node* build_churn_subtree(int fanout = 100, int fanout2 = 99) {
  auto* root = new arbor::Node();
  for (int i = 0; i < fanout; ++i) {
    auto* mid = new arbor::Node();
    root->add_child(mid);
    for (int j = 0; j < fanout2; ++j) mid->add_child(new arbor::Node());
  }
  return root;
}

/// A chain of `depth` nodes below `top`, named Level1 .. Level<depth>; with `siblings` > 0 every
/// level also gets that many plain siblings (S0, S1, ...) first, so each lookup goes through the
/// name index. Returns the deepest node.
inline arbor::Node* build_chain(arbor::Node* top, int depth, int siblings) {
  arbor::Node* at = top;
  for (int level = 1; level <= depth; ++level) {
    for (int s = 0; s < siblings; ++s) {
      auto* sibling = new arbor::Node();
      std::string name = "S";  // (not "S" + to_string(): g++ 12 -Wrestrict false positive)
      name += std::to_string(s);
      sibling->set_name(name);
      at->add_child(sibling);
    }
    auto* next = new arbor::Node();
    std::string name = "Level";
    name += std::to_string(level);
    next->set_name(name);
    at->add_child(next);
    at = next;
  }
  return at;
}

/// "Level1/Level2/.../Level<depth>".
inline std::string chain_path(int depth) {
  std::string path;
  for (int level = 1; level <= depth; ++level) {
    if (level > 1) path += '/';
    path += "Level";
    path += std::to_string(level);
  }
  return path;
}

}  // namespace arbor_bench
