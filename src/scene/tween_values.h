// The value arithmetic of tweens (Godot's Animation::add_variant, subtract_variant and
// interpolate_variant, for the types a Tween animates) and Tween's type check.
#pragma once

#include "arbor/core/variant/variant.h"
#include "arbor/scene/easing.h"

namespace arbor::detail {

/// `a` + `b` (a rotation or transform composes: `a` * `b`).
Variant add_variant(const Variant& a, const Variant& b);
/// `a` - `b` (a rotation or transform: `b`⁻¹ * `a`).
Variant subtract_variant(const Variant& a, const Variant& b);
/// `a` towards `b` at weight `c` (quaternions slerp, transforms interpolate_with, ints round half
/// away from zero); a type Tween does not animate takes `a` below 0.5 and `b` from there.
Variant interpolate_variant(const Variant& a, const Variant& b, double c);
/// Godot's Tween::_validate_type_match: `to` takes `from`'s type across int and float; any other
/// mismatch, or a type a Tween cannot animate, throws arbor::Error naming `what`.
void validate_type_match(const char* what, const Variant& from, Variant& to);
/// Throws arbor::Error naming `what` unless `trans` names a curve (TRANS_MAX does not).
void validate_transition(const char* what, easing::TransitionType trans);
/// Throws arbor::Error naming `what` unless `ease` names an ease (EASE_MAX does not).
void validate_ease(const char* what, easing::EaseType ease);

}  // namespace arbor::detail
