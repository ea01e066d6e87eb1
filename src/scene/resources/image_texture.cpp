#include "arbor/scene/resources/image_texture.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

ImageTexture::~ImageTexture() {
  if (image_) image_->changed.disconnect(image_changed_);
}

Ref<ImageTexture> ImageTexture::create_from_image(const Ref<Image>& image) {
  auto texture = make_ref<ImageTexture>();
  texture->set_image(image);
  return texture;
}

void ImageTexture::set_image(const Ref<Image>& image) {
  if (image == image_) return;
  if (image_) image_->changed.disconnect(image_changed_);
  image_ = image;
  image_changed_ = image_ ? image_->changed.connect([this] { emit_changed(); }) : Connection();
  emit_changed();
}

void ImageTexture::update(const Ref<Image>& image) {
  if (!image || !image_ || image->get_width() != image_->get_width() ||
      image->get_height() != image_->get_height() || image->get_format() != image_->get_format() ||
      image->has_mipmaps() != image_->has_mipmaps()) {
    throw Error(
        "ImageTexture::update: the new image must have the size, format and mipmaps of the "
        "current one (use set_image to change them)");
  }
  set_image(image);
}

void ImageTexture::set_size_override(const Vector2i& size) {
  if (size == size_override_) return;
  size_override_ = size;
  emit_changed();
}

int ImageTexture::get_width() const {
  if (size_override_.x > 0) return size_override_.x;
  return image_ ? image_->get_width() : 0;
}

int ImageTexture::get_height() const {
  if (size_override_.y > 0) return size_override_.y;
  return image_ ? image_->get_height() : 0;
}

void ImageTexture::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_image", "image"), &ImageTexture::set_image);
  ClassDB::bind_method(D_METHOD("update", "image"), &ImageTexture::update);
  ClassDB::bind_method(D_METHOD("set_size_override", "size"), &ImageTexture::set_size_override);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "image", PROPERTY_HINT_RESOURCE_TYPE, "Image",
                                     PROPERTY_USAGE_STORAGE),
                        "set_image", "get_image");
}

}  // namespace arbor
