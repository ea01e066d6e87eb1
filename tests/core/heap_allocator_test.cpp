// The program's heap: mimalloc serves malloc and operator new when Arbor is built with
// ARBOR_USE_MIMALLOC (docs/allocator.md), the system's allocator otherwise.

#include "arbor/core/memory/heap_allocator.h"

#include <gtest/gtest.h>

#include <malloc.h>
#include "core/bulk_heap.h"

#include <cstdlib>
#include <memory>
#include <string>

#if ARBOR_USE_MIMALLOC
#include <mimalloc.h>
#endif

namespace arbor {
namespace {

#if ARBOR_USE_MIMALLOC

TEST(HeapAllocator, MimallocServesMallocAndOperatorNew) {
  const std::unique_ptr<void, decltype(&std::free)> block(std::malloc(100), &std::free);
  const auto object = std::make_unique<std::string>(200, 'x');
  EXPECT_TRUE(mi_is_in_heap_region(block.get()));
  EXPECT_TRUE(mi_is_in_heap_region(object.get()));
  EXPECT_TRUE(mi_is_in_heap_region(object->data()));
  // malloc_usable_size is mimalloc's too: 100 bytes take its 112-byte size class.
  EXPECT_EQ(malloc_usable_size(block.get()), mi_usable_size(block.get()));
  EXPECT_EQ(malloc_usable_size(block.get()), 112u);
}

TEST(HeapAllocator, NamesMimallocAndItsVersion) {
  const int version = mi_version();
  EXPECT_EQ(heap_allocator(), "mimalloc " + std::to_string(version / 100) + "." +
                                  std::to_string(version / 10 % 10) + "." +
                                  std::to_string(version % 10));
  EXPECT_TRUE(heap_allocator().starts_with("mimalloc 2."));
}

TEST(HeapAllocator, KeepsFreedMemoryCommittedForHalfASecond) {
  // Arbor's setting, unless the environment's MIMALLOC_DECOMMIT_DELAY gives another.
  const char* from_environment = std::getenv("MIMALLOC_DECOMMIT_DELAY");
  const long expected = from_environment ? std::strtol(from_environment, nullptr, 10) : 500;
  EXPECT_EQ(mi_option_get(mi_option_decommit_delay), expected);
}

// A large build takes its memory in large pages; the rest of the program does not.
TEST(HeapAllocator, LargeBuildsTakeLargePagesWhileTheyRun) {
  if (std::getenv("MIMALLOC_LARGE_OS_PAGES")) GTEST_SKIP() << "the environment decides";
  using detail::BulkHeapScope;
  EXPECT_FALSE(BulkHeapScope::large_pages());
  {
    const BulkHeapScope small(BulkHeapScope::kMinBytes - 1);
    EXPECT_FALSE(BulkHeapScope::large_pages());
  }
  {
    const BulkHeapScope outer(BulkHeapScope::kMinBytes);
    EXPECT_TRUE(BulkHeapScope::large_pages());
    {
      const BulkHeapScope inner(std::size_t(1) << 30);
      EXPECT_TRUE(BulkHeapScope::large_pages());
    }
    EXPECT_TRUE(BulkHeapScope::large_pages());  // the outer build still runs
    const std::unique_ptr<char[]> block(new char[std::size_t(64) << 20]);
    block[0] = 1;
    EXPECT_TRUE(mi_is_in_heap_region(block.get()));
  }
  EXPECT_FALSE(BulkHeapScope::large_pages());
}

#else

TEST(HeapAllocator, NamesTheSystemAllocator) { EXPECT_EQ(heap_allocator(), "system malloc"); }

TEST(HeapAllocator, LargeBuildsChangeNothingWithoutMimalloc) {
  const detail::BulkHeapScope scope(std::size_t(1) << 30);
  EXPECT_FALSE(detail::BulkHeapScope::large_pages());
}

#endif

}  // namespace
}  // namespace arbor
