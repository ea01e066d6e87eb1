#include "servers/audio/audio_filter.h"

#include <cmath>
#include <numbers>

#include "arbor/servers/audio/effects/audio_effect_filter.h"

namespace arbor::detail {

BiquadCoefficients design_biquad(const BiquadDesign& d) {
  using Mode = AudioEffectFilter::Mode;
  const double sr_limit = std::floor(d.sampling_rate / 2) + 512;  // Godot keeps this as an int
  double cutoff = d.cutoff_hz > sr_limit ? sr_limit : d.cutoff_hz;
  if (cutoff < 1) cutoff = 1;
  double omega = 2.0 * std::numbers::pi * cutoff / d.sampling_rate;
  const double sin_v = std::sin(omega);
  const double cos_v = std::cos(omega);

  double q = d.resonance <= 0.0 ? 0.0001 : d.resonance;
  if (d.mode == Mode::BANDPASS) {
    q *= 2.0;
  } else if (d.mode == Mode::PEAK) {
    q *= 3.0;
  }
  double gain = d.gain < 0.001 ? 0.001 : d.gain;
  if (d.stages > 1) {
    q = q > 1.0 ? std::pow(q, 1.0 / d.stages) : q;
    gain = std::pow(gain, 1.0 / (d.stages + 1));
  }
  double alpha = sin_v / (2 * q);
  double a0 = 1.0 + alpha;
  double b0 = 1, b1 = 0, b2 = 0, a1 = 0, a2 = 0;

  switch (d.mode) {
    case Mode::LOWPASS:
      b0 = (1.0 - cos_v) / 2.0;
      b1 = 1.0 - cos_v;
      b2 = (1.0 - cos_v) / 2.0;
      a1 = -2.0 * cos_v;
      a2 = 1.0 - alpha;
      break;
    case Mode::HIGHPASS:
      b0 = (1.0 + cos_v) / 2.0;
      b1 = -(1.0 + cos_v);
      b2 = (1.0 + cos_v) / 2.0;
      a1 = -2.0 * cos_v;
      a2 = 1.0 - alpha;
      break;
    case Mode::BANDPASS:
      b0 = alpha * std::sqrt(q + 1);
      b1 = 0.0;
      b2 = -alpha * std::sqrt(q + 1);
      a1 = -2.0 * cos_v;
      a2 = 1.0 - alpha;
      break;
    case Mode::NOTCH:
      b0 = 1.0;
      b1 = -2.0 * cos_v;
      b2 = 1.0;
      a1 = -2.0 * cos_v;
      a2 = 1.0 - alpha;
      break;
    case Mode::PEAK:
      b0 = 1.0 + alpha * gain;
      b1 = -2.0 * cos_v;
      b2 = 1.0 - alpha * gain;
      a1 = -2 * cos_v;
      a2 = 1 - alpha / gain;
      break;
    case Mode::BANDLIMIT: {
      // Godot reads the resonance as the band's upper frequency here.
      const double hicutoff = d.resonance;
      const double centercutoff = (d.cutoff_hz + d.resonance) / 2.0;
      const double bandwidth = (std::log(centercutoff) - std::log(hicutoff)) / std::log(2.0);
      omega = 2.0 * std::numbers::pi * centercutoff / d.sampling_rate;
      alpha = std::sin(omega) * std::sinh(std::log(2.0) / 2 * bandwidth * omega / std::sin(omega));
      a0 = 1 + alpha;
      b0 = alpha;
      b1 = 0;
      b2 = -alpha;
      a1 = -2 * std::cos(omega);
      a2 = 1 - alpha;
      break;
    }
    case Mode::LOWSHELF: {
      const double tmpq = std::sqrt(q) <= 0 ? 0.001 : std::sqrt(q);
      const double beta = std::sqrt(gain) / tmpq;
      a0 = (gain + 1.0) + (gain - 1.0) * cos_v + beta * sin_v;
      b0 = gain * ((gain + 1.0) - (gain - 1.0) * cos_v + beta * sin_v);
      b1 = 2.0 * gain * ((gain - 1.0) - (gain + 1.0) * cos_v);
      b2 = gain * ((gain + 1.0) - (gain - 1.0) * cos_v - beta * sin_v);
      a1 = -2.0 * ((gain - 1.0) + (gain + 1.0) * cos_v);
      a2 = (gain + 1.0) + (gain - 1.0) * cos_v - beta * sin_v;
      break;
    }
    case Mode::HIGHSHELF: {
      const double tmpq = std::sqrt(q) <= 0 ? 0.001 : std::sqrt(q);
      const double beta = std::sqrt(gain) / tmpq;
      a0 = (gain + 1.0) - (gain - 1.0) * cos_v + beta * sin_v;
      b0 = gain * ((gain + 1.0) + (gain - 1.0) * cos_v + beta * sin_v);
      b1 = -2.0 * gain * ((gain - 1.0) + (gain + 1.0) * cos_v);
      b2 = gain * ((gain + 1.0) + (gain - 1.0) * cos_v - beta * sin_v);
      a1 = 2.0 * ((gain - 1.0) - (gain + 1.0) * cos_v);
      a2 = (gain + 1.0) - (gain - 1.0) * cos_v - beta * sin_v;
      break;
    }
    default:
      break;
  }
  return BiquadCoefficients{float(b0 / a0), float(b1 / a0), float(b2 / a0), float(a1 / -a0),
                            float(a2 / -a0)};
}

void Biquad::sweep_to(const BiquadCoefficients& target, int samples) {
  const float n = float(samples > 0 ? samples : 1);
  step_ = {(target.b0 - c_.b0) / n, (target.b1 - c_.b1) / n, (target.b2 - c_.b2) / n,
           (target.a1 - c_.a1) / n, (target.a2 - c_.a2) / n};
}

}  // namespace arbor::detail
