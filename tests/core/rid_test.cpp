// RID: a server resource's id as a value (Godot's RID).
#include "arbor/core/object/rid.h"

#include <gtest/gtest.h>

namespace arbor {
namespace {

TEST(RID, DefaultIsInvalid) {
  constexpr RID rid;
  EXPECT_FALSE(rid.is_valid());
  EXPECT_TRUE(rid.is_null());
  EXPECT_EQ(rid.get_id(), 0u);
  EXPECT_EQ(RID::from_uint64(0), rid);
}

TEST(RID, KeepsItsIdAndComparesByIt) {
  const RID a = RID::from_uint64(5);
  const RID b = RID::from_uint64(0x100000007ULL);
  EXPECT_TRUE(a.is_valid());
  EXPECT_FALSE(a.is_null());
  EXPECT_EQ(a.get_id(), 5u);
  EXPECT_EQ(b.get_id(), 0x100000007ULL);
  EXPECT_EQ(b.get_local_index(), 7u);
  EXPECT_EQ(a, RID::from_uint64(5));
  EXPECT_NE(a, b);
  EXPECT_LT(a, b);
  EXPECT_LE(a, a);
  EXPECT_GT(b, a);
  EXPECT_GE(b, b);
}

}  // namespace
}  // namespace arbor
