#include "arbor/core/math/transform_3d.h"

#include <gtest/gtest.h>

#include "math_test_util.h"

namespace arbor {
namespace {

const real_t kPi = real_t(Math::PI);
const Vector3 kY(0, 1, 0), kZ(0, 0, 1);

TEST(Transform3D, IdentityAndXform) {
  Transform3D t;
  EXPECT_EQ(t.xform(Vector3(1, 2, 3)), Vector3(1, 2, 3));
  Transform3D m(Basis(kY, kPi / 2), Vector3(10, 0, 0));
  EXPECT_APPROX(m * Vector3(1, 0, 0), Vector3(10, 0, -1));
  EXPECT_APPROX(m.xform_inv(Vector3(10, 0, -1)), Vector3(1, 0, 0));
  EXPECT_APPROX(Vector3(10, 0, -1) * m, Vector3(1, 0, 0));
  Transform3D rows(1, 0, 0, 0, 1, 0, 0, 0, 1, 4, 5, 6);
  EXPECT_EQ(rows, Transform3D(Basis(), Vector3(4, 5, 6)));
}

TEST(Transform3D, CompositionIsParentTimesChild) {
  Transform3D parent(Basis(kZ, kPi / 2), Vector3(1, 0, 0));
  Transform3D child(Basis(), Vector3(2, 0, 0));
  Transform3D global = parent * child;
  EXPECT_APPROX(global.origin, Vector3(1, 2, 0));
  Vector3 p(0.5f, -1, 2);
  EXPECT_APPROX(global.xform(p), parent.xform(child.xform(p)));
}

TEST(Transform3D, AffineInverseOfNonUniformScale) {
  Transform3D t(Basis::from_scale(Vector3(2, 4, 8)), Vector3(2, 4, 8));
  Transform3D inv = t.affine_inverse();
  EXPECT_APPROX(inv.basis, Basis::from_scale(Vector3(0.5f, 0.25f, 0.125f)));
  EXPECT_APPROX(inv.origin, Vector3(-1, -1, -1));
  Transform3D m(Basis(Vector3(1, 2, 2) / 3, 0.8f).scaled_local(Vector3(0.5f, 3, 1.5f)),
                Vector3(-3, 7, 1));
  EXPECT_APPROX(m * m.affine_inverse(), Transform3D());
  EXPECT_APPROX(m.affine_inverse() * m, Transform3D());
  Vector3 p(4, -2, 9);
  EXPECT_NEAR3(m.affine_inverse().xform(m.xform(p)), p, 1e-5);
}

TEST(Transform3D, InverseOfRigidTransformMatchesAffineInverse) {
  Transform3D rigid(Basis::from_euler(Vector3(0.3f, 1.2f, -0.4f)), Vector3(5, -6, 7));
  EXPECT_APPROX(rigid.inverse(), rigid.affine_inverse());
  EXPECT_APPROX(rigid * rigid.inverse(), Transform3D());
}

TEST(Transform3D, RotatedScaledTranslatedAndLocalVariants) {
  Transform3D t(Basis(), Vector3(1, 0, 0));
  // Parent frame: the origin moves with the operation.
  EXPECT_APPROX(t.rotated(kY, kPi / 2).origin, Vector3(0, 0, -1));
  EXPECT_APPROX(t.scaled(Vector3(2, 2, 2)).origin, Vector3(2, 0, 0));
  EXPECT_APPROX(t.translated(Vector3(0, 1, 0)).origin, Vector3(1, 1, 0));
  // Local frame: the origin stays, the offset goes through the basis.
  Transform3D turned(Basis(kY, kPi / 2), Vector3(1, 0, 0));
  EXPECT_APPROX(turned.rotated_local(kY, kPi / 2).origin, Vector3(1, 0, 0));
  EXPECT_APPROX(turned.rotated_local(kY, kPi / 2).basis, Basis(kY, kPi));
  EXPECT_APPROX(turned.scaled_local(Vector3(2, 2, 2)).origin, Vector3(1, 0, 0));
  EXPECT_APPROX(turned.translated_local(Vector3(0, 0, -1)).origin, Vector3(0, 0, 0));
  EXPECT_APPROX(turned.rotated(kY, 0.3f), Transform3D(Basis(kY, 0.3f)) * turned);
  EXPECT_APPROX(turned.rotated_local(kY, 0.3f), turned * Transform3D(Basis(kY, 0.3f)));
}

TEST(Transform3D, LookingAtKeepsOriginAndAimsMinusZ) {
  Transform3D eye(Basis::from_scale(Vector3(2, 2, 2)), Vector3(1, 2, 3));
  Transform3D look = eye.looking_at(Vector3(1, 2, -7));
  EXPECT_APPROX(look.origin, Vector3(1, 2, 3));
  EXPECT_APPROX(look.basis, Basis());  // scale dropped, as Godot
  Transform3D right = Transform3D().looking_at(Vector3(5, 0, 0));
  EXPECT_APPROX(right.xform(Vector3(0, 0, -1)), Vector3(1, 0, 0));
  Transform3D diag = Transform3D(Basis(), Vector3(0, 0, 0)).looking_at(Vector3(1, 1, -1));
  Vector3 forward = -diag.basis.z;
  EXPECT_APPROX(forward, Vector3(1, 1, -1).normalized());
  EXPECT_NEAR(diag.basis.x.y, 0, 1e-6);  // no roll: X stays horizontal
  Transform3D front = Transform3D().looking_at(Vector3(5, 0, 0), kY, true);
  EXPECT_APPROX(front.basis.z, Vector3(1, 0, 0));
}

TEST(Transform3D, InterpolateWithSlerpsRotationLerpsScaleAndOrigin) {
  Transform3D a;
  Transform3D b(Basis(kY, kPi / 2).scaled_local(Vector3(3, 3, 3)), Vector3(10, 0, 0));
  Transform3D mid = a.interpolate_with(b, 0.5f);
  EXPECT_APPROX(mid.basis, Basis(kY, kPi / 4).scaled_local(Vector3(2, 2, 2)));
  EXPECT_APPROX(mid.origin, Vector3(5, 0, 0));
  EXPECT_APPROX(a.interpolate_with(b, 1), b);
  EXPECT_APPROX(a.interpolate_with(b, 0), a);
}

TEST(Transform3D, TransformsAabbAndPlanes) {
  Transform3D rot(Basis(kZ, kPi / 2));
  AABB box(Vector3(0, 0, 0), Vector3(1, 2, 3));
  EXPECT_APPROX(rot * box, AABB(Vector3(-2, 0, 0), Vector3(2, 1, 3)));
  EXPECT_APPROX(box * rot, AABB(Vector3(0, -1, 0), Vector3(2, 1, 3)));
  Transform3D moved(Basis(), Vector3(0, 5, 0));
  EXPECT_APPROX(moved * box, AABB(Vector3(0, 5, 0), Vector3(1, 2, 3)));
  // Non-uniform scale: the plane x + y = 0 becomes x + 2y = 0 under scale (2, 1, 1).
  Transform3D stretch(Basis::from_scale(Vector3(2, 1, 1)));
  Plane p = stretch * Plane(Vector3(1, 1, 0).normalized(), 0);
  EXPECT_APPROX(p, Plane(Vector3(1, 2, 0).normalized(), 0));
  Plane shifted = moved * Plane(kY, 1);
  EXPECT_APPROX(shifted, Plane(kY, 6));
  EXPECT_APPROX(shifted * moved, Plane(kY, 1));
}

TEST(Transform3D, FiniteAndApproxChecks) {
  Transform3D t(Basis(), Vector3(1, 2, 3));
  EXPECT_TRUE(t.is_finite());
  t.origin.x = real_t(Math::NaN);
  EXPECT_FALSE(t.is_finite());
  EXPECT_TRUE(Transform3D().is_equal_approx(Transform3D(Basis(), Vector3(0.000001f, 0, 0))));
}

}  // namespace
}  // namespace arbor
