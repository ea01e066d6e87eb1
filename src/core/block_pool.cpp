#include "core/block_pool.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#include "arbor/core/memory/pooled_memory.h"

#if defined(__SANITIZE_ADDRESS__)
#define ARBOR_POOL_BYPASS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARBOR_POOL_BYPASS 1
#endif
#endif
#ifndef ARBOR_POOL_BYPASS
#define ARBOR_POOL_BYPASS 0
#endif

namespace arbor {
namespace detail {
namespace {

constexpr std::size_t kGranule = 16;
constexpr std::size_t kMaxBlock = 512;
constexpr std::size_t kClasses = kMaxBlock / kGranule;
constexpr std::uint32_t kBatch = 64;  // blocks moved between a thread and the depot at once
constexpr std::size_t kSlabBytes = std::size_t(64) << 10;

std::size_t class_of(std::size_t size) { return (std::max<std::size_t>(size, 1) - 1) / kGranule; }
std::size_t block_size(std::size_t klass) { return (klass + 1) * kGranule; }

void*& next_of(void* block) { return *static_cast<void**>(block); }

// A list of free blocks linked through their first word.
struct Batch {
  void* head = nullptr;
  std::uint32_t count = 0;
};

// A thread's blocks of one class: the list it takes from and gives to, one full batch aside
// (so that a thread allocating and freeing around a batch boundary does not go to the depot),
// and the rest of a fresh slab to carve.
struct Bin {
  Batch current;
  Batch spare;
  char* carve = nullptr;
  char* carve_end = nullptr;
};

// Full (or, from exiting threads, partial) batches any thread may take, per class.
struct Depot {
  std::mutex mutex;
  std::vector<Batch> batches;
};

struct Pool {
  Depot depots[kClasses];
  std::mutex mutex;                            // guards slabs and threads
  std::vector<void*> slabs;                    // kept so they stay reachable; never freed
  std::atomic<std::int64_t> retired_bytes{0};  // in use, counted by threads that ended
  std::vector<const std::atomic<std::int64_t>*> threads;
};

Pool& pool() {
  static Pool* instance = new Pool();  // never destroyed: blocks may be freed at exit
  return *instance;
}

// This thread's bins and its count of bytes in use (written only by this thread, read by
// pooled_memory()); trivially destructible, so reaching them costs no initialisation check.
constinit thread_local Bin t_bins[kClasses];
constinit thread_local std::atomic<std::int64_t> t_bytes{0};
constinit thread_local bool t_registered = false;

// Hands a thread's blocks and count to the pool when the thread ends.
struct ThreadExit {
  ~ThreadExit() {
    Pool& p = pool();
    for (std::size_t klass = 0; klass < kClasses; ++klass) {
      Bin& bin = t_bins[klass];
      for (Batch* batch : {&bin.current, &bin.spare}) {
        if (!batch->head) continue;
        std::lock_guard lock(p.depots[klass].mutex);
        p.depots[klass].batches.push_back(std::exchange(*batch, Batch{}));
      }
    }
    std::lock_guard lock(p.mutex);
    p.retired_bytes.fetch_add(t_bytes.load(std::memory_order_relaxed));
    p.threads.erase(std::find(p.threads.begin(), p.threads.end(), &t_bytes));
  }
};

[[gnu::noinline]] void register_thread() {
  thread_local ThreadExit exit;
  (void)exit;
  Pool& p = pool();
  std::lock_guard lock(p.mutex);
  p.threads.push_back(&t_bytes);
  t_registered = true;
}

inline void count(std::int64_t bytes) {
  if (__builtin_expect(!t_registered, 0)) register_thread();
  t_bytes.store(t_bytes.load(std::memory_order_relaxed) + bytes, std::memory_order_relaxed);
}

void* pop(Batch& batch) {
  void* block = batch.head;
  batch.head = next_of(block);
  --batch.count;
  return block;
}

[[gnu::noinline]] void* refill(Bin& bin, std::size_t klass) {
  if (bin.spare.head) {
    bin.current = std::exchange(bin.spare, Batch{});
    return pop(bin.current);
  }
  // The rest of this thread's slab first: carving takes no lock, and what a slab can leave
  // unused while the depot holds blocks is bounded by one slab per class and thread.
  const std::size_t size = block_size(klass);
  if (bin.carve + size > bin.carve_end) {
    Depot& depot = pool().depots[klass];
    {
      std::lock_guard lock(depot.mutex);
      if (!depot.batches.empty()) {
        bin.current = depot.batches.back();
        depot.batches.pop_back();
      }
    }
    if (bin.current.head) return pop(bin.current);
    char* slab = static_cast<char*>(::operator new(kSlabBytes));
    {
      Pool& p = pool();
      std::lock_guard lock(p.mutex);
      p.slabs.push_back(slab);
    }
    bin.carve = slab;
    bin.carve_end = slab + kSlabBytes;
  }
  void* block = bin.carve;
  bin.carve += size;
  return block;
}

[[gnu::noinline]] void overflow(Bin& bin, std::size_t klass) {
  if (bin.spare.head) {
    Depot& depot = pool().depots[klass];
    std::lock_guard lock(depot.mutex);
    depot.batches.push_back(bin.spare);
  }
  bin.spare = std::exchange(bin.current, Batch{});
}

}  // namespace

void* pool_allocate(std::size_t size) {
  if (ARBOR_POOL_BYPASS || size > kMaxBlock) return ::operator new(size);
  const std::size_t klass = class_of(size);
  Bin& bin = t_bins[klass];
  count(std::int64_t(block_size(klass)));
  if (bin.current.head) return pop(bin.current);
  return refill(bin, klass);
}

void pool_free(void* block, std::size_t size) noexcept {
  if (ARBOR_POOL_BYPASS || size > kMaxBlock) {
    ::operator delete(block);
    return;
  }
  const std::size_t klass = class_of(size);
  Bin& bin = t_bins[klass];
  count(-std::int64_t(block_size(klass)));
  if (bin.current.count == kBatch) overflow(bin, klass);
  next_of(block) = bin.current.head;
  bin.current.head = block;
  ++bin.current.count;
}

}  // namespace detail

PooledMemory pooled_memory() {
  detail::Pool& p = detail::pool();
  std::lock_guard lock(p.mutex);
  std::int64_t in_use = p.retired_bytes.load();
  for (const std::atomic<std::int64_t>* bytes : p.threads) {
    in_use += bytes->load(std::memory_order_relaxed);
  }
  return {std::size_t(std::max<std::int64_t>(in_use, 0)), p.slabs.size() * detail::kSlabBytes};
}

}  // namespace arbor
