// The program's heap: mimalloc serves malloc and operator new when Arbor is built with
// ARBOR_USE_MIMALLOC (docs/allocator.md), the system's allocator otherwise.

#include "arbor/core/heap_allocator.h"

#include <gtest/gtest.h>
#include <malloc.h>

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

#else

TEST(HeapAllocator, NamesTheSystemAllocator) { EXPECT_EQ(heap_allocator(), "system malloc"); }

#endif

}  // namespace
}  // namespace arbor
