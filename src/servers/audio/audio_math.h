// Decibel conversions and the meter constants of Godot's audio server.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "arbor/servers/audio/audio_frame.h"

namespace arbor::detail {

/// Godot's Math::db_to_linear and linear_to_db (natural exponent and logarithm forms).
inline float db_to_linear(float db) { return std::exp(db * 0.11512925464970228420089957273422f); }
inline float linear_to_db(float linear) {
  return std::log(linear) * 8.6858896380650365530225783783321f;
}

/// Flushes very small values to zero (Godot's undenormalize) so that decaying feedback loops
/// do not fall into slow denormal arithmetic.
inline float undenormalize(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return (bits & 0x7f800000u) < 0x08000000u ? 0.0f : value;
}
inline AudioFrame undenormalize(AudioFrame frame) {
  return {undenormalize(frame.left), undenormalize(frame.right)};
}

/// Added to a peak before converting it to decibels, so that silence reads as a finite level.
constexpr float kAudioPeakOffset = 0.0000000001f;
/// The level a bus meter reads while its bus is inactive.
constexpr float kAudioMinPeakDb = -200.0f;

}  // namespace arbor::detail
