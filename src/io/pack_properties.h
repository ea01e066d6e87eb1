// The properties a scene file stores for a node.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "arbor/core/object/method_bind.h"
#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// A class's PROPERTY_USAGE_STORAGE properties, bases first, with their default values and
/// getters, read from ClassDB once per class for one pack (a scene has many nodes of few
/// classes).
class StoredPropertyCache {
 public:
  struct Stored {
    PropertyInfo info;
    std::string name;  ///< info.name as text, as the file writes it
    Variant default_value;
    /// The getter Object::get calls for this property; nullptr when it has none.
    const MethodBind* getter = nullptr;
    /// The default as an integer when the default and the getter's result are both bools or
    /// both integers (enums included): such a property is compared without a Variant.
    std::optional<std::int64_t> integer_default;
  };

  /// The stored properties of the class `info` describes (its nearest registered class).
  const std::vector<Stored>& of(const ClassInfo& info);

 private:
  const std::vector<Stored>& read(const StringName& class_name);

  std::unordered_map<StringName, std::vector<Stored>> classes_;
  std::unordered_map<const ClassInfo*, const std::vector<Stored>*> by_info_;
  const ClassInfo* last_info_ = nullptr;
  const std::vector<Stored>* last_ = nullptr;
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
