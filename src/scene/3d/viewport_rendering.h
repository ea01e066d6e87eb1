// What a SceneViewport keeps for 3D rendering: its world, its cameras, its server viewport.
#pragma once

#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/scene/2d/world_2d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class Camera3D;
class RenderingServer;
class SceneViewport;

namespace detail {

struct ViewportRendering {
  Ref<World3D> world_3d;   // the world_3d property
  Ref<World3D> own_world;  // with own_world_3d: the viewport's copy
  bool own_world_3d = false;
  Ref<World2D> world_2d;  // the 2D world, made on first use
  bool transparent_bg = false;
  int msaa_3d = 0;
  bool disable_3d = false;

  Camera3D* camera = nullptr;      // current
  std::vector<Camera3D*> cameras;  // inside the viewport, in order of entry

  RenderingServer* server = nullptr;  // while the viewport has server objects
  ViewportHandle handle;
  Ref<World3D> drawn_world;  // the world whose scenario `handle` renders (acquired)

  /// Makes the server viewport (and acquires the world) on `server` when it has none.
  static void open(SceneViewport& viewport, RenderingServer& server);
  /// Frees the server viewport and releases the world.
  static void close(SceneViewport& viewport);
  /// The world changed: the render nodes inside the viewport move to the new one.
  static void world_changed(SceneViewport& viewport);
};

}  // namespace detail
}  // namespace arbor
