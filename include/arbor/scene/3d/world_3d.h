// World3D: the 3D world a viewport renders (Godot's World3D).
#pragma once

#include "arbor/core/object/resource.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class RenderingServer;

/// What a viewport's 3D nodes live in: the rendering server's scenario. Every viewport shares
/// its parent viewport's World3D unless it has its own (`world_3d`, or `own_world_3d`); the root
/// viewport makes one on first use.
///
/// The scenario exists on a tree's rendering server while viewports use the world there; a
/// world is drawn by one server at a time.
class World3D : public Resource {
  ARBOR_CLASS(World3D, Resource)

 public:
  World3D() = default;
  ~World3D() override;

  /// The world's scenario while it is drawn (Godot's get_scenario), else a null handle.
  [[nodiscard]] ScenarioHandle get_scenario() const { return scenario_; }

  /// Engine-internal, for viewports: the world's scenario on `server`, made by the first user;
  /// throws arbor::Error when another server draws the world.
  ScenarioHandle acquire_scenario(RenderingServer& server);
  /// Engine-internal: a user is done; the last one frees the scenario.
  void release_scenario();

 private:
  RenderingServer* server_ = nullptr;
  ScenarioHandle scenario_;
  int users_ = 0;
};

}  // namespace arbor
