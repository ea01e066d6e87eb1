// OverlapMonitor: Godot's bookkeeping of what a body touches or an area contains, turning shape
// pair changes into entered/exited signals. Shared by RigidBody3D/2D (contact monitor) and
// Area3D/2D (body and area monitoring).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/connection.h"
#include "arbor/core/signal/signal.h"

namespace arbor {
class Node;
}

namespace arbor::physics {

/// The signals a monitor emits, with their names for error reports.
struct OverlapSignals {
  Signal<Node*>* entered;
  Signal<Node*>* exited;
  Signal<RID, Node*, int, int>* shape_entered;
  Signal<RID, Node*, int, int>* shape_exited;
  const char* entered_name;
  const char* exited_name;
  const char* shape_entered_name;
  const char* shape_exited_name;
};

/// The nodes `self` overlaps, each with its shape pairs. Godot's rules: the first shape pair of a
/// node emits `entered` then `shape_entered`; each further pair only `shape_entered`; the last
/// pair to end emits `exited` then `shape_exited`. A tracked node leaving the tree emits its exits
/// at once (and entering again, its enters); nothing is emitted for a node not in the tree.
class OverlapMonitor {
 public:
  OverlapMonitor(Node& self, const OverlapSignals& signals) : self_(self), signals_(signals) {}
  OverlapMonitor(const OverlapMonitor&) = delete;
  OverlapMonitor& operator=(const OverlapMonitor&) = delete;
  ~OverlapMonitor();

  /// A shape pair started (`in`) or stopped overlapping.
  void change(bool in, RID rid, NodeId other, int other_shape, int self_shape);
  /// The nodes overlapping now, in the order they entered (those still alive).
  [[nodiscard]] std::vector<Node*> get_nodes() const;
  [[nodiscard]] bool has(NodeId other) const;
  [[nodiscard]] bool is_empty() const { return entries_.empty(); }
  /// Forgets everything, emitting the exits of nodes in the tree (`shape_exited` for each pair,
  /// then `exited`), as Godot does when monitoring stops.
  void clear();
  /// The pairs of each node: used by contact monitors to find the ones a step no longer has.
  struct Pair {
    int other_shape = 0;
    int self_shape = 0;
    bool tagged = false;
    bool operator==(const Pair& p) const {
      return other_shape == p.other_shape && self_shape == p.self_shape;
    }
  };
  struct Entry {
    NodeId id;
    RID rid;
    bool in_tree = false;
    std::vector<Pair> pairs;
    Connection entered_tree;
    Connection exiting_tree;
  };
  [[nodiscard]] std::vector<Entry>& entries() { return entries_; }

 private:
  void node_entered_tree(NodeId id);
  void node_exiting_tree(NodeId id);
  void disconnect(Entry& entry);
  Entry* find(NodeId id);

  Node& self_;
  OverlapSignals signals_;
  std::vector<Entry> entries_;
};

}  // namespace arbor::physics
