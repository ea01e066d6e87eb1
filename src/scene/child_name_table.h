#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/string_name.h"

namespace arbor {
class Node;
}

namespace arbor::detail {

/// A parent's children by name, for parents with many children: open addressing over the
/// names' precomputed hashes, at most three quarters full. Each slot keeps the name beside the
/// node, so a probe compares interned names without touching the node; nothing allocates.
class ChildNameTable {
 public:
  [[nodiscard]] Node* find(const StringName& name) const;
  /// Adds `node` under its current name (the name must not be in the table).
  void insert(Node* node);
  /// Removes `node` if the table holds it under `name`.
  void erase(const Node* node, const StringName& name);
  [[nodiscard]] std::size_t size() const { return size_; }

 private:
  [[nodiscard]] std::size_t slot_of(const StringName& name) const;
  void grow();

  struct Slot {
    StringName name;
    Node* node = nullptr;  // nullptr = empty; kTombstone = erased
  };
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
  std::size_t used_ = 0;  // live entries plus tombstones
};

}  // namespace arbor::detail
