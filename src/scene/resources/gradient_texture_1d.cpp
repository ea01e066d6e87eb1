#include "arbor/scene/resources/gradient_texture_1d.h"

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/gradient_image.h"

namespace arbor {

GradientTexture1D::~GradientTexture1D() {
  if (gradient_) gradient_->changed.disconnect(gradient_changed_);
}

void GradientTexture1D::set_gradient(const Ref<Gradient>& gradient) {
  if (gradient == gradient_) return;
  detail::watch_gradient(gradient_, gradient, gradient_changed_, [this] {
    image_ = nullptr;
    emit_changed();
  });
  image_ = nullptr;
  emit_changed();
}

void GradientTexture1D::set_width(int width) {
  if (width < 1 || width > 16384) {
    throw Error("GradientTexture1D::set_width: " + std::to_string(width) + " is outside 1..16384");
  }
  if (width == width_) return;
  width_ = width;
  image_ = nullptr;
  emit_changed();
}

void GradientTexture1D::set_use_hdr(bool enabled) {
  if (enabled == use_hdr_) return;
  use_hdr_ = enabled;
  image_ = nullptr;
  emit_changed();
}

Ref<Image> GradientTexture1D::get_image() const {
  if (!image_) {
    const float last = float(width_ > 1 ? width_ - 1 : 1);
    image_ = detail::make_gradient_image(gradient_.get(), width_, 1, use_hdr_,
                                         [last](int x, int) { return float(x) / last; });
  }
  return image_;
}

void GradientTexture1D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_gradient", "gradient"), &GradientTexture1D::set_gradient);
  ClassDB::bind_method(D_METHOD("get_gradient"), &GradientTexture1D::get_gradient);
  ClassDB::bind_method(D_METHOD("set_width", "width"), &GradientTexture1D::set_width);
  ClassDB::bind_method(D_METHOD("set_use_hdr", "enabled"), &GradientTexture1D::set_use_hdr);
  ClassDB::bind_method(D_METHOD("is_using_hdr"), &GradientTexture1D::is_using_hdr);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "gradient", PROPERTY_HINT_RESOURCE_TYPE, "Gradient"),
      "set_gradient", "get_gradient");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "width", PROPERTY_HINT_RANGE, "1,16384,suffix:px"), "set_width",
      "get_width");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_hdr"), "set_use_hdr", "is_using_hdr");
}

}  // namespace arbor
