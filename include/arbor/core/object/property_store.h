// PropertyStore: named values kept in the order they were given.
#pragma once

#include <utility>
#include <vector>

#include "arbor/core/object/property_info.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// Named values in first-set order, for properties no class declares: what MissingNode and
/// MissingResource keep of their original class, and what a node keeps of a scene file's
/// properties its class lacks. Lookups are linear (these lists are short and rarely read).
class PropertyStore {
 public:
  using Entry = std::pair<StringName, Variant>;

  /// Replaces the value of `name`, or appends it.
  void set(const StringName& name, const Variant& value);
  /// The value of `name`, or nullptr.
  [[nodiscard]] const Variant* find(const StringName& name) const;
  /// Removes `name` (and its node-path mark); false when there is no such entry.
  bool erase(const StringName& name);
  [[nodiscard]] const std::vector<Entry>& entries() const { return entries_; }
  [[nodiscard]] bool empty() const { return entries_.empty(); }
  /// Appends a PropertyInfo per entry (its name and current type).
  void append_to(std::vector<PropertyInfo>& list) const;

  /// Marks the entry `name` as a node reference that scene files store as a path relative to
  /// the node (a name Godot 4 lists in a node's `node_paths`); nothing when there is no such
  /// entry. Setting the entry again keeps the mark.
  void mark_node_path(const StringName& name);
  /// Whether the entry `name` was marked with mark_node_path.
  [[nodiscard]] bool is_node_path(const StringName& name) const;

 private:
  std::vector<Entry> entries_;
  std::vector<StringName> node_paths_;
};

}  // namespace arbor
