// Rendering resources as data (docs/resources.md): a sphere with Godot's geometry and a material,
// saved as a Godot 4 `.tres` and loaded back; a texture whose image file is missing draws a
// placeholder. Exits 1 when something is not what it should be.

#include <cstdio>
#include <filesystem>

#include "arbor/arbor.h"

int main() {
  namespace fs = std::filesystem;
  const fs::path project = fs::temp_directory_path() / "arbor_resources_example";
  fs::create_directories(project);
  arbor::ResourceLoader::set_project_root(project.string());

  // A sphere of radius 1 with a red, half-metallic material.
  arbor::Ref<arbor::SphereMesh> sphere = arbor::make_ref<arbor::SphereMesh>();
  sphere->set_radius(1);
  sphere->set_height(2);
  sphere->set_rings(16);
  arbor::Ref<arbor::StandardMaterial3D> material = arbor::make_ref<arbor::StandardMaterial3D>();
  material->set_albedo(arbor::Color(1, 0, 0));
  material->set_metallic(0.5);
  sphere->set_material(material);

  // Godot's vertex layout: (rings + 2) rows of (radial_segments + 1) vertices, top to bottom.
  const arbor::MeshArrays arrays = sphere->get_mesh_arrays();
  std::printf("sphere: %lld vertices, %lld indices, top vertex (%g, %g, %g)\n",
              static_cast<long long>(arrays.vertices.size()),
              static_cast<long long>(arrays.indices.size()), arrays.vertices[0].x,
              arrays.vertices[0].y, arrays.vertices[0].z);

  // Saved as Godot writes it; loaded back as the same classes.
  arbor::ResourceSaver::save(sphere, "res://sphere.tres");
  arbor::Ref<arbor::SphereMesh> loaded =
      arbor::ResourceLoader::load<arbor::SphereMesh>("res://sphere.tres");
  auto* loaded_material = dynamic_cast<arbor::StandardMaterial3D*>(loaded->get_material().get());

  // A texture naming an image file that is not there: a warning, and a magenta checker.
  arbor::Ref<arbor::Texture2D> texture =
      arbor::ResourceLoader::load<arbor::Texture2D>("res://missing.png");
  const arbor::Color corner = texture->get_image()->get_pixel(0, 0);

  fs::remove_all(project);
  const bool ok = arrays.vertices.size() == 18 * 65 && arrays.vertices[0].y == 1 &&
                  loaded->get_rings() == 16 && loaded_material &&
                  loaded_material->get_metallic() == 0.5f && corner == arbor::Color(1, 0, 1);
  std::printf("%s\n", ok ? "ok" : "unexpected result");
  return ok ? 0 : 1;
}
