#include "core/block_pool.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <set>
#include <thread>
#include <utility>
#include <vector>

#include "arbor/core/memory/pooled_memory.h"

namespace arbor {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kPoolBypassed = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kPoolBypassed = true;
#else
constexpr bool kPoolBypassed = false;
#endif
#else
constexpr bool kPoolBypassed = false;
#endif

using Blocks = std::vector<std::pair<void*, std::size_t>>;

// Allocates `count` blocks of each size, fills each with a pattern of its own.
Blocks allocate_filled(std::size_t count, std::initializer_list<std::size_t> sizes) {
  Blocks blocks;
  for (std::size_t i = 0; i < count; ++i) {
    for (std::size_t size : sizes) {
      void* block = detail::pool_allocate(size);
      std::memset(block, int(blocks.size() & 0xff), size);
      blocks.emplace_back(block, size);
    }
  }
  return blocks;
}

void free_all(const Blocks& blocks) {
  for (const auto& [block, size] : blocks) detail::pool_free(block, size);
}

TEST(BlockPool, BlocksAreDistinctAlignedAndKeepTheirContents) {
  const Blocks blocks = allocate_filled(2000, {1, 16, 17, 104, 112, 250, 512, 513, 4096});
  std::set<std::uintptr_t> addresses;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const auto [block, size] = blocks[i];
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(block) % 16, 0u) << "size " << size;
    EXPECT_TRUE(addresses.insert(reinterpret_cast<std::uintptr_t>(block)).second);
    const auto* bytes = static_cast<const unsigned char*>(block);
    for (std::size_t b = 0; b < size; ++b) {
      ASSERT_EQ(bytes[b], i & 0xff) << "block " << i << " byte " << b << " was overwritten";
    }
  }
  free_all(blocks);
}

TEST(BlockPool, CountsBlocksInUseByClassAndReusesFreedOnes) {
  if (kPoolBypassed) GTEST_SKIP() << "the pool hands every block to operator new under ASan";
  const PooledMemory start = pooled_memory();
  // 104 bytes take a 112-byte block; 512 is the largest pooled size; 513 goes to operator new.
  const Blocks first = allocate_filled(3000, {104, 512, 513});
  const PooledMemory held = pooled_memory();
  EXPECT_EQ(held.bytes_in_use - start.bytes_in_use, 3000u * (112 + 512));
  EXPECT_GE(held.bytes_reserved, held.bytes_in_use);
  free_all(first);
  EXPECT_EQ(pooled_memory().bytes_in_use, start.bytes_in_use);

  // The same again is served from the freed blocks: no new slab.
  const Blocks second = allocate_filled(3000, {104, 512});
  EXPECT_EQ(pooled_memory().bytes_reserved, held.bytes_reserved);
  free_all(second);
  EXPECT_EQ(pooled_memory().bytes_in_use, start.bytes_in_use);
}

TEST(BlockPool, BlocksMayBeFreedOnAnotherThreadAndThreadsHandTheirCountsOver) {
  const PooledMemory start = pooled_memory();
  Blocks made;
  std::thread maker([&] { made = allocate_filled(5000, {64, 200}); });
  maker.join();  // its bins and its count go to the pool as it ends
  if (!kPoolBypassed) {
    EXPECT_EQ(pooled_memory().bytes_in_use - start.bytes_in_use, 5000u * (64 + 208));
  }
  for (std::size_t i = 0; i < made.size(); ++i) {
    ASSERT_EQ(*static_cast<const unsigned char*>(made[i].first), i & 0xff);
  }
  free_all(made);  // on this thread
  EXPECT_EQ(pooled_memory().bytes_in_use, start.bytes_in_use);

  // A second thread reuses what the first made (through the pool's shared batches) or carves
  // new blocks; either way the blocks are whole and distinct.
  Blocks again;
  std::thread user([&] { again = allocate_filled(5000, {64, 200}); });
  user.join();
  std::set<void*> distinct;
  for (const auto& [block, size] : again) EXPECT_TRUE(distinct.insert(block).second);
  free_all(again);
  EXPECT_EQ(pooled_memory().bytes_in_use, start.bytes_in_use);
}

}  // namespace
}  // namespace arbor
