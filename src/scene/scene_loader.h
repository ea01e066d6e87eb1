// The hook through which SceneTree changes to packed scenes and scene files: the io layer reads
// scene files and knows PackedScene; the scene layer knows neither, so the io layer installs
// this when its classes are registered (register_io_types).
#pragma once

#include <string_view>

#include "arbor/core/object/ref.h"

namespace arbor {
class Node;
class PackedScene;
}  // namespace arbor

namespace arbor::detail {

struct SceneLoader {
  /// A new instance of `scene` (not null), owned by the caller; throws what instantiation throws.
  Node* (*instantiate)(const Ref<PackedScene>& scene) = nullptr;
  /// A new instance of the scene file at `path`, loaded through ResourceLoader.
  Node* (*instantiate_file)(std::string_view path) = nullptr;
};

/// Installs the loader (a static object: it is never freed). Called by register_io_types().
void set_scene_loader(const SceneLoader* loader);

/// The installed loader. In a program that links arbor::io the first call registers the io
/// layer's types, which installs it; without arbor::io it throws arbor::Error naming `caller`.
[[nodiscard]] const SceneLoader& scene_loader(std::string_view caller);

/// Registers the io layer's types when the program links arbor::io (SceneTree's constructor
/// calls it after register_scene_types, so every class a tree may meet is known by name).
void register_linked_io_types();

}  // namespace arbor::detail
