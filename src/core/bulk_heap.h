// Engine-internal: the heap's setting for building something large.
#pragma once

#include <cstddef>

namespace arbor::detail {

/// For its life, and when mimalloc serves the heap, the memory mimalloc takes from the system
/// comes in 2 MiB pages (mimalloc's large OS pages, Linux's transparent huge pages), so that
/// building a large tree faults in and walks through few pages instead of a page per few nodes.
/// Memory taken before or after the scope keeps ordinary pages, so frames after a load never
/// wait on the kernel gathering a huge page. Scopes nest and may overlap across threads: the
/// setting holds while any is alive. Does nothing when `bytes` (what the build is expected to
/// allocate) is below kMinBytes, when the environment sets MIMALLOC_LARGE_OS_PAGES (which then
/// decides for the whole program), or without mimalloc.
class BulkHeapScope {
 public:
  static constexpr std::size_t kMinBytes = std::size_t(32) << 20;

  explicit BulkHeapScope(std::size_t bytes);
  ~BulkHeapScope();
  BulkHeapScope(const BulkHeapScope&) = delete;
  BulkHeapScope& operator=(const BulkHeapScope&) = delete;

  /// Whether memory taken from the system now comes in large pages.
  [[nodiscard]] static bool large_pages();

 private:
  [[maybe_unused]] bool active_ = false;  // unused without mimalloc
};

}  // namespace arbor::detail
