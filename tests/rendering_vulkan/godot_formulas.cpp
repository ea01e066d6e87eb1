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
    case 4: {
      // AgX of a grey input (c, c, c): the result's red channel. GLSL's mat3(...) takes columns.
      const double inset[9] = {
          0.54490813676363087053,  0.14044005884001287035, 0.088827411851915368603,
          0.37377945959812267119,  0.75410959864013760045, 0.17887712465043811023,
          0.081384976686407536266, 0.10543358536857773485, 0.73224999956948382528};
      const double outset[9] = {
          1.9645509602733325934,   -0.29932243390911083839,  -0.16436833806080403409,
          -0.85585845117807513559, 1.3264510741502356555,    -0.23822464068860595117,
          -0.10886710826831608324, -0.027084020983874825605, 1.402665347143271889};
      const double min_ev = -12.4739311883324;
      const double max_ev = 4.02606881166759;
      double v[3];
      for (int row = 0; row < 3; ++row) {
        double x = (inset[row] + inset[3 + row] + inset[6 + row]) * std::max(c, 2e-10);
        x = (std::clamp(std::log2(x), min_ev, max_ev) - min_ev) / (max_ev - min_ev);
        const double x2 = x * x;
        const double x4 = x2 * x2;
        x = 0.021 * x + 4.0111 * x2 - 25.682 * x2 * x + 70.359 * x4 - 74.778 * x4 * x +
            27.069 * x4 * x2;
        v[row] = std::pow(x, 2.4);
      }
      return outset[0] * v[0] + outset[3] * v[1] + outset[6] * v[2];
    }
    default:
      return c;
  }
}

}  // namespace arbor::vulkan::test
