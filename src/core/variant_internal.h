// Helpers shared by the Variant implementation files: type dispatch, scalar views of the math
// types, hashing and Godot's number and string formatting.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "arbor/core/signal/callable.h"
#include "arbor/core/signal/signal_ref.h"
#include "arbor/core/variant/variant.h"

namespace arbor::detail {

/// Godot's MAX_RECURSION: deeper nesting is cut off (equal: true, hash: 0, text: "[...]").
inline constexpr int kMaxRecursion = 100;

/// Calls f(std::type_identity<T>{}) with the C++ type held for `type`, or with
/// std::type_identity<void> for NIL.
template <class F>
decltype(auto) dispatch_variant_type(Variant::Type type, F&& f) {
  switch (type) {
#define ARBOR_DISPATCH_CASE(ENUMERATOR, TYPE) \
  case Variant::ENUMERATOR:                   \
    return f(std::type_identity<TYPE>{});
    ARBOR_VARIANT_STORED_TYPES(ARBOR_DISPATCH_CASE)
#undef ARBOR_DISPATCH_CASE
    default:
      return f(std::type_identity<void>{});
  }
}

/// The scalar a math type is made of (real_t, float for Color, int32_t for the integer vectors).
template <class T>
struct ScalarOf {
  using type = real_t;
};
template <>
struct ScalarOf<Color> {
  using type = float;
};
template <>
struct ScalarOf<Vector2i> {
  using type = int32_t;
};
template <>
struct ScalarOf<Vector3i> {
  using type = int32_t;
};
template <>
struct ScalarOf<Vector4i> {
  using type = int32_t;
};
template <>
struct ScalarOf<Rect2i> {
  using type = int32_t;
};

template <class T>
inline constexpr bool kIsMathType =
    std::is_same_v<T, Vector2> || std::is_same_v<T, Vector2i> || std::is_same_v<T, Rect2> ||
    std::is_same_v<T, Rect2i> || std::is_same_v<T, Vector3> || std::is_same_v<T, Vector3i> ||
    std::is_same_v<T, Transform2D> || std::is_same_v<T, Vector4> || std::is_same_v<T, Vector4i> ||
    std::is_same_v<T, Plane> || std::is_same_v<T, Quaternion> || std::is_same_v<T, AABB> ||
    std::is_same_v<T, Basis> || std::is_same_v<T, Transform3D> || std::is_same_v<T, Projection> ||
    std::is_same_v<T, Color>;

/// The components of a math type, in memory order (Basis: its columns).
template <class T, class S = typename ScalarOf<T>::type>
std::array<S, sizeof(T) / sizeof(S)> components(const T& value) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) % sizeof(S) == 0);
  std::array<S, sizeof(T) / sizeof(S)> out{};
  std::memcpy(out.data(), &value, sizeof(T));
  return out;
}

inline std::size_t hash_mix(std::size_t seed, std::size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}
std::size_t hash_int(uint64_t value);
/// -0.0 hashes as 0.0 and every NaN alike, so the hash agrees with == and hash_compare.
std::size_t hash_double(double value);

/// Godot's String::num(value, decimals): fixed notation, trailing zeros trimmed to one after
/// the point; decimals < 0 picks 14 minus the magnitude.
std::string godot_num(double value, int decimals = -1);
/// Godot's String::num_real: integral values as "3" (or "3.0" with `trailing`), else up to 14
/// (double) or 6 (float) significant decimals.
std::string godot_num_real(double value, bool trailing);
std::string godot_num_real(float value, bool trailing);
/// Godot's String::num_scientific (Grisu2 shortest digits, %g-like layout: "0.1", "1e+20",
/// "1e-05", "100000"); the float overload prints the shortest digits of the float.
std::string godot_num_scientific(double value);
std::string godot_num_scientific(float value);
/// Godot's String::c_escape (\\ \a \b \f \n \r \t \v \' \? \") and c_escape_multiline
/// (only \\ and \").
std::string c_escape(std::string_view text);
/// c_escape appended to `out`.
void append_c_escaped(std::string& out, std::string_view text);
std::string c_escape_multiline(std::string_view text);

}  // namespace arbor::detail
