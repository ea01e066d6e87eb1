// ChunkPool: slots are handed out densely, reused after release, and a chunk whose last slot is
// released is freed (its memory returned) unless it is the only one with room.
#include "core/chunk_pool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <thread>
#include <vector>

namespace arbor::detail {
namespace {

struct SmallChunk {
  static constexpr std::uint32_t kSlots = 4;
  std::uint32_t values[kSlots];
  std::uint32_t& free_link(std::uint32_t offset) { return values[offset]; }
};

using SmallPool = ChunkPool<SmallChunk, 3>;

TEST(ChunkPool, HandsOutSlotsInOrderAndReusesReleasedOnes) {
  SmallPool pool("test records");
  std::vector<std::uint32_t> slots;
  for (int i = 0; i < 6; ++i) slots.push_back(pool.allocate());
  EXPECT_EQ(slots, (std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(pool.chunk_count(), 2u);
  pool.release(2);
  pool.release(1);
  // The last chunk with room is used first: chunk 1 (slots 4..7) still has 6 and 7.
  EXPECT_EQ(pool.allocate(), 1u);
  EXPECT_EQ(pool.allocate(), 2u);
  EXPECT_EQ(pool.allocate(), 6u);
  for (std::uint32_t slot : {0u, 1u, 2u, 3u, 4u, 5u, 6u}) pool.release(slot);
}

TEST(ChunkPool, RecordsStayWhereTheyAre) {
  SmallPool pool("test records");
  const std::uint32_t a = pool.allocate();
  pool.chunk(a).values[SmallPool::offset(a)] = 41;
  std::uint32_t* where = &pool.chunk(a).values[SmallPool::offset(a)];
  std::vector<std::uint32_t> more;
  for (int i = 0; i < 8; ++i) more.push_back(pool.allocate());
  EXPECT_EQ(&pool.chunk(a).values[SmallPool::offset(a)], where);
  EXPECT_EQ(*where, 41u);
  for (std::uint32_t slot : more) pool.release(slot);
  pool.release(a);
}

TEST(ChunkPool, FreesAnEmptyChunkUnlessItIsTheLastWithRoom) {
  SmallPool pool("test records");
  std::vector<std::uint32_t> slots;
  for (int i = 0; i < 12; ++i) slots.push_back(pool.allocate());
  EXPECT_EQ(pool.chunk_count(), 3u);
  for (std::uint32_t slot : slots) pool.release(slot);
  // Chunks 0 and 1 emptied while another chunk had room; the last one stays for reuse.
  EXPECT_EQ(pool.chunk_count(), 1u);
  // The freed chunks' ids are reused: the same twelve slots come back.
  std::set<std::uint32_t> again;
  for (int i = 0; i < 12; ++i) again.insert(pool.allocate());
  EXPECT_EQ(pool.chunk_count(), 3u);
  EXPECT_EQ(again, std::set<std::uint32_t>(slots.begin(), slots.end()));
}

TEST(ChunkPool, ThrowsNamingTheRecordsWhenFull) {
  SmallPool pool("test records");
  for (std::uint32_t i = 0; i < SmallPool::kMaxSlots; ++i) pool.allocate();
  try {
    pool.allocate();
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("12 test records"), std::string::npos) << error.what();
  }
}

TEST(ChunkPool, ThreadsAllocateAndReleaseConcurrently) {
  using BigPool = ChunkPool<SmallChunk, 4096>;
  BigPool pool("test records");
  std::vector<std::vector<std::uint32_t>> taken(4);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < taken.size(); ++t) {
    threads.emplace_back([&pool, &mine = taken[t]] {
      for (int round = 0; round < 50; ++round) {
        for (int i = 0; i < 40; ++i) mine.push_back(pool.allocate());
        for (int i = 0; i < 30; ++i) {
          pool.release(mine.back());
          mine.pop_back();
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  std::vector<std::uint32_t> all;
  for (const auto& mine : taken) all.insert(all.end(), mine.begin(), mine.end());
  std::sort(all.begin(), all.end());
  EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end()) << "a slot was handed out twice";
  EXPECT_EQ(all.size(), 4u * 50 * 10);
  for (std::uint32_t slot : all) pool.release(slot);
}

}  // namespace
}  // namespace arbor::detail
