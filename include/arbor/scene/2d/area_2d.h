// Area2D: a region that reports what enters it and may change gravity and damping inside it
// (Godot 4's Area2D).
#pragma once

#include <memory>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/2d/collision_object_2d.h"
#include "arbor/servers/physics/physics_server_2d.h"

namespace arbor {

namespace physics {
class OverlapMonitor;
}

/// A region of space. While `monitoring`, it reports the bodies and (monitorable) areas whose
/// layers its mask scans as they enter and leave it, after the physics step, with Godot's
/// signals and order: body_entered then body_shape_entered for a body's first shape, each once.
/// With a gravity or damping override it changes those of the bodies inside it, areas of higher
/// `priority` first. With an audio bus override it changes the bus of the AudioStreamPlayer2Ds
/// inside it (see AudioStreamPlayer2D).
class Area2D : public CollisionObject2D {
  ARBOR_CLASS(Area2D, CollisionObject2D)

 public:
  enum SpaceOverride : int {
    SPACE_OVERRIDE_DISABLED,
    SPACE_OVERRIDE_COMBINE,
    SPACE_OVERRIDE_COMBINE_REPLACE,
    SPACE_OVERRIDE_REPLACE,
    SPACE_OVERRIDE_REPLACE_COMBINE,
  };

  Area2D();
  ~Area2D() override;

  Signal<RID, Node*, int, int> body_shape_entered;
  Signal<RID, Node*, int, int> body_shape_exited;
  Signal<Node*> body_entered;
  Signal<Node*> body_exited;
  Signal<RID, Node*, int, int> area_shape_entered;
  Signal<RID, Node*, int, int> area_shape_exited;
  Signal<Node*> area_entered;
  Signal<Node*> area_exited;

  /// Turning it off emits the exits of everything inside (Godot's rule).
  void set_monitoring(bool enabled);
  [[nodiscard]] bool is_monitoring() const { return monitoring_; }
  void set_monitorable(bool enabled);
  [[nodiscard]] bool is_monitorable() const { return monitorable_; }
  void set_priority(int priority);
  [[nodiscard]] int get_priority() const { return parameters_.priority; }

  void set_gravity_space_override_mode(SpaceOverride mode);
  [[nodiscard]] SpaceOverride get_gravity_space_override_mode() const;
  void set_gravity_is_point(bool enabled);
  [[nodiscard]] bool is_gravity_a_point() const { return parameters_.gravity_is_point; }
  void set_gravity_point_unit_distance(real_t distance);
  [[nodiscard]] real_t get_gravity_point_unit_distance() const;
  void set_gravity_point_center(const Vector2& center);
  [[nodiscard]] Vector2 get_gravity_point_center() const;
  void set_gravity_direction(const Vector2& direction);
  [[nodiscard]] Vector2 get_gravity_direction() const { return parameters_.gravity_vector; }
  void set_gravity(real_t gravity);
  [[nodiscard]] real_t get_gravity() const { return parameters_.gravity; }
  void set_linear_damp_space_override_mode(SpaceOverride mode);
  [[nodiscard]] SpaceOverride get_linear_damp_space_override_mode() const;
  void set_linear_damp(real_t damp);
  [[nodiscard]] real_t get_linear_damp() const { return parameters_.linear_damp; }
  void set_angular_damp_space_override_mode(SpaceOverride mode);
  [[nodiscard]] SpaceOverride get_angular_damp_space_override_mode() const;
  void set_angular_damp(real_t damp);
  [[nodiscard]] real_t get_angular_damp() const { return parameters_.angular_damp; }

  /// The sound of an AudioStreamPlayer2D inside the area, whose area_mask has one of its
  /// layers, plays on audio_bus_name ("Master") instead of the player's bus.
  void set_audio_bus_override(bool enabled) { audio_bus_override_ = enabled; }
  [[nodiscard]] bool is_overriding_audio_bus() const { return audio_bus_override_; }
  /// Kept as set, also while no bus of that name exists (the sound then plays on Master).
  void set_audio_bus_name(const StringName& name) { audio_bus_name_ = name; }
  [[nodiscard]] StringName get_audio_bus_name() const { return audio_bus_name_; }

  /// What is inside, in the order it entered (monitoring must be on: throws arbor::Error).
  [[nodiscard]] std::vector<Node*> get_overlapping_bodies() const;
  [[nodiscard]] std::vector<Node*> get_overlapping_areas() const;
  [[nodiscard]] bool has_overlapping_bodies() const;
  [[nodiscard]] bool has_overlapping_areas() const;
  [[nodiscard]] bool overlaps_body(Node* body) const;
  [[nodiscard]] bool overlaps_area(Node* area) const;

 protected:
  static void _bind_methods();
  void _physics_object_created() override;
  void _physics_object_freeing() override;
  void physics_area_monitor(const AreaMonitorEvent& event) override;

 private:
  void push_parameters();
  void check_monitoring(const char* what) const;

  AreaParameters2D parameters_;
  std::unique_ptr<physics::OverlapMonitor> bodies_;
  std::unique_ptr<physics::OverlapMonitor> areas_;
  bool monitoring_ = true;
  bool monitorable_ = true;
  bool audio_bus_override_ = false;
  StringName audio_bus_name_{"Master"};
};

}  // namespace arbor
