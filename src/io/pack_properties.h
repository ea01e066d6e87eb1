// The properties a scene file stores for a node.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// A class's PROPERTY_USAGE_STORAGE properties, bases first, with their default values, read
/// from ClassDB once per class for one pack (a scene has many nodes of few classes).
class StoredPropertyCache {
 public:
  struct Stored {
    PropertyInfo info;
    std::string name;  ///< info.name as text, as the file writes it
    Variant default_value;
  };

  /// The stored properties of `class_name`.
  const std::vector<Stored>& of(const StringName& class_name);

 private:
  std::unordered_map<StringName, std::vector<Stored>> classes_;
};

/// The body of `node`'s `[node]` section, in Godot's order (Object::get_property_list): the
/// class's PROPERTY_USAGE_STORAGE properties, bases first, then the kept properties (a script's
/// variables, a MissingNode's record), then `metadata/<name>` per metadata entry. Only values
/// that differ from what the node would have anyway are stored: its class's defaults, or, for a
/// node that comes from an instanced scene, what `counterpart` (the pristine node) has. A
/// property whose hint is PROPERTY_HINT_NODE_TYPE holding a node is stored as the path from
/// `node` and its name added to `node_paths` (Godot's rule).
std::vector<SceneProperty> saved_properties(const Node& node, const Node* counterpart,
                                            std::vector<std::string>& node_paths,
                                            StoredPropertyCache& cache);

}  // namespace arbor::detail
