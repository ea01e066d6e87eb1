#pragma once

// Counts the heap a benchmark program uses: replaces the global operator new / operator delete
// with versions that add up malloc_usable_size of every live block (so allocator rounding is
// included; the allocator's per-block header is not). Include it in exactly one translation
// unit of a program.

#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>

#include "arbor/core/memory/pooled_memory.h"

namespace {

/// Live bytes, the most there have been (reset it to g_live_bytes to measure from there), and
/// the number of allocations so far.
std::atomic<std::int64_t> g_live_bytes{0};
std::atomic<std::int64_t> g_peak_bytes{0};
std::atomic<std::int64_t> g_allocations{0};

void count_block(void* block) {
  const auto size = std::int64_t(malloc_usable_size(block));
  const std::int64_t live = g_live_bytes.fetch_add(size, std::memory_order_relaxed) + size;
  std::int64_t peak = g_peak_bytes.load(std::memory_order_relaxed);
  while (live > peak && !g_peak_bytes.compare_exchange_weak(peak, live)) {
  }
  g_allocations.fetch_add(1, std::memory_order_relaxed);
}

void* counted_alloc(std::size_t size) {
  void* block = std::malloc(size == 0 ? 1 : size);
  if (block == nullptr) throw std::bad_alloc();
  count_block(block);
  return block;
}

void* counted_aligned_alloc(std::size_t size, std::align_val_t align) {
  const std::size_t alignment = std::max(std::size_t(align), sizeof(void*));
  void* block = nullptr;
  if (posix_memalign(&block, alignment, size == 0 ? 1 : size) != 0) throw std::bad_alloc();
  count_block(block);
  return block;
}

/// The bytes in use: live operator new blocks, with Arbor's pool counted by the blocks it hands
/// out (rounded to their size class) rather than the slabs it takes from operator new.
std::int64_t live_bytes() {
  const arbor::PooledMemory pool = arbor::pooled_memory();
  return g_live_bytes.load() - std::int64_t(pool.bytes_reserved) + std::int64_t(pool.bytes_in_use);
}

void counted_free(void* block) {
  if (block == nullptr) return;
  g_live_bytes.fetch_sub(std::int64_t(malloc_usable_size(block)), std::memory_order_relaxed);
  std::free(block);
}

}  // namespace

void* operator new(std::size_t size) { return counted_alloc(size); }
void* operator new[](std::size_t size) { return counted_alloc(size); }
void* operator new(std::size_t size, std::align_val_t align) {
  return counted_aligned_alloc(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
  return counted_aligned_alloc(size, align);
}
void operator delete(void* block) noexcept { counted_free(block); }
void operator delete[](void* block) noexcept { counted_free(block); }
void operator delete(void* block, std::size_t) noexcept { counted_free(block); }
void operator delete[](void* block, std::size_t) noexcept { counted_free(block); }
void operator delete(void* block, std::align_val_t) noexcept { counted_free(block); }
void operator delete[](void* block, std::align_val_t) noexcept { counted_free(block); }
void operator delete(void* block, std::size_t, std::align_val_t) noexcept { counted_free(block); }
void operator delete[](void* block, std::size_t, std::align_val_t) noexcept { counted_free(block); }
