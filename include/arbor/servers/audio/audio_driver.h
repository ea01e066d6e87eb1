// AudioDriver: where the audio server's mix goes (a sound card, a file, nowhere).
#pragma once

#include <span>

#include "arbor/servers/audio/audio_frame.h"

namespace arbor {

class AudioCapture;

/// The backend of an AudioServer: it moves mixed stereo frames to a device. Two kinds:
/// real-time drivers pull the mix from a thread of their own at the device's pace (start());
/// offline drivers are handed the frames that AudioServer::process() renders on the tree's
/// clock (write()), which makes the output deterministic. The composition root chooses one.
class AudioDriver {
 public:
  /// What a real-time driver pulls the mix from (the AudioServer's mixer).
  class Source {
   public:
    virtual ~Source() = default;
    /// Writes the next `count` mixed frames to `frames`. Called on the driver's thread only;
    /// it neither blocks nor allocates.
    virtual void render(AudioFrame* frames, int count) noexcept = 0;
  };

  virtual ~AudioDriver() = default;

  [[nodiscard]] virtual const char* get_name() const = 0;
  /// Frames per second of the mix the driver takes.
  [[nodiscard]] virtual int get_mix_rate() const = 0;
  /// Whether the driver pulls from its own thread (true) or is handed frames (false).
  [[nodiscard]] virtual bool is_realtime() const = 0;
  /// Real-time drivers: starts pulling from `source`, until finish().
  virtual void start(Source& source) { (void)source; }
  /// Stops pulling and releases the device; once it returns, the source is not called again.
  virtual void finish() {}
  /// Offline drivers: the frames rendered by one AudioServer::process() call, in order.
  virtual void write(std::span<const AudioFrame> frames) { (void)frames; }
  /// Seconds between a frame leaving the mixer and it being heard (the device's queue).
  [[nodiscard]] virtual double get_latency() const { return 0.0; }
};

/// The driver with no device, always available: offline, at `mix_rate` frames per second
/// (48 kHz by default). It keeps the frames in an AudioCapture when given one (`arbor run
/// --audio-capture`), else drops them. The capture must outlive the driver.
class NullAudioDriver final : public AudioDriver {
 public:
  explicit NullAudioDriver(int mix_rate = 48000, AudioCapture* capture = nullptr);

  [[nodiscard]] const char* get_name() const override { return "Null"; }
  [[nodiscard]] int get_mix_rate() const override { return mix_rate_; }
  [[nodiscard]] bool is_realtime() const override { return false; }
  void write(std::span<const AudioFrame> frames) override;

 private:
  int mix_rate_;
  AudioCapture* capture_;
};

}  // namespace arbor
