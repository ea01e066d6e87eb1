#include "servers/audio/resampler.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>
#include <vector>

#include "arbor/servers/audio/audio_stream_playback.h"

namespace arbor::detail {
namespace {

constexpr int kTaps = 2 * VoiceResampler::kHalfWidth;
constexpr int kPhases = VoiceResampler::kPhases;
constexpr double kBeta = 8.6;  // Kaiser window: about 80 dB of stop-band attenuation

double bessel_i0(double x) {
  double sum = 1.0;
  double term = 1.0;
  for (int k = 1; k < 50; ++k) {
    term *= (x / (2.0 * k)) * (x / (2.0 * k));
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

// The prototype kernel at `x` source frames from the output position (|x| < kHalfWidth).
double kernel(double x) {
  constexpr double half = VoiceResampler::kHalfWidth;
  if (std::abs(x) >= half) return 0.0;
  const double fc = 0.5 * VoiceResampler::kCutoff;  // cycles per source frame
  const double arg = 2.0 * fc * x;
  const double sinc = arg == 0.0 ? 1.0 : std::sin(std::numbers::pi * arg) / (std::numbers::pi * arg);
  const double r = x / half;
  const double window = bessel_i0(kBeta * std::sqrt(1.0 - r * r)) / bessel_i0(kBeta);
  return 2.0 * fc * sinc * window;
}

// Rows of kTaps coefficients for fractional positions p / kPhases, p = 0..kPhases: row p, tap k
// weighs source frame (index - kHalfWidth + 1 + k) for an output at index + p / kPhases. Each
// row sums to exactly 1, so a constant passes unchanged at every phase.
struct KernelTable {
  std::vector<float> rows;
  KernelTable() : rows((kPhases + 1) * kTaps) {
    for (int p = 0; p <= kPhases; ++p) {
      const double frac = double(p) / kPhases;
      double sum = 0.0;
      std::array<double, kTaps> row{};
      for (int k = 0; k < kTaps; ++k) {
        row[k] = kernel(double(k - VoiceResampler::kHalfWidth + 1) - frac);
        sum += row[k];
      }
      for (int k = 0; k < kTaps; ++k) rows[p * kTaps + k] = float(row[k] / sum);
    }
  }
  // The kernel at any x in (-kHalfWidth, kHalfWidth], interpolated between phases.
  [[nodiscard]] float at(double x) const {
    const double m = std::ceil(x);
    const double g = (m - x) * kPhases;
    const int p = int(g);
    const int k = int(m) + VoiceResampler::kHalfWidth - 1;
    if (k < 0 || k >= kTaps) return 0.0f;
    const float w = float(g - p);
    const float a = rows[p * kTaps + k];
    const float b = rows[(p + 1) * kTaps + k];
    return a + w * (b - a);
  }
};

const KernelTable& table() {
  static const KernelTable instance;
  return instance;
}

}  // namespace

void VoiceResampler::reset() {
  (void)table();  // built on the main thread, before any voice mixes
  std::fill(buffer_.begin(), buffer_.begin() + kHalfWidth * kMaxStretch, AudioFrame());
  count_ = kHalfWidth * kMaxStretch;
  position_ = std::uint64_t(count_) * kOne;
  ended_ = false;
  end_ = 0;
}

double VoiceResampler::get_buffered_frames() const {
  const double ahead = double(ended_ ? end_ : count_) - position();
  return ahead > 0 ? ahead : 0.0;
}

void VoiceResampler::ensure(AudioStreamPlayback& source, int first, int last) {
  if (last < count_) return;
  // Keep what the kernel still reads, from `first` on, at the front.
  const int keep_from = std::max(0, first);
  const int kept = count_ - keep_from;
  std::memmove(buffer_.data(), buffer_.data() + keep_from, std::size_t(kept) * sizeof(AudioFrame));
  count_ = kept;
  position_ -= std::uint64_t(keep_from) * kOne;
  end_ -= keep_from;
  const int space = kCapacity - count_;
  if (ended_) {
    std::fill(buffer_.begin() + count_, buffer_.end(), AudioFrame());
  } else {
    const int got = std::clamp(source.mix(buffer_.data() + count_, space), 0, space);
    if (got < space) {
      ended_ = true;
      end_ = count_ + got;
      std::fill(buffer_.begin() + count_ + got, buffer_.end(), AudioFrame());
    }
  }
  count_ = kCapacity;
}

AudioFrame VoiceResampler::sample(double stretch, int reach) const {
  const int index = int(position_ >> 32);
  const double frac = double(position_ & (kOne - 1)) / double(kOne);
  const KernelTable& kernel_table = table();
  if (stretch <= 1.0) {
    const double phase = frac * kPhases;
    const int p = int(phase);
    const float w = float(phase - p);
    const float* row0 = kernel_table.rows.data() + p * kTaps;
    const float* row1 = row0 + kTaps;
    const AudioFrame* frames = buffer_.data() + index - kHalfWidth + 1;
    // Coefficients first, then four independent sums per channel: both loops vectorize.
    float c[kTaps];
    for (int k = 0; k < kTaps; ++k) c[k] = row0[k] + w * (row1[k] - row0[k]);
    float l4[4] = {}, r4[4] = {};
    for (int k = 0; k < kTaps; k += 4) {
      for (int j = 0; j < 4; ++j) {
        l4[j] += c[k + j] * frames[k + j].left;
        r4[j] += c[k + j] * frames[k + j].right;
      }
    }
    return {(l4[0] + l4[1]) + (l4[2] + l4[3]), (r4[0] + r4[1]) + (r4[2] + r4[3])};
  }
  const double scale = 1.0 / stretch;
  float left = 0.0f;
  float right = 0.0f;
  for (int n = index - reach + 1; n <= index + reach; ++n) {
    const float c = kernel_table.at((double(n - index) - frac) * scale);
    left += c * buffer_[n].left;
    right += c * buffer_[n].right;
  }
  return {left * float(scale), right * float(scale)};
}

int VoiceResampler::process(AudioStreamPlayback& source, double ratio, AudioFrame* out,
                            int frames) {
  const auto step = std::uint64_t(std::llround(ratio * double(kOne)));
  const double stretch = std::clamp(ratio, 1.0, double(kMaxStretch));
  const int reach = stretch <= 1.0 ? kHalfWidth : int(std::ceil(kHalfWidth * stretch));
  int produced = 0;
  for (int i = 0; i < frames; ++i) {
    int index = int(position_ >> 32);
    if (index + reach >= count_) {
      ensure(source, index - reach, index + reach);
      index = int(position_ >> 32);
    }
    if (ended_ && index >= end_) {
      std::fill(out + i, out + frames, AudioFrame());
      return produced;
    }
    if (step == kOne && (position_ & (kOne - 1)) == 0) {
      out[i] = buffer_[index];
    } else {
      out[i] = sample(stretch, reach);
    }
    ++produced;
    position_ += step;
  }
  return produced;
}

}  // namespace arbor::detail
