#include "arbor/core/math/basis.h"

#include <gtest/gtest.h>

#include <vector>

#include "math_test_util.h"

namespace arbor {
namespace {

const real_t kPi = real_t(Math::PI);
const Vector3 kX(1, 0, 0), kY(0, 1, 0), kZ(0, 0, 1);

const EulerOrder kAllOrders[] = {EulerOrder::XYZ, EulerOrder::XZY, EulerOrder::YXZ,
                                 EulerOrder::YZX, EulerOrder::ZXY, EulerOrder::ZYX};

// The axis whose angle is the middle rotation of each order, limited to [-90, 90] degrees.
int middle_axis(EulerOrder order) {
  switch (order) {
    case EulerOrder::XYZ:
      return 1;
    case EulerOrder::XZY:
      return 2;
    case EulerOrder::YXZ:
      return 0;
    case EulerOrder::YZX:
      return 2;
    case EulerOrder::ZXY:
      return 0;
    case EulerOrder::ZYX:
      return 1;
  }
  return 0;
}

// from_euler built independently from single-axis rotations, in the documented order.
Basis compose(const Vector3& e, EulerOrder order) {
  Basis x(kX, e.x), y(kY, e.y), z(kZ, e.z);
  switch (order) {
    case EulerOrder::XYZ:
      return x * y * z;
    case EulerOrder::XZY:
      return x * z * y;
    case EulerOrder::YXZ:
      return y * x * z;
    case EulerOrder::YZX:
      return y * z * x;
    case EulerOrder::ZXY:
      return z * x * y;
    case EulerOrder::ZYX:
      return z * y * x;
  }
  return {};
}

TEST(Basis, StoresColumnsAndReadsRowMajorScalars) {
  Basis b(1, 2, 3, 4, 5, 6, 7, 8, 9);
  EXPECT_EQ(b.get_column(0), Vector3(1, 4, 7));
  EXPECT_EQ(b.x, Vector3(1, 4, 7));
  EXPECT_EQ(b.get_row(0), Vector3(1, 2, 3));
  EXPECT_EQ(b.xform(Vector3(1, 0, 0)), Vector3(1, 4, 7));
  EXPECT_EQ(b * Vector3(1, 1, 1), Vector3(6, 15, 24));
  EXPECT_EQ(b.xform_inv(Vector3(1, 1, 1)), Vector3(12, 15, 18));
  EXPECT_EQ(Vector3(1, 1, 1) * b, Vector3(12, 15, 18));
  b.set_row(1, Vector3(0, 1, 0));
  EXPECT_EQ(b.y, Vector3(2, 1, 8));
}

TEST(Basis, GodotDocTransposedExample) {
  Basis b(Vector3(1, 2, 3), Vector3(4, 5, 6), Vector3(7, 8, 9));
  Basis t = b.transposed();
  EXPECT_EQ(t.x, Vector3(1, 4, 7));
  EXPECT_EQ(t.y, Vector3(2, 5, 8));
  EXPECT_EQ(t.z, Vector3(3, 6, 9));
}

TEST(Basis, GodotDocScaledExample) {
  Basis b = Basis(Vector3(1, 1, 1), Vector3(2, 2, 2), Vector3(3, 3, 3)).scaled(Vector3(0, 2, -2));
  EXPECT_EQ(b.x, Vector3(0, 2, -2));
  EXPECT_EQ(b.y, Vector3(0, 4, -4));
  EXPECT_EQ(b.z, Vector3(0, 6, -6));
  Basis local =
      Basis(Vector3(1, 1, 1), Vector3(2, 2, 2), Vector3(3, 3, 3)).scaled_local(Vector3(0, 2, -2));
  EXPECT_EQ(local.x, Vector3(0, 0, 0));
  EXPECT_EQ(local.y, Vector3(4, 4, 4));
  EXPECT_EQ(local.z, Vector3(-6, -6, -6));
}

TEST(Basis, GodotDocRotationKeepsScale) {
  Basis b(Vector3(2, 0, 0), Vector3(0, 4, 0), Vector3(0, 0, 8));
  b = b.rotated(kY, real_t(Math::TAU / 2));
  b = b.rotated(kX, real_t(Math::TAU / 4));
  EXPECT_APPROX(b.get_scale(), Vector3(2, 4, 8));
}

TEST(Basis, AxisAngleIsRightHanded) {
  Basis b(kY, kPi / 2);
  EXPECT_APPROX(b.x, Vector3(0, 0, -1));
  EXPECT_APPROX(b.z, Vector3(1, 0, 0));
  EXPECT_APPROX(Basis(kZ, kPi / 2).x, Vector3(0, 1, 0));
  EXPECT_APPROX(Basis(kX, kPi / 2).y, Vector3(0, 0, 1));
  EXPECT_TRUE(b.is_rotation());
  EXPECT_FLOAT_EQ(b.determinant(), 1);
}

TEST(Basis, RotatedIsParentFrameRotatedLocalIsObjectFrame) {
  Basis b(kZ, kPi / 2);  // X axis now points along +Y.
  // Parent frame: rotating around world X moves the +Y-pointing X axis to +Z.
  EXPECT_APPROX(b.rotated(kX, kPi / 2).x, Vector3(0, 0, 1));
  // Object frame: rotating around the local X axis leaves the X axis alone.
  EXPECT_APPROX(b.rotated_local(kX, kPi / 2).x, Vector3(0, 1, 0));
}

TEST(Basis, InverseOfNonUniformScaleAndRotation) {
  EXPECT_APPROX(Basis::from_scale(Vector3(2, 4, 8)).inverse(),
                Basis::from_scale(Vector3(0.5f, 0.25f, 0.125f)));
  Basis m = Basis(Vector3(1, 2, 3).normalized(), 0.7f).scaled_local(Vector3(2, 0.5f, 3));
  EXPECT_APPROX(m * m.inverse(), Basis());
  EXPECT_APPROX(m.inverse() * m, Basis());
  Basis sheared(1, 2, 0, 0, 1, 0, 0, 0, 1);
  EXPECT_APPROX(sheared.inverse(), Basis(1, -2, 0, 0, 1, 0, 0, 0, 1));
  // For a rotation the inverse is the transpose.
  Basis r(Vector3(0, 0.6f, 0.8f), 1.1f);
  EXPECT_APPROX(r.inverse(), r.transposed());
}

TEST(Basis, DecomposesIntoRotationAndScale) {
  Basis r(Vector3(1, 1, 0).normalized(), 0.9f);
  Basis m = r.scaled_local(Vector3(2, 3, 4));
  EXPECT_APPROX(m.get_scale(), Vector3(2, 3, 4));
  EXPECT_APPROX(Basis(m.get_rotation_quaternion()), r);
  EXPECT_APPROX(m.orthonormalized(), r);
  EXPECT_APPROX(m.orthogonalized(), m);
  // A reflection goes into the (all negative) scale, the rotation stays proper.
  Basis mirrored = r.scaled_local(Vector3(-2, -2, -2));
  EXPECT_APPROX(mirrored.get_scale(), Vector3(-2, -2, -2));
  EXPECT_APPROX(Basis(mirrored.get_rotation_quaternion()), r);
}

TEST(Basis, OrthonormalizedRemovesShearKeepingXDirection) {
  Basis sheared(Vector3(2, 0, 0), Vector3(1, 1, 0), Vector3(0, 1, 3));
  Basis o = sheared.orthonormalized();
  EXPECT_APPROX(o, Basis());
  EXPECT_TRUE(o.is_orthonormal());
  EXPECT_FALSE(sheared.is_orthogonal());
  EXPECT_TRUE(Basis::from_scale(Vector3(2, 2, 2)).is_conformal());
  EXPECT_FALSE(Basis::from_scale(Vector3(2, 1, 2)).is_conformal());
  EXPECT_TRUE(Basis::from_scale(Vector3(2, 1, 2)).is_diagonal());
}

TEST(Basis, FromEulerComposesInTheNamedOrder) {
  const Vector3 e(0.3f, -0.7f, 1.2f);
  for (EulerOrder order : kAllOrders) {
    EXPECT_APPROX(Basis::from_euler(e, order), compose(e, order)) << "order " << int(order);
  }
  // Default is YXZ: yaw around Y last.
  EXPECT_APPROX(Basis::from_euler(e), compose(e, EulerOrder::YXZ));
}

TEST(Basis, EulerRoundTripsInEveryOrder) {
  const std::vector<Vector3> angles = {
      {0, 0, 0},           {0.1f, 0.2f, 0.3f},   {-0.5f, 1.0f, -2.0f},
      {1.2f, -1.3f, 3.0f}, {-1.5f, 1.5f, -1.5f}, {0.8f, -0.2f, 2.9f},
      {-2.8f, 0.4f, 0.9f},
  };
  for (EulerOrder order : kAllOrders) {
    int mid = middle_axis(order);
    for (Vector3 e : angles) {
      // Keep the middle angle inside (-90, 90) degrees, where angles are unique.
      e[mid] = Math::clamp(e[mid], real_t(-1.5), real_t(1.5));
      Vector3 back = Basis::from_euler(e, order).get_euler(order);
      EXPECT_NEAR3(back, e, 2e-5) << "order " << int(order);
    }
  }
}

TEST(Basis, EulerRoundTripsNearAndAtGimbalLock) {
  const real_t angles[] = {real_t(Math::PI / 2), real_t(-Math::PI / 2),
                           Math::deg_to_rad(real_t(89.9)), Math::deg_to_rad(real_t(-89.9)),
                           Math::deg_to_rad(real_t(89.999))};
  for (EulerOrder order : kAllOrders) {
    int mid = middle_axis(order);
    for (real_t m : angles) {
      Vector3 e(0.4f, -0.6f, 0.25f);
      e[mid] = m;
      Basis b = Basis::from_euler(e, order);
      Vector3 back = b.get_euler(order);
      // The angles may differ at the lock (only a sum or difference is defined), but they
      // must describe the same rotation, and the middle angle must survive.
      EXPECT_NEAR3(Basis::from_euler(back, order).x, b.x, 2e-3) << "order " << int(order);
      EXPECT_NEAR3(Basis::from_euler(back, order).y, b.y, 2e-3) << "order " << int(order);
      EXPECT_NEAR3(Basis::from_euler(back, order).z, b.z, 2e-3) << "order " << int(order);
      EXPECT_NEAR(back[mid], m, 1e-3) << "order " << int(order);
    }
  }
}

TEST(Basis, EulerAtExactGimbalLockFoldsIntoFirstAngle) {
  // YXZ with pitch +90: only y - z is defined; Godot reports it all in y and z = 0.
  Vector3 e = Basis::from_euler(Vector3(kPi / 2, 0.5f, 0.2f)).get_euler();
  EXPECT_NEAR3(e, Vector3(kPi / 2, 0.3f, 0), 1e-5);
}

TEST(Basis, PureAxisRotationsGiveTheSimplestAngles) {
  EXPECT_NEAR3(Basis(kX, 2.5f).get_euler(EulerOrder::YXZ), Vector3(2.5f, 0, 0), 1e-6);
  EXPECT_NEAR3(Basis(kY, -2.5f).get_euler(EulerOrder::XYZ), Vector3(0, -2.5f, 0), 1e-6);
  EXPECT_NEAR3(Basis(kY, 1).get_euler(), Vector3(0, 1, 0), 1e-6);
}

TEST(Basis, EulerNormalizedIgnoresScale) {
  Vector3 e(0.2f, 0.5f, -0.4f);
  Basis scaled = Basis::from_euler(e).scaled_local(Vector3(3, 0.5f, 2));
  EXPECT_NEAR3(scaled.get_euler_normalized(), e, 1e-5);
}

TEST(Basis, QuaternionRoundTrip) {
  for (Vector3 e : {Vector3(0.1f, 0.2f, 0.3f), Vector3(3.0f, -1.2f, 2.0f), Vector3(0, kPi, 0),
                    Vector3(kPi, 0, 0), Vector3(0, 0, -kPi)}) {
    Basis b = Basis::from_euler(e);
    Quaternion q = b.get_quaternion();
    EXPECT_TRUE(q.is_normalized());
    EXPECT_APPROX(Basis(q), b);
  }
}

TEST(Basis, LookingAtPointsMinusZAtTheTarget) {
  EXPECT_APPROX(Basis::looking_at(Vector3(0, 0, -1)), Basis());
  Basis b = Basis::looking_at(Vector3(1, 0, 0));
  EXPECT_APPROX(b.x, Vector3(0, 0, 1));
  EXPECT_APPROX(b.y, Vector3(0, 1, 0));
  EXPECT_APPROX(b.z, Vector3(-1, 0, 0));
  EXPECT_NEAR3(b.get_euler(), Vector3(0, -kPi / 2, 0), 1e-6);
  // The model front (+Z) variant points +Z at the target instead.
  Basis front = Basis::looking_at(Vector3(1, 0, 0), kY, true);
  EXPECT_APPROX(front.z, Vector3(1, 0, 0));
  EXPECT_APPROX(front.x, Vector3(0, 0, -1));
  // Looking up 45 degrees: pitch +45 in YXZ.
  Basis up = Basis::looking_at(Vector3(0, 1, -1));
  EXPECT_NEAR3(up.get_euler(), Vector3(kPi / 4, 0, 0), 1e-6);
  EXPECT_TRUE(up.is_rotation());
  // A target colinear with up still yields a rotation with -Z on the target.
  Basis straight_up = Basis::looking_at(Vector3(0, 5, 0));
  EXPECT_APPROX(-straight_up.z, Vector3(0, 1, 0));
  EXPECT_TRUE(straight_up.is_rotation());
}

TEST(Basis, SlerpMidpoint) {
  Basis mid = Basis().slerp(Basis(kZ, kPi / 2), 0.5f);
  EXPECT_APPROX(mid, Basis(kZ, kPi / 4));
  Basis scaled_mid = Basis::from_scale(Vector3(1, 1, 1))
                         .slerp(Basis(kY, kPi / 2).scaled_local(Vector3(3, 3, 3)), 0.5f);
  EXPECT_APPROX(scaled_mid, Basis(kY, kPi / 4).scaled_local(Vector3(2, 2, 2)));
}

}  // namespace
}  // namespace arbor
