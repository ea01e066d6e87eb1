// AudioMixer: the part of the audio server that runs on the mixing thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_effect.h"
#include "servers/audio/audio_filter.h"
#include "servers/audio/mixer_messages.h"
#include "servers/audio/resampler.h"
#include "servers/spsc_queue.h"

namespace arbor::detail {

struct MixBus;
struct MixGraph;

/// Godot's mix buffer: the mixer works in steps of this many frames.
constexpr int kMixBufferSize = 512;
/// Godot's bus limit.
constexpr int kMaxBuses = 256;

/// What a voice needs while it plays, allocated by the main thread and lent to the mixer.
struct VoiceMemory {
  VoiceResampler resampler;
  AudioFrame block[kMixBufferSize];
};

/// A bus's meters, written by the mixer after each step and read by the main thread.
struct BusMeter {
  std::atomic<float> peak_left{-200.0f};
  std::atomic<float> peak_right{-200.0f};
  std::atomic<float> rms_left{-200.0f};
  std::atomic<float> rms_right{-200.0f};
  std::atomic<bool> active{false};
};

/// Godot's AudioServer::_mix_step and _driver_process, on the mixing thread: voices are
/// resampled and mixed into their buses, then each bus from the last to Master runs its
/// effects, applies its volume (solo and mute), measures its meters and adds itself to the bus
/// it sends to. The main thread talks to it only through two lock-free queues and the atomics
/// it publishes; it never waits for it.
class AudioMixer final : public AudioDriver::Source, public AudioMixView {
 public:
  struct Config {
    double mix_rate = 48000.0;
    int max_voices = 4096;
    std::size_t command_capacity = 8192;
    float channel_disable_threshold_db = -60.0f;
    double channel_disable_time = 2.0;
  };

  explicit AudioMixer(const Config& config);
  ~AudioMixer() override;

  // -- main thread ------------------------------------------------------------------------------
  /// The queue of commands, applied in order at the start of each mix step.
  SpscQueue<MixCommand>& command_queue() { return commands_; }
  /// Takes the oldest event; false when there is none.
  bool poll(MixEvent& event) { return events_.pop(event); }
  [[nodiscard]] const BusMeter& meter(int bus) const { return meters_[bus]; }
  /// Seconds into its sound of a voice's next frame, as of the last mix step.
  [[nodiscard]] double voice_position(std::uint32_t slot) const {
    return positions_[slot].load(std::memory_order_relaxed);
  }
  [[nodiscard]] std::uint64_t mixed_frames() const {
    return published_frames_.load(std::memory_order_relaxed);
  }
  [[nodiscard]] std::uint64_t mix_count() const {
    return published_steps_.load(std::memory_order_relaxed);
  }
  [[nodiscard]] double get_mix_rate() const { return config_.mix_rate; }

  // -- mixing thread ----------------------------------------------------------------------------
  void render(AudioFrame* frames, int count) noexcept override;
  [[nodiscard]] const AudioFrame* find_bus_buffer(const StringName& name) override;

 private:
  struct Voice {
    enum State : std::uint8_t { FREE, PLAYING, FADE_OUT_TO_STOP, FADE_OUT_TO_PAUSE, PAUSED };
    State state = FREE;
    bool releasing = false;  // waiting for room in the event queue
    std::uint8_t target_count = 0;
    std::uint8_t previous_count = 0;
    AudioStreamPlayback* playback = nullptr;
    VoiceMemory* memory = nullptr;
    float pitch = 1.0f;
    float shelf_gain = 0.0f;
    float shelf_cutoff = 5000.0f;
    bool shelf_started = false;
    Biquad shelf[2];
    VoiceTarget targets[kMaxVoiceTargets];
    VoiceTarget previous[kMaxVoiceTargets];
  };

  void apply(const MixCommand& command);
  void set_graph(MixGraph* graph);
  void start_voice(const MixCommand& command);
  void mix_step();
  void mark_solo_chains();
  /// Mixes one voice into its buses; true when it is done and must be released.
  bool mix_voice(Voice& voice, std::uint32_t slot);
  void apply_shelf(Voice& voice, AudioFrame* block, bool just_started);
  void process_bus(int index, bool solo_mode);
  bool release_voice(std::uint32_t slot);
  /// The bus's buffer, cleared and marked used the first time it is asked for in a step
  /// (Godot's thread_get_channel_mix_buffer).
  AudioFrame* bus_buffer(int index);
  [[nodiscard]] int find_bus(const StringName& name) const;
  void retry_pending_events();

  Config config_;
  SpscQueue<MixCommand> commands_;
  SpscQueue<MixEvent> events_;
  std::vector<Voice> voices_;
  std::vector<std::uint32_t> active_;  // slots of voices in the mixer, capacity max_voices
  std::unique_ptr<std::atomic<double>[]> positions_;
  std::unique_ptr<BusMeter[]> meters_;
  static constexpr int kMaxRetired = 16;
  MixGraph* graph_ = nullptr;
  MixGraph* retired_[kMaxRetired] = {};  // layouts the event queue had no room for yet
  int retired_count_ = 0;
  AudioFrame output_[kMixBufferSize];
  int to_mix_ = 0;
  float speed_scale_ = 1.0f;
  std::uint64_t mix_frames_ = 0;
  std::uint64_t disable_frames_ = 0;
  float disable_threshold_ = 0.0f;
  std::atomic<std::uint64_t> published_frames_{0};
  std::atomic<std::uint64_t> published_steps_{0};
};

}  // namespace arbor::detail
