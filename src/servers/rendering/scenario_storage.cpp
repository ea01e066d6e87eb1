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

}  // namespace

std::uint32_t ScenarioStorage::add(std::uint32_t instance_slot) {
  const std::uint32_t index = size();
  if ((index >> kPageShift) == pages_.size()) {
    pages_.push_back(std::make_unique<InstanceFieldPage>());
  }
  transforms.push_back(Transform3D());
  object_ids.push_back(0);
  InstanceFieldPage& fields = page(index);
  const std::uint32_t at = slot(index);
  fields.layers[at] = 1u;
  fields.flags[at] =
      INSTANCE_VISIBLE | (std::uint32_t(ShadowCastingSetting::ON) << INSTANCE_SHADOW_SHIFT);
  fields.base[at] = 0;
  fields.material_override[at] = 0;
  fields.extras[at] = 0;
  fields.handle_index[at] = instance_slot;
  set_world_aabb(index, AABB());
  mark_changed(index);
  return index;
}

std::uint32_t ScenarioStorage::remove(std::uint32_t index) {
  release_extras(index);
  const std::uint32_t last = size() - 1;
  const std::uint32_t moved = index != last ? handle_index(last) : kNone;
  if (moved != kNone) {
    transforms[index] = transforms[last];
    object_ids[index] = object_ids[last];
    InstanceFieldPage& to = page(index);
    const InstanceFieldPage& from = page(last);
    const std::uint32_t at = slot(index);
    const std::uint32_t from_at = slot(last);
    for (auto field :
         {&InstanceFieldPage::min_x, &InstanceFieldPage::min_y, &InstanceFieldPage::min_z,
          &InstanceFieldPage::max_x, &InstanceFieldPage::max_y, &InstanceFieldPage::max_z}) {
      (to.*field)[at] = (from.*field)[from_at];
    }
    for (auto field : {&InstanceFieldPage::layers, &InstanceFieldPage::flags,
                       &InstanceFieldPage::base, &InstanceFieldPage::material_override,
                       &InstanceFieldPage::extras, &InstanceFieldPage::handle_index}) {
      (to.*field)[at] = (from.*field)[from_at];
    }
  }
  transforms.pop_back();
  object_ids.pop_back();
  // A page is released once the page before it is empty too (see PagedArray::pop_back).
  if (pages_.size() >= 2 && last <= (pages_.size() - 2) << kPageShift) pages_.pop_back();
  // `changed` may now list `last` (gone) or `index` twice: compact_changed() drops those.
  if (moved != kNone) {
    flags(index) &= ~INSTANCE_CHANGED;
    mark_changed(index);
  }
  return moved;
}

std::uint32_t ScenarioStorage::take_from(ScenarioStorage& from, std::uint32_t index) {
  const std::uint32_t to = add(from.handle_index(index));
  transforms[to] = from.transforms[index];
  object_ids[to] = from.object_ids[index];
  layers(to) = from.layers(index);
  flags(to) = (from.flags(index) & ~INSTANCE_CHANGED) | (flags(to) & INSTANCE_CHANGED);
  base(to) = from.base(index);
  material_override(to) = from.material_override(index);
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
  std::uint32_t& record = extras(index);
  if (!record) {
    if (extras_free) {
      record = extras_free;
      extras_free = extras_pool[extras_free - 1].next_free;
      extras_pool[record - 1].next_free = 0;
    } else {
      extras_pool.emplace_back();
      record = std::uint32_t(extras_pool.size());
    }
  }
  return extras_pool[record - 1];
}

void ScenarioStorage::release_extras(std::uint32_t index) {
  std::uint32_t& record = extras(index);
  if (!record) return;
  InstanceExtras& freed = extras_pool[record - 1];
  freed = InstanceExtras();
  freed.next_free = extras_free;
  extras_free = record;
  record = 0;
}

void ScenarioStorage::trim_extras(std::uint32_t index) {
  const InstanceExtras* current = find_extras(index);
  if (current && current->is_default()) release_extras(index);
}

void ScenarioStorage::set_world_aabb(std::uint32_t index, const AABB& aabb) {
  const Vector3 end = aabb.get_end();
  InstanceFieldPage& fields = page(index);
  const std::uint32_t at = slot(index);
  fields.min_x[at] = float_down(aabb.position.x);
  fields.min_y[at] = float_down(aabb.position.y);
  fields.min_z[at] = float_down(aabb.position.z);
  fields.max_x[at] = float_up(end.x);
  fields.max_y[at] = float_up(end.y);
  fields.max_z[at] = float_up(end.z);
}

AABB ScenarioStorage::world_aabb(std::uint32_t index) const {
  const InstanceFieldPage& fields = page(index);
  const std::uint32_t at = slot(index);
  const Vector3 low(fields.min_x[at], fields.min_y[at], fields.min_z[at]);
  const Vector3 high(fields.max_x[at], fields.max_y[at], fields.max_z[at]);
  return AABB(low, high - low);
}

void ScenarioStorage::compact_changed() {
  std::uint32_t kept = 0;
  for (std::uint32_t i = 0; i < changed.size(); ++i) {
    const std::uint32_t index = changed[i];
    if (index < size() && (flags(index) & INSTANCE_CHANGED)) {
      flags(index) &= ~INSTANCE_CHANGED;
      changed[kept++] = index;
    }
  }
  changed.truncate(kept);
}

void ScenarioStorage::mark_changed(std::uint32_t index) {
  if (scenario.is_null() || (flags(index) & INSTANCE_CHANGED)) return;
  flags(index) |= INSTANCE_CHANGED;
  changed.push_back(index);
}

}  // namespace arbor::rendering
