// HandleTable: the rendering server's objects of one kind, addressed by generational handles.
#pragma once

#include <cstdint>
#include <memory>
#include <new>
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
  /// A live record, or in a free slot the free list's link in its place: a slot costs its record
  /// and four bytes.
  struct Slot {
    Slot() : next_free(kNone) {}
    ~Slot() {}  // the table ends the records that live
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;

    union {
      Record record;
      std::uint32_t next_free;
    };
    /// The generation (of the live record, or of the last one freed) in bits 0-30; bit 31 set
    /// while the record lives, so that one comparison checks a handle.
    std::uint32_t state = 0;

    [[nodiscard]] bool alive() const { return (state & kAliveBit) != 0; }
    [[nodiscard]] std::uint32_t generation() const { return state & ~kAliveBit; }
  };

  HandleTable() = default;
  HandleTable(const HandleTable&) = delete;
  HandleTable& operator=(const HandleTable&) = delete;
  ~HandleTable() {
    for (std::uint32_t index = 0; index < count_; ++index) {
      Slot& slot = slot_at(index);
      if (slot.alive()) slot.record.~Record();
    }
  }

  Handle create(Record record) {
    const bool reused = free_head_ != kNone;
    const std::uint32_t index = reused ? free_head_ : count_;
    if (!reused && (index >> kChunkShift) >= chunks_.size()) add_chunk();
    Slot& slot = slot_at(index);
    const std::uint32_t next_free = slot.next_free;
    ::new (&slot.record) Record(std::move(record));
    if (reused) {
      free_head_ = next_free;
    } else {
      ++count_;
    }
    const std::uint32_t generation =
        slot.generation() == kMaxGeneration ? 1 : slot.generation() + 1;
    slot.state = generation | kAliveBit;
    ++alive_;
    return Handle(index, generation);
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
    return slot.alive() ? &slot.record : nullptr;
  }
  [[nodiscard]] Handle handle_at(std::uint32_t index) const {
    return Handle(index, const_cast<HandleTable*>(this)->slot_at(index).generation());
  }

  /// Releases the record (its memory too) and bumps the slot's generation on reuse.
  void destroy(Handle handle, const char* method) {
    Slot* slot = live_slot(handle);
    if (!slot) throw Error(dead_message(handle, method));
    slot->record.~Record();
    slot->state &= ~kAliveBit;
    slot->next_free = free_head_;
    free_head_ = handle.index();
    --alive_;
  }

  /// Calls fn(handle, record) for each live record, in slot order.
  template <class Fn>
  void for_each(Fn&& fn) {
    for (std::uint32_t index = 0; index < count_; ++index) {
      Slot& slot = slot_at(index);
      if (slot.alive()) fn(Handle(index, slot.generation()), slot.record);
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
        const_cast<HandleTable*>(this)->slot_at(handle.index()).generation() >=
            handle.generation()) {
      return what + " is stale: that " + Handle::kind_name() + " was freed";
    }
    return what + " was not made by this server";
  }

 private:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;  // ends the free list
  static constexpr std::uint32_t kAliveBit = 1u << 31;
  static constexpr std::uint32_t kMaxGeneration = kAliveBit - 1;
  static constexpr std::uint32_t kChunkShift = 8;
  static constexpr std::uint32_t kChunkSize = 1u << kChunkShift;

  // Exactly kChunkSize slots: allocated without the count an array new stores before them.
  struct ChunkDelete {
    void operator()(Slot* slots) const { std::allocator<Slot>().deallocate(slots, kChunkSize); }
  };

  void add_chunk() {
    std::unique_ptr<Slot, ChunkDelete> chunk(std::allocator<Slot>().allocate(kChunkSize));
    std::uninitialized_default_construct_n(chunk.get(), kChunkSize);
    chunks_.push_back(std::move(chunk));
  }

  Slot& slot_at(std::uint32_t index) {
    return chunks_[index >> kChunkShift].get()[index & (kChunkSize - 1)];
  }
  Slot* live_slot(Handle handle) {
    if (handle.is_null() || handle.generation() > kMaxGeneration || handle.index() >= count_) {
      return nullptr;
    }
    Slot& slot = slot_at(handle.index());
    return slot.state == (handle.generation() | kAliveBit) ? &slot : nullptr;
  }

  std::vector<std::unique_ptr<Slot, ChunkDelete>> chunks_;
  std::uint32_t count_ = 0;
  std::uint32_t free_head_ = kNone;
  int alive_ = 0;
};

}  // namespace arbor::rendering
