#include "servers/physics/step_events.h"

namespace arbor::physics {

void normalize_overlaps(std::vector<OverlapKey>& found) {
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end(),
                          [](const OverlapKey& a, const OverlapKey& b) { return a.same_pair(b); }),
              found.end());
}

}  // namespace arbor::physics
