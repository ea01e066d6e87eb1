// ScenePathNumbers: the distinct paths a scene file names parents with, numbered.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "arbor/core/string/string_name.h"

namespace arbor::detail {

/// Numbers paths such as `parent="Body/Arm"` 0, 1, 2, ... in the order they are first met:
/// open addressing over the paths' hashes, at most half full. Keys view strings that outlive
/// the map: those of the SceneState being instantiated, or copies the caller keeps.
class ScenePathNumbers {
 public:
  /// The number of `path`, a new one (size() - 1 after the call) when it was not met before.
  std::uint32_t number(std::string_view path) {
    return number(path, [](std::string_view met) { return met; });
  }
  /// As number(), but a new path is kept as `keep(path)` returns it: a view that outlives the
  /// map, for paths in text that will not stay.
  template <class Keep>
  std::uint32_t number(std::string_view path, Keep&& keep) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    const std::size_t hash = StringName::hash_text(path);
    Slot* slot = probe(slots_, path, hash);
    if (!slot->used) *slot = {keep(path), hash, std::uint32_t(size_++), true};
    return slot->number;
  }
  [[nodiscard]] std::size_t size() const { return size_; }

 private:
  struct Slot {
    std::string_view path;
    std::size_t hash = 0;
    std::uint32_t number = 0;
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
