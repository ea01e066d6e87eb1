// ScenePathMap: the nodes of a scene being built, by the paths its file names them with.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "arbor/core/string_name.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// Paths such as `parent="Body/Arm"` mapped to the nodes they lead to: open addressing over the
/// paths' hashes, at most half full. Keys view strings of the SceneState being instantiated,
/// which outlives the map. A null node is a path looked up and found missing.
class ScenePathMap {
 public:
  /// The slot for `path`: its node, or nullptr when the path was not seen before (set it).
  Node*& operator[](std::string_view path) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    const std::size_t hash = StringName::hash_text(path);
    Slot* slot = probe(slots_, path, hash);
    if (!slot->used) {
      *slot = {path, hash, nullptr, true};
      ++size_;
    }
    return slot->node;
  }

 private:
  struct Slot {
    std::string_view path;
    std::size_t hash = 0;
    Node* node = nullptr;
    bool used = false;
  };

  static Slot* probe(std::vector<Slot>& slots, std::string_view path, std::size_t hash) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
      Slot& slot = slots[at];
      if (!slot.used || (slot.hash == hash && slot.path == path)) return &slot;
    }
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : old.size() * 2, Slot{});
    for (const Slot& slot : old) {
      if (slot.used) *probe(slots_, slot.path, slot.hash) = slot;
    }
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

}  // namespace arbor::detail
