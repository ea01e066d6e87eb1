// Godot's damping over one step, for the direct body states' integrate_forces.
#pragma once

#include <algorithm>

#include "arbor/core/math/real.h"

namespace arbor::physics {

/// Scales the velocities by Godot 4's damping factors, 1 - step * damp (never below zero).
template <class Linear, class Angular>
void damp_velocities(Linear& linear, Angular& angular, real_t linear_damp, real_t angular_damp,
                     real_t step) {
  linear = linear * std::max(real_t(0), real_t(1) - step * linear_damp);
  angular = angular * std::max(real_t(0), real_t(1) - step * angular_damp);
}

}  // namespace arbor::physics
