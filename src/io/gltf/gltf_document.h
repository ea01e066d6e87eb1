// Document: a parsed glTF file and the resources made from it so far.
#pragma once

#include <tiny_gltf.h>

#include <optional>
#include <string>
#include <vector>

#include "arbor/scene/node.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "arbor/scene/resources/texture.h"

namespace arbor::detail::gltf {

/// One glTF file while it becomes a scene: the model tinygltf read, where it came from, and the
/// resources made from its meshes, materials and images, each made once, when first used, and
/// shared by everything that uses it (as Godot's importer shares them). The builders below
/// throw arbor::Error naming the glTF object (`mesh 3, primitive 0: accessor 7: ...`); the
/// caller puts the file in front.
struct Document {
  Document(tinygltf::Model model, std::string path);

  tinygltf::Model model;
  /// The file as asked for (a `res://` path or a file path): warnings name it, and external
  /// images are found beside it.
  std::string path;
  std::vector<Ref<ArrayMesh>> meshes;
  std::vector<Ref<StandardMaterial3D>> materials;
  std::vector<Ref<Texture2D>> images;
  /// What a primitive without a material gets (Godot's importer gives each a plain
  /// StandardMaterial3D), without and with vertex colors.
  Ref<StandardMaterial3D> default_material;
  Ref<StandardMaterial3D> default_vertex_color_material;
};

/// The object an extension of `extensions` holds, or null when it is absent or not an object.
[[nodiscard]] const tinygltf::Value* find_extension(const tinygltf::ExtensionMap& extensions,
                                                    const char* name);
/// The member `key` of `object`, or null when `object` is not a JSON object or lacks it.
[[nodiscard]] const tinygltf::Value* find_member(const tinygltf::Value* object, const char* key);
/// `value` as a number, or nothing when it is absent or not a number.
[[nodiscard]] std::optional<double> as_number(const tinygltf::Value* value);

/// Mesh `index` as an ArrayMesh, one surface per primitive (gltf_meshes.cpp).
[[nodiscard]] Ref<ArrayMesh> mesh(Document& document, int index);
/// Material `index` as a StandardMaterial3D, with its textures (gltf_materials.cpp).
[[nodiscard]] Ref<StandardMaterial3D> material(Document& document, int index);
/// The scene's nodes under a Node3D named `root_name`, which owns them all (gltf_nodes.cpp).
[[nodiscard]] Owned<Node> build_tree(Document& document, const std::string& root_name);

}  // namespace arbor::detail::gltf
