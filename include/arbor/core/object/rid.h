// RID: an opaque 64-bit id of a server-side resource, Godot 4's RID.
#pragma once

#include <compare>
#include <cstdint>

namespace arbor {

/// A server resource's id as a value. The default RID (id 0) is invalid; RIDs order and compare
/// by id, as in Godot. Arbor's servers hand out typed handles: an RID is what a Variant (and so
/// a property or a scene file) holds.
class RID {
 public:
  constexpr RID() = default;
  static constexpr RID from_uint64(uint64_t id) {
    RID rid;
    rid.id_ = id;
    return rid;
  }

  [[nodiscard]] constexpr bool is_valid() const { return id_ != 0; }
  [[nodiscard]] constexpr bool is_null() const { return id_ == 0; }
  [[nodiscard]] constexpr uint64_t get_id() const { return id_; }
  /// The low 32 bits of the id (Godot's RID_Owner index).
  [[nodiscard]] constexpr uint32_t get_local_index() const { return uint32_t(id_ & 0xFFFFFFFFu); }

  constexpr bool operator==(const RID&) const = default;
  constexpr auto operator<=>(const RID&) const = default;

 private:
  uint64_t id_ = 0;
};

}  // namespace arbor
