// Reading glTF 2.0 files (.gltf, .glb) as scenes, as Godot shows them after importing.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// The scene a glTF 2.0 document describes (`bytes`: JSON text, or a binary `.glb`), as a tree
/// outside any SceneTree: a Node3D named after the scene (or, when it has no name, after the
/// file) owning a node for each glTF node of the default scene — MeshInstance3D, Camera3D,
/// DirectionalLight3D, OmniLight3D, SpotLight3D or Node3D — with Godot's names and the glTF
/// transforms. `path` is the file as asked for (`res://` or not): messages and warnings name
/// it and external images are loaded beside it; external buffers are read from `base_dir`.
/// What Arbor does not import yet (skins, morph targets, animations) is reported, one
/// LoadWarning each. Throws arbor::Error starting with `'path': ` and naming the glTF object
/// when the document is malformed or refers to data it does not have.
[[nodiscard]] Owned<Node> build_gltf_scene(std::span<const std::uint8_t> bytes,
                                           const std::string& path, const std::string& base_dir);

/// The glTF file at `file` (`path` as asked for) as a PackedScene of that tree, whose meshes,
/// materials and textures every instance shares.
[[nodiscard]] Ref<PackedScene> load_gltf_scene(const std::string& path, const std::string& file);

}  // namespace arbor::detail
