// Typed, generational handles to the physics servers' objects.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

#include "arbor/core/object/rid.h"

namespace arbor {

/// The id of one physics server object: a slot index and the generation of that slot when the
/// object was made. A slot's generation grows each time its object is freed, so a handle kept
/// after its object was freed is detected (an arbor::Error naming the handle), never taken for
/// the slot's next object. The default handle (generation 0) is null. `Tag` makes each kind of
/// handle its own type: a BodyHandle3D never passes for a ShapeHandle3D.
template <class Tag>
class PhysicsHandle {
 public:
  constexpr PhysicsHandle() = default;
  constexpr PhysicsHandle(std::uint32_t index, std::uint32_t generation)
      : index_(index), generation_(generation) {}

  /// What the handle names, for messages ("3D body", "2D shape", ...).
  static constexpr const char* kind_name() { return Tag::kName; }

  [[nodiscard]] constexpr std::uint32_t index() const { return index_; }
  [[nodiscard]] constexpr std::uint32_t generation() const { return generation_; }
  [[nodiscard]] constexpr bool is_valid() const { return generation_ != 0; }
  [[nodiscard]] constexpr bool is_null() const { return generation_ == 0; }
  explicit constexpr operator bool() const { return generation_ != 0; }

  /// The handle as an RID (what a Variant holds): generation in the high 32 bits, so the RID's
  /// local index is the slot. A null handle is the null RID.
  [[nodiscard]] constexpr RID to_rid() const {
    return RID::from_uint64((std::uint64_t(generation_) << 32) | index_);
  }
  static constexpr PhysicsHandle from_rid(RID rid) {
    return {rid.get_local_index(), std::uint32_t(rid.get_id() >> 32)};
  }

  constexpr bool operator==(const PhysicsHandle&) const = default;
  constexpr auto operator<=>(const PhysicsHandle&) const = default;

 private:
  std::uint32_t index_ = 0;
  std::uint32_t generation_ = 0;
};

namespace physics_handle_tag {
struct Space3D {
  static constexpr const char* kName = "3D space";
};
struct Shape3D {
  static constexpr const char* kName = "3D shape";
};
struct Body3D {
  static constexpr const char* kName = "3D body";
};
struct Area3D {
  static constexpr const char* kName = "3D area";
};
struct Joint3D {
  static constexpr const char* kName = "3D joint";
};
struct Space2D {
  static constexpr const char* kName = "2D space";
};
struct Shape2D {
  static constexpr const char* kName = "2D shape";
};
struct Body2D {
  static constexpr const char* kName = "2D body";
};
struct Area2D {
  static constexpr const char* kName = "2D area";
};
struct Joint2D {
  static constexpr const char* kName = "2D joint";
};
}  // namespace physics_handle_tag

/// A world bodies and areas live in (what a World3D holds).
using SpaceHandle3D = PhysicsHandle<physics_handle_tag::Space3D>;
/// Collision geometry, shared by any number of bodies and areas (see shape_3d_data.h).
using ShapeHandle3D = PhysicsHandle<physics_handle_tag::Shape3D>;
/// A static, kinematic or rigid body. Bodies and areas share one table: their RIDs never clash.
using BodyHandle3D = PhysicsHandle<physics_handle_tag::Body3D>;
/// A region that reports what enters it and may override gravity and damping.
using AreaHandle3D = PhysicsHandle<physics_handle_tag::Area3D>;
/// A constraint between two bodies.
using JointHandle3D = PhysicsHandle<physics_handle_tag::Joint3D>;
using SpaceHandle2D = PhysicsHandle<physics_handle_tag::Space2D>;
using ShapeHandle2D = PhysicsHandle<physics_handle_tag::Shape2D>;
using BodyHandle2D = PhysicsHandle<physics_handle_tag::Body2D>;
using AreaHandle2D = PhysicsHandle<physics_handle_tag::Area2D>;
using JointHandle2D = PhysicsHandle<physics_handle_tag::Joint2D>;

}  // namespace arbor

template <class Tag>
struct std::hash<arbor::PhysicsHandle<Tag>> {
  std::size_t operator()(const arbor::PhysicsHandle<Tag>& handle) const noexcept {
    return std::hash<std::uint64_t>()((std::uint64_t(handle.generation()) << 32) | handle.index());
  }
};
