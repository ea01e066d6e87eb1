// PagedArray, the rendering server's instance storage: values across pages, pages that stay where
// they are while the array grows, shrinking and growing again.

#include "servers/rendering/paged_array.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace arbor {
namespace {

using rendering::PagedArray;
constexpr std::uint32_t kPage = PagedArray<std::uint32_t>::kPageSize;

TEST(PagedArray, KeepsValuesInOrderAcrossPagesAndItsSpanReadsThem) {
  PagedArray<std::uint32_t> values;
  EXPECT_TRUE(values.empty());
  const std::uint32_t count = 4 * kPage + 3;
  for (std::uint32_t i = 0; i < count; ++i) values.push_back(i * 3);
  ASSERT_EQ(values.size(), count);
  EXPECT_EQ(values.back(), (count - 1) * 3);
  const PagedSpan<std::uint32_t> span = values.span();
  ASSERT_EQ(span.size(), std::size_t(count));
  for (std::uint32_t i = 0; i < count; ++i) {
    ASSERT_EQ(values[i], i * 3) << i;
    ASSERT_EQ(span[i], i * 3) << i;
  }
}

TEST(PagedArray, FullPagesStayWhereTheyAreWhileTheArrayGrows) {
  PagedArray<std::uint64_t> values;
  for (std::uint32_t i = 0; i < kPage; ++i) values.push_back(i);
  const std::uint64_t* first = &values[0];
  const std::uint64_t* last = &values[kPage - 1];
  for (std::uint32_t i = kPage; i < 6 * kPage; ++i) values.push_back(i);
  EXPECT_EQ(&values[0], first);
  EXPECT_EQ(&values[kPage - 1], last);
  EXPECT_EQ(values.pages()[0], first);
  EXPECT_EQ(values.pages()[5], &values[5 * kPage]);
}

TEST(PagedArray, ShrinksAndGrowsAgainKeepingTheValuesBefore) {
  PagedArray<std::uint32_t> values;
  for (std::uint32_t i = 0; i < 3 * kPage + 5; ++i) values.push_back(i);
  while (values.size() > kPage - 3) values.pop_back();
  for (std::uint32_t i = 0; i < kPage - 3; ++i) ASSERT_EQ(values[i], i);
  for (std::uint32_t i = kPage - 3; i < 2 * kPage + 1; ++i) values.push_back(i + 1000);
  for (std::uint32_t i = 0; i < 2 * kPage + 1; ++i) {
    ASSERT_EQ(values[i], i < kPage - 3 ? i : i + 1000) << i;
  }
  values.truncate(2);
  EXPECT_EQ(values.size(), 2u);
  values.push_back(7);
  EXPECT_EQ(values[2], 7u);
  values.clear();
  EXPECT_TRUE(values.empty());
}

}  // namespace
}  // namespace arbor
