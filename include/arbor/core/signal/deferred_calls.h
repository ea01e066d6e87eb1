// Deferred calls: what CONNECT_DEFERRED connections queue, and the flush that runs them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

namespace arbor {

/// Runs the calls that CONNECT_DEFERRED connections queued on this thread, in the order they
/// were queued, including those queued while it runs; returns how many ran. A SceneTree runs
/// them at its deferred step, in one order with its own call_deferred calls, so call this only
/// in a program that emits deferred signals without ticking a SceneTree. A call whose target
/// node was freed after the emission is dropped. An exception from a call propagates; the calls
/// after it stay queued.
std::size_t flush_deferred_calls();

/// How many deferred calls wait on this thread.
[[nodiscard]] std::size_t get_deferred_call_count();

namespace detail {
/// Queues `call` on this thread's deferred queue; `target` (an instance id, 0 for none) is the
/// node the call belongs to: when it is freed before the flush, the call is dropped.
void queue_deferred_call(std::uint64_t target, std::function<void()> call);
}  // namespace detail

}  // namespace arbor
