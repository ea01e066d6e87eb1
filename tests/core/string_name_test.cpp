#include <gtest/gtest.h>

#include <thread>
#include <unordered_map>

#include "arbor/core/string_name.h"

namespace arbor {
namespace {

TEST(StringName, InternedNamesCompareByIdentity) {
  StringName a("Player");
  StringName b(std::string("Play") + "er");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.c_str(), b.c_str());  // one entry
  EXPECT_EQ(a.hash(), StringName::hash_text("Player"));
  EXPECT_NE(a, StringName("player"));
  EXPECT_TRUE(StringName().is_empty());
  EXPECT_TRUE(StringName("").is_empty());
  EXPECT_EQ(a, "Player");
}

TEST(StringName, FindDoesNotIntern) {
  EXPECT_TRUE(StringName::find("never-interned-name-xyz").is_empty());
  StringName made("now-interned-name-xyz");
  EXPECT_EQ(StringName::find("now-interned-name-xyz"), made);
}

TEST(StringName, UsableAsAMapKey) {
  std::unordered_map<StringName, int> map;
  map[StringName("a")] = 1;
  map[StringName("b")] = 2;
  EXPECT_EQ(map.at(StringName("a")), 1);
  EXPECT_EQ(map.size(), 2u);
}

TEST(StringName, InterningIsThreadSafe) {
  std::vector<std::thread> threads;
  std::vector<const char*> seen(4);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([t, &seen] {
      for (int i = 0; i < 2000; ++i) StringName("name" + std::to_string(i));
      seen[std::size_t(t)] = StringName("name1999").c_str();
    });
  }
  for (auto& thread : threads) thread.join();
  for (const char* s : seen) EXPECT_EQ(s, seen[0]);
}

}  // namespace
}  // namespace arbor
