#include "arbor/scene/scene_viewport.h"

#include "scene/3d/viewport_rendering.h"

namespace arbor {

void SceneViewport::set_size(Vector2i size) {
  if (size == size_) return;
  size_ = size;
  if (rendering_ && rendering_->server) _push_render_settings();
  size_changed.emit();
}

}  // namespace arbor
