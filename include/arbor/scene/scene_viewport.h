#pragma once

#include "arbor/core/math/vector2i.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {

class World3D;

/// The root of a SceneTree (Godot's Viewport; named so that the renderer's viewport keeps the
/// plain name). Nodes reach it with get_viewport().
class SceneViewport : public Node {
  ARBOR_CLASS(SceneViewport, Node)

 public:
  SceneViewport();
  ~SceneViewport() override;

  /// Stops the delivery of the current input event (Godot's Viewport.set_input_as_handled;
  /// the same as SceneTree::set_input_as_handled).
  void set_input_as_handled();
  [[nodiscard]] bool is_input_handled() const;

  /// The size in pixels of what the tree is shown in (the window; 1280×720 until a FrameLoop
  /// sets it from its display). Setting a different size emits size_changed.
  [[nodiscard]] Vector2i get_size() const { return size_; }
  void set_size(Vector2i size);
  Signal<> size_changed;

  /// The 3D world the viewport's Node3Ds live in (made on first use).
  [[nodiscard]] World3D* get_world_3d() const;
  void set_world_3d(const Ref<World3D>& world);

 protected:
  static void _bind_methods();
  /// Leaving the tree, the worlds free their server objects while the servers still exist.
  void _engine_notification(int what) override;

 private:
  Vector2i size_{1280, 720};
  mutable Ref<World3D> world_3d_;
};

}  // namespace arbor
