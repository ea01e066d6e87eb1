#include "godot_formulas.h"

#include <algorithm>
#include <cmath>

namespace arbor::vulkan::test {
namespace {

constexpr double kPi = 3.14159265358979;

double schlick(double u) { return std::pow(1.0 - u, 5.0); }

}  // namespace

LightResult godot_light(double n_dot_l, double n_dot_v, double n_dot_h, double l_dot_h,
                        double roughness, double metallic, double f0, double light,
                        double specular_amount) {
  LightResult result{0, 0};
  const double c_n_dot_l = std::max(n_dot_l, 0.0);
  const double c_n_dot_v = std::max(n_dot_v, 1e-4);
  if (metallic < 1.0) {
    const double fd90_minus_1 = 2.0 * l_dot_h * l_dot_h * roughness - 0.5;
    const double fd_v = 1.0 + fd90_minus_1 * schlick(c_n_dot_v);
    const double fd_l = 1.0 + fd90_minus_1 * schlick(c_n_dot_l);
    result.diffuse = light * (1.0 / kPi) * fd_v * fd_l * c_n_dot_l;
  }
  if (roughness > 0.0) {
    const double alpha = roughness * roughness;
    const double a = n_dot_h * alpha;
    const double k = alpha / (1.0 - n_dot_h * n_dot_h + a * a);
    const double d = k * k / kPi;
    const double g =
        0.5 / (2.0 * c_n_dot_l * c_n_dot_v * (1 - alpha) + (c_n_dot_l + c_n_dot_v) * alpha);
    const double f90 = std::clamp(f0 * 50.0 * 0.33 * 3.0, metallic, 1.0);
    const double f = f0 + (f90 - f0) * schlick(l_dot_h);
    result.specular = c_n_dot_l * d * f * g * light * specular_amount;
  }
  return result;
}

double godot_omni_attenuation(double distance, double inv_range, double decay) {
  double nd = distance * inv_range;
  nd *= nd;
  nd *= nd;
  nd = std::max(1.0 - nd, 0.0);
  nd *= nd;
  return nd * std::pow(std::max(distance, 0.0001), -decay);
}

double godot_tonemap(int tonemapper, double c, double white) {
  switch (tonemapper) {
    case 1: {
      const double w2 = white * white;
      return (w2 * c + c * c) / (w2 * c + w2);
    }
    case 2: {
      const double bias = 2.0;
      const double A = 0.22 * bias * bias, B = 0.30 * bias, C = 0.10, D = 0.20, E = 0.01, F = 0.30;
      auto curve = [&](double x) {
        return ((x * (A * x + C * B) + D * E) / (x * (A * x + B) + D * F)) - E / F;
      };
      return curve(c) / curve(white);
    }
    case 3: {
      // A grey input stays grey through both matrices (their rows sum to 1).
      const double bias = 1.8;
      const double A = 0.0245786, B = 0.000090537, C = 0.983729, D = 0.432951, E = 0.238081;
      auto curve = [&](double x) { return (x * (x + A) - B) / (x * (C * x + D) + E); };
      return curve(c * bias) / curve(white * bias);
    }
    default:
      return c;
  }
}

}  // namespace arbor::vulkan::test
