#include "model_framing.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <optional>
#include <string>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/light_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/resources/mesh.h"

namespace arbor::app {
namespace {

// Godot's default field of view, which the added camera keeps.
constexpr real_t kFovDegrees = 75;
// Where the camera looks from, seen from the bounds' center (glTF models face +Z).
const Vector3 kViewFrom = Vector3(0.6f, 0.5f, 1.0f).normalized();
// Where the light shines towards.
const Vector3 kLightTowards = Vector3(-0.5f, -1.0f, -0.6f).normalized();

// The bounds, in `root`'s space, of the meshes below `node` (whose transform relative to
// `root` is `to_root`), merged into `bounds`.
void merge_mesh_bounds(const Node& node, const Transform3D& to_root, std::optional<AABB>& bounds) {
  for (const Node* child : node.get_children()) {
    const auto* spatial = dynamic_cast<const Node3D*>(child);
    if (!spatial) continue;  // a non-3D node breaks the chain of 3D transforms
    const Transform3D transform = to_root * spatial->get_transform();
    if (const auto* instance = dynamic_cast<const MeshInstance3D*>(child)) {
      if (const Ref<Mesh>& mesh = instance->get_mesh(); mesh && mesh->get_surface_count() > 0) {
        const AABB box = transform.xform(mesh->get_aabb());
        bounds = bounds ? bounds->merge(box) : box;
      }
    }
    merge_mesh_bounds(*child, transform, bounds);
  }
}

template <class T>
bool has_node_of(const Node& node) {
  if (dynamic_cast<const T*>(&node)) return true;
  return std::any_of(node.get_children().begin(), node.get_children().end(),
                     [](const Node* child) { return has_node_of<T>(*child); });
}

// A camera whose view holds the sphere around `bounds`.
Camera3D* framing_camera(const AABB& bounds) {
  const Vector3 center = bounds.get_center();
  const real_t radius = std::max(bounds.size.length() / 2, real_t(0.01));
  const real_t distance = radius / std::sin(Math::deg_to_rad(kFovDegrees) / 2);
  auto* camera = new Camera3D();
  camera->set_name("ModelCamera");
  camera->set_perspective(kFovDegrees, distance / 1000, distance + radius * 2);
  const Vector3 position = center + kViewFrom * distance;
  camera->set_transform(Transform3D(Basis::looking_at(center - position), position));
  return camera;
}

DirectionalLight3D* framing_light() {
  auto* light = new DirectionalLight3D();
  light->set_name("ModelLight");
  light->set_transform(Transform3D(Basis::looking_at(kLightTowards)));
  return light;
}

}  // namespace

bool is_model_file(const std::string& path) {
  std::string extension = std::filesystem::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return extension == ".gltf" || extension == ".glb";
}

std::string frame_model(Node& root) {
  const bool needs_camera = !has_node_of<Camera3D>(root);
  const bool needs_light = !has_node_of<Light3D>(root);
  if (needs_camera) {
    std::optional<AABB> bounds;
    merge_mesh_bounds(root, Transform3D(), bounds);
    root.add_child(framing_camera(bounds.value_or(AABB(Vector3(-1, -1, -1), Vector3(2, 2, 2)))));
  }
  if (needs_light) root.add_child(framing_light());
  if (needs_camera && needs_light) {
    return "The model has no camera or light: added a camera framing its meshes, and a light.";
  }
  if (needs_camera) return "The model has no camera: added one framing its meshes.";
  if (needs_light) return "The model has no light: added one.";
  return {};
}

}  // namespace arbor::app
