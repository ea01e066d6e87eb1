#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "arbor/core/object/property_store.h"
#include "arbor/core/signal/connection_info.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/dictionary.h"
#include "scene/child_name_table.h"

namespace arbor {
class Node;
}

namespace arbor::detail {

/// A node's children: a contiguous array with room at the front, so removing the first child is
/// O(1) (freeing siblings in order stays linear). Children occupy slots [begin, slots.size()),
/// and each child's NodeState::index is its slot. A node whose only extra is two or more children
/// allocates this alone; NodeExtras takes it over when the node needs more.
struct ChildList {
  std::vector<Node*> slots;
  std::uint32_t begin = 0;

  [[nodiscard]] std::uint32_t size() const { return std::uint32_t(slots.size()) - begin; }
  [[nodiscard]] Node* const* data() const { return slots.data() + begin; }
};

/// The names one serial count writes: a base and the width its numbers are zero-padded to
/// (0: written as they are).
struct SerialKey {
  StringName base;
  std::uint8_t width = 0;
  bool operator==(const SerialKey&) const = default;
};
struct SerialKeyHash {
  std::size_t operator()(const SerialKey& key) const { return key.base.hash() ^ key.width; }
};

/// Sibling lookup by name once a node has more than kIndexThreshold children, plus the serial
/// number hints that keep generating "Enemy2", "Enemy3", ... linear overall.
struct NameIndex {
  ChildNameTable by_name;
  /// serial[{base, width}] = k: the names base2 .. basek (so padded) are all taken by children.
  std::unordered_map<SerialKey, std::uint32_t, SerialKeyHash> serial;
  /// The entry of `serial` used last (a parent spawning many alike asks for it again).
  std::pair<const SerialKey, std::uint32_t>* last_serial = nullptr;

  /// serial[key], through last_serial when it is that entry.
  std::uint32_t& serial_hint(const SerialKey& key) {
    if (!last_serial || !(last_serial->first == key)) {
      last_serial = &*serial.try_emplace(key, 0u).first;
    }
    return last_serial->second;
  }
};

struct GroupMembership {
  StringName name;
  bool persistent = false;
};

/// What a node carries for scene files: only nodes loaded from or saved to one have it.
struct NodeSceneData {
  std::string scene_file_path;
  std::vector<NodeId> editable_instances;
  PropertyStore kept_properties;
  /// Each kept property placed by place_kept_property, and the class property it follows
  /// (empty: it comes first).
  std::vector<std::pair<StringName, StringName>> kept_places;
  std::vector<ConnectionInfo> kept_connections;
};

/// The parts of a node that many nodes never use: allocated on first use.
struct NodeExtras {
  ChildList children;
  std::unique_ptr<NameIndex> name_index;
  std::vector<GroupMembership> groups;
  int process_priority = 0;
  int physics_priority = 0;
  /// Nodes this node owns that are unique_name_in_owner, keyed by "%Name" (only for owners).
  std::unique_ptr<std::unordered_map<StringName, Node*>> unique_names;
  /// set_meta values (only for nodes that have metadata).
  std::unique_ptr<Dictionary> meta;
  std::unique_ptr<NodeSceneData> scene_data;
};

constexpr std::uint32_t kIndexThreshold = 8;
/// Node::index_ has 24 bits.
constexpr std::uint32_t kMaxChildSlots = 1u << 24;

}  // namespace arbor::detail
