#include "servers/rendering/scenario_storage.h"

#include <cmath>
#include <limits>

namespace arbor::rendering {
namespace {

// Bounds kept as floats whatever real_t is, rounded outwards so that culling stays conservative.
float float_down(real_t value) {
  const auto rounded = static_cast<float>(value);
  return real_t(rounded) > value ? std::nextafter(rounded, -std::numeric_limits<float>::infinity())
                                 : rounded;
}
float float_up(real_t value) {
  const auto rounded = static_cast<float>(value);
  return real_t(rounded) < value ? std::nextafter(rounded, std::numeric_limits<float>::infinity())
                                 : rounded;
}

template <class T>
void move_last_into(PagedArray<T>& values, std::uint32_t index) {
  values[index] = values.back();
  values.pop_back();
}

}  // namespace

std::uint32_t ScenarioStorage::add(std::uint32_t instance_slot) {
  const std::uint32_t index = size();
  transforms.push_back(Transform3D());
  for (PagedArray<float>* bound : {&min_x, &min_y, &min_z, &max_x, &max_y, &max_z}) {
    bound->push_back(0.0f);
  }
  layers.push_back(1u);
  flags.push_back(INSTANCE_VISIBLE |
                  (std::uint32_t(ShadowCastingSetting::ON) << INSTANCE_SHADOW_SHIFT));
  base.push_back(0);
  override_.push_back(0);
  extras.push_back(0);
  object_ids.push_back(0);
  handle_index.push_back(instance_slot);
  set_world_aabb(index, AABB());
  mark_changed(index);
  return index;
}

std::uint32_t ScenarioStorage::remove(std::uint32_t index) {
  if (extras[index]) {
    InstanceExtras& freed = extras_pool[extras[index] - 1];
    freed = InstanceExtras();
    freed.next_free = extras_free;
    extras_free = extras[index];
  }
  const std::uint32_t last = size() - 1;
  const std::uint32_t moved = index != last ? handle_index[last] : kNone;
  move_last_into(transforms, index);
  for (PagedArray<float>* bound : {&min_x, &min_y, &min_z, &max_x, &max_y, &max_z}) {
    move_last_into(*bound, index);
  }
  move_last_into(layers, index);
  move_last_into(flags, index);
  move_last_into(base, index);
  move_last_into(override_, index);
  move_last_into(extras, index);
  move_last_into(object_ids, index);
  move_last_into(handle_index, index);
  // `changed` may now list `last` (gone) or `index` twice: compact_changed() drops those.
  if (moved != kNone) {
    flags[index] &= ~INSTANCE_CHANGED;
    mark_changed(index);
  }
  return moved;
}

std::uint32_t ScenarioStorage::take_from(ScenarioStorage& from, std::uint32_t index) {
  const std::uint32_t to = add(from.handle_index[index]);
  transforms[to] = from.transforms[index];
  layers[to] = from.layers[index];
  flags[to] = (from.flags[index] & ~INSTANCE_CHANGED) | (flags[to] & INSTANCE_CHANGED);
  base[to] = from.base[index];
  override_[to] = from.override_[index];
  object_ids[to] = from.object_ids[index];
  set_world_aabb(to, from.world_aabb(index));
  if (const InstanceExtras* source = from.find_extras(index)) {
    InstanceExtras& copy = extras_of(to);
    copy = *source;
    copy.range_state = 0;
    copy.next_free = 0;
  }
  return to;
}

InstanceExtras& ScenarioStorage::extras_of(std::uint32_t index) {
  if (!extras[index]) {
    if (extras_free) {
      extras[index] = extras_free;
      extras_free = extras_pool[extras_free - 1].next_free;
      extras_pool[extras[index] - 1].next_free = 0;
    } else {
      extras_pool.emplace_back();
      extras[index] = std::uint32_t(extras_pool.size());
    }
  }
  return extras_pool[extras[index] - 1];
}

void ScenarioStorage::trim_extras(std::uint32_t index) {
  if (!extras[index] || !extras_pool[extras[index] - 1].is_default()) return;
  InstanceExtras& freed = extras_pool[extras[index] - 1];
  freed = InstanceExtras();
  freed.next_free = extras_free;
  extras_free = extras[index];
  extras[index] = 0;
}

void ScenarioStorage::set_world_aabb(std::uint32_t index, const AABB& aabb) {
  const Vector3 end = aabb.get_end();
  min_x[index] = float_down(aabb.position.x);
  min_y[index] = float_down(aabb.position.y);
  min_z[index] = float_down(aabb.position.z);
  max_x[index] = float_up(end.x);
  max_y[index] = float_up(end.y);
  max_z[index] = float_up(end.z);
}

AABB ScenarioStorage::world_aabb(std::uint32_t index) const {
  const Vector3 low(min_x[index], min_y[index], min_z[index]);
  const Vector3 high(max_x[index], max_y[index], max_z[index]);
  return AABB(low, high - low);
}

void ScenarioStorage::compact_changed() {
  std::uint32_t kept = 0;
  for (std::uint32_t i = 0; i < changed.size(); ++i) {
    const std::uint32_t index = changed[i];
    if (index < size() && (flags[index] & INSTANCE_CHANGED)) {
      flags[index] &= ~INSTANCE_CHANGED;
      changed[kept++] = index;
    }
  }
  changed.truncate(kept);
}

void ScenarioStorage::mark_changed(std::uint32_t index) {
  if (scenario.is_null() || (flags[index] & INSTANCE_CHANGED)) return;
  flags[index] |= INSTANCE_CHANGED;
  changed.push_back(index);
}

}  // namespace arbor::rendering
