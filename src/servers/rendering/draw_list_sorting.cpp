#include "servers/rendering/draw_list_sorting.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

namespace arbor::rendering {
namespace {

std::uint64_t mix(std::uint64_t hash, std::uint64_t value) {
  // A fixed 64-bit combine (the golden-ratio hash_combine), so hashes match from run to run.
  return hash ^ (value + 0x9e3779b97f4a7c15ull + (hash << 6) + (hash >> 2));
}

std::uint64_t group_hash(const DrawGroup& group) {
  std::uint64_t hash = group.pipeline;
  hash = mix(hash, group.material);
  hash = mix(hash, group.mesh);
  hash = mix(hash, (std::uint64_t(group.surface) << 32) | group.multimesh);
  return hash * 0xff51afd7ed558ccdull;
}

bool same_group(const DrawGroup& a, const DrawGroup& b) {
  return a.pipeline == b.pipeline && a.material == b.material && a.mesh == b.mesh &&
         a.surface == b.surface && a.multimesh == b.multimesh;
}

void grow_table(FrameScratch& scratch) {
  GroupTable& table = scratch.table;
  const std::size_t size = std::max<std::size_t>(64, table.slots.size() * 2);
  table.slots.assign(size, 0);
  table.used.clear();
  table.used.reserve(size / 2);
  for (std::uint32_t g = 0; g < scratch.groups.size(); ++g) {
    std::size_t slot = group_hash(scratch.groups[g]) & (size - 1);
    while (table.slots[slot]) slot = (slot + 1) & (size - 1);
    table.slots[slot] = g + 1;
    table.used.push_back(std::uint32_t(slot));
  }
}

// A float's bits as an unsigned key that orders as the float does (negative values first).
std::uint32_t ascending_key(float value) {
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  return (bits & 0x80000000u) ? ~bits : bits | 0x80000000u;
}

// Stable LSD radix sort of `items` by `keys` (both permuted together), 8 bits per pass; passes
// where every key has the same byte are skipped.
void radix_sort(std::vector<DrawItem>& items, std::vector<std::uint32_t>& keys,
                std::vector<DrawItem>& item_swap, std::vector<std::uint32_t>& key_swap) {
  const std::size_t n = items.size();
  item_swap.resize(n);
  key_swap.resize(n);
  for (int shift = 0; shift < 32; shift += 8) {
    std::array<std::uint32_t, 256> count{};
    for (std::size_t i = 0; i < n; ++i) ++count[(keys[i] >> shift) & 0xFFu];
    if (count[(keys[0] >> shift) & 0xFFu] == n) continue;
    std::uint32_t total = 0;
    for (std::uint32_t& c : count) {
      const std::uint32_t here = c;
      c = total;
      total += here;
    }
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t to = count[(keys[i] >> shift) & 0xFFu]++;
      item_swap[to] = items[i];
      key_swap[to] = keys[i];
    }
    items.swap(item_swap);
    keys.swap(key_swap);
  }
}

void sort_by_depth(FrameScratch& scratch, std::vector<DrawItem>& items, bool descending) {
  std::vector<std::uint32_t>& keys = scratch.radix_keys;
  keys.resize(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::uint32_t key = ascending_key(items[i].depth);
    keys[i] = descending ? ~key : key;
  }
  radix_sort(items, keys, scratch.sorted, scratch.radix_keys_swap);
}

// Whether group a goes before group b in `pass`.
bool group_before(const DrawGroup& a, const DrawGroup& b, RenderPass pass) {
  if (pass == RenderPass::SHADOW) {
    if (a.pipeline != b.pipeline) return a.pipeline < b.pipeline;
    if (a.mesh != b.mesh) return a.mesh < b.mesh;
    if (a.surface != b.surface) return a.surface < b.surface;
    if (a.material != b.material) return a.material < b.material;
    return a.multimesh < b.multimesh;
  }
  if (a.priority != b.priority) return a.priority < b.priority;
  if (a.pipeline != b.pipeline) return a.pipeline < b.pipeline;
  if (a.material != b.material) return a.material < b.material;
  if (a.mesh != b.mesh) return a.mesh < b.mesh;
  if (a.surface != b.surface) return a.surface < b.surface;
  return a.multimesh < b.multimesh;
}

DrawBatch batch_of(const State& state, const DrawGroup& group, std::uint32_t first) {
  DrawBatch batch;
  batch.pipeline.bits = group.pipeline;
  batch.material = state.materials.handle_at(group.material);
  batch.mesh = state.meshes.handle_at(group.mesh);
  batch.surface = group.surface;
  if (group.multimesh) batch.multimesh = state.multimeshes.handle_at(group.multimesh - 1);
  batch.first = first;
  batch.count = 0;
  return batch;
}

// Items grouped by group rank (stable), then written as one batch per group.
void emit_grouped(const State& state, FrameScratch& scratch, const std::vector<DrawItem>& items,
                  DrawList& list) {
  std::vector<DrawGroup>& groups = scratch.groups;
  std::vector<std::uint32_t>& order = scratch.group_order;
  order.resize(groups.size());
  for (std::uint32_t g = 0; g < groups.size(); ++g) order[g] = g;
  const RenderPass pass = list.pass;
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return group_before(groups[a], groups[b], pass);
  });
  for (DrawGroup& group : groups) group.count = 0;
  for (const DrawItem& item : items) ++groups[item.group].count;
  std::uint32_t next = 0;
  for (const std::uint32_t g : order) {
    if (groups[g].count == 0) continue;
    groups[g].next = next;
    list.batches.push_back(batch_of(state, groups[g], next));
    list.batches.back().count = groups[g].count;
    next += groups[g].count;
  }
  list.instances.resize(items.size());
  for (const DrawItem& item : items) list.instances[groups[item.group].next++] = item.instance;
}

// Items already in draw order; consecutive ones of one group share a batch.
void emit_runs(const State& state, FrameScratch& scratch, const std::vector<DrawItem>& items,
               DrawList& list) {
  std::uint32_t current = ~0u;
  for (std::uint32_t i = 0; i < items.size(); ++i) {
    const DrawItem& item = items[i];
    if (item.group != current) {
      list.batches.push_back(batch_of(state, scratch.groups[item.group], i));
      current = item.group;
    }
    ++list.batches.back().count;
    list.instances.push_back(item.instance);
  }
}

// Stable sort of depth-ordered transparent items by render_priority (-128..127 and beyond,
// clamped to that range for bucketing).
void sort_by_priority(FrameScratch& scratch, std::vector<DrawItem>& items) {
  std::array<std::uint32_t, 256> count{};
  auto bucket = [&](const DrawItem& item) {
    return std::uint32_t(std::clamp(scratch.groups[item.group].priority, -128, 127) + 128);
  };
  for (const DrawItem& item : items) ++count[bucket(item)];
  if (count[bucket(items.front())] == items.size()) return;
  std::uint32_t total = 0;
  for (std::uint32_t& c : count) {
    const std::uint32_t here = c;
    c = total;
    total += here;
  }
  scratch.sorted.resize(items.size());
  for (const DrawItem& item : items) scratch.sorted[count[bucket(item)]++] = item;
  items.swap(scratch.sorted);
}

}  // namespace

std::uint32_t find_group(FrameScratch& scratch, const DrawGroup& key) {
  GroupTable& table = scratch.table;
  if ((scratch.groups.size() + 1) * 2 > table.slots.size()) grow_table(scratch);
  const std::size_t mask = table.slots.size() - 1;
  std::size_t slot = group_hash(key) & mask;
  while (const std::uint32_t stored = table.slots[slot]) {
    if (same_group(scratch.groups[stored - 1], key)) return stored - 1;
    slot = (slot + 1) & mask;
  }
  scratch.groups.push_back(key);
  table.slots[slot] = std::uint32_t(scratch.groups.size());
  table.used.push_back(std::uint32_t(slot));
  return std::uint32_t(scratch.groups.size() - 1);
}

void reset_groups(FrameScratch& scratch) {
  scratch.table.clear();
  scratch.groups.clear();
}

void build_draw_list(const State& state, FrameScratch& scratch, std::vector<DrawItem>& items,
                     DrawList& list) {
  list.batches.clear();
  list.instances.clear();
  if (!items.empty()) {
    switch (list.pass) {
      case RenderPass::OPAQUE:
      case RenderPass::PREPASS:
        sort_by_depth(scratch, items, false);
        emit_grouped(state, scratch, items, list);
        break;
      case RenderPass::SHADOW:
        emit_grouped(state, scratch, items, list);
        break;
      case RenderPass::TRANSPARENT:
        sort_by_depth(scratch, items, true);
        sort_by_priority(scratch, items);
        emit_runs(state, scratch, items, list);
        break;
    }
  }
  list.dependency_hash = draw_list_hash(state, list);
}

std::uint64_t draw_list_hash(const State& state, const DrawList& list) {
  std::uint64_t hash = list.batches.size();
  for (const DrawBatch& batch : list.batches) {
    hash = mix(hash, batch.pipeline.bits);
    const MaterialRecord* material = state.materials.find(batch.material);
    hash = mix(hash, (std::uint64_t(batch.material.generation()) << 32) | batch.material.index());
    hash = mix(hash, material ? material->version : 0);
    const MeshRecord* mesh = state.meshes.find(batch.mesh);
    hash = mix(hash, (std::uint64_t(batch.mesh.generation()) << 32) | batch.mesh.index());
    hash = mix(hash, mesh ? mesh->version : 0);
    hash = mix(hash, batch.surface);
    if (batch.multimesh.is_valid()) {
      hash =
          mix(hash, (std::uint64_t(batch.multimesh.generation()) << 32) | batch.multimesh.index());
    }
    hash = mix(hash, batch.count);
  }
  return hash;
}

}  // namespace arbor::rendering
