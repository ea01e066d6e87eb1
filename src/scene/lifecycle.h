// Engine-internal: a subtree entering and leaving a tree, in Godot 4's order. Binding gives the
// nodes the tree and its lists; the walks run the user callbacks and signals.
#pragma once

#include "scene/node_state.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// Binds `child`'s subtree to its parent's tree, then runs _enter_tree top-down and, when the
/// parent is ready, _ready bottom-up.
void enter_tree(Node* child);
/// Runs _exit_tree bottom-up on `child`'s subtree, then unbinds it from the tree and clears
/// the owners left outside it.
void exit_tree(Node* child);
/// Emits tree_exited on a subtree that just left `tree`: each node's children last to first,
/// then the node (the order of the exit callbacks).
void after_exit_walk(SceneTree* tree, Node* node);
/// Makes `root` the tree's root: binds it and runs its enter and ready callbacks.
void enter_root(SceneTree* tree, Node* root);
/// Runs the exit callbacks of the whole tree under `root` (the tree is being destroyed).
void exit_walk(SceneTree* tree, Node* node);
/// Unbinds a subtree without callbacks.
void unbind_subtree(Node* subtree_root);
/// Frees a subtree whose root has no parent: NOTIFICATION_PREDELETE top-down, then destruction.
void destroy(Node* node);

}  // namespace arbor::detail
