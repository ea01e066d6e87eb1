#include "arbor/servers/audio/audio_bus_layout.h"

#include <charconv>

#include "arbor/core/error/error.h"
#include "arbor/core/object/property_info.h"
#include "arbor/core/variant/variant.h"

namespace arbor {
namespace {

constexpr std::uint32_t kStored = PROPERTY_USAGE_STORAGE | PROPERTY_USAGE_INTERNAL;
constexpr int kMaxIndex = 256;  // Godot's bus limit; effects per bus likewise

// `bus/<bus>/<what>` or `bus/<bus>/effect/<effect>/<what>`, parsed.
struct BusKey {
  int bus = -1;
  int effect = -1;
  std::string_view what;
};

// Reads a decimal index below kMaxIndex from the front of `text`, then a '/'.
bool read_index(std::string_view& text, int& index) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), index);
  if (error != std::errc() || index < 0 || index >= kMaxIndex || end == text.data() + text.size() ||
      *end != '/') {
    return false;
  }
  text.remove_prefix(std::size_t(end - text.data()) + 1);
  return true;
}

bool parse_key(std::string_view name, BusKey& key) {
  if (!name.starts_with("bus/")) return false;
  name.remove_prefix(4);
  if (!read_index(name, key.bus)) return false;
  if (name.starts_with("effect/")) {
    name.remove_prefix(7);
    if (!read_index(name, key.effect)) return false;
  }
  key.what = name;
  return true;
}

}  // namespace

AudioBusLayout::AudioBusLayout() {
  buses_.resize(1);
  buses_[0].name = StringName("Master");
}

void AudioBusLayout::set_buses(std::vector<Bus> buses) {
  if (buses.empty()) throw Error("AudioBusLayout::set_buses: a layout has at least one bus");
  buses_ = std::move(buses);
}

bool AudioBusLayout::_set(const StringName& property, const Variant& value) {
  BusKey key;
  if (!parse_key(property.view(), key)) return false;
  if (int(buses_.size()) <= key.bus) buses_.resize(std::size_t(key.bus) + 1);
  Bus& bus = buses_[std::size_t(key.bus)];
  if (key.effect >= 0) {
    if (int(bus.effects.size()) <= key.effect) bus.effects.resize(std::size_t(key.effect) + 1);
    Effect& fx = bus.effects[std::size_t(key.effect)];
    if (key.what == "effect") {
      fx.effect = Ref<Resource>(dynamic_cast<Resource*>(value.get_object()));
    } else if (key.what == "enabled") {
      fx.enabled = value.booleanize();
    } else {
      return false;
    }
    return true;
  }
  if (key.what == "name") {
    bus.name = static_cast<StringName>(value);
  } else if (key.what == "solo") {
    bus.solo = value.booleanize();
  } else if (key.what == "mute") {
    bus.mute = value.booleanize();
  } else if (key.what == "bypass_fx") {
    bus.bypass = value.booleanize();
  } else if (key.what == "volume_db") {
    bus.volume_db = static_cast<double>(value);
  } else if (key.what == "send") {
    bus.send = static_cast<StringName>(value);
  } else {
    return false;
  }
  return true;
}

bool AudioBusLayout::_get(const StringName& property, Variant& value) const {
  BusKey key;
  if (!parse_key(property.view(), key) || key.bus >= int(buses_.size())) return false;
  const Bus& bus = buses_[std::size_t(key.bus)];
  if (key.effect >= 0) {
    if (key.effect >= int(bus.effects.size())) return false;
    const Effect& fx = bus.effects[std::size_t(key.effect)];
    if (key.what == "effect") {
      value = Variant(fx.effect);
    } else if (key.what == "enabled") {
      value = fx.enabled;
    } else {
      return false;
    }
    return true;
  }
  if (key.what == "name") {
    value = bus.name;
  } else if (key.what == "solo") {
    value = bus.solo;
  } else if (key.what == "mute") {
    value = bus.mute;
  } else if (key.what == "bypass_fx") {
    value = bus.bypass;
  } else if (key.what == "volume_db") {
    value = bus.volume_db;
  } else if (key.what == "send") {
    value = bus.send;
  } else {
    return false;
  }
  return true;
}

void AudioBusLayout::_get_property_list(std::vector<PropertyInfo>& list) const {
  for (std::size_t i = 0; i < buses_.size(); ++i) {
    const std::string prefix = "bus/" + std::to_string(i) + "/";
    list.emplace_back(Variant::STRING, StringName(prefix + "name"), PROPERTY_HINT_NONE, "",
                      kStored);
    list.emplace_back(Variant::BOOL, StringName(prefix + "solo"), PROPERTY_HINT_NONE, "", kStored);
    list.emplace_back(Variant::BOOL, StringName(prefix + "mute"), PROPERTY_HINT_NONE, "", kStored);
    list.emplace_back(Variant::BOOL, StringName(prefix + "bypass_fx"), PROPERTY_HINT_NONE, "",
                      kStored);
    list.emplace_back(Variant::FLOAT, StringName(prefix + "volume_db"), PROPERTY_HINT_NONE, "",
                      kStored);
    list.emplace_back(Variant::FLOAT, StringName(prefix + "send"), PROPERTY_HINT_NONE, "", kStored);
    for (std::size_t j = 0; j < buses_[i].effects.size(); ++j) {
      const std::string effect = prefix + "effect/" + std::to_string(j) + "/";
      list.emplace_back(Variant::OBJECT, StringName(effect + "effect"), PROPERTY_HINT_NONE, "",
                        kStored);
      list.emplace_back(Variant::BOOL, StringName(effect + "enabled"), PROPERTY_HINT_NONE, "",
                        kStored);
    }
  }
}

}  // namespace arbor
