#include "scene/physics/overlap_monitor.h"

#include <algorithm>

#include "arbor/scene/node.h"
#include "scene/callbacks.h"

namespace arbor::physics {
namespace {

Node* node_of(NodeId id) {
  return id.is_valid() ? dynamic_cast<Node*>(detail::find_object(id)) : nullptr;
}

}  // namespace

OverlapMonitor::~OverlapMonitor() {
  for (Entry& entry : entries_) disconnect(entry);
}

OverlapMonitor::Entry* OverlapMonitor::find(NodeId id) {
  auto found = std::find_if(entries_.begin(), entries_.end(),
                            [id](const Entry& entry) { return entry.id == id; });
  return found == entries_.end() ? nullptr : &*found;
}

bool OverlapMonitor::has(NodeId other) const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [other](const Entry& entry) { return entry.id == other; });
}

std::vector<Node*> OverlapMonitor::get_nodes() const {
  std::vector<Node*> nodes;
  for (const Entry& entry : entries_) {
    if (Node* node = node_of(entry.id)) nodes.push_back(node);
  }
  return nodes;
}

void OverlapMonitor::disconnect(Entry& entry) {
  if (Node* node = node_of(entry.id)) {
    node->tree_entered.disconnect(entry.entered_tree);
    node->tree_exiting.disconnect(entry.exiting_tree);
  }
}

void OverlapMonitor::change(bool in, RID rid, NodeId other, int other_shape, int self_shape) {
  SceneTree* tree = self_.get_tree();
  Node* node = node_of(other);
  Entry* entry = find(other);
  if (in) {
    if (!entry) {
      entry = &entries_.emplace_back();
      entry->id = other;
      entry->rid = rid;
      entry->in_tree = node && node->is_inside_tree();
      if (node) {
        entry->entered_tree =
            node->tree_entered.connect_tracked(&self_, [this, other] { node_entered_tree(other); });
        entry->exiting_tree =
            node->tree_exiting.connect_tracked(&self_, [this, other] { node_exiting_tree(other); });
        if (entry->in_tree) {
          detail::emit(tree, &self_, *signals_.entered, signals_.entered_name, node);
          entry = find(other);  // a handler may have changed the entries
          if (!entry) return;
        }
      }
    }
    entry->pairs.push_back({other_shape, self_shape, true});
    if (!node || entry->in_tree) {
      detail::emit(tree, &self_, *signals_.shape_entered, signals_.shape_entered_name, rid, node,
                   other_shape, self_shape);
    }
    return;
  }
  if (!entry) return;  // already forgotten (monitoring stopped)
  std::erase(entry->pairs, Pair{other_shape, self_shape, false});
  const bool in_tree = entry->in_tree;
  if (entry->pairs.empty()) {
    disconnect(*entry);
    entries_.erase(entries_.begin() + (entry - entries_.data()));
    if (node && in_tree) {
      detail::emit(tree, &self_, *signals_.exited, signals_.exited_name, node);
    }
  }
  if (!node || in_tree) {
    detail::emit(tree, &self_, *signals_.shape_exited, signals_.shape_exited_name, rid, node,
                 other_shape, self_shape);
  }
}

void OverlapMonitor::node_entered_tree(NodeId id) {
  Entry* entry = find(id);
  Node* node = node_of(id);
  if (!entry || !node || entry->in_tree) return;
  entry->in_tree = true;
  const RID rid = entry->rid;
  const std::vector<Pair> pairs = entry->pairs;
  SceneTree* tree = self_.get_tree();
  detail::emit(tree, &self_, *signals_.entered, signals_.entered_name, node);
  for (const Pair& pair : pairs) {
    detail::emit(tree, &self_, *signals_.shape_entered, signals_.shape_entered_name, rid, node,
                 pair.other_shape, pair.self_shape);
  }
}

void OverlapMonitor::node_exiting_tree(NodeId id) {
  Entry* entry = find(id);
  Node* node = node_of(id);
  if (!entry || !node || !entry->in_tree) return;
  entry->in_tree = false;
  const RID rid = entry->rid;
  const std::vector<Pair> pairs = entry->pairs;
  SceneTree* tree = self_.get_tree();
  detail::emit(tree, &self_, *signals_.exited, signals_.exited_name, node);
  for (const Pair& pair : pairs) {
    detail::emit(tree, &self_, *signals_.shape_exited, signals_.shape_exited_name, rid, node,
                 pair.other_shape, pair.self_shape);
  }
}

void OverlapMonitor::clear() {
  std::vector<Entry> entries = std::move(entries_);
  entries_.clear();
  SceneTree* tree = self_.get_tree();
  for (Entry& entry : entries) {
    disconnect(entry);
    Node* node = node_of(entry.id);
    if (!node || !entry.in_tree) continue;
    for (const Pair& pair : entry.pairs) {
      detail::emit(tree, &self_, *signals_.shape_exited, signals_.shape_exited_name, entry.rid,
                   node, pair.other_shape, pair.self_shape);
    }
    detail::emit(tree, &self_, *signals_.exited, signals_.exited_name, node);
  }
}

}  // namespace arbor::physics
