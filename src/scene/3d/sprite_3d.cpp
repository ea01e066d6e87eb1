#include "arbor/scene/3d/sprite_3d.h"

#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/scene/resources/atlas_texture.h"
#include "arbor/scene/resources/texture.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "scene/3d/render_resources.h"

namespace arbor {

Sprite3D::Sprite3D() = default;

Sprite3D::~Sprite3D() {
  if (texture_.is_valid()) texture_->changed.disconnect(texture_connection_);
}

// -- properties
// -----------------------------------------------------------------------------------------

void Sprite3D::set_texture(const Ref<Texture2D>& texture) {
  if (texture_ == texture) return;
  const Ref<Texture2D> previous = texture_;
  if (previous.is_valid()) previous->changed.disconnect(texture_connection_);
  texture_ = texture;
  // A texture of another size changes the quad.
  if (texture_.is_valid()) texture_connection_ = texture_->changed.connect([this] { redraw(); });
  if (get_rendering_server() && texture_.is_valid()) {
    (void)render_resources().acquire_texture(*texture_, this);  // held while in the world
  }
  redraw();
  if (get_rendering_server()) render_resources().release(previous.get());
}

void Sprite3D::set_centered(bool centered) {
  centered_ = centered;
  redraw();
}

void Sprite3D::set_offset(const Vector2& offset) {
  offset_ = offset;
  redraw();
}

void Sprite3D::set_flip_h(bool flip) {
  flip_h_ = flip;
  redraw();
}

void Sprite3D::set_flip_v(bool flip) {
  flip_v_ = flip;
  redraw();
}

void Sprite3D::set_modulate(const Color& color) {
  modulate_ = color;
  redraw();
}

void Sprite3D::set_pixel_size(real_t size) {
  pixel_size_ = size;
  redraw();
}

void Sprite3D::set_axis(int axis) {
  if (axis < 0 || axis > 2) {
    throw Error("Sprite3D::set_axis: " + std::to_string(axis) + " is not an axis (0 to 2)");
  }
  axis_ = axis;
  redraw();
}

void Sprite3D::set_draw_flag(DrawFlags flag, bool enabled) {
  if (flag < 0 || flag >= FLAG_MAX) {
    throw Error("Sprite3D::set_draw_flag: " + std::to_string(int(flag)) + " is not a draw flag");
  }
  flags_[flag] = enabled;
  redraw();
}

bool Sprite3D::get_draw_flag(DrawFlags flag) const {
  if (flag < 0 || flag >= FLAG_MAX) {
    throw Error("Sprite3D::get_draw_flag: " + std::to_string(int(flag)) + " is not a draw flag");
  }
  return flags_[flag];
}

void Sprite3D::set_alpha_cut_mode(AlphaCutMode mode) {
  if (mode < ALPHA_CUT_DISABLED || mode > ALPHA_CUT_HASH) {
    throw Error("Sprite3D::set_alpha_cut_mode: " + std::to_string(int(mode)) +
                " is not an alpha cut mode");
  }
  alpha_cut_ = mode;
  redraw();
}

void Sprite3D::set_alpha_scissor_threshold(float threshold) {
  alpha_scissor_threshold_ = threshold;
  redraw();
}

void Sprite3D::set_alpha_hash_scale(float scale) {
  alpha_hash_scale_ = scale;
  redraw();
}

void Sprite3D::set_billboard_mode(BillboardMode mode) {
  if (mode < BILLBOARD_DISABLED || mode > BILLBOARD_FIXED_Y) {
    throw Error("Sprite3D::set_billboard_mode: " + std::to_string(int(mode)) +
                " is not a billboard mode");
  }
  billboard_ = mode;
  redraw();
}

void Sprite3D::set_texture_filter(int filter) {
  if (filter < 0 || filter > int(TextureFilter::LINEAR_WITH_MIPMAPS_ANISOTROPIC)) {
    throw Error("Sprite3D::set_texture_filter: " + std::to_string(filter) +
                " is not a texture filter");
  }
  texture_filter_ = filter;
  redraw();
}

void Sprite3D::set_render_priority(int priority) {
  render_priority_ = priority;
  redraw();
}

void Sprite3D::set_hframes(int frames) {
  if (frames < 1) throw Error("Sprite3D::set_hframes: there must be at least one frame");
  hframes_ = frames;
  redraw();
}

void Sprite3D::set_vframes(int frames) {
  if (frames < 1) throw Error("Sprite3D::set_vframes: there must be at least one frame");
  vframes_ = frames;
  redraw();
}

void Sprite3D::set_frame(int frame) {
  if (frame < 0 || frame >= hframes_ * vframes_) {
    throw Error("Sprite3D::set_frame: frame " + std::to_string(frame) + " is not in [0, " +
                std::to_string(hframes_ * vframes_) + ")");
  }
  frame_ = frame;
  redraw();
}

void Sprite3D::set_frame_coords(const Vector2i& coords) {
  set_frame(coords.y * hframes_ + coords.x);
}

Vector2i Sprite3D::get_frame_coords() const { return {frame_ % hframes_, frame_ / hframes_}; }

void Sprite3D::set_region_enabled(bool enabled) {
  region_enabled_ = enabled;
  redraw();
}

void Sprite3D::set_region_rect(const Rect2& rect) {
  region_rect_ = rect;
  redraw();
}

// -- geometry
// -------------------------------------------------------------------------------------------

Rect2 Sprite3D::source_rect() const {
  // Godot's Sprite3D: the region (or the whole texture), then one frame of it.
  const Vector2 size = texture_.is_valid() ? texture_->get_size() : Vector2(1, 1);
  const Rect2 base = region_enabled_ ? region_rect_ : Rect2(Vector2(), size);
  const Vector2 frame_size(base.size.x / real_t(hframes_), base.size.y / real_t(vframes_));
  const Vector2 frame_offset(real_t(frame_ % hframes_) * frame_size.x,
                             real_t(frame_ / hframes_) * frame_size.y);
  return {base.position + frame_offset, frame_size};
}

Rect2 Sprite3D::get_item_rect() const {
  const Rect2 source = source_rect();
  Vector2 position = offset_;
  if (centered_) position -= source.size * real_t(0.5);
  return {position, source.size};
}

AABB Sprite3D::get_aabb() const {
  const Rect2 rect = get_item_rect();
  Vector3 low, high;
  const int x_axis = axis_ == 0 ? 2 : 0;
  const int y_axis = axis_ == 1 ? 2 : 1;
  low[x_axis] = rect.position.x * pixel_size_;
  low[y_axis] = rect.position.y * pixel_size_;
  high[x_axis] = (rect.position.x + rect.size.x) * pixel_size_;
  high[y_axis] = (rect.position.y + rect.size.y) * pixel_size_;
  return AABB(low, high - low);
}

void Sprite3D::redraw() {
  RenderingServer* server = get_rendering_server();
  if (!server) return;
  // The quad, as Godot's SpriteBase3D::draw_texture_rect lays it out: vertices top left, top
  // right, bottom right, bottom left (y up), two clockwise triangles facing +axis.
  const Rect2 rect = get_item_rect();
  Rect2 source = source_rect();
  Vector2 texture_size(1, 1);
  if (texture_.is_valid()) {
    texture_size = texture_->get_size();
    if (const auto* atlas = dynamic_cast<const AtlasTexture*>(texture_.get());
        atlas && atlas->get_atlas().is_valid()) {
      // An atlas region samples its atlas: shift into the atlas's texels.
      source.position += atlas->get_region().position;
      texture_size = atlas->get_atlas()->get_size();
    }
  }
  const Vector2 corners[4] = {rect.position + Vector2(0, rect.size.y), rect.position + rect.size,
                              rect.position + Vector2(rect.size.x, 0), rect.position};
  Vector2 uvs[4] = {source.position, source.position + Vector2(source.size.x, 0),
                    source.position + source.size, source.position + Vector2(0, source.size.y)};
  for (Vector2& uv : uvs) uv = Vector2(uv.x / texture_size.x, uv.y / texture_size.y);
  if (flip_h_) {
    std::swap(uvs[0], uvs[1]);
    std::swap(uvs[2], uvs[3]);
  }
  if (flip_v_) {
    std::swap(uvs[0], uvs[3]);
    std::swap(uvs[1], uvs[2]);
  }
  const int x_axis = axis_ == 0 ? 2 : 0;
  const int y_axis = axis_ == 1 ? 2 : 1;
  SurfaceData surface;
  Vector3 normal;
  normal[axis_] = 1;
  for (int i = 0; i < 4; ++i) {
    Vector3 vertex;
    vertex[x_axis] = corners[i].x * pixel_size_;
    vertex[y_axis] = corners[i].y * pixel_size_;
    surface.vertices.push_back(vertex);
    surface.normals.push_back(normal);
    surface.uvs.push_back(uvs[i]);
  }
  surface.indices = {0, 1, 2, 0, 2, 3};

  MaterialData material;
  material.albedo_color = modulate_;
  if (texture_.is_valid()) {
    // Held since the sprite entered its world (or took the texture): this only reads the handle.
    material.albedo_texture = render_resources().acquire_texture(*texture_, this);
    render_resources().release(texture_.get());
  }
  switch (alpha_cut_) {
    case ALPHA_CUT_DISABLED:
      material.transparency =
          flags_[FLAG_TRANSPARENT] ? MaterialTransparency::ALPHA : MaterialTransparency::DISABLED;
      break;
    case ALPHA_CUT_DISCARD:
      material.transparency = MaterialTransparency::ALPHA_SCISSOR;
      break;
    case ALPHA_CUT_OPAQUE_PREPASS:
      material.transparency = MaterialTransparency::ALPHA_DEPTH_PRE_PASS;
      break;
    case ALPHA_CUT_HASH:
      material.transparency = MaterialTransparency::ALPHA_HASH;
      break;
  }
  material.alpha_scissor_threshold = alpha_scissor_threshold_;
  material.alpha_hash_scale = alpha_hash_scale_;
  material.shading_mode =
      flags_[FLAG_SHADED] ? MaterialShadingMode::PER_PIXEL : MaterialShadingMode::UNSHADED;
  material.cull_mode =
      flags_[FLAG_DOUBLE_SIDED] ? MaterialCullMode::DISABLED : MaterialCullMode::BACK;
  material.no_depth_test = flags_[FLAG_DISABLE_DEPTH_TEST];
  material.fixed_size = flags_[FLAG_FIXED_SIZE];
  material.billboard_mode = MaterialBillboardMode(billboard_);
  material.texture_filter = TextureFilter(texture_filter_);
  material.texture_repeat = false;
  material.render_priority = render_priority_;
  server->material_set_data(material_, material);
  surface.material = material_;
  server->mesh_clear(mesh_);
  server->mesh_add_surface(mesh_, std::move(surface));
}

void Sprite3D::_update_base() {
  RenderingServer& server = *get_rendering_server();
  mesh_ = server.mesh_create("Sprite3D " + get_name().str());
  material_ = server.material_create("Sprite3D " + get_name().str());
  if (texture_.is_valid()) (void)render_resources().acquire_texture(*texture_, this);
  redraw();
  set_instance_base(mesh_);
}

void Sprite3D::_exit_world() {
  GeometryInstance3D::_exit_world();
  RenderingServer& server = *get_rendering_server();
  server.free(mesh_);
  server.free(material_);
  mesh_ = {};
  material_ = {};
  render_resources().release(texture_.get());
}

}  // namespace arbor
