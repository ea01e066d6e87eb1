// Godot's Animation::add_variant, subtract_variant and interpolate_variant, for the types a Tween
// animates, and Tween::_validate_type_match.
#include "scene/tween_values.h"

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/math/math.h"

namespace arbor::detail {
namespace {

bool is_tweenable(Variant::Type type) {
  switch (type) {
    case Variant::INT:
    case Variant::FLOAT:
    case Variant::VECTOR2:
    case Variant::VECTOR3:
    case Variant::VECTOR4:
    case Variant::RECT2:
    case Variant::VECTOR2I:
    case Variant::VECTOR3I:
    case Variant::VECTOR4I:
    case Variant::RECT2I:
    case Variant::COLOR:
    case Variant::QUATERNION:
    case Variant::TRANSFORM2D:
    case Variant::TRANSFORM3D:
      return true;
    default:
      return false;
  }
}

// An integer between `a` and `b`: interpolated in double, rounded half away from zero.
template <class Int>
Int lerp_rounded(Int a, Int b, double c) {
  const auto from = static_cast<double>(a);
  return static_cast<Int>(std::round(from + (static_cast<double>(b) - from) * c));
}

Vector2i lerp_rounded(const Vector2i& a, const Vector2i& b, double c) {
  return {lerp_rounded(a.x, b.x, c), lerp_rounded(a.y, b.y, c)};
}

Vector3i lerp_rounded(const Vector3i& a, const Vector3i& b, double c) {
  return {lerp_rounded(a.x, b.x, c), lerp_rounded(a.y, b.y, c), lerp_rounded(a.z, b.z, c)};
}

Vector4i lerp_rounded(const Vector4i& a, const Vector4i& b, double c) {
  return {lerp_rounded(a.x, b.x, c), lerp_rounded(a.y, b.y, c), lerp_rounded(a.z, b.z, c),
          lerp_rounded(a.w, b.w, c)};
}

template <class T, class Op>
Variant apply(const Variant& a, const Variant& b, Op op) {
  return op(static_cast<T>(a), static_cast<T>(b));
}

template <class Rect, class Op>
Variant apply_to_rect(const Variant& a, const Variant& b, Op op) {
  const auto ra = static_cast<Rect>(a);
  const auto rb = static_cast<Rect>(b);
  return Rect(op(ra.position, rb.position), op(ra.size, rb.size));
}

// `op` (std::plus or std::minus) for the types that add and subtract component by component;
// `a` itself for the others.
template <class Op>
Variant componentwise(const Variant& a, const Variant& b, Op op) {
  switch (a.get_type()) {
    case Variant::INT:
      return apply<int64_t>(a, b, op);
    case Variant::FLOAT:
      return apply<double>(a, b, op);
    case Variant::VECTOR2:
      return apply<Vector2>(a, b, op);
    case Variant::VECTOR3:
      return apply<Vector3>(a, b, op);
    case Variant::VECTOR4:
      return apply<Vector4>(a, b, op);
    case Variant::VECTOR2I:
      return apply<Vector2i>(a, b, op);
    case Variant::VECTOR3I:
      return apply<Vector3i>(a, b, op);
    case Variant::VECTOR4I:
      return apply<Vector4i>(a, b, op);
    case Variant::RECT2:
      return apply_to_rect<Rect2>(a, b, op);
    case Variant::RECT2I:
      return apply_to_rect<Rect2i>(a, b, op);
    case Variant::COLOR:
      return apply<Color>(a, b, op);
    default:
      return a;
  }
}

}  // namespace

Variant add_variant(const Variant& a, const Variant& b) {
  switch (a.get_type()) {
    case Variant::QUATERNION:
      return static_cast<Quaternion>(a) * static_cast<Quaternion>(b);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(a) * static_cast<Transform2D>(b);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(a) * static_cast<Transform3D>(b);
    default:
      return componentwise(a, b, std::plus<>());
  }
}

Variant subtract_variant(const Variant& a, const Variant& b) {
  switch (a.get_type()) {
    case Variant::QUATERNION:
      return static_cast<Quaternion>(b).inverse() * static_cast<Quaternion>(a);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(b).affine_inverse() * static_cast<Transform2D>(a);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(b).affine_inverse() * static_cast<Transform3D>(a);
    default:
      return componentwise(a, b, std::minus<>());
  }
}

Variant interpolate_variant(const Variant& a, const Variant& b, double c) {
  const auto w = static_cast<real_t>(c);
  switch (a.get_type()) {
    case Variant::INT:
      return lerp_rounded(static_cast<int64_t>(a), static_cast<int64_t>(b), c);
    case Variant::FLOAT:
      return Math::lerp(static_cast<double>(a), static_cast<double>(b), c);
    case Variant::VECTOR2:
      return static_cast<Vector2>(a).lerp(static_cast<Vector2>(b), w);
    case Variant::VECTOR3:
      return static_cast<Vector3>(a).lerp(static_cast<Vector3>(b), w);
    case Variant::VECTOR4:
      return static_cast<Vector4>(a).lerp(static_cast<Vector4>(b), w);
    case Variant::RECT2: {
      const auto ra = static_cast<Rect2>(a);
      const auto rb = static_cast<Rect2>(b);
      return Rect2(ra.position.lerp(rb.position, w), ra.size.lerp(rb.size, w));
    }
    case Variant::VECTOR2I:
      return lerp_rounded(static_cast<Vector2i>(a), static_cast<Vector2i>(b), c);
    case Variant::VECTOR3I:
      return lerp_rounded(static_cast<Vector3i>(a), static_cast<Vector3i>(b), c);
    case Variant::VECTOR4I:
      return lerp_rounded(static_cast<Vector4i>(a), static_cast<Vector4i>(b), c);
    case Variant::RECT2I: {
      const auto ra = static_cast<Rect2i>(a);
      const auto rb = static_cast<Rect2i>(b);
      return Rect2i(lerp_rounded(ra.position, rb.position, c), lerp_rounded(ra.size, rb.size, c));
    }
    case Variant::COLOR:
      return static_cast<Color>(a).lerp(static_cast<Color>(b), static_cast<float>(c));
    case Variant::QUATERNION:
      return static_cast<Quaternion>(a).slerp(static_cast<Quaternion>(b), w);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(a).interpolate_with(static_cast<Transform2D>(b), w);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(a).interpolate_with(static_cast<Transform3D>(b), w);
    default:
      return c < 0.5 ? a : b;
  }
}

void validate_type_match(const char* what, const Variant& from, Variant& to) {
  if (from.get_type() != to.get_type()) {
    if (from.get_type() == Variant::FLOAT && to.get_type() == Variant::INT) {
      to = static_cast<double>(to);
    } else if (from.get_type() == Variant::INT && to.get_type() == Variant::FLOAT) {
      to = static_cast<int64_t>(to);
    } else {
      throw Error(std::string(what) + ": type mismatch between initial and final value: " +
                  Variant::get_type_name(from.get_type()) + " and " +
                  Variant::get_type_name(to.get_type()));
    }
  }
  if (!is_tweenable(from.get_type())) {
    throw Error(std::string(what) + ": cannot tween a " + Variant::get_type_name(from.get_type()) +
                " (int, float, Vector2/3/4, Rect2, Color, Quaternion, Transform2D/3D)");
  }
}

void validate_transition(const char* what, easing::TransitionType trans) {
  if (trans >= easing::TransitionType::TRANS_MAX) {
    throw Error(std::string(what) + ": invalid transition " +
                std::to_string(static_cast<int>(trans)) + " (TRANS_LINEAR to TRANS_SPRING)");
  }
}

void validate_ease(const char* what, easing::EaseType ease) {
  if (ease >= easing::EaseType::EASE_MAX) {
    throw Error(std::string(what) + ": invalid ease " + std::to_string(static_cast<int>(ease)) +
                " (EASE_IN to EASE_OUT_IN)");
  }
}

}  // namespace arbor::detail
