// Godot's force integration rules, shared by the 2D and 3D servers: how the gravity and damping
// of the areas a body is in combine with the space's defaults and the body's own damping, and
// how forces, gravity and damping change a body's velocity over one step.
#pragma once

#include <algorithm>
#include <span>

#include "arbor/core/math/real.h"
#include "arbor/servers/physics/physics_types.h"

namespace arbor::physics {

/// What one area does to a body inside it, with the gravity already computed at the body.
template <class Vector>
struct AreaEffect {
  AreaSpaceOverrideMode gravity_mode = AreaSpaceOverrideMode::DISABLED;
  AreaSpaceOverrideMode linear_damp_mode = AreaSpaceOverrideMode::DISABLED;
  AreaSpaceOverrideMode angular_damp_mode = AreaSpaceOverrideMode::DISABLED;
  Vector gravity{};
  real_t linear_damp = 0;
  real_t angular_damp = 0;
  int priority = 0;
  std::uint32_t order = 0;  ///< the area's slot: ties of priority go to the higher slot first

  /// Higher priority first (Godot applies areas from the highest priority down).
  bool operator<(const AreaEffect& other) const {
    return priority != other.priority ? priority > other.priority : order > other.order;
  }
};

/// The gravity and damping acting on a body in one step.
template <class Vector>
struct ForceTotals {
  Vector gravity{};
  real_t linear_damp = 0;
  real_t angular_damp = 0;
};

/// The space's defaults and the body's own damping, for combine_forces().
template <class Vector>
struct BodyForceSettings {
  Vector default_gravity{};
  real_t default_linear_damp = 0;
  real_t default_angular_damp = 0;
  BodyDampMode linear_damp_mode = BodyDampMode::COMBINE;
  BodyDampMode angular_damp_mode = BodyDampMode::COMBINE;
  real_t linear_damp = 0;
  real_t angular_damp = 0;
  real_t gravity_scale = 1;
};

/// Applies one override mode: returns whether the areas of lower priority (and the defaults) are
/// ignored from now on.
template <class Value>
bool apply_override(AreaSpaceOverrideMode mode, const Value& area_value, Value& total) {
  switch (mode) {
    case AreaSpaceOverrideMode::DISABLED:
      return false;
    case AreaSpaceOverrideMode::COMBINE:
      total = total + area_value;
      return false;
    case AreaSpaceOverrideMode::COMBINE_REPLACE:
      total = total + area_value;
      return true;
    case AreaSpaceOverrideMode::REPLACE:
      total = area_value;
      return true;
    case AreaSpaceOverrideMode::REPLACE_COMBINE:
      total = area_value;
      return false;
  }
  return false;
}

/// Godot 4's rule: areas from the highest priority down, each adding to or replacing the totals
/// until one stops the chain; then the space's defaults for what no area stopped; then the body's
/// own damping (added, or replacing the total); the gravity is scaled by the body's scale.
/// `areas` is sorted in place.
template <class Vector>
ForceTotals<Vector> combine_forces(std::span<AreaEffect<Vector>> areas,
                                   const BodyForceSettings<Vector>& body) {
  std::sort(areas.begin(), areas.end());
  ForceTotals<Vector> totals;
  bool gravity_done = false;
  bool linear_done = false;
  bool angular_done = false;
  for (const AreaEffect<Vector>& area : areas) {
    if (gravity_done && linear_done && angular_done) break;
    if (!gravity_done)
      gravity_done = apply_override(area.gravity_mode, area.gravity, totals.gravity);
    if (!linear_done) {
      linear_done = apply_override(area.linear_damp_mode, area.linear_damp, totals.linear_damp);
    }
    if (!angular_done) {
      angular_done = apply_override(area.angular_damp_mode, area.angular_damp, totals.angular_damp);
    }
  }
  if (!gravity_done) totals.gravity = totals.gravity + body.default_gravity;
  if (!linear_done) totals.linear_damp += body.default_linear_damp;
  if (!angular_done) totals.angular_damp += body.default_angular_damp;
  totals.linear_damp = body.linear_damp_mode == BodyDampMode::REPLACE
                           ? body.linear_damp
                           : totals.linear_damp + body.linear_damp;
  totals.angular_damp = body.angular_damp_mode == BodyDampMode::REPLACE
                            ? body.angular_damp
                            : totals.angular_damp + body.angular_damp;
  totals.gravity = totals.gravity * body.gravity_scale;
  return totals;
}

/// Godot 4's damping factor over one step: 1 - step * damp, never below zero.
inline real_t damping_factor(real_t damp, real_t step) {
  return std::max(real_t(0), real_t(1) - step * damp);
}

}  // namespace arbor::physics
