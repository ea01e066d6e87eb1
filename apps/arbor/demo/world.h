// World: the root of the demo scene.
#pragma once

#include "arbor/scene/node_3d.h"

namespace arbor::app::demo {

/// The demo scene's root. When its clock runs out (the scene connects a one-shot Timer's
/// `timeout` to on_clock_timeout) it stops every node in the "spawners" group and quits the
/// tree.
class World : public Node3D {
  ARBOR_CLASS(World, Node3D)

 public:
  void on_clock_timeout();

 protected:
  static void _bind_methods();
};

}  // namespace arbor::app::demo
