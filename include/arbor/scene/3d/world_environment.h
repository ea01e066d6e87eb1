// WorldEnvironment: sets the environment of its viewport's world (Godot's WorldEnvironment).
#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/node.h"

namespace arbor {

class Environment;
class World3D;

/// Gives its viewport's World3D its Environment (background, sky, ambient light, tonemap)
/// while it is inside the tree. As in Godot, a world draws with the first of its
/// WorldEnvironment nodes (in tree order) that has an environment; when that one leaves the
/// tree or lets its environment go, the next takes over.
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
  void update_world();

  Ref<Environment> environment_;
  Ref<World3D> world_;  // its viewport's world, while inside the tree
  StringName group_;    // the group of its world's WorldEnvironment nodes
};

}  // namespace arbor
