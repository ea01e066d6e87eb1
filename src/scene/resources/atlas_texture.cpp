#include "arbor/scene/resources/atlas_texture.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/image.h"

namespace arbor {

AtlasTexture::~AtlasTexture() {
  if (atlas_) atlas_->changed.disconnect(atlas_changed_);
}

void AtlasTexture::set_atlas(const Ref<Texture2D>& atlas) {
  if (atlas == atlas_) return;
  if (atlas.get() == this)
    throw Error("AtlasTexture::set_atlas: a texture cannot be its own atlas");
  if (atlas_) atlas_->changed.disconnect(atlas_changed_);
  atlas_ = atlas;
  atlas_changed_ = atlas_ ? atlas_->changed.connect([this] { emit_changed(); }) : Connection();
  emit_changed();
}

void AtlasTexture::set_region(const Rect2& region) {
  if (region == region_) return;
  region_ = region;
  emit_changed();
}

void AtlasTexture::set_margin(const Rect2& margin) {
  if (margin == margin_) return;
  margin_ = margin;
  emit_changed();
}

void AtlasTexture::set_filter_clip(bool enable) {
  if (enable == filter_clip_) return;
  filter_clip_ = enable;
  emit_changed();
}

int AtlasTexture::get_width() const {
  if (region_.size.x == 0) return atlas_ ? atlas_->get_width() : 1;
  return int(region_.size.x + margin_.size.x);
}

int AtlasTexture::get_height() const {
  if (region_.size.y == 0) return atlas_ ? atlas_->get_height() : 1;
  return int(region_.size.y + margin_.size.y);
}

Ref<Image> AtlasTexture::get_image() const {
  if (!atlas_) return nullptr;
  const Ref<Image> source = atlas_->get_image();
  if (!source || source->is_empty() || Image::is_format_compressed(source->get_format())) {
    return nullptr;
  }
  const int width = std::max(get_width(), 1);
  const int height = std::max(get_height(), 1);
  const PackedByteArray pixels = source->get_rgba8();
  std::vector<uint8_t> out(std::size_t(width) * std::size_t(height) * 4, 0);
  const Rect2 region = region_.size.x == 0 || region_.size.y == 0
                           ? Rect2(0, 0, real_t(source->get_width()), real_t(source->get_height()))
                           : region_;
  const int x0 = int(std::floor(region.position.x));
  const int y0 = int(std::floor(region.position.y));
  const int offset_x = int(margin_.position.x);
  const int offset_y = int(margin_.position.y);
  for (int y = 0; y < int(region.size.y); ++y) {
    const int sy = y0 + y;
    const int ty = offset_y + y;
    if (sy < 0 || sy >= source->get_height() || ty < 0 || ty >= height) continue;
    for (int x = 0; x < int(region.size.x); ++x) {
      const int sx = x0 + x;
      const int tx = offset_x + x;
      if (sx < 0 || sx >= source->get_width() || tx < 0 || tx >= width) continue;
      std::memcpy(&out[(std::size_t(ty) * width + tx) * 4],
                  &pixels[(int64_t(sy) * source->get_width() + sx) * 4], 4);
    }
  }
  return make_ref<Image>(width, height, false, Image::FORMAT_RGBA8,
                         PackedByteArray(std::move(out)));
}

void AtlasTexture::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_atlas", "atlas"), &AtlasTexture::set_atlas);
  ClassDB::bind_method(D_METHOD("get_atlas"), &AtlasTexture::get_atlas);
  ClassDB::bind_method(D_METHOD("set_region", "region"), &AtlasTexture::set_region);
  ClassDB::bind_method(D_METHOD("get_region"), &AtlasTexture::get_region);
  ClassDB::bind_method(D_METHOD("set_margin", "margin"), &AtlasTexture::set_margin);
  ClassDB::bind_method(D_METHOD("get_margin"), &AtlasTexture::get_margin);
  ClassDB::bind_method(D_METHOD("set_filter_clip", "enable"), &AtlasTexture::set_filter_clip);
  ClassDB::bind_method(D_METHOD("has_filter_clip"), &AtlasTexture::has_filter_clip);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "atlas", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"), "set_atlas",
      "get_atlas");
  ClassDB::add_property(PropertyInfo(Variant::RECT2, "region", PROPERTY_HINT_NONE, "suffix:px"),
                        "set_region", "get_region");
  ClassDB::add_property(PropertyInfo(Variant::RECT2, "margin", PROPERTY_HINT_NONE, "suffix:px"),
                        "set_margin", "get_margin");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "filter_clip"), "set_filter_clip",
                        "has_filter_clip");
}

}  // namespace arbor
