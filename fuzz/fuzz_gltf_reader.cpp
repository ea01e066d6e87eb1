// libFuzzer target: any bytes given to the glTF reader (a .glb, or .gltf text) either become a
// scene tree that packs into a PackedScene, as loading the file does, or throw arbor::Error
// naming the file. Nothing else may happen.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "io/gltf/gltf_scene.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  // Placeholders for images that do not decode are expected: their warnings are not printed.
  static const bool quiet =
      (arbor::ResourceLoader::set_warning_handler([](const arbor::LoadWarning&) {}), true);
  (void)quiet;
  try {
    // External buffers and images resolve in a folder that does not exist.
    const arbor::Owned<arbor::Node> root = arbor::detail::build_gltf_scene(
        std::span(data, size), "/nonexistent-arbor-fuzz/fuzz.glb", "/nonexistent-arbor-fuzz");
    const arbor::Ref<arbor::PackedScene> scene = arbor::make_ref<arbor::PackedScene>();
    scene->pack(root.get());
    if (!scene->can_instantiate()) std::abort();
  } catch (const arbor::Error& error) {
    if (std::string(error.what()).find("'/nonexistent-arbor-fuzz/fuzz.glb'") != 0) std::abort();
  }
  return 0;
}
