// The resource loaders for the files a Godot project names beside its text resources: images
// (as textures), shaders and glTF scenes.
#pragma once

namespace arbor::detail {

/// Registers the image, `.gdshader` and glTF (`.gltf`, `.glb`) loaders with ResourceFormatLoader.
/// Called once, by register_io_types().
void register_file_loaders();

}  // namespace arbor::detail
