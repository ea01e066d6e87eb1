// populate_pages backs memory with pages without changing what it holds, for any range.
#include "core/page_population.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace arbor::detail {
namespace {

std::uint8_t pattern(std::size_t i) { return std::uint8_t(i * 131 + 7); }

TEST(PagePopulation, KeepsTheContentsAndLeavesTheMemoryWritable) {
  constexpr std::size_t kSize = std::size_t(1) << 20;
  auto block = std::make_unique<std::uint8_t[]>(kSize);
  for (std::size_t i = 0; i < kSize; ++i) block[i] = pattern(i);
  populate_pages(block.get() + 3, kSize - 100);  // starts and ends inside pages
  populate_pages(block.get(), kSize);
  populate_pages(block.get() + 10, 20);  // no whole page: nothing to do
  populate_pages(block.get(), 0);
  for (std::size_t i = 0; i < kSize; ++i) ASSERT_EQ(block[i], pattern(i)) << i;
  for (std::size_t i = 0; i < kSize; i += 4096) block[i] = 0;
  EXPECT_EQ(block[4096], 0);
}

}  // namespace
}  // namespace arbor::detail
