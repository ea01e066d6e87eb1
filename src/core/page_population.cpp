#include "core/page_population.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace arbor::detail {

#if defined(__linux__)

// Linux 5.14; older headers lack the name.
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

void populate_pages(void* memory, std::size_t size) {
  static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  const auto begin = reinterpret_cast<std::uintptr_t>(memory);
  const std::uintptr_t first = (begin + page - 1) & ~(page - 1);
  const std::uintptr_t last = (begin + size) & ~(page - 1);
  if (last <= first) return;
  // A refusal (EINVAL on older kernels) leaves the pages to fault in one by one, as usual.
  (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_POPULATE_WRITE);
}

#else

void populate_pages(void*, std::size_t) {}

#endif

}  // namespace arbor::detail
