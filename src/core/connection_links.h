#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/signal/connection_info.h"

namespace arbor::detail {

/// Removes every connection whose target is the instance `id` (called as it is unregistered),
/// each in O(1), and forgets its listings.
void drop_instance_connections(std::uint64_t id);

/// The connections made by name from the instance `id` (outgoing) or to it (incoming), in
/// connection order.
std::vector<ConnectionInfo> named_connections(std::uint64_t id, bool outgoing);

}  // namespace arbor::detail
