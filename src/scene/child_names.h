// Engine-internal: sibling names. Unique among a parent's children, readable (Godot's serial
// names: Box, Box2, ...), and found through an index once a parent has many children.
#pragma once

#include <cstdint>
#include <string_view>

#include "arbor/core/string/string_name.h"
#include "scene/node_state.h"

namespace arbor::detail {

/// The child of `parent` named `name`, or nullptr.
Node* child_by_name(const Node* parent, const StringName& name);
/// A name for `child` that no other child of `parent` has: `desired` (the class name when
/// empty), else Godot's readable serial name for it.
StringName unique_child_name(Node* parent, const Node* child, StringName desired);
/// Renames a child in place, keeping the parent's name index current.
void rename_child(Node* parent, Node* child, const StringName& name);

// -- the name index, as the child list changes (child_list.cpp) ---------------------------------

/// The parent's name index, or nullptr while it has too few children to keep one.
NameIndex* name_index_of(const Node* parent);
/// Gives `parent` a name index listing its children, once it has more than kIndexThreshold.
void index_names_if_many(Node* parent);
/// Makes room in the parent's name index for `count` children in all.
void reserve_names(Node* parent, std::uint32_t count);
/// A child's name leaves its parent (removed or renamed). Runs while it still has its slot.
void forget_child_name(NameIndex* index, std::uint32_t slot, const StringName& name);
/// Lists the children in slots [from, to) in the index.
void list_names(const ChildList& list, NameIndex* index, std::uint32_t from, std::uint32_t to);
/// The children now in slots [from, to) came from the slot below each (`up`), or above each.
void shift_names(NameIndex* index, std::uint32_t from, std::uint32_t to, bool up);

}  // namespace arbor::detail
