// Query exclusions: Godot's Array of RIDs, kept as a vector the servers read.
#pragma once

#include <vector>

#include "arbor/core/object/rid.h"
#include "arbor/core/variant/array.h"

namespace arbor::physics {

/// The RIDs of an Array (other values are skipped).
[[nodiscard]] std::vector<RID> exclusions_from_array(const Array& exclude);
[[nodiscard]] Array exclusions_to_array(const std::vector<RID>& exclude);

}  // namespace arbor::physics
