// The OpenAL Soft drivers: a streaming source fed by the mixer, on a device or a loopback one.

#include "arbor/servers/audio/openal_audio_driver.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/audio/audio_capture.h"

namespace arbor {
namespace {

constexpr int kBufferFrames = 512;

// A device, its context and one streaming source whose channels go straight to the output.
class OpenALStream {
 public:
  OpenALStream(ALCdevice* device, const ALCint* attributes, const char* what) : device_(device) {
    if (!device_) throw Error(std::string("OpenAL: ") + what + ": no device opened");
    context_ = alcCreateContext(device_, attributes);
    if (!context_ || !alcMakeContextCurrent(context_)) {
      const ALCenum error = alcGetError(device_);
      release();
      throw Error(std::string("OpenAL: ") + what + ": cannot create a context (" +
                  alcGetString(nullptr, error) + ")");
    }
    float_format_ = alIsExtensionPresent("AL_EXT_FLOAT32") == AL_TRUE;
    alGenSources(1, &source_);
    if (alIsExtensionPresent("AL_SOFT_direct_channels") == AL_TRUE) {
      alSourcei(source_, AL_DIRECT_CHANNELS_SOFT, AL_TRUE);  // stereo in, stereo out: no panning
    }
    alSourcei(source_, AL_SOURCE_RELATIVE, AL_TRUE);
    alSourcef(source_, AL_ROLLOFF_FACTOR, 0.0f);
  }
  ~OpenALStream() { release(); }
  OpenALStream(const OpenALStream&) = delete;
  OpenALStream& operator=(const OpenALStream&) = delete;

  /// Fills an OpenAL buffer with `frames` (float when OpenAL takes it, else 16-bit) and queues it.
  void queue(ALuint buffer, const AudioFrame* frames, int count, int rate) {
    if (float_format_) {
      alBufferData(buffer, AL_FORMAT_STEREO_FLOAT32, frames, ALsizei(count * sizeof(AudioFrame)),
                   rate);
    } else {
      pcm_.resize(std::size_t(count) * 2);
      for (int i = 0; i < count; ++i) {
        pcm_[std::size_t(2 * i)] = ALshort(std::clamp(frames[i].left, -1.0f, 1.0f) * 32767.0f);
        pcm_[std::size_t(2 * i + 1)] = ALshort(std::clamp(frames[i].right, -1.0f, 1.0f) * 32767.0f);
      }
      alBufferData(buffer, AL_FORMAT_STEREO16, pcm_.data(), ALsizei(pcm_.size() * sizeof(ALshort)),
                   rate);
    }
    alSourceQueueBuffers(source_, 1, &buffer);
  }
  /// Keeps the source playing (after an underrun it stops).
  void keep_playing() {
    ALint state = AL_STOPPED;
    alGetSourcei(source_, AL_SOURCE_STATE, &state);
    if (state != AL_PLAYING) alSourcePlay(source_);
  }
  /// Unqueues one played buffer into `buffer`; false when none has played.
  bool unqueue_played(ALuint& buffer) {
    ALint played = 0;
    alGetSourcei(source_, AL_BUFFERS_PROCESSED, &played);
    if (played <= 0) return false;
    alSourceUnqueueBuffers(source_, 1, &buffer);
    return true;
  }
  [[nodiscard]] ALCdevice* device() const { return device_; }

 private:
  void release() {
    if (source_) {
      alSourceStop(source_);
      alSourcei(source_, AL_BUFFER, 0);
      alDeleteSources(1, &source_);
      source_ = 0;
    }
    if (context_) {
      alcMakeContextCurrent(nullptr);
      alcDestroyContext(context_);
      context_ = nullptr;
    }
    if (device_) {
      alcCloseDevice(device_);
      device_ = nullptr;
    }
  }

  ALCdevice* device_;
  ALCcontext* context_ = nullptr;
  ALuint source_ = 0;
  bool float_format_ = false;
  std::vector<ALshort> pcm_;
};

// The real-time driver: its thread refills the source's queue as buffers play.
class OpenALDriver final : public AudioDriver {
 public:
  OpenALDriver(int mix_rate, int buffers)
      : mix_rate_(mix_rate), buffer_count_(std::max(2, buffers)) {
    const ALCint attributes[] = {ALC_FREQUENCY, mix_rate, 0};
    stream_ = std::make_unique<OpenALStream>(alcOpenDevice(nullptr), attributes, "default device");
    buffers_.resize(std::size_t(buffer_count_));
    alGenBuffers(ALsizei(buffers_.size()), buffers_.data());
  }
  ~OpenALDriver() override {
    finish();
    if (stream_) alDeleteBuffers(ALsizei(buffers_.size()), buffers_.data());
  }

  [[nodiscard]] const char* get_name() const override { return "OpenAL"; }
  [[nodiscard]] int get_mix_rate() const override { return mix_rate_; }
  [[nodiscard]] bool is_realtime() const override { return true; }
  [[nodiscard]] double get_latency() const override {
    return double(buffer_count_ * kBufferFrames) / mix_rate_;
  }

  void start(Source& source) override {
    thread_ = std::thread([this, &source] { feed(source); });
  }

  void finish() override {
    stop_.store(true);
    if (thread_.joinable()) thread_.join();
  }

 private:
  void feed(Source& source) {
    std::vector<AudioFrame> frames(kBufferFrames);
    for (ALuint buffer : buffers_) {
      source.render(frames.data(), kBufferFrames);
      stream_->queue(buffer, frames.data(), kBufferFrames, mix_rate_);
    }
    stream_->keep_playing();
    const auto period = std::chrono::microseconds(1000000LL * kBufferFrames / mix_rate_ / 4);
    while (!stop_.load()) {
      ALuint buffer = 0;
      // A mix slower than the device (a loaded machine) keeps finding played buffers: the stop
      // request is checked between them so finish() never waits on a loop that cannot end.
      while (!stop_.load() && stream_->unqueue_played(buffer)) {
        source.render(frames.data(), kBufferFrames);
        stream_->queue(buffer, frames.data(), kBufferFrames, mix_rate_);
      }
      stream_->keep_playing();
      std::this_thread::sleep_for(period);
    }
  }

  int mix_rate_;
  int buffer_count_;
  std::unique_ptr<OpenALStream> stream_;
  std::vector<ALuint> buffers_;
  std::thread thread_;
  std::atomic<bool> stop_{false};
};

// The loopback driver: each write() queues the frames and renders exactly as many from OpenAL.
class OpenALLoopbackDriver final : public AudioDriver {
 public:
  explicit OpenALLoopbackDriver(AudioCapture& capture) : capture_(capture) {
    if (alcIsExtensionPresent(nullptr, "ALC_SOFT_loopback") != ALC_TRUE) {
      throw Error("OpenAL: the ALC_SOFT_loopback extension is missing (OpenAL Soft has it)");
    }
    auto open = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(
        alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
    auto supported = reinterpret_cast<LPALCISRENDERFORMATSUPPORTEDSOFT>(
        alcGetProcAddress(nullptr, "alcIsRenderFormatSupportedSOFT"));
    render_ = reinterpret_cast<LPALCRENDERSAMPLESSOFT>(
        alcGetProcAddress(nullptr, "alcRenderSamplesSOFT"));
    ALCdevice* device = open(nullptr);
    const int rate = capture.get_mix_rate();
    if (!device || !supported(device, rate, ALC_STEREO_SOFT, ALC_FLOAT_SOFT)) {
      if (device) alcCloseDevice(device);
      throw Error("OpenAL: the loopback device cannot render stereo float at " +
                  std::to_string(rate) + " Hz");
    }
    const ALCint attributes[] = {ALC_FORMAT_CHANNELS_SOFT,
                                 ALC_STEREO_SOFT,
                                 ALC_FORMAT_TYPE_SOFT,
                                 ALC_FLOAT_SOFT,
                                 ALC_FREQUENCY,
                                 rate,
                                 0};
    stream_ = std::make_unique<OpenALStream>(device, attributes, "loopback device");
  }

  [[nodiscard]] const char* get_name() const override { return "OpenAL loopback"; }
  [[nodiscard]] int get_mix_rate() const override { return capture_.get_mix_rate(); }
  [[nodiscard]] bool is_realtime() const override { return false; }

  void write(std::span<const AudioFrame> frames) override {
    if (frames.empty()) return;
    ALuint buffer = 0;
    if (!stream_->unqueue_played(buffer)) alGenBuffers(1, &buffer);
    stream_->queue(buffer, frames.data(), int(frames.size()), capture_.get_mix_rate());
    stream_->keep_playing();
    rendered_.resize(frames.size());
    render_(stream_->device(), rendered_.data(), ALCsizei(frames.size()));
    capture_.append(rendered_);
  }

 private:
  AudioCapture& capture_;
  LPALCRENDERSAMPLESSOFT render_ = nullptr;
  std::unique_ptr<OpenALStream> stream_;
  std::vector<AudioFrame> rendered_;
};

}  // namespace

std::unique_ptr<AudioDriver> create_openal_audio_driver(int mix_rate, int buffers) {
  return std::make_unique<OpenALDriver>(mix_rate, buffers);
}

std::unique_ptr<AudioDriver> create_openal_loopback_driver(AudioCapture& capture) {
  return std::make_unique<OpenALLoopbackDriver>(capture);
}

}  // namespace arbor
