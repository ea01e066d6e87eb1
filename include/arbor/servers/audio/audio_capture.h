// AudioCapture: mixed frames kept in memory and written as a .wav file.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "arbor/servers/audio/audio_frame.h"

namespace arbor {

/// The output of an audio server recorded in memory (a NullAudioDriver or the OpenAL loopback
/// driver writes to it), saved as a RIFF/WAVE file of 32-bit float or 16-bit samples.
class AudioCapture {
 public:
  /// The sample format of a saved file.
  enum Format : int { FORMAT_FLOAT, FORMAT_PCM16 };

  explicit AudioCapture(int mix_rate = 48000);

  void append(std::span<const AudioFrame> frames);
  void clear() { frames_.clear(); }
  [[nodiscard]] std::span<const AudioFrame> get_frames() const { return frames_; }
  [[nodiscard]] int get_mix_rate() const { return mix_rate_; }
  /// Seconds captured.
  [[nodiscard]] double get_length() const { return double(frames_.size()) / mix_rate_; }

  /// Writes the frames to `path` as a stereo .wav file (samples beyond ±1 clipped, as a sound
  /// card clips them). Throws arbor::Error naming the path when it cannot be written.
  void save_wav(const std::string& path, Format format = FORMAT_FLOAT) const;

 private:
  int mix_rate_;
  std::vector<AudioFrame> frames_;
};

}  // namespace arbor
