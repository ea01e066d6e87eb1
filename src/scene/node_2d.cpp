#include "arbor/scene/node_2d.h"

#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/core/math/real.h"

namespace arbor {

namespace {

// Godot's Transform2D::set_skew: keeps the x axis and the y axis length, leans the y axis.
void set_transform_skew(Transform2D& t, real_t skew) {
  const real_t det_sign = Math::sign(t.determinant());
  t.columns[1] = t.columns[0].rotated(real_t(Math::PI * 0.5) + skew).normalized() *
                 (det_sign * t.columns[1].length());
}

// Degrees decomposed from radians, snapped to a whole degree within 0.0005 of one, so that
// values read back (and saved) stay readable.
real_t snapped_degrees(real_t radians) {
  const real_t degrees = Math::rad_to_deg(radians);
  const real_t whole = std::round(degrees);
  return std::abs(degrees - whole) < real_t(0.0005) ? whole : degrees;
}

}  // namespace

Node2D::Node2D() = default;
Node2D::~Node2D() = default;

// -- local transform ------------------------------------------------------------------------------

void Node2D::ensure_decomposed() const {
  if (!has_canvas_flag(FLAG_XFORM_DIRTY)) return;
  const Transform2D& transform = stored_transform();
  rotation_ = transform.get_rotation();
  skew_ = transform.get_skew();
  scale_ = transform.get_scale();
  set_canvas_flag(FLAG_XFORM_DIRTY, false);
}

void Node2D::compose() {
  Transform2D& transform = stored_transform();
  transform = Transform2D(rotation_, scale_, skew_, transform.columns[2]);
  _notify_transform();
}

void Node2D::set_position(const Vector2& position) {
  stored_transform().columns[2] = position;
  _notify_transform();
}

void Node2D::set_rotation(real_t radians) {
  ensure_decomposed();
  rotation_ = radians;
  set_canvas_flag(FLAG_DEGREES_KEPT, false);
  compose();
}

real_t Node2D::get_rotation() const {
  ensure_decomposed();
  return rotation_;
}

void Node2D::set_rotation_degrees(real_t degrees) {
  ensure_decomposed();
  rotation_ = Math::deg_to_rad(degrees);
  rotation_degrees_ = degrees;
  set_canvas_flag(FLAG_DEGREES_KEPT, true);
  compose();
}

real_t Node2D::get_rotation_degrees() const {
  if (has_canvas_flag(FLAG_DEGREES_KEPT)) return rotation_degrees_;
  return snapped_degrees(get_rotation());
}

void Node2D::set_scale(const Vector2& scale) {
  ensure_decomposed();
  scale_ = scale;
  if (Math::is_zero_approx(scale_.x)) scale_.x = real_t(CMP_EPSILON);
  if (Math::is_zero_approx(scale_.y)) scale_.y = real_t(CMP_EPSILON);
  compose();
}

Vector2 Node2D::get_scale() const {
  ensure_decomposed();
  return scale_;
}

void Node2D::set_skew(real_t radians) {
  ensure_decomposed();
  skew_ = radians;
  compose();
}

real_t Node2D::get_skew() const {
  ensure_decomposed();
  return skew_;
}

void Node2D::set_transform(const Transform2D& transform) {
  stored_transform() = transform;
  set_canvas_flag(FLAG_XFORM_DIRTY, true);
  set_canvas_flag(FLAG_DEGREES_KEPT, false);
  _notify_transform();
}

// -- global transform -----------------------------------------------------------------------------

void Node2D::set_global_position(const Vector2& position) {
  const CanvasItem* parent = get_parent_item();
  set_position(parent ? parent->get_global_transform().affine_inverse().xform(position) : position);
}

real_t Node2D::get_global_rotation() const { return get_global_transform().get_rotation(); }

// The global setters for rotation, scale and skew follow Godot 4: change that component of the
// global transform, bring the result back into the parent's frame, and keep its component.
void Node2D::set_global_rotation(real_t radians) {
  const CanvasItem* parent = get_parent_item();
  if (!parent) {
    set_rotation(radians);
    return;
  }
  const Transform2D& parent_global = parent->get_global_transform();
  Transform2D global = parent_global * get_local_transform();
  global.set_rotation(radians);
  set_rotation((parent_global.affine_inverse() * global).get_rotation());
}

real_t Node2D::get_global_rotation_degrees() const {
  return snapped_degrees(get_global_rotation());
}

void Node2D::set_global_rotation_degrees(real_t degrees) {
  set_global_rotation(Math::deg_to_rad(degrees));
}

Vector2 Node2D::get_global_scale() const { return get_global_transform().get_scale(); }

void Node2D::set_global_scale(const Vector2& scale) {
  const CanvasItem* parent = get_parent_item();
  if (!parent) {
    set_scale(scale);
    return;
  }
  const Transform2D& parent_global = parent->get_global_transform();
  Transform2D global = parent_global * get_local_transform();
  global.set_scale(scale);
  set_scale((parent_global.affine_inverse() * global).get_scale());
}

real_t Node2D::get_global_skew() const { return get_global_transform().get_skew(); }

void Node2D::set_global_skew(real_t radians) {
  const CanvasItem* parent = get_parent_item();
  if (!parent) {
    set_skew(radians);
    return;
  }
  const Transform2D& parent_global = parent->get_global_transform();
  Transform2D global = parent_global * get_local_transform();
  set_transform_skew(global, radians);
  set_skew((parent_global.affine_inverse() * global).get_skew());
}

void Node2D::set_global_transform(const Transform2D& transform) {
  const CanvasItem* parent = get_parent_item();
  set_transform(parent ? parent->get_global_transform().affine_inverse() * transform : transform);
}

// -- helpers --------------------------------------------------------------------------------------

void Node2D::rotate(real_t radians) { set_rotation(get_rotation() + radians); }

void Node2D::translate(const Vector2& offset) { set_position(get_position() + offset); }

void Node2D::global_translate(const Vector2& offset) {
  set_global_position(get_global_position() + offset);
}

void Node2D::apply_scale(const Vector2& ratio) { set_scale(get_scale() * ratio); }

void Node2D::move_local_x(real_t delta, bool scaled) {
  Vector2 axis = get_local_transform().columns[0];
  if (!scaled) axis.normalize();
  set_position(get_position() + axis * delta);
}

void Node2D::move_local_y(real_t delta, bool scaled) {
  Vector2 axis = get_local_transform().columns[1];
  if (!scaled) axis.normalize();
  set_position(get_position() + axis * delta);
}

void Node2D::look_at(const Vector2& point) { rotate(get_angle_to(point)); }

real_t Node2D::get_angle_to(const Vector2& point) const {
  return (to_local(point) * get_scale()).angle();
}

Vector2 Node2D::to_local(const Vector2& global_point) const {
  return get_global_transform().affine_inverse().xform(global_point);
}

Vector2 Node2D::to_global(const Vector2& local_point) const {
  return get_global_transform().xform(local_point);
}

Transform2D Node2D::get_relative_transform_to_parent(const Node* ancestor) const {
  Transform2D relative;
  for (const Node* node = this; node != ancestor; node = node->get_parent()) {
    const auto* node_2d = dynamic_cast<const Node2D*>(node);
    if (!node_2d) {
      throw Error("get_relative_transform_to_parent: '" + get_path().to_string() +
                  "' does not reach the given node through Node2D parents");
    }
    relative = node_2d->get_local_transform() * relative;
  }
  return relative;
}

void Node2D::reparent(Node* new_parent, bool keep_global_transform) {
  if (!keep_global_transform || new_parent == get_parent()) {
    CanvasItem::reparent(new_parent, keep_global_transform);
    return;
  }
  const Transform2D global = get_global_transform();
  CanvasItem::reparent(new_parent, keep_global_transform);
  set_global_transform(global);
}

}  // namespace arbor
