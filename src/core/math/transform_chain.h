#pragma once

#include <type_traits>

#include "arbor/core/math/transform_3d.h"

#if defined(__SSE__) && !defined(ARBOR_REAL_T_IS_DOUBLE)
#include <xmmintrin.h>
#define ARBOR_TRANSFORM_CHAIN_SSE 1
#endif

namespace arbor::detail {

/// A running product of transforms down a chain of nodes (global = parent_global * local,
/// again and again), kept in the form the products are fastest in between loading the first
/// and storing each result. The general form holds the product as it is.
template <class Transform>
class TransformChain {
 public:
  explicit TransformChain(const Transform& start) : product_(start) {}

  /// Appends `local`: the chain becomes chain * local (a child's global transform).
  void append(const Transform& local) { product_ = product_ * local; }
  /// Stores the chain's current product.
  void store(Transform& out) const { out = product_; }
  [[nodiscard]] Transform get() const { return product_; }

 private:
  Transform product_;
};

#ifdef ARBOR_TRANSFORM_CHAIN_SSE

/// Transform3D's chain, four lanes at a time. Results are stored whole, so that reading one
/// back soon (the caller's copy, the next node of a chain) does not wait on narrower stores.
template <>
class TransformChain<Transform3D> {
 public:
  explicit TransformChain(const Transform3D& start);

  void append(const Transform3D& local);
  void store(Transform3D& out) const;
  [[nodiscard]] Transform3D get() const {
    Transform3D result;
    store(result);
    return result;
  }

 private:
  static_assert(sizeof(Transform3D) == 12 * sizeof(float) && std::is_standard_layout_v<Transform3D>,
                "Transform3D is read as twelve packed floats");

  // The basis columns and the origin, one per register, lanes x, y, z (the fourth is unused).
  __m128 columns_[4];

  template <int kLane>
  static __m128 splat(__m128 v) {
    return _mm_shuffle_ps(v, v, _MM_SHUFFLE(kLane, kLane, kLane, kLane));
  }
  // The twelve floats as three registers (loads that match the stores of store()).
  static void load_packed(const Transform3D& t, __m128 packed[3]) {
    const float* f = &t.basis.x.x;
    packed[0] = _mm_loadu_ps(f);
    packed[1] = _mm_loadu_ps(f + 4);
    packed[2] = _mm_loadu_ps(f + 8);
  }
};

inline TransformChain<Transform3D>::TransformChain(const Transform3D& start) {
  __m128 p[3];
  load_packed(start, p);
  // p0 = x.x x.y x.z y.x | p1 = y.y y.z z.x z.y | p2 = z.z o.x o.y o.z
  columns_[0] = p[0];
  const __m128 y = _mm_shuffle_ps(p[0], p[1], _MM_SHUFFLE(1, 0, 3, 3));  // y.x y.x y.y y.z
  columns_[1] = _mm_shuffle_ps(y, y, _MM_SHUFFLE(3, 3, 2, 0));
  columns_[2] = _mm_shuffle_ps(p[1], p[2], _MM_SHUFFLE(0, 0, 3, 2));
  columns_[3] = _mm_shuffle_ps(p[2], p[2], _MM_SHUFFLE(3, 3, 2, 1));
}

inline void TransformChain<Transform3D>::append(const Transform3D& local) {
  __m128 p[3];
  load_packed(local, p);
  const __m128* c = columns_;
  // Column j of the product is columns * (local's column j), the origin adding columns_[3];
  // the operations and their order are Transform3D::operator*'s, so the results are equal.
  const auto mul = [c](__m128 x, __m128 y, __m128 z) {
    return _mm_add_ps(_mm_add_ps(_mm_mul_ps(c[0], x), _mm_mul_ps(c[1], y)), _mm_mul_ps(c[2], z));
  };
  const __m128 x = mul(splat<0>(p[0]), splat<1>(p[0]), splat<2>(p[0]));
  const __m128 y = mul(splat<3>(p[0]), splat<0>(p[1]), splat<1>(p[1]));
  const __m128 z = mul(splat<2>(p[1]), splat<3>(p[1]), splat<0>(p[2]));
  const __m128 o = _mm_add_ps(mul(splat<1>(p[2]), splat<2>(p[2]), splat<3>(p[2])), c[3]);
  columns_[0] = x;
  columns_[1] = y;
  columns_[2] = z;
  columns_[3] = o;
}

inline void TransformChain<Transform3D>::store(Transform3D& out) const {
  const __m128* c = columns_;
  const __m128 x_tail = _mm_shuffle_ps(c[0], c[1], _MM_SHUFFLE(0, 0, 2, 2));  // x.z x.z y.x y.x
  const __m128 z_head = _mm_shuffle_ps(c[2], c[3], _MM_SHUFFLE(0, 0, 2, 2));  // z.z z.z o.x o.x
  float* f = &out.basis.x.x;
  _mm_storeu_ps(f, _mm_shuffle_ps(c[0], x_tail, _MM_SHUFFLE(2, 0, 1, 0)));
  _mm_storeu_ps(f + 4, _mm_shuffle_ps(c[1], c[2], _MM_SHUFFLE(1, 0, 2, 1)));
  _mm_storeu_ps(f + 8, _mm_shuffle_ps(z_head, c[3], _MM_SHUFFLE(2, 1, 2, 0)));
}

#endif

}  // namespace arbor::detail
