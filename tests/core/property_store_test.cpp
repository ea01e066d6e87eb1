// PropertyStore: values in first-set order, replaced in place, and the node-path marks that
// let saving list a kept node reference in `node_paths` again.

#include <gtest/gtest.h>

#include "arbor/core/object/property_store.h"

namespace arbor {
namespace {

TEST(PropertyStore, KeepsFirstSetOrderAndReplacesInPlace) {
  PropertyStore store;
  store.set("speed", 3);
  store.set("target", NodePath("../A"));
  store.set("speed", 5);
  ASSERT_EQ(store.entries().size(), 2u);
  EXPECT_EQ(store.entries()[0].first, StringName("speed"));
  EXPECT_EQ(store.entries()[0].second, Variant(5));
  EXPECT_EQ(store.entries()[1].first, StringName("target"));
  ASSERT_NE(store.find("target"), nullptr);
  EXPECT_EQ(store.find("missing"), nullptr);
}

TEST(PropertyStore, MarksOnlyEntriesItHoldsAsNodePaths) {
  PropertyStore store;
  store.mark_node_path("target");  // not held: no mark
  EXPECT_FALSE(store.is_node_path("target"));
  store.set("target", NodePath("../A"));
  store.mark_node_path("target");
  store.mark_node_path("target");
  EXPECT_TRUE(store.is_node_path("target"));
  store.set("target", NodePath("../B"));  // a new value keeps the mark
  EXPECT_TRUE(store.is_node_path("target"));
  store.set("speed", 3);
  EXPECT_FALSE(store.is_node_path("speed"));
}

}  // namespace
}  // namespace arbor
