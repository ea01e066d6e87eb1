// glTF nodes as a tree of Node3D: names, transforms, and what each node carries (a mesh, a
// camera, a light), as Godot's glTF importer makes them.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/math/math.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "io/gltf/gltf_document.h"

namespace arbor::detail::gltf {
namespace {

// Godot's camera defaults for what a glTF camera leaves out (GLTFCamera).
constexpr real_t kDefaultFar = 4000;
constexpr real_t kDefaultNear = real_t(0.05);
// Godot's importer clamps an omni or spot light's range to this (an absent range is infinite).
constexpr float kMaxLightRange = 4096;

// Godot's characters that node names cannot hold become '_' (as Node::set_name makes them).
std::string sanitized(std::string name) {
  std::replace_if(
      name.begin(), name.end(),
      [](char c) { return c == '/' || c == ':' || c == '@' || c == '%' || c == '"' || c == '.'; },
      '_');
  return name;
}

// Godot's GLTFDocument::_assign_node_names and _gen_unique_name: every node of the file gets a
// name no other node has (`Mesh`, `Mesh2`, `Mesh3`, ...), in the order of the file's nodes; a
// node without one is named after what it carries.
std::vector<std::string> node_names(const tinygltf::Model& model) {
  std::unordered_set<std::string> used;
  std::vector<std::string> names;
  names.reserve(model.nodes.size());
  for (const tinygltf::Node& node : model.nodes) {
    std::string base = sanitized(node.name);
    if (base.empty()) base = node.mesh >= 0 ? "Mesh" : node.camera >= 0 ? "Camera" : "Node";
    std::string name = base;
    for (int suffix = 2; used.count(name) > 0; ++suffix) name = base + std::to_string(suffix);
    used.insert(name);
    names.push_back(std::move(name));
  }
  return names;
}

Vector3 vector3_of(const std::vector<double>& values) {
  return Vector3(real_t(values[0]), real_t(values[1]), real_t(values[2]));
}

// glTF's `matrix` (column-major) or its translation, rotation and scale.
Transform3D transform_of(const tinygltf::Node& node) {
  if (!node.matrix.empty()) {
    const std::vector<double>& m = node.matrix;
    if (m.size() != 16) {
      throw Error("its matrix has " + std::to_string(m.size()) + " numbers, not 16");
    }
    return Transform3D(Basis(vector3_of({m[0], m[1], m[2]}), vector3_of({m[4], m[5], m[6]}),
                             vector3_of({m[8], m[9], m[10]})),
                       vector3_of({m[12], m[13], m[14]}));
  }
  const auto check = [](const std::vector<double>& values, std::size_t size, const char* what) {
    if (!values.empty() && values.size() != size) {
      throw Error("its " + std::string(what) + " has " + std::to_string(values.size()) +
                  " numbers, not " + std::to_string(size));
    }
  };
  check(node.translation, 3, "translation");
  check(node.rotation, 4, "rotation");
  check(node.scale, 3, "scale");
  Basis basis;
  if (!node.rotation.empty()) {
    const std::vector<double>& r = node.rotation;
    const Quaternion rotation{real_t(r[0]), real_t(r[1]), real_t(r[2]), real_t(r[3])};
    if (!(rotation.length_squared() > 0)) throw Error("its rotation is not a unit quaternion");
    basis = Basis(rotation);
  }
  if (!node.scale.empty()) basis = basis * Basis::from_scale(vector3_of(node.scale));
  return Transform3D(basis, node.translation.empty() ? Vector3() : vector3_of(node.translation));
}

// GLTFCamera::to_node: yfov (radians) as fov (degrees), ymag (a half height) as size.
Owned<Node> make_camera(const tinygltf::Model& model, int index) {
  if (index < 0 || std::size_t(index) >= model.cameras.size()) {
    throw Error("camera " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(model.cameras.size()) + ")");
  }
  const tinygltf::Camera& source = model.cameras[std::size_t(index)];
  Owned<Camera3D> camera(new Camera3D());
  try {
    if (source.type == "perspective") {
      const tinygltf::PerspectiveCamera& p = source.perspective;
      camera->set_projection(Camera3D::PROJECTION_PERSPECTIVE);
      camera->set_fov(real_t(Math::rad_to_deg(p.yfov)));
      camera->set_near(p.znear > 0 ? real_t(p.znear) : kDefaultNear);
      camera->set_far(p.zfar > 0 ? real_t(p.zfar) : kDefaultFar);  // 0: infinite
    } else if (source.type == "orthographic") {
      const tinygltf::OrthographicCamera& o = source.orthographic;
      camera->set_projection(Camera3D::PROJECTION_ORTHOGONAL);
      camera->set_size(real_t(std::abs(o.ymag) * 2));
      camera->set_near(real_t(o.znear));
      camera->set_far(real_t(o.zfar));
    } else {
      throw Error("type '" + source.type + "' is neither perspective nor orthographic");
    }
  } catch (const Error& error) {
    throw Error("camera " + std::to_string(index) + ": " + error.what());
  }
  return Owned<Node>(camera.release());
}

// GLTFLight::to_node: intensity as energy, the color from linear to sRGB, the range clamped,
// the cone's outer angle as spot_angle and its inner angle as Godot's fitted attenuation curve.
Owned<Node> make_light(const tinygltf::Model& model, int index) {
  if (index < 0 || std::size_t(index) >= model.lights.size()) {
    throw Error("light " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(model.lights.size()) + ")");
  }
  const tinygltf::Light& source = model.lights[std::size_t(index)];
  const std::string self = "light " + std::to_string(index);
  const float range =
      source.range > 0 ? std::min(float(source.range), kMaxLightRange) : kMaxLightRange;
  Owned<Light3D> light;
  if (source.type == "directional") {
    light.reset(new DirectionalLight3D());
  } else if (source.type == "point") {
    light.reset(new OmniLight3D());
    light->set_param(Light3D::PARAM_RANGE, range);
  } else if (source.type == "spot") {
    const double outer = source.spot.outerConeAngle;
    const double inner = source.spot.innerConeAngle;
    if (!(outer > 0) || !(inner >= 0) || !(inner < outer)) {
      throw Error(self + ": the spot's cone angles (inner " + std::to_string(inner) + ", outer " +
                  std::to_string(outer) + ") are not 0 <= inner < outer");
    }
    light.reset(new SpotLight3D());
    light->set_param(Light3D::PARAM_RANGE, range);
    light->set_param(Light3D::PARAM_SPOT_ANGLE, float(Math::rad_to_deg(outer)));
    light->set_param(Light3D::PARAM_SPOT_ATTENUATION, float(0.2 / (1 - inner / outer) - 0.1));
  } else {
    throw Error(self + ": type '" + source.type + "' is not directional, point or spot");
  }
  light->set_param(Light3D::PARAM_ENERGY, float(source.intensity));
  if (!source.color.empty()) {
    if (source.color.size() != 3) {
      throw Error(self + ": its color has " + std::to_string(source.color.size()) +
                  " numbers, not 3");
    }
    light->set_color(Color(float(source.color[0]), float(source.color[1]), float(source.color[2]))
                         .linear_to_srgb());
  }
  light->set_param(Light3D::PARAM_ATTENUATION, 2.0f);
  return Owned<Node>(light.release());
}

// The light a node's KHR_lights_punctual extension names, or -1.
int light_of(const tinygltf::Node& node) {
  const tinygltf::Value* punctual = find_extension(node.extensions, "KHR_lights_punctual");
  const std::optional<double> index = as_number(find_member(punctual, "light"));
  if (!index) return -1;
  if (!(*index >= 0 && *index < double(std::numeric_limits<int>::max()))) {
    throw Error("KHR_lights_punctual names light " + std::to_string(*index));
  }
  return int(*index);
}

// The node Godot's importer makes for glTF node `index`: a mesh makes a MeshInstance3D, else a
// camera a Camera3D, else a light its Light3D, else a plain Node3D.
Owned<Node> make_node(Document& document, int index) {
  const tinygltf::Node& source = document.model.nodes[std::size_t(index)];
  Owned<Node> node;
  if (source.mesh >= 0) {
    Owned<MeshInstance3D> instance(new MeshInstance3D());
    instance->set_mesh(mesh(document, source.mesh));
    node.reset(instance.release());
  } else if (source.camera >= 0) {
    node = make_camera(document.model, source.camera);
  } else if (const int light = light_of(source); light >= 0) {
    node = make_light(document.model, light);
  } else {
    node.reset(new Node3D());
  }
  static_cast<Node3D*>(node.get())->set_transform(transform_of(source));
  return node;
}

// Each node's parent (-1 for none), checked: children exist, and no node has two parents or is
// its own child.
std::vector<int> parents_of(const tinygltf::Model& model) {
  std::vector<int> parents(model.nodes.size(), -1);
  for (std::size_t i = 0; i < model.nodes.size(); ++i) {
    for (const int child : model.nodes[i].children) {
      const std::string self = "node " + std::to_string(i);
      if (child < 0 || std::size_t(child) >= model.nodes.size()) {
        throw Error(self + ": child " + std::to_string(child) + " does not exist (the file has " +
                    std::to_string(model.nodes.size()) + " nodes)");
      }
      if (std::size_t(child) == i) throw Error(self + " is its own child");
      if (parents[std::size_t(child)] >= 0) {
        throw Error("node " + std::to_string(child) + " is a child of both node " +
                    std::to_string(parents[std::size_t(child)]) + " and " + self);
      }
      parents[std::size_t(child)] = int(i);
    }
  }
  return parents;
}

// The nodes the scene shows at its top: the default scene's (the first when none is named),
// or, in a file without scenes, every node without a parent. A node of a cycle always has a
// parent, so it is never reached from these.
std::vector<int> scene_roots(const tinygltf::Model& model, const std::vector<int>& parents) {
  std::vector<int> roots;
  if (model.scenes.empty()) {
    for (std::size_t i = 0; i < parents.size(); ++i) {
      if (parents[i] < 0) roots.push_back(int(i));
    }
    return roots;
  }
  const int scene = model.defaultScene >= 0 ? model.defaultScene : 0;
  if (std::size_t(scene) >= model.scenes.size()) {
    throw Error("the default scene " + std::to_string(scene) + " does not exist (the file has " +
                std::to_string(model.scenes.size()) + ")");
  }
  const std::string self = "scene " + std::to_string(scene);
  for (const int node : model.scenes[std::size_t(scene)].nodes) {
    if (node < 0 || std::size_t(node) >= model.nodes.size()) {
      throw Error(self + ": node " + std::to_string(node) + " does not exist (the file has " +
                  std::to_string(model.nodes.size()) + ")");
    }
    if (parents[std::size_t(node)] >= 0) {
      throw Error(self + " shows node " + std::to_string(node) +
                  " at its top, but it is a child of node " +
                  std::to_string(parents[std::size_t(node)]));
    }
    roots.push_back(node);
  }
  return roots;
}

}  // namespace

Owned<Node> build_tree(Document& document, const std::string& root_name) {
  const tinygltf::Model& model = document.model;
  const std::vector<int> parents = parents_of(model);
  const std::vector<std::string> names = node_names(model);
  Owned<Node> root(new Node3D());
  root->set_name(sanitized(root_name));
  // Depth first, children in the file's order, without recursion (a file may nest deeply).
  std::vector<std::pair<int, Node*>> pending;
  const std::vector<int> roots = scene_roots(model, parents);
  for (auto it = roots.rbegin(); it != roots.rend(); ++it) pending.emplace_back(*it, root.get());
  while (!pending.empty()) {
    const auto [index, parent] = pending.back();
    pending.pop_back();
    Owned<Node> node;
    try {
      node = make_node(document, index);
    } catch (const Error& error) {
      throw Error("node " + std::to_string(index) + ": " + error.what());
    }
    node->set_name(names[std::size_t(index)]);
    Node* added = node.get();
    parent->add_child(added);
    node.release();
    added->set_owner(root.get());
    const std::vector<int>& children = model.nodes[std::size_t(index)].children;
    for (auto it = children.rbegin(); it != children.rend(); ++it) pending.emplace_back(*it, added);
  }
  return root;
}

}  // namespace arbor::detail::gltf
