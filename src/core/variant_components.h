#pragma once

#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor::detail {

/// A named component of a value, as property paths address them ("x" of a Vector3, "a" of a
/// Color, "origin" of a Transform3D, a key of a Dictionary); `ok` is false when there is none.
Variant get_component(const Variant& value, const StringName& name, bool& ok);
/// Sets a named component in place; false when the value has no such component or the new
/// component does not convert.
bool set_component(Variant& value, const StringName& name, const Variant& component);

}  // namespace arbor::detail
