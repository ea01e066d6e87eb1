// libFuzzer target: any bytes given to the text scene and resource readers either read (and
// then write without error) or throw ParseError; built into a tree in one pass, they either
// build (and free without error) or throw ParseError or arbor::Error naming what cannot be
// built. Nothing else may happen.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "arbor/core/error/error.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/node.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    arbor::SceneState scene = arbor::read_scene_text(text);
    (void)arbor::write_scene_text(scene);
  } catch (const arbor::ParseError&) {
  }
  try {
    arbor::Node* root = arbor::instantiate_scene_text(text);
    root->free();
  } catch (const arbor::ParseError&) {
  } catch (const arbor::Error&) {
  }
  try {
    arbor::ResourceFileState resource = arbor::read_resource_text(text);
    (void)arbor::write_resource_text(resource);
  } catch (const arbor::ParseError&) {
  }
  return 0;
}
