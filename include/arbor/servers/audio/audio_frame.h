// AudioFrame: one stereo sample pair, the unit the audio server mixes (Godot's AudioFrame).
#pragma once

namespace arbor {

/// A left and a right sample, linear amplitude (1 is full scale).
struct AudioFrame {
  float left = 0.0f;
  float right = 0.0f;

  constexpr AudioFrame() = default;
  constexpr AudioFrame(float l, float r) : left(l), right(r) {}

  constexpr AudioFrame operator+(const AudioFrame& o) const {
    return {left + o.left, right + o.right};
  }
  constexpr AudioFrame operator-(const AudioFrame& o) const {
    return {left - o.left, right - o.right};
  }
  /// Channel by channel.
  constexpr AudioFrame operator*(const AudioFrame& o) const {
    return {left * o.left, right * o.right};
  }
  constexpr AudioFrame operator*(float s) const { return {left * s, right * s}; }
  constexpr AudioFrame& operator+=(const AudioFrame& o) {
    left += o.left;
    right += o.right;
    return *this;
  }
  constexpr AudioFrame& operator*=(float s) {
    left *= s;
    right *= s;
    return *this;
  }
  constexpr bool operator==(const AudioFrame&) const = default;
};

constexpr AudioFrame operator*(float s, const AudioFrame& f) { return f * s; }

}  // namespace arbor
