#include "arbor/core/memory/heap_allocator.h"

#include <cstdlib>
#include <mutex>
#include <string>

#include "core/bulk_heap.h"

#if ARBOR_USE_MIMALLOC
#include <mimalloc.h>

namespace {

// How long mimalloc keeps freed memory committed before it hands it back to the system (its own
// default is 25 ms). Freeing a scene and loading the next, or freeing and making nodes frame after
// frame, then reuses pages already mapped instead of faulting fresh, zeroed ones in: loading
// 100,000 nodes in a loop is 20-25 % faster, saving about 45 % (docs/allocator.md). The
// environment's MIMALLOC_DECOMMIT_DELAY, when set, decides instead.
constexpr long kDecommitDelayMilliseconds = 500;

bool configure_heap() {
  if (!std::getenv("MIMALLOC_DECOMMIT_DELAY")) {
    mi_option_set(mi_option_decommit_delay, kDecommitDelayMilliseconds);
  }
  return true;
}

}  // namespace

// Runs configure_heap() when the program starts. The library's link interface names this symbol
// (src/CMakeLists.txt), so every program linked with Arbor links this file and configures its heap.
extern "C" const bool arbor_heap_configured = configure_heap();
#endif

namespace arbor {

namespace detail {

#if ARBOR_USE_MIMALLOC
namespace {

std::mutex g_bulk_mutex;
int g_bulk_scopes = 0;  // guarded by g_bulk_mutex

}  // namespace
#endif

// The option mimalloc reads each time it maps memory for its segments.
BulkHeapScope::BulkHeapScope(std::size_t bytes) {
#if ARBOR_USE_MIMALLOC
  if (bytes < kMinBytes || std::getenv("MIMALLOC_LARGE_OS_PAGES")) return;
  std::lock_guard lock(g_bulk_mutex);
  if (g_bulk_scopes++ == 0) mi_option_enable(mi_option_large_os_pages);
  active_ = true;
#else
  (void)bytes;
#endif
}

BulkHeapScope::~BulkHeapScope() {
#if ARBOR_USE_MIMALLOC
  if (!active_) return;
  std::lock_guard lock(g_bulk_mutex);
  if (--g_bulk_scopes == 0) mi_option_disable(mi_option_large_os_pages);
#endif
}

bool BulkHeapScope::large_pages() {
#if ARBOR_USE_MIMALLOC
  return mi_option_is_enabled(mi_option_large_os_pages);
#else
  return false;
#endif
}

}  // namespace detail

std::string heap_allocator() {
#if ARBOR_USE_MIMALLOC
  // The heap is mimalloc's when a block from calloc lies in it.
  void* probe = std::calloc(1, 16);
  const bool from_mimalloc = probe && mi_is_in_heap_region(probe);
  std::free(probe);
  if (from_mimalloc) {
    const int version = mi_version();  // 209 for 2.0.9
    return "mimalloc " + std::to_string(version / 100) + "." + std::to_string(version / 10 % 10) +
           "." + std::to_string(version % 10);
  }
#endif
  return "system malloc";
}

}  // namespace arbor
