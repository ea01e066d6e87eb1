// IEEE 754 half-precision floats, as images and vertex data store them.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace arbor::detail {

/// The float a 16-bit half holds (subnormals, infinities and NaN included).
inline float half_to_float(uint16_t half) {
  const uint32_t sign = uint32_t(half & 0x8000) << 16;
  const uint32_t exponent = (half >> 10) & 0x1F;
  const uint32_t mantissa = half & 0x3FF;
  if (exponent == 0) {
    const float value = std::ldexp(float(mantissa), -24);
    return sign ? -value : value;
  }
  uint32_t bits = sign;
  if (exponent == 31) {
    bits |= 0x7F800000u | (mantissa << 13);
  } else {
    bits |= ((exponent + 112) << 23) | (mantissa << 13);
  }
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

/// The nearest half to `value` (rounding to nearest even; overflow gives infinity).
inline uint16_t float_to_half(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  const uint16_t sign = uint16_t((bits >> 16) & 0x8000);
  const uint32_t magnitude = bits & 0x7FFFFFFFu;
  if (magnitude >= 0x7F800000u) {  // infinity or NaN
    return uint16_t(sign | 0x7C00 | (magnitude > 0x7F800000u ? 0x200 : 0));
  }
  if (magnitude >= 0x477FF000u) return uint16_t(sign | 0x7C00);  // rounds past 65504
  if (magnitude < 0x38800000u) {                                 // subnormal or zero
    const float scaled = std::ldexp(std::fabs(value), 24);
    return uint16_t(sign | uint16_t(std::nearbyint(scaled)));
  }
  const uint32_t rounded = magnitude + 0x0FFF + ((magnitude >> 13) & 1);
  return uint16_t(sign | ((rounded - 0x38000000u) >> 13));
}

}  // namespace arbor::detail
