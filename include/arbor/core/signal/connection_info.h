#pragma once

#include <cstdint>

#include "arbor/core/object/node_id.h"
#include "arbor/core/signal/connection.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/array.h"

namespace arbor {

/// One connection made by name (Node::connect(signal, target, method, flags)), as
/// get_signal_connections and get_incoming_connections report it.
struct ConnectionInfo {
  StringName signal;        ///< the source's signal
  NodeId source;            ///< the node that emits
  NodeId target;            ///< the node whose method runs
  StringName method;        ///< the target's method
  std::uint32_t flags = 0;  ///< ConnectFlags (CONNECT_PERSIST ones are saved with scenes)
  Connection connection;    ///< the handle, for disconnect
  Array binds;              ///< arguments appended to the signal's (Callable.bind)
  int unbinds = 0;          ///< trailing signal arguments dropped before the call
};

}  // namespace arbor
