// World3D: the 3D world a viewport renders (Godot's World3D).
#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class Environment;
class RenderingServer;
namespace detail {
class RenderResources;
}

/// What a viewport's 3D nodes live in: the rendering server's scenario, with the environment
/// its viewports draw with (set by a WorldEnvironment node, else `fallback_environment`). Every
/// viewport shares its parent viewport's World3D unless it has its own (`world_3d`, or
/// `own_world_3d`); the root viewport makes one on first use.
///
/// The scenario exists on a tree's rendering server while viewports use the world there; a
/// world is drawn by one tree at a time.
class World3D : public Resource {
  ARBOR_CLASS(World3D, Resource)

 public:
  World3D();
  ~World3D() override;

  void set_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_environment() const { return environment_; }
  /// Drawn with when neither the camera nor the world has an environment.
  void set_fallback_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_fallback_environment() const { return fallback_; }

  /// The world's scenario while it is drawn (Godot's get_scenario), else a null handle.
  [[nodiscard]] ScenarioHandle get_scenario() const { return scenario_; }

  /// Engine-internal, for viewports: the world's scenario on `server`, made by the first user;
  /// throws arbor::Error when another tree draws the world.
  ScenarioHandle acquire_scenario(RenderingServer& server, detail::RenderResources& resources);
  /// Engine-internal: a user is done; the last one frees the scenario.
  void release_scenario();

 protected:
  static void _bind_methods();

 private:
  void push_environments();
  void release_environments();

  Ref<Environment> environment_;
  Ref<Environment> fallback_;
  RenderingServer* server_ = nullptr;
  detail::RenderResources* resources_ = nullptr;
  ScenarioHandle scenario_;
  int users_ = 0;
  Ref<Environment> pushed_[2];  // what the scenario holds (acquired)
};

}  // namespace arbor
