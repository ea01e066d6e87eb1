// Conversions between Arbor's math types and Bullet's (column vectors both; Bullet's matrix
// constructor reads rows).
#pragma once

#include <LinearMath/btMatrix3x3.h>
#include <LinearMath/btTransform.h>
#include <LinearMath/btVector3.h>

#include "arbor/core/math/basis.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"

namespace arbor::physics {

inline btVector3 to_bt(const Vector3& v) { return {btScalar(v.x), btScalar(v.y), btScalar(v.z)}; }

inline Vector3 from_bt(const btVector3& v) { return {real_t(v.x()), real_t(v.y()), real_t(v.z())}; }

inline btMatrix3x3 to_bt(const Basis& b) {
  return btMatrix3x3(btScalar(b.x.x), btScalar(b.y.x), btScalar(b.z.x), btScalar(b.x.y),
                     btScalar(b.y.y), btScalar(b.z.y), btScalar(b.x.z), btScalar(b.y.z),
                     btScalar(b.z.z));
}

inline Basis from_bt(const btMatrix3x3& m) {
  return {from_bt(m.getColumn(0)), from_bt(m.getColumn(1)), from_bt(m.getColumn(2))};
}

inline btTransform to_bt(const Transform3D& t) {
  return btTransform(to_bt(t.basis), to_bt(t.origin));
}

inline Transform3D from_bt(const btTransform& t) {
  return {from_bt(t.getBasis()), from_bt(t.getOrigin())};
}

}  // namespace arbor::physics
