#include "arbor/scene/resources/audio_stream_randomizer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

constexpr int kMaxStreams = 4096;

// The chosen stream's playback at a pitch and a volume of its own.
class RandomizedPlayback final : public AudioStreamPlayback {
 public:
  RandomizedPlayback(Ref<AudioStreamPlayback> inner, double pitch, float volume)
      : inner_(std::move(inner)), pitch_(pitch), volume_(volume) {}

  void start(double from_seconds) override { inner_->start(from_seconds); }
  void stop() override { inner_->stop(); }
  [[nodiscard]] double get_sampling_rate() const override {
    return inner_->get_sampling_rate() * pitch_;  // a faster rate is a higher pitch
  }
  int mix(AudioFrame* buffer, int frames) override {
    const int got = inner_->mix(buffer, frames);
    for (int i = 0; i < got; ++i) buffer[i] *= volume_;
    return got;
  }
  [[nodiscard]] double get_playback_position() const override {
    return inner_->get_playback_position();
  }
  [[nodiscard]] int get_loop_count() const override { return inner_->get_loop_count(); }
  [[nodiscard]] bool needs_fill() const override { return inner_->needs_fill(); }
  void fill() override { inner_->fill(); }

 private:
  Ref<AudioStreamPlayback> inner_;
  double pitch_;
  float volume_;
};

// `stream_<index>/<what>`, parsed.
bool parse_key(std::string_view name, int& index, std::string_view& what) {
  if (!name.starts_with("stream_")) return false;
  name.remove_prefix(7);
  const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), index);
  if (error != std::errc() || index < 0 || index >= kMaxStreams ||
      end == name.data() + name.size() || *end != '/') {
    return false;
  }
  what = name.substr(std::size_t(end - name.data()) + 1);
  return what == "stream" || what == "weight";
}

}  // namespace

int AudioStreamRandomizer::checked(int index, const char* caller) const {
  if (index < 0 || index >= get_streams_count()) {
    throw Error(std::string("AudioStreamRandomizer::") + caller + ": no stream " +
                std::to_string(index) + " (there are " + std::to_string(get_streams_count()) + ")");
  }
  return index;
}

void AudioStreamRandomizer::add_stream(int index, const Ref<AudioStream>& stream, double weight) {
  if (index < 0 || index > get_streams_count()) index = get_streams_count();
  streams_.insert(streams_.begin() + index, Entry{Ref<Resource>(stream), weight});
}

void AudioStreamRandomizer::move_stream(int index_from, int index_to) {
  const Entry entry = streams_[std::size_t(checked(index_from, "move_stream"))];
  streams_.erase(streams_.begin() + index_from);
  streams_.insert(streams_.begin() + std::clamp(index_to, 0, get_streams_count()), entry);
}

void AudioStreamRandomizer::remove_stream(int index) {
  streams_.erase(streams_.begin() + checked(index, "remove_stream"));
}

void AudioStreamRandomizer::set_stream(int index, const Ref<AudioStream>& stream) {
  streams_[std::size_t(checked(index, "set_stream"))].stream = Ref<Resource>(stream);
}

Ref<AudioStream> AudioStreamRandomizer::get_stream(int index) const {
  return ref_cast<AudioStream>(streams_[std::size_t(checked(index, "get_stream"))].stream);
}

void AudioStreamRandomizer::set_stream_probability_weight(int index, double weight) {
  streams_[std::size_t(checked(index, "set_stream_probability_weight"))].weight = weight;
}

double AudioStreamRandomizer::get_stream_probability_weight(int index) const {
  return streams_[std::size_t(checked(index, "get_stream_probability_weight"))].weight;
}

void AudioStreamRandomizer::set_streams_count(int count) {
  if (count < 0 || count > kMaxStreams) {
    throw Error("AudioStreamRandomizer::set_streams_count: 0 to " + std::to_string(kMaxStreams) +
                ", got " + std::to_string(count));
  }
  streams_.resize(std::size_t(count));
}

void AudioStreamRandomizer::set_playback_mode(PlaybackMode mode) {
  if (mode < PLAYBACK_RANDOM_NO_REPEATS || mode > PLAYBACK_SEQUENTIAL) {
    throw Error("AudioStreamRandomizer::set_playback_mode: unknown mode " +
                std::to_string(int(mode)));
  }
  mode_ = mode;
}

void AudioStreamRandomizer::set_random_pitch(double scale) {
  random_pitch_ = std::max(1.0, scale);  // Godot clamps it likewise
}

void AudioStreamRandomizer::set_random_volume_offset_db(double db) {
  random_volume_offset_db_ = std::max(0.0, db);
}

double AudioStreamRandomizer::random() {
  // splitmix64
  std::uint64_t z = (rng_state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return double(z >> 11) * 0x1.0p-53;
}

int AudioStreamRandomizer::pick() {
  std::vector<int> pool;
  double total = 0.0;
  for (int i = 0; i < get_streams_count(); ++i) {
    const Entry& entry = streams_[std::size_t(i)];
    if (!ref_cast<AudioStream>(entry.stream) || !(entry.weight > 0)) continue;
    pool.push_back(i);
  }
  if (pool.empty()) return -1;
  if (mode_ == PLAYBACK_SEQUENTIAL) {
    for (int candidate : pool) {
      if (candidate > last_) return candidate;
    }
    return pool.front();
  }
  if (mode_ == PLAYBACK_RANDOM_NO_REPEATS && pool.size() > 1) std::erase(pool, last_);
  for (int i : pool) total += streams_[std::size_t(i)].weight;
  const double chosen = random() * total;
  double cumulative = 0.0;
  for (int i : pool) {
    cumulative += streams_[std::size_t(i)].weight;
    if (cumulative > chosen) return i;
  }
  return pool.back();  // rounding
}

Ref<AudioStreamPlayback> AudioStreamRandomizer::instantiate_playback() {
  const int index = pick();
  if (index < 0) return nullptr;
  last_ = index;
  Ref<AudioStreamPlayback> inner =
      ref_cast<AudioStream>(streams_[std::size_t(index)].stream)->instantiate_playback();
  if (!inner) return nullptr;
  const double low = 1.0 / random_pitch_;
  const double pitch = low + random() * (random_pitch_ - low);
  const double offset_db = -random_volume_offset_db_ + random() * 2.0 * random_volume_offset_db_;
  return make_ref<RandomizedPlayback>(std::move(inner), pitch,
                                      float(std::pow(10.0, offset_db / 20.0)));
}

bool AudioStreamRandomizer::_set(const StringName& property, const Variant& value) {
  int index = 0;
  std::string_view what;
  if (!parse_key(property.view(), index, what)) return false;
  if (index >= get_streams_count()) streams_.resize(std::size_t(index) + 1);
  if (what == "stream") {
    streams_[std::size_t(index)].stream =
        Ref<Resource>(dynamic_cast<Resource*>(value.get_object()));
  } else {
    streams_[std::size_t(index)].weight = static_cast<double>(value);
    streams_[std::size_t(index)].weight_from_file = true;
  }
  return true;
}

bool AudioStreamRandomizer::_get(const StringName& property, Variant& value) const {
  int index = 0;
  std::string_view what;
  if (!parse_key(property.view(), index, what) || index >= get_streams_count()) return false;
  const Entry& entry = streams_[std::size_t(index)];
  value = what == "stream" ? Variant(entry.stream) : Variant(entry.weight);
  return true;
}

void AudioStreamRandomizer::_get_property_list(std::vector<PropertyInfo>& list) const {
  for (int i = 0; i < get_streams_count(); ++i) {
    const std::string prefix = "stream_" + std::to_string(i) + "/";
    list.emplace_back(Variant::OBJECT, StringName(prefix + "stream"), PROPERTY_HINT_RESOURCE_TYPE,
                      "AudioStream");
    // Godot saves a weight when it differs from 1 (the value it reverts to); older versions
    // saved every weight, and one a file gave is written back.
    const Entry& entry = streams_[std::size_t(i)];
    const std::uint32_t usage = entry.weight == 1.0 && !entry.weight_from_file
                                    ? std::uint32_t(PROPERTY_USAGE_EDITOR)
                                    : std::uint32_t(PROPERTY_USAGE_DEFAULT);
    list.emplace_back(Variant::FLOAT, StringName(prefix + "weight"), PROPERTY_HINT_RANGE,
                      "0,100,0.001,or_greater", usage);
  }
}

void AudioStreamRandomizer::_bind_methods() {
  using R = AudioStreamRandomizer;
  ClassDB::bind_method(D_METHOD("add_stream", "index", "stream", "weight"), &R::add_stream);
  ClassDB::bind_method(D_METHOD("move_stream", "index_from", "index_to"), &R::move_stream);
  ClassDB::bind_method(D_METHOD("remove_stream", "index"), &R::remove_stream);
  ClassDB::bind_method(D_METHOD("set_stream", "index", "stream"), &R::set_stream);
  ClassDB::bind_method(D_METHOD("get_stream", "index"), &R::get_stream);
  ClassDB::bind_method(D_METHOD("set_stream_probability_weight", "index", "weight"),
                       &R::set_stream_probability_weight);
  ClassDB::bind_method(D_METHOD("get_stream_probability_weight", "index"),
                       &R::get_stream_probability_weight);
  ClassDB::bind_method(D_METHOD("set_streams_count", "count"), &R::set_streams_count);
  ClassDB::bind_method(D_METHOD("get_streams_count"), &R::get_streams_count);
  ClassDB::bind_method(D_METHOD("set_random_pitch", "scale"), &R::set_random_pitch);
  ClassDB::bind_method(D_METHOD("get_random_pitch"), &R::get_random_pitch);
  ClassDB::bind_method(D_METHOD("set_random_volume_offset_db", "db_offset"),
                       &R::set_random_volume_offset_db);
  ClassDB::bind_method(D_METHOD("get_random_volume_offset_db"), &R::get_random_volume_offset_db);
  ClassDB::bind_method(D_METHOD("set_playback_mode", "mode"), &R::set_playback_mode);
  ClassDB::bind_method(D_METHOD("get_playback_mode"), &R::get_playback_mode);
  ClassDB::add_property(PropertyInfo(Variant::INT, "playback_mode", PROPERTY_HINT_ENUM,
                                     "Random (Avoid Repeats),Random,Sequential"),
                        "set_playback_mode", "get_playback_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "random_pitch", PROPERTY_HINT_RANGE, "1,16,0.01"),
      "set_random_pitch", "get_random_pitch");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "random_volume_offset_db", PROPERTY_HINT_RANGE, "0,40,0"),
      "set_random_volume_offset_db", "get_random_volume_offset_db");
  ClassDB::add_property(PropertyInfo(Variant::INT, "streams_count", PROPERTY_HINT_RANGE, "0,64,1"),
                        "set_streams_count", "get_streams_count");
}

}  // namespace arbor
