// Biquad coefficients and state with Godot's AudioFilterSW semantics (used by the filter
// effects and by 3D players' distance filter).
#pragma once

namespace arbor::detail {

/// A biquad's coefficients in Godot's convention: y = b0 x + b1 x1 + b2 x2 + a1 y1 + a2 y2
/// (a1 and a2 already negated and normalized).
struct BiquadCoefficients {
  float b0 = 1, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
};

/// What shapes a biquad (Godot's AudioFilterSW parameters). `mode` takes
/// AudioEffectFilter::Mode values.
struct BiquadDesign {
  int mode = 0;
  double cutoff_hz = 5000.0;
  double resonance = 0.5;
  double gain = 1.0;
  double sampling_rate = 44100.0;
  int stages = 1;  ///< how many equal biquads run in series (divides Q and gain among them)
};

/// Godot's AudioFilterSW::prepare_coefficients.
BiquadCoefficients design_biquad(const BiquadDesign& design);

/// One channel's biquad history. process_interpolated() moves the coefficients by a step per
/// sample, so a parameter change sweeps smoothly over a block.
class Biquad {
 public:
  void clear() { x1_ = x2_ = y1_ = y2_ = 0.0f; }
  void set(const BiquadCoefficients& c) { c_ = c; }
  /// Starts a sweep from the current coefficients to `target` over `samples` samples.
  void sweep_to(const BiquadCoefficients& target, int samples);

  float process(float x) {
    const float y = x * c_.b0 + x1_ * c_.b1 + x2_ * c_.b2 + y1_ * c_.a1 + y2_ * c_.a2;
    x2_ = x1_;
    x1_ = x;
    y2_ = y1_;
    y1_ = y;
    return y;
  }
  float process_interpolated(float x) {
    const float y = process(x);
    c_.b0 += step_.b0;
    c_.b1 += step_.b1;
    c_.b2 += step_.b2;
    c_.a1 += step_.a1;
    c_.a2 += step_.a2;
    return y;
  }

 private:
  BiquadCoefficients c_;
  BiquadCoefficients step_{0, 0, 0, 0, 0};
  float x1_ = 0, x2_ = 0, y1_ = 0, y2_ = 0;
};

}  // namespace arbor::detail
