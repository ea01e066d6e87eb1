// HandleTable: records addressed by generational handles, for the physics servers' objects.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"

namespace arbor::physics {

/// Records in slots, each named by (index, generation). Freeing a record bumps its slot's
/// generation, so a handle kept after the free no longer matches and get() throws arbor::Error
/// naming it; freed slots are reused most recent first, so the same sequence of calls always
/// gives the same handles (runs are reproducible). References to records stay valid until the
/// next add().
template <class Record>
class HandleTable {
 public:
  struct Id {
    std::uint32_t index = 0;
    std::uint32_t generation = 0;
  };

  /// Stores `record` and returns its id.
  Id add(Record record) {
    std::uint32_t index;
    if (!free_.empty()) {
      index = free_.back();
      free_.pop_back();
      slots_[index].record = std::move(record);
      slots_[index].alive = true;
    } else {
      index = std::uint32_t(slots_.size());
      slots_.push_back(Slot{std::move(record), 1, true});
    }
    ++live_;
    return {index, slots_[index].generation};
  }

  /// Frees the record of a valid id (check it with get() first).
  void remove(std::uint32_t index) {
    Slot& slot = slots_[index];
    slot.alive = false;
    slot.record = Record();
    if (++slot.generation == 0) slot.generation = 1;
    free_.push_back(index);
    --live_;
  }

  /// The record, or nullptr when the id is null, stale or out of range.
  [[nodiscard]] Record* find(std::uint32_t index, std::uint32_t generation) {
    if (index >= slots_.size()) return nullptr;
    Slot& slot = slots_[index];
    return slot.alive && slot.generation == generation ? &slot.record : nullptr;
  }
  [[nodiscard]] const Record* find(std::uint32_t index, std::uint32_t generation) const {
    return const_cast<HandleTable*>(this)->find(index, generation);
  }

  /// The record; throws arbor::Error naming `kind` when the id does not name a live record.
  [[nodiscard]] Record& get(std::uint32_t index, std::uint32_t generation, const char* kind) {
    if (Record* record = find(index, generation)) return *record;
    throw Error(describe_invalid(index, generation, kind));
  }
  [[nodiscard]] const Record& get(std::uint32_t index, std::uint32_t generation,
                                  const char* kind) const {
    return const_cast<HandleTable*>(this)->get(index, generation, kind);
  }

  [[nodiscard]] bool is_alive(std::uint32_t index) const {
    return index < slots_.size() && slots_[index].alive;
  }
  [[nodiscard]] std::uint32_t generation(std::uint32_t index) const {
    return slots_[index].generation;
  }
  /// The record in a live slot (by index, for iteration).
  [[nodiscard]] Record& at(std::uint32_t index) { return slots_[index].record; }
  [[nodiscard]] const Record& at(std::uint32_t index) const { return slots_[index].record; }
  /// Slots ever used (live or free): iterate with is_alive().
  [[nodiscard]] std::uint32_t slot_count() const { return std::uint32_t(slots_.size()); }
  [[nodiscard]] std::size_t size() const { return live_; }

 private:
  struct Slot {
    Record record;
    std::uint32_t generation = 1;
    bool alive = false;
  };

  std::string describe_invalid(std::uint32_t index, std::uint32_t generation,
                               const char* kind) const {
    const std::string name = std::string(kind) + " handle (slot " + std::to_string(index) +
                             ", generation " + std::to_string(generation) + ")";
    if (generation == 0) return "null " + std::string(kind) + " handle";
    if (index >= slots_.size()) return name + " was never made by this server";
    if (slots_[index].generation != generation || !slots_[index].alive) {
      return name + " is stale: its " + kind + " was freed";
    }
    return name + " is not valid";
  }

  std::vector<Slot> slots_;
  std::vector<std::uint32_t> free_;
  std::size_t live_ = 0;
};

}  // namespace arbor::physics
