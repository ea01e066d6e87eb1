#pragma once

#include <vector>

#include <cstdint>
#include <memory>

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/node.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class AudioListener2D;
class AudioListener3D;
class Camera3D;
class RenderingServer;
class World2D;

namespace detail {
struct ViewportListeners;
struct ViewportRendering;
}  // namespace detail

/// The root of a SceneTree (Godot's Viewport; named so that the renderer's viewport keeps the
/// plain name). Nodes reach it with get_viewport(). SubViewport derives from it.
///
/// A viewport renders a World3D (its own, or its parent viewport's) through its current
/// Camera3D on the tree's RenderingServer, when the tree has one: it makes its server viewport
/// the first time a 3D node or camera inside it needs it, or get_viewport_handle() is called.
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

  /// The listener that hears this viewport's 2D sound (its current AudioListener2D), or
  /// nullptr: 2D sound is then heard from the centre of the screen.
  [[nodiscard]] AudioListener2D* get_audio_listener_2d() const;
  /// The listener that hears this viewport's 3D sound (its current AudioListener3D), or
  /// nullptr: 3D sound is then heard by the current Camera3D, and without one from the
  /// viewport's origin, facing -Z.
  [[nodiscard]] AudioListener3D* get_audio_listener_3d() const;
  // -- 3D (docs/rendering.md) ---------------------------------------------------------------------
  /// The World3D set on this viewport (the root makes one when first asked), or null.
  [[nodiscard]] Ref<World3D> get_world_3d() const;
  void set_world_3d(const Ref<World3D>& world);
  /// The world this viewport renders: its own copy (own_world_3d), else its world_3d, else its
  /// parent viewport's (Godot's find_world_3d).
  [[nodiscard]] Ref<World3D> find_world_3d() const;
  /// Renders a world of its own instead of sharing one (Godot's own_world_3d).
  void set_use_own_world_3d(bool enabled);
  [[nodiscard]] bool is_using_own_world_3d() const;
  /// The viewport's 2D world (its 2D physics space): each viewport has its own, made when first
  /// asked, unless one is set (Godot's world_2d).
  [[nodiscard]] Ref<World2D> get_world_2d() const;
  void set_world_2d(const Ref<World2D>& world);
  /// The current 3D camera, or nullptr.
  [[nodiscard]] Camera3D* get_camera_3d() const;
  void set_transparent_background(bool enabled);
  [[nodiscard]] bool has_transparent_background() const;
  /// Godot's Viewport.MSAA: 0 disabled, 1 2×, 2 4×, 3 8×.
  void set_msaa_3d(int msaa);
  [[nodiscard]] int get_msaa_3d() const;
  void set_disable_3d(bool disabled);
  [[nodiscard]] bool is_3d_disabled() const;

  /// The viewport's object on the tree's rendering server, made on first request; a null
  /// handle when the tree has no RenderingServer.
  ViewportHandle get_viewport_handle();
  /// The node drawn at `position` (pixels from the top left) in the last frame: the GPU's
  /// answer when the backend picks on the device, else the nearest mesh a ray from the current
  /// camera hits. nullptr for none (or without a RenderingServer).
  [[nodiscard]] Node* pick_node(const Vector2& position);

  // -- engine-internal, for Camera3D and the render nodes -----------------------------------------
  /// A camera entered; true when it is the first one (it then becomes current).
  bool camera_3d_entered(Camera3D* camera);
  void camera_3d_exited(Camera3D* camera);
  /// Makes `camera` (or none) current, sending the cameras their notifications.
  void set_camera_3d(Camera3D* camera);
  /// Makes the first camera other than `exclude` current, if there is one and none is.
  void make_next_camera_3d_current(Camera3D* exclude);
  /// The scenario of the world this viewport renders on `server`, making the viewport's server
  /// objects when needed.
  ScenarioHandle render_scenario(RenderingServer& server);

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  /// What the server viewport is set up with; SubViewport adds its own settings.
  virtual void _push_render_settings();
  [[nodiscard]] RenderingServer* rendering_server() const;
  [[nodiscard]] ViewportHandle viewport_handle() const;

 private:
  friend struct detail::ViewportListeners;
  // The audio listeners inside this viewport, in order of entry, and the current ones.
  std::vector<NodeId> audio_listeners_2d_;
  std::vector<NodeId> audio_listeners_3d_;
  NodeId audio_listener_2d_;
  NodeId audio_listener_3d_;
  friend struct detail::ViewportRendering;
  detail::ViewportRendering& rendering() const;

  Vector2i size_{1280, 720};
  mutable std::unique_ptr<detail::ViewportRendering> rendering_;
};

}  // namespace arbor
