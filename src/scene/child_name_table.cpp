#include "scene/child_name_table.h"

#include "arbor/scene/node.h"

namespace arbor::detail {
namespace {

Node* const kTombstone = reinterpret_cast<Node*>(std::uintptr_t(1));

}  // namespace

std::size_t ChildNameTable::slot_of(const StringName& name) const {
  const std::size_t mask = slots_.size() - 1;
  std::size_t slot = name.hash() & mask;
  while (slots_[slot].node != nullptr) {
    if (slots_[slot].name == name && slots_[slot].node != kTombstone) return slot;
    slot = (slot + 1) & mask;
  }
  return slot;
}

Node* ChildNameTable::find(const StringName& name) const {
  if (slots_.empty()) return nullptr;
  Node* found = slots_[slot_of(name)].node;
  return found == kTombstone ? nullptr : found;
}

void ChildNameTable::insert(Node* node) {
  if ((used_ + 1) * 4 > slots_.size() * 3) grow();  // at most three quarters full
  const StringName& name = node->get_name();
  const std::size_t mask = slots_.size() - 1;
  std::size_t slot = name.hash() & mask;
  while (slots_[slot].node != nullptr && slots_[slot].node != kTombstone) slot = (slot + 1) & mask;
  if (slots_[slot].node == nullptr) ++used_;
  slots_[slot] = {name, node};
  ++size_;
}

void ChildNameTable::erase(const Node* node, const StringName& name) {
  if (slots_.empty()) return;
  const std::size_t slot = slot_of(name);
  if (slots_[slot].node != node) return;
  slots_[slot] = {StringName(), kTombstone};
  --size_;
}

// Rehashes into a table at least twice the live size (at least 16 slots), dropping tombstones.
void ChildNameTable::grow() {
  std::vector<Slot> old = std::move(slots_);
  std::size_t capacity = 16;
  while (capacity < (size_ + 1) * 2) capacity *= 2;
  slots_.assign(capacity, Slot{});
  size_ = 0;
  used_ = 0;
  for (const Slot& slot : old) {
    if (slot.node != nullptr && slot.node != kTombstone) insert(slot.node);
  }
}

}  // namespace arbor::detail
