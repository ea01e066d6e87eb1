#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "arbor/core/string/string_name.h"
#include "core/string_name_prefetch.h"

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

// A table grown ahead of a run of names keeps the names it had and takes the new ones.
TEST(StringName, ReservingRoomKeepsEveryName) {
  const StringName before("reserve-test-before");
  const char* const before_text = before.c_str();
  detail::reserve_interned(50000);
  detail::reserve_interned(0);
  EXPECT_EQ(StringName::find("reserve-test-before").c_str(), before_text);
  std::vector<StringName> names;
  for (int i = 0; i < 50000; ++i) names.emplace_back("reserve-test-" + std::to_string(i));
  for (int i = 0; i < 50000; i += 997) {
    EXPECT_EQ(StringName::find("reserve-test-" + std::to_string(i)), names[std::size_t(i)]);
  }
  EXPECT_EQ(StringName("reserve-test-before").c_str(), before_text);
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
