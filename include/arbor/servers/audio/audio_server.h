// AudioServer: Godot's audio server — buses with effects, playbacks, meters — as a frame server.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>

#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"
#include "arbor/servers/audio/audio_frame.h"
#include "arbor/servers/server.h"
#include "arbor/servers/server_handle.h"

namespace arbor {

class AudioBusLayout;
class AudioDriver;
class AudioEffect;
class AudioStreamPlayback;

namespace detail {
struct AudioServerState;
}

/// A playback the AudioServer plays (start_playback_stream); stale once freed.
using AudioPlaybackHandle = ServerHandle<struct AudioPlaybackTag>;

/// A playback's level on one bus: one factor per channel.
struct AudioBusVolume {
  StringName bus;
  AudioFrame volume{1.0f, 1.0f};
};

/// The audio server (Godot's AudioServer): a layout of buses, each with a volume, mute, solo,
/// bypass, an effect chain and a send to a bus before it (Master, bus 0, is the output), and
/// the playbacks mixed into them. Mixing happens in steps of 512 frames on the mixing thread —
/// the driver's thread for a real-time driver, the main thread inside process() for an offline
/// one — with Godot's semantics: a playback is resampled to the mix rate and added to each of
/// its buses (a volume change ramps over one step); then from the last bus to Master each bus
/// runs its effects, applies its volume (0 when muted, or when another bus is soloed and this
/// one is not on a solo bus's send chain), updates its meters and adds itself to its send.
///
/// The main thread talks to the mixer through a lock-free queue: calls here never block on
/// audio; they take effect at the mixer's next step. Layout changes (buses added, removed,
/// moved, renamed, sends, effects added or removed) are gathered and handed over whole at the
/// next process(). Playbacks are reached through AudioPlaybackHandles; a stale handle throws
/// arbor::Error; handles not freed when the server is destroyed are reported as leaks. Bus
/// indices out of range throw arbor::Error. One server serves one tree (one thread).
class AudioServer : public IFrameServer {
 public:
  /// Godot's limits.
  static constexpr int MAX_BUSES = 256;
  static constexpr int MAX_BUSES_PER_PLAYBACK = 6;
  /// Frames per mix step.
  static constexpr int MIX_BUFFER_SIZE = 512;

  struct Settings {
    /// Playbacks that may play at once; more throw arbor::Error from start_playback_stream.
    int max_playbacks = 4096;
    /// Commands that may wait for the mixer; more wait on the main thread (never blocking).
    int command_capacity = 8192;
    /// A bus into which nothing is mixed stops processing (its effects' tails included) once
    /// it has stayed below this level for channel_disable_time seconds (Godot's settings).
    double channel_disable_threshold_db = -60.0;
    double channel_disable_time = 2.0;
    /// Receives problems the server meets (an effect it cannot run, leaked handles at
    /// shutdown); they go to stderr when empty.
    std::function<void(const std::string&)> report;
  };

  /// A server mixing for `driver` (a NullAudioDriver when null). A real-time driver starts
  /// pulling at once.
  explicit AudioServer(std::unique_ptr<AudioDriver> driver = nullptr);
  AudioServer(std::unique_ptr<AudioDriver> driver, Settings settings);
  ~AudioServer() override;
  AudioServer(const AudioServer&) = delete;
  AudioServer& operator=(const AudioServer&) = delete;

  // -- mixing -----------------------------------------------------------------------------------
  [[nodiscard]] float get_mix_rate() const;
  [[nodiscard]] const char* get_driver_name() const;
  /// Seconds from play() to the sound leaving the device at most: one mix step plus the
  /// driver's queue.
  [[nodiscard]] double get_output_latency() const;
  /// Frames the mixer has produced so far, and mix steps run.
  [[nodiscard]] std::uint64_t get_mixed_frames() const;
  [[nodiscard]] std::uint64_t get_mix_count() const;
  /// Scales every playback's pitch (Godot's playback_speed_scale); must be positive.
  void set_playback_speed_scale(float scale);
  [[nodiscard]] float get_playback_speed_scale() const;
  /// Stereo only: 0 (Godot's SPEAKER_MODE_STEREO).
  [[nodiscard]] int get_speaker_mode() const { return 0; }
  /// A token that expires when the server is destroyed: nodes holding playback handles use it
  /// to tell whether their server still exists after they left its tree.
  [[nodiscard]] std::weak_ptr<const void> get_lifetime() const;

  /// Offline drivers: renders the audio of `delta` seconds (rounded to whole frames, keeping
  /// the remainder, so N frames of 1/F seconds make exactly N/F seconds) and hands it to the
  /// driver. Real-time drivers: nothing is rendered here. Both: applies layout changes and
  /// takes in what the mixer reported (ended playbacks).
  void process(double delta) override;

  // -- buses (Godot's names) --------------------------------------------------------------------
  [[nodiscard]] int get_bus_count() const;
  /// Adds or removes buses at the end (at least 1, Master; at most MAX_BUSES).
  void set_bus_count(int count);
  /// Adds a bus "New Bus" (numbered when taken) sending to Master, at `at_position` (the end
  /// when -1 or past the end; never before Master).
  void add_bus(int at_position = -1);
  void remove_bus(int index);
  /// Moves a bus (not Master) to `to_index` as Godot's move_bus does (-1: the end).
  void move_bus(int index, int to_index);
  /// Renames a bus; a name in use gets a number ("Music 2"). Master keeps its name.
  void set_bus_name(int index, std::string_view name);
  [[nodiscard]] StringName get_bus_name(int index) const;
  /// The index of the bus called `name`, or -1.
  [[nodiscard]] int get_bus_index(const StringName& name) const;
  /// Stereo pairs per bus: 1.
  [[nodiscard]] int get_bus_channels(int index) const;
  void set_bus_volume_db(int index, float volume_db);
  [[nodiscard]] float get_bus_volume_db(int index) const;
  void set_bus_volume_linear(int index, float volume);
  [[nodiscard]] float get_bus_volume_linear(int index) const;
  /// The bus this one adds itself to; a name that is not an earlier bus means Master.
  void set_bus_send(int index, const StringName& send);
  [[nodiscard]] StringName get_bus_send(int index) const;
  void set_bus_solo(int index, bool enable);
  [[nodiscard]] bool is_bus_solo(int index) const;
  void set_bus_mute(int index, bool enable);
  [[nodiscard]] bool is_bus_mute(int index) const;
  void set_bus_bypass_effects(int index, bool enable);
  [[nodiscard]] bool is_bus_bypassing_effects(int index) const;

  /// Adds an effect to a bus's chain at `at_position` (the end when -1); throws for a null one.
  void add_bus_effect(int bus, const Ref<AudioEffect>& effect, int at_position = -1);
  void remove_bus_effect(int bus, int effect);
  [[nodiscard]] int get_bus_effect_count(int bus) const;
  [[nodiscard]] Ref<AudioEffect> get_bus_effect(int bus, int effect) const;
  void swap_bus_effects(int bus, int effect, int by_effect);
  void set_bus_effect_enabled(int bus, int effect, bool enabled);
  [[nodiscard]] bool is_bus_effect_enabled(int bus, int effect) const;

  /// A bus's highest level in the last mix step, in dB (-200 while the bus is inactive).
  /// `channel` is the stereo pair: 0.
  [[nodiscard]] float get_bus_peak_volume_left_db(int bus, int channel) const;
  [[nodiscard]] float get_bus_peak_volume_right_db(int bus, int channel) const;
  /// The root-mean-square level of the last mix step, in dB (-200 while inactive).
  [[nodiscard]] float get_bus_rms_volume_left_db(int bus, int channel) const;
  [[nodiscard]] float get_bus_rms_volume_right_db(int bus, int channel) const;
  /// Whether the bus carried sound recently (Godot's is_bus_channel_active).
  [[nodiscard]] bool is_bus_channel_active(int bus, int channel) const;

  /// Replaces the buses with a layout's (Master first); effects of classes Arbor does not have
  /// are skipped and reported. Emits bus_layout_changed.
  void set_bus_layout(const Ref<AudioBusLayout>& layout);
  [[nodiscard]] Ref<AudioBusLayout> generate_bus_layout() const;

  /// Emitted after buses are added, removed, moved or replaced.
  Signal<> bus_layout_changed;
  /// Emitted after a bus is renamed: its index, old name, new name.
  Signal<int, StringName, StringName> bus_renamed;

  // -- playbacks (Godot's names) -----------------------------------------------------------------
  /// Starts `playback` at `from_seconds` with its levels on up to MAX_BUSES_PER_PLAYBACK
  /// buses, a pitch (> 0) and a 3D player's distance filter (a high shelf of gain
  /// `highshelf_gain` at `attenuation_cutoff_hz`; none when the gain is 0). It is heard from
  /// the next mix step, within MIX_BUFFER_SIZE frames. The handle stays valid until
  /// free_playback(), also once the playback has ended.
  [[nodiscard]] AudioPlaybackHandle start_playback_stream(
      const Ref<AudioStreamPlayback>& playback, std::span<const AudioBusVolume> bus_volumes,
      double from_seconds = 0.0, float pitch_scale = 1.0f, float highshelf_gain = 0.0f,
      float attenuation_cutoff_hz = 5000.0f);
  /// Fades the playback out over one mix step and ends it.
  void stop_playback_stream(AudioPlaybackHandle playback);
  /// Stops the playback if needed and ends the handle (later uses throw).
  void free_playback(AudioPlaybackHandle playback);
  void set_playback_bus_exclusive(AudioPlaybackHandle playback, const StringName& bus,
                                  AudioFrame volume);
  void set_playback_bus_volumes_linear(AudioPlaybackHandle playback,
                                       std::span<const AudioBusVolume> bus_volumes);
  void set_playback_pitch_scale(AudioPlaybackHandle playback, float pitch_scale);
  /// Pausing fades out over one mix step and keeps the position; resuming continues there.
  void set_playback_paused(AudioPlaybackHandle playback, bool paused);
  void set_playback_highshelf_params(AudioPlaybackHandle playback, float gain,
                                     float attenuation_cutoff_hz);
  /// Playing: started, not paused, not stopped, and not reported ended by the mixer yet.
  [[nodiscard]] bool is_playback_active(AudioPlaybackHandle playback) const;
  [[nodiscard]] bool is_playback_paused(AudioPlaybackHandle playback) const;
  /// Seconds into the sound, as of the mixer's last step.
  [[nodiscard]] double get_playback_position(AudioPlaybackHandle playback) const;
  [[nodiscard]] Ref<AudioStreamPlayback> get_playback(AudioPlaybackHandle playback) const;
  /// Handles made and not freed.
  [[nodiscard]] int get_playback_count() const;

 private:
  std::unique_ptr<detail::AudioServerState> state_;
};

}  // namespace arbor
