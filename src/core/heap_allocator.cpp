#include "arbor/core/heap_allocator.h"

#include <cstdlib>
#include <string>

#if ARBOR_USE_MIMALLOC
#include <mimalloc.h>
#endif

namespace arbor {

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
