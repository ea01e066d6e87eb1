#include "scene/child_name_table.h"

#include <algorithm>

#include "scene/node_state.h"

namespace arbor::detail {
namespace {

// An entry: the tag (eight high bits of the name's hash) above slot + 1 (24 bits, as
// Node::index_). A slot field of all ones marks an erased entry; slots stay below it.
constexpr std::uint32_t kSlotBits = 24;
constexpr std::uint32_t kSlotMask = (1u << kSlotBits) - 1;
constexpr std::uint32_t kTombstone = kSlotMask;

std::uint32_t tag_of(std::size_t hash) {
  return std::uint32_t(hash >> (sizeof(std::size_t) * 8 - 8)) << kSlotBits;
}

bool is_live(std::uint32_t entry) { return entry != 0 && (entry & kSlotMask) != kTombstone; }

// The smallest power of two of at least 16 entries that is at least `entries`.
std::size_t capacity_for(std::size_t entries) {
  std::size_t capacity = 16;
  while (capacity < entries) capacity *= 2;
  return capacity;
}

}  // namespace

Node* ChildNameTable::find(const StringName& name, Node* const* slots) const {
  if (entries_.empty()) return nullptr;
  const std::size_t mask = entries_.size() - 1;
  const std::size_t hash = name.hash();
  const std::uint32_t tag = tag_of(hash);
  for (std::size_t at = hash & mask; entries_[at] != 0; at = (at + 1) & mask) {
    const std::uint32_t entry = entries_[at];
    if ((entry & ~kSlotMask) != tag || (entry & kSlotMask) == kTombstone) continue;
    Node* child = slots[(entry & kSlotMask) - 1];
    if (state(child).name == name) return child;
  }
  return nullptr;
}

void ChildNameTable::prefetch(std::size_t hash) const {
  if (!entries_.empty()) __builtin_prefetch(&entries_[hash & (entries_.size() - 1)]);
}

void ChildNameTable::insert(const StringName& name, std::uint32_t slot) {
  if ((used_ + 1) * 4 > entries_.size() * 3) {  // at most three quarters full
    grow(capacity_for((size_ + 1) * 2));
  }
  const std::size_t mask = entries_.size() - 1;
  const std::size_t hash = name.hash();
  std::size_t at = hash & mask;
  while (is_live(entries_[at])) at = (at + 1) & mask;
  if (entries_[at] == 0) ++used_;
  entries_[at] = tag_of(hash) | (slot + 1);
  if (places_.size() <= slot) places_.resize(std::size_t(slot) + 1);
  places_[slot] = {std::uint32_t(at), std::uint32_t(hash)};
  ++size_;
}

void ChildNameTable::erase(std::uint32_t slot) {
  --size_;
  const std::size_t mask = entries_.size() - 1;
  std::size_t at = places_[slot].entry;
  if (entries_[(at + 1) & mask] != 0) {
    entries_[at] = kTombstone;  // later entries of the run may have probed past it
    return;
  }
  // The run ends here: no probe needs this entry or the tombstones just before it, so they
  // become empty and fewer rehashes are needed.
  do {
    entries_[at] = 0;
    --used_;
    at = (at - 1) & mask;
  } while (entries_[at] == kTombstone);
}

void ChildNameTable::shift_up(std::uint32_t from, std::uint32_t to) {
  if (from >= to) return;
  if (places_.size() <= to) places_.resize(std::size_t(to) + 1);
  for (std::uint32_t slot = from; slot < to; ++slot) ++entries_[places_[slot].entry];  // slot + 1
  std::copy_backward(places_.begin() + from, places_.begin() + to, places_.begin() + to + 1);
}

void ChildNameTable::shift_down(std::uint32_t from, std::uint32_t to) {
  if (from >= to) return;
  for (std::uint32_t slot = from; slot < to; ++slot) --entries_[places_[slot].entry];  // slot - 1
  std::copy(places_.begin() + from, places_.begin() + to, places_.begin() + from - 1);
}

void ChildNameTable::clear() {
  std::fill(entries_.begin(), entries_.end(), 0u);
  size_ = 0;
  used_ = 0;
}

void ChildNameTable::reserve(std::size_t count) {
  if (count * 4 > entries_.size() * 3) grow(capacity_for(count * 4 / 3 + 1));
  places_.reserve(count);
}

// Rehashes into a table of `capacity` entries (a power of two that holds the live ones),
// dropping tombstones. The hashes come from places_, so no child is read.
void ChildNameTable::grow(std::size_t capacity) {
  std::vector<std::uint32_t> old = std::move(entries_);
  entries_.assign(capacity, 0u);
  size_ = 0;
  used_ = 0;
  // Every live entry goes to an empty place of the larger table (places_ already covers its
  // slot), so the rehash needs neither the fill check nor the resize of insert(). Tables stay
  // below 2^32 entries, so the low half of a hash finds the place.
  const std::size_t mask = capacity - 1;
  for (const std::uint32_t entry : old) {
    if (!is_live(entry)) continue;
    Place& place = places_[(entry & kSlotMask) - 1];
    std::size_t at = place.hash & mask;
    while (entries_[at] != 0) at = (at + 1) & mask;
    entries_[at] = entry;
    place.entry = std::uint32_t(at);
    ++size_;
  }
  used_ = size_;
}

}  // namespace arbor::detail
