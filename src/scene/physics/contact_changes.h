// Turning a rigid body's contacts after a step into its contact monitor's entered/exited
// changes; shared by RigidBody3D and RigidBody2D.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <memory>
#include <vector>

#include "scene/physics/overlap_monitor.h"

namespace arbor::physics {

/// Compares the body's `count` contacts (contact_at(i) gives one, with collider, collider_id,
/// collider_shape and local_shape) with the pairs `monitor` holds: emits the exits of pairs the
/// step no longer has, then the entries of new ones. A signal handler may turn the monitor off
/// (resetting `monitor`); what is left is then dropped. Allocates nothing in steady state.
template <class ContactAt>
void apply_contact_changes(std::unique_ptr<OverlapMonitor>& monitor, int count,
                           ContactAt contact_at) {
  std::vector<OverlapMonitor::Entry>& entries = monitor->entries();
  for (auto& entry : entries) {
    for (auto& pair : entry.pairs) pair.tagged = false;
  }
  struct Change {
    RID rid;
    NodeId id;
    int other_shape;
    int local_shape;
  };
  // A body has few contacts: small fixed buffers keep the step allocation-free.
  std::array<Change, 64> added{};
  std::size_t added_count = 0;
  for (int i = 0; i < count; ++i) {
    const auto& contact = contact_at(i);
    auto entry = std::find_if(entries.begin(), entries.end(),
                              [&](const auto& e) { return e.id == contact.collider_id; });
    if (entry != entries.end()) {
      auto pair =
          std::find(entry->pairs.begin(), entry->pairs.end(),
                    OverlapMonitor::Pair{contact.collider_shape, contact.local_shape, false});
      if (pair != entry->pairs.end()) {
        pair->tagged = true;
        continue;
      }
    }
    const bool listed = std::any_of(
        added.begin(), added.begin() + std::ptrdiff_t(added_count), [&](const Change& c) {
          return c.id == contact.collider_id && c.other_shape == contact.collider_shape &&
                 c.local_shape == contact.local_shape;
        });
    if (!listed && added_count < added.size()) {
      added[added_count++] = {contact.collider, contact.collider_id, contact.collider_shape,
                              contact.local_shape};
    }
  }
  std::array<Change, 64> removed{};
  std::size_t removed_count = 0;
  for (const auto& entry : entries) {
    for (const auto& pair : entry.pairs) {
      if (!pair.tagged && removed_count < removed.size()) {
        removed[removed_count++] = {entry.rid, entry.id, pair.other_shape, pair.self_shape};
      }
    }
  }
  for (std::size_t i = 0; i < removed_count && monitor; ++i) {
    const Change& c = removed[i];
    monitor->change(false, c.rid, c.id, c.other_shape, c.local_shape);
  }
  for (std::size_t i = 0; i < added_count && monitor; ++i) {
    const Change& c = added[i];
    monitor->change(true, c.rid, c.id, c.other_shape, c.local_shape);
  }
}

}  // namespace arbor::physics
