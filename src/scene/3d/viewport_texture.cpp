#include "arbor/scene/3d/viewport_texture.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/sub_viewport.h"
#include "arbor/scene/resources/image.h"

namespace arbor {

void ViewportTexture::set_viewport_path_in_scene(const NodePath& path) {
  path_ = path;
  viewport_ = {};
  emit_changed();
}

SubViewport* ViewportTexture::find_viewport(const Node* user) const {
  if (!user || path_.is_empty()) return nullptr;
  const Node* scene = user->get_owner() ? user->get_owner() : user;
  auto* viewport = dynamic_cast<SubViewport*>(scene->get_node_or_null(path_));
  viewport_ = viewport;
  viewport_id_ = viewport ? viewport->get_instance_id() : NodeId();
  return viewport;
}

int ViewportTexture::get_width() const {
  return is_instance_valid(viewport_id_) ? viewport_->get_size().x : 0;
}

int ViewportTexture::get_height() const {
  return is_instance_valid(viewport_id_) ? viewport_->get_size().y : 0;
}

Ref<Image> ViewportTexture::get_image() const { return {}; }

void ViewportTexture::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_viewport_path_in_scene", "path"),
                       &ViewportTexture::set_viewport_path_in_scene);
  ClassDB::bind_method(D_METHOD("get_viewport_path_in_scene"),
                       &ViewportTexture::get_viewport_path_in_scene);
  ClassDB::add_property(PropertyInfo(Variant::NODE_PATH, "viewport_path"),
                        "set_viewport_path_in_scene", "get_viewport_path_in_scene");
}

}  // namespace arbor
