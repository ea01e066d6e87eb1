#include "scene/ordered_node_list.h"

#include <algorithm>
#include <cstring>

#include "scene/node_lists.h"
#include "scene/tree_order.h"

namespace arbor::detail {

bool OrderedNodeList::less(const Node* a, const Node* b) const {
  if (order_ != ListOrder::TREE) {
    const int pa = priority(a, order_);
    const int pb = priority(b, order_);
    if (pa != pb) return pa < pb;
  }
  return order_of(a) < order_of(b);
}

OrderedNodeList::Entry OrderedNodeList::entry_of(Node* node) const {
  const Entry entry = reinterpret_cast<Entry>(node);
  return needs_care_ && needs_care_(node) ? entry | 1 : entry;
}

// The first chunk whose last node is not less than `node` (or the last chunk).
std::size_t OrderedNodeList::chunk_for(const Node* node) const {
  std::size_t lo = 0;
  std::size_t hi = chunks_.size();
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    const Chunk& chunk = *chunks_[mid];
    if (less(node_of(chunk.items[chunk.size - 1]), node)) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return std::min(lo, chunks_.size() - 1);
}

void OrderedNodeList::detach_walks() {
  for (Walk* walk = walks_; walk && !walk->copied_; walk = walk->outer_) {
    copy_to(walk->spare_);
    walk->copied_ = true;
  }
}

void OrderedNodeList::insert(Node* node) {
  detach_walks();
  const Entry entry = entry_of(node);
  if (chunks_.empty()) {
    chunks_.push_back(std::make_unique<Chunk>());
    chunks_.back()->items[0] = entry;
    chunks_.back()->size = 1;
    size_ = 1;
    return;
  }
  std::size_t c = chunk_for(node);
  Chunk* chunk = chunks_[c].get();
  if (chunk->size == kChunkCapacity) {
    auto upper = std::make_unique<Chunk>();
    const std::uint32_t half = kChunkCapacity / 2;
    std::memcpy(upper->items, chunk->items + half, (kChunkCapacity - half) * sizeof(Entry));
    upper->size = kChunkCapacity - half;
    chunk->size = half;
    const bool goes_up = less(node_of(chunk->items[half - 1]), node);
    chunks_.insert(chunks_.begin() + std::ptrdiff_t(c + 1), std::move(upper));
    if (goes_up) chunk = chunks_[c + 1].get();
  }
  Entry* end = chunk->items + chunk->size;
  Entry* at = std::lower_bound(chunk->items, end, node, [this](Entry a, const Node* b) {
    return less(node_of(a), b);
  });
  std::memmove(at + 1, at, std::size_t(end - at) * sizeof(Entry));
  *at = entry;
  ++chunk->size;
  ++size_;
}

OrderedNodeList::Entry* OrderedNodeList::find(const Node* node) {
  if (chunks_.empty()) return nullptr;
  Chunk& chunk = *chunks_[chunk_for(node)];
  Entry* end = chunk.items + chunk.size;
  Entry* at = std::lower_bound(chunk.items, end, node, [this](Entry a, const Node* b) {
    return less(node_of(a), b);
  });
  return at != end && node_of(*at) == node ? at : nullptr;
}

bool OrderedNodeList::erase(Node* node) {
  if (chunks_.empty()) return false;
  detach_walks();
  const std::size_t c = chunk_for(node);
  Chunk& chunk = *chunks_[c];
  Entry* end = chunk.items + chunk.size;
  Entry* at = std::lower_bound(chunk.items, end, node, [this](Entry a, const Node* b) {
    return less(node_of(a), b);
  });
  if (at == end || node_of(*at) != node) return erase_linear(node);
  std::memmove(at, at + 1, std::size_t(end - at - 1) * sizeof(Entry));
  --size_;
  if (--chunk.size == 0) chunks_.erase(chunks_.begin() + std::ptrdiff_t(c));
  return true;
}

void OrderedNodeList::update(Node* node) {
  Entry* at = find(node);
  if (!at) return;
  const Entry entry = entry_of(node);
  if (*at == entry) return;
  detach_walks();
  *at = entry;
}

// Fallback when a key changed while the node was listed (a bug elsewhere): keeps the list
// consistent rather than leaving a dangling entry.
bool OrderedNodeList::erase_linear(Node* node) {
  for (std::size_t c = 0; c < chunks_.size(); ++c) {
    Chunk& chunk = *chunks_[c];
    Entry* end = chunk.items + chunk.size;
    Entry* at = std::find_if(chunk.items, end, [node](Entry e) { return node_of(e) == node; });
    if (at == end) continue;
    std::memmove(at, at + 1, std::size_t(end - at - 1) * sizeof(Entry));
    --size_;
    if (--chunk.size == 0) chunks_.erase(chunks_.begin() + std::ptrdiff_t(c));
    return true;
  }
  return false;
}

Node* OrderedNodeList::front() const {
  return chunks_.empty() ? nullptr : node_of(chunks_.front()->items[0]);
}

void OrderedNodeList::copy_to(std::vector<Node*>& out) const {
  out.resize(size_);
  Node** cursor = out.data();
  for (const auto& chunk : chunks_) {
    for (std::uint32_t i = 0; i < chunk->size; ++i) *cursor++ = node_of(chunk->items[i]);
  }
}

}  // namespace arbor::detail
