// FrameScratch: the memory one frame's culling, sorting and batching works in, kept from frame
// to frame so that a steady frame allocates nothing.
#pragma once

#include <cstdint>
#include <vector>

namespace arbor::rendering {

/// One surface of one visible instance, to sort and batch.
struct DrawItem {
  std::uint32_t group;     // index into FrameScratch::groups
  std::uint32_t instance;  // dense index in the scenario
  float depth;             // along the view axis, for ordering inside groups
};

/// What identifies a batch: items of one group share pipeline, material, mesh, surface and
/// multimesh.
struct DrawGroup {
  std::uint32_t pipeline;
  std::int32_t priority;   // the material's render_priority
  std::uint32_t material;  // slot indices
  std::uint32_t mesh;
  std::uint32_t surface;
  std::uint32_t multimesh;  // slot index + 1, 0 for none
  std::uint32_t rank;       // place of the group in the sorted order
  std::uint32_t count;      // items in the group this frame
  std::uint32_t next;       // where its items go (counting sort)
};

/// An open-addressing table from a group's identity to its index in `groups`: cleared in
/// O(groups) and grown only when a frame has more groups than ever.
struct GroupTable {
  std::vector<std::uint32_t> slots;  // group index + 1, 0 for empty
  std::vector<std::uint32_t> used;   // slots to clear

  void clear() {
    for (const std::uint32_t slot : used) slots[slot] = 0;
    used.clear();
  }
};

struct FrameScratch {
  std::vector<std::uint32_t> visible;  // dense indices passing the frustum test
  std::vector<DrawItem> opaque_items;
  std::vector<DrawItem> prepass_items;
  std::vector<DrawItem> transparent_items;
  std::vector<DrawItem> shadow_items;
  std::vector<DrawItem> sorted;
  std::vector<DrawGroup> groups;
  std::vector<std::uint32_t> group_order;
  GroupTable table;
  std::vector<std::uint32_t> radix_keys;
  std::vector<std::uint32_t> radix_keys_swap;
  std::vector<std::uint64_t> viewport_order;  // (depth << 32 | slot) of every viewport
  std::vector<std::uint32_t> chosen;          // viewports rendering this frame, render order
};

}  // namespace arbor::rendering
