// StepEvents: what one fixed step reports to the nodes (bodies that moved or diverged, areas'
// overlap changes), collected while the spaces step and delivered after all of them did.
// Shared by the 2D and 3D servers; allocates nothing once its buffers have grown.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "arbor/servers/physics/physics_types.h"

namespace arbor::physics {

/// One shape pair an area overlaps: the other object's slot, generation and shape, and the
/// area's shape. Ordered by the other object, then the shapes.
struct OverlapKey {
  std::uint32_t other_index = 0;
  std::uint32_t other_generation = 0;
  std::int32_t other_shape = 0;
  std::int32_t area_shape = 0;
  bool other_is_area = false;
  RID other_rid;
  NodeId other_id;

  [[nodiscard]] bool same_pair(const OverlapKey& k) const {
    return other_index == k.other_index && other_generation == k.other_generation &&
           other_shape == k.other_shape && area_shape == k.area_shape;
  }
  bool operator<(const OverlapKey& k) const {
    if (other_index != k.other_index) return other_index < k.other_index;
    if (other_generation != k.other_generation) return other_generation < k.other_generation;
    if (other_shape != k.other_shape) return other_shape < k.other_shape;
    return area_shape < k.area_shape;
  }
};

/// Sorts `found` and drops repeated pairs (a pair touching at several points).
void normalize_overlaps(std::vector<OverlapKey>& found);

/// Compares an area's overlaps with the ones found in this step (both sorted, normalized):
/// calls `removed(key)` for each pair that ended, then `added(key)` for each new one, in key
/// order, then makes `current` the found set (swapping buffers, so neither allocates).
template <class Removed, class Added>
void diff_overlaps(std::vector<OverlapKey>& current, std::vector<OverlapKey>& found,
                   Removed&& removed, Added&& added) {
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < current.size()) {
    while (j < found.size() && found[j] < current[i]) ++j;
    if (j == found.size() || !found[j].same_pair(current[i])) removed(current[i]);
    ++i;
  }
  i = 0;
  for (const OverlapKey& key : found) {
    while (i < current.size() && current[i] < key) ++i;
    if (i == current.size() || !current[i].same_pair(key)) added(key);
  }
  current.swap(found);
  found.clear();
}

/// The reports of one fixed step, by slot and generation so that objects freed by an earlier
/// report are skipped.
class StepEvents {
 public:
  struct ObjectRef {
    std::uint32_t index = 0;
    std::uint32_t generation = 0;
  };
  struct AreaEvent {
    ObjectRef area;
    AreaMonitorEvent event;
  };

  void clear() {
    moved_.clear();
    diverged_.clear();
    area_events_.clear();
  }
  void body_moved(std::uint32_t index, std::uint32_t generation) {
    moved_.push_back({index, generation});
  }
  void body_diverged(std::uint32_t index, std::uint32_t generation) {
    diverged_.push_back({index, generation});
  }
  void area_event(std::uint32_t index, std::uint32_t generation, const AreaMonitorEvent& event) {
    area_events_.push_back({{index, generation}, event});
  }
  [[nodiscard]] const std::vector<ObjectRef>& moved() const { return moved_; }

  /// Delivers everything: diverged bodies, moved bodies, then area events, each to the listener
  /// `listener_of(ref)` returns for a live object (nullptr: skipped). A listener may change the
  /// server; events of objects it frees are dropped.
  template <class ListenerOf>
  void deliver(ListenerOf&& listener_of) {
    delivering_.swap(diverged_);
    for (const ObjectRef& ref : delivering_) {
      if (PhysicsObjectListener* listener = listener_of(ref)) listener->physics_body_diverged();
    }
    delivering_.clear();
    for (std::size_t i = 0; i < moved_.size(); ++i) {
      const ObjectRef ref = moved_[i];
      if (PhysicsObjectListener* listener = listener_of(ref)) {
        listener->physics_body_state_changed();
      }
    }
    for (std::size_t i = 0; i < area_events_.size(); ++i) {
      const AreaEvent entry = area_events_[i];
      if (PhysicsObjectListener* listener = listener_of(entry.area)) {
        listener->physics_area_monitor(entry.event);
      }
    }
  }

 private:
  std::vector<ObjectRef> moved_;
  std::vector<ObjectRef> diverged_;
  std::vector<ObjectRef> delivering_;
  std::vector<AreaEvent> area_events_;
};

}  // namespace arbor::physics
