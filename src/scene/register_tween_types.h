// Tween and its tweeners, registered with ClassDB by register_scene_types().
#pragma once

namespace arbor::detail {

/// Registers Tween, PropertyTweener, IntervalTweener, CallbackTweener, MethodTweener and
/// SubtweenTweener.
void register_tween_types();

}  // namespace arbor::detail
