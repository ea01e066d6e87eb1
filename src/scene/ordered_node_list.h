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
///
/// A list may mark some entries as needing care (a predicate given at construction, computed
/// when the node is inserted or updated): a walk takes a fast path for the others.
class OrderedNodeList {
 public:
  /// An entry: the node's address, its lowest bit set when the node needs care.
  using Entry = std::uintptr_t;
  using NeedsCare = bool (*)(const Node*);

  explicit OrderedNodeList(ListOrder order, NeedsCare needs_care = nullptr)
      : order_(order), needs_care_(needs_care) {}

  static Node* node_of(Entry entry) { return reinterpret_cast<Node*>(entry & ~Entry(1)); }
  static bool needs_care(Entry entry) { return (entry & 1) != 0; }

  void insert(Node* node);
  /// Erases `node`; returns false when it was not in the list.
  bool erase(Node* node);
  /// Marks `node` again as needing care or not, after a change of what the predicate reads.
  void update(Node* node);
  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] Node* front() const;
  /// Replaces `out`'s contents with the list's nodes in order (reusing its capacity).
  void copy_to(std::vector<Node*>& out) const;
  /// Makes every walk in progress go on over a copy, as a change to the list would (for
  /// changes elsewhere that the walks' fast path must not miss, such as pausing).
  void interrupt_walks() { detach_walks(); }

  class Walk;

  template <class F>
  void for_each(F&& fn) const {
    for (const auto& chunk : chunks_) {
      for (std::uint32_t i = 0; i < chunk->size; ++i) fn(node_of(chunk->items[i]));
    }
  }

 private:
  static constexpr std::uint32_t kChunkCapacity = 512;
  struct Chunk {
    std::uint32_t size = 0;
    Entry items[kChunkCapacity];
  };

  [[nodiscard]] bool less(const Node* a, const Node* b) const;
  [[nodiscard]] Entry entry_of(Node* node) const;
  // Before a change: every walk in progress that still reads the chunks takes a copy instead.
  void detach_walks();
  [[nodiscard]] std::size_t chunk_for(const Node* node) const;
  // The entry of `node`, or nullptr.
  Entry* find(const Node* node);
  bool erase_linear(Node* node);

  ListOrder order_;
  NeedsCare needs_care_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::size_t size_ = 0;
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
    return node_of(items_[index - first_]);
  }

  /// Calls `fn(entry)` for the entries in order, straight from the live chunks, until the list
  /// changes (or the end). Returns the index of the first node not visited: the walk goes on
  /// from there with at(), over the copy. A node is visited at most once.
  template <class Fn>
  std::size_t visit_live(Fn&& fn) {
    std::size_t index = 0;
    for (std::size_t c = 0; c < list_.chunks_.size(); ++c) {
      const Chunk& chunk = *list_.chunks_[c];
      const std::uint32_t count = chunk.size;
      for (std::uint32_t i = 0; i < count; ++i) {
        // Walks are bound by memory latency: fetch nodes a few entries ahead.
        if (i + kAhead < count) {
          // A node's first lines: its header and a subclass's first members.
          const char* ahead = reinterpret_cast<const char*>(node_of(chunk.items[i + kAhead]));
          __builtin_prefetch(ahead);
          __builtin_prefetch(ahead + 64);
          __builtin_prefetch(ahead + 128);
        }
        fn(chunk.items[i]);
        if (copied_) return index + i + 1;
      }
      index += count;
    }
    return index;
  }

 private:
  friend class OrderedNodeList;
  static constexpr std::uint32_t kAhead = 8;

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

  // The chunk being read: its position, the flat index of its first node, its entries.
  std::size_t chunk_ = 0;
  std::size_t first_ = 0;
  const Entry* items_ = nullptr;
  std::size_t count_ = 0;
  bool copied_ = false;
};

}  // namespace arbor::detail
