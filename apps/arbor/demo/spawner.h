// Spawner: the demo's source of Movers.
#pragma once

#include <string>

#include "arbor/core/math/vector2.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node_2d.h"

namespace arbor::app::demo {

/// Adds a Mover child named `mover_name` plus a number each time on_timeout() is called (the
/// scene connects a Timer's `timeout` to it) and emits `spawned` with it. The Mover gets the
/// spawner's `travel` and `lifetime`.
class Spawner : public Node2D {
  ARBOR_CLASS(Spawner, Node2D)

 public:
  void set_mover_name(const std::string& name) { mover_name_ = name; }
  [[nodiscard]] std::string get_mover_name() const { return mover_name_; }
  void set_travel(const Vector2& travel) { travel_ = travel; }
  [[nodiscard]] Vector2 get_travel() const { return travel_; }
  void set_lifetime(double seconds) { lifetime_ = seconds; }
  [[nodiscard]] double get_lifetime() const { return lifetime_; }

  /// Spawns one Mover.
  void on_timeout();
  /// Stops spawning: stops every Timer child.
  void stop();

  /// Emitted with each new Mover, once it is in the tree.
  Signal<Node*> spawned;

 protected:
  static void _bind_methods();

 private:
  std::string mover_name_ = "Mover";
  Vector2 travel_{100, 0};
  double lifetime_ = 0.5;
  int spawn_count_ = 0;
};

}  // namespace arbor::app::demo
