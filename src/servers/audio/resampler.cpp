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
// The most taps of the stretched kernel (downsampling by kMaxStretch).
constexpr int kMaxTaps = kTaps * VoiceResampler::kMaxStretch;
static_assert(sizeof(AudioFrame) == 2 * sizeof(float), "frames are read as interleaved floats");

// Four floats in one register (GCC and Clang vector extension: SSE on x86-64, NEON on ARM): two
// interleaved frames, or a coefficient for each of their channels.
using Float4 = float __attribute__((vector_size(16)));
using Int4 = int __attribute__((vector_size(16)));

Float4 load4(const float* p) {
  Float4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
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
  const double sinc =
      arg == 0.0 ? 1.0 : std::sin(std::numbers::pi * arg) / (std::numbers::pi * arg);
  const double r = x / half;
  const double window = bessel_i0(kBeta * std::sqrt(1.0 - r * r)) / bessel_i0(kBeta);
  return 2.0 * fc * sinc * window;
}

// Rows of kTaps coefficients for fractional positions p / kPhases, p = 0..kPhases: row p, tap k
// weighs source frame (index - kHalfWidth + 1 + k) for an output at index + p / kPhases. Each
// row sums to exactly 1, so a constant passes unchanged at every phase. Every coefficient is
// stored twice in a row, once per channel, to multiply interleaved frames directly.
struct KernelTable {
  // The prototype at x = i / kPhases - kHalfWidth, i = 0..2 × kHalfWidth × kPhases (and a zero
  // after), for the stretched kernel of downsampling, read at any x between two entries.
  static constexpr int kFlatSize = kTaps * kPhases + 2;
  std::vector<float> rows;
  std::vector<float> flat;
  KernelTable() : rows((kPhases + 1) * 2 * kTaps), flat(kFlatSize) {
    for (int p = 0; p <= kPhases; ++p) {
      const double frac = double(p) / kPhases;
      double sum = 0.0;
      std::array<double, kTaps> row{};
      for (int k = 0; k < kTaps; ++k) {
        row[k] = kernel(double(k - VoiceResampler::kHalfWidth + 1) - frac);
        sum += row[k];
      }
      for (int k = 0; k < 2 * kTaps; ++k) rows[(p * kTaps * 2) + k] = float(row[k / 2] / sum);
    }
    // Normalized as the rows are: the entries one frame apart (one phase) sum to 1.
    std::vector<double> values(kFlatSize);
    std::array<double, kPhases> sums{};
    for (int i = 0; i < kFlatSize - 1; ++i) {
      values[std::size_t(i)] = kernel(double(i) / kPhases - VoiceResampler::kHalfWidth);
      sums[std::size_t(i % kPhases)] += values[std::size_t(i)];
    }
    for (int i = 0; i < kFlatSize - 1; ++i) {
      flat[std::size_t(i)] = float(values[std::size_t(i)] / sums[std::size_t(i % kPhases)]);
    }
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

AudioFrame VoiceResampler::sample(double stretch) const {
  const int index = int(position_ >> 32);
  const double frac = double(position_ & (kOne - 1)) / double(kOne);
  const KernelTable& kernel_table = table();
  if (stretch <= 1.0) {
    // The frames times the rows of the two phases around the position (four-float
    // vectors: two frames at a time), then the two results interpolated.
    const double phase = frac * kPhases;
    const int p = int(phase);
    const float w = float(phase - p);
    const float* row0 = kernel_table.rows.data() + p * 2 * kTaps;
    const float* row1 = row0 + 2 * kTaps;
    const float* f = &buffer_[std::size_t(index - kHalfWidth + 1)].left;
    Float4 a0{}, a1{}, b0{}, b1{};
    for (int m = 0; m < 2 * kTaps; m += 8) {
      const Float4 f0 = load4(f + m);
      const Float4 f1 = load4(f + m + 4);
      a0 += load4(row0 + m) * f0;
      a1 += load4(row0 + m + 4) * f1;
      b0 += load4(row1 + m) * f0;
      b1 += load4(row1 + m + 4) * f1;
    }
    const Float4 a = a0 + a1;
    const Float4 b = b0 + b1;
    const float l0 = a[0] + a[2];
    const float r0 = a[1] + a[3];
    const float l1 = b[0] + b[2];
    const float r1 = b[1] + b[3];
    return {l0 + w * (l1 - l0), r0 + w * (r1 - r0)};
  }
  // Downsampling: the taps n where |(n - index - frac) / stretch| < kHalfWidth (within
  // process()'s reach), the prototype read at steps of 1 / stretch through the flat table.
  // Coefficients first, each repeated for the two channels, then one dot product over the
  // interleaved frames, four floats at a time.
  const double scale = 1.0 / stretch;
  const double span = kHalfWidth * stretch;
  const int lo = index + int(std::floor(frac - span)) + 1;
  const int taps = int(std::ceil(frac + span)) - int(std::floor(frac - span)) - 1;
  const auto step = float(scale * kPhases);
  const auto at = float(((double(lo - index) - frac) * scale + kHalfWidth) * kPhases);
  const float* flat = kernel_table.flat.data();
  float c[2 * kMaxTaps + 8];
  // Four taps at a time: their positions in the table, split into entry and fraction.
  const Float4 step4 = {0.0f, step, 2.0f * step, 3.0f * step};
  for (int k = 0; k < taps; k += 4) {
    Float4 x = at + float(k) * step + step4;
    x = x > 0.0f ? x : 0.0f;
    const Int4 i = __builtin_convertvector(x, Int4);
    const Float4 w = x - __builtin_convertvector(i, Float4);
    for (int j = 0; j < 4; ++j) {
      const float* e = flat + std::min(i[j], KernelTable::kFlatSize - 2);
      c[2 * (k + j)] = c[2 * (k + j) + 1] = e[0] + w[j] * (e[1] - e[0]);
    }
  }
  const float* f = &buffer_[std::size_t(lo)].left;
  Float4 acc0{}, acc1{};
  const int whole = 2 * (taps - taps % 4);
  for (int m = 0; m < whole; m += 8) {
    acc0 += load4(c + m) * load4(f + m);
    acc1 += load4(c + m + 4) * load4(f + m + 4);
  }
  Float4 acc = acc0 + acc1;
  for (int m = whole; m < 2 * taps; ++m) acc[m % 2] += c[m] * f[m];
  const float left = acc[0] + acc[2];
  const float right = acc[1] + acc[3];
  const auto gain = float(scale);
  return {left * gain, right * gain};
}

int VoiceResampler::process(AudioStreamPlayback& source, double ratio, AudioFrame* out,
                            int frames) {
  const auto step = std::uint64_t(std::llround(ratio * double(kOne)));
  const double stretch = std::clamp(ratio, 1.0, double(kMaxStretch));
  const int reach = stretch <= 1.0 ? kHalfWidth : int(std::ceil(kHalfWidth * stretch));
  int produced = 0;
  for (int i = 0; i < frames;) {
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
      // The source's own rate at a whole position: copy the frames buffered ahead, as a block.
      int n = std::min(frames - i, count_ - reach - index);
      if (ended_) n = std::min(n, end_ - index);
      std::memcpy(out + i, buffer_.data() + index, std::size_t(n) * sizeof(AudioFrame));
      i += n;
      produced += n;
      position_ += std::uint64_t(n) * kOne;
      continue;
    }
    out[i] = sample(stretch);
    ++i;
    ++produced;
    position_ += step;
  }
  return produced;
}

}  // namespace arbor::detail
