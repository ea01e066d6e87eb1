// AudioServer: the main-thread side — the bus model, playback handles, the offline clock —
// talking to the AudioMixer through lock-free queues.

#include "arbor/servers/audio/audio_server.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/servers/audio/audio_bus_layout.h"
#include "arbor/servers/audio/audio_driver.h"
#include "arbor/servers/audio/audio_effect.h"
#include "arbor/servers/audio/audio_stream_playback.h"
#include "servers/audio/audio_checks.h"
#include "servers/audio/audio_math.h"
#include "servers/audio/audio_mixer.h"
#include "servers/audio/mix_graph.h"
#include "servers/audio/playback_feeder.h"
#include "servers/handle_table.h"

namespace arbor {
namespace detail {
namespace {

const StringName& master_name() {
  static const StringName name("Master");
  return name;
}

struct BusModel {
  struct Effect {
    Ref<AudioEffect> effect;
    bool enabled = true;
    std::shared_ptr<AudioEffectInstance> instance;
  };
  std::uint64_t id = 0;
  StringName name;
  StringName send;
  float volume_db = 0.0f;
  bool solo = false;
  bool mute = false;
  bool bypass = false;
  std::vector<Effect> effects;
};

struct PlaybackEntry {
  Ref<AudioStreamPlayback> playback;
  bool in_mixer = false;
  bool in_feeder = false;
  bool playing = false;  // started, not stopped, not reported ended
  bool paused = false;
};

AudioMixer::Config mixer_config(const AudioServer::Settings& settings, double mix_rate) {
  if (settings.max_playbacks < 1 || settings.command_capacity < 16) {
    throw Error("AudioServer: max_playbacks must be at least 1 and command_capacity at least 16");
  }
  AudioMixer::Config config;
  config.mix_rate = mix_rate;
  config.max_voices = settings.max_playbacks;
  config.command_capacity = std::size_t(settings.command_capacity);
  config.channel_disable_threshold_db = float(settings.channel_disable_threshold_db);
  config.channel_disable_time = settings.channel_disable_time;
  return config;
}

std::unique_ptr<AudioDriver> or_null_driver(std::unique_ptr<AudioDriver> driver) {
  return driver ? std::move(driver) : std::make_unique<NullAudioDriver>();
}

}  // namespace

struct AudioServerState {
  AudioServerState(std::unique_ptr<AudioDriver> d, AudioServer::Settings s)
      : settings(std::move(s)),
        driver(or_null_driver(std::move(d))),
        realtime(driver->is_realtime()),
        mix_rate(driver->get_mix_rate()),
        mixer(mixer_config(settings, mix_rate)),
        commands(mixer.command_queue()),
        feeder(realtime, std::size_t(settings.max_playbacks) + 64),
        playbacks("AudioPlaybackHandle") {}

  void report(const std::string& message) const {
    if (settings.report) {
      settings.report(message);
    } else {
      std::cerr << "arbor: " << message << '\n';
    }
  }

  // -- buses
  BusModel& bus(int index, const char* caller) {
    if (index < 0 || index >= int(buses.size())) {
      throw Error(std::string("AudioServer::") + caller + ": no bus " + std::to_string(index) +
                  " (there are " + std::to_string(buses.size()) + ")");
    }
    return buses[std::size_t(index)];
  }
  BusModel::Effect& effect(int bus_index, int index, const char* caller) {
    BusModel& b = bus(bus_index, caller);
    if (index < 0 || index >= int(b.effects.size())) {
      throw Error(std::string("AudioServer::") + caller + ": bus '" + b.name.str() +
                  "' has no effect " + std::to_string(index) + " (it has " +
                  std::to_string(b.effects.size()) + ")");
    }
    return b.effects[std::size_t(index)];
  }
  StringName unique_bus_name(std::string_view wanted, int ignore = -1) const {
    std::string attempt(wanted);
    for (int n = 1;; ++n) {
      if (n > 1) attempt = std::string(wanted) + " " + std::to_string(n);
      bool taken = false;
      for (std::size_t i = 0; i < buses.size(); ++i) {
        taken = taken || (int(i) != ignore && buses[i].name == attempt);
      }
      if (!taken) return StringName(attempt);
    }
  }
  BusModel new_bus(StringName name) {
    BusModel b;
    b.id = next_bus_id++;
    b.name = name;
    b.send = master_name();
    return b;
  }
  void layout_changed() { layout_dirty = true; }
  /// A bus parameter change: a command, unless a new layout (which carries it) is pending.
  void post_bus_param(MixCommand command) {
    if (!layout_dirty) commands.send(command);
  }
  void flush_layout();
  std::shared_ptr<AudioEffectInstance> instantiate(AudioEffect& fx) {
    AudioEffectContext context;
    context.mix_rate = mix_rate;
    context.mix = &mixer;
    return std::shared_ptr<AudioEffectInstance>(fx.instantiate(context));
  }

  // -- playbacks
  PlaybackEntry& entry(AudioPlaybackHandle handle, const char* caller) {
    return playbacks.get(handle, caller);
  }
  void voice_command(AudioPlaybackHandle handle, MixCommand command) {
    command.index = handle.get_index();
    if (playbacks.at(command.index).in_mixer) commands.send(command);
  }
  VoiceMemory* take_memory() {
    if (spare_memory.empty()) {
      owned_memory.push_back(std::make_unique<VoiceMemory>());
      return owned_memory.back().get();
    }
    VoiceMemory* memory = spare_memory.back();
    spare_memory.pop_back();
    return memory;
  }
  void release_slot_if_done(std::uint32_t slot) {
    PlaybackEntry& e = playbacks.at(slot);
    if (e.in_mixer || e.in_feeder || freed_slots[slot] == 0) return;
    freed_slots[slot] = 0;
    e.playback = nullptr;
    playbacks.release(slot);
  }
  void take_events();
  void render(std::int64_t frames);

  AudioServer::Settings settings;
  std::unique_ptr<AudioDriver> driver;
  bool realtime;
  double mix_rate;
  AudioMixer mixer;
  OverflowingSender<MixCommand> commands;
  PlaybackFeeder feeder;

  std::vector<BusModel> buses;
  std::uint64_t next_bus_id = 1;
  bool layout_dirty = true;
  std::vector<std::unique_ptr<MixGraph>> graphs;  // handed to the mixer, not yet retired

  HandleTable<AudioPlaybackTag, PlaybackEntry> playbacks;
  std::vector<std::uint8_t> freed_slots;  // 1: the handle was freed, the slot awaits release
  std::vector<std::unique_ptr<VoiceMemory>> owned_memory;
  std::vector<VoiceMemory*> spare_memory;
  float speed_scale = 1.0f;

  std::shared_ptr<const int> lifetime = std::make_shared<const int>(0);
  double clock = 0.0;         // seconds rendered or owed (offline drivers)
  std::int64_t rendered = 0;  // frames rendered (offline drivers)
  std::vector<AudioFrame> render_buffer;
};

void AudioServerState::flush_layout() {
  if (!layout_dirty) return;
  layout_dirty = false;
  auto graph = std::make_unique<MixGraph>();
  graph->buses.resize(buses.size());
  for (std::size_t i = 0; i < buses.size(); ++i) {
    BusModel& model = buses[i];
    MixBus& mix = graph->buses[i];
    mix.id = model.id;
    mix.name = model.name;
    mix.send = i == 0 ? -1 : 0;
    for (std::size_t j = 0; j < i; ++j) {
      if (buses[j].name == model.send) mix.send = int(j);
    }
    mix.volume_db = model.volume_db;
    mix.solo = model.solo;
    mix.mute = model.mute;
    mix.bypass = model.bypass;
    for (BusModel::Effect& fx : model.effects) {
      if (!fx.instance) fx.instance = instantiate(*fx.effect);
      graph->instances.push_back(fx.instance);
      mix.effects.push_back(MixEffect{fx.instance.get(), fx.enabled});
    }
    mix.buffer = std::make_unique<AudioFrame[]>(kMixBufferSize);
    mix.scratch = std::make_unique<AudioFrame[]>(kMixBufferSize);
  }
  MixCommand command;
  command.type = MixCommand::SET_GRAPH;
  command.graph = graph.get();
  graphs.push_back(std::move(graph));
  commands.send(command);
}

void AudioServerState::take_events() {
  MixEvent event;
  while (mixer.poll(event)) {
    if (event.type == MixEvent::GRAPH_RETIRED) {
      std::erase_if(graphs, [&](const auto& graph) { return graph.get() == event.graph; });
      continue;
    }
    PlaybackEntry& e = playbacks.at(event.index);
    e.in_mixer = false;
    e.playing = false;
    e.paused = false;
    e.playback->stop();
    spare_memory.push_back(event.memory);
    if (e.in_feeder) {
      feeder.remove(event.index);
    } else {
      release_slot_if_done(event.index);
    }
  }
  std::uint32_t slot;
  while (feeder.poll_removed(slot)) {
    playbacks.at(slot).in_feeder = false;
    release_slot_if_done(slot);
  }
}

void AudioServerState::render(std::int64_t frames) {
  render_buffer.resize(std::size_t(std::max<std::int64_t>(frames, 0)));
  for (std::int64_t done = 0; done < frames;) {
    const int chunk = int(std::min<std::int64_t>(kMixBufferSize, frames - done));
    commands.flush();
    feeder.run_once();
    mixer.render(render_buffer.data() + done, chunk);
    done += chunk;
  }
  driver->write(render_buffer);
}

}  // namespace detail

using detail::AudioServerState;
using detail::BusModel;
using detail::MixCommand;

AudioServer::AudioServer(std::unique_ptr<AudioDriver> driver)
    : AudioServer(std::move(driver), Settings{}) {}

AudioServer::AudioServer(std::unique_ptr<AudioDriver> driver, Settings settings)
    : state_(std::make_unique<AudioServerState>(std::move(driver), std::move(settings))) {
  AudioServerState& s = *state_;
  s.buses.push_back(s.new_bus(detail::master_name()));
  s.buses[0].send = StringName();
  s.freed_slots.reserve(std::size_t(s.settings.max_playbacks));
  s.flush_layout();
  s.commands.flush();
  if (s.realtime) s.driver->start(s.mixer);
}

AudioServer::~AudioServer() {
  AudioServerState& s = *state_;
  s.driver->finish();
  s.feeder.stop();
  s.take_events();
  if (s.playbacks.live_count() > 0) {
    std::string slots;
    s.playbacks.for_each_live([&](AudioPlaybackHandle handle, detail::PlaybackEntry&) {
      slots += (slots.empty() ? "" : ", ") + std::to_string(handle.get_index());
    });
    s.report("AudioServer: " + std::to_string(s.playbacks.live_count()) +
             " playback handle(s) not freed before the server shut down (leaked; slots " + slots +
             "); free them with free_playback()");
  }
}

// -- mixing -----------------------------------------------------------------------------------

float AudioServer::get_mix_rate() const { return float(state_->mix_rate); }
const char* AudioServer::get_driver_name() const { return state_->driver->get_name(); }
double AudioServer::get_output_latency() const {
  return double(MIX_BUFFER_SIZE) / state_->mix_rate + state_->driver->get_latency();
}
std::uint64_t AudioServer::get_mixed_frames() const { return state_->mixer.mixed_frames(); }
std::uint64_t AudioServer::get_mix_count() const { return state_->mixer.mix_count(); }

void AudioServer::set_playback_speed_scale(float scale) {
  detail::require_positive(scale, "AudioServer::set_playback_speed_scale");
  state_->speed_scale = scale;
  MixCommand command;
  command.type = MixCommand::SPEED_SCALE;
  command.value = scale;
  state_->commands.send(command);
}
float AudioServer::get_playback_speed_scale() const { return state_->speed_scale; }
std::weak_ptr<const void> AudioServer::get_lifetime() const { return state_->lifetime; }

void AudioServer::process(double delta) {
  AudioServerState& s = *state_;
  s.take_events();
  s.flush_layout();
  s.commands.flush();
  s.feeder.flush();
  if (s.realtime) return;
  s.clock += std::max(0.0, delta);
  const auto target = std::int64_t(std::llround(s.clock * s.mix_rate));
  s.render(target - s.rendered);
  s.rendered = std::max(s.rendered, target);
  s.take_events();
}

// -- buses ------------------------------------------------------------------------------------

int AudioServer::get_bus_count() const { return int(state_->buses.size()); }

void AudioServer::set_bus_count(int count) {
  AudioServerState& s = *state_;
  if (count < 1 || count > MAX_BUSES) {
    throw Error("AudioServer::set_bus_count: the count must be 1 to " + std::to_string(MAX_BUSES) +
                ", got " + std::to_string(count));
  }
  if (count == get_bus_count()) return;
  if (count < get_bus_count()) {
    s.buses.resize(std::size_t(count));
  } else {
    while (get_bus_count() < count) s.buses.push_back(s.new_bus(s.unique_bus_name("New Bus")));
  }
  s.layout_changed();
  bus_layout_changed.emit();
}

void AudioServer::add_bus(int at_position) {
  AudioServerState& s = *state_;
  if (get_bus_count() >= MAX_BUSES) {
    throw Error("AudioServer::add_bus: at most " + std::to_string(MAX_BUSES) + " buses");
  }
  if (at_position >= get_bus_count() || at_position < 0) {
    at_position = -1;
  } else if (at_position == 0) {
    at_position = 1;  // never before Master
  }
  BusModel bus = s.new_bus(s.unique_bus_name("New Bus"));
  if (at_position == -1) {
    s.buses.push_back(std::move(bus));
  } else {
    s.buses.insert(s.buses.begin() + at_position, std::move(bus));
  }
  s.layout_changed();
  bus_layout_changed.emit();
}

void AudioServer::remove_bus(int index) {
  AudioServerState& s = *state_;
  (void)s.bus(index, "remove_bus");
  if (index == 0) throw Error("AudioServer::remove_bus: Master (bus 0) cannot be removed");
  s.buses.erase(s.buses.begin() + index);
  s.layout_changed();
  bus_layout_changed.emit();
}

void AudioServer::move_bus(int index, int to_index) {
  AudioServerState& s = *state_;
  const int count = get_bus_count();
  if (index < 1 || index >= count || (to_index != -1 && (to_index < 1 || to_index > count))) {
    throw Error("AudioServer::move_bus: cannot move bus " + std::to_string(index) + " to " +
                std::to_string(to_index) + " (Master stays first; there are " +
                std::to_string(count) + " buses)");
  }
  if (index == to_index) return;
  BusModel bus = std::move(s.buses[std::size_t(index)]);
  s.buses.erase(s.buses.begin() + index);
  if (to_index == -1) {
    s.buses.push_back(std::move(bus));
  } else {
    s.buses.insert(s.buses.begin() + (to_index < index ? to_index : to_index - 1), std::move(bus));
  }
  s.layout_changed();
  bus_layout_changed.emit();
}

void AudioServer::set_bus_name(int index, std::string_view name) {
  AudioServerState& s = *state_;
  BusModel& bus = s.bus(index, "set_bus_name");
  if (index == 0 && name != "Master") {
    throw Error("AudioServer::set_bus_name: bus 0 is always Master");
  }
  if (bus.name == name) return;
  const StringName old = bus.name;
  bus.name = s.unique_bus_name(name, index);
  s.layout_changed();
  bus_renamed.emit(index, old, bus.name);
}

StringName AudioServer::get_bus_name(int index) const {
  return state_->bus(index, "get_bus_name").name;
}

int AudioServer::get_bus_index(const StringName& name) const {
  for (int i = 0; i < get_bus_count(); ++i) {
    if (state_->buses[std::size_t(i)].name == name) return i;
  }
  return -1;
}

int AudioServer::get_bus_channels(int index) const {
  (void)state_->bus(index, "get_bus_channels");
  return 1;
}

void AudioServer::set_bus_volume_db(int index, float volume_db) {
  state_->bus(index, "set_bus_volume_db").volume_db = volume_db;
  MixCommand command;
  command.type = MixCommand::BUS_VOLUME;
  command.index = std::uint32_t(index);
  command.value = volume_db;
  state_->post_bus_param(command);
}
float AudioServer::get_bus_volume_db(int index) const {
  return state_->bus(index, "get_bus_volume_db").volume_db;
}
void AudioServer::set_bus_volume_linear(int index, float volume) {
  set_bus_volume_db(index, detail::linear_to_db(volume));
}
float AudioServer::get_bus_volume_linear(int index) const {
  return detail::db_to_linear(get_bus_volume_db(index));
}

void AudioServer::set_bus_send(int index, const StringName& send) {
  state_->bus(index, "set_bus_send").send = send;
  state_->layout_changed();
}
StringName AudioServer::get_bus_send(int index) const {
  return state_->bus(index, "get_bus_send").send;
}

namespace {
void post_flag(AudioServerState& s, MixCommand::Type type, int index, bool flag) {
  MixCommand command;
  command.type = type;
  command.index = std::uint32_t(index);
  command.flag = flag;
  s.post_bus_param(command);
}
}  // namespace

void AudioServer::set_bus_solo(int index, bool enable) {
  state_->bus(index, "set_bus_solo").solo = enable;
  post_flag(*state_, MixCommand::BUS_SOLO, index, enable);
}
bool AudioServer::is_bus_solo(int index) const { return state_->bus(index, "is_bus_solo").solo; }
void AudioServer::set_bus_mute(int index, bool enable) {
  state_->bus(index, "set_bus_mute").mute = enable;
  post_flag(*state_, MixCommand::BUS_MUTE, index, enable);
}
bool AudioServer::is_bus_mute(int index) const { return state_->bus(index, "is_bus_mute").mute; }
void AudioServer::set_bus_bypass_effects(int index, bool enable) {
  state_->bus(index, "set_bus_bypass_effects").bypass = enable;
  post_flag(*state_, MixCommand::BUS_BYPASS, index, enable);
}
bool AudioServer::is_bus_bypassing_effects(int index) const {
  return state_->bus(index, "is_bus_bypassing_effects").bypass;
}

void AudioServer::add_bus_effect(int bus, const Ref<AudioEffect>& effect, int at_position) {
  AudioServerState& s = *state_;
  BusModel& model = s.bus(bus, "add_bus_effect");
  if (!effect) throw Error("AudioServer::add_bus_effect: the effect is null");
  BusModel::Effect fx{effect, true, s.instantiate(*effect)};
  if (at_position < 0 || at_position >= int(model.effects.size())) {
    model.effects.push_back(std::move(fx));
  } else {
    model.effects.insert(model.effects.begin() + at_position, std::move(fx));
  }
  s.layout_changed();
}

void AudioServer::remove_bus_effect(int bus, int effect) {
  AudioServerState& s = *state_;
  (void)s.effect(bus, effect, "remove_bus_effect");
  BusModel& model = s.buses[std::size_t(bus)];
  model.effects.erase(model.effects.begin() + effect);
  s.layout_changed();
}

int AudioServer::get_bus_effect_count(int bus) const {
  return int(state_->bus(bus, "get_bus_effect_count").effects.size());
}

Ref<AudioEffect> AudioServer::get_bus_effect(int bus, int effect) const {
  return state_->effect(bus, effect, "get_bus_effect").effect;
}

void AudioServer::swap_bus_effects(int bus, int effect, int by_effect) {
  AudioServerState& s = *state_;
  std::swap(s.effect(bus, effect, "swap_bus_effects"),
            s.effect(bus, by_effect, "swap_bus_effects"));
  s.layout_changed();
}

void AudioServer::set_bus_effect_enabled(int bus, int effect, bool enabled) {
  state_->effect(bus, effect, "set_bus_effect_enabled").enabled = enabled;
  MixCommand command;
  command.type = MixCommand::EFFECT_ENABLED;
  command.index = std::uint32_t(bus);
  command.effect = effect;
  command.flag = enabled;
  state_->post_bus_param(command);
}

bool AudioServer::is_bus_effect_enabled(int bus, int effect) const {
  return state_->effect(bus, effect, "is_bus_effect_enabled").enabled;
}

namespace {
const detail::BusMeter& meter_of(AudioServerState& s, int bus, int channel, const char* caller) {
  (void)s.bus(bus, caller);
  if (channel != 0) {
    throw Error(std::string("AudioServer::") + caller + ": channel " + std::to_string(channel) +
                " does not exist (buses are one stereo pair, channel 0)");
  }
  return s.mixer.meter(bus);
}
}  // namespace

float AudioServer::get_bus_peak_volume_left_db(int bus, int channel) const {
  return meter_of(*state_, bus, channel, "get_bus_peak_volume_left_db").peak_left.load();
}
float AudioServer::get_bus_peak_volume_right_db(int bus, int channel) const {
  return meter_of(*state_, bus, channel, "get_bus_peak_volume_right_db").peak_right.load();
}
float AudioServer::get_bus_rms_volume_left_db(int bus, int channel) const {
  return meter_of(*state_, bus, channel, "get_bus_rms_volume_left_db").rms_left.load();
}
float AudioServer::get_bus_rms_volume_right_db(int bus, int channel) const {
  return meter_of(*state_, bus, channel, "get_bus_rms_volume_right_db").rms_right.load();
}
bool AudioServer::is_bus_channel_active(int bus, int channel) const {
  return meter_of(*state_, bus, channel, "is_bus_channel_active").active.load();
}

void AudioServer::set_bus_layout(const Ref<AudioBusLayout>& layout) {
  AudioServerState& s = *state_;
  if (!layout || layout->get_bus_count() == 0) {
    throw Error("AudioServer::set_bus_layout: the layout is null or has no bus");
  }
  std::vector<BusModel> buses;
  for (const AudioBusLayout::Bus& saved : layout->get_buses()) {
    BusModel bus = s.new_bus(buses.empty() ? detail::master_name() : saved.name);
    bus.send = buses.empty() ? StringName() : saved.send;
    bus.solo = saved.solo;
    bus.mute = saved.mute;
    bus.bypass = saved.bypass;
    bus.volume_db = float(saved.volume_db);
    for (const AudioBusLayout::Effect& fx : saved.effects) {
      Ref<AudioEffect> effect = ref_cast<AudioEffect>(fx.effect);
      if (!effect) {
        if (fx.effect) {
          const auto* missing = dynamic_cast<const MissingResource*>(fx.effect.get());
          s.report("AudioServer::set_bus_layout: bus '" + bus.name.str() + "': effect " +
                   (missing ? missing->get_original_class() : fx.effect->get_class()) +
                   " is not available in Arbor; the bus runs without it");
        }
        continue;
      }
      bus.effects.push_back(BusModel::Effect{effect, fx.enabled, s.instantiate(*effect)});
    }
    buses.push_back(std::move(bus));
  }
  s.buses = std::move(buses);
  s.layout_changed();
  bus_layout_changed.emit();
}

Ref<AudioBusLayout> AudioServer::generate_bus_layout() const {
  std::vector<AudioBusLayout::Bus> buses;
  for (const BusModel& model : state_->buses) {
    AudioBusLayout::Bus bus;
    bus.name = model.name;
    bus.send = model.send;
    bus.solo = model.solo;
    bus.mute = model.mute;
    bus.bypass = model.bypass;
    bus.volume_db = model.volume_db;
    for (const BusModel::Effect& fx : model.effects) {
      bus.effects.push_back(AudioBusLayout::Effect{fx.effect, fx.enabled});
    }
    buses.push_back(std::move(bus));
  }
  Ref<AudioBusLayout> layout = make_ref<AudioBusLayout>();
  layout->set_buses(std::move(buses));
  return layout;
}

// -- playbacks --------------------------------------------------------------------------------

namespace {
void copy_targets(MixCommand& command, std::span<const AudioBusVolume> volumes,
                  const char* caller) {
  if (volumes.size() > std::size_t(AudioServer::MAX_BUSES_PER_PLAYBACK)) {
    throw Error(std::string("AudioServer::") + caller + ": a playback plays on at most " +
                std::to_string(AudioServer::MAX_BUSES_PER_PLAYBACK) + " buses, got " +
                std::to_string(volumes.size()));
  }
  command.target_count = std::uint8_t(volumes.size());
  for (std::size_t i = 0; i < volumes.size(); ++i) {
    command.targets[i] = detail::VoiceTarget{volumes[i].bus, volumes[i].volume};
  }
}

void check_pitch(float pitch_scale, const char* caller) {
  if (!(pitch_scale > 0) || !std::isfinite(pitch_scale)) {
    throw Error(std::string("AudioServer::") + caller + ": the pitch scale must be positive, got " +
                std::to_string(pitch_scale));
  }
}
}  // namespace

AudioPlaybackHandle AudioServer::start_playback_stream(const Ref<AudioStreamPlayback>& playback,
                                                       std::span<const AudioBusVolume> bus_volumes,
                                                       double from_seconds, float pitch_scale,
                                                       float highshelf_gain,
                                                       float attenuation_cutoff_hz) {
  AudioServerState& s = *state_;
  constexpr const char* kCaller = "start_playback_stream";
  if (!playback) throw Error("AudioServer::start_playback_stream: the playback is null");
  check_pitch(pitch_scale, kCaller);
  MixCommand command;
  command.type = MixCommand::VOICE_START;
  copy_targets(command, bus_volumes, kCaller);
  s.take_events();
  if (!s.playbacks.has_free_slot() &&
      s.playbacks.size() >= std::uint32_t(s.settings.max_playbacks)) {
    throw Error("AudioServer::start_playback_stream: " + std::to_string(s.settings.max_playbacks) +
                " playbacks already exist (Settings::max_playbacks); free some first");
  }
  playback->start(from_seconds);
  const AudioPlaybackHandle handle = s.playbacks.allocate();
  const std::uint32_t slot = handle.get_index();
  if (slot >= s.freed_slots.size()) s.freed_slots.resize(slot + 1, 0);
  detail::PlaybackEntry& entry = s.playbacks.at(slot);
  entry.playback = playback;
  entry.in_mixer = true;
  entry.playing = true;
  if (playback->needs_fill()) {
    playback->fill();  // the first frames are there for the first mix step
    entry.in_feeder = true;
    s.feeder.add(slot, playback.get());
  }
  detail::VoiceMemory* memory = s.take_memory();
  memory->resampler.reset();
  command.index = slot;
  command.playback = playback.get();
  command.memory = memory;
  command.value = pitch_scale;
  s.commands.send(command);
  if (highshelf_gain != 0.0f) {
    set_playback_highshelf_params(handle, highshelf_gain, attenuation_cutoff_hz);
  }
  return handle;
}

void AudioServer::stop_playback_stream(AudioPlaybackHandle playback) {
  detail::PlaybackEntry& entry = state_->entry(playback, "stop_playback_stream");
  entry.playing = false;
  MixCommand command;
  command.type = MixCommand::VOICE_STOP;
  state_->voice_command(playback, command);
}

void AudioServer::free_playback(AudioPlaybackHandle playback) {
  AudioServerState& s = *state_;
  stop_playback_stream(playback);
  s.playbacks.retire(playback, "free_playback");
  s.freed_slots[playback.get_index()] = 1;
  s.release_slot_if_done(playback.get_index());
}

void AudioServer::set_playback_bus_exclusive(AudioPlaybackHandle playback, const StringName& bus,
                                             AudioFrame volume) {
  const AudioBusVolume one{bus, volume};
  set_playback_bus_volumes_linear(playback, std::span<const AudioBusVolume>(&one, 1));
}

void AudioServer::set_playback_bus_volumes_linear(AudioPlaybackHandle playback,
                                                  std::span<const AudioBusVolume> bus_volumes) {
  (void)state_->entry(playback, "set_playback_bus_volumes_linear");
  MixCommand command;
  command.type = MixCommand::VOICE_TARGETS;
  copy_targets(command, bus_volumes, "set_playback_bus_volumes_linear");
  state_->voice_command(playback, command);
}

void AudioServer::set_playback_pitch_scale(AudioPlaybackHandle playback, float pitch_scale) {
  (void)state_->entry(playback, "set_playback_pitch_scale");
  check_pitch(pitch_scale, "set_playback_pitch_scale");
  MixCommand command;
  command.type = MixCommand::VOICE_PITCH;
  command.value = pitch_scale;
  state_->voice_command(playback, command);
}

void AudioServer::set_playback_paused(AudioPlaybackHandle playback, bool paused) {
  detail::PlaybackEntry& entry = state_->entry(playback, "set_playback_paused");
  if (!entry.in_mixer || entry.paused == paused) return;
  entry.paused = paused;
  MixCommand command;
  command.type = MixCommand::VOICE_PAUSED;
  command.flag = paused;
  state_->voice_command(playback, command);
}

void AudioServer::set_playback_highshelf_params(AudioPlaybackHandle playback, float gain,
                                                float attenuation_cutoff_hz) {
  (void)state_->entry(playback, "set_playback_highshelf_params");
  MixCommand command;
  command.type = MixCommand::VOICE_SHELF;
  command.value = gain;
  command.value2 = attenuation_cutoff_hz;
  state_->voice_command(playback, command);
}

bool AudioServer::is_playback_active(AudioPlaybackHandle playback) const {
  const detail::PlaybackEntry& entry = state_->entry(playback, "is_playback_active");
  return entry.in_mixer && entry.playing && !entry.paused;
}

bool AudioServer::is_playback_paused(AudioPlaybackHandle playback) const {
  const detail::PlaybackEntry& entry = state_->entry(playback, "is_playback_paused");
  return entry.in_mixer && entry.playing && entry.paused;
}

double AudioServer::get_playback_position(AudioPlaybackHandle playback) const {
  (void)state_->entry(playback, "get_playback_position");
  return state_->mixer.voice_position(playback.get_index());
}

Ref<AudioStreamPlayback> AudioServer::get_playback(AudioPlaybackHandle playback) const {
  return state_->entry(playback, "get_playback").playback;
}

int AudioServer::get_playback_count() const { return state_->playbacks.live_count(); }

}  // namespace arbor
