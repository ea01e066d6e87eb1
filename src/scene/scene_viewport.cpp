#include "arbor/scene/scene_viewport.h"

namespace arbor {

void SceneViewport::set_size(Vector2i size) {
  if (size == size_) return;
  size_ = size;
  size_changed.emit();
}

}  // namespace arbor
