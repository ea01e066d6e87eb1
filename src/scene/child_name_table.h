#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/string/string_name.h"

namespace arbor {
class Node;
}

namespace arbor::detail {

/// A parent's children by name, for parents with many children: open addressing over the
/// names' precomputed hashes, at most three quarters full. An entry is four bytes: the child's
/// slot in the parent's child list (ChildList::slots) and eight more bits of its name's hash, so
/// a probe reads a child only when those bits match. Entries name slots, so a child whose slot
/// changes is moved in the table too, through a map from slots to entries that needs no probing.
/// The map also keeps the low half of each name's hash (eight bytes per slot in all), so that
/// growing the table reads no child. Only insert and shift_up allocate, as the table or the list
/// grows.
class ChildNameTable {
 public:
  /// The child named `name`; `slots` is the parent's child list.
  [[nodiscard]] Node* find(const StringName& name, Node* const* slots) const;
  /// Starts loading the entry where a lookup of a name with hash `hash` begins, so that adding
  /// a child of that name a little later finds it in the cache.
  void prefetch(std::size_t hash) const;
  /// Adds the child at `slot` under `name` (the name must not be in the table).
  void insert(const StringName& name, std::uint32_t slot);
  /// Removes the entry of the child at `slot`.
  void erase(std::uint32_t slot);
  /// Records that the children in slots [from, to) moved one slot up (to [from + 1, to + 1)),
  /// or one down (to [from - 1, to - 1)), leaving the slot they moved out of to no entry.
  void shift_up(std::uint32_t from, std::uint32_t to);
  void shift_down(std::uint32_t from, std::uint32_t to);
  /// Removes every entry, keeping the capacity.
  void clear();
  /// Makes room for `count` children in all, so that adding them does not rehash.
  void reserve(std::size_t count);
  [[nodiscard]] std::size_t size() const { return size_; }

 private:
  // Where the child at a slot is in entries_, and the low half of its name's hash.
  struct Place {
    std::uint32_t entry;
    std::uint32_t hash;
  };

  void grow(std::size_t capacity);

  std::vector<std::uint32_t> entries_;  // 0 = empty
  std::vector<Place> places_;           // places_[slot]: the child at that slot
  std::size_t size_ = 0;
  std::size_t used_ = 0;  // live entries plus tombstones
};

}  // namespace arbor::detail
