#pragma once

#include <cstdint>
#include <functional>

namespace arbor {

/// A process-unique node identity. Ids are never reused, so a stale id never names a newer node;
/// 0 is never a valid id.
struct NodeId {
  std::uint64_t value = 0;

  [[nodiscard]] bool is_valid() const { return value != 0; }
  friend bool operator==(NodeId a, NodeId b) = default;
  friend auto operator<=>(NodeId a, NodeId b) = default;
};

}  // namespace arbor

template <>
struct std::hash<arbor::NodeId> {
  std::size_t operator()(arbor::NodeId id) const noexcept {
    return std::hash<std::uint64_t>()(id.value);
  }
};
