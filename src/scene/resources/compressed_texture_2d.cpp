#include "arbor/scene/resources/compressed_texture_2d.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/resource_warnings.h"

namespace arbor {

bool CompressedTexture2D::load(const std::string& path) {
  load_path_ = path;
  try {
    if (path.ends_with(".ctex")) {
      throw Error("'" + path +
                  "' is a texture Godot's importer made; Arbor decodes the source image "
                  "(res://icon.png) instead");
    }
    image_ = Image::load_from_file(path);
    placeholder_ = false;
  } catch (const Error& error) {
    image_ = Image::create_placeholder();
    placeholder_ = true;
    report_resource_warning(*this, std::string(error.what()) + "; drawing a placeholder", path);
  }
  emit_changed();
  return !placeholder_;
}

int CompressedTexture2D::get_width() const { return image_ ? image_->get_width() : 0; }

int CompressedTexture2D::get_height() const { return image_ ? image_->get_height() : 0; }

void CompressedTexture2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("load", "path"), &CompressedTexture2D::load);
  ClassDB::bind_method(D_METHOD("get_load_path"), &CompressedTexture2D::get_load_path);
  ClassDB::bind_method(D_METHOD("is_placeholder"), &CompressedTexture2D::is_placeholder);
  ClassDB::add_property(PropertyInfo(Variant::STRING, "load_path", PROPERTY_HINT_FILE, "*.ctex"),
                        "load", "get_load_path");
}

}  // namespace arbor
