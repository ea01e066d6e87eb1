// The resource loaders for the files a Godot project names beside its text resources: images
// (as textures) and shaders.
#pragma once

namespace arbor::detail {

/// Registers the image and `.gdshader` loaders with ResourceFormatLoader. Called once, by
/// register_io_types().
void register_file_loaders();

}  // namespace arbor::detail
