// Engine-internal: what a Node holds, and the one door into it for the scene layer.
#pragma once

#include <cstdint>
#include <new>
#include <span>

#include "arbor/core/string/string_name.h"
#include "arbor/scene/node.h"
#include "scene/node_extras.h"

namespace arbor {
class InputEvent;
}

namespace arbor::detail {

/// Bits of NodeState::flags.
enum NodeFlag : std::uint16_t {
  FLAG_IN_TREE = 1u << 0,         ///< bound to a tree (tree set)
  FLAG_ENTER_NOTIFIED = 1u << 1,  ///< _enter_tree ran for the current stay
  FLAG_NEEDS_READY = 1u << 2,     ///< _ready has not run yet (or request_ready re-armed it)
  FLAG_READY_NOTIFIED = 1u << 3,  ///< the ready walk visited it during the current stay
  FLAG_QUEUED = 1u << 4,          ///< queue_free was called
  FLAG_UNIQUE_NAME = 1u << 5,     ///< unique_name_in_owner
  FLAG_PROCESS_ON = 1u << 6,
  FLAG_PROCESS_SET = 1u << 7,  ///< set_process was called: the class default no longer applies
  FLAG_PHYSICS_ON = 1u << 8,
  FLAG_PHYSICS_SET = 1u << 9,
  FLAG_INPUT_ON = 1u << 10,
  FLAG_INPUT_SET = 1u << 11,
  FLAG_UNHANDLED_ON = 1u << 12,
  FLAG_UNHANDLED_SET = 1u << 13,
  FLAG_FREEING = 1u << 14,        ///< free() is running: the node is spent
  FLAG_NOTIFY_FRAMES = 1u << 15,  ///< the class overrides _notification (per-frame notifications)
};

/// Bits of NodeState::engine_flags.
enum EngineFlag : std::uint8_t {
  ENGINE_INTERNAL_PROCESS = 1u << 0,
  ENGINE_INTERNAL_PHYSICS = 1u << 1,
  ENGINE_INPUT_BEFORE_UI = 1u << 2,  ///< set_input_before_ui: _input runs before input servers
  ENGINE_LISTENS_KNOWN = 1u << 3,    ///< the two bits below were read from the class
  ENGINE_LISTENS = 1u << 4,          ///< the class overrides _notification
  ENGINE_LISTENS_ENGINE = 1u << 5,   ///< the class overrides _engine_notification
};

/// Kind bits in NodeState::modes (bits 0-2: ProcessMode set, 3-5: resolved), for cheap type
/// checks on hot paths such as transform propagation.
enum NodeKind : std::uint8_t {
  KIND_SPATIAL = 1u << 6,  ///< a Node3D
  KIND_CANVAS = 1u << 7,   ///< a CanvasItem (Node2D, ...)
};

/// A node's place in its tree and everything the scene layer keeps for it (its instance id
/// apart). Laid out so that what a frame reads (tree, flags, modes) shares the node's first cache
/// line with its vtable pointer.
struct NodeState {
  SceneTree* tree = nullptr;
  std::uint16_t flags = FLAG_NEEDS_READY;
  std::uint8_t modes = 0;              ///< ProcessMode set (bits 0-2), resolved (3-5), NodeKind
  std::uint8_t blocked = 0;            ///< > 0 while a walk visits this node's children
  std::uint32_t index : 24 = 0;        ///< slot in the parent's child list
  std::uint32_t engine_flags : 6 = 0;  ///< internal processing (EngineFlag)
  std::uint32_t inline_child : 1 = 0;  ///< child is the only child (no list, no extras)
  std::uint32_t has_extras : 1 = 0;    ///< extras is set (else list, when set, is bare)
  StringName name;
  Node* parent = nullptr;
  Node* owner = nullptr;
  // The children and the rarely used parts, owned and allocated on first use: one child alone
  // is kept in `child` (a chain of single children allocates nothing), more in a bare `list`,
  // and a node that also needs a name index, groups, priorities, ... has `extras` (children
  // included).
  union {
    ChildList* list = nullptr;
    NodeExtras* extras;
    Node* child;
  };
  std::uint64_t order = 0;  ///< tree-order label while inside a tree (see tree_order.h)
};

/// The scene layer's access to a node's state and protected callbacks (Node's one friend). It
/// holds no logic: the units that change nodes (child_list.h, lifecycle.h, ...) go through it.
struct NodeAccess {
  static NodeState& state(Node* node) {
    return *std::launder(reinterpret_cast<NodeState*>(node->state_));
  }
  static const NodeState& state(const Node* node) {
    return *std::launder(reinterpret_cast<const NodeState*>(node->state_));
  }
  /// Constructs and destroys the state in the node's storage (Node's constructor and
  /// destructor).
  static void construct(Node* node, NodeId id) {
    new (node->state_) NodeState();
    node->id_slot_ = std::uint32_t(id.value);
    node->id_generation_ = std::uint16_t(id.value >> 32);
  }
  static void destroy(Node* node) { state(node).~NodeState(); }

  static_assert(sizeof(NodeState) <= Node::kStateSize && alignof(NodeState) <= 8);

  static void enter_tree(Node* node) { node->_enter_tree(); }
  static void ready(Node* node) { node->_ready(); }
  static void exit_tree(Node* node) { node->_exit_tree(); }
  static void process(Node* node, double delta) { node->_process(delta); }
  static void physics_process(Node* node, double delta) { node->_physics_process(delta); }
  static void input(Node* node, const InputEvent& event) { node->_input(event); }
  static void unhandled_input(Node* node, const InputEvent& event) {
    node->_unhandled_input(event);
  }
  static void notification(Node* node, int what) { node->_notification(what); }
  static void engine_notification(Node* node, int what) { node->_engine_notification(what); }
};

/// Shorthands for NodeAccess::state.
inline NodeState& state(Node* node) { return NodeAccess::state(node); }
inline const NodeState& state(const Node* node) { return NodeAccess::state(node); }

inline bool has_flag(const Node* node, std::uint16_t flag) {
  return (state(node).flags & flag) != 0;
}
inline void set_flag(Node* node, std::uint16_t flag, bool on) {
  std::uint16_t& flags = state(node).flags;
  flags = static_cast<std::uint16_t>(on ? (flags | flag) : (flags & ~flag));
}
inline bool has_engine_flag(const Node* node, std::uint8_t flag) {
  return (state(node).engine_flags & flag) != 0;
}
inline bool has_kind(const Node* node, std::uint8_t kind) {
  return (state(node).modes & kind) != 0;
}
inline void set_kind(Node* node, std::uint8_t kind) { state(node).modes |= kind; }

// -- children (read) ------------------------------------------------------------------------------

inline NodeExtras* extras_or_null(const Node* node) {
  const NodeState& s = state(node);
  return s.has_extras ? s.extras : nullptr;
}
/// A node's child list: nullptr while it has none or keeps its one child inline.
inline ChildList* child_list(const Node* node) {
  const NodeState& s = state(node);
  if (s.inline_child) return nullptr;
  return s.has_extras ? &s.extras->children : s.list;
}
/// A node's children, in order (valid until they change).
inline std::span<Node* const> children(const Node* node) {
  const NodeState& s = state(node);
  if (s.inline_child) return {&s.child, 1};
  const ChildList* list = child_list(node);
  if (!list) return {};
  return {list->data(), list->size()};
}
inline std::uint32_t child_count(const Node* node) {
  if (state(node).inline_child) return 1;
  const ChildList* list = child_list(node);
  return list ? list->size() : 0;
}
/// The slot of a node's first child: children(node)[i] has index first_slot + i.
inline std::uint32_t first_slot(const Node* node) {
  const ChildList* list = child_list(node);
  return list ? list->begin : 0;
}
/// A node's position among its parent's children.
inline std::uint32_t position_of(const Node* node) {
  return state(node).index - first_slot(state(node).parent);
}

/// The node after `node` in pre-order within `subtree_root`'s subtree, or nullptr.
Node* next_preorder(Node* node, const Node* subtree_root);
template <class F>
void for_each_preorder(Node* subtree_root, F&& fn) {
  for (Node* node = subtree_root; node; node = next_preorder(node, subtree_root)) fn(node);
}

}  // namespace arbor::detail
