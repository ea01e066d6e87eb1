// Ref<T> and RefCounted: intrusive, thread-safe reference counting (Godot's Ref/RefCounted).
#include "arbor/core/object/ref.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

namespace arbor::test {
namespace {

/// Counts its live instances, so tests see exactly when the last Ref deletes it.
class Counted : public RefCounted {
  ARBOR_CLASS(Counted, RefCounted)

 public:
  explicit Counted(int value = 0) : value(value) { ++alive; }
  ~Counted() override { --alive; }
  int value;
  static inline std::atomic<int> alive{0};
};

class Derived : public Counted {
  ARBOR_CLASS(Derived, Counted)

 public:
  using Counted::Counted;
};

class Other : public RefCounted {
  ARBOR_CLASS(Other, RefCounted)
};

TEST(Ref, NullByDefaultAndFromNullptr) {
  Ref<Counted> a;
  Ref<Counted> b = nullptr;
  EXPECT_TRUE(a.is_null());
  EXPECT_FALSE(a.is_valid());
  EXPECT_FALSE(a);
  EXPECT_EQ(a.get(), nullptr);
  EXPECT_TRUE(a == nullptr);
  EXPECT_TRUE(a == b);
  Ref<Counted> c = a;  // copying a null Ref is fine
  EXPECT_TRUE(c.is_null());
  c.unref();
  EXPECT_TRUE(c.is_null());
}

TEST(Ref, CountsReferencesAndDeletesWithTheLast) {
  ASSERT_EQ(Counted::alive, 0);
  {
    Ref<Counted> a = make_ref<Counted>(7);
    EXPECT_EQ(Counted::alive, 1);
    EXPECT_EQ(a->get_reference_count(), 1);
    EXPECT_EQ((*a).value, 7);
    {
      Ref<Counted> b = a;
      EXPECT_EQ(a->get_reference_count(), 2);
      EXPECT_TRUE(a == b);
      Ref<Counted> c;
      c = b;
      EXPECT_EQ(a->get_reference_count(), 3);
    }
    EXPECT_EQ(a->get_reference_count(), 1);
    EXPECT_EQ(Counted::alive, 1);
  }
  EXPECT_EQ(Counted::alive, 0);
}

TEST(Ref, MoveTransfersWithoutCounting) {
  Ref<Counted> a = make_ref<Counted>();
  Counted* raw = a.get();
  Ref<Counted> b = std::move(a);
  EXPECT_TRUE(a.is_null());  // NOLINT(bugprone-use-after-move): a moved-from Ref is null
  EXPECT_EQ(b.get(), raw);
  EXPECT_EQ(raw->get_reference_count(), 1);
  Ref<Counted> c;
  c = std::move(b);
  EXPECT_EQ(raw->get_reference_count(), 1);
  EXPECT_EQ(Counted::alive, 1);
  c = nullptr;
  EXPECT_EQ(Counted::alive, 0);
}

TEST(Ref, SelfAssignmentAndReassignmentKeepCountsRight) {
  Ref<Counted> a = make_ref<Counted>(1);
  Ref<Counted>& alias = a;
  a = alias;
  EXPECT_EQ(a->get_reference_count(), 1);
  a = make_ref<Counted>(2);  // the first object goes
  EXPECT_EQ(Counted::alive, 1);
  EXPECT_EQ(a->value, 2);
  a.instantiate(3);
  EXPECT_EQ(Counted::alive, 1);
  EXPECT_EQ(a->value, 3);
  a.unref();
  EXPECT_EQ(Counted::alive, 0);
}

TEST(Ref, AdoptsARawPointerThatOtherRefsAlreadyHold) {
  Ref<Counted> a = make_ref<Counted>();
  Ref<Counted> b(a.get());  // intrusive: the count lives in the object
  EXPECT_EQ(a->get_reference_count(), 2);
  a.unref();
  EXPECT_EQ(Counted::alive, 1);
  b.unref();
  EXPECT_EQ(Counted::alive, 0);
}

TEST(Ref, ConvertsToBaseAndCastsBack) {
  Ref<Derived> derived = make_ref<Derived>(5);
  Ref<Counted> base = derived;
  Ref<RefCounted> root = std::move(derived);
  EXPECT_EQ(base->get_reference_count(), 2);
  EXPECT_TRUE(base == root);
  EXPECT_EQ(base->get_class(), "Derived");
  EXPECT_TRUE(base->is_class("RefCounted"));
  Ref<Derived> back = ref_cast<Derived>(base);
  EXPECT_EQ(back->value, 5);
  EXPECT_EQ(base->get_reference_count(), 3);
  EXPECT_TRUE(ref_cast<Other>(root).is_null());
  std::unordered_set<Ref<Counted>> set{base, Ref<Counted>(back)};
  EXPECT_EQ(set.size(), 1u);
}

TEST(Ref, CountIsThreadSafe) {
  Ref<Counted> shared = make_ref<Counted>();
  constexpr int kThreads = 8;
  constexpr int kRounds = 20000;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&shared] {
      for (int i = 0; i < kRounds; ++i) {
        Ref<Counted> copy = shared;
        Ref<Counted> moved = std::move(copy);
        EXPECT_GE(moved->get_reference_count(), 2);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(shared->get_reference_count(), 1);
  EXPECT_EQ(Counted::alive, 1);

  // The last references dropped on several threads at once delete the object exactly once.
  std::vector<Ref<Counted>> refs(kThreads, shared);
  shared.unref();
  threads.clear();
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&refs, t] { refs[std::size_t(t)].unref(); });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(Counted::alive, 0);
}

}  // namespace
}  // namespace arbor::test
