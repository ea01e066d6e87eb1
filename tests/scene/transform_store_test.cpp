// The transform store's side columns: values kept beside the chunks for the few records that
// need them (hooked records' owners, Node3D's rotation-and-scale record).

#include "scene/transform_store.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "scene/transform_store_3d.h"

namespace arbor {
namespace {

TEST(SideColumn, ReadsEmptyUntilWrittenChunkByChunk) {
  static detail::SideColumn<std::uint32_t, 7u, 4, 3> column;  // 3 chunks of 4
  for (std::uint32_t slot = 0; slot < 12; ++slot) EXPECT_EQ(column.get(slot), 7u);
  column.set(9, 7u);  // writing the empty value into an unwritten chunk keeps it empty
  column.set(5, 42u);
  EXPECT_EQ(column.get(5), 42u);
  EXPECT_EQ(column.get(4), 7u);  // its chunk's other entries start empty
  EXPECT_EQ(column.get(7), 7u);
  EXPECT_EQ(column.get(0), 7u);  // other chunks are untouched
  EXPECT_EQ(column.get(9), 7u);
  column.set(5, 7u);
  EXPECT_EQ(column.get(5), 7u);
}

TEST(TransformStore, AReleasedRecordDropsItsAttachment) {
  using Store = detail::TransformStore3D;
  const std::uint32_t slot = Store::allocate();
  EXPECT_EQ(Store::attachment(slot), detail::kNoAttachment);
  Store::set_attachment(slot, 5);
  EXPECT_EQ(Store::attachment(slot), 5u);
  Store::release(slot);
  const std::uint32_t again = Store::allocate();
  ASSERT_EQ(again, slot);  // the pool hands the last released record out first
  EXPECT_EQ(Store::attachment(again), detail::kNoAttachment);
  Store::release(again);
}

}  // namespace
}  // namespace arbor
