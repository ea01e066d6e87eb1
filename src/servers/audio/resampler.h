// VoiceResampler: converts a playback's frames to the mix rate with a windowed-sinc kernel.
#pragma once

#include <array>
#include <cstdint>

#include "arbor/servers/audio/audio_frame.h"

namespace arbor {
class AudioStreamPlayback;
}

namespace arbor::detail {

/// Band-limited resampling for one voice. Output frame t reads the source around position
/// t × ratio through a Kaiser-windowed sinc of 2 × kHalfWidth taps, tabulated at kPhases
/// phases per source frame and interpolated between them. Its cutoff (the middle of the
/// transition band) is kCutoff of the source's Nyquist rate when upsampling and scales with the
/// ratio when downsampling (the kernel stretches, up to kMaxStretch), so neither images nor
/// aliases pass. A ratio of
/// exactly 1 at a whole position copies frames, bit for bit. The first output frame is the
/// source's first frame (no delay); kHalfWidth frames are read ahead.
class VoiceResampler {
 public:
  static constexpr int kHalfWidth = 16;
  static constexpr int kPhases = 256;
  static constexpr int kMaxStretch = 8;
  /// The cutoff as a fraction of the lower of the two Nyquist rates.
  static constexpr double kCutoff = 0.90;

  /// Forgets the previous sound: the history before the first frame is silence.
  void reset();
  /// Writes `frames` frames at `ratio` source frames per output frame (ratio > 0) to `out`,
  /// pulling from `source` as needed. Returns how many of them lie before the end of the
  /// source (all of them while it lasts); the rest are silence.
  int process(AudioStreamPlayback& source, double ratio, AudioFrame* out, int frames);
  /// Whether the source has ended and every frame of it was produced.
  [[nodiscard]] bool finished() const { return ended_ && position() >= double(end_); }
  /// Source frames pulled but not yet played (the read-ahead), for position reporting.
  [[nodiscard]] double get_buffered_frames() const;

 private:
  static constexpr int kCapacity = 1024;
  static constexpr std::uint64_t kOne = std::uint64_t(1) << 32;

  [[nodiscard]] double position() const { return double(position_) / double(kOne); }
  /// Makes source frames up to index `last` available (compacting and pulling).
  void ensure(AudioStreamPlayback& source, int first, int last);
  AudioFrame sample(double stretch) const;

  std::array<AudioFrame, kCapacity> buffer_{};
  int count_ = 0;               // valid frames in buffer_
  std::uint64_t position_ = 0;  // 32.32 fixed point into buffer_
  bool ended_ = false;
  int end_ = 0;  // index in buffer_ after the source's last frame, once ended
};

}  // namespace arbor::detail
