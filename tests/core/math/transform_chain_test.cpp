// TransformChain: the running product down a chain equals Transform3D's own product exactly
// (same operations in the same order), and storing it writes all twelve components.
#include "core/math/transform_chain.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "arbor/core/math/transform_3d.h"

namespace arbor::detail {
namespace {

Transform3D random_transform(std::mt19937& rng) {
  std::uniform_real_distribution<float> value(-3, 3);
  Transform3D t;
  t.basis = Basis(value(rng), value(rng), value(rng), value(rng), value(rng), value(rng),
                  value(rng), value(rng), value(rng));
  t.origin = Vector3(value(rng), value(rng), value(rng));
  return t;
}

TEST(TransformChain, StartsAsTheTransformItWasGiven) {
  const Transform3D t(Basis(1, 2, 3, 4, 5, 6, 7, 8, 9), Vector3(10, 11, 12));
  EXPECT_EQ(TransformChain<Transform3D>(t).get(), t);
  Transform3D stored;
  TransformChain<Transform3D>(t).store(stored);
  EXPECT_EQ(stored, t);
}

TEST(TransformChain, AppendingEqualsTransform3DProductsExactly) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<Transform3D> locals;
    for (int i = 0; i < 6; ++i) locals.push_back(random_transform(rng));
    TransformChain<Transform3D> chain(locals[0]);
    Transform3D expected = locals[0];
    for (std::size_t i = 1; i < locals.size(); ++i) {
      chain.append(locals[i]);
      expected = expected * locals[i];
      Transform3D stored;
      chain.store(stored);
      ASSERT_EQ(stored, expected) << "trial " << trial << ", link " << i;
      ASSERT_EQ(chain.get(), expected);
    }
  }
}

TEST(TransformChain, StoresEveryComponentInItsPlace) {
  // Each component distinct, so a swapped lane shows.
  const Transform3D parent;  // identity
  const Transform3D local(Basis(Vector3(1, 2, 3), Vector3(4, 5, 6), Vector3(7, 8, 9)),
                          Vector3(10, 11, 12));
  TransformChain<Transform3D> chain(parent);
  chain.append(local);
  Transform3D out(Basis(Vector3(-1, -1, -1), Vector3(-1, -1, -1), Vector3(-1, -1, -1)),
                  Vector3(-1, -1, -1));
  chain.store(out);
  EXPECT_EQ(out.basis.x, Vector3(1, 2, 3));
  EXPECT_EQ(out.basis.y, Vector3(4, 5, 6));
  EXPECT_EQ(out.basis.z, Vector3(7, 8, 9));
  EXPECT_EQ(out.origin, Vector3(10, 11, 12));
}

}  // namespace
}  // namespace arbor::detail
