// Godot's easing equations (scene/animation/easing_equations.h, after Robert Penner's), in double.
// Each curve takes t (elapsed), b (initial value), c (change) and d (duration).
#include "arbor/scene/easing.h"

#include <cmath>
#include <numbers>
#include <string>

#include "arbor/core/error/error.h"

namespace arbor::easing {
namespace {

constexpr double kPi = std::numbers::pi;

using Equation = double (*)(double t, double b, double c, double d);

// OUT for the first half (at double speed, half the change), IN for the second.
template <Equation Out, Equation In>
double out_in(double t, double b, double c, double d) {
  if (t < d / 2) return Out(t * 2, b, c / 2, d);
  const double h = c / 2;
  return In(t * 2 - d, b + h, h, d);
}

// IN for the first half, OUT for the second (bounce and spring build IN_OUT this way).
template <Equation In, Equation Out>
double in_then_out(double t, double b, double c, double d) {
  if (t < d / 2) return In(t * 2, b, c / 2, d);
  const double h = c / 2;
  return Out(t * 2 - d, b + h, h, d);
}

double linear_in(double t, double b, double c, double d) { return c * t / d + b; }

double sine_in(double t, double b, double c, double d) {
  return -c * std::cos(t / d * (kPi / 2)) + c + b;
}
double sine_out(double t, double b, double c, double d) {
  return c * std::sin(t / d * (kPi / 2)) + b;
}
double sine_in_out(double t, double b, double c, double d) {
  return -c / 2 * (std::cos(kPi * t / d) - 1) + b;
}

double quint_in(double t, double b, double c, double d) { return c * std::pow(t / d, 5) + b; }
double quint_out(double t, double b, double c, double d) {
  return c * (std::pow(t / d - 1, 5) + 1) + b;
}
double quint_in_out(double t, double b, double c, double d) {
  t = t / d * 2;
  if (t < 1) return c / 2 * std::pow(t, 5) + b;
  return c / 2 * (std::pow(t - 2, 5) + 2) + b;
}

double quart_in(double t, double b, double c, double d) { return c * std::pow(t / d, 4) + b; }
double quart_out(double t, double b, double c, double d) {
  return -c * (std::pow(t / d - 1, 4) - 1) + b;
}
double quart_in_out(double t, double b, double c, double d) {
  t = t / d * 2;
  if (t < 1) return c / 2 * std::pow(t, 4) + b;
  return -c / 2 * (std::pow(t - 2, 4) - 2) + b;
}

double quad_in(double t, double b, double c, double d) { return c * std::pow(t / d, 2) + b; }
double quad_out(double t, double b, double c, double d) {
  t /= d;
  return -c * t * (t - 2) + b;
}
double quad_in_out(double t, double b, double c, double d) {
  t = t / d * 2;
  if (t < 1) return c / 2 * std::pow(t, 2) + b;
  return -c / 2 * ((t - 1) * (t - 3) - 1) + b;
}

double expo_in(double t, double b, double c, double d) {
  if (t == 0) return b;
  return c * std::pow(2, 10 * (t / d - 1)) + b - c * 0.001;
}
double expo_out(double t, double b, double c, double d) {
  if (t == d) return b + c;
  return c * 1.001 * (-std::pow(2, -10 * t / d) + 1) + b;
}
double expo_in_out(double t, double b, double c, double d) {
  if (t == 0) return b;
  if (t == d) return b + c;
  t = t / d * 2;
  if (t < 1) return c / 2 * std::pow(2, 10 * (t - 1)) + b - c * 0.0005;
  return c / 2 * 1.0005 * (-std::pow(2, -10 * (t - 1)) + 2) + b;
}

// Godot keeps the period, amplitude and shift of the elastic curves in float; so do we.
double elastic_in(double t, double b, double c, double d) {
  if (t == 0) return b;
  t /= d;
  if (t == 1) return b + c;
  t -= 1;
  const auto p = static_cast<float>(d * 0.3f);
  const auto a = static_cast<float>(c * std::pow(2, 10 * t));
  const float s = p / 4;
  return -(a * std::sin((t * d - s) * (2 * kPi) / p)) + b;
}
double elastic_out(double t, double b, double c, double d) {
  if (t == 0) return b;
  t /= d;
  if (t == 1) return b + c;
  const auto p = static_cast<float>(d * 0.3f);
  const float s = p / 4;
  return c * std::pow(2, -10 * t) * std::sin((t * d - s) * (2 * kPi) / p) + c + b;
}
double elastic_in_out(double t, double b, double c, double d) {
  if (t == 0) return b;
  t /= d / 2;
  if (t == 2) return b + c;
  const auto p = static_cast<float>(d * (0.3f * 1.5f));
  auto a = static_cast<float>(c);
  const float s = p / 4;
  if (t < 1) {
    t -= 1;
    a = static_cast<float>(a * std::pow(2, 10 * t));
    return -0.5f * (a * std::sin((t * d - s) * (2 * kPi) / p)) + b;
  }
  t -= 1;
  a = static_cast<float>(a * std::pow(2, -10 * t));
  return a * std::sin((t * d - s) * (2 * kPi) / p) * 0.5f + c + b;
}

double cubic_in(double t, double b, double c, double d) {
  t /= d;
  return c * t * t * t + b;
}
double cubic_out(double t, double b, double c, double d) {
  t = t / d - 1;
  return c * (t * t * t + 1) + b;
}
double cubic_in_out(double t, double b, double c, double d) {
  t /= d / 2;
  if (t < 1) return c / 2 * t * t * t + b;
  t -= 2;
  return c / 2 * (t * t * t + 2) + b;
}

double circ_in(double t, double b, double c, double d) {
  t /= d;
  return -c * (std::sqrt(1 - t * t) - 1) + b;
}
double circ_out(double t, double b, double c, double d) {
  t = t / d - 1;
  return c * std::sqrt(1 - t * t) + b;
}
double circ_in_out(double t, double b, double c, double d) {
  t /= d / 2;
  if (t < 1) return -c / 2 * (std::sqrt(1 - t * t) - 1) + b;
  t -= 2;
  return c / 2 * (std::sqrt(1 - t * t) + 1) + b;
}

double bounce_out(double t, double b, double c, double d) {
  t /= d;
  if (t < (1 / 2.75f)) return c * (7.5625f * t * t) + b;
  if (t < (2 / 2.75f)) {
    t -= 1.5f / 2.75f;
    return c * (7.5625f * t * t + 0.75f) + b;
  }
  if (t < (2.5 / 2.75)) {
    t -= 2.25f / 2.75f;
    return c * (7.5625f * t * t + 0.9375f) + b;
  }
  t -= 2.625f / 2.75f;
  return c * (7.5625f * t * t + 0.984375f) + b;
}
double bounce_in(double t, double b, double c, double d) {
  return c - bounce_out(d - t, 0, c, d) + b;
}

double back_in(double t, double b, double c, double d) {
  const float s = 1.70158f;
  t /= d;
  return c * t * t * ((s + 1) * t - s) + b;
}
double back_out(double t, double b, double c, double d) {
  const float s = 1.70158f;
  t = t / d - 1;
  return c * (t * t * ((s + 1) * t + s) + 1) + b;
}
double back_in_out(double t, double b, double c, double d) {
  const float s = 1.70158f * 1.525f;
  t /= d / 2;
  if (t < 1) return c / 2 * (t * t * ((s + 1) * t - s)) + b;
  t -= 2;
  return c / 2 * (t * t * ((s + 1) * t + s) + 2) + b;
}

double spring_out(double t, double b, double c, double d) {
  t /= d;
  const double s = 1.0 - t;
  t = (std::sin(t * kPi * (0.2 + 2.5 * t * t * t)) * std::pow(s, 2.2) + t) * (1.0 + (1.2 * s));
  return c * t + b;
}
double spring_in(double t, double b, double c, double d) {
  return c - spring_out(d - t, 0, c, d) + b;
}

// Indexed by [TransitionType][EaseType]; LINEAR is the same for every ease.
constexpr Equation kEquations[static_cast<int>(TransitionType::TRANS_MAX)][static_cast<int>(
    EaseType::EASE_MAX)] = {
    {linear_in, linear_in, linear_in, linear_in},
    {sine_in, sine_out, sine_in_out, out_in<sine_out, sine_in>},
    {quint_in, quint_out, quint_in_out, out_in<quint_out, quint_in>},
    {quart_in, quart_out, quart_in_out, out_in<quart_out, quart_in>},
    {quad_in, quad_out, quad_in_out, out_in<quad_out, quad_in>},
    {expo_in, expo_out, expo_in_out, out_in<expo_out, expo_in>},
    {elastic_in, elastic_out, elastic_in_out, out_in<elastic_out, elastic_in>},
    {cubic_in, cubic_out, cubic_in_out, out_in<cubic_out, cubic_in>},
    {circ_in, circ_out, circ_in_out, out_in<circ_out, circ_in>},
    {bounce_in, bounce_out, in_then_out<bounce_in, bounce_out>, out_in<bounce_out, bounce_in>},
    {back_in, back_out, back_in_out, out_in<back_out, back_in>},
    {spring_in, spring_out, in_then_out<spring_in, spring_out>, out_in<spring_out, spring_in>},
};

}  // namespace

double run_equation(TransitionType trans, EaseType ease, double t, double initial, double delta,
                    double duration) {
  const int trans_index = static_cast<int>(trans);
  const int ease_index = static_cast<int>(ease);
  if (trans_index >= static_cast<int>(TransitionType::TRANS_MAX))
    throw Error("easing::run_equation: invalid transition " + std::to_string(trans_index));
  if (ease_index >= static_cast<int>(EaseType::EASE_MAX))
    throw Error("easing::run_equation: invalid ease " + std::to_string(ease_index));
  if (duration == 0) return initial + delta;  // Godot's guard against dividing by zero
  return kEquations[trans_index][ease_index](t, initial, delta, duration);
}

}  // namespace arbor::easing
