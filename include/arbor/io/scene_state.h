// SceneState: a scene as data, exactly as a `.tscn` file holds it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arbor/core/object/resource.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// One `name = value` line of a section body. The name is kept as written (`position`,
/// `metadata/hp`, `nodes/Animation 2/node`); values that refer to resources hold them as
/// objects (a Variant holding a Ref<Resource>).
struct SceneProperty {
  std::string name;
  Variant value;
};

/// `[ext_resource type="PackedScene" uid="uid://b2x" path="res://enemy.tscn" id="1_k2f7a"]`:
/// a resource in another file.
struct ExtResourceEntry {
  std::string type;  ///< the resource class named by the file
  std::string uid;   ///< `uid://...`, or empty when the heading has none
  std::string path;  ///< as written: `res://...` or relative to the file
  std::string id;    ///< as written (`1_k2f7a`; format 2 files use integers, kept as text)
  /// What values in this file refer to. Reading a file does not load its external resources:
  /// this is a placeholder MissingResource (original class `type`, path resolved against the
  /// project root) until someone loads the path (PackedScene::instantiate does for sub-scenes).
  Ref<Resource> resource;
};

/// `[sub_resource type="BoxShape3D" id="BoxShape3D_x7c2m"]` and its properties: a resource
/// stored inside the file. The resource object holds the properties: a registered class has
/// them set through ClassDB; any other class loads as a MissingResource that keeps them all,
/// in order.
struct SubResourceEntry {
  std::string id;
  Ref<Resource> resource;
};

/// The heading attributes of a `[node]` section that most nodes do not have, kept apart so an
/// ordinary SceneNodeEntry stays small.
struct SceneNodeDetails {
  std::optional<std::string> owner;
  /// `index=`: the position among its parent's children, for nodes added among instanced ones.
  std::optional<int64_t> index;
  /// `unique_id=` and `parent_id_path=` (written by recent Godot editors), kept as read.
  std::optional<int64_t> unique_id;
  Variant parent_id_path;
  /// `node_paths=PackedStringArray(...)`: the properties whose values are node paths.
  std::optional<PackedStringArray> node_paths;
  /// `groups=[...]`: persistent groups.
  std::optional<Array> groups;
  /// `instance_placeholder="res://..."`.
  std::optional<std::string> instance_placeholder;
  /// Heading attributes Arbor does not interpret, kept in order and written back.
  std::vector<SceneProperty> other_attributes;
};

/// A `[node]` section.
struct SceneNodeEntry {
  /// Defined below the class, so that value-initializing an entry (`nodes.emplace_back()`) does
  /// not zero it first.
  SceneNodeEntry() noexcept;
  /// Copies deep: the copy has its own details.
  SceneNodeEntry(const SceneNodeEntry& other);
  SceneNodeEntry& operator=(const SceneNodeEntry& other);
  SceneNodeEntry(SceneNodeEntry&&) noexcept = default;
  SceneNodeEntry& operator=(SceneNodeEntry&&) noexcept = default;
  ~SceneNodeEntry() = default;

  /// The rare attributes; a shared empty SceneNodeDetails when the entry has none. Never allocates.
  [[nodiscard]] const SceneNodeDetails& details() const;
  /// The rare attributes, for writing; creates them on first use.
  SceneNodeDetails& details();
  /// Whether the entry has its own SceneNodeDetails (possibly empty).
  [[nodiscard]] bool has_details() const { return details_ != nullptr; }
  /// Empties the entry for reuse; its property list keeps its capacity.
  void clear() {
    name.clear();
    type.clear();
    parent.reset();
    if (!instance.is_nil()) instance = Variant();
    properties.clear();
    details_.reset();
  }

  std::string name;
  /// The class; empty for a node that is an instance or that overrides a node coming from an
  /// instanced or inherited scene.
  std::string type;
  /// The parent's path relative to the scene root (`.`, `Body/Arm`); absent for the root.
  std::optional<std::string> parent;
  /// `instance=ExtResource("id")`: the scene this node instances (a Variant holding the
  /// ExtResourceEntry's resource); nil when the node is not an instance.
  Variant instance;
  /// The body, in file order.
  std::vector<SceneProperty> properties;

 private:
  std::unique_ptr<SceneNodeDetails> details_;
};

inline SceneNodeEntry::SceneNodeEntry() noexcept = default;

/// A `[connection]` section: a persistent signal connection between two nodes of the scene.
struct SceneConnectionEntry {
  std::string signal;
  std::string from;  ///< the source's path relative to the root
  std::string to;    ///< the target's path relative to the root
  std::string method;
  /// ConnectFlags; a heading without `flags=` means CONNECT_PERSIST (Godot's rule).
  int64_t flags = 2;
  /// `unbinds=`: how many trailing signal arguments are dropped before the call.
  int64_t unbinds = 0;
  /// `binds=`: arguments appended to the signal's.
  Array binds;
};

/// A scene as data (Godot's SceneState): what a `.tscn` file holds, in the file's order, with
/// the ids and heading attributes it had, so writing it back reproduces the file. PackedScene
/// holds one; PackedScene::pack makes one from a tree, PackedScene::instantiate builds a tree
/// from one.
struct SceneState {
  /// `format=` of the header: 2 (Godot 3), 3 or 4 (Godot 4).
  int format = 3;
  std::optional<int64_t> load_steps;
  std::string uid;
  std::vector<ExtResourceEntry> ext_resources;
  std::vector<SubResourceEntry> sub_resources;
  /// Parents before children; the first is the root.
  std::vector<SceneNodeEntry> nodes;
  std::vector<SceneConnectionEntry> connections;
  /// `[editable path="..."]`: instanced scenes whose children the file edits.
  std::vector<std::string> editable_instances;
};

}  // namespace arbor
