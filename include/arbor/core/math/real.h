// real_t, the scalar of every math type, and the scalar helpers (Godot's Math:: functions).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

namespace arbor {

/// The scalar of vectors, bases and transforms: float, or double when the build defines
/// ARBOR_REAL_T_IS_DOUBLE (CMake option of the same name). Color always uses float.
#ifdef ARBOR_REAL_T_IS_DOUBLE
using real_t = double;
#else
using real_t = float;
#endif

/// Tolerance of the approximate comparisons (Godot's CMP_EPSILON).
inline constexpr double CMP_EPSILON = 0.00001;
inline constexpr double CMP_EPSILON2 = CMP_EPSILON * CMP_EPSILON;
/// Looser tolerance for "is this unit length / a rotation" checks (Godot's UNIT_EPSILON).
inline constexpr double UNIT_EPSILON = 0.001;

/// Scalar helpers with Godot 4's names and semantics.
namespace Math {

inline constexpr double PI = 3.1415926535897932384626433833;
inline constexpr double TAU = 6.2831853071795864769252867666;
inline constexpr double E = 2.7182818284590452353602874714;
inline constexpr double SQRT2 = 1.4142135623730950488016887242;
inline constexpr double SQRT12 = 0.7071067811865475244008443621048490;
inline constexpr double LN2 = 0.6931471805599453094172321215;
inline constexpr double INF = std::numeric_limits<double>::infinity();
inline constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

/// Godot's rule: exactly equal (so infinities compare equal), or closer than CMP_EPSILON scaled
/// by |a|, the scaled tolerance never dropping below CMP_EPSILON itself.
inline bool is_equal_approx(float a, float b) {
  if (a == b) return true;
  float tolerance = float(CMP_EPSILON) * std::abs(a);
  if (tolerance < float(CMP_EPSILON)) tolerance = float(CMP_EPSILON);
  return std::abs(a - b) < tolerance;
}
inline bool is_equal_approx(double a, double b) {
  if (a == b) return true;
  double tolerance = CMP_EPSILON * std::abs(a);
  if (tolerance < CMP_EPSILON) tolerance = CMP_EPSILON;
  return std::abs(a - b) < tolerance;
}
/// Equal, or closer than the given absolute tolerance.
inline bool is_equal_approx(float a, float b, float tolerance) {
  return a == b || std::abs(a - b) < tolerance;
}
inline bool is_equal_approx(double a, double b, double tolerance) {
  return a == b || std::abs(a - b) < tolerance;
}
inline bool is_zero_approx(float s) { return std::abs(s) < float(CMP_EPSILON); }
inline bool is_zero_approx(double s) { return std::abs(s) < CMP_EPSILON; }

inline bool is_finite(float s) { return std::isfinite(s); }
inline bool is_finite(double s) { return std::isfinite(s); }
inline bool is_nan(float s) { return std::isnan(s); }
inline bool is_nan(double s) { return std::isnan(s); }
inline bool is_inf(float s) { return std::isinf(s); }
inline bool is_inf(double s) { return std::isinf(s); }

inline constexpr float deg_to_rad(float d) { return d * float(PI / 180.0); }
inline constexpr double deg_to_rad(double d) { return d * (PI / 180.0); }
inline constexpr float rad_to_deg(float r) { return r * float(180.0 / PI); }
inline constexpr double rad_to_deg(double r) { return r * (180.0 / PI); }

inline constexpr float lerp(float from, float to, float weight) {
  return from + (to - from) * weight;
}
inline constexpr double lerp(double from, double to, double weight) {
  return from + (to - from) * weight;
}
inline constexpr float inverse_lerp(float from, float to, float value) {
  return (value - from) / (to - from);
}
inline constexpr double inverse_lerp(double from, double to, double value) {
  return (value - from) / (to - from);
}
/// Maps value from [istart, istop] to [ostart, ostop], unclamped.
inline constexpr float remap(float value, float istart, float istop, float ostart, float ostop) {
  return lerp(ostart, ostop, inverse_lerp(istart, istop, value));
}
inline constexpr double remap(double value, double istart, double istop, double ostart,
                              double ostop) {
  return lerp(ostart, ostop, inverse_lerp(istart, istop, value));
}

template <class T>
constexpr T clamp(T value, T min, T max) {
  return value < min ? min : (value > max ? max : value);
}
template <class T>
constexpr T sign(T value) {
  return value > T(0) ? T(1) : (value < T(0) ? T(-1) : T(0));
}

/// Rounds value to the nearest multiple of step (no-op when step is 0).
inline float snapped(float value, float step) {
  return step != 0.0f ? std::floor(value / step + 0.5f) * step : value;
}
inline double snapped(double value, double step) {
  return step != 0.0 ? std::floor(value / step + 0.5) * step : value;
}

/// Integer modulo whose result has the sign of b (posmod(-1, 3) == 2).
inline constexpr int64_t posmod(int64_t a, int64_t b) {
  int64_t c = a % b;
  if ((c < 0 && b > 0) || (c > 0 && b < 0)) c += b;
  return c;
}
/// Floating modulo whose result has the sign of b (fposmod(-1.5, 1.0) == 0.5).
inline float fposmod(float x, float y) {
  float value = std::fmod(x, y);
  if ((value < 0.0f && y > 0.0f) || (value > 0.0f && y < 0.0f)) value += y;
  return value + 0.0f;
}
inline double fposmod(double x, double y) {
  double value = std::fmod(x, y);
  if ((value < 0.0 && y > 0.0) || (value > 0.0 && y < 0.0)) value += y;
  return value + 0.0;
}

/// Wraps value into [min, max); a value equal to max (approximately) wraps to min.
inline float wrapf(float value, float min, float max) {
  float range = max - min;
  if (is_zero_approx(range)) return min;
  float result = value - (range * std::floor((value - min) / range));
  if (is_equal_approx(result, max)) return min;
  return result;
}
inline double wrapf(double value, double min, double max) {
  double range = max - min;
  if (is_zero_approx(range)) return min;
  double result = value - (range * std::floor((value - min) / range));
  if (is_equal_approx(result, max)) return min;
  return result;
}
/// Wraps an integer into [min, max).
inline constexpr int64_t wrapi(int64_t value, int64_t min, int64_t max) {
  int64_t range = max - min;
  return range == 0 ? min : min + ((((value - min) % range) + range) % range);
}

/// Shortest signed angle from `from` to `to`, in (-PI, PI].
inline float angle_difference(float from, float to) {
  float difference = std::fmod(to - from, float(TAU));
  return std::fmod(2.0f * difference, float(TAU)) - difference;
}
inline double angle_difference(double from, double to) {
  double difference = std::fmod(to - from, TAU);
  return std::fmod(2.0 * difference, TAU) - difference;
}
/// Interpolates angles along the shortest way round.
inline float lerp_angle(float from, float to, float weight) {
  return from + angle_difference(from, to) * weight;
}
inline double lerp_angle(double from, double to, double weight) {
  return from + angle_difference(from, to) * weight;
}

inline float move_toward(float from, float to, float delta) {
  return std::abs(to - from) <= delta ? to : from + sign(to - from) * delta;
}
inline double move_toward(double from, double to, double delta) {
  return std::abs(to - from) <= delta ? to : from + sign(to - from) * delta;
}

/// Hermite smoothstep between the edges; 0 below `from`, 1 above `to`.
inline float smoothstep(float from, float to, float s) {
  if (is_equal_approx(from, to)) return from;
  float t = clamp((s - from) / (to - from), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}
inline double smoothstep(double from, double to, double s) {
  if (is_equal_approx(from, to)) return from;
  double t = clamp((s - from) / (to - from), 0.0, 1.0);
  return t * t * (3.0 - 2.0 * t);
}

}  // namespace Math
}  // namespace arbor
