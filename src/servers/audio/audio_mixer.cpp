#include "servers/audio/audio_mixer.h"

#include <algorithm>
#include <cmath>

#include "arbor/servers/audio/audio_stream_playback.h"
#include "arbor/servers/audio/effects/audio_effect_filter.h"
#include "servers/audio/audio_math.h"
#include "servers/audio/mix_graph.h"

namespace arbor::detail {
namespace {

// Adds `source` × a volume moving linearly from `from` to `to` over the step (Godot's
// _mix_step_for_channel): frame i gets to × i/N + from × (1 - i/N).
void mix_ramped(AudioFrame* out, const AudioFrame* source, AudioFrame from, AudioFrame to) {
  if (from == to) {
    for (int i = 0; i < kMixBufferSize; ++i) out[i] += to * source[i];
    return;
  }
  constexpr float n = float(kMixBufferSize);
  for (int i = 0; i < kMixBufferSize; ++i) {
    const float t = float(i) / n;
    out[i] += (to * t + from * (1.0f - t)) * source[i];
  }
}

const VoiceTarget* find_target(const VoiceTarget* targets, int count, const StringName& bus) {
  for (int i = 0; i < count; ++i) {
    if (targets[i].bus == bus) return &targets[i];
  }
  return nullptr;
}

}  // namespace

AudioMixer::AudioMixer(const Config& config)
    : config_(config),
      commands_(config.command_capacity),
      // Room for every voice's release and a burst of layout changes: the mixer never waits.
      events_(std::size_t(config.max_voices) + 256),
      voices_(std::size_t(config.max_voices)),
      positions_(std::make_unique<std::atomic<double>[]>(std::size_t(config.max_voices))),
      meters_(std::make_unique<BusMeter[]>(kMaxBuses)) {
  active_.reserve(std::size_t(config.max_voices));
  disable_frames_ = std::uint64_t(config.channel_disable_time * config.mix_rate);
  disable_threshold_ = db_to_linear(config.channel_disable_threshold_db);
}

AudioMixer::~AudioMixer() = default;

// -- commands ---------------------------------------------------------------------------------

void AudioMixer::apply(const MixCommand& c) {
  const auto bus = [&]() -> MixBus* {
    if (!graph_ || c.index >= graph_->buses.size()) return nullptr;
    return &graph_->buses[c.index];
  };
  switch (c.type) {
    case MixCommand::SET_GRAPH:
      set_graph(c.graph);
      break;
    case MixCommand::BUS_VOLUME:
      if (MixBus* b = bus()) b->volume_db = c.value;
      break;
    case MixCommand::BUS_MUTE:
      if (MixBus* b = bus()) b->mute = c.flag;
      break;
    case MixCommand::BUS_SOLO:
      if (MixBus* b = bus()) b->solo = c.flag;
      break;
    case MixCommand::BUS_BYPASS:
      if (MixBus* b = bus()) b->bypass = c.flag;
      break;
    case MixCommand::EFFECT_ENABLED:
      if (MixBus* b = bus(); b && std::size_t(c.effect) < b->effects.size()) {
        b->effects[std::size_t(c.effect)].enabled = c.flag;
      }
      break;
    case MixCommand::VOICE_START:
      start_voice(c);
      break;
    case MixCommand::VOICE_STOP: {
      Voice& voice = voices_[c.index];
      if (voice.state != Voice::FREE) voice.state = Voice::FADE_OUT_TO_STOP;
      break;
    }
    case MixCommand::VOICE_PAUSED: {
      Voice& voice = voices_[c.index];
      if (c.flag && voice.state == Voice::PLAYING) voice.state = Voice::FADE_OUT_TO_PAUSE;
      if (!c.flag && (voice.state == Voice::PAUSED || voice.state == Voice::FADE_OUT_TO_PAUSE)) {
        voice.state = Voice::PLAYING;
      }
      break;
    }
    case MixCommand::VOICE_TARGETS: {
      Voice& voice = voices_[c.index];
      voice.target_count = c.target_count;
      std::copy_n(c.targets, c.target_count, voice.targets);
      break;
    }
    case MixCommand::VOICE_PITCH:
      voices_[c.index].pitch = c.value;
      break;
    case MixCommand::VOICE_SHELF:
      voices_[c.index].shelf_gain = c.value;
      voices_[c.index].shelf_cutoff = c.value2;
      break;
    case MixCommand::SPEED_SCALE:
      speed_scale_ = c.value;
      break;
  }
}

void AudioMixer::set_graph(MixGraph* graph) {
  MixGraph* old = std::exchange(graph_, graph);
  for (std::size_t i = graph_->buses.size(); i < std::size_t(kMaxBuses); ++i) {
    meters_[i].active.store(false, std::memory_order_relaxed);
  }
  if (!old) return;
  for (MixBus& bus : graph_->buses) {
    for (const MixBus& before : old->buses) {
      if (before.id != bus.id) continue;
      bus.active = before.active;
      bus.last_mix_with_audio = before.last_mix_with_audio;
      break;
    }
  }
  if (!events_.push(MixEvent{MixEvent::GRAPH_RETIRED, 0, old, nullptr}) &&
      retired_count_ < kMaxRetired) {
    retired_[retired_count_++] = old;  // handed over once the main thread catches up
  }
}

void AudioMixer::start_voice(const MixCommand& c) {
  Voice& voice = voices_[c.index];
  voice = Voice{};
  voice.state = Voice::PLAYING;
  voice.playback = c.playback;
  voice.memory = c.memory;
  voice.pitch = c.value;
  voice.target_count = c.target_count;
  std::copy_n(c.targets, c.target_count, voice.targets);
  // Godot starts a voice at full volume on the buses it had none before (no fade-in).
  voice.previous_count = 0;
  positions_[c.index].store(voice.playback->get_playback_position(), std::memory_order_relaxed);
  active_.push_back(c.index);
}

// -- mixing -----------------------------------------------------------------------------------

void AudioMixer::render(AudioFrame* frames, int count) noexcept {
  while (count > 0) {
    if (to_mix_ == 0) {
      retry_pending_events();
      MixCommand command;
      while (commands_.pop(command)) apply(command);
      mix_step();
      to_mix_ = kMixBufferSize;
    }
    const int n = std::min(to_mix_, count);
    std::copy_n(output_ + (kMixBufferSize - to_mix_), n, frames);
    frames += n;
    count -= n;
    to_mix_ -= n;
    published_frames_.fetch_add(std::uint64_t(n), std::memory_order_relaxed);
  }
}

void AudioMixer::mark_solo_chains() {
  // Godot: a soloed bus and every bus its sends lead to, down to Master, are heard.
  std::vector<MixBus>& buses = graph_->buses;
  for (MixBus& bus : buses) {
    bus.used = false;
    bus.soloed = false;
  }
  for (std::size_t i = 0; i < buses.size(); ++i) {
    if (!buses[i].solo) continue;
    for (int at = int(i); at >= 0; at = buses[std::size_t(at)].send) {
      buses[std::size_t(at)].soloed = true;
    }
  }
}

void AudioMixer::mix_step() {
  if (!graph_ || graph_->buses.empty()) {
    std::fill(std::begin(output_), std::end(output_), AudioFrame());
    return;
  }
  mark_solo_chains();
  bool solo_mode = false;
  for (const MixBus& bus : graph_->buses) solo_mode = solo_mode || bus.solo;

  for (std::size_t i = 0; i < active_.size();) {
    const std::uint32_t slot = active_[i];
    if (mix_voice(voices_[slot], slot) && release_voice(slot)) {
      active_[i] = active_.back();
      active_.pop_back();
    } else {
      ++i;
    }
  }

  for (int i = int(graph_->buses.size()) - 1; i >= 0; --i) process_bus(i, solo_mode);

  const MixBus& master = graph_->buses[0];
  if (master.active) {
    std::copy_n(master.buffer.get(), kMixBufferSize, output_);
  } else {
    std::fill(std::begin(output_), std::end(output_), AudioFrame());
  }
  mix_frames_ += kMixBufferSize;
  published_steps_.fetch_add(1, std::memory_order_relaxed);
}

bool AudioMixer::mix_voice(Voice& voice, std::uint32_t slot) {
  if (voice.releasing) return true;
  if (voice.state == Voice::PAUSED) return false;
  bool silent = true;  // heard on no bus last step (new, or paused): nothing to fade
  for (int i = 0; i < voice.previous_count; ++i) {
    silent = silent && voice.previous[i].volume == AudioFrame();
  }
  if (voice.state == Voice::FADE_OUT_TO_STOP && silent) return true;
  const bool fading =
      voice.state == Voice::FADE_OUT_TO_STOP || voice.state == Voice::FADE_OUT_TO_PAUSE;
  AudioFrame* block = voice.memory->block;
  const double ratio = voice.playback->get_sampling_rate() * double(voice.pitch) *
                       double(speed_scale_) / config_.mix_rate;
  const int produced =
      voice.memory->resampler.process(*voice.playback, ratio, block, kMixBufferSize);
  const bool ended = produced < kMixBufferSize;
  if (voice.shelf_gain != 0.0f) apply_shelf(voice, block, silent);

  VoiceTarget mixed[kMaxVoiceTargets];
  for (int t = 0; t < voice.target_count; ++t) {
    const VoiceTarget& target = voice.targets[t];
    const AudioFrame to = fading ? AudioFrame() : target.volume;
    const VoiceTarget* before = find_target(voice.previous, voice.previous_count, target.bus);
    mix_ramped(bus_buffer(find_bus(target.bus)), block, before ? before->volume : to, to);
    mixed[t] = VoiceTarget{target.bus, to};
  }
  // Buses the voice left since the last step fade out.
  for (int p = 0; p < voice.previous_count; ++p) {
    const VoiceTarget& before = voice.previous[p];
    if (find_target(voice.targets, voice.target_count, before.bus)) continue;
    mix_ramped(bus_buffer(find_bus(before.bus)), block, before.volume, AudioFrame());
  }
  std::copy_n(mixed, voice.target_count, voice.previous);
  voice.previous_count = voice.target_count;

  const double rate = voice.playback->get_sampling_rate();
  const double position = voice.playback->get_playback_position() -
                          (rate > 0 ? voice.memory->resampler.get_buffered_frames() / rate : 0.0);
  positions_[slot].store(std::max(0.0, position), std::memory_order_relaxed);

  if (ended || voice.state == Voice::FADE_OUT_TO_STOP) return true;
  if (voice.state == Voice::FADE_OUT_TO_PAUSE) voice.state = Voice::PAUSED;
  return false;
}

void AudioMixer::apply_shelf(Voice& voice, AudioFrame* block, bool just_started) {
  BiquadDesign design;
  design.mode = AudioEffectFilter::HIGHSHELF;
  design.sampling_rate = config_.mix_rate;
  design.cutoff_hz = voice.shelf_cutoff;
  design.resonance = 1.0;
  design.gain = voice.shelf_gain;
  const BiquadCoefficients target = design_biquad(design);
  for (Biquad& filter : voice.shelf) {
    if (just_started) filter.clear();
    if (!voice.shelf_started) filter.set(target);  // no sweep from nothing on the first step
    filter.sweep_to(target, kMixBufferSize);
  }
  voice.shelf_started = true;
  for (int i = 0; i < kMixBufferSize; ++i) {
    block[i].left = voice.shelf[0].process_interpolated(block[i].left);
    block[i].right = voice.shelf[1].process_interpolated(block[i].right);
  }
}

void AudioMixer::process_bus(int index, bool solo_mode) {
  MixBus& bus = graph_->buses[std::size_t(index)];
  BusMeter& meter = meters_[index];
  if (bus.active && !bus.used) std::fill_n(bus.buffer.get(), kMixBufferSize, AudioFrame());

  if (!bus.bypass) {
    for (const MixEffect& effect : bus.effects) {
      if (!effect.enabled || !(bus.active || effect.instance->process_silence())) continue;
      effect.instance->process(bus.buffer.get(), bus.scratch.get(), kMixBufferSize);
      std::swap(bus.buffer, bus.scratch);
    }
  }

  if (!bus.active) {
    meter.peak_left.store(kAudioMinPeakDb, std::memory_order_relaxed);
    meter.peak_right.store(kAudioMinPeakDb, std::memory_order_relaxed);
    meter.rms_left.store(kAudioMinPeakDb, std::memory_order_relaxed);
    meter.rms_right.store(kAudioMinPeakDb, std::memory_order_relaxed);
    meter.active.store(false, std::memory_order_relaxed);
    return;
  }

  float volume = db_to_linear(bus.volume_db);
  if (solo_mode ? !bus.soloed : bus.mute) volume = 0.0f;
  AudioFrame* buffer = bus.buffer.get();
  AudioFrame peak;
  double square_left = 0.0;
  double square_right = 0.0;
  for (int i = 0; i < kMixBufferSize; ++i) {
    buffer[i] *= volume;
    peak.left = std::max(peak.left, std::abs(buffer[i].left));
    peak.right = std::max(peak.right, std::abs(buffer[i].right));
    square_left += double(buffer[i].left) * buffer[i].left;
    square_right += double(buffer[i].right) * buffer[i].right;
  }
  const auto rms = [](double sum) {
    return float(std::sqrt(sum / kMixBufferSize)) + kAudioPeakOffset;
  };
  meter.peak_left.store(linear_to_db(peak.left + kAudioPeakOffset), std::memory_order_relaxed);
  meter.peak_right.store(linear_to_db(peak.right + kAudioPeakOffset), std::memory_order_relaxed);
  meter.rms_left.store(linear_to_db(rms(square_left)), std::memory_order_relaxed);
  meter.rms_right.store(linear_to_db(rms(square_right)), std::memory_order_relaxed);
  meter.active.store(true, std::memory_order_relaxed);

  if (!bus.used) {
    // Nothing was mixed into it: it stays active while its effects still ring.
    if (std::max(peak.left, peak.right) > disable_threshold_) {
      bus.last_mix_with_audio = mix_frames_;
    } else if (mix_frames_ - bus.last_mix_with_audio > disable_frames_) {
      bus.active = false;
      meter.active.store(false, std::memory_order_relaxed);
      return;
    }
  }
  if (index > 0) {
    AudioFrame* target = bus_buffer(bus.send);
    for (int i = 0; i < kMixBufferSize; ++i) target[i] += buffer[i];
  }
}

AudioFrame* AudioMixer::bus_buffer(int index) {
  MixBus& bus = graph_->buses[std::size_t(index)];
  if (!bus.used) {
    bus.used = true;
    bus.active = true;
    bus.last_mix_with_audio = mix_frames_;
    std::fill_n(bus.buffer.get(), kMixBufferSize, AudioFrame());
  }
  return bus.buffer.get();
}

int AudioMixer::find_bus(const StringName& name) const {
  const std::vector<MixBus>& buses = graph_->buses;
  for (std::size_t i = 0; i < buses.size(); ++i) {
    if (buses[i].name == name) return int(i);
  }
  return 0;  // Godot: a voice on a bus that does not exist plays on Master
}

const AudioFrame* AudioMixer::find_bus_buffer(const StringName& name) {
  if (!graph_) return nullptr;
  const std::vector<MixBus>& buses = graph_->buses;
  for (std::size_t i = 0; i < buses.size(); ++i) {
    if (buses[i].name == name) return bus_buffer(int(i));
  }
  return nullptr;
}

bool AudioMixer::release_voice(std::uint32_t slot) {
  Voice& voice = voices_[slot];
  if (!events_.push(MixEvent{MixEvent::VOICE_RELEASED, slot, nullptr, voice.memory})) {
    voice.releasing = true;  // the main thread is behind: try again next step
    return false;
  }
  voice = Voice{};
  return true;
}

void AudioMixer::retry_pending_events() {
  while (retired_count_ > 0 && events_.push(MixEvent{MixEvent::GRAPH_RETIRED, 0,
                                                     retired_[retired_count_ - 1], nullptr})) {
    --retired_count_;
  }
}

}  // namespace arbor::detail
