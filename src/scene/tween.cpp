// Tween: building its timeline, controlling it and stepping it (Godot 4's
// scene/animation/tween.cpp semantics), and the tree's stepping of its tweens (Godot's
// SceneTree::process_tweens).
#include "arbor/scene/tween.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <exception>
#include <string>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/math/math.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"
#include "scene/tree_data.h"
#include "scene/tween_values.h"

namespace arbor {

// -- Tween: building -----------------------------------------------------------------------------

void Tween::check_appendable(const char* what) const {
  if (!valid_) {
    throw Error(std::string("Tween::") + what +
                ": the tween is invalid (it finished or was killed and its tree dropped it)");
  }
  if (started_) {
    throw Error(std::string("Tween::") + what +
                ": cannot append to a tween that has started; call stop() first");
  }
}

void Tween::append(const Ref<Tweener>& tweener) {
  if (parallel_enabled_) {
    current_step_ = std::max(current_step_, 0);
  } else {
    ++current_step_;
  }
  parallel_enabled_ = default_parallel_;
  // Godot resizes the timeline to end at the current step: appending after stop() drops the
  // steps after it.
  const auto step = static_cast<std::size_t>(current_step_);
  if (step < step_ends_.size()) {
    tweeners_.resize(step_ends_[step]);
    step_ends_.resize(step + 1);
  } else {
    step_ends_.resize(step + 1, static_cast<std::uint32_t>(tweeners_.size()));
  }
  tweeners_.push_back(tweener);
  step_ends_[step] = static_cast<std::uint32_t>(tweeners_.size());
}

Ref<PropertyTweener> Tween::tween_property(Object* target, const NodePath& property,
                                           const Variant& final_value, double duration) {
  if (!target) throw Error("Tween::tween_property: the target is null");
  check_appendable("tween_property");
  bool valid = false;
  Variant initial = target->get_indexed(property, &valid);
  if (!valid) {
    throw Error("Tween::tween_property: the property \"" + property.to_string() +
                "\" does not exist in a " + target->get_class());
  }
  Variant to = final_value;
  detail::validate_type_match("Tween::tween_property", initial, to);
  Ref<PropertyTweener> tweener(new PropertyTweener(target, property, std::move(initial),
                                                   std::move(to), duration, default_trans_,
                                                   default_ease_));
  append(tweener);
  return tweener;
}

Ref<IntervalTweener> Tween::tween_interval(double seconds) {
  check_appendable("tween_interval");
  Ref<IntervalTweener> tweener(new IntervalTweener(seconds));
  append(tweener);
  return tweener;
}

Ref<CallbackTweener> Tween::tween_callback(std::function<void()> callback) {
  check_appendable("tween_callback");
  Ref<CallbackTweener> tweener(new CallbackTweener(std::move(callback)));
  append(tweener);
  return tweener;
}

Ref<CallbackTweener> Tween::tween_callback(const Callable& callback) {
  if (callback.is_null()) throw Error("Tween::tween_callback: the Callable is null");
  return tween_callback([callback] {
    if (callback.get_object()) callback.call();
  });
}

Ref<MethodTweener> Tween::tween_method(const Callable& method, const Variant& from,
                                       const Variant& to, double duration) {
  if (method.is_null()) throw Error("Tween::tween_method: the Callable is null");
  return tween_method(
      [method](const Variant& value) {
        if (method.get_object()) method.call(value);
      },
      from, to, duration);
}

Ref<MethodTweener> Tween::tween_method(std::function<void(const Variant&)> method,
                                       const Variant& from, const Variant& to, double duration) {
  check_appendable("tween_method");
  Variant final_value = to;
  detail::validate_type_match("Tween::tween_method", from, final_value);
  Ref<MethodTweener> tweener(new MethodTweener(std::move(method), from, std::move(final_value),
                                               duration, default_trans_, default_ease_));
  append(tweener);
  return tweener;
}

Ref<SubtweenTweener> Tween::tween_subtween(const Ref<Tween>& subtween) {
  check_appendable("tween_subtween");
  if (subtween.is_null()) throw Error("Tween::tween_subtween: the subtween is null");
  if (!subtween->valid_) {
    throw Error(
        "Tween::tween_subtween: the subtween is invalid (it finished or was killed and its tree "
        "dropped it)");
  }
  if (subtween.get() == this || subtween->has_subtween(this)) {
    throw Error("Tween::tween_subtween: a tween cannot run itself as a subtween");
  }
  subtween->is_subtween_ = true;
  subtween->set_tree(tree_);
  Ref<SubtweenTweener> tweener(new SubtweenTweener(subtween));
  append(tweener);
  return tweener;
}

template <class F>
void Tween::for_each_subtween(F&& fn) const {
  for (const Ref<Tweener>& tweener : tweeners_) {
    if (const auto* sub = dynamic_cast<const SubtweenTweener*>(tweener.get())) fn(*sub->subtween_);
  }
}

bool Tween::has_subtween(const Tween* tween) const {
  bool found = false;
  for_each_subtween([&](Tween& sub) { found = found || &sub == tween || sub.has_subtween(tween); });
  return found;
}

void Tween::set_tree(SceneTree* tree) {
  tree_ = tree;
  for_each_subtween([tree](Tween& sub) { sub.set_tree(tree); });
}

Ref<Tween> Tween::set_parallel(bool parallel) {
  default_parallel_ = parallel;
  parallel_enabled_ = parallel;
  return this;
}

Ref<Tween> Tween::parallel() {
  parallel_enabled_ = true;
  return this;
}

Ref<Tween> Tween::chain() {
  parallel_enabled_ = false;
  return this;
}

Ref<Tween> Tween::set_loops(int loops) {
  loops_ = loops;
  return this;
}

int Tween::get_loops_left() const { return loops_ <= 0 ? -1 : loops_ - loops_done_; }

Ref<Tween> Tween::set_speed_scale(double speed) {
  speed_scale_ = speed;
  return this;
}

Ref<Tween> Tween::set_trans(TransitionType trans) {
  detail::validate_transition("Tween::set_trans", trans);
  default_trans_ = trans;
  return this;
}

Ref<Tween> Tween::set_ease(EaseType ease) {
  detail::validate_ease("Tween::set_ease", ease);
  default_ease_ = ease;
  return this;
}

Ref<Tween> Tween::set_process_mode(TweenProcessMode mode) {
  if (mode > TWEEN_PROCESS_IDLE) {
    throw Error("Tween::set_process_mode: invalid mode " + std::to_string(mode) +
                " (TWEEN_PROCESS_PHYSICS or TWEEN_PROCESS_IDLE)");
  }
  process_mode_ = mode;
  return this;
}

Ref<Tween> Tween::set_pause_mode(TweenPauseMode mode) {
  if (mode > TWEEN_PAUSE_PROCESS) {
    throw Error("Tween::set_pause_mode: invalid mode " + std::to_string(mode) +
                " (TWEEN_PAUSE_BOUND, TWEEN_PAUSE_STOP or TWEEN_PAUSE_PROCESS)");
  }
  pause_mode_ = mode;
  return this;
}

Ref<Tween> Tween::set_ignore_time_scale(bool ignore) {
  ignore_time_scale_ = ignore;
  return this;
}

Ref<Tween> Tween::bind_node(const Node* node) {
  if (!node) throw Error("Tween::bind_node: the node is null");
  bound_node_ = node->get_instance_id();
  is_bound_ = true;
  return this;
}

// -- Tween: control ------------------------------------------------------------------------------

void Tween::kill() {
  running_ = false;
  dead_ = true;
}

void Tween::pause() { running_ = false; }

void Tween::play() {
  if (!valid_) throw Error("Tween::play: the tween is invalid (finished or killed and dropped)");
  if (dead_) throw Error("Tween::play: cannot play a finished tween; call stop() first");
  running_ = true;
}

void Tween::stop() {
  running_ = false;
  started_ = false;
  dead_ = false;
  total_time_ = 0;
}

bool Tween::custom_step(double delta) {
  // Holds the tween while user callbacks run (one of them may drop the caller's Ref).
  const Ref<Tween> self(this);
  const bool was_running = running_;
  running_ = true;
  const bool result = step(delta);
  running_ = running_ && was_running;  // finishing turns running off
  return result;
}

void Tween::clear() {
  valid_ = false;
  set_tree(nullptr);
  tweeners_.clear();
  step_ends_.clear();
}

Node* Tween::get_bound_node() const {
  if (!is_bound_) return nullptr;
  return static_cast<Node*>(detail::find_instance(bound_node_));
}

bool Tween::can_process(const Node* bound, bool tree_paused) const {
  if (is_bound_ && pause_mode_ == TWEEN_PAUSE_BOUND && bound) {
    return bound->is_inside_tree() && bound->can_process();
  }
  return !tree_paused || pause_mode_ == TWEEN_PAUSE_PROCESS;
}

void Tween::report(const char* message) const {
  detail::report_error(tree_, is_bound_ ? bound_node_ : NodeId{}, "Tween",
                       std::make_exception_ptr(Error(message)));
}

Variant Tween::interpolate_value(const Variant& initial, const Variant& delta, double elapsed,
                                 double duration, TransitionType trans, EaseType ease) {
  const Variant final_value = detail::add_variant(initial, delta);
  return detail::interpolate_variant(
      initial, final_value, easing::run_equation(trans, ease, elapsed, 0.0, 1.0, duration));
}

// -- Tween: stepping -----------------------------------------------------------------------------

std::size_t Tween::step_begin() const {
  return current_step_ == 0 ? 0 : step_ends_[static_cast<std::size_t>(current_step_) - 1];
}

void Tween::start_tweeners() {
  const std::size_t end = step_ends_[static_cast<std::size_t>(current_step_)];
  for (std::size_t i = step_begin(); i < end; ++i) tweeners_[i]->start();
}

bool Tween::start_timeline() {
  if (step_ends_.empty()) {
    dead_ = true;
    running_ = false;
    report("started with no Tweeners");
    return false;
  }
  current_step_ = 0;
  loops_done_ = 0;
  total_time_ = 0;
  start_tweeners();
  started_ = true;
  return true;
}

bool Tween::step_tweeners(double& delta) {
  double left = delta;
  bool active = false;
  // By index, reading the list again after each tweener: a callback may stop() the tween and
  // append (reallocating the list, never releasing this step's tweeners).
  const std::size_t end = step_ends_[static_cast<std::size_t>(current_step_)];
  for (std::size_t i = step_begin(); i < end; ++i) {
    Tweener* tweener = tweeners_[i].get();
    double tweener_delta = delta;
    active = tweener->step(tree_, tweener_delta) || active;
    left = std::min(tweener_delta, left);
  }
  delta = left;
  return active;
}

Tween::Advance Tween::advance_step() {
  detail::emit(tree_, nullptr, step_finished, "signal step_finished", current_step_);
  ++current_step_;
  if (current_step_ < static_cast<int>(step_ends_.size())) {
    start_tweeners();
    return Advance::NEXT_STEP;
  }
  ++loops_done_;
  if (loops_done_ == loops_) {
    running_ = false;
    dead_ = true;
    detail::emit(tree_, nullptr, finished, "signal finished");
    return Advance::FINISHED;
  }
  detail::emit(tree_, nullptr, loop_finished, "signal loop_finished", loops_done_);
  current_step_ = 0;
  start_tweeners();
  return Advance::NEXT_LOOP;
}

bool Tween::step(double delta) { return step(get_bound_node(), delta); }

bool Tween::step(const Node* bound, double delta) {
  if (dead_) return false;
  if (is_bound_) {
    if (!bound) return false;
    if (!bound->is_inside_tree()) return true;
  }
  if (!running_) return true;
  if (!started_ && !start_timeline()) return false;

  double remaining = delta * speed_scale_;
  total_time_ += remaining;
  const double initial_delta = remaining;
  bool potential_infinite = false;
  while (remaining > 0 && running_) {
    if (step_tweeners(remaining)) continue;
    const Advance advance = advance_step();
    if (advance == Advance::FINISHED) break;
    // Godot's check: a loop of a set_loops(0) tween that used no time, twice in one step.
    if (advance == Advance::NEXT_LOOP && loops_ <= 0 &&
        std::abs(remaining - initial_delta) <=
            CMP_EPSILON * std::max(1.0, std::abs(initial_delta))) {
      if (potential_infinite) {
        dead_ = true;
        running_ = false;
        report("infinite loop detected: a tween with set_loops(0) used no time in a loop");
        return false;
      }
      potential_infinite = true;
    }
  }
  return true;
}

namespace detail {

void process_tweens(TreeData& tree, bool physics, double delta, double unscaled_delta) {
  // Only the tweens present now: those created by a callback first step at the next stepping.
  // The list holds each tween while it steps: callbacks may append to it, only this loop removes.
  const std::size_t count = tree.tweens.size();
  bool dropped = false;
  for (std::size_t i = 0; i < count; ++i) {
    Tween* tween = tree.tweens[i].get();
    if (tween->is_subtween_) {
      tree.tweens[i] = nullptr;  // Godot's SceneTree::remove_tween: its parent steps it
      dropped = true;
      continue;
    }
    const bool idle = tween->get_process_mode() == Tween::TWEEN_PROCESS_IDLE;
    if (physics == idle) continue;
    const Node* bound = tween->get_bound_node();  // looked up once for both checks
    if (!tween->can_process(bound, tree.paused)) continue;
    if (tween->step(bound, tween->is_ignoring_time_scale() ? unscaled_delta : delta)) continue;
    tween->clear();
    tree.tweens[i] = nullptr;
    dropped = true;
  }
  if (dropped) std::erase_if(tree.tweens, [](const Ref<Tween>& t) { return t.is_null(); });
}

}  // namespace detail

}  // namespace arbor
