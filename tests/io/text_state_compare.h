// Equality of scene and resource file states for tests: the same structure, and the same text
// when written (resources are compared by their contents, not by identity).
#pragma once

#include "arbor/io/text_resource_format.h"

namespace arbor::test {

/// The same header, nodes (names, types, parents, property counts) and section counts.
inline bool same_scene_structure(const SceneState& a, const SceneState& b) {
  if (a.format != b.format || a.uid != b.uid || a.load_steps != b.load_steps ||
      a.nodes.size() != b.nodes.size() || a.ext_resources.size() != b.ext_resources.size() ||
      a.sub_resources.size() != b.sub_resources.size() ||
      a.connections.size() != b.connections.size() ||
      a.editable_instances != b.editable_instances) {
    return false;
  }
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const SceneNodeEntry& x = a.nodes[i];
    const SceneNodeEntry& y = b.nodes[i];
    if (x.name != y.name || x.type != y.type || x.parent != y.parent ||
        x.properties.size() != y.properties.size()) {
      return false;
    }
  }
  return true;
}

inline bool same_scene(const SceneState& a, const SceneState& b) {
  return same_scene_structure(a, b) && write_scene_text(a) == write_scene_text(b);
}

inline bool same_resource_structure(const ResourceFileState& a, const ResourceFileState& b) {
  return a.format == b.format && a.type == b.type && a.uid == b.uid &&
         a.ext_resources.size() == b.ext_resources.size() &&
         a.sub_resources.size() == b.sub_resources.size();
}

inline bool same_resource_file(const ResourceFileState& a, const ResourceFileState& b) {
  return same_resource_structure(a, b) && write_resource_text(a) == write_resource_text(b);
}

}  // namespace arbor::test
