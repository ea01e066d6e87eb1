// Stepping of the timers made by SceneTree::create_timer (Godot's SceneTree::process_timers).
#include "arbor/scene/scene_tree_timer.h"

#include <cstddef>
#include <vector>

#include "scene/callbacks.h"
#include "scene/tree_data.h"

namespace arbor::detail {

void process_timers(TreeData& tree, bool physics, double delta, double unscaled_delta) {
  // Only the timers present now: those created by a timeout handler first count next step.
  const std::size_t count = tree.timers.size();
  bool fired = false;
  for (std::size_t i = 0; i < count; ++i) {
    // By pointer: a handler may create timers, which can move the Refs (never the timers).
    SceneTreeTimer* timer = tree.timers[i].get();
    if (timer->is_process_in_physics() != physics) continue;
    if (tree.paused && !timer->is_process_always()) continue;
    const double time_left =
        timer->get_time_left() - (timer->is_ignoring_time_scale() ? unscaled_delta : delta);
    timer->set_time_left(time_left);
    if (time_left > 0) continue;
    detail::emit(tree.self, nullptr, timer->timeout, "signal timeout");
    tree.timers[i] = nullptr;  // the tree's reference goes; the caller's Ref may keep it
    fired = true;
  }
  if (fired) std::erase_if(tree.timers, [](const Ref<SceneTreeTimer>& t) { return t.is_null(); });
}

}  // namespace arbor::detail
