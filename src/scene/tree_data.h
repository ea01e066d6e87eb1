#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <thread>
#include <unordered_map>
#include <vector>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_event.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/string/string_name.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_tree_timer.h"
#include "arbor/scene/tween.h"
#include "arbor/servers/server_registry.h"
#include "core/deferred_queue.h"
#include "scene/ordered_node_list.h"

namespace arbor::detail {

/// A call queued with call_deferred; `target` (when valid) must still exist when it runs.
/// `sequence` (next_deferred_sequence) places it among the deferred signal calls.
struct DeferredCall {
  NodeId target;
  std::function<void()> fn;
  std::uint64_t sequence;
};

/// Whether a node of the process (or physics) list needs more than its callback called when
/// the tree is not paused nor editing (frame_dispatch.cpp): internal processing, per-frame
/// notifications, a process mode other than PAUSABLE or ALWAYS, a queued free.
bool process_needs_care(const Node* node);
bool physics_needs_care(const Node* node);

/// Everything a SceneTree holds, private to the scene layer.
struct TreeData {
  explicit TreeData(SceneTree* tree) : self(tree) {}

  SceneTree* self;
  SceneViewport* root = nullptr;
  std::thread::id thread = std::this_thread::get_id();

  OrderedNodeList process_list{ListOrder::PROCESS, process_needs_care};
  OrderedNodeList physics_list{ListOrder::PHYSICS, physics_needs_care};
  std::unordered_map<StringName, std::unique_ptr<OrderedNodeList>> groups;

  std::vector<DeferredCall> deferred;
  std::vector<NodeId> delete_queue;
  /// Nodes whose global transform changed this frame and asked to be told (transform sync).
  std::vector<NodeId> transform_notifications;
  /// Timers made by create_timer, in creation order, until they fire.
  std::vector<Ref<SceneTreeTimer>> timers;
  /// Tweens made by create_tween, in creation order, until they finish or are killed.
  std::vector<Ref<Tween>> tweens;
  /// Snapshot buffers for walks, one per nesting depth, reused every frame.
  std::deque<std::vector<Node*>> snapshots;
  std::size_t snapshot_depth = 0;

  ServerRegistry servers;
  SceneTree::ErrorHandler error_handler;

  /// The running scene, a child of the root (change_scene_*); checked on read, since it may be
  /// freed or moved by anyone.
  NodeId current_scene;
  /// The scene a change made during a tick waits with until the frame's flush point; the tree
  /// owns it until then (it is outside the tree).
  NodeId pending_scene;
  /// > 0 while tick() runs: scene changes wait for the flush point.
  int tick_depth = 0;

  bool paused = false;
  bool edit_mode = false;
  bool quit_requested = false;
  bool auto_accept_quit = true;
  int exit_code = 0;
  int physics_ticks_per_second = 60;
  int max_physics_steps_per_frame = 5;
  double max_frame_delta = 0.25;
  double time_scale = 1.0;
  double accumulator = 0.0;
  double interpolation_fraction = 0.0;
  double process_delta = 0.0;
  double physics_delta = 0.0;
  double unscaled_process_delta = 0.0;
  double unscaled_physics_delta = 0.0;
  bool in_physics_frame = false;  ///< a physics step is running
  std::uint64_t physics_frames = 0;
  std::uint64_t process_frames = 0;
  int node_count = 0;

  // -- input (SceneTree::push_input, src/scene/input_routing.cpp) --------------------------------
  /// The tree's device and action state (SceneTree::get_input()).
  Input input;
  /// Nodes whose _input runs, in tree order: those with input_before_ui (called before the
  /// input servers) and the others (after them); and nodes whose _unhandled_input runs.
  OrderedNodeList input_before_ui_list{ListOrder::TREE};
  OrderedNodeList input_list{ListOrder::TREE};
  OrderedNodeList unhandled_input_list{ListOrder::TREE};
  /// True while push_input delivers events. Set in exactly one place (InputDispatchScope in
  /// src/scene/input_routing.cpp); change_scene reads it, since a scene change requested by an
  /// input handler waits for the frame's flush point.
  bool dispatching_input = false;
  /// set_input_as_handled() was called for the event being delivered (or the last one).
  bool input_handled = false;
  /// Events pushed while dispatching, delivered in order once the current one is done.
  std::vector<std::unique_ptr<InputEvent>> queued_input;

  OrderedNodeList& group(const StringName& name) {
    auto& list = groups[name];
    if (!list) list = std::make_unique<OrderedNodeList>(ListOrder::TREE);
    return *list;
  }
  [[nodiscard]] OrderedNodeList* find_group(const StringName& name) const {
    auto it = groups.find(name);
    return it == groups.end() ? nullptr : it->second.get();
  }
};

/// The scene layer's access to a SceneTree's data (SceneTree's one friend).
struct TreeAccess {
  static TreeData& data(SceneTree* tree) { return *tree->data_; }
  static const TreeData& data(const SceneTree* tree) { return *tree->data_; }
};
inline TreeData& tree_data(SceneTree* tree) { return TreeAccess::data(tree); }

/// Steps the tree's SceneTreeTimers of one kind (idle or physics), in creation order, emitting
/// `timeout` for each that is due and dropping it (src/scene/scene_tree_timer.cpp).
void process_timers(TreeData& tree, bool physics, double delta, double unscaled_delta);

/// Steps the tree's tweens of one process mode that may process now, in creation order, and
/// drops those that finished, were killed or lost their bound node (src/scene/tween.cpp).
void process_tweens(TreeData& tree, bool physics, double delta, double unscaled_delta);

}  // namespace arbor::detail
