// Registers Tween and its Tweeners with ClassDB under Godot 4's method and signal names, so
// scripts, tools and scene logic can drive them by name (tween->call("set_loops", 2)).
//
// Not bound: the static interpolate_value (ClassDB binds no static methods). The signals are
// declared without their members: connecting by name goes through Node::connect, whose source
// must be a node, so a tween's signals are connected through their typed members
// (docs/tweens.md).

#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"
#include "arbor/scene/tween.h"
#include "scene/register_tween_types.h"

namespace arbor {

void detail::register_tween_types() {
  ClassDB::register_class<Tween>();
  ClassDB::register_class<PropertyTweener>();
  ClassDB::register_class<IntervalTweener>();
  ClassDB::register_class<CallbackTweener>();
  ClassDB::register_class<MethodTweener>();
  ClassDB::register_class<SubtweenTweener>();
}

// Tween's key function: its vtable comes with this file.
Tween::~Tween() = default;

void Tween::_bind_methods() {
  ClassDB::bind_method(D_METHOD("tween_property", "object", "property", "final_val", "duration"),
                       &Tween::tween_property);
  ClassDB::bind_method(D_METHOD("tween_interval", "time"), &Tween::tween_interval);
  ClassDB::bind_method(
      D_METHOD("tween_callback", "callback"),
      static_cast<Ref<CallbackTweener> (Tween::*)(const Callable&)>(&Tween::tween_callback));
  ClassDB::bind_method(
      D_METHOD("tween_method", "method", "from", "to", "duration"),
      static_cast<Ref<MethodTweener> (Tween::*)(const Callable&, const Variant&, const Variant&,
                                                double)>(&Tween::tween_method));
  ClassDB::bind_method(D_METHOD("tween_subtween", "subtween"), &Tween::tween_subtween);
  ClassDB::bind_method(D_METHOD("custom_step", "delta"), &Tween::custom_step);
  ClassDB::bind_method(D_METHOD("stop"), &Tween::stop);
  ClassDB::bind_method(D_METHOD("pause"), &Tween::pause);
  ClassDB::bind_method(D_METHOD("play"), &Tween::play);
  ClassDB::bind_method(D_METHOD("kill"), &Tween::kill);
  ClassDB::bind_method(D_METHOD("get_total_elapsed_time"), &Tween::get_total_elapsed_time);
  ClassDB::bind_method(D_METHOD("is_running"), &Tween::is_running);
  ClassDB::bind_method(D_METHOD("is_valid"), &Tween::is_valid);
  ClassDB::bind_method(D_METHOD("bind_node", "node"), &Tween::bind_node);
  ClassDB::bind_method(D_METHOD("set_process_mode", "mode"), &Tween::set_process_mode);
  ClassDB::bind_method(D_METHOD("set_pause_mode", "mode"), &Tween::set_pause_mode);
  ClassDB::bind_method(D_METHOD("set_ignore_time_scale", "ignore"), &Tween::set_ignore_time_scale);
  ClassDB::bind_method(D_METHOD("set_parallel", "parallel"), &Tween::set_parallel);
  ClassDB::bind_method(D_METHOD("set_loops", "loops"), &Tween::set_loops);
  ClassDB::bind_method(D_METHOD("get_loops_left"), &Tween::get_loops_left);
  ClassDB::bind_method(D_METHOD("set_speed_scale", "speed"), &Tween::set_speed_scale);
  ClassDB::bind_method(D_METHOD("set_trans", "trans"), &Tween::set_trans);
  ClassDB::bind_method(D_METHOD("set_ease", "ease"), &Tween::set_ease);
  ClassDB::bind_method(D_METHOD("parallel"), &Tween::parallel);
  ClassDB::bind_method(D_METHOD("chain"), &Tween::chain);
  ClassDB::add_signal(MethodInfo("step_finished", PropertyInfo(Variant::INT, "idx")));
  ClassDB::add_signal(MethodInfo("loop_finished", PropertyInfo(Variant::INT, "loop_count")));
  ClassDB::add_signal(MethodInfo("finished"));
}

void Tweener::_bind_methods() { ClassDB::add_signal(MethodInfo("finished")); }

void PropertyTweener::_bind_methods() {
  ClassDB::bind_method(D_METHOD("from", "value"), &PropertyTweener::from);
  ClassDB::bind_method(D_METHOD("from_current"), &PropertyTweener::from_current);
  ClassDB::bind_method(D_METHOD("as_relative"), &PropertyTweener::as_relative);
  ClassDB::bind_method(D_METHOD("set_trans", "trans"), &PropertyTweener::set_trans);
  ClassDB::bind_method(D_METHOD("set_ease", "ease"), &PropertyTweener::set_ease);
  ClassDB::bind_method(D_METHOD("set_delay", "delay"), &PropertyTweener::set_delay);
  ClassDB::bind_method(D_METHOD("set_custom_interpolator", "interpolator_method"),
                       static_cast<Ref<PropertyTweener> (PropertyTweener::*)(const Callable&)>(
                           &PropertyTweener::set_custom_interpolator));
}

void CallbackTweener::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_delay", "delay"), &CallbackTweener::set_delay);
}

void MethodTweener::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_delay", "delay"), &MethodTweener::set_delay);
  ClassDB::bind_method(D_METHOD("set_trans", "trans"), &MethodTweener::set_trans);
  ClassDB::bind_method(D_METHOD("set_ease", "ease"), &MethodTweener::set_ease);
}

void SubtweenTweener::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_delay", "delay"), &SubtweenTweener::set_delay);
}

}  // namespace arbor
