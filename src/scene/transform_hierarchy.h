#pragma once

#include <cstdint>
#include <type_traits>

#include "core/math/transform_chain.h"
#include "scene/transform_store.h"

namespace arbor::detail {

/// `actual`, the next record of a walk, read from a link. It is usually `likely` (the adjacent
/// record: records allocated together lie together); returning a copy of `likely` on a branch
/// the predictor learns, rather than the loaded value, lets the walk go on before the link has
/// arrived. The copy goes through an empty asm before the comparison, so that the compiler
/// cannot see it equals `actual` on that branch and substitute the loaded value back, and the
/// branch holds an empty asm of its own, so that it is not turned into a conditional move
/// (which would wait for the load).
inline std::uint32_t predicted(std::uint32_t likely, std::uint32_t actual) {
  std::uint32_t guess = likely;
  asm volatile("" : "+r"(guess));
  if (__builtin_expect(actual == likely, 1)) {
    asm volatile("");
    return guess;
  }
  return actual;
}

/// The dirty-flag walks over a TransformStore, shared by Node3D and CanvasItem. Invariant they
/// keep: a record is only recomputed after its ancestors, so when a record is dirty, its whole
/// linked subtree is dirty too.
template <class Store>
struct TransformHierarchy {
  using Transform = std::remove_reference_t<decltype(Store::local(0))>;

  /// Marks `slot` and its linked subtree dirty, skipping subtrees already dirty, and calls
  /// `on_hooked(owner)` for each hooked record it marks, parents first.
  template <class OnHooked>
  static void mark_dirty(std::uint32_t slot, OnHooked&& on_hooked) {
    std::uint32_t& up = Store::up(slot);
    if (up & TRANSFORM_DIRTY) return;  // by the invariant, the subtree is dirty already
    up |= TRANSFORM_DIRTY;
    if (up & TRANSFORM_HOOKED) on_hooked(Store::owner(slot));
    mark_from(Store::links(slot).first_child, on_hooked);
  }

  /// The global transform of `slot`, recomputed first when dirty.
  static Transform clean_global(std::uint32_t slot) {
    typename Store::Cursor store;
    std::uint32_t& up = store.up(slot);
    if (!(up & TRANSFORM_DIRTY)) return store.global(slot);
    // The common case, kept short: a dirty node whose parent is clean.
    const std::uint32_t parent = up & kParentBits;
    if (parent != kNoSlot && !(store.up(parent) & TRANSFORM_DIRTY)) {
      up &= ~TRANSFORM_DIRTY;
      TransformChain<Transform> global(store.global(parent));
      global.append(store.local(slot));
      global.store(store.global(slot));
      return global.get();
    }
    return update_global(slot);
  }

 private:
  // The records from `first` on along its sibling list, and their subtrees, in preorder. The
  // siblings still to visit wait on a small stack, so that finishing a subtree never climbs
  // back up through it; a full stack hands the subtree at hand to a nested walk.
  template <class OnHooked>
  static void mark_from(std::uint32_t first, OnHooked& on_hooked) {
    constexpr int kPending = 64;
    std::uint32_t pending[kPending];
    int count = 0;
    typename Store::Cursor store;
    for (std::uint32_t next = first;;) {
      while (next == kNoSlot) {
        if (count == 0) return;
        next = pending[--count];
      }
      const std::uint32_t at = next;
      const TransformLinks& links = store.links(at);
      const std::uint32_t sibling = links.next_sibling;
      std::uint32_t& up = store.up(at);
      if (up & TRANSFORM_DIRTY) {
        next = sibling;
        continue;
      }
      up |= TRANSFORM_DIRTY;
      if (up & TRANSFORM_HOOKED) on_hooked(Store::owner(at));
      if (links.first_child == kNoSlot || sibling == kNoSlot) {
        next = predicted(at + 1, links.first_child != kNoSlot ? links.first_child : sibling);
      } else if (count < kPending) {
        pending[count++] = sibling;
        next = links.first_child;
      } else {
        mark_from(links.first_child, on_hooked);
        next = sibling;
      }
    }
  }

  // Recomputes and returns the global transform of the dirty record `slot`: its dirty
  // ancestors form a chain ending below a clean record or a transform root; collect it
  // upwards, then recompute it top-down. Very long chains recurse once per kChainChunk records.
  static Transform update_global(std::uint32_t slot) {
    constexpr int kChainChunk = 64;
    typename Store::Cursor store;
    std::uint32_t chain[kChainChunk];
    int count = 0;
    std::uint32_t parent = kNoSlot;
    for (std::uint32_t at = slot;;) {
      chain[count++] = at;
      parent = store.up(at) & kParentBits;
      if (parent == kNoSlot || !(store.up(parent) & TRANSFORM_DIRTY)) break;
      if (count == kChainChunk) {
        (void)update_global(parent);
        break;
      }
      at = parent;
    }
    // A transform root's global transform is its local one.
    const std::uint32_t top = parent != kNoSlot ? parent : chain[--count];
    TransformChain<Transform> global(parent != kNoSlot ? store.global(top) : store.local(top));
    if (parent == kNoSlot) {
      global.store(store.global(top));
      store.up(top) &= ~TRANSFORM_DIRTY;
    }
    while (count > 0) {
      const std::uint32_t dirty = chain[--count];
      global.append(store.local(dirty));
      global.store(store.global(dirty));
      store.up(dirty) &= ~TRANSFORM_DIRTY;
    }
    return global.get();
  }
};

}  // namespace arbor::detail
