// Rendering through nodes (docs/rendering.md): a tree with a RenderingServer, a camera, a sun
// and two boxes sharing a mesh and a material; one frame; the main pass's draw list. Exits 1
// when the frame is not what it should be.

#include <cstdio>
#include <memory>

#include "arbor/arbor.h"
#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"

int main() {
  arbor::SceneTree tree;
  // Added before any node enters: the render nodes find it when they do.
  auto* server = tree.servers().add(std::make_unique<arbor::RenderingServer>());
  arbor::SceneViewport* root = tree.get_root();
  root->set_size({1280, 720});

  // The first camera to enter a viewport becomes its current camera.
  auto* camera = root->add_child(std::make_unique<arbor::Camera3D>());
  camera->set_position({0, 1, 6});

  auto* sun = root->add_child(std::make_unique<arbor::DirectionalLight3D>());
  sun->set_rotation({-0.8f, 0.3f, 0});
  sun->set_shadow(true);

  // Resources are plain data; the nodes hand them to the server when they enter the tree.
  auto box = arbor::make_ref<arbor::BoxMesh>();
  auto wood = arbor::make_ref<arbor::StandardMaterial3D>();
  wood->set_albedo(arbor::Color(0.6f, 0.4f, 0.2f));
  for (float x : {-1.5f, 1.5f}) {
    auto* crate = root->add_child(std::make_unique<arbor::MeshInstance3D>());
    crate->set_mesh(box);
    crate->set_material_override(wood);
    crate->set_position({x, 0.5f, 0});
  }

  tree.tick(1.0 / 60);  // one frame: the server culls, sorts and batches, then draws

  const arbor::RenderView& view = *server->viewport_get_render_view(root->get_viewport_handle());
  for (const arbor::DrawBatch& batch : view.opaque.batches) {
    std::printf("opaque: %s + %s, %u instances\n", server->get_name(batch.mesh).c_str(),
                server->get_name(batch.material).c_str(), batch.count);
  }
  std::printf("%zu shadow passes, %u instances drawn in %u batch\n", view.shadows.size(),
              view.stats.instances_drawn, view.stats.batches);

  // A change reaches the server at once: the material's new colour is in its data.
  wood->set_albedo(arbor::Color(1, 0, 0));
  const bool red = server->material_get_data(view.opaque.batches.at(0).material)
                       .albedo_color.is_equal_approx(arbor::Color(1, 0, 0));
  return view.stats.instances_drawn == 2 && view.opaque.batches.size() == 1 && red ? 0 : 1;
}
