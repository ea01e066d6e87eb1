// Callable: a method of an object, by name, as a value (Godot 4's Callable, Variant::CALLABLE).
#pragma once

#include <concepts>
#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/object/method_bind.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/object_ref.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// A method of an object named as a value, so that it can be stored in a Variant, a property or
/// an Array and called later: `Callable(player, "take_damage").call(10)`. The object is held as a
/// Variant holds one (ObjectRef): a node by its id, so a Callable outlives its node safely and
/// simply stops being valid; a RefCounted object by a strong reference. Like Godot's, a Callable
/// can carry bound arguments and drop trailing ones (bind, unbind). Godot's other custom
/// callables (lambdas) are not values here: C++ code connects lambdas to `Signal<Args...>`
/// directly. A scene file stores any Callable as `Callable()`, as Godot does.
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

  /// Godot's bind: a Callable that appends `arguments` to the ones it is called with. As in
  /// Godot, a chain reads right to left: `c.bind(1).bind(2)` calls the method with (..., 2, 1).
  template <class... Arguments>
  [[nodiscard]] Callable bind(const Arguments&... arguments) const {
    const Variant values[] = {detail::to_variant(arguments)..., Variant()};
    return bindv(std::span<const Variant>(values, sizeof...(Arguments)));
  }
  [[nodiscard]] Callable bindv(std::span<const Variant> arguments) const;
  [[nodiscard]] Callable bindv(const Array& arguments) const;
  /// Godot's unbind: a Callable that drops the last `count` arguments it is called with, before
  /// appending its bound ones (`c.unbind(1)` takes a signal's argument and ignores it). Throws
  /// arbor::Error when `count` is below 1.
  [[nodiscard]] Callable unbind(int count) const;
  /// The arguments a call appends (after dropping the unbound ones), in the order appended.
  [[nodiscard]] Array get_bound_arguments() const;
  /// How many trailing arguments a call drops.
  [[nodiscard]] int get_unbound_arguments_count() const { return unbinds_; }

  /// Calls the method with `arguments` (less the unbound ones, plus the bound ones) through
  /// ClassDB. Throws arbor::Error when the Callable is null, its object was freed, it gets fewer
  /// arguments than it unbinds, or the method is missing or does not take the arguments.
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

  /// Same object, method, unbound count and bound arguments.
  friend bool operator==(const Callable& a, const Callable& b);
  /// Godot's order: by object, then by method (by text here); then by what is bound.
  friend bool operator<(const Callable& a, const Callable& b);

 private:
  using Bound = std::vector<Variant>;

  ObjectRef object_;
  StringName method_;
  /// Shared by copies and never changed once made; null when nothing is bound.
  std::shared_ptr<const Bound> binds_;
  int unbinds_ = 0;
};

}  // namespace arbor
