// ServerHandle: a typed, generational handle to an object a server owns.
#pragma once

#include <compare>
#include <cstdint>

namespace arbor {

/// A server object's handle: a slot index and the generation the slot had when the object was
/// made. `Tag` makes handles of different kinds distinct types (an AudioPlaybackHandle is not a
/// MeshHandle). A default handle is null; a handle whose object was freed is stale, and the
/// server that made it detects that (arbor::Error) rather than reaching the slot's next object.
template <class Tag>
class ServerHandle {
 public:
  constexpr ServerHandle() = default;
  constexpr ServerHandle(std::uint32_t index, std::uint32_t generation)
      : index_(index), generation_(generation) {}

  /// False for the default (null) handle; true for every handle a server made, stale or not.
  [[nodiscard]] constexpr bool is_valid() const { return generation_ != 0; }
  [[nodiscard]] constexpr bool is_null() const { return generation_ == 0; }
  [[nodiscard]] constexpr std::uint32_t get_index() const { return index_; }
  [[nodiscard]] constexpr std::uint32_t get_generation() const { return generation_; }

  constexpr bool operator==(const ServerHandle&) const = default;
  constexpr auto operator<=>(const ServerHandle&) const = default;

 private:
  std::uint32_t index_ = 0;
  std::uint32_t generation_ = 0;
};

}  // namespace arbor
