#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/core/object/class_info.h"
#include "arbor/core/object/method_bind.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/property_info.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// The registry of classes: names, bases, methods callable by name, properties (with their
/// setter and getter methods) and signals, and instantiation by class name.
///
/// A class registers with ClassDB::register_class<T>(), which registers its bases first and
/// runs T::_bind_methods() if T declares one (a class without one has its base's bindings):
///   static void _bind_methods() {
///     ClassDB::bind_method(D_METHOD("set_speed", "speed"), &Player::set_speed);
///     ClassDB::bind_method(D_METHOD("get_speed"), &Player::get_speed);
///     ClassDB::add_property(PropertyInfo(Variant::FLOAT, "speed"), "set_speed", "get_speed");
///     ClassDB::add_signal(MethodInfo("hit", PropertyInfo(Variant::INT, "damage")));
///   }
/// Arbor's own classes are registered on first use of ClassDB. Registration and lookups are
/// thread-safe (one lock; a lookup by name costs a hash probe per class level).
class ClassDB {
 public:
  /// One property of a class, with its accessor methods.
  struct Property {
    PropertyInfo info;
    StringName setter;
    StringName getter;
    const MethodBind* set = nullptr;
    const MethodBind* get = nullptr;
    /// For an indexed property (Godot's ADD_PROPERTYI) the first argument of its setter and
    /// getter (`set_flag(FLAG_UNSHADED, value)`); -1 for a plain one.
    int index = -1;

    /// The value, read through the getter (with the index when there is one).
    [[nodiscard]] Variant get_value(Object* object) const;
    /// Sets the value through the setter (with the index when there is one); throws what the
    /// setter throws.
    void set_value(Object* object, const Variant& value) const;
  };

  template <class T>
  static void register_class() {
    static_assert(std::is_base_of_v<Object, T>, "register_class takes an Object type");
    if (class_exists(T::get_class_info_static().name)) return;
    if constexpr (!std::is_same_v<T, Object>) register_class<typename T::arbor_base_class>();
    Object* (*create)() = nullptr;
    if constexpr (std::is_default_constructible_v<T> && !std::is_abstract_v<T>) {
      create = [] { return static_cast<Object*>(new T()); };
    }
    void (*bind)() = nullptr;
    if constexpr (!std::is_same_v<T, Object>) {
      if constexpr (&T::_bind_methods != &T::arbor_base_class::_bind_methods)
        bind = &T::_bind_methods;
    }
    register_class_info(T::get_class_info_static(), create, bind);
  }

  /// Binds a method of the class being registered (or of T's class) under a name.
  template <class Method>
  static void bind_method(const MethodDefinition& definition, Method method) {
    MethodBind* bind = detail::make_method_bind(method);
    bind->name = definition.name;
    bind->argument_names = definition.arguments;
    add_method(class_of_method(method), std::unique_ptr<MethodBind>(bind));
  }

  /// Adds a property to the class being registered; setter and getter name methods bound before.
  static void add_property(const PropertyInfo& info, const StringName& setter,
                           const StringName& getter);
  /// Adds an indexed property (Godot's ADD_PROPERTYI): the setter and getter take `index` as
  /// their first argument, so one pair of methods serves a family of properties
  /// (`set_flag(FLAG_UNSHADED, true)` behind `flags_unshaded`).
  static void add_property(const PropertyInfo& info, const StringName& setter,
                           const StringName& getter, int index);
  /// Declares a signal of the class being registered.
  static void add_signal(const MethodInfo& signal);
  /// Declares a signal and the typed member that emits it, so that it can be connected by name
  /// (Node::connect("hit", target, "on_hit")): each argument reaches the target method as a
  /// Variant. A connection without binds or unbinds calls the method with the signal's
  /// arguments as they are, with no copy beyond the Variants themselves.
  template <class T, class... Args>
  static void add_signal(const MethodInfo& signal, Signal<Args...> T::*member) {
    using Target = typename T::arbor_callback_root;  // a node: connections die with it
    SignalAccess access;
    access.connect = [member, name = signal.name](Object* source, Object* target_object,
                                                  const StringName& method, std::uint32_t flags,
                                                  const Array& binds, int unbinds) {
      auto* target = static_cast<Target*>(target_object);
      T* emitter_owner = static_cast<T*>(source);
      Signal<Args...>& emitter = emitter_owner->*member;
      auto named = std::make_unique<ConnectionInfo>(
          ConnectionInfo{name, emitter_owner->get_instance_id(), target->get_instance_id(), method,
                         flags, Connection(), binds, unbinds});
      if (binds.is_empty() && unbinds == 0) {
        return emitter.connect_tracked(
            target,
            [target, method](Args... args) {
              const Variant values[] = {detail::to_variant(args)..., Variant()};
              target->callv(method, std::span<const Variant>(values, sizeof...(Args)));
            },
            flags, std::move(named));
      }
      return emitter.connect_tracked(
          target,
          [target, method, binds, unbinds](Args... args) {
            const Variant values[] = {detail::to_variant(args)..., Variant()};
            call_bound(target, method, std::span<const Variant>(values, sizeof...(Args)), binds,
                       unbinds);
          },
          flags, std::move(named));
    };
    access.disconnect = [member](Object* source, Connection connection) {
      return (static_cast<T*>(source)->*member).disconnect(connection);
    };
    access.is_connected = [member](Object* source, Connection connection) {
      return (static_cast<T*>(source)->*member).is_connected(connection);
    };
    access.emit = [member, name = signal.name](Object* source, std::span<const Variant> arguments) {
      if (arguments.size() != sizeof...(Args)) {
        throw Error("emit: signal '" + name.str() + "' takes " + std::to_string(sizeof...(Args)) +
                    " arguments, got " + std::to_string(arguments.size()));
      }
      Signal<Args...>& emitter = static_cast<T*>(source)->*member;
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        emitter.emit(detail::from_variant<Args>(arguments[I])...);
      }
      (std::index_sequence_for<Args...>());
    };
    add_signal_access(signal, std::move(access));
  }

  /// How a signal declared with its member is reached by name.
  struct SignalAccess {
    /// connect(source, target, method, flags, binds, unbinds): the last `unbinds` signal
    /// arguments are dropped and `binds` appended before the call (Godot's Callable.unbind
    /// and bind); the caller has checked that the method takes the result.
    std::function<Connection(Object*, Object*, const StringName&, std::uint32_t, const Array&, int)>
        connect;
    std::function<bool(Object*, Connection)> disconnect;
    std::function<bool(Object*, Connection)> is_connected;
    /// emit(source, arguments): each argument converted to the signal's parameter type; throws
    /// arbor::Error on a wrong count.
    std::function<void(Object*, std::span<const Variant>)> emit;
  };
  /// The typed access to a signal by name, searching the class and its bases; nullptr when the
  /// signal was declared without its member (or not at all).
  [[nodiscard]] static const SignalAccess* get_signal_access(const StringName& class_name,
                                                             const StringName& signal);

  [[nodiscard]] static bool class_exists(const StringName& class_name);

  /// Binds a script file of a Godot project (`res://player.gd`, `res://Enemy.cs`) to a
  /// registered C++ class: a scene node or resource whose `script` is that file is created as
  /// `class_name`, so behaviour written in C++ runs in scenes authored in Godot's editor.
  /// Throws arbor::Error when the class is not registered.
  static void register_script(std::string_view script_path, const StringName& class_name);
  /// The class bound to a script path; empty when none is.
  [[nodiscard]] static StringName get_script_class(std::string_view script_path);
  /// The name of the nearest registered class of an object's class (itself, or the closest
  /// registered base: an unregistered subclass has its bases' bindings); empty when none is.
  [[nodiscard]] static StringName registered_class_of(const ClassInfo& info);
  /// The parent class's name, empty for Object.
  [[nodiscard]] static StringName get_parent_class(const StringName& class_name);
  [[nodiscard]] static bool is_parent_class(const StringName& class_name, const StringName& parent);
  [[nodiscard]] static bool can_instantiate(const StringName& class_name);
  /// A new instance, owned by the caller, or nullptr for an unknown or abstract class.
  [[nodiscard]] static Object* instantiate(const StringName& class_name);
  [[nodiscard]] static std::vector<StringName> get_class_list();

  /// The method by name, searching the class and then its bases; nullptr when there is none.
  [[nodiscard]] static const MethodBind* get_method(const StringName& class_name,
                                                    const StringName& method);
  [[nodiscard]] static bool class_has_method(const StringName& class_name, const StringName& method,
                                             bool no_inheritance = false);
  /// The property by name, searching the class and then its bases; nullptr when there is none.
  [[nodiscard]] static const Property* get_property(const StringName& class_name,
                                                    const StringName& property);
  /// Properties in declaration order, bases first (unless `no_inheritance`).
  [[nodiscard]] static std::vector<PropertyInfo> class_get_property_list(
      const StringName& class_name, bool no_inheritance = false);
  /// The value a pristine instance has (read once per class and kept); nil when unknown.
  [[nodiscard]] static Variant class_get_property_default_value(const StringName& class_name,
                                                                const StringName& property);
  [[nodiscard]] static bool class_has_signal(const StringName& class_name,
                                             const StringName& signal);
  [[nodiscard]] static std::optional<MethodInfo> class_get_signal(const StringName& class_name,
                                                                  const StringName& signal);
  [[nodiscard]] static std::vector<MethodInfo> class_get_signal_list(const StringName& class_name,
                                                                     bool no_inheritance = false);

  /// Installs the function that registers a library layer's classes on first use of ClassDB.
  static void add_class_registrar(void (*registrar)());

 private:
  template <class T, class R, class... A>
  static StringName class_of_method(R (T::*)(A...)) {
    return T::get_class_info_static().name;
  }
  template <class T, class R, class... A>
  static StringName class_of_method(R (T::*)(A...) const) {
    return T::get_class_info_static().name;
  }

  static void register_class_info(const ClassInfo& info, Object* (*create)(), void (*bind)());
  /// Calls `method` of `target` with the first `arguments.size() - unbinds` arguments followed
  /// by `binds` (a connection made with binds or unbinds).
  static void call_bound(Object* target, const StringName& method,
                         std::span<const Variant> arguments, const Array& binds, int unbinds);
  static void add_method(const StringName& class_name, std::unique_ptr<MethodBind> method);
  static void add_signal_access(const MethodInfo& signal, SignalAccess access);
};

}  // namespace arbor
