#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace arbor {
class Node;
}

namespace arbor::detail {

/// Which key orders a list: (process priority, tree order), (physics priority, tree order), or
/// tree order alone (groups).
enum class ListOrder : std::uint8_t { PROCESS, PHYSICS, TREE };

/// The nodes of one process list or group, kept sorted incrementally in chunks of contiguous
/// pointers: iteration is an array scan, and inserting or erasing one node costs a binary search
/// plus a move inside one chunk (O(log n + chunk)), never a re-sort of the whole list.
/// Tree order comes from the nodes' order labels (see tree_order.h); a node's key must not
/// change while it is in a list (callers erase, change, then insert).
class OrderedNodeList {
 public:
  explicit OrderedNodeList(ListOrder order) : order_(order) {}

  void insert(Node* node);
  /// Erases `node`; returns false when it was not in the list.
  bool erase(Node* node);
  [[nodiscard]] std::size_t size() const { return size_; }
  /// Grows on every erase: a walk over a snapshot re-checks membership only when it changed.
  [[nodiscard]] std::uint64_t erase_count() const { return erase_count_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] Node* front() const;
  /// Replaces `out`'s contents with the list in order (reusing its capacity).
  void copy_to(std::vector<Node*>& out) const;

  class Walk;

  template <class F>
  void for_each(F&& fn) const {
    for (const auto& chunk : chunks_) {
      for (std::uint32_t i = 0; i < chunk->size; ++i) fn(chunk->items[i]);
    }
  }

 private:
  static constexpr std::uint32_t kChunkCapacity = 512;
  struct Chunk {
    std::uint32_t size = 0;
    Node* items[kChunkCapacity];
  };

  [[nodiscard]] bool less(const Node* a, const Node* b) const;
  // Before a change: every walk in progress that still reads the chunks takes a copy instead.
  void detach_walks();
  [[nodiscard]] std::size_t chunk_for(const Node* node) const;
  bool erase_linear(Node* node);

  ListOrder order_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::size_t size_ = 0;
  std::uint64_t erase_count_ = 0;
  Walk* walks_ = nullptr;  // the innermost walk in progress (walks nest)
};

/// Reads a list by index, as it was when the walk began, while callbacks may insert into it or
/// erase from it: the walk reads the live chunks (no copy in the common case) until the list
/// is first changed, which copies the list, just before the change, into `spare`.
class OrderedNodeList::Walk {
 public:
  Walk(OrderedNodeList& list, std::vector<Node*>& spare)
      : list_(list), spare_(spare), size_(list.size_), outer_(list.walks_) {
    list.walks_ = this;
  }
  ~Walk() { list_.walks_ = outer_; }
  Walk(const Walk&) = delete;
  Walk& operator=(const Walk&) = delete;

  [[nodiscard]] std::size_t size() const { return size_; }
  /// Whether the list changed since the walk began, so that nodes come from the copy.
  [[nodiscard]] bool is_copy() const { return copied_; }
  /// The node at `index`; O(1) when indices are visited in order or in reverse.
  Node* at(std::size_t index) {
    if (copied_) return spare_[index];
    if (index - first_ >= count_) seek(index);
    return items_[index - first_];
  }

 private:
  friend class OrderedNodeList;
  OrderedNodeList& list_;
  std::vector<Node*>& spare_;
  std::size_t size_;
  Walk* outer_;
  // Moves to the chunk holding `index`.
  void seek(std::size_t index) {
    while (index < first_) first_ -= list_.chunks_[--chunk_]->size;
    while (index >= first_ + list_.chunks_[chunk_]->size) first_ += list_.chunks_[chunk_++]->size;
    items_ = list_.chunks_[chunk_]->items;
    count_ = list_.chunks_[chunk_]->size;
  }

  // The chunk being read: its position, the flat index of its first node, its nodes.
  std::size_t chunk_ = 0;
  std::size_t first_ = 0;
  Node* const* items_ = nullptr;
  std::size_t count_ = 0;
  bool copied_ = false;
};

}  // namespace arbor::detail
