// Reading the keys of a mesh surface dictionary (`_surfaces[i]`, Godot 3's `surfaces/i`).
#pragma once

#include <string>

#include "arbor/core/variant/dictionary.h"
#include "arbor/core/variant/variant.h"

namespace arbor::mesh {

/// The value of `key` in `surface`, which must be of `type`; nil when it is absent and not
/// `required`. Throws arbor::Error naming `where` (the surface) and the key otherwise.
const Variant& surface_key(const Dictionary& surface, const char* key, Variant::Type type,
                           const std::string& where, bool required = true);
/// A count (`vertex_count`, `index_count`): an INT from 0 to INT32_MAX; 0 when absent and not
/// `required`.
int surface_count(const Dictionary& surface, const char* key, const std::string& where,
                  bool required);

}  // namespace arbor::mesh
