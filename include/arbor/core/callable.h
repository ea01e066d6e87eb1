// Callable: a method of an object, by name, as a value (Godot 4's Callable, Variant::CALLABLE).
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <string>
#include <utility>

#include "arbor/core/method_bind.h"
#include "arbor/core/node_id.h"
#include "arbor/core/object_ref.h"
#include "arbor/core/string_name.h"
#include "arbor/core/variant.h"

namespace arbor {

/// A method of an object named as a value, so that it can be stored in a Variant, a property or
/// an Array and called later: `Callable(player, "take_damage").call(10)`. The object is held as a
/// Variant holds one (ObjectRef): a node by its id, so a Callable outlives its node safely and
/// simply stops being valid; a RefCounted object by a strong reference. Godot's custom
/// callables (lambdas, bound arguments) are not values here: C++ code connects lambdas to
/// `Signal<Args...>` directly. A scene file stores any Callable as `Callable()`, as Godot does.
class Callable {
 public:
  /// The null Callable: no object, no method.
  Callable() = default;
  /// `method` of the object `target` refers to.
  Callable(ObjectRef target, StringName method)
      : object_(std::move(target)), method_(std::move(method)) {}
  /// `method` of a node (any object with an instance id); a null node gives no object.
  template <class T>
  requires requires(const T* object) {
    { object->get_instance_id() } -> std::convertible_to<NodeId>;
  }
  Callable(const T* node, StringName method)
      : Callable(ObjectRef(node ? node->get_instance_id() : NodeId()), std::move(method)) {}
  /// `method` of a RefCounted object, which the Callable keeps alive.
  Callable(RefCounted* object, StringName method);

  /// Godot: no object and no method.
  [[nodiscard]] bool is_null() const { return object_.is_null() && method_.is_empty(); }
  /// The object is alive and its class binds the method.
  [[nodiscard]] bool is_valid() const;
  /// The object, or nullptr when there is none or the node was freed.
  [[nodiscard]] Object* get_object() const { return object_.get(); }
  /// The node's id; a null id for a RefCounted object or none.
  [[nodiscard]] NodeId get_object_id() const { return object_.node_id(); }
  [[nodiscard]] const ObjectRef& get_object_ref() const { return object_; }
  [[nodiscard]] const StringName& get_method() const { return method_; }

  /// Calls the method with `arguments` through ClassDB. Throws arbor::Error when the Callable is
  /// null, its object was freed, or the method is missing or does not take the arguments.
  Variant callv(std::span<const Variant> arguments) const;
  Variant callv(const Array& arguments) const;
  template <class... Arguments>
  Variant call(const Arguments&... arguments) const {
    const Variant values[] = {detail::to_variant(arguments)..., Variant()};
    return callv(std::span<const Variant>(values, sizeof...(Arguments)));
  }

  /// Godot's str(): "Node3D::jump", "null::jump" once the object is gone, "null::null" when null.
  [[nodiscard]] std::string to_string() const;
  [[nodiscard]] std::size_t hash() const;

  friend bool operator==(const Callable& a, const Callable& b) {
    return a.object_ == b.object_ && a.method_ == b.method_;
  }
  /// Godot's order: by object, then by method (by text here).
  friend bool operator<(const Callable& a, const Callable& b) {
    if (a.object_ != b.object_) return a.object_ < b.object_;
    return a.method_.view() < b.method_.view();
  }

 private:
  ObjectRef object_;
  StringName method_;
};

}  // namespace arbor
