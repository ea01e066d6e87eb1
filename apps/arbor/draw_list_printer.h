// `arbor run --draw-list`: the last frame's draw lists, as text.
#pragma once

#include <string>

namespace arbor {
class RenderingServer;
}

namespace arbor::app {

/// Each view of the server's last frame with its passes (shadow passes, depth prepass, opaque,
/// transparent), each batch as its mesh surface, material and instance count, then the view's
/// totals (instances seen, culled, out of range, drawn, batches) and the frame's.
[[nodiscard]] std::string describe_draw_lists(const RenderingServer& server);

}  // namespace arbor::app
