// HandleTable: the rendering server's objects of one kind, addressed by generational handles.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"

namespace arbor::rendering {

/// "mesh #3:2" / "mesh #3:2 'res://box.tres'" for messages.
template <class Handle>
std::string handle_text(Handle handle) {
  return std::string(Handle::kind_name()) + " #" + std::to_string(handle.index()) + ":" +
         std::to_string(handle.generation());
}

/// Records of one kind in slots of stable address (chunks of 256), each with a generation that
/// grows when its record is freed. Lookups of a null, freed or unknown handle throw arbor::Error
/// naming the server method and the handle.
template <class Handle, class Record>
class HandleTable {
 public:
  struct Slot {
    Record record{};
    std::uint32_t generation = 0;  // of the live record, or of the last one freed
    std::uint32_t next_free = kNone;
    bool alive = false;
  };

  Handle create(Record record) {
    std::uint32_t index;
    if (free_head_ != kNone) {
      index = free_head_;
      free_head_ = slot_at(index).next_free;
    } else {
      index = count_++;
      if ((index >> kChunkShift) >= chunks_.size()) {
        chunks_.push_back(std::make_unique<Slot[]>(kChunkSize));
      }
    }
    Slot& slot = slot_at(index);
    slot.record = std::move(record);
    slot.generation = slot.generation + 1 == 0 ? 1 : slot.generation + 1;
    slot.alive = true;
    ++alive_;
    return Handle(index, slot.generation);
  }

  [[nodiscard]] Record* find(Handle handle) {
    Slot* slot = live_slot(handle);
    return slot ? &slot->record : nullptr;
  }
  [[nodiscard]] const Record* find(Handle handle) const {
    return const_cast<HandleTable*>(this)->find(handle);
  }
  [[nodiscard]] bool alive(Handle handle) const { return find(handle) != nullptr; }

  Record& get(Handle handle, const char* method) {
    if (Slot* slot = live_slot(handle)) return slot->record;
    throw Error(dead_message(handle, method));
  }
  const Record& get(Handle handle, const char* method) const {
    return const_cast<HandleTable*>(this)->get(handle, method);
  }

  /// The live record in slot `index` (for walks over what refers to slots).
  [[nodiscard]] Record* at_index(std::uint32_t index) {
    if (index >= count_) return nullptr;
    Slot& slot = slot_at(index);
    return slot.alive ? &slot.record : nullptr;
  }
  [[nodiscard]] Handle handle_at(std::uint32_t index) const {
    return Handle(index, const_cast<HandleTable*>(this)->slot_at(index).generation);
  }

  /// Releases the record (its memory too) and bumps the slot's generation on reuse.
  void destroy(Handle handle, const char* method) {
    Slot* slot = live_slot(handle);
    if (!slot) throw Error(dead_message(handle, method));
    slot->record = Record{};
    slot->alive = false;
    slot->next_free = free_head_;
    free_head_ = handle.index();
    --alive_;
  }

  /// Calls fn(handle, record) for each live record, in slot order.
  template <class Fn>
  void for_each(Fn&& fn) {
    for (std::uint32_t index = 0; index < count_; ++index) {
      Slot& slot = slot_at(index);
      if (slot.alive) fn(Handle(index, slot.generation), slot.record);
    }
  }
  template <class Fn>
  void for_each(Fn&& fn) const {
    const_cast<HandleTable*>(this)->for_each(
        [&](Handle handle, const Record& record) { fn(handle, record); });
  }

  [[nodiscard]] int size() const { return alive_; }

  std::string dead_message(Handle handle, const char* method) const {
    std::string what = std::string("RenderingServer::") + method + ": ";
    if (handle.is_null()) return what + "the " + Handle::kind_name() + " handle is null";
    what += handle_text(handle);
    if (handle.index() < count_ &&
        const_cast<HandleTable*>(this)->slot_at(handle.index()).generation >= handle.generation()) {
      return what + " is stale: that " + Handle::kind_name() + " was freed";
    }
    return what + " was not made by this server";
  }

 private:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  static constexpr std::uint32_t kChunkShift = 8;
  static constexpr std::uint32_t kChunkSize = 1u << kChunkShift;

  Slot& slot_at(std::uint32_t index) {
    return chunks_[index >> kChunkShift][index & (kChunkSize - 1)];
  }
  Slot* live_slot(Handle handle) {
    if (handle.is_null() || handle.index() >= count_) return nullptr;
    Slot& slot = slot_at(handle.index());
    return slot.alive && slot.generation == handle.generation() ? &slot : nullptr;
  }

  std::vector<std::unique_ptr<Slot[]>> chunks_;
  std::uint32_t count_ = 0;
  std::uint32_t free_head_ = kNone;
  int alive_ = 0;
};

}  // namespace arbor::rendering
