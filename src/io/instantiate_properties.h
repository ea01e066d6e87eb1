// PropertyApplier: a scene file's node properties, set on the nodes being built.
#pragma once

#include <cstddef>
#include <string_view>
#include <unordered_map>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// Applies `[node]` properties as Godot's SceneState::instantiate does, and never drops one:
/// a property the node's class has and whose type the value converts to strictly is set
/// through its bound setter; a name the class does not have goes through Object::set
/// (`metadata/` names become metadata, a MissingNode records it); anything else (an unknown
/// name, a read-only property, a value of the wrong type, a setter that refuses it) is kept
/// with Node::keep_property, so saving the scene writes it back. Lookups are cached per
/// (class, property name) for the applier's life: one instantiation.
class PropertyApplier {
 public:
  /// Applies `value` as the property `name` of `node`. Arrays and dictionaries are copied
  /// first (deeply with `deep`), so nodes never share them with the scene data (Godot's rule;
  /// deep for the root of an inherited scene).
  void apply(Node* node, std::string_view name, const Variant& value, bool deep = false);
  /// Applies a value the file lists in `node_paths` (Godot 4 stores node references as paths
  /// relative to the node): a property that takes an object gets the node `path` leads to
  /// from `node` (nil when none), any other property gets the path itself.
  void apply_node_path(Node* node, std::string_view name, const Variant& path);
  /// Whether `node`'s class has a property `name` that takes an object (a node reference that
  /// apply_node_path resolves, so it needs the finished tree).
  bool takes_object(const Node* node, std::string_view name);

 private:
  struct Slot {
    StringName name;
    const ClassDB::Property* property = nullptr;
  };
  struct Key {
    const ClassInfo* class_info;
    std::string_view name;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& key) const noexcept {
      return std::hash<std::string_view>()(key.name) ^ std::hash<const void*>()(key.class_info);
    }
  };

  const Slot& slot(const Node* node, std::string_view name);
  /// Sets, records or keeps a value the node may hold on to.
  static void apply_owned(Node* node, const Slot& found, const Variant& value);
  static bool set_through_setter(Node* node, const ClassDB::Property& property,
                                 const Variant& value);

  // Keys view the slots' interned names, so the text a name came from may go.
  std::unordered_map<Key, Slot, KeyHash> slots_;
  // The last lookup: consecutive nodes of one class mostly set the same properties.
  Key last_key_{nullptr, {}};
  const Slot* last_slot_ = nullptr;
};

}  // namespace arbor::detail
