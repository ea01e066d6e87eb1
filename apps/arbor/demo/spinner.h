// Spinner: the demo's turning 3D node.
#pragma once

#include "arbor/scene/node_3d.h"

namespace arbor::app::demo {

/// Turns about its own Y axis by `speed` degrees per second of scene time, carrying its
/// children (the demo's meshes) around with it.
class Spinner : public Node3D {
  ARBOR_CLASS(Spinner, Node3D)

 public:
  void set_speed(double degrees_per_second) { speed_ = degrees_per_second; }
  [[nodiscard]] double get_speed() const { return speed_; }

 protected:
  static void _bind_methods();
  void _process(double delta) override;

 private:
  double speed_ = 30.0;
};

}  // namespace arbor::app::demo
