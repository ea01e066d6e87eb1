// AudioPlayerBase: what AudioStreamPlayer, AudioStreamPlayer2D and AudioStreamPlayer3D share.
#pragma once

#include <memory>
#include <type_traits>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/node.h"
#include "arbor/scene/resources/audio_stream.h"
#include "arbor/servers/audio/audio_server.h"

namespace arbor {

/// How a player's sound reaches the mix at a moment: its levels on up to six buses, its pitch
/// and its distance filter (a high shelf; none when the gain is 0).
struct AudioPlayerMix {
  AudioBusVolume buses[AudioServer::MAX_BUSES_PER_PLAYBACK];
  int bus_count = 0;
  float pitch_scale = 1.0f;
  float shelf_gain = 0.0f;
  float shelf_cutoff_hz = 5000.0f;
};

/// The behaviour Godot's three players share (its AudioStreamPlayerInternal), over `Base` —
/// Node, Node2D or Node3D. play() asks the stream for a new playback and starts it on the
/// tree's AudioServer (one with the null driver is added to a tree that has none); up to
/// max_polyphony (1) playbacks overlap, the oldest stopping first. `finished` is emitted the
/// frame after a playback ends by itself. autoplay starts the player as it enters the tree.
/// The playbacks pause while the player cannot process (the tree is paused and its process
/// mode stops it), while stream_paused is set, and while the player is out of the tree, and
/// resume where they were. A stream whose data cannot play is reported through the tree's
/// error handler (naming the node and the file) and the player stays silent. Positional
/// players (2D, 3D) start a play() at their next frame, once every node of this one is in
/// place (Godot starts them at the next physics step).
template <class Base>
class AudioPlayerBase : public Base {
  static_assert(std::is_base_of_v<Node, Base>, "AudioPlayerBase extends a node type");

 public:
  /// Godot's playback types; Arbor always streams (through its own mixer).
  enum PlaybackType : int {
    PLAYBACK_TYPE_DEFAULT = 0,
    PLAYBACK_TYPE_STREAM = 1,
    PLAYBACK_TYPE_SAMPLE = 2,
  };

  AudioPlayerBase();
  ~AudioPlayerBase() override;

  /// Replacing the stream stops what plays.
  void set_stream(const Ref<AudioStream>& stream);
  [[nodiscard]] Ref<AudioStream> get_stream() const { return stream_; }
  void set_volume_db(double volume_db);
  [[nodiscard]] double get_volume_db() const { return volume_db_; }
  void set_volume_linear(double volume);
  [[nodiscard]] double get_volume_linear() const;
  /// Must be positive (arbor::Error otherwise).
  void set_pitch_scale(double pitch_scale);
  [[nodiscard]] double get_pitch_scale() const { return pitch_scale_; }
  /// Plays the stream from `from_position` seconds. Throws arbor::Error outside a tree.
  void play(double from_position = 0.0);
  /// Restarts what plays at `to_position` seconds (Godot: a stop and a play).
  void seek(double to_position);
  /// Stops every playback (fading out over one mix step); `finished` is not emitted.
  void stop();
  /// Whether a playback plays now (not paused, not ended).
  [[nodiscard]] bool is_playing() const;
  /// Seconds into the newest playback; 0 without one.
  [[nodiscard]] double get_playback_position() const;
  /// play() or stop(), as the `playing` property.
  void set_playing(bool playing);
  /// The bus to play on; get_bus() says Master while no bus of that name exists (Godot).
  void set_bus(const StringName& bus);
  [[nodiscard]] StringName get_bus() const;
  void set_autoplay(bool enable) { autoplay_ = enable; }
  [[nodiscard]] bool is_autoplay_enabled() const { return autoplay_; }
  void set_stream_paused(bool paused);
  [[nodiscard]] bool get_stream_paused() const { return stream_paused_; }
  /// At least 1 (smaller values are ignored, as Godot ignores them).
  void set_max_polyphony(int count);
  [[nodiscard]] int get_max_polyphony() const { return max_polyphony_; }
  void set_playback_type(PlaybackType type) { playback_type_ = type; }
  [[nodiscard]] PlaybackType get_playback_type() const { return playback_type_; }
  [[nodiscard]] bool has_stream_playback() const { return !playbacks_.empty(); }
  /// The newest playback (an AudioStreamGeneratorPlayback to push frames into), or null.
  [[nodiscard]] Ref<AudioStreamPlayback> get_stream_playback() const;

  /// Emitted when a playback ends by itself (not when stopped).
  Signal<> finished;

 protected:
  /// The player's levels, pitch and filter now (its panning and attenuation rule).
  virtual void compute_mix(AudioPlayerMix& mix) = 0;
  /// Whether compute_mix changes from frame to frame (positional players).
  [[nodiscard]] virtual bool follows_listener() const { return false; }
  /// Pushes compute_mix() to every playback.
  void update_mix();
  void _engine_notification(int what) override;
  /// Binds the players' shared methods and `finished` on `Player`'s class (while it registers).
  template <class Player>
  static void bind_player_api();
  /// Adds one of the shared properties (stream, volume_db, volume_linear, pitch_scale,
  /// playing, autoplay, stream_paused, max_polyphony, bus, playback_type) to the class being
  /// registered: each player lists them in Godot's order among its own.
  static void add_player_property(const char* name);
  /// The server the playbacks are on, or null.
  [[nodiscard]] AudioServer* server() const;

 private:
  void start(double from_position);
  void release_all();
  /// Pauses or resumes the playbacks as wants_pause() says (`leaving`: the player is leaving
  /// its tree, so they pause).
  void update_paused(bool leaving = false);
  void reap_finished();
  void ensure_playback_limit();
  [[nodiscard]] bool wants_pause() const;

  Ref<AudioStream> stream_;
  double volume_db_ = 0.0;
  double pitch_scale_ = 1.0;
  StringName bus_{"Master"};
  bool autoplay_ = false;
  bool stream_paused_ = false;
  int max_polyphony_ = 1;
  PlaybackType playback_type_ = PLAYBACK_TYPE_DEFAULT;
  std::vector<AudioPlaybackHandle> playbacks_;  // oldest first
  double pending_start_ = -1.0;  // a play() a positional player starts at its next frame
  AudioServer* server_ = nullptr;
  std::weak_ptr<const void> server_lifetime_;
};

}  // namespace arbor
