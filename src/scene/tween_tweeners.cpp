// The Tweeners: the steps of a Tween's timeline (Godot 4's scene/animation/tween.cpp semantics).
#include <algorithm>
#include <cmath>
#include <span>
#include <utility>

#include "arbor/core/math/math.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"
#include "arbor/scene/tween.h"
#include "core/instance_registry.h"
#include "core/variant_components.h"
#include "scene/callbacks.h"
#include "scene/tween_values.h"

namespace arbor {

namespace {

bool is_zero_approx(double value) { return std::abs(value) < CMP_EPSILON; }

// The eased progress (0 to 1) at `time` of `duration`.
double progress(easing::TransitionType trans, easing::EaseType ease, double time, double duration) {
  return easing::run_equation(trans, ease, time, 0.0, 1.0, duration);
}

}  // namespace

// -- Tweener -------------------------------------------------------------------------------------

void Tweener::start() {
  elapsed_time_ = 0;
  finished_ = false;
}

void Tweener::finish(SceneTree* tree) {
  finished_ = true;
  detail::emit(tree, nullptr, finished, "signal Tweener.finished");
}

// -- PropertyTweener -----------------------------------------------------------------------------

PropertyTweener::PropertyTweener(Object* target, const NodePath& property, Variant initial,
                                 Variant final_value, double duration, easing::TransitionType trans,
                                 easing::EaseType ease)
    : target_(target),
      duration_(duration),
      trans_(trans),
      ease_(ease),
      initial_(std::move(initial)),
      final_(final_value),
      base_final_(std::move(final_value)),
      property_(property) {
  if (const auto* node = dynamic_cast<const Node*>(target)) target_id_ = node->get_instance_id();
  if (auto* counted = dynamic_cast<RefCounted*>(target)) ref_copy_ = Ref<RefCounted>(counted);
  find_accessors();
}

void PropertyTweener::find_accessors() {
  // Godot's get_as_property_path: "position:x" and ":position:x" both name [position, x].
  const std::span<const StringName> names = property_.names();
  const std::span<const StringName> subnames = property_.subnames();
  if (names.size() + subnames.size() > 2 || names.size() > 1) return;
  const StringName& name = names.empty() ? subnames[0] : names[0];
  const ClassDB::Property* found =
      ClassDB::get_property(ClassDB::registered_class_of(target_->get_class_info()), name);
  if (!found || !found->set || !found->get) return;
  getter_ = found->get;
  setter_ = found->set;
  if (names.size() + subnames.size() == 2) component_ = subnames.back();
}

Object* PropertyTweener::target() const {
  if (target_id_.is_valid()) return detail::find_instance(target_id_);
  return target_;
}

Ref<PropertyTweener> PropertyTweener::from(const Variant& value) {
  Variant from_value = value;
  detail::validate_type_match("PropertyTweener::from", final_, from_value);
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
  detail::validate_transition("PropertyTweener::set_trans", trans);
  trans_ = trans;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_ease(easing::EaseType ease) {
  detail::validate_ease("PropertyTweener::set_ease", ease);
  ease_ = ease;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_custom_interpolator(
    std::function<double(double)> interpolator) {
  interpolator_ = std::move(interpolator);
  return this;
}

Ref<PropertyTweener> PropertyTweener::set_custom_interpolator(const Callable& interpolator) {
  return set_custom_interpolator(
      [interpolator](double progress) { return static_cast<double>(interpolator.call(progress)); });
}

void PropertyTweener::start() {
  Tweener::start();
  Object* object = target();
  if (!object) return;  // freed before the step started: step() finishes at once
  if (do_continue_ && is_zero_approx(delay_)) {
    initial_ = object->get_indexed(property_);
  } else if (do_continue_) {
    do_continue_delayed_ = true;
  }
  compute_change();
}

void PropertyTweener::compute_change() {
  if (relative_) final_ = detail::add_variant(initial_, base_final_);
  delta_ = detail::subtract_variant(final_, initial_);
  end_ = detail::add_variant(initial_, delta_);
}

Variant PropertyTweener::value_at(double time) const {
  const double weight = progress(trans_, ease_, time, duration_);
  // Godot 4.3's custom interpolator maps the eased progress to the weight from start to final.
  if (interpolator_) return detail::interpolate_variant(initial_, final_, interpolator_(weight));
  return detail::interpolate_variant(initial_, end_, weight);
}

void PropertyTweener::write(Object& object, const Variant& value) const {
  if (!setter_) {
    object.set_indexed(property_, value);
    return;
  }
  if (component_.is_empty()) {
    setter_->call(&object, std::span<const Variant>(&value, 1));
    return;
  }
  Variant whole = getter_->call(&object, {});
  if (detail::set_component(whole, component_, value)) {
    setter_->call(&object, std::span<const Variant>(&whole, 1));
  }
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
    // Godot reads the start value when the delay ends (Godot PR #80702).
    initial_ = object->get_indexed(property_);
    compute_change();
    do_continue_delayed_ = false;
  }
  const double time = std::min(elapsed_time_ - delay_, duration_);
  if (time < duration_) {
    detail::guarded(tree, nullptr, "PropertyTweener", [&] { write(*object, value_at(time)); });
    delta = 0;
    return true;
  }
  detail::guarded(tree, nullptr, "PropertyTweener", [&] { write(*object, final_); });
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
    detail::guarded(tree, nullptr, "tween_callback", [this] { callback_(); });
    delta = elapsed_time_ - delay_;
    finish(tree);
    return false;
  }
  delta = 0;
  return true;
}

// -- MethodTweener -------------------------------------------------------------------------------

MethodTweener::MethodTweener(std::function<void(const Variant&)> callback, Variant from, Variant to,
                             double duration, easing::TransitionType trans, easing::EaseType ease)
    : callback_(std::move(callback)),
      initial_(std::move(from)),
      final_(std::move(to)),
      delta_(detail::subtract_variant(final_, initial_)),
      duration_(duration),
      trans_(trans),
      ease_(ease) {}

Ref<MethodTweener> MethodTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

Ref<MethodTweener> MethodTweener::set_trans(easing::TransitionType trans) {
  detail::validate_transition("MethodTweener::set_trans", trans);
  trans_ = trans;
  return this;
}

Ref<MethodTweener> MethodTweener::set_ease(easing::EaseType ease) {
  detail::validate_ease("MethodTweener::set_ease", ease);
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
  detail::guarded(tree, nullptr, "tween_method", [&] { callback_(value); });
  if (time < duration_) {
    delta = 0;
    return true;
  }
  delta = elapsed_time_ - delay_ - duration_;
  finish(tree);
  return false;
}

// -- SubtweenTweener -----------------------------------------------------------------------------

Ref<SubtweenTweener> SubtweenTweener::set_delay(double delay) {
  delay_ = delay;
  return this;
}

void SubtweenTweener::start() {
  Tweener::start();
  // Godot restarts the subtween each time its step starts.
  subtween_->stop();
  if (subtween_->is_valid()) subtween_->play();
}

bool SubtweenTweener::step(SceneTree* tree, double& delta) {
  if (finished_) return false;
  elapsed_time_ += delta;
  if (elapsed_time_ < delay_) {
    delta = 0;
    return true;
  }
  // Godot hands the subtween the whole delta, even in the step where the delay ends; the
  // subtween reports its end at its first step after finishing, and the time left over is
  // what this tweener had beyond the subtween's total time.
  if (subtween_->is_valid() && subtween_->step(delta)) {
    delta = 0;
    return true;
  }
  delta = elapsed_time_ - delay_ - subtween_->get_total_elapsed_time();
  finish(tree);
  return false;
}

}  // namespace arbor
