#include "arbor/scene/scene_tree.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>
#include <utility>

#include "arbor/scene/node.h"
#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/scene_viewport.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"
#include "scene/child_list.h"
#include "scene/frame_dispatch.h"
#include "scene/lifecycle.h"
#include "scene/process_modes.h"
#include "scene/scene_loader.h"
#include "scene/transform_sync.h"
#include "scene/walk_guards.h"

namespace arbor {

namespace {

// Tolerance when comparing the physics accumulator with a step, so that frames of exactly one
// step never miss it through rounding.
constexpr double kStepEpsilon = 1e-9;

}  // namespace

SceneTree::SceneTree() : data_(std::make_unique<detail::TreeData>(this)) {
  register_scene_types();
  detail::register_linked_io_types();
  auto root = std::make_unique<SceneViewport>();
  root->set_name("root");
  root->set_process_mode(ProcessMode::PAUSABLE);  // Godot 4's root: it has nothing to inherit
  data_->root = root.release();
  detail::enter_root(this, data_->root);
}

SceneTree::~SceneTree() {
  detail::TreeData& data = *data_;
  Node* root = data.root;
  detail::exit_walk(this, root);
  detail::unbind_subtree(root);
  detail::after_exit_walk(this, root);
  detail::destroy(root);
  data.root = nullptr;
  // Nodes queued for deletion that were removed from the tree since.
  for (NodeId id : data.delete_queue) {
    if (auto* node = static_cast<Node*>(detail::find_instance(id))) {
      detail::guarded(nullptr, node, "queue_free", [node] { node->free(); });
    }
  }
  // A scene waiting for the flush point is outside the tree and owned by it.
  if (auto* pending = static_cast<Node*>(detail::find_instance(data.pending_scene))) {
    detail::guarded(nullptr, pending, "change_scene", [pending] { pending->free(); });
  }
  data.deferred.clear();
  data.timers.clear();
  for (const Ref<Tween>& tween : data.tweens) {
    tween->kill();
    tween->clear();
    tween->tree_ = nullptr;
  }
  data.tweens.clear();
  data.servers.clear();
}

SceneViewport* SceneTree::get_root() const { return data_->root; }

namespace {

// Calls `fn(server)` on every fixed-step server, each call guarded.
template <class Fn>
void for_fixed_step_servers(detail::TreeData& data, const char* callback, Fn&& fn) {
  for (IFixedStepServer* server : data.servers.fixed_step_servers()) {
    detail::guarded(data.self, nullptr, callback, [&] { fn(server); });
  }
}

// Step 1 of the frame: fixed steps from real time. Returns the time dropped (the clamp to
// max_frame_delta and the whole steps beyond max_physics_steps_per_frame).
double run_physics_steps(SceneTree& tree, detail::TreeData& data, double delta) {
  const double step = 1.0 / data.physics_ticks_per_second;
  const double counted = std::min(delta, data.max_frame_delta);
  double dropped = delta - counted;
  data.accumulator += counted;
  // Fixed-step servers are not stepped while paused or editing (decided once per frame).
  const bool step_servers = !data.paused && !data.edit_mode;
  if (step_servers) {
    for_fixed_step_servers(data, "before_fixed_steps",
                           [](IFixedStepServer* server) { server->before_fixed_steps(); });
  }
  data.physics_delta = step * data.time_scale;
  data.unscaled_physics_delta = step;
  for (int steps = 0;
       steps < data.max_physics_steps_per_frame && data.accumulator + kStepEpsilon >= step;
       ++steps) {
    data.accumulator = std::max(0.0, data.accumulator - step);
    ++data.physics_frames;
    data.input.begin_physics_step();  // Input's "just pressed" clock (Godot's Engine counters)
    data.in_physics_frame = true;
    detail::emit(&tree, nullptr, tree.physics_frame, "signal physics_frame");
    detail::run_list(data, data.physics_list, true, data.physics_delta);
    detail::process_timers(data, true, data.physics_delta, data.unscaled_physics_delta);
    detail::process_tweens(data, true, data.physics_delta, data.unscaled_physics_delta);
    if (step_servers) {
      for_fixed_step_servers(data, "fixed_step", [&data](IFixedStepServer* server) {
        server->fixed_step(data.physics_delta);
      });
    }
    data.input.end_physics_step();
    data.in_physics_frame = false;
  }
  if (data.accumulator + kStepEpsilon >= step) {
    const double backlog = std::floor((data.accumulator + kStepEpsilon) / step) * step;
    data.accumulator = std::max(0.0, data.accumulator - backlog);
    dropped += backlog;
  }
  data.interpolation_fraction = std::clamp(data.accumulator / step, 0.0, 1.0);
  if (step_servers) {
    for_fixed_step_servers(data, "after_fixed_steps", [&data](IFixedStepServer* server) {
      server->after_fixed_steps(data.interpolation_fraction);
    });
  }
  return dropped;
}

// Marks tick() as running, so that scene changes wait for the flush point.
class TickScope {
 public:
  explicit TickScope(detail::TreeData& data) : data_(data) { ++data_.tick_depth; }
  ~TickScope() { --data_.tick_depth; }
  TickScope(const TickScope&) = delete;
  TickScope& operator=(const TickScope&) = delete;

 private:
  detail::TreeData& data_;
};

// Whether a scene change requested now waits for the frame's flush point (during a tick or
// input dispatch, so that a handler never frees or builds a scene inside the dispatch)
// rather than happening at once (start-up, tools). The one place that decides.
bool defers_scene_changes(const detail::TreeData& data) {
  return data.tick_depth > 0 || data.dispatching_input;
}

Node* current_scene_of(const detail::TreeData& data) {
  auto* scene = static_cast<Node*>(detail::find_instance(data.current_scene));
  return scene && scene->get_parent() == data.root ? scene : nullptr;
}

// Frees a scene that was waiting for the flush point without entering the tree (the last
// change wins).
void drop_pending_scene(detail::TreeData& data) {
  auto* pending = static_cast<Node*>(detail::find_instance(data.pending_scene));
  data.pending_scene = NodeId{};
  if (pending) pending->queue_free();
}

// Godot's _flush_scene_change: the old scene leaves the tree and is freed, then the new one
// becomes current (before it enters, so its callbacks see it as the current scene) and enters
// as the root's child.
void swap_scene(detail::TreeData& data, Node* scene) {
  if (Node* old = current_scene_of(data)) {
    data.root->remove_child(old);
    old->queue_free();  // outside the tree: now, or once an operation using it ends
  }
  data.current_scene = scene->get_instance_id();
  data.root->add_child(scene);
}

// Step 4 of the frame: the scene change requested during the tick, if any. True when one ran.
bool flush_scene_change(detail::TreeData& data) {
  if (!data.pending_scene.is_valid()) return false;
  const NodeId id = std::exchange(data.pending_scene, NodeId{});
  auto* scene = static_cast<Node*>(detail::find_instance(id));
  detail::guarded(data.self, scene, "change_scene", [&data, scene] {
    if (!scene) {
      // Godot frees the old scene and is left without a current one.
      if (Node* old = current_scene_of(data)) old->queue_free();
      data.current_scene = NodeId{};
      throw Error("change_scene: the new scene was freed before it became the current scene");
    }
    swap_scene(data, scene);
  });
  return true;
}

}  // namespace

void SceneTree::tick(double delta) {
  detail::TreeData& data = *data_;
  assert(data.thread == std::this_thread::get_id() && "a SceneTree belongs to one thread");
  delta = std::max(0.0, delta);
  ++data.process_frames;
  const TickScope ticking(data);

  // 1. Physics steps.
  const double dropped = run_physics_steps(*this, data, delta);

  // 2. Process, with the frame's delta minus the time physics dropped.
  data.unscaled_process_delta = std::max(0.0, delta - dropped);
  data.process_delta = data.unscaled_process_delta * data.time_scale;
  detail::emit(this, nullptr, process_frame, "signal process_frame");
  detail::run_list(data, data.process_list, false, data.process_delta);

  // 3. Deferred calls and queued frees, until both queues are empty.
  detail::flush_deferred(data);

  // 4. A pending scene change (Godot's _flush_scene_change): the old scene leaves and is
  // freed, the new one enters.
  const bool changed = flush_scene_change(data);

  // 5. Idle SceneTreeTimers, then idle tweens, then what their callbacks (and the new scene)
  // deferred or queued.
  if (changed || !data.timers.empty() || !data.tweens.empty()) {
    detail::process_timers(data, false, data.process_delta, data.unscaled_process_delta);
    detail::process_tweens(data, false, data.process_delta, data.unscaled_process_delta);
    detail::flush_deferred(data);
  }

  // 6. Transform sync: NOTIFICATION_TRANSFORM_CHANGED for nodes that moved and asked for it.
  detail::flush_transform_notifications(data);

  // 6b. Frame servers.
  for (IFrameServer* server : data.servers.frame_servers()) {
    detail::guarded(this, nullptr, "process",
                    [server, &data] { server->process(data.process_delta); });
  }
  data.input.end_process_frame();
}

void SceneTree::set_paused(bool paused) {
  if (data_->paused == paused) return;
  data_->paused = paused;
  // A walk in progress reads pause per node from here on.
  data_->process_list.interrupt_walks();
  data_->physics_list.interrupt_walks();
  detail::propagate_pause(data_->root, paused);
}
bool SceneTree::is_paused() const { return data_->paused; }

void SceneTree::set_physics_ticks_per_second(int ticks) {
  if (ticks < 1)
    throw Error("set_physics_ticks_per_second: must be at least 1, got " + std::to_string(ticks));
  data_->physics_ticks_per_second = ticks;
}
int SceneTree::get_physics_ticks_per_second() const { return data_->physics_ticks_per_second; }

void SceneTree::set_max_physics_steps_per_frame(int steps) {
  if (steps < 1)
    throw Error("set_max_physics_steps_per_frame: must be at least 1, got " +
                std::to_string(steps));
  data_->max_physics_steps_per_frame = steps;
}
int SceneTree::get_max_physics_steps_per_frame() const {
  return data_->max_physics_steps_per_frame;
}

void SceneTree::set_max_frame_delta(double seconds) {
  if (!(seconds > 0)) throw Error("set_max_frame_delta: must be positive");
  data_->max_frame_delta = seconds;
}
double SceneTree::get_max_frame_delta() const { return data_->max_frame_delta; }

double SceneTree::get_physics_interpolation_fraction() const {
  return data_->interpolation_fraction;
}

void SceneTree::set_time_scale(double scale) {
  if (!(scale >= 0)) throw Error("set_time_scale: must not be negative");
  data_->time_scale = scale;
}
double SceneTree::get_time_scale() const { return data_->time_scale; }

std::uint64_t SceneTree::get_frame() const { return data_->physics_frames; }
std::uint64_t SceneTree::get_process_frames() const { return data_->process_frames; }
double SceneTree::get_process_delta() const { return data_->process_delta; }
double SceneTree::get_physics_delta() const { return data_->physics_delta; }
double SceneTree::get_unscaled_process_delta() const { return data_->unscaled_process_delta; }
double SceneTree::get_unscaled_physics_delta() const { return data_->unscaled_physics_delta; }

bool SceneTree::is_in_physics_frame() const { return data_->in_physics_frame; }
int SceneTree::get_node_count() const { return data_->node_count; }

Node* SceneTree::find(NodeId id) const {
  auto* node = static_cast<Node*>(detail::find_instance(id));
  return node && node->get_tree() == this ? node : nullptr;
}

std::vector<Node*> SceneTree::get_nodes_in_group(const StringName& group) const {
  std::vector<Node*> nodes;
  if (const detail::OrderedNodeList* list = data_->find_group(group)) list->copy_to(nodes);
  return nodes;
}

Node* SceneTree::get_first_node_in_group(const StringName& group) const {
  const detail::OrderedNodeList* list = data_->find_group(group);
  return list ? list->front() : nullptr;
}

bool SceneTree::has_group(const StringName& group) const {
  const detail::OrderedNodeList* list = data_->find_group(group);
  return list && !list->empty();
}

void SceneTree::call_group(const StringName& group, const std::function<void(Node*)>& fn) {
  call_group_raw(group, const_cast<std::function<void(Node*)>*>(&fn), [](Node* node, void* raw) {
    (*static_cast<const std::function<void(Node*)>*>(raw))(node);
  });
}

void SceneTree::call_group_raw(const StringName& group, void* state, void (*fn)(Node*, void*)) {
  detail::OrderedNodeList* list = data_->find_group(group);
  if (!list || list->empty()) return;
  detail::SnapshotScope spare(*data_);
  detail::OrderedNodeList::Walk walk(*list, spare.nodes());
  detail::WalkScope walking;
  // The group as it is, until it changes: a member read from it is alive and in this tree.
  const std::size_t next = walk.visit_live([this, state, fn](detail::OrderedNodeList::Entry e) {
    Node* node = detail::OrderedNodeList::node_of(e);
    try {
      fn(node, state);
    } catch (...) {
      detail::report_error(this, detail::id_during_walk(node), "call_group",
                           std::current_exception());
    }
  });
  // Then the copy: members freed, gone from the tree or from the group since are skipped.
  const detail::WalkState& walks = detail::walk_state();
  for (std::size_t i = next; i < walk.size(); ++i) {
    Node* node = walk.at(i);
    if (detail::freed_during_walk(walks, node) || detail::state(node).tree != this ||
        !node->is_in_group(group)) {
      continue;
    }
    detail::guarded(this, node, "call_group", [&] { fn(node, state); });
  }
}

void SceneTree::call_deferred(std::function<void()> fn) {
  data_->deferred.push_back({NodeId{}, std::move(fn), detail::next_deferred_sequence()});
}

Ref<Tween> SceneTree::create_tween() {
  Ref<Tween> tween(new Tween(this));
  data_->tweens.push_back(tween);
  return tween;
}

Ref<SceneTreeTimer> SceneTree::create_timer(double seconds, bool process_always,
                                            bool process_in_physics, bool ignore_time_scale) {
  Ref<SceneTreeTimer> timer = make_ref<SceneTreeTimer>();
  timer->set_time_left(seconds);
  timer->set_process_always(process_always);
  timer->set_process_in_physics(process_in_physics);
  timer->set_ignore_time_scale(ignore_time_scale);
  data_->timers.push_back(timer);
  return timer;
}

Node* SceneTree::get_current_scene() const { return current_scene_of(*data_); }

void SceneTree::change_scene_to_node(Node* scene) {
  detail::TreeData& data = *data_;
  if (scene && scene->get_instance_id() == data.pending_scene) {
    if (defers_scene_changes(data)) return;  // already waiting for the flush point
    data.pending_scene = NodeId{};
  }
  detail::validate_new_child(data.root, scene);
  if (defers_scene_changes(data)) {
    drop_pending_scene(data);
    data.pending_scene = scene->get_instance_id();
    return;
  }
  if (Node* old = current_scene_of(data)) {
    detail::check_not_walking(data.root, "change_scene_to_node", old);
  }
  drop_pending_scene(data);
  swap_scene(data, scene);
}

ServerRegistry& SceneTree::servers() { return data_->servers; }

void SceneTree::set_edit_mode(bool enabled) {
  data_->edit_mode = enabled;
  data_->process_list.interrupt_walks();
  data_->physics_list.interrupt_walks();
}
bool SceneTree::is_edit_mode() const { return data_->edit_mode; }

void SceneTree::quit(int exit_code) {
  data_->quit_requested = true;
  data_->exit_code = exit_code;
}
bool SceneTree::is_quit_requested() const { return data_->quit_requested; }

void SceneTree::set_auto_accept_quit(bool enabled) { data_->auto_accept_quit = enabled; }

bool SceneTree::is_auto_accept_quit() const { return data_->auto_accept_quit; }
int SceneTree::get_exit_code() const { return data_->exit_code; }

void SceneTree::set_error_handler(ErrorHandler handler) {
  data_->error_handler = std::move(handler);
}

}  // namespace arbor
