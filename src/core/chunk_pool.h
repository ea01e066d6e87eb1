#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "core/page_population.h"

namespace arbor::detail {

/// Records addressed by 32-bit slots, in chunks of `Chunk::kSlots` that never move, so that
/// reading or writing a record takes no lock and records allocated together lie together.
/// allocate and release take a lock. A chunk whose last record is released is freed unless it
/// is the only chunk with room, so memory follows the live count. `Chunk` lays its records out
/// as it likes (one array or several) and lends one 32-bit field of a free record to the free
/// list: `std::uint32_t& free_link(std::uint32_t offset)`.
template <class Chunk, std::uint32_t kMaxChunks>
class ChunkPool {
 public:
  static constexpr std::uint32_t kSlots = Chunk::kSlots;
  static constexpr std::uint32_t kMaxSlots = kSlots * kMaxChunks;

  /// `what` names the records in the error thrown when they run out. Constant-initialisable, so
  /// that a pool can be a `constinit` global, there before any node and without an init guard.
  explicit constexpr ChunkPool(const char* what) : what_(what) {}
  ChunkPool(const ChunkPool&) = delete;
  ChunkPool& operator=(const ChunkPool&) = delete;
  ~ChunkPool() {
    for (Chunk* chunk : chunks_) free_storage(chunk);
  }

  [[nodiscard]] Chunk& chunk(std::uint32_t slot) const { return *chunks_[slot / kSlots]; }
  /// How many chunks the pool holds now.
  [[nodiscard]] std::size_t chunk_count() const { return books_.size() - spare_ids_.size(); }
  [[nodiscard]] static std::uint32_t offset(std::uint32_t slot) { return slot % kSlots; }

  /// A free slot; its record holds whatever its last user left.
  std::uint32_t allocate() {
    std::lock_guard lock(mutex_);
    if (open_.empty()) open_.push_back(new_chunk());
    const std::uint32_t id = open_.back();
    Book& book = books_[id];
    std::uint32_t at = book.bump;
    if (book.free_head != kNoFree) {
      at = book.free_head;
      book.free_head = chunks_[id]->free_link(at);
    } else {
      ++book.bump;
    }
    if (++book.live == kSlots) open_.pop_back();
    return id * kSlots + at;
  }

  /// Returns a slot from allocate() for reuse.
  void release(std::uint32_t slot) {
    std::lock_guard lock(mutex_);
    const std::uint32_t id = slot / kSlots;
    Book& book = books_[id];
    if (book.live == kSlots) open_.push_back(id);
    chunks_[id]->free_link(offset(slot)) = book.free_head;
    book.free_head = offset(slot);
    if (--book.live == 0 && open_.size() > 1) free_chunk(id);
  }

 private:
  static constexpr std::uint32_t kNoFree = 0xFFFFFFFFu;

  // A chunk is storage that no constructor writes: allocate() hands out records as their last
  // user left them (or as the system gave them), and the stores write every field of a record
  // they hand out before reading it. A chunk of 4,096 transforms would otherwise be written
  // whole when it is made, and written again record by record as nodes take them. Chunk is an
  // implicit-lifetime type, so the storage holds one as soon as it is allocated.
  static_assert(std::is_trivially_copyable_v<Chunk> && std::is_trivially_destructible_v<Chunk>);
  static_assert(alignof(Chunk) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);

  // A chunk's pages are backed in one request, not faulted in record by record as nodes take
  // them: on a virtual machine a page fault can cost microseconds.
  static Chunk* new_storage() {
    void* memory = ::operator new(sizeof(Chunk));
    populate_pages(memory, sizeof(Chunk));
    return static_cast<Chunk*>(memory);
  }
  static void free_storage(Chunk* chunk) { ::operator delete(chunk); }

  struct Book {
    std::uint32_t live = 0;
    std::uint32_t bump = 0;  // offsets from here on were never handed out
    std::uint32_t free_head = kNoFree;
  };

  std::uint32_t new_chunk() {
    std::uint32_t id = 0;
    if (!spare_ids_.empty()) {
      id = spare_ids_.back();
      spare_ids_.pop_back();
    } else if (books_.size() < kMaxChunks) {
      id = std::uint32_t(books_.size());
      books_.emplace_back();
    } else {
      throw Error(std::string("more than ") + std::to_string(kMaxSlots) + " " + what_ +
                  " are alive at once");
    }
    chunks_[id] = new_storage();
    books_[id] = Book{};
    return id;
  }

  void free_chunk(std::uint32_t id) {
    open_.erase(std::find(open_.begin(), open_.end(), id));
    free_storage(chunks_[id]);
    chunks_[id] = nullptr;
    spare_ids_.push_back(id);
  }

  const char* what_;
  std::mutex mutex_;
  std::vector<Book> books_;               // per chunk id
  std::vector<std::uint32_t> open_;       // chunks with room; allocation takes the last
  std::vector<std::uint32_t> spare_ids_;  // ids of freed chunks
  std::array<Chunk*, kMaxChunks> chunks_{};
};

/// Holds a T that is never destroyed (a process-wide pool that objects destroyed at exit may
/// still use), constant-initialised when T's constructor allows.
template <class T>
union NeverDestroyed {
  template <class... Args>
  explicit constexpr NeverDestroyed(Args&&... args) : value(std::forward<Args>(args)...) {}
  NeverDestroyed(const NeverDestroyed&) = delete;
  NeverDestroyed& operator=(const NeverDestroyed&) = delete;
  ~NeverDestroyed() {}
  T value;
};

}  // namespace arbor::detail
