// AudioBusLayout: the buses of an AudioServer, as a resource (Godot's default_bus_layout.tres).
#pragma once

#include <string>
#include <vector>

#include "arbor/core/object/resource.h"
#include "arbor/core/string/string_name.h"

namespace arbor {

/// A saved bus layout: each bus's name, volume, solo/mute/bypass flags, send and effect chain,
/// stored as Godot stores them (`bus/<i>/name`, `bus/<i>/effect/<j>/effect`, ...).
/// AudioServer::set_bus_layout applies one; AudioServer::generate_bus_layout makes one. A new
/// layout has one bus, Master. An effect of a class Arbor does not have is kept (and saved
/// back) as the placeholder the file gave; applying the layout skips it with a warning.
class AudioBusLayout : public Resource {
  ARBOR_CLASS(AudioBusLayout, Resource)

 public:
  struct Effect {
    Ref<Resource> effect;  ///< an AudioEffect, or the placeholder of one Arbor does not have
    bool enabled = true;
  };
  struct Bus {
    StringName name;
    bool solo = false;
    bool mute = false;
    bool bypass = false;
    double volume_db = 0.0;
    StringName send;
    std::vector<Effect> effects;
  };

  AudioBusLayout();

  [[nodiscard]] const std::vector<Bus>& get_buses() const { return buses_; }
  /// Replaces the buses; throws arbor::Error when there is none (a layout always has Master).
  void set_buses(std::vector<Bus> buses);
  [[nodiscard]] int get_bus_count() const { return int(buses_.size()); }

 protected:
  bool _set(const StringName& property, const Variant& value) override;
  bool _get(const StringName& property, Variant& value) const override;
  void _get_property_list(std::vector<PropertyInfo>& list) const override;

 private:
  std::vector<Bus> buses_;
};

}  // namespace arbor
