#include "render_setup.h"

#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/display_server.h"
#include "arbor/servers/rendering/null_render_backend.h"
#include "arbor/servers/rendering/rendering_server.h"
#ifdef ARBOR_HAS_VULKAN_BACKEND
#include "arbor/servers/rendering/vulkan_render_backend.h"
#endif

namespace arbor::app {

std::unique_ptr<RenderBackend> make_render_backend(DisplayServer* window, std::string& note) {
#ifdef ARBOR_HAS_VULKAN_BACKEND
  try {
    VulkanBackendSettings settings;
    settings.window = window;
    return VulkanRenderBackend::create(settings);
  } catch (const VulkanUnavailable& unavailable) {
    note = unavailable.what();
  }
#else
  (void)window;
  (void)note;
#endif
  return std::make_unique<NullRenderBackend>();
}

RenderingServer& add_rendering_server(SceneTree& tree, std::unique_ptr<RenderBackend> backend) {
  RenderingServer* server =
      tree.servers().add(std::make_unique<RenderingServer>(std::move(backend)));
  (void)tree.get_root()->get_viewport_handle();  // the root renders even without 3D nodes
  return *server;
}

}  // namespace arbor::app
