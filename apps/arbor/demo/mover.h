// Mover: the demo's short-lived node.
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node_2d.h"

namespace arbor::app::demo {

/// Joins the "movers" group, tweens its position by `travel` over `lifetime` seconds, then
/// leaves the group, emits `expired` and frees itself.
class Mover : public Node2D {
  ARBOR_CLASS(Mover, Node2D)

 public:
  void set_travel(const Vector2& travel) { travel_ = travel; }
  [[nodiscard]] Vector2 get_travel() const { return travel_; }
  void set_lifetime(double seconds) { lifetime_ = seconds; }
  [[nodiscard]] double get_lifetime() const { return lifetime_; }

  /// Emitted with this node when its tween has finished, just before it is queued for freeing.
  Signal<Node*> expired;

 protected:
  static void _bind_methods();
  void _ready() override;

 private:
  void expire();

  Vector2 travel_{100, 0};
  double lifetime_ = 0.5;
};

}  // namespace arbor::app::demo
