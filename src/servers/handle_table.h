// HandleTable: slots addressed by typed generational handles, for a server's objects.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/server_handle.h"

namespace arbor::detail {

/// A slot array whose entries are reached through ServerHandle<Tag>: a freed slot's generation
/// is bumped, so a handle kept past free() is detected as stale (arbor::Error) instead of
/// reaching the slot's next tenant. Freed slots are reused last-in first-out. Not thread-safe:
/// a server keeps it on its own thread (the main thread).
template <class Tag, class T>
class HandleTable {
 public:
  using Handle = ServerHandle<Tag>;

  /// `kind` names the handles in error messages ("AudioPlaybackHandle").
  explicit HandleTable(std::string kind) : kind_(std::move(kind)) {}

  /// A free slot's handle and entry (reset to T{}), or a new slot's.
  Handle allocate() {
    std::uint32_t index;
    if (!free_.empty()) {
      index = free_.back();
      free_.pop_back();
    } else {
      index = std::uint32_t(slots_.size());
      slots_.push_back(Slot{});
    }
    Slot& slot = slots_[index];
    slot.alive = true;
    slot.value = T{};
    ++live_;
    return Handle(index, slot.generation);
  }

  /// The entry of a live handle; throws arbor::Error naming `caller` for a null or stale one.
  T& get(Handle handle, const char* caller) { return slot_of(handle, caller).value; }
  const T& get(Handle handle, const char* caller) const {
    return const_cast<HandleTable*>(this)->slot_of(handle, caller).value;
  }
  [[nodiscard]] bool is_live(Handle handle) const {
    return handle.get_index() < slots_.size() && slots_[handle.get_index()].alive &&
           slots_[handle.get_index()].generation == handle.get_generation();
  }

  /// Ends the handle: later uses of it are stale. The slot is not reused until release().
  void retire(Handle handle, const char* caller) {
    Slot& slot = slot_of(handle, caller);
    slot.alive = false;
    --live_;
    if (++slot.generation == 0) slot.generation = 1;  // 0 is the null handle's
  }
  /// Makes a retired slot reusable (once nothing refers to its index any more).
  void release(std::uint32_t index) { free_.push_back(index); }

  /// The entry at a slot index, live or retired (for bookkeeping by index).
  T& at(std::uint32_t index) { return slots_[index].value; }
  [[nodiscard]] std::uint32_t size() const { return std::uint32_t(slots_.size()); }
  /// Whether allocate() would reuse a released slot rather than add one.
  [[nodiscard]] bool has_free_slot() const { return !free_.empty(); }
  /// Handles made and not retired.
  [[nodiscard]] int live_count() const { return live_; }
  /// Calls fn(handle, entry) for each live handle.
  template <class Fn>
  void for_each_live(Fn&& fn) {
    for (std::uint32_t i = 0; i < slots_.size(); ++i) {
      if (slots_[i].alive) fn(Handle(i, slots_[i].generation), slots_[i].value);
    }
  }

 private:
  struct Slot {
    std::uint32_t generation = 1;
    bool alive = false;
    T value{};
  };

  Slot& slot_of(Handle handle, const char* caller) {
    if (handle.is_null()) throw Error(std::string(caller) + ": null " + kind_);
    if (!is_live(handle)) {
      throw Error(std::string(caller) + ": stale " + kind_ + " (slot " +
                  std::to_string(handle.get_index()) + ", generation " +
                  std::to_string(handle.get_generation()) + "); its object was freed");
    }
    return slots_[handle.get_index()];
  }

  std::string kind_;
  std::vector<Slot> slots_;
  std::vector<std::uint32_t> free_;
  int live_ = 0;
};

}  // namespace arbor::detail
