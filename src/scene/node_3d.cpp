#include "arbor/scene/node_3d.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "scene/callbacks.h"
#include "scene/node_extras.h"
#include "scene/transform_hierarchy.h"
#include "scene/transform_store_3d.h"
#include "scene/transform_sync.h"
#include "scene/tree_data.h"

namespace arbor {

using detail::describe;
using detail::TransformStore3D;
using Hierarchy = detail::TransformHierarchy<TransformStore3D>;

namespace {

// Decomposed angles within this many degrees of a whole degree snap to it.
constexpr real_t kDegreeSnap = real_t(0.0005);

bool is_spatial(const Node* node) { return detail::has_kind(node, detail::KIND_SPATIAL); }

real_t snap_degrees(real_t degrees) {
  const real_t whole = std::round(degrees);
  return std::abs(degrees - whole) < kDegreeSnap ? whole + real_t(0) : degrees;
}

Vector3 to_degrees(const Vector3& radians) {
  return {Math::rad_to_deg(radians.x), Math::rad_to_deg(radians.y), Math::rad_to_deg(radians.z)};
}

Vector3 to_radians(const Vector3& degrees) {
  return {Math::deg_to_rad(degrees.x), Math::deg_to_rad(degrees.y), Math::deg_to_rad(degrees.z)};
}

std::string format(const Vector3& v) {
  return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ", " + std::to_string(v.z) + ")";
}

// The rotation part of a basis: orthonormalized, a reflection turned into a rotation (the
// reflection belongs to the scale, whose sign Basis::get_scale() carries).
Basis rotation_part(const Basis& basis) {
  Basis rotation = basis.orthonormalized();
  return rotation.determinant() < 0 ? rotation * real_t(-1) : rotation;
}

// The rotation and scale as set that the node of record `slot` keeps, if it has them.
const detail::Decomposition* decomposition_of(std::uint32_t slot) {
  const std::uint32_t decomposition = TransformStore3D::attachment(slot);
  return decomposition == detail::kNoAttachment ? nullptr
                                                : &detail::DecompositionStore::get(decomposition);
}

}  // namespace

Node3D::Node3D()
    : bits_(VISIBLE | std::uint16_t(int(EulerOrder::YXZ) << kOrderShift)),
      slot_(TransformStore3D::allocate()) {
  detail::set_kind(this, detail::KIND_SPATIAL);
}

Node3D::~Node3D() {
  const std::uint32_t decomposition = TransformStore3D::attachment(slot_);
  if (decomposition != detail::kNoAttachment) detail::DecompositionStore::release(decomposition);
  TransformStore3D::release(slot_);
}

// -- cache maintenance ----------------------------------------------------------------------------

const Node3D* Node3D::transform_parent() const {
  if (bits_ & TOP_LEVEL) return nullptr;
  const Node* parent = get_parent();
  return parent && is_spatial(parent) ? static_cast<const Node3D*>(parent) : nullptr;
}

const Node3D* Node3D::visibility_parent() const {
  const Node* parent = get_parent();
  return parent && is_spatial(parent) ? static_cast<const Node3D*>(parent) : nullptr;
}

Transform3D& Node3D::local() const { return TransformStore3D::local(slot_); }

Vector3 Node3D::euler() const {
  const detail::Decomposition* decomposition = decomposition_of(slot_);
  return decomposition ? decomposition->euler : Vector3();
}

Vector3 Node3D::stored_scale() const {
  const detail::Decomposition* decomposition = decomposition_of(slot_);
  return decomposition ? decomposition->scale : Vector3(1, 1, 1);
}

std::uint32_t Node3D::decomposition_slot() const {
  std::uint32_t decomposition = TransformStore3D::attachment(slot_);
  if (decomposition == detail::kNoAttachment) {
    decomposition = detail::DecompositionStore::allocate();
    TransformStore3D::set_attachment(slot_, decomposition);
  }
  return decomposition;
}

void Node3D::store_euler(const Vector3& euler) const {
  detail::DecompositionStore::get(decomposition_slot()).euler = euler;
}

void Node3D::store_scale(const Vector3& scale) const {
  detail::DecompositionStore::get(decomposition_slot()).scale = scale;
}

void Node3D::rebuild_local_basis() {
  local().basis =
      Basis::from_euler(euler_radians(), get_rotation_order()).scaled_local(stored_scale());
}

void Node3D::update_euler() const {
  // With an exact scale at hand the rotation is basis * scale^-1 (how the basis was built);
  // otherwise (or with a zero scale) the orthonormalized rotation part, as Godot.
  const Basis& basis = local().basis;
  const Vector3 scale = stored_scale();
  const bool exact_scale = !(bits_ & DIRTY_SCALE) && scale.x != 0 && scale.y != 0 && scale.z != 0;
  const Vector3 radians =
      exact_scale ? basis.scaled_local(scale.inverse()).get_euler_normalized(get_rotation_order())
                  : basis.get_euler_normalized(get_rotation_order());
  const Vector3 degrees = to_degrees(radians);
  store_euler({snap_degrees(degrees.x), snap_degrees(degrees.y), snap_degrees(degrees.z)});
  set_bits(EULER_DEGREES, true);
  set_bits(DIRTY_EULER, false);
}

void Node3D::update_scale() const {
  store_scale(local().basis.get_scale());
  set_bits(DIRTY_SCALE, false);
}

Vector3 Node3D::euler_radians() const {
  return (bits_ & EULER_DEGREES) ? to_radians(euler()) : euler();
}

void Node3D::link_to_transform_parent() {
  if (const Node3D* parent = transform_parent()) TransformStore3D::link(slot_, parent->slot_);
}

void Node3D::local_changed() {
  invalidate_global();
  if (bits_ & TRACK_LOCAL) _on_local_transform_changed();
  if (bits_ & NOTIFY_LOCAL) detail::notify(this, NOTIFICATION_LOCAL_TRANSFORM_CHANGED);
}

void Node3D::invalidate_global() {
  Hierarchy::mark_dirty(slot_, [](Node3D* node) { node->global_invalidated(); });
}

void Node3D::global_invalidated() {
  if (bits_ & NOTIFY_TRANSFORM) queue_transform_notification();
  if (bits_ & TRACK_GLOBAL) _on_global_transform_invalidated();
}

void Node3D::update_hooked() {
  TransformStore3D::set_hooked(slot_, this, (bits_ & (NOTIFY_TRANSFORM | TRACK_GLOBAL)) != 0);
}

void Node3D::queue_transform_notification() {
  if (!is_inside_tree() || (bits_ & QUEUED)) return;
  bits_ |= QUEUED;
  detail::queue_transform_notification(this);
}

void Node3D::_engine_notification(int what) {
  Node::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_PARENTED:
      link_to_transform_parent();
      invalidate_global();  // the chain above changed
      break;
    case NOTIFICATION_UNPARENTED:
      TransformStore3D::unlink(slot_);
      invalidate_global();
      break;
    case NOTIFICATION_ENTER_TREE:
      if (bits_ & NOTIFY_TRANSFORM) {
        // A node that left a tree before that tree's transform sync may still be queued there;
        // it counts only when that list is this tree's (it re-entered the same tree).
        const auto& queued = detail::tree_data(get_tree()).transform_notifications;
        if (!(bits_ & QUEUED) ||
            std::find(queued.begin(), queued.end(), get_instance_id()) == queued.end()) {
          bits_ |= QUEUED;
          detail::queue_transform_notification(this);
        }
      }
      break;
    case NOTIFICATION_TRANSFORM_CHANGED:
      set_bits(QUEUED, false);
      // Clean, so that the next change (even one above this node) dirties and queues it again.
      (void)get_global_transform();
      break;
    default:
      break;
  }
}

Transform3D Node3D::get_global_transform() const { return Hierarchy::clean_global(slot_); }

bool Node3D::is_global_transform_dirty() const { return TransformStore3D::is_dirty(slot_); }

// -- local transform ------------------------------------------------------------------------------

void Node3D::set_transform(const Transform3D& transform) {
  local() = transform;
  set_bits(DIRTY_EULER | DIRTY_SCALE, true);
  local_changed();
}

Transform3D Node3D::get_transform() const { return local(); }

Vector3 Node3D::get_position() const { return local().origin; }

void Node3D::set_position(const Vector3& position) {
  local().origin = position;
  local_changed();
}

void Node3D::set_rotation(const Vector3& euler_radians) {
  if (bits_ & DIRTY_SCALE) update_scale();
  store_euler(euler_radians);
  set_bits(EULER_DEGREES | DIRTY_EULER, false);
  rebuild_local_basis();
  local_changed();
}

Vector3 Node3D::get_rotation() const {
  if (bits_ & DIRTY_EULER) update_euler();
  return euler_radians();
}

void Node3D::set_rotation_degrees(const Vector3& euler_degrees) {
  if (bits_ & DIRTY_SCALE) update_scale();
  store_euler(euler_degrees);
  set_bits(DIRTY_EULER, false);
  set_bits(EULER_DEGREES, true);
  rebuild_local_basis();
  local_changed();
}

Vector3 Node3D::get_rotation_degrees() const {
  if (bits_ & DIRTY_EULER) update_euler();
  return (bits_ & EULER_DEGREES) ? euler() : to_degrees(euler());
}

void Node3D::set_rotation_order(EulerOrder order) {
  if (order == get_rotation_order()) return;
  if (int(order) < int(EulerOrder::XYZ) || int(order) > int(EulerOrder::ZYX)) {
    throw Error("set_rotation_order: " + std::to_string(int(order)) +
                " is not an EulerOrder (0-5), for node " + describe(this));
  }
  if (bits_ & DIRTY_SCALE) update_scale();  // so the new angles come from the exact scale
  bits_ = std::uint16_t((bits_ & ~(kOrderMask << kOrderShift)) | (int(order) << kOrderShift));
  set_bits(DIRTY_EULER, true);
}

void Node3D::set_quaternion(const Quaternion& quaternion) {
  if (bits_ & DIRTY_SCALE) update_scale();
  local().basis = Basis(quaternion).scaled_local(stored_scale());
  set_bits(DIRTY_EULER, true);
  local_changed();
}

Quaternion Node3D::get_quaternion() const { return get_basis().get_rotation_quaternion(); }

void Node3D::set_basis(const Basis& basis) { set_transform({basis, local().origin}); }

Basis Node3D::get_basis() const { return local().basis; }

void Node3D::set_scale(const Vector3& scale) {
  if (bits_ & DIRTY_EULER) update_euler();
  store_scale(scale);
  set_bits(DIRTY_SCALE, false);
  rebuild_local_basis();
  local_changed();
}

Vector3 Node3D::get_scale() const {
  if (bits_ & DIRTY_SCALE) update_scale();
  return stored_scale();
}

// -- global transform -----------------------------------------------------------------------------

void Node3D::set_global_transform(const Transform3D& transform) {
  const Node3D* parent = transform_parent();
  set_transform(parent ? parent->get_global_transform().affine_inverse() * transform : transform);
}

void Node3D::set_global_position(const Vector3& position) {
  const Node3D* parent = transform_parent();
  set_position(parent ? parent->get_global_transform().affine_inverse().xform(position) : position);
}

void Node3D::set_global_basis(const Basis& basis) {
  set_global_transform({basis, get_global_position()});
}

Vector3 Node3D::get_global_rotation() const {
  return get_global_transform().basis.get_euler_normalized(EulerOrder::YXZ);
}

void Node3D::set_global_rotation(const Vector3& euler_radians) {
  const Transform3D global = get_global_transform();
  set_global_transform(
      {Basis::from_euler(euler_radians, EulerOrder::YXZ).scaled_local(global.basis.get_scale()),
       global.origin});
}

Vector3 Node3D::get_global_rotation_degrees() const { return to_degrees(get_global_rotation()); }

void Node3D::set_global_rotation_degrees(const Vector3& euler_degrees) {
  set_global_rotation(to_radians(euler_degrees));
}

std::array<float, 16> Node3D::get_model_matrix() const {
  const Transform3D global = Hierarchy::clean_global(slot_);
  const Basis& b = global.basis;
  const Vector3& o = global.origin;
  return {float(b.x.x), float(b.x.y), float(b.x.z), 0.0f,  //
          float(b.y.x), float(b.y.y), float(b.y.z), 0.0f,  //
          float(b.z.x), float(b.z.y), float(b.z.z), 0.0f,  //
          float(o.x),   float(o.y),   float(o.z),   1.0f};
}

void Node3D::set_as_top_level(bool enabled) {
  if (is_set_as_top_level() == enabled) return;
  const Transform3D global = get_global_transform();
  set_bits(TOP_LEVEL, enabled);
  TransformStore3D::unlink(slot_);
  link_to_transform_parent();
  // The chain above changed: convert the local transform so that the global one stays (this
  // marks the node and its subtree dirty, as a change of parent would).
  const Node3D* parent = transform_parent();
  set_transform(parent ? parent->get_global_transform().affine_inverse() * global : global);
}

Node3D* Node3D::get_parent_node_3d() const { return const_cast<Node3D*>(transform_parent()); }

// -- transform operations -------------------------------------------------------------------------

void Node3D::look_at(const Vector3& target, const Vector3& up, bool use_model_front) {
  look_at_from_position(get_global_position(), target, up, use_model_front);
}

void Node3D::look_at_from_position(const Vector3& position, const Vector3& target,
                                   const Vector3& up, bool use_model_front) {
  if (position.is_equal_approx(target)) {
    throw Error("look_at: node " + describe(this) + " is at the target " + format(target) +
                ", so there is no direction to look in; skip the call when they coincide");
  }
  if (up.is_zero_approx()) {
    throw Error("look_at: the up vector given for node " + describe(this) +
                " is zero; pass a direction such as Vector3(0, 1, 0)");
  }
  const Vector3 scale = get_scale();  // the local scale is kept, as in Godot
  Transform3D local(Basis::looking_at(target - position, up, use_model_front), position);
  if (const Node3D* parent = transform_parent()) {
    local = parent->get_global_transform().affine_inverse() * local;
    local.basis = rotation_part(local.basis);
  }
  this->local() = {local.basis.scaled_local(scale), local.origin};
  set_bits(DIRTY_EULER, true);
  local_changed();
}

void Node3D::translate(const Vector3& offset) { translate_object_local(offset); }

void Node3D::translate_object_local(const Vector3& offset) {
  const Transform3D& local = this->local();
  set_position(local.origin + local.basis.xform(offset));
}

void Node3D::rotate(const Vector3& axis, real_t angle) {
  set_basis(get_basis().rotated(axis, angle));
}

void Node3D::rotate_x(real_t angle) { rotate(Vector3(1, 0, 0), angle); }
void Node3D::rotate_y(real_t angle) { rotate(Vector3(0, 1, 0), angle); }
void Node3D::rotate_z(real_t angle) { rotate(Vector3(0, 0, 1), angle); }

void Node3D::rotate_object_local(const Vector3& axis, real_t angle) {
  set_basis(get_basis().rotated_local(axis, angle));
}

void Node3D::scale_object(const Vector3& ratio) { set_basis(get_basis().scaled(ratio)); }

void Node3D::scale_object_local(const Vector3& scale) {
  set_basis(get_basis().scaled_local(scale));
}

void Node3D::global_translate(const Vector3& offset) {
  set_global_position(get_global_position() + offset);
}

void Node3D::global_rotate(const Vector3& axis, real_t angle) {
  Transform3D global = get_global_transform();
  global.basis.rotate(axis, angle);
  set_global_transform(global);
}

void Node3D::global_scale(const Vector3& scale) {
  Transform3D global = get_global_transform();
  global.basis.scale(scale);
  set_global_transform(global);
}

void Node3D::set_identity() { set_transform(Transform3D()); }

void Node3D::orthonormalize() { set_transform(get_transform().orthonormalized()); }

Vector3 Node3D::to_local(const Vector3& global_point) const {
  return get_global_transform().affine_inverse().xform(global_point);
}

Vector3 Node3D::to_global(const Vector3& local_point) const {
  return get_global_transform().xform(local_point);
}

// -- visibility -----------------------------------------------------------------------------------

void Node3D::set_visible(bool visible) {
  if (is_visible() == visible) return;
  set_bits(VISIBLE, visible);
  if (!is_inside_tree()) return;
  detail::UseScope use(this);
  propagate_visibility_changed();
}

bool Node3D::is_visible_in_tree() const {
  for (const Node3D* node = this; node; node = node->visibility_parent()) {
    if (!node->is_visible()) return false;
  }
  return true;
}

void Node3D::propagate_visibility_changed() {
  if (!is_inside_tree()) return;  // a handler took it out of the tree
  detail::notify(this, NOTIFICATION_VISIBILITY_CHANGED);
  detail::emit(get_tree(), this, visibility_changed, "signal visibility_changed");
  detail::BlockScope block(this);
  for (std::uint32_t i = 0; i < detail::child_count(this); ++i) {
    Node* child = detail::children(this)[i];
    if (is_spatial(child) && static_cast<Node3D*>(child)->is_visible()) {
      static_cast<Node3D*>(child)->propagate_visibility_changed();
    }
  }
}

// -- notifications and hooks ----------------------------------------------------------------------

void Node3D::set_notify_transform(bool enabled) {
  set_bits(NOTIFY_TRANSFORM, enabled);
  update_hooked();
  if (enabled) (void)get_global_transform();  // clean, so the next change is noticed
}

void Node3D::set_notify_local_transform(bool enabled) { set_bits(NOTIFY_LOCAL, enabled); }

void Node3D::set_track_global_transform_changes(bool enabled) {
  set_bits(TRACK_GLOBAL, enabled);
  update_hooked();
  if (enabled) (void)get_global_transform();
}

void Node3D::set_track_local_transform_changes(bool enabled) { set_bits(TRACK_LOCAL, enabled); }

void Node3D::reparent(Node* new_parent, bool keep_global_transform) {
  if (!keep_global_transform || new_parent == get_parent()) {
    Node::reparent(new_parent, keep_global_transform);
    return;
  }
  const Transform3D global = get_global_transform();
  Node::reparent(new_parent, keep_global_transform);
  set_global_transform(global);
}

}  // namespace arbor
