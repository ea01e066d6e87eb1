// AABB, Rect2, Rect2i and Plane.
#include <gtest/gtest.h>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/plane.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/rect2i.h"
#include "math_test_util.h"

namespace arbor {
namespace {

TEST(AABB, GodotDocExamples) {
  AABB box = AABB(Vector3(5, 0, 5), Vector3(-20, -10, -5)).abs();
  EXPECT_APPROX(box, AABB(Vector3(-15, -10, 0), Vector3(20, 10, 5)));

  AABB grown = AABB(Vector3(0, 0, 0), Vector3(5, 2, 5)).expand(Vector3(10, 0, 0));
  EXPECT_APPROX(grown, AABB(Vector3(0, 0, 0), Vector3(10, 2, 5)));
  grown = grown.expand(Vector3(-5, 0, 5));
  EXPECT_APPROX(grown, AABB(Vector3(-5, 0, 0), Vector3(15, 2, 5)));

  EXPECT_APPROX(AABB(Vector3(4, 4, 4), Vector3(8, 8, 8)).grow(4),
                AABB(Vector3(0, 0, 0), Vector3(16, 16, 16)));
  EXPECT_APPROX(AABB(Vector3(0, 0, 0), Vector3(8, 4, 2)).grow(2),
                AABB(Vector3(-2, -2, -2), Vector3(12, 8, 6)));

  AABB box1(Vector3(0, 0, 0), Vector3(5, 2, 8));
  AABB box2(Vector3(2, 0, 2), Vector3(8, 4, 4));
  EXPECT_APPROX(box1.intersection(box2), AABB(Vector3(2, 0, 2), Vector3(3, 2, 4)));

  AABB a(Vector3(0, 0, 0), Vector3(4, 4, 4));
  AABB b(Vector3(1, 1, 1), Vector3(3, 3, 3));
  AABB c(Vector3(2, 2, 2), Vector3(8, 8, 8));
  EXPECT_TRUE(a.encloses(a));
  EXPECT_TRUE(a.encloses(b));
  EXPECT_FALSE(a.encloses(c));

  EXPECT_EQ(AABB(Vector3(), Vector3(2, 4, 8)).get_longest_axis_index(), 2);
}

TEST(AABB, IntersectsMergeAndPoints) {
  AABB a(Vector3(0, 0, 0), Vector3(2, 2, 2));
  EXPECT_TRUE(a.intersects(AABB(Vector3(1, 1, 1), Vector3(2, 2, 2))));
  EXPECT_FALSE(a.intersects(AABB(Vector3(2, 0, 0), Vector3(1, 1, 1))));  // touching faces
  EXPECT_APPROX(a.merge(AABB(Vector3(-1, 3, 0), Vector3(1, 1, 1))),
                AABB(Vector3(-1, 0, 0), Vector3(3, 4, 2)));
  EXPECT_TRUE(a.has_point(Vector3(2, 2, 2)));  // inclusive
  EXPECT_FALSE(a.has_point(Vector3(2.1f, 1, 1)));
  EXPECT_EQ(a.intersection(AABB(Vector3(5, 5, 5), Vector3(1, 1, 1))), AABB());
  EXPECT_FLOAT_EQ(a.get_volume(), 8);
  EXPECT_APPROX(a.get_center(), Vector3(1, 1, 1));
  EXPECT_APPROX(a.get_support(Vector3(1, -1, 1)), Vector3(2, 0, 2));
  EXPECT_APPROX(a.get_endpoint(5), Vector3(2, 0, 2));
  EXPECT_TRUE(a.intersects_plane(Plane(Vector3(1, 0, 0), 1)));
  EXPECT_FALSE(a.intersects_plane(Plane(Vector3(1, 0, 0), 3)));
}

TEST(AABB, RayAndSegment) {
  AABB a(Vector3(0, 0, 0), Vector3(2, 2, 2));
  auto hit = a.intersects_ray(Vector3(-5, 1, 1), Vector3(1, 0, 0));
  ASSERT_TRUE(hit);
  EXPECT_APPROX(*hit, Vector3(0, 1, 1));
  EXPECT_FALSE(a.intersects_ray(Vector3(-5, 1, 1), Vector3(-1, 0, 0)));
  EXPECT_FALSE(a.intersects_ray(Vector3(-5, 3, 1), Vector3(1, 0, 0)));
  auto inside = a.intersects_ray(Vector3(1, 1, 1), Vector3(0, 1, 0));
  ASSERT_TRUE(inside);
  EXPECT_APPROX(*inside, Vector3(1, 1, 1));  // starts inside: the ray origin
  auto seg = a.intersects_segment(Vector3(1, 5, 1), Vector3(1, -5, 1));
  ASSERT_TRUE(seg);
  EXPECT_APPROX(*seg, Vector3(1, 2, 1));
  EXPECT_FALSE(a.intersects_segment(Vector3(1, 5, 1), Vector3(1, 3, 1)));
}

TEST(Rect2, GodotDocExamples) {
  EXPECT_APPROX(Rect2(4, 4, 8, 8).grow(4), Rect2(0, 0, 16, 16));
  EXPECT_APPROX(Rect2(0, 0, 8, 4).grow(2), Rect2(-2, -2, 12, 8));
  Rect2 r = Rect2(0, 0, 5, 2).expand(Vector2(10, 0));
  EXPECT_APPROX(r, Rect2(0, 0, 10, 2));
  EXPECT_APPROX(r.expand(Vector2(-5, 5)), Rect2(-5, 0, 15, 5));
  EXPECT_APPROX(Rect2(0, 0, 5, 10).intersection(Rect2(2, 0, 8, 4)), Rect2(2, 0, 3, 4));
  EXPECT_APPROX(Rect2(25, 25, -100, -50).abs(), Rect2(-75, -25, 100, 50));
}

TEST(Rect2, IntersectsEnclosesHasPointMerge) {
  Rect2 r(0, 0, 2, 2);
  EXPECT_TRUE(r.intersects(Rect2(1, 1, 2, 2)));
  EXPECT_FALSE(r.intersects(Rect2(2, 0, 1, 1)));
  EXPECT_TRUE(r.intersects(Rect2(2, 0, 1, 1), true));
  EXPECT_TRUE(r.encloses(Rect2(0, 0, 2, 1)));
  EXPECT_FALSE(r.encloses(Rect2(1, 1, 2, 1)));
  EXPECT_TRUE(r.has_point(Vector2(0, 0)));
  EXPECT_FALSE(r.has_point(Vector2(2, 1)));  // far edge exclusive
  EXPECT_APPROX(r.merge(Rect2(3, -1, 1, 1)), Rect2(0, -1, 4, 3));
  EXPECT_APPROX(r.grow_side(Rect2::SIDE_LEFT, 1), Rect2(-1, 0, 3, 2));
  EXPECT_APPROX(r.grow_individual(1, 2, 3, 4), Rect2(-1, -2, 6, 8));
  EXPECT_FLOAT_EQ(r.get_area(), 4);
  EXPECT_APPROX(r.get_center(), Vector2(1, 1));
}

TEST(Rect2i, GodotDocExamples) {
  EXPECT_EQ(Rect2i(4, 4, 8, 8).grow(4), Rect2i(0, 0, 16, 16));
  EXPECT_EQ(Rect2i(0, 0, 8, 4).grow(2), Rect2i(-2, -2, 12, 8));
  Rect2i r = Rect2i(0, 0, 5, 2).expand(Vector2i(10, 0));
  EXPECT_EQ(r, Rect2i(0, 0, 10, 2));
  EXPECT_EQ(r.expand(Vector2i(-5, 5)), Rect2i(-5, 0, 15, 5));
  EXPECT_EQ(Rect2i(0, 0, 5, 10).intersection(Rect2i(2, 0, 8, 4)), Rect2i(2, 0, 3, 4));
  EXPECT_EQ(Rect2i(25, 25, -100, -50).abs(), Rect2i(-75, -25, 100, 50));
  // "If size is an odd number, the returned center value will be rounded towards position."
  EXPECT_EQ(Rect2i(0, 0, 5, 3).get_center(), Vector2i(2, 1));
}

TEST(Rect2i, IntersectsEnclosesHasPointMerge) {
  Rect2i r(0, 0, 2, 2);
  EXPECT_TRUE(r.intersects(Rect2i(1, 1, 2, 2)));
  EXPECT_FALSE(r.intersects(Rect2i(2, 0, 1, 1)));  // touching edges do not intersect
  EXPECT_FALSE(r.intersects(Rect2i(0, -1, 1, 1)));
  EXPECT_EQ(r.intersection(Rect2i(2, 0, 1, 1)), Rect2i());
  EXPECT_TRUE(r.encloses(Rect2i(0, 0, 2, 1)));
  EXPECT_TRUE(r.encloses(r));
  EXPECT_FALSE(r.encloses(Rect2i(1, 1, 2, 1)));
  EXPECT_TRUE(r.has_point(Vector2i(0, 0)));
  EXPECT_TRUE(r.has_point(Vector2i(1, 1)));
  EXPECT_FALSE(r.has_point(Vector2i(2, 1)));  // far edges exclusive
  EXPECT_FALSE(r.has_point(Vector2i(1, 2)));
  EXPECT_FALSE(r.has_point(Vector2i(-1, 0)));
  EXPECT_EQ(r.merge(Rect2i(3, -1, 1, 1)), Rect2i(0, -1, 4, 3));
  EXPECT_EQ(r.grow_side(Rect2::SIDE_LEFT, 1), Rect2i(-1, 0, 3, 2));
  EXPECT_EQ(r.grow_side(Rect2::SIDE_BOTTOM, 2), Rect2i(0, 0, 2, 4));
  EXPECT_EQ(r.grow_individual(1, 2, 3, 4), Rect2i(-1, -2, 6, 8));
  EXPECT_EQ(r.grow(-1), Rect2i(1, 1, 0, 0));
  EXPECT_EQ(r.get_area(), 4);
  EXPECT_TRUE(r.has_area());
  EXPECT_FALSE(Rect2i(0, 0, 0, 5).has_area());
  EXPECT_FALSE(Rect2i(0, 0, 5, -1).has_area());
  EXPECT_EQ(r.get_center(), Vector2i(1, 1));
}

TEST(Rect2i, EndsAndConversions) {
  Rect2i r(1, 2, 3, 4);
  EXPECT_EQ(r.get_end(), Vector2i(4, 6));
  r.set_end(Vector2i(10, 10));
  EXPECT_EQ(r, Rect2i(1, 2, 9, 8));
  r.expand_to(Vector2i(0, 0));
  EXPECT_EQ(r, Rect2i(0, 0, 10, 10));
  EXPECT_NE(r, Rect2i(0, 0, 10, 9));
  EXPECT_EQ(Rect2i(Rect2(1.5f, -1.5f, 2.9f, 3)), Rect2i(1, -1, 2, 3));  // truncated
  EXPECT_EQ(Rect2(Rect2i(1, -2, 3, 4)), Rect2(1, -2, 3, 4));
}

TEST(Plane, DistancesAndProjection) {
  Plane p(Vector3(0, 1, 0), 5);
  EXPECT_FLOAT_EQ(p.distance_to(Vector3(3, 7, 1)), 2);
  EXPECT_FLOAT_EQ(p.distance_to(Vector3(0, 0, 0)), -5);
  EXPECT_TRUE(p.is_point_over(Vector3(0, 6, 0)));
  EXPECT_TRUE(p.has_point(Vector3(9, 5, -9)));
  EXPECT_APPROX(p.project(Vector3(1, 9, 2)), Vector3(1, 5, 2));
  EXPECT_APPROX(p.get_center(), Vector3(0, 5, 0));
  EXPECT_APPROX(Plane(Vector3(0, 2, 0), 10).normalized(), p);
  EXPECT_APPROX(Plane(Vector3(0, 1, 0), Vector3(4, 5, 6)), p);
  EXPECT_TRUE((-p).is_equal_approx_any_side(p));
}

TEST(Plane, ThreePointsClockwiseFacesUp) {
  Plane p(Vector3(0, 0, 0), Vector3(1, 0, 0), Vector3(0, 0, 1));
  EXPECT_APPROX(p, Plane(Vector3(0, 1, 0), 0));
  Plane ccw(Vector3(0, 0, 0), Vector3(1, 0, 0), Vector3(0, 0, 1),
            Plane::ClockDirection::COUNTERCLOCKWISE);
  EXPECT_APPROX(ccw, Plane(Vector3(0, -1, 0), 0));
}

TEST(Plane, RaySegmentAndThreePlaneIntersections) {
  Plane p(Vector3(0, 1, 0), 5);
  auto hit = p.intersects_ray(Vector3(1, 10, 2), Vector3(0, -1, 0));
  ASSERT_TRUE(hit);
  EXPECT_APPROX(*hit, Vector3(1, 5, 2));
  EXPECT_FALSE(p.intersects_ray(Vector3(1, 10, 2), Vector3(0, 1, 0)));  // pointing away
  EXPECT_FALSE(p.intersects_ray(Vector3(1, 10, 2), Vector3(1, 0, 0)));  // parallel
  auto seg = p.intersects_segment(Vector3(0, 0, 0), Vector3(0, 10, 0));
  ASSERT_TRUE(seg);
  EXPECT_APPROX(*seg, Vector3(0, 5, 0));
  EXPECT_FALSE(p.intersects_segment(Vector3(0, 0, 0), Vector3(0, 4, 0)));
  auto corner = Plane(Vector3(1, 0, 0), 1)
                    .intersect_3(Plane(Vector3(0, 1, 0), 2), Plane(Vector3(0, 0, 1), 3));
  ASSERT_TRUE(corner);
  EXPECT_APPROX(*corner, Vector3(1, 2, 3));
  EXPECT_FALSE(Plane(Vector3(1, 0, 0), 1)
                   .intersect_3(Plane(Vector3(1, 0, 0), 2), Plane(Vector3(0, 0, 1), 3)));
}

}  // namespace
}  // namespace arbor
