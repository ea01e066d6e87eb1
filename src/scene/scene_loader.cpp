#include "scene/scene_loader.h"

#include <atomic>
#include <string>

#include "arbor/core/error/error.h"

// The io layer's registration, defined by arbor::io. A weak reference: a program that links
// only arbor::scene has none, and the address is null. arbor::io makes every program that links
// it keep the definition (its link option --undefined=arbor_register_io_types).
extern "C" [[gnu::weak]] void arbor_register_io_types();

namespace arbor::detail {
namespace {

std::atomic<const SceneLoader*> g_loader{nullptr};

}  // namespace

void set_scene_loader(const SceneLoader* loader) {
  g_loader.store(loader, std::memory_order_release);
}

void register_linked_io_types() {
  if (arbor_register_io_types) arbor_register_io_types();
}

const SceneLoader& scene_loader(std::string_view caller) {
  const SceneLoader* loader = g_loader.load(std::memory_order_acquire);
  if (!loader) {
    register_linked_io_types();
    loader = g_loader.load(std::memory_order_acquire);
  }
  if (!loader) {
    throw Error(std::string(caller) +
                ": scenes are read by arbor::io, which this program does not link (link "
                "arbor::io or arbor::arbor)");
  }
  return *loader;
}

}  // namespace arbor::detail
