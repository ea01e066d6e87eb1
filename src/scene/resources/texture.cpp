#include "arbor/scene/resources/texture.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/image.h"

namespace arbor {

bool Texture2D::has_alpha() const {
  const Ref<Image> image = get_image();
  return image && image->detect_alpha();
}

void Texture2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("get_width"), &Texture2D::get_width);
  ClassDB::bind_method(D_METHOD("get_height"), &Texture2D::get_height);
  ClassDB::bind_method(D_METHOD("get_size"), &Texture2D::get_size);
  ClassDB::bind_method(D_METHOD("has_alpha"), &Texture2D::has_alpha);
  ClassDB::bind_method(D_METHOD("get_image"), &Texture2D::get_image);
}

}  // namespace arbor
