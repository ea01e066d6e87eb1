#include "arbor/scene/3d/world_3d.h"

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

World3D::~World3D() {
  if (users_ > 0 && server_) server_->free(scenario_);
}

ScenarioHandle World3D::acquire_scenario(RenderingServer& server) {
  if (users_ > 0 && server_ != &server) {
    throw Error("World3D '" + get_path() +
                "' is drawn by another tree's rendering server: a world is drawn by one tree at "
                "a time");
  }
  if (users_++ == 0) {
    server_ = &server;
    scenario_ = server.scenario_create(get_path().empty() ? "World3D" : get_path());
  }
  return scenario_;
}

void World3D::release_scenario() {
  if (users_ == 0) return;
  if (--users_ == 0) {
    server_->free(scenario_);
    scenario_ = {};
    server_ = nullptr;
  }
}

}  // namespace arbor
