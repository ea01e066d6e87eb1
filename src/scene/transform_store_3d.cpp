#include "scene/transform_store_3d.h"

#include <mutex>

namespace arbor::detail {

constinit NeverDestroyed<TransformStore3D::Pool> TransformStore3D::pool_{"Node3Ds"};
constinit NeverDestroyed<DecompositionStore::Pool> DecompositionStore::pool_{"Node3D rotations"};

std::uint32_t TransformStore3D::allocate() {
  const std::uint32_t slot = pool_.value.allocate();
  state(slot) = 0;
  parent(slot) = kNoSlot;
  links(slot) = TransformLinks{kNoSlot, kNoSlot, kNoSlot};
  local(slot) = Transform3D();
  global(slot) = Transform3D();
  return slot;
}

void TransformStore3D::release(std::uint32_t slot) {
  unlink(slot);
  for (std::uint32_t child = links(slot).first_child; child != kNoSlot;) {
    TransformLinks& child_links = links(child);
    parent(child) = kNoSlot;
    child = child_links.next_sibling;
    child_links.next_sibling = kNoSlot;
    child_links.prev_sibling = kNoSlot;
  }
  pool_.value.release(slot);
}

void TransformStore3D::link(std::uint32_t child, std::uint32_t parent) {
  TransformLinks& parent_links = links(parent);
  TransformLinks& child_links = links(child);
  TransformStore3D::parent(child) = parent;
  child_links.next_sibling = kNoSlot;
  if (parent_links.first_child == kNoSlot) {
    parent_links.first_child = child;
    child_links.prev_sibling = child;
    return;
  }
  const std::uint32_t last = links(parent_links.first_child).prev_sibling;
  links(last).next_sibling = child;
  child_links.prev_sibling = last;
  links(parent_links.first_child).prev_sibling = child;
}

void TransformStore3D::unlink(std::uint32_t child) {
  TransformLinks& child_links = links(child);
  std::uint32_t& parent = TransformStore3D::parent(child);
  if (parent == kNoSlot) return;
  TransformLinks& parent_links = links(parent);
  const std::uint32_t next = child_links.next_sibling;
  const std::uint32_t prev = child_links.prev_sibling;
  if (parent_links.first_child == child) {
    parent_links.first_child = next;
    if (next != kNoSlot) links(next).prev_sibling = prev;  // the new first keeps the last
  } else {
    links(prev).next_sibling = next;
    // The next one's prev, or (when `child` was the last) the first child's link to the last.
    links(next != kNoSlot ? next : parent_links.first_child).prev_sibling = prev;
  }
  parent = kNoSlot;
  child_links.next_sibling = kNoSlot;
  child_links.prev_sibling = kNoSlot;
}

void TransformStore3D::set_owner(std::uint32_t slot, Node3D* owner) {
  // Nodes of one chunk may belong to different threads; a hooked record's own thread reads the
  // array without the lock, but only after creating it (or seeing it created) here.
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  TransformChunk& chunk = pool_.value.chunk(slot);
  if (!chunk.owners) chunk.owners = std::make_unique<Node3D*[]>(TransformChunk::kSlots);
  chunk.owners[Pool::offset(slot)] = owner;
}

}  // namespace arbor::detail
