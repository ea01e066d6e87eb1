// CanvasItem: the base of every 2D node (Godot 4's CanvasItem): visibility, modulation, z order,
// and the cached, dirty-flagged global transform that Node2D (and later Control) share.
#pragma once

#include <cstdint>
#include <memory>

#include "arbor/core/math/color.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {

class World2D;

/// A node that lives on a 2D canvas. Transforms and visibility chain through CanvasItem parents
/// only: a CanvasItem whose parent is not one (a plain Node, the root) starts a new chain.
///
/// The global transform is cached. Invariant: a CanvasItem's cached global transform is dirty
/// whenever that of its parent item is (a node is only cleaned after its ancestors), so marking
/// a subtree dirty stops at the first node already dirty, and a read recomputes only the dirty
/// chain above the node. `top_level` items do not chain to their parent's transform.
class CanvasItem : public Node {
  ARBOR_CLASS(CanvasItem, Node)

  // Fields are split around the public signal only to pack them without padding.
  struct Modulates {
    Color modulate{1, 1, 1, 1};
    Color self_modulate{1, 1, 1, 1};
  };
  std::unique_ptr<Modulates> modulates_;  // only once a modulate is not white

 public:
  /// Godot's CanvasItem notification values (delivered to _notification).
  static constexpr int NOTIFICATION_VISIBILITY_CHANGED = 31;
  static constexpr int NOTIFICATION_LOCAL_TRANSFORM_CHANGED = 35;
  /// Godot's RenderingServer::CANVAS_ITEM_Z_MIN / CANVAS_ITEM_Z_MAX.
  static constexpr int CANVAS_ITEM_Z_MIN = -4096;
  static constexpr int CANVAS_ITEM_Z_MAX = 4096;

  CanvasItem();
  ~CanvasItem() override;

  /// Emitted when is_visible_in_tree() changes, and when `visible` is toggled under a hidden
  /// parent (Godot's rule); also when the item enters a tree visible.
  Signal<> visibility_changed;

  // -- visibility --------------------------------------------------------------------------------
  void set_visible(bool visible);
  [[nodiscard]] bool is_visible() const { return has_canvas_flag(FLAG_VISIBLE); }
  void show() { set_visible(true); }
  void hide() { set_visible(false); }
  /// Visible itself and every CanvasItem above it up to the first non-CanvasItem parent; false
  /// outside a tree. `top_level` does not break this chain (as in Godot).
  [[nodiscard]] bool is_visible_in_tree() const {
    return has_canvas_flag(FLAG_VISIBLE) && has_canvas_flag(FLAG_PARENT_VISIBLE);
  }

  // -- modulation --------------------------------------------------------------------------------
  /// Tints this item and its children (multiplied down the chain).
  void set_modulate(const Color& modulate);
  [[nodiscard]] Color get_modulate() const;
  /// Tints this item only.
  void set_self_modulate(const Color& self_modulate);
  [[nodiscard]] Color get_self_modulate() const;
  /// This item's modulate times that of every parent item (top_level stops the chain), Godot's
  /// get_modulate_in_tree(). self_modulate is not included.
  [[nodiscard]] Color get_modulate_in_tree() const;

  // -- draw order --------------------------------------------------------------------------------
  /// Throws arbor::Error outside [CANVAS_ITEM_Z_MIN, CANVAS_ITEM_Z_MAX].
  void set_z_index(int z_index);
  [[nodiscard]] int get_z_index() const { return z_index_; }
  /// When true (the default), z_index is added to the parent item's effective z index.
  void set_z_as_relative(bool enabled);
  [[nodiscard]] bool is_z_relative() const { return has_canvas_flag(FLAG_Z_RELATIVE); }
  [[nodiscard]] int get_effective_z_index() const;

  // -- transforms --------------------------------------------------------------------------------
  /// The parent as a CanvasItem, or nullptr when the parent is not one or this item is top_level.
  [[nodiscard]] CanvasItem* get_parent_item() const;
  /// A top_level item ignores its parent's transform (its global transform is its local one).
  void set_as_top_level(bool top_level);
  [[nodiscard]] bool is_set_as_top_level() const { return has_canvas_flag(FLAG_TOP_LEVEL); }
  /// The local transform; identity for an item that has none of its own (a plain CanvasItem).
  [[nodiscard]] Transform2D get_transform() const { return stored_transform(); }
  /// The transform to canvas space: parent item's global transform times get_transform().
  /// Cached; recomputed on read only when this item or an item above it moved. The reference
  /// stays valid while the item lives (until its next change, for the value).
  [[nodiscard]] const Transform2D& get_global_transform() const;
  /// The 2D world of the item's viewport (its physics space), or nullptr outside a tree.
  [[nodiscard]] World2D* get_world_2d() const;
  /// Whether the cached global transform is stale (a read recomputes it).
  [[nodiscard]] bool is_global_transform_dirty() const;

  /// With true, NOTIFICATION_TRANSFORM_CHANGED arrives once per frame at the frame's transform
  /// sync step when the global transform changed, and on entering a tree.
  void set_notify_transform(bool enabled);
  [[nodiscard]] bool is_transform_notification_enabled() const {
    return has_canvas_flag(FLAG_NOTIFY);
  }
  /// With true, NOTIFICATION_LOCAL_TRANSFORM_CHANGED arrives synchronously on every local change.
  void set_notify_local_transform(bool enabled);
  [[nodiscard]] bool is_local_transform_notification_enabled() const {
    return has_canvas_flag(FLAG_NOTIFY_LOCAL);
  }

 protected:
  static void _bind_methods();
  /// For subclasses: the stored local transform (what get_transform() returns). Kept with the
  /// global one in a dense store (src/scene/transform_store.h), as Node3D's are.
  [[nodiscard]] Transform2D& stored_transform() const;
  /// For subclasses: call after changing stored_transform(). Dirties the global transforms of
  /// this item's subtree, runs the hooks and sends the local notification.
  void _notify_transform();

  /// Engine-internal (physics bodies, render nodes): with true, _global_transform_invalidated()
  /// runs synchronously whenever this item's global transform goes from clean to dirty (its own
  /// move or an ancestor's). Reading the global transform re-arms it.
  void set_track_global_transform_changes(bool enabled);
  /// Engine-internal: with true, _local_transform_changed() runs on every local transform set.
  void set_track_local_transform_changes(bool enabled);
  virtual void _global_transform_invalidated() {}
  virtual void _local_transform_changed() {}

  void _engine_notification(int what) override;

  // -- bits of flags_, shared with Node2D --------------------------------------------------------
  enum CanvasFlag : std::uint16_t {
    FLAG_VISIBLE = 1u << 0,
    FLAG_PARENT_VISIBLE = 1u << 1,  ///< cached: every item above is visible (and in a tree)
    FLAG_TOP_LEVEL = 1u << 2,
    FLAG_Z_RELATIVE = 1u << 3,
    FLAG_NOTIFY = 1u << 4,
    FLAG_NOTIFY_LOCAL = 1u << 5,
    FLAG_TRACK_GLOBAL = 1u << 6,
    FLAG_TRACK_LOCAL = 1u << 7,
    FLAG_XFORM_DIRTY = 1u << 8,   ///< Node2D: position/rotation/scale/skew are stale
    FLAG_DEGREES_KEPT = 1u << 9,  ///< Node2D: rotation_degrees_ holds the value set
  };
  [[nodiscard]] bool has_canvas_flag(std::uint16_t flag) const { return (flags_ & flag) != 0; }
  void set_canvas_flag(std::uint16_t flag, bool on) const {
    flags_ = static_cast<std::uint16_t>(on ? (flags_ | flag) : (flags_ & ~flag));
  }

 private:
  /// Links the store record under the parent item's, unless this item is top-level.
  void link_to_parent_item();
  /// Marks this item and its chained subtree dirty, stopping at items already dirty.
  void invalidate_global_transform();
  /// Whether the marking walk must call on_global_invalidated() for this item.
  void update_hooked();
  /// Runs the clean-to-dirty consequences on one item: hook and transform notification.
  void on_global_invalidated();
  void queue_transform_notification();
  [[nodiscard]] bool transform_notification_pending() const;
  void propagate_visibility(bool parent_visible);
  void handle_visibility_change(bool visible_in_tree);
  Modulates& modulates();

  mutable std::uint16_t flags_;
  std::int16_t z_index_ = 0;
  /// Where this item last queued NOTIFICATION_TRANSFORM_CHANGED in its tree's sync queue.
  std::uint32_t notify_slot_ = UINT32_MAX;
  std::uint32_t slot_;  ///< the item's record in the transform store
};

}  // namespace arbor
