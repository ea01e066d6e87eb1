#include "arbor/scene/resources/gradient_texture_2d.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/gradient_image.h"

namespace arbor {
namespace {

void check_size(int value, const char* what) {
  if (value < 1 || value > 2048) {
    throw Error(std::string("GradientTexture2D::") + what + ": " + std::to_string(value) +
                " is outside 1..2048");
  }
}

}  // namespace

GradientTexture2D::~GradientTexture2D() {
  if (gradient_) gradient_->changed.disconnect(gradient_changed_);
}

void GradientTexture2D::invalidate() {
  image_ = nullptr;
  emit_changed();
}

void GradientTexture2D::set_gradient(const Ref<Gradient>& gradient) {
  if (gradient == gradient_) return;
  detail::watch_gradient(gradient_, gradient, gradient_changed_, [this] { invalidate(); });
  invalidate();
}

void GradientTexture2D::set_width(int width) {
  check_size(width, "set_width");
  if (width == width_) return;
  width_ = width;
  invalidate();
}

void GradientTexture2D::set_height(int height) {
  check_size(height, "set_height");
  if (height == height_) return;
  height_ = height;
  invalidate();
}

void GradientTexture2D::set_use_hdr(bool enabled) {
  if (enabled == use_hdr_) return;
  use_hdr_ = enabled;
  invalidate();
}

void GradientTexture2D::set_fill(Fill fill) {
  if (fill == fill_) return;
  fill_ = fill;
  invalidate();
}

void GradientTexture2D::set_fill_from(const Vector2& from) {
  if (from == fill_from_) return;
  fill_from_ = from;
  invalidate();
}

void GradientTexture2D::set_fill_to(const Vector2& to) {
  if (to == fill_to_) return;
  fill_to_ = to;
  invalidate();
}

void GradientTexture2D::set_repeat(Repeat repeat) {
  if (repeat == repeat_) return;
  repeat_ = repeat;
  invalidate();
}

float GradientTexture2D::get_gradient_offset_at(int x, int y) const {
  if (fill_to_ == fill_from_) return 0.0f;
  Vector2 pos;
  if (width_ > 1) pos.x = real_t(x) / real_t(width_ - 1);
  if (height_ > 1) pos.y = real_t(y) / real_t(height_ - 1);
  const Vector2 span = fill_to_ - fill_from_;
  float offset = 0.0f;
  switch (fill_) {
    case FILL_LINEAR:
      // The signed distance along the fill line of the point's projection on it.
      offset = float((pos - fill_from_).dot(span) / span.length_squared());
      break;
    case FILL_RADIAL:
      offset = float((pos - fill_from_).length() / span.length());
      break;
    case FILL_SQUARE:
      offset = float(std::max(std::abs(pos.x - fill_from_.x), std::abs(pos.y - fill_from_.y)) /
                     std::max(std::abs(span.x), std::abs(span.y)));
      break;
  }
  switch (repeat_) {
    case REPEAT_NONE:
      return std::clamp(offset, 0.0f, 1.0f);
    case REPEAT:
      offset = std::fmod(offset, 1.0f);
      return offset < 0.0f ? 1.0f + offset : offset;
    case REPEAT_MIRROR:
      offset = std::fmod(std::abs(offset), 2.0f);
      return offset > 1.0f ? 2.0f - offset : offset;
  }
  return offset;
}

Ref<Image> GradientTexture2D::get_image() const {
  if (!image_) {
    image_ =
        detail::make_gradient_image(gradient_.get(), width_, height_, use_hdr_,
                                    [this](int x, int y) { return get_gradient_offset_at(x, y); });
  }
  return image_;
}

void GradientTexture2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_gradient", "gradient"), &GradientTexture2D::set_gradient);
  ClassDB::bind_method(D_METHOD("get_gradient"), &GradientTexture2D::get_gradient);
  ClassDB::bind_method(D_METHOD("set_width", "width"), &GradientTexture2D::set_width);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &GradientTexture2D::set_height);
  ClassDB::bind_method(D_METHOD("set_use_hdr", "enabled"), &GradientTexture2D::set_use_hdr);
  ClassDB::bind_method(D_METHOD("is_using_hdr"), &GradientTexture2D::is_using_hdr);
  ClassDB::bind_method(D_METHOD("set_fill", "fill"), &GradientTexture2D::set_fill);
  ClassDB::bind_method(D_METHOD("get_fill"), &GradientTexture2D::get_fill);
  ClassDB::bind_method(D_METHOD("set_fill_from", "fill_from"), &GradientTexture2D::set_fill_from);
  ClassDB::bind_method(D_METHOD("get_fill_from"), &GradientTexture2D::get_fill_from);
  ClassDB::bind_method(D_METHOD("set_fill_to", "fill_to"), &GradientTexture2D::set_fill_to);
  ClassDB::bind_method(D_METHOD("get_fill_to"), &GradientTexture2D::get_fill_to);
  ClassDB::bind_method(D_METHOD("set_repeat", "repeat"), &GradientTexture2D::set_repeat);
  ClassDB::bind_method(D_METHOD("get_repeat"), &GradientTexture2D::get_repeat);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "gradient", PROPERTY_HINT_RESOURCE_TYPE, "Gradient"),
      "set_gradient", "get_gradient");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "width", PROPERTY_HINT_RANGE, "1,2048,or_greater,suffix:px"),
      "set_width", "get_width");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "height", PROPERTY_HINT_RANGE, "1,2048,or_greater,suffix:px"),
      "set_height", "get_height");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_hdr"), "set_use_hdr", "is_using_hdr");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "fill", PROPERTY_HINT_ENUM, "Linear,Radial,Square"), "set_fill",
      "get_fill");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "fill_from"), "set_fill_from",
                        "get_fill_from");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "fill_to"), "set_fill_to", "get_fill_to");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "repeat", PROPERTY_HINT_ENUM, "No Repeat,Repeat,Mirror Repeat"),
      "set_repeat", "get_repeat");
}

}  // namespace arbor
