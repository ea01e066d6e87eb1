#pragma once

#include <cstdint>

#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "core/chunk_pool.h"
#include "scene/transform_store.h"

namespace arbor {
class Node3D;
}

namespace arbor::detail {

/// Node3Ds' transforms and hierarchy (see TransformStore).
using TransformStore3D = TransformStore<Transform3D, Node3D>;
static_assert(sizeof(TransformChunk<Transform3D>) % 65536 == 0);

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
  using Pool = ChunkPool<DecompositionChunk, (1u << 26) / DecompositionChunk::kSlots>;

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
  static constinit inline NeverDestroyed<Pool> pool_{"Node3D rotations"};
};

}  // namespace arbor::detail
