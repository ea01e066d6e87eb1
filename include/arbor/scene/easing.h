// Godot's easing equations (Robert Penner's), the curves behind Tween's transitions.
#pragma once

#include <cstdint>

namespace arbor::easing {

/// The shape of a curve (Godot's Tween::TransitionType, same order and values).
enum class TransitionType : std::uint8_t {
  TRANS_LINEAR,
  TRANS_SINE,
  TRANS_QUINT,
  TRANS_QUART,
  TRANS_QUAD,
  TRANS_EXPO,
  TRANS_ELASTIC,
  TRANS_CUBIC,
  TRANS_CIRC,
  TRANS_BOUNCE,
  TRANS_BACK,
  TRANS_SPRING,
  TRANS_MAX
};

/// Which end of the curve the transition applies to (Godot's Tween::EaseType).
enum class EaseType : std::uint8_t { EASE_IN, EASE_OUT, EASE_IN_OUT, EASE_OUT_IN, EASE_MAX };

/// Godot's Tween::run_equation: the value at time `t` of a curve that starts at `initial`,
/// changes by `delta` and lasts `duration` seconds. A zero duration yields initial + delta.
/// Computed in double; the float constants of Godot's equations (0.3f, 1.70158f, 7.5625f, ...)
/// are kept as Godot spells them. Throws arbor::Error for TRANS_MAX or EASE_MAX.
[[nodiscard]] double run_equation(TransitionType trans, EaseType ease, double t, double initial,
                                  double delta, double duration);

}  // namespace arbor::easing
