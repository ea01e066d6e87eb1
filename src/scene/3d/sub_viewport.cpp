#include "arbor/scene/3d/sub_viewport.h"

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

SubViewport::SubViewport() { set_size(Vector2i(512, 512)); }

void SubViewport::set_update_mode(UpdateMode mode) {
  if (mode < UPDATE_DISABLED || mode > UPDATE_ALWAYS) {
    throw Error("SubViewport::set_update_mode: " + std::to_string(int(mode)) +
                " is not an update mode");
  }
  update_mode_ = mode;
  if (rendering_server()) _push_render_settings();
}

void SubViewport::set_clear_mode(ClearMode mode) {
  if (mode < CLEAR_MODE_ALWAYS || mode > CLEAR_MODE_ONCE) {
    throw Error("SubViewport::set_clear_mode: " + std::to_string(int(mode)) +
                " is not a clear mode");
  }
  clear_mode_ = mode;
  if (rendering_server()) _push_render_settings();
}

TextureHandle SubViewport::get_texture_handle() {
  const ViewportHandle handle = get_viewport_handle();
  return handle.is_valid() ? rendering_server()->viewport_get_texture(handle) : TextureHandle();
}

void SubViewport::_push_render_settings() {
  SceneViewport::_push_render_settings();
  RenderingServer& server = *rendering_server();
  server.viewport_set_update_mode(viewport_handle(), ViewportUpdateMode(update_mode_));
  server.viewport_set_clear_mode(viewport_handle(), ViewportClearMode(clear_mode_));
}

}  // namespace arbor
