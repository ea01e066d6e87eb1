// ScenarioStorage: one scenario's instances in paged arrays, the layout culling reads.
#pragma once

#include <cstdint>
#include <memory>
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

/// The fields of kSize instances of a scenario, an array each (12 KiB). World AABBs are float
/// arrays, one per component, so the frustum test runs over a page with SIMD.
struct InstanceFieldPage {
  static constexpr std::uint32_t kShift = PagedArray<float>::kPageShift;
  static constexpr std::uint32_t kSize = 1u << kShift;

  float min_x[kSize], min_y[kSize], min_z[kSize], max_x[kSize], max_y[kSize], max_z[kSize];
  std::uint32_t layers[kSize];
  std::uint32_t flags[kSize];
  std::uint32_t base[kSize];               // slot index of the mesh or multimesh
  std::uint32_t material_override[kSize];  // slot index + 1, 0 for none
  std::uint32_t extras[kSize];             // index + 1 into extras_pool, 0 for none
  std::uint32_t handle_index[kSize];       // the instance's slot in the instance table
};

/// A scenario's instances, densely packed (an instance leaving moves the last one into its
/// place), in pages of InstanceFieldPage::kSize: the fields in one InstanceFieldPage per page,
/// transforms and object ids in PagedArrays (what RenderInstances hands the backend). Growing
/// leaves at most one page partly used.
class ScenarioStorage {
 public:
  static constexpr std::uint32_t kPageShift = InstanceFieldPage::kShift;

  ScenarioStorage() = default;
  ScenarioStorage(const ScenarioStorage&) = delete;
  ScenarioStorage& operator=(const ScenarioStorage&) = delete;

  PagedArray<Transform3D> transforms;
  PagedArray<std::uint64_t> object_ids;
  /// Dense indices changed (see compact_changed); not kept for instances in no scenario, which
  /// no view draws.
  PagedArray<std::uint32_t> changed;

  std::vector<InstanceExtras> extras_pool;
  std::uint32_t extras_free = 0;  // index + 1 of a free extras record, 0 for none

  ScenarioHandle scenario;  // null for the storage of instances in no scenario
  EnvironmentHandle environment;
  EnvironmentHandle fallback_environment;

  [[nodiscard]] std::uint32_t size() const { return transforms.size(); }

  // The fields of instance `index` (see InstanceFieldPage).
  std::uint32_t& layers(std::uint32_t index) { return page(index).layers[slot(index)]; }
  std::uint32_t& flags(std::uint32_t index) { return page(index).flags[slot(index)]; }
  std::uint32_t& base(std::uint32_t index) { return page(index).base[slot(index)]; }
  std::uint32_t& material_override(std::uint32_t index) {
    return page(index).material_override[slot(index)];
  }
  [[nodiscard]] std::uint32_t layers(std::uint32_t index) const {
    return page(index).layers[slot(index)];
  }
  [[nodiscard]] std::uint32_t flags(std::uint32_t index) const {
    return page(index).flags[slot(index)];
  }
  [[nodiscard]] std::uint32_t base(std::uint32_t index) const {
    return page(index).base[slot(index)];
  }
  [[nodiscard]] std::uint32_t material_override(std::uint32_t index) const {
    return page(index).material_override[slot(index)];
  }
  [[nodiscard]] std::uint32_t handle_index(std::uint32_t index) const {
    return page(index).handle_index[slot(index)];
  }

  /// Page `number` of fields: instances [number << kPageShift, (number + 1) << kPageShift).
  [[nodiscard]] const InstanceFieldPage& field_page(std::uint32_t number) const {
    return *pages_[number];
  }

  /// Appends an instance with default state; returns its dense index.
  std::uint32_t add(std::uint32_t instance_slot);
  /// Removes dense index `index`, moving the last instance into it; returns the instance slot
  /// that moved (or `kNone` when the last one was removed).
  std::uint32_t remove(std::uint32_t index);
  /// Copies instance `index` of `from` (its state, not its place) into a new entry here.
  std::uint32_t take_from(ScenarioStorage& from, std::uint32_t index);

  InstanceExtras& extras_of(std::uint32_t index);  // made on first use
  [[nodiscard]] const InstanceExtras* find_extras(std::uint32_t index) const {
    const std::uint32_t extras = page(index).extras[slot(index)];
    return extras ? &extras_pool[extras - 1] : nullptr;
  }
  /// Releases an instance's extras when they hold only defaults again.
  void trim_extras(std::uint32_t index);

  void set_world_aabb(std::uint32_t index, const AABB& aabb);
  [[nodiscard]] AABB world_aabb(std::uint32_t index) const;
  /// The centre of the world AABB, computed in floats as the bounds are kept.
  [[nodiscard]] Vector3 world_aabb_center(std::uint32_t index) const {
    const InstanceFieldPage& fields = page(index);
    const std::uint32_t at = slot(index);
    return Vector3((fields.min_x[at] + fields.max_x[at]) * 0.5f,
                   (fields.min_y[at] + fields.max_y[at]) * 0.5f,
                   (fields.min_z[at] + fields.max_z[at]) * 0.5f);
  }
  void mark_changed(std::uint32_t index);
  /// Drops entries of `changed` that left or repeat, and clears their flags: after it, `changed`
  /// lists each index changed since the last compaction once. Call once per frame.
  void compact_changed();

  [[nodiscard]] ShadowCastingSetting shadow_setting(std::uint32_t index) const {
    return ShadowCastingSetting((flags(index) >> INSTANCE_SHADOW_SHIFT) & 3u);
  }

  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

 private:
  static std::uint32_t slot(std::uint32_t index) { return index & (InstanceFieldPage::kSize - 1); }
  InstanceFieldPage& page(std::uint32_t index) { return *pages_[index >> kPageShift]; }
  [[nodiscard]] const InstanceFieldPage& page(std::uint32_t index) const {
    return *pages_[index >> kPageShift];
  }
  std::uint32_t& extras(std::uint32_t index) { return page(index).extras[slot(index)]; }
  /// Frees the extras record of instance `index`, if it has one.
  void release_extras(std::uint32_t index);

  std::vector<std::unique_ptr<InstanceFieldPage>> pages_;
};

}  // namespace arbor::rendering
