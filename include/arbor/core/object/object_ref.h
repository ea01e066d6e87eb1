// ObjectRef: what an OBJECT Variant holds.
#pragma once

#include <compare>
#include <cstddef>
#include <utility>

#include "arbor/core/object/node_id.h"

namespace arbor {

class Object;
class RefCounted;

/// A reference to an object as a Variant carries it (Godot's Variant holds objects the same
/// way): a node by its NodeId, weakly (it stops resolving once the node is freed), or a
/// RefCounted object (a resource, a timer, a tween) by a strong reference that keeps it alive.
class ObjectRef {
 public:
  ObjectRef() = default;
  explicit ObjectRef(NodeId node) : node_(node) {}
  /// Takes a reference to `counted` (null gives an empty ObjectRef).
  explicit ObjectRef(RefCounted* counted);
  ObjectRef(const ObjectRef& other);
  ObjectRef(ObjectRef&& other) noexcept
      : node_(std::exchange(other.node_, {})), counted_(std::exchange(other.counted_, nullptr)) {}
  ObjectRef& operator=(ObjectRef other) noexcept {
    std::swap(node_, other.node_);
    std::swap(counted_, other.counted_);
    return *this;
  }
  ~ObjectRef();

  /// The node's id; a null id for a RefCounted object or an empty reference.
  [[nodiscard]] NodeId node_id() const { return node_; }
  /// The RefCounted object held, or nullptr.
  [[nodiscard]] RefCounted* counted() const { return counted_; }
  /// The object, or nullptr when empty or when the node was freed.
  [[nodiscard]] Object* get() const;
  [[nodiscard]] bool is_null() const { return !node_.is_valid() && !counted_; }
  /// Consistent with ==: the node's id and the RefCounted object's address.
  [[nodiscard]] std::size_t hash() const;

  friend bool operator==(const ObjectRef& a, const ObjectRef& b) {
    return a.node_ == b.node_ && a.counted_ == b.counted_;
  }
  friend std::strong_ordering operator<=>(const ObjectRef& a, const ObjectRef& b) {
    if (auto order = a.node_ <=> b.node_; order != 0) return order;
    return std::compare_three_way()(a.counted_, b.counted_);
  }

 private:
  NodeId node_;
  RefCounted* counted_ = nullptr;
};

}  // namespace arbor
