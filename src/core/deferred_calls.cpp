#include "arbor/core/signal/deferred_calls.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "core/deferred_queue.h"
#include "core/instance_registry.h"

namespace arbor {
namespace detail {
namespace {

struct QueuedCall {
  std::uint64_t sequence;
  std::uint64_t target;
  std::function<void()> call;
};

// This thread's queued calls: `calls[head..]` wait, in order. A vector with a moving head
// allocates nothing until the first call is queued.
struct ThreadQueue {
  std::vector<QueuedCall> calls;
  std::size_t head = 0;

  [[nodiscard]] bool empty() const { return head == calls.size(); }
  QueuedCall pop() {
    QueuedCall next = std::move(calls[head++]);
    if (empty()) {
      calls.clear();
      head = 0;
    }
    return next;
  }
};

thread_local ThreadQueue t_queue;
std::atomic<std::uint64_t> g_sequence{0};

}  // namespace

std::uint64_t next_deferred_sequence() {
  return g_sequence.fetch_add(1, std::memory_order_relaxed) + 1;
}

void queue_deferred_call(std::uint64_t target, std::function<void()> call) {
  t_queue.calls.push_back({next_deferred_sequence(), target, std::move(call)});
}

bool has_deferred_calls() { return !t_queue.empty(); }

void run_deferred_calls_before(
    std::uint64_t bound, const std::function<void(Object*, const std::function<void()>&)>& run) {
  while (!t_queue.empty() && t_queue.calls[t_queue.head].sequence < bound) {
    const QueuedCall next = t_queue.pop();
    Object* target = next.target != 0 ? find_instance(NodeId{next.target}) : nullptr;
    if (next.target != 0 && !target) continue;  // its node was freed since the emission
    run(target, next.call);
  }
}

}  // namespace detail

std::size_t flush_deferred_calls() {
  std::size_t ran = 0;
  detail::run_deferred_calls_before(std::numeric_limits<std::uint64_t>::max(),
                                    [&ran](Object*, const std::function<void()>& call) {
                                      ++ran;
                                      call();
                                    });
  return ran;
}

std::size_t get_deferred_call_count() {
  return detail::t_queue.calls.size() - detail::t_queue.head;
}

}  // namespace arbor
