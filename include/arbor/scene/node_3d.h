// Node3D: a node with a place in 3D space (Godot 4's Node3D). See docs/node_3d.md.
#pragma once

#include <array>
#include <cstdint>

#include "arbor/core/math/basis.h"
#include "arbor/core/math/euler_order.h"
#include "arbor/core/math/quaternion.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {

class World3D;

/// A node with a local transform relative to its parent and a cached global (world) transform.
///
/// Dirty-flag invariant: a node's global transform is only ever recomputed after those of its
/// ancestors, so when a node's global transform is dirty, the globals of its whole Node3D subtree
/// are dirty too. Setting any local property therefore marks the node and its Node3D subtree dirty,
/// stopping at subtrees already dirty, and a read recomputes only the dirty chain above the node.
///
/// Transforms (and visibility) chain only through Node3D parents: a Node3D whose parent is not a
/// Node3D is a transform root, and so is a `top_level` one. Everything works outside a tree too:
/// a detached subtree of Node3Ds chains the same way. Angles are radians unless named degrees.
class Node3D : public Node {
  ARBOR_CLASS(Node3D, Node)

  // First, so that it fills the end of Node's last 8 bytes (see the Bits enum below).
  mutable std::uint16_t bits_;

 public:
  /// Godot's Node3D notifications (NOTIFICATION_TRANSFORM_CHANGED is arbor::Notification's).
  static constexpr int NOTIFICATION_TRANSFORM_CHANGED = arbor::NOTIFICATION_TRANSFORM_CHANGED;
  static constexpr int NOTIFICATION_VISIBILITY_CHANGED = 43;
  static constexpr int NOTIFICATION_LOCAL_TRANSFORM_CHANGED = 44;

  Node3D();
  ~Node3D() override;

  /// Emitted (after NOTIFICATION_VISIBILITY_CHANGED) when is_visible_in_tree() may have changed:
  /// on this node when its `visible` changes inside a tree, then on each visible Node3D below it.
  Signal<> visibility_changed;

  // -- local transform ---------------------------------------------------------------------------
  void set_transform(const Transform3D& transform);
  /// The local transform (relative to the parent Node3D). A transform set is kept exactly.
  [[nodiscard]] Transform3D get_transform() const;
  void set_position(const Vector3& position);
  [[nodiscard]] Vector3 get_position() const;
  /// Euler angles in radians, applied in get_rotation_order(). Returns the value set until the
  /// rotation is set another way (then it is decomposed from the basis).
  void set_rotation(const Vector3& euler_radians);
  [[nodiscard]] Vector3 get_rotation() const;
  /// Euler angles in degrees. Returns the value set, unchanged, until the rotation is set another
  /// way, so incrementing it is stable; angles decomposed from a basis snap to a whole degree
  /// when within 0.0005 degrees of it.
  void set_rotation_degrees(const Vector3& euler_degrees);
  [[nodiscard]] Vector3 get_rotation_degrees() const;
  /// Changes the order the Euler angles are applied in, keeping the orientation: rotation and
  /// rotation_degrees are re-expressed in the new order. Default YXZ.
  void set_rotation_order(EulerOrder order);
  [[nodiscard]] EulerOrder get_rotation_order() const {
    return EulerOrder((bits_ >> kOrderShift) & kOrderMask);
  }
  /// Rotation as a quaternion; setting it keeps the scale.
  void set_quaternion(const Quaternion& quaternion);
  [[nodiscard]] Quaternion get_quaternion() const;
  /// Rotation and scale as a matrix; setting it keeps the position.
  void set_basis(const Basis& basis);
  [[nodiscard]] Basis get_basis() const;
  /// Scale along the local axes; returns the value set until the basis is set another way.
  void set_scale(const Vector3& scale);
  [[nodiscard]] Vector3 get_scale() const;

  // -- global transform --------------------------------------------------------------------------
  /// The world transform: parent Node3D's global transform * local transform (or the local
  /// transform for a transform root). Recomputed lazily, only along the dirty chain above.
  [[nodiscard]] Transform3D get_global_transform() const;
  /// Sets the local transform so that the global transform becomes `transform`.
  void set_global_transform(const Transform3D& transform);
  [[nodiscard]] Vector3 get_global_position() const { return get_global_transform().origin; }
  /// Moves the node to a world position; only the local position changes.
  void set_global_position(const Vector3& position);
  [[nodiscard]] Basis get_global_basis() const { return get_global_transform().basis; }
  void set_global_basis(const Basis& basis);
  /// World rotation as YXZ Euler angles in radians (Godot's global_rotation).
  [[nodiscard]] Vector3 get_global_rotation() const;
  /// Sets the world rotation (YXZ Euler radians), keeping the global scale and position.
  void set_global_rotation(const Vector3& euler_radians);
  [[nodiscard]] Vector3 get_global_rotation_degrees() const;
  void set_global_rotation_degrees(const Vector3& euler_degrees);
  /// The cached global transform as a column-major 4x4 float matrix (OpenGL/Vulkan layout; the
  /// same memory as a row-major row-vector matrix). No recomputation when the node is clean.
  [[nodiscard]] std::array<float, 16> get_model_matrix() const;

  /// A top-level node ignores its parent's transform: its global transform is its local one.
  /// Switching keeps the global transform (the local transform is converted).
  void set_as_top_level(bool enabled);
  [[nodiscard]] bool is_set_as_top_level() const { return (bits_ & TOP_LEVEL) != 0; }
  /// The parent when it is a Node3D and this node is not top-level, else nullptr: the node whose
  /// global transform this one's chains to.
  [[nodiscard]] Node3D* get_parent_node_3d() const;

  // -- transform operations (Godot's) ------------------------------------------------------------
  /// Rotates the node so that its -Z axis (+Z with use_model_front) points at the world position
  /// `target` and its Y axis is as close to `up` as possible, keeping its position and local
  /// scale. Throws arbor::Error when `target` is the node's position or `up` is zero.
  void look_at(const Vector3& target, const Vector3& up = Vector3(0, 1, 0),
               bool use_model_front = false);
  /// Moves the node to the world position `position`, then look_at(target, up).
  void look_at_from_position(const Vector3& position, const Vector3& target,
                             const Vector3& up = Vector3(0, 1, 0), bool use_model_front = false);
  /// Moves by `offset` in the node's own (rotated and scaled) frame, as Godot's translate.
  void translate(const Vector3& offset);
  /// Moves by `offset` in the node's own frame.
  void translate_object_local(const Vector3& offset);
  /// Rotates around a unit `axis` of the parent's frame (the position stays).
  void rotate(const Vector3& axis, real_t angle);
  void rotate_x(real_t angle);
  void rotate_y(real_t angle);
  void rotate_z(real_t angle);
  /// Rotates around a unit `axis` of the node's own frame.
  void rotate_object_local(const Vector3& axis, real_t angle);
  /// Scales the basis in the parent's frame.
  void scale_object(const Vector3& ratio);
  /// Scales the basis along the node's own axes.
  void scale_object_local(const Vector3& scale);
  /// Moves by `offset` in world space.
  void global_translate(const Vector3& offset);
  /// Rotates around a unit world `axis` (the global position stays).
  void global_rotate(const Vector3& axis, real_t angle);
  /// Scales the global basis in world space.
  void global_scale(const Vector3& scale);
  /// Resets the local transform to the identity.
  void set_identity();
  /// Removes shear and scale from the local transform.
  void orthonormalize();
  /// A world point in this node's local frame.
  [[nodiscard]] Vector3 to_local(const Vector3& global_point) const;
  /// A point of this node's local frame in world space.
  [[nodiscard]] Vector3 to_global(const Vector3& local_point) const;

  // -- visibility --------------------------------------------------------------------------------
  /// Inside a tree, a change sends NOTIFICATION_VISIBILITY_CHANGED and visibility_changed to this
  /// node and to each visible Node3D below it (parents first).
  void set_visible(bool visible);
  [[nodiscard]] bool is_visible() const { return (bits_ & VISIBLE) != 0; }
  void show() { set_visible(true); }
  void hide() { set_visible(false); }
  /// Visible, and so is every Node3D ancestor up to the first non-Node3D parent (top_level does
  /// not break this chain, as in Godot).
  [[nodiscard]] bool is_visible_in_tree() const;

  /// Sends NOTIFICATION_TRANSFORM_CHANGED at the frame's transform-sync step, at most once per
  /// frame, when the global transform changed during the frame, and after entering a tree.
  void set_notify_transform(bool enabled);
  [[nodiscard]] bool is_transform_notification_enabled() const {
    return (bits_ & NOTIFY_TRANSFORM) != 0;
  }
  /// Sends NOTIFICATION_LOCAL_TRANSFORM_CHANGED immediately on every change of the local
  /// transform.
  void set_notify_local_transform(bool enabled);
  [[nodiscard]] bool is_local_transform_notification_enabled() const {
    return (bits_ & NOTIFY_LOCAL) != 0;
  }

  void reparent(Node* new_parent, bool keep_global_transform = true) override;

  /// The 3D world of the node's viewport (its physics space), or nullptr outside a tree.
  [[nodiscard]] World3D* get_world_3d() const;

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

  /// Engine-internal, for server-backed node types (physics bodies, render instances): while on,
  /// _on_global_transform_invalidated() runs synchronously each time the global transform goes
  /// from clean to dirty (its own or an ancestor's change, a new parent). Reading the global
  /// transform cleans it and so re-arms the hook; a receiver that never reads it hears only the
  /// first change. Enabling it computes the global transform.
  void set_track_global_transform_changes(bool enabled);
  [[nodiscard]] bool is_tracking_global_transform_changes() const {
    return (bits_ & TRACK_GLOBAL) != 0;
  }
  /// Engine-internal: while on, _on_local_transform_changed() runs synchronously on every set of
  /// the local transform (any property or operation), after the subtree was marked dirty.
  void set_track_local_transform_changes(bool enabled);
  [[nodiscard]] bool is_tracking_local_transform_changes() const {
    return (bits_ & TRACK_LOCAL) != 0;
  }
  /// Hooks for the two switches above. They run in the middle of a transform change: they may
  /// read transforms, but must not change the tree's structure.
  virtual void _on_global_transform_invalidated() {}
  virtual void _on_local_transform_changed() {}
  /// Whether the cached global transform awaits recomputation (for engine code and tests).
  [[nodiscard]] bool is_global_transform_dirty() const;

 private:
  enum Bits : std::uint16_t {
    DIRTY_EULER = 1u << 0,       ///< the angles must be decomposed from the local basis
    DIRTY_SCALE = 1u << 1,       ///< the scale must be decomposed from the local basis
    EULER_DEGREES = 1u << 2,     ///< the angles are degrees, else radians
    TOP_LEVEL = 1u << 3,         ///< ignores the parent's transform
    VISIBLE = 1u << 4,           ///< `visible`
    NOTIFY_TRANSFORM = 1u << 5,  ///< set_notify_transform
    NOTIFY_LOCAL = 1u << 6,      ///< set_notify_local_transform
    QUEUED = 1u << 7,            ///< a NOTIFICATION_TRANSFORM_CHANGED is queued
    TRACK_GLOBAL = 1u << 8,      ///< set_track_global_transform_changes
    TRACK_LOCAL = 1u << 9,       ///< set_track_local_transform_changes
  };
  // Bits 10-12 of bits_ hold the EulerOrder.
  static constexpr int kOrderShift = 10;
  static constexpr std::uint16_t kOrderMask = 7;

  // The transforms and the hierarchy links live in a dense store, in a record named by slot_
  // (see src/scene/transform_store.h); the rotation and scale as set, when there are any, in
  // a second record attached to it.
  std::uint32_t slot_;

  void set_bits(std::uint16_t bits, bool on) const {
    bits_ = static_cast<std::uint16_t>(on ? (bits_ | bits) : (bits_ & ~bits));
  }
  [[nodiscard]] Transform3D& local() const;
  [[nodiscard]] Vector3 euler() const;
  [[nodiscard]] Vector3 stored_scale() const;
  /// The decomposition record, made (zero angles, unit scale) on first use.
  [[nodiscard]] std::uint32_t decomposition_slot() const;
  void store_euler(const Vector3& euler) const;
  void store_scale(const Vector3& scale) const;
  [[nodiscard]] const Node3D* transform_parent() const;
  [[nodiscard]] const Node3D* visibility_parent() const;
  void rebuild_local_basis();
  void update_euler() const;
  void update_scale() const;
  [[nodiscard]] Vector3 euler_radians() const;
  /// Links the store record under the transform parent's, if there is one.
  void link_to_transform_parent();
  /// After any local change: marks the subtree dirty, then runs the local hook and notification.
  void local_changed();
  /// Marks this node's global transform and its Node3D subtree's dirty (stopping at dirty ones).
  void invalidate_global();
  /// A hooked node's global transform just got dirty: queue the notification, run the hook.
  void global_invalidated();
  void update_hooked();
  void queue_transform_notification();
  void propagate_visibility_changed();
};

}  // namespace arbor
