#pragma once

#include <cstdint>
#include <memory>

#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "core/chunk_pool.h"

namespace arbor {
class Node3D;
}

namespace arbor::detail {

/// No slot: the end of a child list, or no transform parent.
constexpr std::uint32_t kNoSlot = (1u << 30) - 1;

/// A record's children and siblings in the transform hierarchy (its parent is apart, in
/// TransformChunk::parent, as only recomputing reads it). Only Node3Ds whose global transform
/// chains to their parent's are linked (not top-level ones, not those under a non-Node3D), so
/// marking a subtree dirty walks these links and nothing else.
struct TransformLinks {
  std::uint32_t first_child;
  std::uint32_t next_sibling;
  std::uint32_t prev_sibling;  ///< for the first child: the last child
};

/// A record's state bits (TransformChunk::state).
enum TransformState : std::uint8_t {
  TRANSFORM_DIRTY = 1u << 0,   ///< the global transform awaits recomputation
  TRANSFORM_HOOKED = 1u << 1,  ///< the owner wants to hear when the global transform gets dirty
};

/// Records of 2,048 Node3Ds, one array per field, so that each walk reads only what it uses:
/// marking reads the links and writes a state byte, recomputing reads the parent and local and
/// writes global.
struct TransformChunk {
  static constexpr std::uint32_t kSlots = 2048;
  std::uint8_t state[kSlots];    ///< TransformState bits
  std::uint32_t parent[kSlots];  ///< the transform parent, or kNoSlot
  TransformLinks links[kSlots];
  Transform3D local[kSlots];
  Transform3D global[kSlots];
  std::unique_ptr<Node3D*[]> owners;  ///< hooked records' nodes, allocated on the first hook

  std::uint32_t& free_link(std::uint32_t offset) { return parent[offset]; }
};

/// Where every Node3D keeps its local and global transforms and its place in the transform
/// hierarchy (process-wide: constant-initialised, so it is there before any node, and never
/// destroyed, so nodes freed at exit still find it). Reads and writes of a record take no lock; a
/// node and its record belong to the node's thread.
class TransformStore3D {
 public:
  /// A fresh record: identity transforms, clean, unlinked, not hooked.
  static std::uint32_t allocate();
  /// Unlinks the record (from its parent and from its children) and returns it.
  static void release(std::uint32_t slot);

  static std::uint8_t& state(std::uint32_t slot) {
    return pool_.value.chunk(slot).state[Pool::offset(slot)];
  }
  static std::uint32_t& parent(std::uint32_t slot) {
    return pool_.value.chunk(slot).parent[Pool::offset(slot)];
  }
  static TransformLinks& links(std::uint32_t slot) {
    return pool_.value.chunk(slot).links[Pool::offset(slot)];
  }
  static Transform3D& local(std::uint32_t slot) {
    return pool_.value.chunk(slot).local[Pool::offset(slot)];
  }
  static Transform3D& global(std::uint32_t slot) {
    return pool_.value.chunk(slot).global[Pool::offset(slot)];
  }

  /// Resolves slots like the functions above, remembering the last chunk: a walk that stays
  /// within a chunk then has no chunk-table load between one record and the next.
  class Cursor {
   public:
    std::uint8_t& state(std::uint32_t slot) { return chunk(slot).state[Pool::offset(slot)]; }
    std::uint32_t& parent(std::uint32_t slot) { return chunk(slot).parent[Pool::offset(slot)]; }
    TransformLinks& links(std::uint32_t slot) { return chunk(slot).links[Pool::offset(slot)]; }
    Transform3D& local(std::uint32_t slot) { return chunk(slot).local[Pool::offset(slot)]; }
    Transform3D& global(std::uint32_t slot) { return chunk(slot).global[Pool::offset(slot)]; }

   private:
    TransformChunk& chunk(std::uint32_t slot) {
      const std::uint32_t id = slot / TransformChunk::kSlots;
      if (id != id_) {
        id_ = id;
        chunk_ = &pool_.value.chunk(slot);
      }
      return *chunk_;
    }

    std::uint32_t id_ = 0xFFFFFFFFu;
    TransformChunk* chunk_ = nullptr;
  };

  /// Makes `child` (unlinked) the last linked child of `parent`.
  static void link(std::uint32_t child, std::uint32_t parent);
  /// Takes `child` out of its parent's child list (nothing when it has no parent).
  static void unlink(std::uint32_t child);

  /// Records `owner` as the node to call when the record is hooked.
  static void set_owner(std::uint32_t slot, Node3D* owner);
  static Node3D* owner(std::uint32_t slot) {
    return pool_.value.chunk(slot).owners[Pool::offset(slot)];
  }

 private:
  using Pool = ChunkPool<TransformChunk, (1u << 26) / TransformChunk::kSlots>;
  static NeverDestroyed<Pool> pool_;
};

/// A Node3D's rotation and scale as last set or decomposed (Godot keeps both beside the basis,
/// so that rotation_degrees returns the value set). Only nodes that need them have one.
struct Decomposition {
  Vector3 euler;  ///< radians or degrees, as the node's EULER_DEGREES bit says
  Vector3 scale{1, 1, 1};
};

struct DecompositionChunk {
  static constexpr std::uint32_t kSlots = 1024;
  Decomposition items[kSlots];
  std::uint32_t next_free[kSlots];

  std::uint32_t& free_link(std::uint32_t offset) { return next_free[offset]; }
};

/// The process-wide Decomposition records.
class DecompositionStore {
 public:
  /// A record holding zero angles and unit scale.
  static std::uint32_t allocate() {
    const std::uint32_t slot = pool_.value.allocate();
    get(slot) = Decomposition{};
    return slot;
  }
  static void release(std::uint32_t slot) { pool_.value.release(slot); }
  static Decomposition& get(std::uint32_t slot) {
    return pool_.value.chunk(slot).items[Pool::offset(slot)];
  }

 private:
  using Pool = ChunkPool<DecompositionChunk, (1u << 26) / DecompositionChunk::kSlots>;
  static NeverDestroyed<Pool> pool_;
};

}  // namespace arbor::detail
