// put_num_scientific: Godot's String::num_scientific for finite reals, written into a buffer.
#pragma once

#include <cstddef>

namespace arbor::detail {

/// The most characters put_num_scientific writes: a sign, 17 digits, a point, and "0.000" before
/// them or "e-308" after.
constexpr std::ptrdiff_t kMaxRealTextLength = 32;

/// Puts Godot's num_scientific of a finite `value` at `out`, which has kMaxRealTextLength
/// characters of room: the shortest digits that read back as `value`, laid out as Godot's
/// Grisu2 does (fixed notation for 1e-4 <= |value| < 1e15, else d.ddde+XX; no ".0"; "-0" for
/// negative zero). Returns the end.
char* put_num_scientific(char* out, float value);
char* put_num_scientific(char* out, double value);

}  // namespace arbor::detail
