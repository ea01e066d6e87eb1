// Helpers for the render nodes' tests: a tree with a RenderingServer on the null backend, and a
// geometry node that draws a box made through the server.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "arbor/scene/3d/geometry_instance_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/rendering/null_render_backend.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor::render_test {

/// A unit box drawn through a mesh it makes on its server (what MeshInstance3D does with a Mesh
/// resource).
class BoxInstance : public GeometryInstance3D {
  ARBOR_CLASS(BoxInstance, GeometryInstance3D)

 public:
  [[nodiscard]] AABB get_aabb() const override {
    return AABB(Vector3(-0.5f, -0.5f, -0.5f), Vector3(1, 1, 1));
  }

 protected:
  void _update_base() override;
  void _exit_world() override;

 private:
  MeshHandle mesh_;
};

/// A SceneTree with a RenderingServer (null backend) whose root viewport is 200×100 pixels.
struct RenderTree {
  RenderTree();
  ~RenderTree();

  /// Runs one frame of the tree (and so of the server).
  void frame() { tree.tick(1.0 / 60); }
  [[nodiscard]] const RenderView& root_view() const;

  std::vector<std::string> leaks;
  std::unique_ptr<SceneTree> owner;
  SceneTree& tree;
  RenderingServer* server = nullptr;
};

}  // namespace arbor::render_test
