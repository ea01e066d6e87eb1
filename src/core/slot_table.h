#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace arbor::detail {

/// A process-wide table of atomic values addressed by 32-bit indices, in chunks that never move:
/// lookups take no lock, index allocation takes a lock only once per batch (each thread keeps a
/// few free indices). Index 0 is never handed out. `Tag` makes one table per use.
template <class Value, class Tag>
class SlotTable {
 public:
  static constexpr std::uint32_t kChunkBits = 16;
  static constexpr std::uint32_t kChunkSize = 1u << kChunkBits;
  static constexpr std::uint32_t kMaxChunks = 1u << 16;

  /// The process's table (created on first use, never destroyed: values may outlive statics).
  static SlotTable& instance() {
    static SlotTable* table = new SlotTable();
    return *table;
  }

  /// The slot at `index`, or nullptr when that chunk was never allocated.
  std::atomic<Value>* slot(std::uint32_t index) {
    auto* chunk = chunks_[index >> kChunkBits].load(std::memory_order_acquire);
    return chunk ? &chunk[index & (kChunkSize - 1)] : nullptr;
  }

  /// A free index; its slot holds whatever the last user left (or `initial`).
  std::uint32_t acquire() {
    std::vector<std::uint32_t>& cache = local_cache().indices;
    if (cache.empty()) take_batch(cache);
    const std::uint32_t index = cache.back();
    cache.pop_back();
    // Indices come back in the order their users were released, so the next one's slot can be
    // anywhere in the table: loading it now hides the miss behind this user's setup.
    if (!cache.empty()) __builtin_prefetch(slot(cache.back()), 1);
    return index;
  }

  /// Returns an index for reuse.
  void release(std::uint32_t index) {
    std::vector<std::uint32_t>& cache = local_cache().indices;
    cache.push_back(index);
    if (cache.size() > 2 * kBatch) give_back(cache, kBatch);
  }

  /// The value fresh slots start with.
  void set_initial(Value value) { initial_ = value; }

 private:
  static constexpr std::size_t kBatch = 64;

  struct Cache {
    std::vector<std::uint32_t> indices;
    ~Cache() { instance().give_back(indices, 0); }
  };
  static Cache& local_cache() {
    thread_local Cache cache;
    return cache;
  }

  void take_batch(std::vector<std::uint32_t>& out) {
    std::lock_guard lock(mutex_);
    while (out.size() < kBatch && !free_.empty()) {
      out.push_back(free_.back());
      free_.pop_back();
    }
    while (out.size() < kBatch) out.push_back(fresh_index());
  }

  void give_back(std::vector<std::uint32_t>& indices, std::size_t keep) {
    std::lock_guard lock(mutex_);
    while (indices.size() > keep) {
      free_.push_back(indices.back());
      indices.pop_back();
    }
  }

  std::uint32_t fresh_index() {
    const std::uint32_t index = next_index_++;
    if (index == 0xFFFFFFFFu) throw std::runtime_error("arbor: slot table exhausted");
    const std::uint32_t chunk = index >> kChunkBits;
    if (!chunks_[chunk].load(std::memory_order_relaxed)) {
      auto* slots = new std::atomic<Value>[kChunkSize];
      for (std::uint32_t i = 0; i < kChunkSize; ++i)
        slots[i].store(initial_, std::memory_order_relaxed);
      chunks_[chunk].store(slots, std::memory_order_release);
    }
    return index;
  }

  std::mutex mutex_;
  std::vector<std::uint32_t> free_;
  std::uint32_t next_index_ = 1;  // index 0 stays unused
  Value initial_{};
  std::array<std::atomic<std::atomic<Value>*>, kMaxChunks> chunks_{};
};

}  // namespace arbor::detail
