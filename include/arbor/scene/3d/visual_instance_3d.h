// VisualInstance3D: the base of 3D nodes the rendering server draws (Godot's VisualInstance3D).
#pragma once

#include <cstdint>

#include "arbor/core/math/aabb.h"
#include "arbor/scene/node_3d.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class RenderingServer;

/// A Node3D with a presence on the tree's RenderingServer: while it is inside a tree that has
/// one, it lives in its viewport's World3D (the world's scenario), and it pushes its global
/// transform and visibility to the server when they change — the server never looks at the
/// node, and a node that does not change costs nothing per frame. Subclasses make their server
/// objects in _enter_world and free them in _exit_world. In a tree without a RenderingServer
/// the node keeps its state and draws nothing.
class VisualInstance3D : public Node3D {
  ARBOR_CLASS(VisualInstance3D, Node3D)

 public:
  VisualInstance3D();
  ~VisualInstance3D() override;

  /// Render layers (Godot's `layers`, 20 bits shown to editors): a camera draws the instance
  /// when its cull mask shares a bit with them. Default 1.
  void set_layer_mask(std::uint32_t mask);
  [[nodiscard]] std::uint32_t get_layer_mask() const { return layers_; }
  /// Layer `layer` (1 to 20) on or off.
  void set_layer_mask_value(int layer, bool enabled);
  [[nodiscard]] bool get_layer_mask_value(int layer) const;
  /// Moves the instance forward (higher) or back when transparent surfaces are sorted.
  void set_sorting_offset(real_t offset);
  [[nodiscard]] real_t get_sorting_offset() const { return sorting_offset_; }
  /// Sorts by the centre of the bounds (true, the default) or by the origin.
  void set_sorting_use_aabb_center(bool enabled);
  [[nodiscard]] bool is_sorting_use_aabb_center() const { return sorting_use_aabb_center_; }

  /// The bounds of what it draws, in its own space.
  [[nodiscard]] virtual AABB get_aabb() const { return {}; }

  /// Engine-internal: the viewport's world changed while the node is inside it.
  void world_changed();

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  void _on_global_transform_invalidated() override;

  /// The tree's rendering server while the node is in a world, else nullptr.
  [[nodiscard]] RenderingServer* get_rendering_server() const { return server_; }
  /// The world's scenario while the node is in a world.
  [[nodiscard]] ScenarioHandle get_scenario() const { return scenario_; }

  /// The node entered a world on `server` (get_scenario() is set): make server objects and push
  /// their state. The transform and visibility follow through the two hooks below.
  virtual void _enter_world() {}
  /// The node leaves its world: free its server objects.
  virtual void _exit_world() {}
  /// The global transform changed (and once after _enter_world).
  virtual void _world_transform_changed(const Transform3D& transform) { (void)transform; }
  /// is_visible_in_tree() changed (and once after _enter_world).
  virtual void _world_visibility_changed(bool visible) { (void)visible; }
  /// The render layers or sorting changed.
  virtual void _layers_changed() {}

 private:
  void enter_world();
  void exit_world();

  RenderingServer* server_ = nullptr;
  ScenarioHandle scenario_;
  std::uint32_t layers_ = 1;
  real_t sorting_offset_ = 0;
  bool sorting_use_aabb_center_ = true;
};

}  // namespace arbor
