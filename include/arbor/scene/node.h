#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/callable.h"
#include "arbor/core/signal/connection_info.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/signal/signal_ref.h"
#include "arbor/core/string/node_path.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/notifications.h"
#include "arbor/scene/process_mode.h"

namespace arbor {

class PropertyStore;

class InputEvent;
class SceneTree;
class SceneViewport;

namespace detail {
struct NodeAccess;
}  // namespace detail

class Tween;

/// The building block of a scene: a named object in a tree of nodes.
///
/// A parent owns its children; SceneTree owns its root. Behaviour comes from subclasses that
/// declare themselves with ARBOR_CLASS and override the protected callbacks (_enter_tree, _ready,
/// _process, ...). Processing callbacks run exactly when a type overrides them, unless toggled with
/// set_process() and friends. Misuse of the tree API throws arbor::Error and changes nothing.
/// A node and its tree belong to one thread.
class Node : public Object {
 public:
  /// Resolves the compile-time callback detection of ARBOR_CLASS against Node.
  using arbor_callback_root = Node;
  using arbor_base_class = Object;

 public:
  Node();
  ~Node() override;

  /// Nodes come from Arbor's block pool (see arbor/core/memory/pooled_memory.h), not from the
  /// program's allocator: making and freeing them costs no allocator call.
  static void* operator new(std::size_t size);
  static void operator delete(void* node, std::size_t size) noexcept;
  static void* operator new(std::size_t size, std::align_val_t alignment) {
    return ::operator new(size, alignment);
  }
  static void operator delete(void* node, std::size_t, std::align_val_t alignment) noexcept {
    ::operator delete(node, alignment);  // unsized: compilers need not have sized deallocation
  }
  static void* operator new(std::size_t, void* where) noexcept { return where; }
  static void operator delete(void*, void*) noexcept {}

  static const ClassInfo& get_class_info_static();
  [[nodiscard]] const ClassInfo& get_class_info() const override { return get_class_info_static(); }

  // -- built-in signals (Godot's names and order) ------------------------------------------------
  Signal<> tree_entered;
  Signal<> ready;
  Signal<> tree_exiting;
  Signal<> tree_exited;
  Signal<> renamed;
  Signal<> child_order_changed;
  Signal<Node*> child_entered_tree;
  Signal<Node*> child_exiting_tree;

 private:
  // The node's place in its tree, kept by the scene layer (src/scene/node_state.h); what a
  // frame reads shares the vtable pointer's cache line. Then the instance id, last, so that a
  // subclass's first two bytes fill the end of Node's last eight.
  static constexpr std::size_t kStateSize = 56;
  alignas(8) unsigned char state_[kStateSize];
  std::uint32_t id_slot_;
  std::uint16_t id_generation_;

 public:
  // -- signals by name (through ClassDB) ---------------------------------------------------------
  /// Connects this node's signal `signal` to `method` of `target`, both by name (the target's
  /// class must bind the method; its parameters must accept the signal's arguments). The
  /// connection is dropped when either node is freed. Throws arbor::Error naming the signal, the
  /// method and both nodes when they do not fit, and (as Godot refuses it) when the signal is
  /// connected to that method of that target already, unless `flags` has
  /// CONNECT_REFERENCE_COUNTED: then the existing connection gains a reference and is returned.
  Connection connect(const StringName& signal, Node* target, const StringName& method,
                     std::uint32_t flags = 0);
  /// The same, as a scene file's `[connection]` describes it (Godot's Callable.bind and
  /// unbind): the last `unbinds` signal arguments are dropped, then `binds` are appended, and
  /// the method must take the result.
  Connection connect(const StringName& signal, Node* target, const StringName& method,
                     std::uint32_t flags, const Array& binds, int unbinds = 0);
  /// The same with the method as a Callable, whose object must be a node, its bound and unbound
  /// arguments becoming the connection's binds and unbinds (Godot's
  /// Object.connect(signal, callable)).
  Connection connect(const StringName& signal, const Callable& callable, std::uint32_t flags = 0);
  /// Removes a connection; false when it is not one of `signal`'s. A CONNECT_REFERENCE_COUNTED
  /// connection loses one reference and stays while any remain.
  bool disconnect(const StringName& signal, Connection connection);
  [[nodiscard]] bool is_connected(const StringName& signal, Connection connection) const;
  /// Godot's disconnect(signal, callable): removes the connection made by name from `signal` to
  /// the Callable's node and method (as in Godot, bound and unbound arguments are not compared),
  /// or one of its references. Returns false when there is none.
  bool disconnect(const StringName& signal, const Callable& callable);
  /// Godot's is_connected(signal, callable), matched as disconnect matches.
  [[nodiscard]] bool is_connected(const StringName& signal, const Callable& callable) const;
  /// Emits this node's signal `signal` by name, each argument converted to the signal's
  /// parameter type (Godot's emit_signal; see SignalRef::emit). Throws arbor::Error when the
  /// class declares no such signal with its member or the argument count differs.
  template <class... Arguments>
  void emit_signal(const StringName& signal, const Arguments&... arguments) {
    SignalRef(this, signal).emit(arguments...);
  }
  /// The live connections made by name from this node's `signal` (every signal when empty), in
  /// connection order.
  [[nodiscard]] std::vector<ConnectionInfo> get_signal_connections(
      const StringName& signal = {}) const;
  /// The live connections made by name whose target is this node.
  [[nodiscard]] std::vector<ConnectionInfo> get_incoming_connections() const;

  // -- identity and names ------------------------------------------------------------------------
  [[nodiscard]] NodeId get_instance_id() const {
    return NodeId{(std::uint64_t(id_generation_) << 32) | id_slot_};
  }
  [[nodiscard]] const StringName& get_name() const;
  /// Renames the node. Characters Godot forbids (/ : @ % " .) become '_'; an empty name becomes the
  /// class name; a name a sibling already has gets a number (Box -> Box2). Emits `renamed`.
  void set_name(std::string_view name);

  // -- tree --------------------------------------------------------------------------------------
  [[nodiscard]] Node* get_parent() const;
  [[nodiscard]] SceneTree* get_tree() const;
  [[nodiscard]] bool is_inside_tree() const { return get_tree() != nullptr; }
  /// The nearest SceneViewport above this node (itself included), or nullptr.
  [[nodiscard]] SceneViewport* get_viewport() const;
  [[nodiscard]] int get_child_count() const;
  /// The index-th child; a negative index counts from the end (-1 is the last child).
  /// Throws arbor::Error when out of range.
  [[nodiscard]] Node* get_child(int index) const;
  class Children;
  /// The children, in order, as a live view (see Node::Children).
  [[nodiscard]] Children get_children() const;
  /// The position among the parent's children, or -1 without a parent.
  [[nodiscard]] int get_index() const;

  /// Appends a child and takes ownership of it. Throws arbor::Error, changing nothing, when the
  /// child is null, already has a parent, is this node or one of its ancestors, is the root of
  /// a tree, or is queued for deletion. Inside a tree the child's subtree enters and readies
  /// before this returns.
  void add_child(Node* child);
  /// Same, taking a unique_ptr: the pointer is released only when the child was added.
  template <class T>
  T* add_child(std::unique_ptr<T>&& child) {
    static_assert(std::is_base_of_v<Node, T>, "add_child takes a Node");
    T* raw = child.get();
    add_child(static_cast<Node*>(raw));
    (void)child.release();
    return raw;
  }
  /// Adds `sibling` right after this node in the parent's children.
  void add_sibling(Node* sibling);
  /// Detaches a child (exiting the tree first) and hands ownership back to the caller.
  void remove_child(Node* child);
  /// Moves a child to `to_index` (negative counts from the end) among its siblings.
  void move_child(Node* child, int to_index);
  /// Moves this node under `new_parent` (exiting and re-entering the tree; it does not ready
  /// again). `keep_global_transform` is honoured by spatial node types.
  virtual void reparent(Node* new_parent, bool keep_global_transform = true);
  [[nodiscard]] bool is_ancestor_of(const Node* node) const;

  // -- paths -------------------------------------------------------------------------------------
  /// Resolves a path from this node; throws arbor::Error naming the path and this node's path
  /// when nothing is there.
  [[nodiscard]] Node* get_node(const NodePath& path) const;
  /// Same, and throws when the node is not a T.
  template <class T>
  [[nodiscard]] T* get_node(const NodePath& path) const {
    Node* node = get_node(path);
    if (T* typed = dynamic_cast<T*>(node)) return typed;
    throw_wrong_type(path, node, T::get_class_info_static());
  }
  [[nodiscard]] Node* get_node_or_null(const NodePath& path) const;
  template <class T>
  [[nodiscard]] T* get_node_or_null(const NodePath& path) const {
    return dynamic_cast<T*>(get_node_or_null(path));
  }
  [[nodiscard]] bool has_node(const NodePath& path) const {
    return get_node_or_null(path) != nullptr;
  }
  /// The absolute path inside a tree ("/root/Main/Player"); outside a tree, the path from the
  /// topmost ancestor, which is relative.
  [[nodiscard]] NodePath get_path() const;
  /// The relative path from this node to `node` (they must share a topmost ancestor).
  [[nodiscard]] NodePath get_path_to(const Node* node) const;
  /// The first descendant (pre-order) whose name matches `pattern` (* and ? wildcards).
  /// With `owned`, only nodes that have an owner are considered (Godot's default).
  [[nodiscard]] Node* find_child(std::string_view pattern, bool recursive = true,
                                 bool owned = true) const;
  /// Every matching descendant, in pre-order; `type` filters by class (is_class), empty for any.
  [[nodiscard]] std::vector<Node*> find_children(std::string_view pattern,
                                                 std::string_view type = "", bool recursive = true,
                                                 bool owned = true) const;
  [[nodiscard]] Node* get_owner() const;
  /// Sets the scene root this node belongs to; it must be an ancestor (or null).
  void set_owner(Node* owner);
  /// Makes the node reachable as %Name from every node sharing its owner (and from the owner).
  void set_unique_name_in_owner(bool enabled);
  [[nodiscard]] bool is_unique_name_in_owner() const;

  // -- scene data --------------------------------------------------------------------------------
  /// For the root of an instanced scene: the file it was instantiated from (Godot's
  /// scene_file_path); empty for other nodes. Saving the owner's scene writes this node as an
  /// `instance=` of that file, with only the properties that differ from it.
  [[nodiscard]] const std::string& get_scene_file_path() const;
  void set_scene_file_path(std::string path);
  /// Whether the children of `instance` (an instanced scene this node owns) are saved with this
  /// node's scene (Godot's "Editable Children"; `[editable path="..."]` in scene files).
  void set_editable_instance(Node* instance, bool editable);
  [[nodiscard]] bool is_editable_instance(const Node* instance) const;
  /// A property from a scene file that this node's class does not have (a script's exported
  /// variable, a property of a newer Godot): kept in the order given, and written back when the
  /// scene is saved. Setting a kept name again replaces its value.
  void keep_property(const StringName& name, const Variant& value);
  [[nodiscard]] const PropertyStore& get_kept_properties() const;
  /// Marks the kept property `name` as a node reference stored as a path (a name the scene file
  /// lists in `node_paths`), so that saving lists it there again; nothing when it is not kept.
  void mark_kept_node_path(const StringName& name);
  /// A persistent connection from a scene file that could not be made (its signal or method
  /// belongs to a script Arbor does not bind or to a MissingNode, or does not fit): kept,
  /// unconnected, with `connection.target` naming the target node, so that saving writes it
  /// back while both nodes are in the saved scene.
  void keep_connection(ConnectionInfo connection);
  /// The connections kept with keep_connection, in the order kept.
  [[nodiscard]] const std::vector<ConnectionInfo>& get_kept_connections() const;

  // -- processing --------------------------------------------------------------------------------
  void set_process(bool enabled);
  [[nodiscard]] bool is_processing() const;
  void set_physics_process(bool enabled);
  [[nodiscard]] bool is_physics_processing() const;
  void set_process_input(bool enabled);
  [[nodiscard]] bool is_processing_input() const;
  void set_process_unhandled_input(bool enabled);
  [[nodiscard]] bool is_processing_unhandled_input() const;
  /// Makes _input run before the input servers (a game UI) rather than after them, for toggles
  /// that a focused control would otherwise take, such as a menu on Escape.
  void set_input_before_ui(bool enabled);
  [[nodiscard]] bool is_input_before_ui() const;
  /// Internal processing, for Arbor's own node types (Timer, ...): every frame the node's
  /// _engine_notification receives NOTIFICATION_INTERNAL_PROCESS (or _PHYSICS_PROCESS) just
  /// before its own _process, independently of set_process, under the same pause rules.
  void set_process_internal(bool enabled);
  [[nodiscard]] bool is_processing_internal() const;
  void set_physics_process_internal(bool enabled);
  [[nodiscard]] bool is_physics_processing_internal() const;
  void set_process_mode(ProcessMode mode);
  [[nodiscard]] ProcessMode get_process_mode() const;
  /// Whether the node would process now (inside a tree, given its process mode and the pause).
  [[nodiscard]] bool can_process() const;
  /// Lower priorities process first; equal priorities run in tree order.
  void set_process_priority(int priority);
  [[nodiscard]] int get_process_priority() const;
  void set_physics_process_priority(int priority);
  [[nodiscard]] int get_physics_process_priority() const;
  /// Makes _ready run again the next time the node enters a tree.
  void request_ready();
  [[nodiscard]] bool is_node_ready() const;
  /// Whether this node's type was declared with ARBOR_TOOL_CLASS (runs in edit mode).
  [[nodiscard]] bool is_tool() const { return get_class_info().tool; }

  // -- groups, deferred calls, freeing -----------------------------------------------------------
  /// Joins a group; `persistent` groups are saved with scenes.
  void add_to_group(const StringName& group, bool persistent = false);
  void remove_from_group(const StringName& group);
  [[nodiscard]] bool is_in_group(const StringName& group) const;
  /// The groups this node is in, in the order it joined them.
  [[nodiscard]] std::vector<StringName> get_groups() const;
  /// The groups joined with `persistent` (saved with scenes), in the order it joined them.
  [[nodiscard]] std::vector<StringName> get_persistent_groups() const;
  /// Queues `fn` for the frame's deferred step; dropped if this node is freed first.
  /// Throws arbor::Error outside a tree.
  void call_deferred(std::function<void()> fn);
  /// Frees the node at the frame's deferred step (at once when it is not inside a tree).
  void queue_free();
  /// Frees the node and its subtree now: exit-tree callbacks bottom-up, then destruction.
  void free();
  [[nodiscard]] bool is_queued_for_deletion() const;
  /// Sends notification `what` to this node, then to its subtree top-down in tree order
  /// (Godot's propagate_notification). A node freed by an earlier one's handler is skipped.
  void propagate_notification(int what);
  /// A Tween bound to this node (Godot's Node::create_tween): it steps only while the node can
  /// process (per its process mode and the pause; see Tween::set_pause_mode) and dies when the
  /// node is freed. Throws arbor::Error outside a tree.
  Ref<Tween> create_tween();

 protected:
  /// Called top-down when the node enters a tree (after its whole subtree is bound to the tree).
  virtual void _enter_tree() {}
  /// Called once, bottom-up, after the node and its children entered (request_ready re-arms it).
  virtual void _ready() {}
  /// Called bottom-up when the node is leaving its tree.
  virtual void _exit_tree() {}
  virtual void _process(double delta) { (void)delta; }
  virtual void _physics_process(double delta) { (void)delta; }
  virtual void _input(const InputEvent& event) { (void)event; }
  virtual void _unhandled_input(const InputEvent& event) { (void)event; }
  /// Receives Godot's notifications (NOTIFICATION_ENTER_TREE, ...): called for types declared
  /// with ARBOR_CLASS that override it (the tree calls nothing for the others).
  virtual void _notification(int what) { (void)what; }
  /// For Arbor's own node types (Node3D, Node2D, ...): receives every lifecycle notification
  /// just before _notification, so engine bookkeeping runs even when a user type overrides
  /// _notification without calling its base. User types override _notification instead.
  virtual void _engine_notification(int what) { (void)what; }
  static void _bind_methods();
  Dictionary* _meta_storage(bool create) override;

 private:
  friend class ClassDB;
  friend struct detail::NodeAccess;

  void add_validated_child(Node* child);
  /// Puts this node back under `old_parent` at `old_index` after a failed reparent, if possible.
  void restore_child(Node* old_parent, int old_index);
  [[noreturn]] void throw_wrong_type(const NodePath& path, const Node* node,
                                     const ClassInfo& expected) const;
};

/// A node's children as a live view: indexing and iterating read the children as they are at
/// that moment, so a view stays usable as long as the node lives. Removing or moving a child
/// while iterating shifts the ones after it; to change the children as you go, iterate over a
/// copy (`std::vector<Node*>(children.begin(), children.end())`).
class Node::Children {
 public:
  /// A random-access iterator: a position among the children.
  class iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = Node*;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Node*;

    iterator() = default;
    Node* operator*() const { return Children(parent_)[position_]; }
    Node* operator[](difference_type n) const {
      return Children(parent_)[position_ + std::size_t(n)];
    }
    iterator& operator++() { return ++position_, *this; }
    iterator operator++(int) { return {parent_, position_++}; }
    iterator& operator--() { return --position_, *this; }
    iterator operator--(int) { return {parent_, position_--}; }
    iterator& operator+=(difference_type n) { return position_ += std::size_t(n), *this; }
    iterator& operator-=(difference_type n) { return position_ -= std::size_t(n), *this; }
    friend iterator operator+(iterator it, difference_type n) { return it += n; }
    friend iterator operator+(difference_type n, iterator it) { return it += n; }
    friend iterator operator-(iterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const iterator& a, const iterator& b) {
      return difference_type(a.position_) - difference_type(b.position_);
    }
    friend bool operator==(const iterator& a, const iterator& b) {
      return a.position_ == b.position_;
    }
    friend auto operator<=>(const iterator& a, const iterator& b) {
      return a.position_ <=> b.position_;
    }

   private:
    friend class Children;
    iterator(const Node* parent, std::size_t position) : parent_(parent), position_(position) {}
    const Node* parent_ = nullptr;
    std::size_t position_ = 0;
  };

  explicit Children(const Node* parent) : parent_(parent) {}
  [[nodiscard]] std::size_t size() const;
  [[nodiscard]] bool empty() const { return size() == 0; }
  /// The child at `position` (below size()).
  Node* operator[](std::size_t position) const;
  [[nodiscard]] Node* front() const { return (*this)[0]; }
  [[nodiscard]] Node* back() const { return (*this)[size() - 1]; }
  [[nodiscard]] iterator begin() const { return {parent_, 0}; }
  [[nodiscard]] iterator end() const { return {parent_, size()}; }

 private:
  const Node* parent_;
};

inline Node::Children Node::get_children() const { return Children(this); }

/// True while a node with this id exists (never touches freed memory).
bool is_instance_valid(NodeId id);

/// Deletes a node through free(), for RAII code: arbor::Owned<T>.
struct NodeFree {
  void operator()(Node* node) const { node->free(); }
};
template <class T>
using Owned = std::unique_ptr<T, NodeFree>;

/// Creates a node owned by an arbor::Owned.
template <class T, class... Args>
Owned<T> make_owned(Args&&... args) {
  return Owned<T>(new T(std::forward<Args>(args)...));
}

}  // namespace arbor
