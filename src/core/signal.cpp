#include "arbor/core/signal/signal.h"

#include <atomic>

#include "core/slot_table.h"

namespace arbor::detail {
namespace {

struct SignalTag {};
using SignalTable = SlotTable<SignalStorage*, SignalTag>;

}  // namespace

void release_signal_storage(SignalStorage* storage) {
  if (--storage->refs == 0) delete storage;
}

std::uint32_t acquire_signal_handle(SignalStorage* storage) {
  SignalTable& table = SignalTable::instance();
  const std::uint32_t handle = table.acquire();
  table.slot(handle)->store(storage, std::memory_order_release);
  return handle;
}

SignalStorage* signal_storage(std::uint32_t handle) {
  return SignalTable::instance().slot(handle)->load(std::memory_order_acquire);
}

void release_signal_handle(std::uint32_t handle) {
  SignalTable& table = SignalTable::instance();
  table.slot(handle)->store(nullptr, std::memory_order_relaxed);
  table.release(handle);
}

std::uint64_t next_connection_id() {
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace arbor::detail
