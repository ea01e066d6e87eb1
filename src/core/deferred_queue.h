// Engine-internal: the order deferred calls of every kind share, and running this thread's
// queue of deferred signal calls up to a point in it.
#pragma once

#include <cstdint>
#include <functional>

#include "arbor/core/signal/deferred_calls.h"

namespace arbor {
class Object;
}

namespace arbor::detail {

/// The next number of the process-wide order of deferred calls: a tree stamps its own
/// call_deferred calls with it, so that its flush runs them and the queued signal calls in the
/// order they were made.
std::uint64_t next_deferred_sequence();

/// Whether this thread has queued signal calls.
bool has_deferred_calls();

/// Runs, in order, this thread's queued signal calls numbered below `bound` (and those they
/// queue, while below it): `run(target, call)` with the call's live target node (nullptr when
/// it has none). Calls whose target was freed are dropped.
void run_deferred_calls_before(
    std::uint64_t bound, const std::function<void(Object*, const std::function<void()>&)>& run);

}  // namespace arbor::detail
