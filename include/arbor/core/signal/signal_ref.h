// SignalRef: a signal of an object, by name, as a value (Godot 4's Signal, Variant::SIGNAL).
#pragma once

#include <concepts>
#include <cstddef>
#include <span>
#include <string>
#include <utility>

#include "arbor/core/object/method_bind.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/object_ref.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// A signal of an object named as a value, what a SIGNAL Variant holds: `SignalRef(door,
/// "opened").emit()`. It is Godot's `Signal` type; the name `Signal<Args...>` is Arbor's typed
/// signal member, which this refers to by the name ClassDB::add_signal declared it under. The
/// object is held as in Callable (a node by id, a RefCounted by strong reference). Connect by
/// name with Node::connect. A scene file stores any SignalRef as `Signal()`, as Godot does.
class SignalRef {
 public:
  /// The null signal: no object, no name.
  SignalRef() = default;
  SignalRef(ObjectRef object, StringName name)
      : object_(std::move(object)), name_(std::move(name)) {}
  /// Signal `name` of a node (any object with an instance id).
  template <class T>
  requires requires(const T* object) {
    { object->get_instance_id() } -> std::convertible_to<NodeId>;
  }
  SignalRef(const T* node, StringName name)
      : SignalRef(ObjectRef(node ? node->get_instance_id() : NodeId()), std::move(name)) {}
  /// Signal `name` of a RefCounted object, which the SignalRef keeps alive.
  SignalRef(RefCounted* object, StringName name);

  /// Godot: no object and no name.
  [[nodiscard]] bool is_null() const { return object_.is_null() && name_.is_empty(); }
  /// The object, or nullptr when there is none or the node was freed.
  [[nodiscard]] Object* get_object() const { return object_.get(); }
  [[nodiscard]] NodeId get_object_id() const { return object_.node_id(); }
  [[nodiscard]] const ObjectRef& get_object_ref() const { return object_; }
  [[nodiscard]] const StringName& get_name() const { return name_; }

  /// Emits the signal with `arguments`, each converted to the signal's parameter type. Throws
  /// arbor::Error when the object is gone, its class declares no such signal with its member
  /// (ClassDB::add_signal), or the argument count differs.
  void emitv(std::span<const Variant> arguments) const;
  template <class... Arguments>
  void emit(const Arguments&... arguments) const {
    const Variant values[] = {detail::to_variant(arguments)..., Variant()};
    emitv(std::span<const Variant>(values, sizeof...(Arguments)));
  }

  /// Godot's str(): "Node3D::[signal]moved", "null::[signal]moved" once the object is gone.
  [[nodiscard]] std::string to_string() const;
  [[nodiscard]] std::size_t hash() const;

  friend bool operator==(const SignalRef& a, const SignalRef& b) {
    return a.object_ == b.object_ && a.name_ == b.name_;
  }
  /// Godot's order: by object, then by name (by text here).
  friend bool operator<(const SignalRef& a, const SignalRef& b) {
    if (a.object_ != b.object_) return a.object_ < b.object_;
    return a.name_.view() < b.name_.view();
  }

 private:
  ObjectRef object_;
  StringName name_;
};

}  // namespace arbor
