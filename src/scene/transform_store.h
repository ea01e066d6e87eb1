#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>

#include "core/chunk_pool.h"

namespace arbor::detail {

/// No slot: the end of a child list, or no transform parent.
constexpr std::uint32_t kNoSlot = (1u << 30) - 1;

/// A record's children and siblings in the transform hierarchy (its parent is apart, in
/// TransformChunk::up, as only recomputing reads it). Only nodes whose global transform
/// chains to their parent's are linked (not top-level ones, not those under a node of another
/// kind), so marking a subtree dirty walks these links and nothing else.
struct TransformLinks {
  std::uint32_t first_child;
  std::uint32_t next_sibling;
  std::uint32_t prev_sibling;  ///< for the first child: the last child
};

/// A record's state bits, kept above the parent's slot in TransformChunk::up.
enum TransformState : std::uint32_t {
  TRANSFORM_DIRTY = 1u << 30,   ///< the global transform awaits recomputation
  TRANSFORM_HOOKED = 1u << 31,  ///< the owner wants to hear when the global transform gets dirty
};

/// No attachment: see TransformStore::attachment.
constexpr std::uint32_t kNoAttachment = 0xFFFFFFFFu;

/// The parent's slot in a TransformChunk::up word.
constexpr std::uint32_t kParentBits = kNoSlot;

/// A column of values beside a store's chunks, allocated a chunk's worth (kSlots entries) at a
/// time on the first write into that chunk, for what few records need: entries never written
/// read as `kEmpty`. Chunks once allocated stay for the process.
template <class T, T kEmpty, std::uint32_t kSlots, std::uint32_t kChunks>
class SideColumn {
 public:
  [[nodiscard]] T get(std::uint32_t slot) const {
    const T* values = chunks_[slot / kSlots].load(std::memory_order_acquire);
    return values ? values[slot % kSlots] : kEmpty;
  }

  void set(std::uint32_t slot, T value) {
    std::atomic<T*>& column = chunks_[slot / kSlots];
    T* values = column.load(std::memory_order_acquire);
    if (!values) {
      if (value == kEmpty) return;
      static std::mutex mutex;
      std::lock_guard lock(mutex);
      values = column.load(std::memory_order_relaxed);
      if (!values) {
        values = new T[kSlots];
        std::fill(values, values + kSlots, kEmpty);
        column.store(values, std::memory_order_release);
      }
    }
    values[slot % kSlots] = value;
  }

 private:
  std::atomic<T*> chunks_[kChunks] = {};
};

/// Records of 4,096 nodes, one array per field, so that each walk reads only what it uses:
/// marking reads the links and sets a state bit, recomputing reads `up` (the parent and the
/// state in one word) and local and writes global. A record takes 2 × sizeof(Transform) + 16
/// bytes (112 for Transform3D, 64 for Transform2D), so that a chunk is a whole number of
/// 64 KiB (448 or 256 KiB): allocators round large blocks up to such units.
template <class Transform>
struct TransformChunk {
  static constexpr std::uint32_t kSlots = 4096;
  std::uint32_t up[kSlots];  ///< the transform parent (kNoSlot: none) | TransformState bits
  TransformLinks links[kSlots];
  Transform local[kSlots];
  Transform global[kSlots];

  std::uint32_t& free_link(std::uint32_t offset) { return up[offset]; }
};

/// Where every node of one kind (Node3D: Transform3D; CanvasItem: Transform2D) keeps its local
/// and global transforms and its place in the transform hierarchy. Process-wide:
/// constant-initialised, so it is there before any node, and never destroyed, so nodes freed at
/// exit still find it. Reads and writes of a record take no lock (a node and its record belong
/// to the node's thread); allocating and freeing one takes a lock.
template <class Transform, class Owner>
class TransformStore {
  using Chunk = TransformChunk<Transform>;
  static constexpr std::uint32_t kMaxChunks = (1u << 26) / Chunk::kSlots;
  using Pool = ChunkPool<Chunk, kMaxChunks>;

 public:
  /// A fresh record: identity transforms, clean, unlinked, not hooked.
  static std::uint32_t allocate() {
    const std::uint32_t slot = pool_.value.allocate();
    up(slot) = kNoSlot;
    links(slot) = TransformLinks{kNoSlot, kNoSlot, kNoSlot};
    local(slot) = Transform();
    global(slot) = Transform();
    return slot;
  }

  /// Unlinks the record (from its parent and from its children) and returns it.
  static void release(std::uint32_t slot) {
    unlink(slot);
    for (std::uint32_t child = links(slot).first_child; child != kNoSlot;) {
      TransformLinks& child_links = links(child);
      set_parent(child, kNoSlot);
      child = child_links.next_sibling;
      child_links.next_sibling = kNoSlot;
      child_links.prev_sibling = kNoSlot;
    }
    attachments_.set(slot, kNoAttachment);
    pool_.value.release(slot);
  }

  /// The parent's slot and the TransformState bits (see TransformChunk::up).
  static std::uint32_t& up(std::uint32_t slot) { return chunk(slot).up[offset(slot)]; }
  static std::uint32_t parent(std::uint32_t slot) { return up(slot) & kParentBits; }
  static bool is_dirty(std::uint32_t slot) { return (up(slot) & TRANSFORM_DIRTY) != 0; }
  static void set_parent(std::uint32_t slot, std::uint32_t parent_slot) {
    std::uint32_t& word = up(slot);
    word = (word & ~kParentBits) | parent_slot;
  }
  static TransformLinks& links(std::uint32_t slot) { return chunk(slot).links[offset(slot)]; }
  static Transform& local(std::uint32_t slot) { return chunk(slot).local[offset(slot)]; }
  static Transform& global(std::uint32_t slot) { return chunk(slot).global[offset(slot)]; }
  static Owner* owner(std::uint32_t slot) { return owners_.get(slot); }
  /// A value the owner keeps with the record (kNoAttachment until set; reset on release).
  static std::uint32_t attachment(std::uint32_t slot) { return attachments_.get(slot); }
  static void set_attachment(std::uint32_t slot, std::uint32_t value) {
    attachments_.set(slot, value);
  }

  /// Resolves slots like the functions above, remembering the last chunk: a walk that stays
  /// within a chunk then has no chunk-table load between one record and the next.
  class Cursor {
   public:
    std::uint32_t& up(std::uint32_t slot) { return at(slot).up[offset(slot)]; }
    TransformLinks& links(std::uint32_t slot) { return at(slot).links[offset(slot)]; }
    Transform& local(std::uint32_t slot) { return at(slot).local[offset(slot)]; }
    Transform& global(std::uint32_t slot) { return at(slot).global[offset(slot)]; }

   private:
    Chunk& at(std::uint32_t slot) {
      const std::uint32_t id = slot / Chunk::kSlots;
      if (id != id_) {
        id_ = id;
        chunk_ = &chunk(slot);
      }
      return *chunk_;
    }

    std::uint32_t id_ = 0xFFFFFFFFu;
    Chunk* chunk_ = nullptr;
  };

  /// Makes `child` (unlinked) the last linked child of `parent_slot`.
  static void link(std::uint32_t child, std::uint32_t parent_slot) {
    TransformLinks& parent_links = links(parent_slot);
    TransformLinks& child_links = links(child);
    set_parent(child, parent_slot);
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

  /// Takes `child` out of its parent's child list (nothing when it has no parent).
  static void unlink(std::uint32_t child) {
    const std::uint32_t parent_slot = parent(child);
    if (parent_slot == kNoSlot) return;
    TransformLinks& parent_links = links(parent_slot);
    TransformLinks& child_links = links(child);
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
    set_parent(child, kNoSlot);
    child_links.next_sibling = kNoSlot;
    child_links.prev_sibling = kNoSlot;
  }

  /// Marks the record hooked (or not); a hooked record's `owner` is called by the marking walk.
  static void set_hooked(std::uint32_t slot, Owner* owner, bool hooked) {
    if (hooked) owners_.set(slot, owner);
    std::uint32_t& word = up(slot);
    word = hooked ? (word | TRANSFORM_HOOKED) : (word & ~TRANSFORM_HOOKED);
  }

 private:
  static Chunk& chunk(std::uint32_t slot) { return pool_.value.chunk(slot); }
  static std::uint32_t offset(std::uint32_t slot) { return Pool::offset(slot); }

  static NeverDestroyed<Pool> pool_;
  // Beside the chunks, which stay a round size: hooked records' nodes, and attachments.
  static constinit inline SideColumn<Owner*, nullptr, Chunk::kSlots, kMaxChunks> owners_;
  static constinit inline SideColumn<std::uint32_t, kNoAttachment, Chunk::kSlots, kMaxChunks>
      attachments_;
};

template <class Transform, class Owner>
constinit NeverDestroyed<typename TransformStore<Transform, Owner>::Pool>
    TransformStore<Transform, Owner>::pool_{"nodes with a transform"};

}  // namespace arbor::detail
