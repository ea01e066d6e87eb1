#include "instance_registry.h"

#include <atomic>
#include <cstdint>

#include "core/connection_links.h"
#include "core/slot_table.h"

namespace arbor::detail {
namespace {

// A slot packs the generation (high 16 bits) with the object pointer (low 48 bits, the x86-64
// and AArch64 user address space). An id is the slot index (low 32 bits) and the generation
// (bits 32-47): Node keeps it in 48 bits. A free slot has a null pointer and the next generation.
// The pointer's lowest bit (objects are aligned) marks an instance with connection links.
constexpr int kPointerBits = 48;
constexpr std::uint64_t kPointerMask = (std::uint64_t(1) << kPointerBits) - 1;
constexpr std::uint64_t kLinkedBit = 1;

struct InstanceTag {};
using Registry = SlotTable<std::uint64_t, InstanceTag>;

std::uint64_t pack(std::uint64_t generation, const Object* object) {
  return (generation << kPointerBits) | (reinterpret_cast<std::uintptr_t>(object) & kPointerMask);
}
std::uint64_t generation_of(std::uint64_t slot) { return slot >> kPointerBits; }
Object* object_of(std::uint64_t slot) {
  return reinterpret_cast<Object*>(slot & kPointerMask & ~kLinkedBit);
}

NodeId make_id(std::uint32_t index, std::uint64_t generation) {
  return NodeId{(generation << 32) | index};
}
std::uint32_t index_of(NodeId id) { return static_cast<std::uint32_t>(id.value); }
std::uint64_t generation_of(NodeId id) { return id.value >> 32; }

Registry& registry() {
  static Registry& table = []() -> Registry& {
    Registry& r = Registry::instance();
    r.set_initial(pack(1, nullptr));
    return r;
  }();
  return table;
}

}  // namespace

NodeId register_instance(Object* object) {
  const std::uint32_t index = registry().acquire();
  std::atomic<std::uint64_t>& slot = *registry().slot(index);
  const std::uint64_t generation = generation_of(slot.load(std::memory_order_relaxed));
  slot.store(pack(generation, object), std::memory_order_release);
  return make_id(index, generation);
}

void unregister_instance(NodeId id) {
  const std::uint32_t index = index_of(id);
  std::atomic<std::uint64_t>* slot = registry().slot(index);
  if (!slot) return;
  const std::uint64_t value = slot->load(std::memory_order_relaxed);
  if (object_of(value) == nullptr) return;
  if (value & kLinkedBit) drop_instance_connections(id.value);
  const std::uint64_t next = generation_of(id) + 1;
  slot->store(pack(next, nullptr), std::memory_order_release);
  if (next >= (std::uint64_t(1) << 16)) return;  // generation exhausted: retire the slot
  registry().release(index);
}

Object* find_instance(NodeId id) {
  if (!id.is_valid()) return nullptr;
  std::atomic<std::uint64_t>* slot = registry().slot(index_of(id));
  if (!slot) return nullptr;
  const std::uint64_t value = slot->load(std::memory_order_acquire);
  return generation_of(value) == generation_of(id) ? object_of(value) : nullptr;
}

void prefetch_instance(NodeId id) {
  if (const std::atomic<std::uint64_t>* slot = registry().slot(index_of(id))) {
    __builtin_prefetch(slot);
  }
}

bool may_have_links(NodeId id) {
  const std::atomic<std::uint64_t>* slot = registry().slot(index_of(id));
  if (!slot) return false;
  const std::uint64_t value = slot->load(std::memory_order_relaxed);
  return generation_of(value) != generation_of(id) || (value & kLinkedBit) != 0;
}

void mark_instance_linked(NodeId id) {
  std::atomic<std::uint64_t>* slot = registry().slot(index_of(id));
  if (slot && generation_of(slot->load(std::memory_order_relaxed)) == generation_of(id)) {
    slot->fetch_or(kLinkedBit, std::memory_order_relaxed);
  }
}

}  // namespace arbor::detail
