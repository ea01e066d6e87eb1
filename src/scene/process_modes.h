// Engine-internal: process modes and the pause. A node's mode as set (INHERIT, ...) resolves
// through its ancestors; the resolved mode and the tree's pause decide whether it processes.
#pragma once

#include "arbor/scene/process_mode.h"
#include "scene/node_state.h"

namespace arbor::detail {

inline ProcessMode own_mode(const Node* node) {
  return static_cast<ProcessMode>(state(node).modes & 7);
}
/// The mode the node's processing follows (INHERIT resolved; PAUSABLE outside a tree).
inline ProcessMode effective_mode(const Node* node) {
  return static_cast<ProcessMode>((state(node).modes >> 3) & 7);
}
inline void set_effective_mode(Node* node, ProcessMode mode) {
  std::uint8_t& modes = state(node).modes;
  modes = static_cast<std::uint8_t>((modes & ~0x38u) | (std::uint8_t(mode) << 3));
}
/// Bit m set when a node whose resolved ProcessMode is m may process now.
inline unsigned processable_modes(bool paused) {
  return (1u << unsigned(ProcessMode::ALWAYS)) |
         (1u << unsigned(paused ? ProcessMode::WHEN_PAUSED : ProcessMode::PAUSABLE));
}
/// Whether the node's resolved mode lets it process while the tree is (or is not) paused
/// (unresolved, outside a tree, it counts as PAUSABLE).
inline bool mode_allows(const Node* node, bool paused) {
  const ProcessMode mode = effective_mode(node);
  return ((processable_modes(paused) >> unsigned(mode)) & 1) != 0 ||
         (mode == ProcessMode::INHERIT && !paused);
}
/// The resolved mode a node takes from its own and its parent's.
ProcessMode resolve_mode(const Node* node);

/// Resolves the modes of a subtree again after a change at its root; with `notify_changes`,
/// nodes whose ability to process changed get NOTIFICATION_PAUSED / _UNPAUSED and
/// NOTIFICATION_DISABLED / _ENABLED.
void resolve_process_modes(Node* subtree_root, bool notify_changes);
/// Sends NOTIFICATION_PAUSED / _UNPAUSED to the nodes the tree's new pause state changes.
void propagate_pause(Node* root, bool paused);

}  // namespace arbor::detail
