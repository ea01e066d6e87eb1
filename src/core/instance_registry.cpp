#include "instance_registry.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "arbor/core/signal.h"

namespace arbor::detail {
namespace {

// A slot packs the generation (high 16 bits) with the object pointer (low 48 bits, the x86-64
// and AArch64 user address space). A free slot has a null pointer and the next generation.
constexpr int kPointerBits = 48;
constexpr std::uint64_t kPointerMask = (std::uint64_t(1) << kPointerBits) - 1;
constexpr std::uint32_t kChunkBits = 16;
constexpr std::uint32_t kChunkSize = 1u << kChunkBits;
constexpr std::uint32_t kMaxChunks = 1u << 16;
constexpr std::size_t kCacheBatch = 64;

std::uint64_t pack(std::uint64_t generation, const void* object) {
  return (generation << kPointerBits) | (reinterpret_cast<std::uintptr_t>(object) & kPointerMask);
}
std::uint64_t generation_of(std::uint64_t slot) { return slot >> kPointerBits; }
void* object_of(std::uint64_t slot) { return reinterpret_cast<void*>(slot & kPointerMask); }

NodeId make_id(std::uint32_t index, std::uint64_t generation) {
  return NodeId{(generation << 32) | index};
}
std::uint32_t index_of(NodeId id) { return static_cast<std::uint32_t>(id.value); }
std::uint64_t generation_of(NodeId id) { return id.value >> 32; }

class Registry {
 public:
  std::atomic<std::uint64_t>* slot(std::uint32_t index) {
    auto* chunk = chunks_[index >> kChunkBits].load(std::memory_order_acquire);
    return chunk ? &chunk[index & (kChunkSize - 1)] : nullptr;
  }

  // Hands out up to kCacheBatch free indices (recycled first, then fresh ones).
  void take_batch(std::vector<std::uint32_t>& out) {
    std::lock_guard lock(mutex_);
    while (out.size() < kCacheBatch && !free_.empty()) {
      out.push_back(free_.back());
      free_.pop_back();
    }
    while (out.size() < kCacheBatch) out.push_back(fresh_index());
  }

  void give_back(std::vector<std::uint32_t>& indices, std::size_t keep) {
    std::lock_guard lock(mutex_);
    while (indices.size() > keep) {
      free_.push_back(indices.back());
      indices.pop_back();
    }
  }

 private:
  std::uint32_t fresh_index() {
    const std::uint32_t index = next_index_++;
    if (index == 0xFFFFFFFFu) throw std::runtime_error("arbor: node id space exhausted");
    const std::uint32_t chunk = index >> kChunkBits;
    if (!chunks_[chunk].load(std::memory_order_relaxed)) {
      auto* slots = new std::atomic<std::uint64_t>[kChunkSize];
      for (std::uint32_t i = 0; i < kChunkSize; ++i)
        slots[i].store(pack(1, nullptr), std::memory_order_relaxed);
      chunks_[chunk].store(slots, std::memory_order_release);
    }
    return index;
  }

  std::mutex mutex_;
  std::vector<std::uint32_t> free_;
  std::uint32_t next_index_ = 1;  // index 0 stays unused
  std::array<std::atomic<std::atomic<std::uint64_t>*>, kMaxChunks> chunks_{};
};

Registry& registry() {
  static Registry* instance = new Registry();  // never destroyed: nodes may outlive statics
  return *instance;
}

// Each thread keeps a few free indices so that creating and freeing nodes rarely takes the lock.
struct IndexCache {
  std::vector<std::uint32_t> indices;
  ~IndexCache() { registry().give_back(indices, 0); }
};
thread_local IndexCache cache;

}  // namespace

NodeId register_instance(void* object) {
  if (cache.indices.empty()) registry().take_batch(cache.indices);
  const std::uint32_t index = cache.indices.back();
  cache.indices.pop_back();
  std::atomic<std::uint64_t>& slot = *registry().slot(index);
  const std::uint64_t generation = generation_of(slot.load(std::memory_order_relaxed));
  slot.store(pack(generation, object), std::memory_order_release);
  return make_id(index, generation);
}

void unregister_instance(NodeId id) {
  const std::uint32_t index = index_of(id);
  std::atomic<std::uint64_t>* slot = registry().slot(index);
  if (!slot || object_of(slot->load(std::memory_order_relaxed)) == nullptr) return;
  const std::uint64_t next = generation_of(id) + 1;
  slot->store(pack(next, nullptr), std::memory_order_release);
  if (next >= (std::uint64_t(1) << 16)) return;  // generation exhausted: retire the slot
  cache.indices.push_back(index);
  if (cache.indices.size() > 2 * kCacheBatch) registry().give_back(cache.indices, kCacheBatch);
}

void* find_instance(NodeId id) {
  if (!id.is_valid()) return nullptr;
  std::atomic<std::uint64_t>* slot = registry().slot(index_of(id));
  if (!slot) return nullptr;
  const std::uint64_t value = slot->load(std::memory_order_acquire);
  return generation_of(value) == generation_of(id) ? object_of(value) : nullptr;
}

std::uint64_t next_connection_id() {
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

bool is_instance_id_alive(std::uint64_t id) { return find_instance(NodeId{id}) != nullptr; }

}  // namespace arbor::detail
