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
/// Tree order comes from Node::order_ labels (see TreeWalks::assign_labels); a node's key must not
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
  [[nodiscard]] std::size_t chunk_for(const Node* node) const;
  bool erase_linear(Node* node);

  ListOrder order_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::size_t size_ = 0;
  std::uint64_t erase_count_ = 0;
};

}  // namespace arbor::detail
