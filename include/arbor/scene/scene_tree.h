#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/scene_tree_timer.h"
#include "arbor/scene/tween.h"
#include "arbor/servers/server_registry.h"

namespace arbor {

class Input;
class InputEvent;
class Node;
class PackedScene;
class SceneViewport;

namespace detail {
struct TreeAccess;
struct TreeData;
}  // namespace detail

/// What the tree reports when a user callback throws: which node, which callback, what it said.
struct CallbackError {
  NodeId node;            ///< the node whose callback threw (invalid for tree-level callbacks)
  std::string node_path;  ///< its path at the time, or empty
  std::string callback;   ///< "_process", "signal tree_entered", "call_deferred", ...
  std::string message;    ///< the exception's what(), or "unknown exception"
};

/// Runs the frame for every node inside it. Owns the root (a SceneViewport named "root") and,
/// through it, every node in the tree; the destructor frees them all (exit-tree callbacks run),
/// then disposes of the servers in reverse order of registration.
///
/// One tick is one frame (Godot 4's order): fixed physics steps, process, deferred calls and
/// queued frees, a pending scene change, timers and tweens, frame servers. A tree belongs to one
/// thread; several trees may run on several threads at once.
class SceneTree {
 public:
  using ErrorHandler = std::function<void(const CallbackError&)>;

  /// A tree holding its root viewport. Registers Arbor's classes with ClassDB first
  /// (register_scene_types, and register_io_types when the program links arbor::io), so nodes
  /// can be made, saved and loaded by class name from then on.
  SceneTree();
  SceneTree(const SceneTree&) = delete;
  SceneTree& operator=(const SceneTree&) = delete;
  ~SceneTree();

  [[nodiscard]] SceneViewport* get_root() const;

  /// Runs one frame of `delta` real seconds:
  /// 1. physics: the accumulator gains min(delta, max_frame_delta); up to
  ///    max_physics_steps_per_frame steps of 1/physics_ticks_per_second run, each emitting
  ///    physics_frame, calling _physics_process in priority then tree order and stepping the
  ///    fixed-step servers; whole steps beyond the cap are dropped;
  /// 2. process: process_frame, then _process with the frame delta minus the dropped time;
  /// 3. deferred calls in order, then queued frees, repeated until both queues are empty;
  /// 4. a scene change requested during the tick (change_scene_*): the old scene leaves and is
  ///    freed, the new one enters;
  /// 5. idle SceneTreeTimers (physics ones step in each physics step after _physics_process),
  ///    idle tweens, then deferred calls and frees again;
  /// 6. transform notifications, then frame servers.
  /// Deltas handed to callbacks are scaled by the time scale.
  void tick(double delta);

  void set_paused(bool paused);
  [[nodiscard]] bool is_paused() const;
  void set_physics_ticks_per_second(int ticks);
  [[nodiscard]] int get_physics_ticks_per_second() const;
  void set_max_physics_steps_per_frame(int steps);
  [[nodiscard]] int get_max_physics_steps_per_frame() const;
  void set_max_frame_delta(double seconds);
  [[nodiscard]] double get_max_frame_delta() const;
  /// How far, in [0, 1), the physics clock is into the next step after this frame's steps.
  [[nodiscard]] double get_physics_interpolation_fraction() const;
  void set_time_scale(double scale);
  [[nodiscard]] double get_time_scale() const;
  /// Physics steps run so far (Godot 4's Engine.get_physics_frames meaning).
  [[nodiscard]] std::uint64_t get_frame() const;
  /// Ticks run so far.
  [[nodiscard]] std::uint64_t get_process_frames() const;
  /// The scaled delta of the current (or last) process step and physics step.
  [[nodiscard]] double get_process_delta() const;
  [[nodiscard]] double get_physics_delta() const;
  /// The same deltas before the time scale (real seconds), for what ignores the time scale.
  [[nodiscard]] double get_unscaled_process_delta() const;
  [[nodiscard]] double get_unscaled_physics_delta() const;
  /// Whether a physics step is running (Godot's Engine.is_in_physics_frame): code that moves by
  /// a delta (move_and_slide) takes the physics delta then, the process delta otherwise.
  [[nodiscard]] bool is_in_physics_frame() const;
  /// Nodes inside the tree, the root included.
  [[nodiscard]] int get_node_count() const;
  /// The node with this id if it is inside this tree, else nullptr.
  [[nodiscard]] Node* find(NodeId id) const;

  /// Members of a group inside this tree, in tree order.
  [[nodiscard]] std::vector<Node*> get_nodes_in_group(const StringName& group) const;
  [[nodiscard]] Node* get_first_node_in_group(const StringName& group) const;
  [[nodiscard]] bool has_group(const StringName& group) const;
  /// Calls `fn` on every member, in tree order, over a snapshot: members added during the call
  /// are not called, members removed or freed before their turn are skipped.
  void call_group(const StringName& group, const std::function<void(Node*)>& fn);
  /// Allocation-free form: `fn(node, state)` for each member (fn: any callable, usually a
  /// captureless lambda or a function).
  template <class State, class Fn>
  void call_group(const StringName& group, State& state, Fn&& fn) {
    struct Context {
      State* state;
      std::remove_reference_t<Fn>* fn;
    } context{&state, &fn};
    call_group_raw(group, &context, [](Node* node, void* raw) {
      auto* ctx = static_cast<Context*>(raw);
      (*ctx->fn)(node, *ctx->state);
    });
  }

  /// Queues `fn` for the frame's deferred step.
  void call_deferred(std::function<void()> fn);

  /// A one-shot timer whose `timeout` fires once `seconds` have been counted (Godot's
  /// create_timer). The tree holds a reference until it fires, so the returned Ref may be
  /// dropped. It counts after the frame's deferred flush, or in each physics step after
  /// _physics_process with `process_in_physics`; while the tree is paused only if
  /// `process_always`; real time with `ignore_time_scale`. A timer created while timers are
  /// stepping first counts at their next step.
  Ref<SceneTreeTimer> create_timer(double seconds, bool process_always = true,
                                   bool process_in_physics = false, bool ignore_time_scale = false);

  /// A Tween not bound to any node (Godot's SceneTree::create_tween). The tree holds it until it
  /// finishes or is killed and steps it after the timers of its process mode (idle: after the
  /// idle timers; physics: in each physics step after the physics timers). A tween created while
  /// tweens are stepping first steps at their next step. A tween with no tweeners at its first
  /// step is reported through the error handler ("Tween": "started with no Tweeners") and dropped.
  Ref<Tween> create_tween();

  ServerRegistry& servers();

  // -- input (docs/input.md) ---------------------------------------------------------------------
  /// Delivers an input event: the tree's Input records it, then nodes with input_before_ui get
  /// _input, then each IInputServer (registration order) is offered it (one that consumes it
  /// ends the delivery, handled), then _input runs in reverse tree order (children before
  /// parents, later siblings first), then _unhandled_input in the same order. A handler that
  /// calls set_input_as_handled() ends the delivery. Nodes that cannot process (pause,
  /// DISABLED) are skipped; in edit mode only tool types receive input. An event pushed by a
  /// handler is queued and delivered, in order, after the current one. Exceptions thrown by
  /// handlers go to the error handler. Allocates nothing once warm (except to queue an event
  /// pushed by a handler).
  void push_input(const InputEvent& event);
  /// Stops the delivery of the current event (Godot's Viewport.set_input_as_handled).
  void set_input_as_handled();
  /// Whether the current event, or after push_input returns the event it was given, was
  /// handled (by a node or consumed by an input server).
  [[nodiscard]] bool is_input_handled() const;
  /// The tree's input state: devices, actions and their InputMap.
  [[nodiscard]] Input& get_input();
  [[nodiscard]] const Input& get_input() const;

  /// In edit mode only tool types (ARBOR_TOOL_CLASS) run process, physics and input callbacks,
  /// and fixed-step servers are not stepped; lifecycle, deferred calls and frees run as usual.
  void set_edit_mode(bool enabled);
  [[nodiscard]] bool is_edit_mode() const;

  // -- the current scene ------------------------------------------------------------------------
  /// The root's child that is the running scene (set by change_scene_*), or nullptr (also once
  /// it was freed or moved away from the root). During a tick it stays the old scene until the
  /// swap at the frame's flush point.
  [[nodiscard]] Node* get_current_scene() const;
  /// Makes `scene` (which must have no parent) the current scene, in place of the old one
  /// (which leaves the tree and is freed). Outside a tick and outside input dispatch the swap is
  /// immediate; otherwise it happens after the frame's process callbacks and deferred calls,
  /// before the idle timers, so the new scene first processes a frame later. The
  /// last change requested before the swap wins: an earlier pending scene is freed without
  /// entering the tree. Takes ownership of `scene`. Throws arbor::Error, changing nothing,
  /// when `scene` is null, has a parent or is queued for deletion.
  void change_scene_to_node(Node* scene);
  /// Instantiates `scene` now and changes to it as change_scene_to_node does. Errors of the
  /// instantiation are thrown to the caller, changing nothing. Scenes are built by arbor::io: in
  /// a program that does not link it, this throws arbor::Error.
  void change_scene_to_packed(const Ref<PackedScene>& scene);
  /// Loads the scene file (through ResourceLoader) and changes to it. Throws arbor::Error or
  /// arbor::ParseError, changing nothing, when the file cannot be loaded (or when the program
  /// does not link arbor::io, which reads scene files).
  void change_scene_to_file(std::string_view path);

  /// Asks the program driving the tree to stop (Godot's quit).
  void quit(int exit_code = 0);
  [[nodiscard]] bool is_quit_requested() const;
  [[nodiscard]] int get_exit_code() const;
  /// Whether a window close request quits the tree once its nodes received
  /// NOTIFICATION_WM_CLOSE_REQUEST (Godot's auto_accept_quit; on by default). A game that asks
  /// "are you sure?" turns it off and calls quit() when the user confirms.
  void set_auto_accept_quit(bool enabled);
  [[nodiscard]] bool is_auto_accept_quit() const;

  /// Receives exceptions thrown by user callbacks; by default they are printed to stderr with the
  /// node's path. The tree always finishes what it was doing.
  void set_error_handler(ErrorHandler handler);

  Signal<> process_frame;
  Signal<> physics_frame;
  Signal<> tree_changed;
  Signal<Node*> node_added;
  Signal<Node*> node_removed;

 private:
  friend struct detail::TreeAccess;

  void call_group_raw(const StringName& group, void* state, void (*fn)(Node*, void*));

  std::unique_ptr<detail::TreeData> data_;
};

}  // namespace arbor
