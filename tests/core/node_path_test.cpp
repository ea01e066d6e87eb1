#include <gtest/gtest.h>

#include "arbor/core/error/error.h"
#include "arbor/core/string/node_path.h"

namespace arbor {
namespace {

TEST(NodePath, ParsesRelativeAbsoluteAndSubnames) {
  NodePath relative("../Player/Camera");
  EXPECT_FALSE(relative.is_absolute());
  ASSERT_EQ(relative.get_name_count(), 3);
  EXPECT_EQ(relative.get_name(0), "..");
  EXPECT_EQ(relative.get_name(2), "Camera");
  EXPECT_EQ(relative.get_subname_count(), 0);

  NodePath absolute("/root/Main");
  EXPECT_TRUE(absolute.is_absolute());
  EXPECT_EQ(absolute.get_concatenated_names(), "root/Main");
  EXPECT_EQ(absolute.to_string(), "/root/Main");

  NodePath property("Sprite:modulate:a");
  EXPECT_EQ(property.get_name_count(), 1);
  ASSERT_EQ(property.get_subname_count(), 2);
  EXPECT_EQ(property.get_subname(1), "a");
  EXPECT_EQ(property.to_string(), "Sprite:modulate:a");

  NodePath unique("%Hud/Label");
  EXPECT_EQ(unique.get_name(0), "%Hud");
  EXPECT_EQ(NodePath(".").get_name(0), ".");
  EXPECT_EQ(NodePath(":position:x").get_name_count(), 0);
  EXPECT_EQ(NodePath(":position:x").get_subname(0), "position");
}

TEST(NodePath, EmptyEqualityAndErrors) {
  EXPECT_TRUE(NodePath().is_empty());
  EXPECT_TRUE(NodePath("").is_empty());
  EXPECT_EQ(NodePath("A/B"), NodePath("A/B"));
  EXPECT_NE(NodePath("A/B"), NodePath("/A/B"));
  EXPECT_NE(NodePath("A/B"), NodePath("A/B:x"));
  EXPECT_EQ(NodePath("A/B").hash(), NodePath("A/B").hash());
  EXPECT_THROW((void)NodePath("A").get_name(1), Error);
  EXPECT_THROW((void)NodePath("A").get_subname(0), Error);
  NodePath copy = NodePath("X/Y");
  EXPECT_EQ(copy.to_string(), "X/Y");
}

}  // namespace
}  // namespace arbor
