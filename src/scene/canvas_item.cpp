#include "arbor/scene/canvas_item.h"

#include <string>

#include "arbor/core/error/error.h"
#include "scene/callbacks.h"
#include "scene/node_extras.h"
#include "scene/transform_hierarchy.h"
#include "scene/transform_store.h"
#include "scene/transform_sync.h"

namespace arbor {

using TransformStore2D = detail::TransformStore<Transform2D, CanvasItem>;
static_assert(sizeof(detail::TransformChunk<Transform2D>) % 65536 == 0);
using Hierarchy = detail::TransformHierarchy<TransformStore2D>;

namespace {

constexpr Color kWhite{1, 1, 1, 1};

bool is_canvas(const Node* node) { return detail::has_kind(node, detail::KIND_CANVAS); }

}  // namespace

CanvasItem::CanvasItem()
    : flags_(FLAG_VISIBLE | FLAG_Z_RELATIVE), slot_(TransformStore2D::allocate()) {
  detail::set_kind(this, detail::KIND_CANVAS);
}

CanvasItem::~CanvasItem() { TransformStore2D::release(slot_); }

// -- visibility -----------------------------------------------------------------------------------

void CanvasItem::set_visible(bool visible) {
  if (is_visible() == visible) return;
  set_canvas_flag(FLAG_VISIBLE, visible);
  if (!has_canvas_flag(FLAG_PARENT_VISIBLE)) {
    // Under a hidden parent (or outside a tree) only this item is told, as in Godot.
    detail::notify(this, NOTIFICATION_VISIBILITY_CHANGED);
    return;
  }
  handle_visibility_change(visible);
}

void CanvasItem::propagate_visibility(bool parent_visible) {
  set_canvas_flag(FLAG_PARENT_VISIBLE, parent_visible);
  if (is_visible()) handle_visibility_change(parent_visible);
}

// is_visible_in_tree() of this item just became `visible_in_tree`: tell it, then its children.
void CanvasItem::handle_visibility_change(bool visible_in_tree) {
  detail::UseScope use(this);
  detail::notify(this, NOTIFICATION_VISIBILITY_CHANGED);
  detail::BlockScope block(this);
  for (std::size_t i = 0; i < detail::child_count(this); ++i) {
    Node* child = detail::children(this)[i];
    if (is_canvas(child)) static_cast<CanvasItem*>(child)->propagate_visibility(visible_in_tree);
  }
}

// -- modulation -----------------------------------------------------------------------------------

CanvasItem::Modulates& CanvasItem::modulates() {
  if (!modulates_) modulates_ = std::make_unique<Modulates>();
  return *modulates_;
}

void CanvasItem::set_modulate(const Color& modulate) {
  if (modulates_ || modulate != kWhite) modulates().modulate = modulate;
}

Color CanvasItem::get_modulate() const { return modulates_ ? modulates_->modulate : kWhite; }

void CanvasItem::set_self_modulate(const Color& self_modulate) {
  if (modulates_ || self_modulate != kWhite) modulates().self_modulate = self_modulate;
}

Color CanvasItem::get_self_modulate() const {
  return modulates_ ? modulates_->self_modulate : kWhite;
}

Color CanvasItem::get_modulate_in_tree() const {
  Color result = get_modulate();
  for (const CanvasItem* item = get_parent_item(); item; item = item->get_parent_item()) {
    result *= item->get_modulate();
  }
  return result;
}

// -- draw order -----------------------------------------------------------------------------------

void CanvasItem::set_z_index(int z_index) {
  if (z_index < CANVAS_ITEM_Z_MIN || z_index > CANVAS_ITEM_Z_MAX) {
    throw Error("set_z_index: " + std::to_string(z_index) + " is outside [" +
                std::to_string(CANVAS_ITEM_Z_MIN) + ", " + std::to_string(CANVAS_ITEM_Z_MAX) +
                "] (node '" + get_path().to_string() + "')");
  }
  z_index_ = static_cast<std::int16_t>(z_index);
}

void CanvasItem::set_z_as_relative(bool enabled) { set_canvas_flag(FLAG_Z_RELATIVE, enabled); }

int CanvasItem::get_effective_z_index() const {
  int z = z_index_;
  for (const CanvasItem* item = this; item->is_z_relative();) {
    item = item->get_parent_item();
    if (!item) break;
    z += item->z_index_;
  }
  return z;
}

// -- transforms -----------------------------------------------------------------------------------

CanvasItem* CanvasItem::get_parent_item() const {
  Node* parent = get_parent();
  if (!parent || has_canvas_flag(FLAG_TOP_LEVEL) || !is_canvas(parent)) return nullptr;
  return static_cast<CanvasItem*>(parent);
}

void CanvasItem::set_as_top_level(bool top_level) {
  if (is_set_as_top_level() == top_level) return;
  set_canvas_flag(FLAG_TOP_LEVEL, top_level);
  TransformStore2D::unlink(slot_);
  link_to_parent_item();
  invalidate_global_transform();
}

void CanvasItem::link_to_parent_item() {
  if (const CanvasItem* parent = get_parent_item()) TransformStore2D::link(slot_, parent->slot_);
}

Transform2D& CanvasItem::stored_transform() const { return TransformStore2D::local(slot_); }

const Transform2D& CanvasItem::get_global_transform() const {
  (void)Hierarchy::clean_global(slot_);  // recomputes only when dirty
  return TransformStore2D::global(slot_);
}

bool CanvasItem::is_global_transform_dirty() const { return TransformStore2D::is_dirty(slot_); }

void CanvasItem::_notify_transform() {
  invalidate_global_transform();
  if (has_canvas_flag(FLAG_TRACK_LOCAL)) _local_transform_changed();
  if (has_canvas_flag(FLAG_NOTIFY_LOCAL)) {
    detail::notify(this, NOTIFICATION_LOCAL_TRANSFORM_CHANGED);
  }
}

void CanvasItem::invalidate_global_transform() {
  Hierarchy::mark_dirty(slot_, [](CanvasItem* item) { item->on_global_invalidated(); });
}

void CanvasItem::update_hooked() {
  TransformStore2D::set_hooked(slot_, this, has_canvas_flag(FLAG_TRACK_GLOBAL | FLAG_NOTIFY));
}

void CanvasItem::on_global_invalidated() {
  if (has_canvas_flag(FLAG_TRACK_GLOBAL)) _global_transform_invalidated();
  if (has_canvas_flag(FLAG_NOTIFY)) queue_transform_notification();
}

// The tree's transform-sync queue only grows during a frame and is cleared by its flush, so an
// entry is still pending exactly when the slot recorded at queueing time still holds this id.
// This also covers leaving the tree with an entry pending (the flush drops it) and coming back.
bool CanvasItem::transform_notification_pending() const {
  if (!is_inside_tree()) return false;
  const auto& queue = detail::tree_data(get_tree()).transform_notifications;
  return notify_slot_ < queue.size() && queue[notify_slot_] == get_instance_id();
}

void CanvasItem::queue_transform_notification() {
  if (!is_inside_tree() || transform_notification_pending()) return;
  const auto& queue = detail::tree_data(get_tree()).transform_notifications;
  const std::size_t slot = queue.size();
  detail::queue_transform_notification(this);
  const bool found = slot < queue.size() && queue[slot] == get_instance_id();
  notify_slot_ = found ? std::uint32_t(slot) : UINT32_MAX;
}

void CanvasItem::set_notify_transform(bool enabled) {
  if (is_transform_notification_enabled() == enabled) return;
  set_canvas_flag(FLAG_NOTIFY, enabled);
  update_hooked();
  // A dirty global would not become dirty again, so the next change would go unreported:
  // resolve it now (Godot does the same).
  if (enabled && is_inside_tree()) (void)get_global_transform();
}

void CanvasItem::set_notify_local_transform(bool enabled) {
  set_canvas_flag(FLAG_NOTIFY_LOCAL, enabled);
}

void CanvasItem::set_track_global_transform_changes(bool enabled) {
  set_canvas_flag(FLAG_TRACK_GLOBAL, enabled);
  update_hooked();
}

void CanvasItem::set_track_local_transform_changes(bool enabled) {
  set_canvas_flag(FLAG_TRACK_LOCAL, enabled);
}

// -- lifecycle ------------------------------------------------------------------------------------

void CanvasItem::_engine_notification(int what) {
  Node::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_PARENTED:
      link_to_parent_item();
      // The parent chain changed: every global transform below depends on it.
      invalidate_global_transform();
      break;
    case NOTIFICATION_UNPARENTED:
      TransformStore2D::unlink(slot_);
      invalidate_global_transform();
      break;
    case NOTIFICATION_ENTER_TREE: {
      // Parents enter first, so the parent's visibility is already known.
      Node* parent = get_parent();
      const bool parent_visible =
          !parent || !is_canvas(parent) || static_cast<CanvasItem*>(parent)->is_visible_in_tree();
      set_canvas_flag(FLAG_PARENT_VISIBLE, parent_visible);
      // Godot 4: an item counts as invisible until it entered.
      if (is_visible_in_tree()) detail::notify(this, NOTIFICATION_VISIBILITY_CHANGED);
      if (has_canvas_flag(FLAG_NOTIFY)) queue_transform_notification();
      break;
    }
    case NOTIFICATION_EXIT_TREE:
      set_canvas_flag(FLAG_PARENT_VISIBLE, false);
      break;
    case NOTIFICATION_VISIBILITY_CHANGED:
      detail::emit(get_tree(), this, visibility_changed, "signal visibility_changed");
      break;
    case NOTIFICATION_TRANSFORM_CHANGED:
      notify_slot_ = UINT32_MAX;
      // Clean the global transform so that the next move marks it dirty (and queues) again.
      (void)get_global_transform();
      break;
    default:
      break;
  }
}

}  // namespace arbor
