// Tween and its Tweeners (Godot 4's scene/animation/tween.cpp semantics), and the tree's
// stepping of its tweens (Godot's SceneTree::process_tweens).
#include "arbor/scene/tween.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <exception>
#include <string>
#include <utility>

#include "arbor/core/error.h"
#include "arbor/core/math/math.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "core/instance_registry.h"
#include "scene/tree_data.h"
#include "scene/tree_walks.h"

namespace arbor {

using detail::TreeWalks;

namespace {

// -- Variant arithmetic (Godot's Animation::add_variant / subtract_variant / interpolate_variant,
// for the types a Tween supports) ----------------------------------------------------------------

bool is_tweenable(Variant::Type type) {
  switch (type) {
    case Variant::INT:
    case Variant::FLOAT:
    case Variant::VECTOR2:
    case Variant::VECTOR3:
    case Variant::VECTOR4:
    case Variant::RECT2:
    case Variant::COLOR:
    case Variant::QUATERNION:
    case Variant::TRANSFORM2D:
    case Variant::TRANSFORM3D:
      return true;
    default:
      return false;
  }
}

Variant add_variant(const Variant& a, const Variant& b) {
  switch (a.get_type()) {
    case Variant::INT:
      return static_cast<int64_t>(a) + static_cast<int64_t>(b);
    case Variant::FLOAT:
      return static_cast<double>(a) + static_cast<double>(b);
    case Variant::VECTOR2:
      return static_cast<Vector2>(a) + static_cast<Vector2>(b);
    case Variant::VECTOR3:
      return static_cast<Vector3>(a) + static_cast<Vector3>(b);
    case Variant::VECTOR4:
      return static_cast<Vector4>(a) + static_cast<Vector4>(b);
    case Variant::RECT2: {
      const auto ra = static_cast<Rect2>(a);
      const auto rb = static_cast<Rect2>(b);
      return Rect2(ra.position + rb.position, ra.size + rb.size);
    }
    case Variant::COLOR:
      return static_cast<Color>(a) + static_cast<Color>(b);
    case Variant::QUATERNION:
      return static_cast<Quaternion>(a) * static_cast<Quaternion>(b);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(a) * static_cast<Transform2D>(b);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(a) * static_cast<Transform3D>(b);
    default:
      return a;
  }
}

Variant subtract_variant(const Variant& a, const Variant& b) {
  switch (a.get_type()) {
    case Variant::INT:
      return static_cast<int64_t>(a) - static_cast<int64_t>(b);
    case Variant::FLOAT:
      return static_cast<double>(a) - static_cast<double>(b);
    case Variant::VECTOR2:
      return static_cast<Vector2>(a) - static_cast<Vector2>(b);
    case Variant::VECTOR3:
      return static_cast<Vector3>(a) - static_cast<Vector3>(b);
    case Variant::VECTOR4:
      return static_cast<Vector4>(a) - static_cast<Vector4>(b);
    case Variant::RECT2: {
      const auto ra = static_cast<Rect2>(a);
      const auto rb = static_cast<Rect2>(b);
      return Rect2(ra.position - rb.position, ra.size - rb.size);
    }
    case Variant::COLOR:
      return static_cast<Color>(a) - static_cast<Color>(b);
    case Variant::QUATERNION:
      return static_cast<Quaternion>(b).inverse() * static_cast<Quaternion>(a);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(b).affine_inverse() * static_cast<Transform2D>(a);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(b).affine_inverse() * static_cast<Transform3D>(a);
    default:
      return a;
  }
}

Variant interpolate_variant(const Variant& a, const Variant& b, double c) {
  const auto w = static_cast<real_t>(c);
  switch (a.get_type()) {
    case Variant::INT: {
      const auto va = static_cast<double>(static_cast<int64_t>(a));
      const auto vb = static_cast<double>(static_cast<int64_t>(b));
      return static_cast<int64_t>(std::round(va + (vb - va) * c));
    }
    case Variant::FLOAT:
      return Math::lerp(static_cast<double>(a), static_cast<double>(b), c);
    case Variant::VECTOR2:
      return static_cast<Vector2>(a).lerp(static_cast<Vector2>(b), w);
    case Variant::VECTOR3:
      return static_cast<Vector3>(a).lerp(static_cast<Vector3>(b), w);
    case Variant::VECTOR4:
      return static_cast<Vector4>(a).lerp(static_cast<Vector4>(b), w);
    case Variant::RECT2: {
      const auto ra = static_cast<Rect2>(a);
      const auto rb = static_cast<Rect2>(b);
      return Rect2(ra.position.lerp(rb.position, w), ra.size.lerp(rb.size, w));
    }
    case Variant::COLOR:
      return static_cast<Color>(a).lerp(static_cast<Color>(b), static_cast<float>(c));
    case Variant::QUATERNION:
      return static_cast<Quaternion>(a).slerp(static_cast<Quaternion>(b), w);
    case Variant::TRANSFORM2D:
      return static_cast<Transform2D>(a).interpolate_with(static_cast<Transform2D>(b), w);
    case Variant::TRANSFORM3D:
      return static_cast<Transform3D>(a).interpolate_with(static_cast<Transform3D>(b), w);
    default:
      return c < 0.5 ? a : b;
  }
}

/// Godot's Tween::_validate_type_match: `to` takes `from`'s type across int and float; any other
/// mismatch, or a type a Tween cannot animate, throws.
void validate_type_match(const char* what, const Variant& from, Variant& to) {
  if (from.get_type() != to.get_type()) {
    if (from.get_type() == Variant::FLOAT && to.get_type() == Variant::INT) {
      to = static_cast<double>(to);
    } else if (from.get_type() == Variant::INT && to.get_type() == Variant::FLOAT) {
      to = static_cast<int64_t>(to);
    } else {
      throw Error(std::string(what) + ": type mismatch between initial and final value: " +
                  Variant::get_type_name(from.get_type()) + " and " +
                  Variant::get_type_name(to.get_type()));
    }
  }
  if (!is_tweenable(from.get_type())) {
    throw Error(std::string(what) + ": cannot tween a " + Variant::get_type_name(from.get_type()) +
                " (int, float, Vector2/3/4, Rect2, Color, Quaternion, Transform2D/3D)");
  }
}

bool is_zero_approx(double value) { return std::abs(value) < CMP_EPSILON; }

}  // namespace

// -- Tweener -------------------------------------------------------------------------------------

void Tweener::start() {
  elapsed_time_ = 0;
  finished_ = false;
}

void Tweener::finish(SceneTree* tree) {
  finished_ = true;
  TreeWalks::emit(tree, nullptr, finished, "signal Tweener.finished");
}

// -- PropertyTweener -----------------------------------------------------------------------------

PropertyTweener::PropertyTweener(Object* target, const NodePath& property, Variant initial,
                                 Variant final_value, double duration)
    : target_(target),
      property_(property),
      initial_(std::move(initial)),
      base_final_(final_value),
      final_(std::move(final_value)),
      duration_(duration) {
  if (const auto* node = dynamic_cast<const Node*>(target)) target_id_ = node->get_instance_id();
  if (auto* counted = dynamic_cast<RefCounted*>(target)) ref_copy_ = Ref<RefCounted>(counted);
}

Object* PropertyTweener::target() const {
  if (target_id_.is_valid()) return detail::find_instance(target_id_);
  return target_;
}

Ref<PropertyTweener> PropertyTweener::from(const Variant& value) {
  Variant from_value = value;
  validate_type_match("PropertyTweener::from", final_, from_value);
  initial_ = from_value;
  do_continue_ = false;
  return this;
}

Ref<PropertyTweener> PropertyTweener::from_current() {
  do_continue_ = false;
  return this;
}

Ref<PropertyTweener> PropertyTweener::as_relative() {
  relative_ = true;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_trans(easing::TransitionType trans) {
  trans_ = trans;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_ease(easing::EaseType ease) {
  ease_ = ease;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

void PropertyTweener::start() {
  Tweener::start();
  Object* object = target();
  if (!object) return;  // freed before the step started: step() finishes at once
  if (do_continue_) {
    if (is_zero_approx(delay_)) {
      initial_ = object->get_indexed(property_);
    } else {
      do_continue_delayed_ = true;
    }
  }
  if (relative_) final_ = add_variant(initial_, base_final_);
  delta_ = subtract_variant(final_, initial_);
}

bool PropertyTweener::step(SceneTree* tree, double& delta) {
  if (finished_) return false;  // a longer parallel tweener keeps the step going
  Object* object = target();
  if (!object) {
    finish(tree);
    return false;
  }
  elapsed_time_ += delta;
  if (elapsed_time_ < delay_) {
    delta = 0;
    return true;
  }
  if (do_continue_delayed_ && !is_zero_approx(delay_)) {
    initial_ = object->get_indexed(property_);
    if (relative_) final_ = add_variant(initial_, base_final_);
    delta_ = subtract_variant(final_, initial_);
    do_continue_delayed_ = false;
  }
  const double time = std::min(elapsed_time_ - delay_, duration_);
  if (time < duration_) {
    const Variant value =
        Tween::interpolate_value(initial_, delta_, time, duration_, trans_, ease_);
    TreeWalks::guarded(tree, nullptr, "PropertyTweener set",
                       [&] { object->set_indexed(property_, value); });
    delta = 0;
    return true;
  }
  TreeWalks::guarded(tree, nullptr, "PropertyTweener set",
                     [&] { object->set_indexed(property_, final_); });
  delta = elapsed_time_ - delay_ - duration_;
  finish(tree);
  return false;
}

// -- IntervalTweener -----------------------------------------------------------------------------

bool IntervalTweener::step(SceneTree* tree, double& delta) {
  if (finished_) return false;
  elapsed_time_ += delta;
  if (elapsed_time_ < duration_) {
    delta = 0;
    return true;
  }
  delta = elapsed_time_ - duration_;
  finish(tree);
  return false;
}

// -- CallbackTweener -----------------------------------------------------------------------------

Ref<CallbackTweener> CallbackTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

bool CallbackTweener::step(SceneTree* tree, double& delta) {
  if (finished_) return false;
  if (!callback_) {
    finish(tree);
    return false;
  }
  elapsed_time_ += delta;
  if (elapsed_time_ >= delay_) {
    TreeWalks::guarded(tree, nullptr, "tween_callback", [this] { callback_(); });
    delta = elapsed_time_ - delay_;
    finish(tree);
    return false;
  }
  delta = 0;
  return true;
}

// -- MethodTweener -------------------------------------------------------------------------------

MethodTweener::MethodTweener(std::function<void(const Variant&)> callback, Variant from, Variant to,
                             double duration)
    : callback_(std::move(callback)),
      initial_(std::move(from)),
      final_(std::move(to)),
      delta_(subtract_variant(final_, initial_)),
      duration_(duration) {}

Ref<MethodTweener> MethodTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

Ref<MethodTweener> MethodTweener::set_trans(easing::TransitionType trans) {
  trans_ = trans;
  return this;
}

Ref<MethodTweener> MethodTweener::set_ease(easing::EaseType ease) {
  ease_ = ease;
  return this;
}

bool MethodTweener::step(SceneTree* tree, double& delta) {
  if (finished_) return false;
  if (!callback_) {
    finish(tree);
    return false;
  }
  elapsed_time_ += delta;
  if (elapsed_time_ < delay_) {
    delta = 0;
    return true;
  }
  const double time = std::min(elapsed_time_ - delay_, duration_);
  const Variant value =
      time < duration_ ? Tween::interpolate_value(initial_, delta_, time, duration_, trans_, ease_)
                       : final_;
  TreeWalks::guarded(tree, nullptr, "tween_method", [&] { callback_(value); });
  if (time < duration_) {
    delta = 0;
    return true;
  }
  delta = elapsed_time_ - delay_ - duration_;
  finish(tree);
  return false;
}

// -- Tween: building -----------------------------------------------------------------------------

Tween::~Tween() = default;

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
  tweeners_.resize(static_cast<std::size_t>(current_step_) + 1);
  tweeners_[static_cast<std::size_t>(current_step_)].push_back(tweener);
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
  validate_type_match("Tween::tween_property", initial, to);
  Ref<PropertyTweener> tweener(
      new PropertyTweener(target, property, std::move(initial), std::move(to), duration));
  if (tweener->trans_ == TRANS_MAX) tweener->trans_ = default_trans_;
  if (tweener->ease_ == EASE_MAX) tweener->ease_ = default_ease_;
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

Ref<MethodTweener> Tween::tween_method(std::function<void(const Variant&)> method,
                                       const Variant& from, const Variant& to, double duration) {
  check_appendable("tween_method");
  Variant final_value = to;
  validate_type_match("Tween::tween_method", from, final_value);
  Ref<MethodTweener> tweener(
      new MethodTweener(std::move(method), from, std::move(final_value), duration));
  tweener->trans_ = default_trans_;
  tweener->ease_ = default_ease_;
  append(tweener);
  return tweener;
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
  default_trans_ = trans;
  return this;
}

Ref<Tween> Tween::set_ease(EaseType ease) {
  default_ease_ = ease;
  return this;
}

Ref<Tween> Tween::set_process_mode(TweenProcessMode mode) {
  process_mode_ = mode;
  return this;
}

Ref<Tween> Tween::set_pause_mode(TweenPauseMode mode) {
  pause_mode_ = mode;
  return this;
}

Ref<Tween> Tween::set_ignore_time_scale(bool ignore) {
  ignore_time_scale_ = ignore;
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
  const bool was_running = running_;
  running_ = true;
  const bool result = step(delta);
  running_ = running_ && was_running;  // finishing turns running off
  return result;
}

void Tween::clear() {
  valid_ = false;
  tweeners_.clear();
}

void Tween::bind_node(const Node* node) {
  bound_node_ = node->get_instance_id();
  is_bound_ = true;
}

Node* Tween::get_bound_node() const {
  if (!is_bound_) return nullptr;
  return static_cast<Node*>(detail::find_instance(bound_node_));
}

bool Tween::can_process(bool tree_paused) const {
  if (is_bound_ && pause_mode_ == TWEEN_PAUSE_BOUND) {
    if (const Node* node = get_bound_node()) return node->is_inside_tree() && node->can_process();
  }
  return !tree_paused || pause_mode_ == TWEEN_PAUSE_PROCESS;
}

void Tween::report(const char* message) const {
  TreeWalks::report_error(tree_, is_bound_ ? bound_node_ : NodeId{}, "Tween",
                          std::make_exception_ptr(Error(message)));
}

Variant Tween::interpolate_value(const Variant& initial, const Variant& delta, double elapsed,
                                 double duration, TransitionType trans, EaseType ease) {
  const Variant final_value = add_variant(initial, delta);
  return interpolate_variant(initial, final_value,
                             easing::run_equation(trans, ease, elapsed, 0.0, 1.0, duration));
}

// -- Tween: stepping -----------------------------------------------------------------------------

void Tween::start_tweeners() {
  for (const Ref<Tweener>& tweener : tweeners_[static_cast<std::size_t>(current_step_)]) {
    tweener->start();
  }
}

bool Tween::step(double delta) {
  if (dead_) return false;
  if (is_bound_) {
    const Node* node = get_bound_node();
    if (!node) return false;
    if (!node->is_inside_tree()) return true;
  }
  if (!running_) return true;

  if (!started_) {
    if (tweeners_.empty()) {
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
  }

  double remaining = delta * speed_scale_;
  total_time_ += remaining;
  const double initial_delta = remaining;
  bool potential_infinite = false;
  // Holds the tween while user callbacks run (one of them may drop the last outside Ref).
  const Ref<Tween> self(this);

  while (remaining > 0 && running_) {
    double step_delta = remaining;
    bool step_active = false;
    // By index over a copy of each Ref: a callback may stop() the tween and append.
    const auto& current = tweeners_[static_cast<std::size_t>(current_step_)];
    const std::size_t count = current.size();
    for (std::size_t i = 0; i < count && i < current.size(); ++i) {
      const Ref<Tweener> tweener = current[i];
      double tweener_delta = remaining;
      step_active = tweener->step(tree_, tweener_delta) || step_active;
      step_delta = std::min(tweener_delta, step_delta);
    }
    remaining = step_delta;
    if (step_active) continue;

    TreeWalks::emit(tree_, nullptr, step_finished, "signal step_finished", current_step_);
    ++current_step_;
    if (current_step_ < static_cast<int>(tweeners_.size())) {
      start_tweeners();
      continue;
    }
    ++loops_done_;
    if (loops_done_ == loops_) {
      running_ = false;
      dead_ = true;
      TreeWalks::emit(tree_, nullptr, finished, "signal finished");
      break;
    }
    TreeWalks::emit(tree_, nullptr, loop_finished, "signal loop_finished", loops_done_);
    current_step_ = 0;
    start_tweeners();
    if (loops_ <= 0 && std::abs(remaining - initial_delta) <=
                           CMP_EPSILON * std::max(1.0, std::abs(initial_delta))) {
      if (potential_infinite) {
        // Two loops without using any time: it would loop forever within this step.
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
  // Only the tweens present now: those created by a callback first step at the next step.
  const std::size_t count = tree.tweens.size();
  bool dropped = false;
  for (std::size_t i = 0; i < count; ++i) {
    Ref<Tween> tween = tree.tweens[i];  // a copy: callbacks may create tweens (moving the Refs)
    if (tween.is_null()) continue;
    const bool idle = tween->get_process_mode() == Tween::TWEEN_PROCESS_IDLE;
    if (physics == idle || !tween->can_process(tree.paused)) continue;
    if (tween->step(tween->is_ignoring_time_scale() ? unscaled_delta : delta)) continue;
    tween->clear();
    tree.tweens[i] = nullptr;
    dropped = true;
  }
  if (dropped) std::erase_if(tree.tweens, [](const Ref<Tween>& t) { return t.is_null(); });
}

}  // namespace detail

}  // namespace arbor
