// WorldEnvironment: sets the environment of its viewport's world (Godot's WorldEnvironment).
#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/scene/node.h"

namespace arbor {

class Environment;
class World3D;

/// Gives its viewport's World3D its Environment (background, sky, ambient light, tonemap)
/// while it is inside the tree. A world has one: a second WorldEnvironment entering the same
/// world is ignored with a warning, as Godot warns, until the first leaves.
class WorldEnvironment : public Node {
  ARBOR_CLASS(WorldEnvironment, Node)

 public:
  WorldEnvironment();
  ~WorldEnvironment() override;

  void set_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_environment() const { return environment_; }

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

 private:
  Ref<Environment> environment_;
  Ref<World3D> world_;   // the world it set, while inside the tree
  bool active_ = false;  // it is the world's environment node
};

}  // namespace arbor
