// Engine-internal: owners (the scene root a node belongs to) and the unique names (%Name) an
// owner's scene resolves.
#pragma once

#include "arbor/core/string/string_name.h"
#include "scene/node_state.h"

namespace arbor::detail {

/// Clears the owners that are not inside the subtree (a removal broke their ancestry).
void clear_owners_outside(Node* subtree_root);
/// The same for one node of the subtree.
void clear_owner_outside(const Node* subtree_root, Node* node);

/// Throws arbor::Error when another node of `owner`'s scene has the unique name `name`.
void check_unique_name_free(const Node* node, const Node* owner, const StringName& name);
/// Takes the node's unique name out of (or puts it into) its owner's table.
void release_unique_name(Node* node);
void acquire_unique_name(Node* node);
/// The node `owner`'s scene names `key` ("%Name"), or nullptr.
Node* find_unique_name(const Node* owner, const StringName& key);

}  // namespace arbor::detail
