// Registration of the resource classes of the scene layer.
#pragma once

namespace arbor::detail {

/// Registers the meshes, materials, textures, images, environment, sky and multimesh classes
/// with ClassDB (called with the scene layer's other classes).
void register_resource_classes();

}  // namespace arbor::detail
