// ScenarioStorage: one scenario's instances in paged arrays, the layout culling reads.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/servers/rendering/instance_data.h"
#include "arbor/servers/rendering/render_handle.h"
#include "servers/rendering/paged_array.h"

namespace arbor::rendering {

/// Instance flags (ScenarioStorage::flags).
enum InstanceFlag : std::uint32_t {
  INSTANCE_VISIBLE = 1u << 0,
  INSTANCE_HAS_BASE = 1u << 1,     // base_ names a live mesh or multimesh
  INSTANCE_MULTIMESH = 1u << 2,    // base_ is a multimesh slot, else a mesh slot
  INSTANCE_HAS_RANGE = 1u << 3,    // a visibility range is set (see InstanceExtras)
  INSTANCE_TRANSPARENT = 1u << 4,  // GeometryInstance3D.transparency > 0
  INSTANCE_CHANGED = 1u << 5,      // listed in `changed` this frame
  INSTANCE_SHADOW_SHIFT = 6,       // 2 bits: ShadowCastingSetting
};

/// What few instances set: kept apart so that an instance costs its hot arrays only.
struct InstanceExtras {
  std::vector<MaterialHandle> surface_overrides;
  MaterialHandle overlay;
  AABB custom_aabb;  // zero size: none
  real_t extra_margin = 0;
  float range_begin = 0, range_end = 0, range_begin_margin = 0, range_end_margin = 0;
  VisibilityRangeFadeMode fade_mode = VisibilityRangeFadeMode::DISABLED;
  std::uint64_t range_state = 0;  // bit per viewport slot: in range at its last frame
  float transparency = 0;
  real_t sorting_offset = 0;
  bool sorting_use_aabb_center = true;
  std::uint32_t next_free = 0;  // free list link (index + 1) while unused

  [[nodiscard]] bool is_default() const {
    return surface_overrides.empty() && overlay.is_null() && !custom_aabb.has_surface() &&
           extra_margin == 0 && range_begin == 0 && range_end == 0 && transparency == 0 &&
           sorting_offset == 0 && sorting_use_aabb_center;
  }
};

/// A scenario's instances, densely packed (an instance leaving moves the last one into its
/// place), one PagedArray per field. World AABBs are float arrays, one per component, so the
/// frustum test runs over each page with SIMD.
struct ScenarioStorage {
  PagedArray<Transform3D> transforms;
  PagedArray<float> min_x, min_y, min_z, max_x, max_y, max_z;
  PagedArray<std::uint32_t> layers;
  PagedArray<std::uint32_t> flags;
  PagedArray<std::uint32_t> base;       // slot index of the mesh or multimesh
  PagedArray<std::uint32_t> override_;  // material_override slot index + 1, 0 for none
  PagedArray<std::uint32_t> extras;     // index + 1 into extras_pool, 0 for none
  PagedArray<std::uint64_t> object_ids;
  PagedArray<std::uint32_t> handle_index;  // the instance's slot in the instance table
  /// Dense indices changed (see compact_changed); not kept for instances in no scenario, which
  /// no view draws.
  PagedArray<std::uint32_t> changed;

  std::vector<InstanceExtras> extras_pool;
  std::uint32_t extras_free = 0;  // index + 1 of a free extras record, 0 for none

  ScenarioHandle scenario;  // null for the storage of instances in no scenario
  EnvironmentHandle environment;
  EnvironmentHandle fallback_environment;

  [[nodiscard]] std::uint32_t size() const { return transforms.size(); }

  /// Appends an instance with default state; returns its dense index.
  std::uint32_t add(std::uint32_t instance_slot);
  /// Removes dense index `index`, moving the last instance into it; returns the instance slot
  /// that moved (or `kNone` when the last one was removed).
  std::uint32_t remove(std::uint32_t index);
  /// Copies instance `index` of `from` (its state, not its place) into a new entry here.
  std::uint32_t take_from(ScenarioStorage& from, std::uint32_t index);

  InstanceExtras& extras_of(std::uint32_t index);  // made on first use
  [[nodiscard]] const InstanceExtras* find_extras(std::uint32_t index) const {
    return extras[index] ? &extras_pool[extras[index] - 1] : nullptr;
  }
  /// Releases an instance's extras when they hold only defaults again.
  void trim_extras(std::uint32_t index);

  void set_world_aabb(std::uint32_t index, const AABB& aabb);
  [[nodiscard]] AABB world_aabb(std::uint32_t index) const;
  void mark_changed(std::uint32_t index);
  /// Drops entries of `changed` that left or repeat, and clears their flags: after it, `changed`
  /// lists each index changed since the last compaction once. Call once per frame.
  void compact_changed();

  [[nodiscard]] ShadowCastingSetting shadow_setting(std::uint32_t index) const {
    return ShadowCastingSetting((flags[index] >> INSTANCE_SHADOW_SHIFT) & 3u);
  }

  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
};

}  // namespace arbor::rendering
