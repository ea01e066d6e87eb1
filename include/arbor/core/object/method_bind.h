#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

namespace detail {
/// The object registered under an id (a node), or nullptr once it was freed.
Object* find_object(NodeId id);

template <class T>
struct IsRef : std::false_type {};
template <class T>
struct IsRef<Ref<T>> : std::true_type {};

/// Converts a Variant to a method argument of type T (Godot's conversion rules; an object
/// argument is looked up by its id and must have the right class).
template <class T>
auto from_variant(const Variant& value) {
  using U = std::remove_cvref_t<T>;
  if constexpr (std::is_same_v<U, Variant>) {
    return value;
  } else if constexpr (std::is_pointer_v<U> &&
                       std::is_base_of_v<Object, std::remove_pointer_t<U>>) {
    if (value.get_type() == Variant::NIL) return static_cast<U>(nullptr);
    auto* typed = dynamic_cast<U>(value.get_object());
    if (!typed)
      throw Error("expected an object of class " +
                  std::remove_pointer_t<U>::get_class_info_static().name.str());
    return typed;
  } else if constexpr (IsRef<U>::value) {
    using Held = typename U::element_type;
    if (value.get_type() == Variant::NIL) return U();
    auto* typed = dynamic_cast<Held*>(value.get_object());
    if (!typed)
      throw Error("expected an object of class " + Held::get_class_info_static().name.str());
    return U(typed);
  } else if constexpr (std::is_enum_v<U>) {
    return static_cast<U>(static_cast<std::int64_t>(value));
  } else if constexpr (std::is_integral_v<U> && !std::is_same_v<U, bool> &&
                       !std::is_same_v<U, std::int64_t> && !std::is_same_v<U, std::int32_t>) {
    return static_cast<U>(static_cast<std::int64_t>(value));  // masks and other widths
  } else if constexpr (std::is_same_v<U, std::string_view>) {
    return static_cast<std::string>(value);  // lives until the call returns
  } else {
    return static_cast<U>(value);
  }
}

/// Converts a method's result to a Variant (objects by id).
template <class T>
Variant to_variant(T&& value) {
  using U = std::remove_cvref_t<T>;
  if constexpr (std::is_pointer_v<U> && std::is_base_of_v<Object, std::remove_pointer_t<U>>) {
    if (!value) return Variant();
    if constexpr (requires { value->get_instance_id(); }) {
      return Variant(value->get_instance_id());
    } else if constexpr (std::is_base_of_v<RefCounted, std::remove_pointer_t<U>>) {
      return Variant(static_cast<RefCounted*>(value));
    } else {
      static_assert(!sizeof(U*), "only nodes and RefCounted objects travel in a Variant");
    }
  } else if constexpr (std::is_enum_v<U>) {
    return Variant(static_cast<std::int64_t>(value));
  } else {
    return Variant(std::forward<T>(value));
  }
}

/// The Variant type a C++ parameter or return type maps to.
template <class T>
constexpr Variant::Type variant_type_of() {
  using U = std::remove_cvref_t<T>;
  if constexpr (std::is_same_v<U, void> || std::is_same_v<U, Variant>) {
    return Variant::NIL;
  } else if constexpr (std::is_pointer_v<U> || IsRef<U>::value) {
    return Variant::OBJECT;
  } else if constexpr (std::is_enum_v<U> || (std::is_integral_v<U> && !std::is_same_v<U, bool>)) {
    return Variant::INT;
  } else if constexpr (std::is_floating_point_v<U>) {
    return Variant::FLOAT;
  } else if constexpr (std::is_same_v<U, std::string> || std::is_same_v<U, std::string_view>) {
    return Variant::STRING;
  } else {
    return VariantTypeOf<U>::value;
  }
}
}  // namespace detail

/// A method callable by name with Variant arguments: the bridge between typed C++ methods and
/// scene files, tweens and tools. Made by ClassDB::bind_method.
class MethodBind {
 public:
  virtual ~MethodBind() = default;

  /// Calls the method on `object` (which must be of the bound class). Throws arbor::Error on a
  /// wrong argument count or an argument that does not convert.
  virtual Variant call(Object* object, std::span<const Variant> arguments) const = 0;
  /// Calls a method that takes no arguments, such as a property's getter, on `object`, which
  /// the caller has checked to be of the bound class: the checks of call() are left out for
  /// code that reads many objects of one class (saving a scene).
  virtual Variant call_unchecked(Object* object) const { return call(object, {}); }
  /// Like call_unchecked, for a method whose result is a bool, an integer or an enum: the
  /// result as an integer, without a Variant. nullopt for a method with any other result.
  [[nodiscard]] virtual std::optional<std::int64_t> call_integer_unchecked(Object* object) const {
    (void)object;
    return std::nullopt;
  }

  StringName name;
  std::vector<StringName> argument_names;
  std::vector<Variant::Type> argument_types;
  Variant::Type return_type = Variant::NIL;
  bool is_const = false;
};

namespace detail {

template <class T, class Method, class R, class... Arguments>
class MethodBindOf final : public MethodBind {
 public:
  explicit MethodBindOf(Method method) : method_(method) {
    argument_types = {variant_type_of<Arguments>()...};
    return_type = variant_type_of<R>();
  }

  Variant call(Object* object, std::span<const Variant> arguments) const override {
    if (arguments.size() != sizeof...(Arguments)) {
      throw Error("call: method '" + name.str() + "' takes " +
                  std::to_string(sizeof...(Arguments)) + " arguments, got " +
                  std::to_string(arguments.size()));
    }
    // ARBOR_CLASS checks that every declared base is a real base, so an object whose class
    // inherits T's ClassInfo is a T.
    if (!object || !object->get_class_info().inherits(T::get_class_info_static())) {
      throw Error("call: method '" + name.str() + "' called on an object of another class");
    }
    return invoke(static_cast<T*>(object), arguments, std::index_sequence_for<Arguments...>());
  }

  Variant call_unchecked(Object* object) const override {
    if constexpr (sizeof...(Arguments) == 0) {
      return invoke(static_cast<T*>(object), {}, std::index_sequence<>());
    } else {
      return call(object, {});  // throws: the method takes arguments
    }
  }

  [[nodiscard]] std::optional<std::int64_t> call_integer_unchecked(Object* object) const override {
    using U = std::remove_cvref_t<R>;
    if constexpr (sizeof...(Arguments) == 0 && (std::is_integral_v<U> || std::is_enum_v<U>)) {
      return static_cast<std::int64_t>((static_cast<T*>(object)->*method_)());
    } else {
      return std::nullopt;
    }
  }

 private:
  template <std::size_t... I>
  Variant invoke(T* target, std::span<const Variant> arguments, std::index_sequence<I...>) const {
    if constexpr (std::is_void_v<R>) {
      (target->*method_)(from_variant<Arguments>(arguments[I])...);
      return Variant();
    } else {
      return to_variant((target->*method_)(from_variant<Arguments>(arguments[I])...));
    }
  }

  Method method_;
};

template <class T, class R, class... Arguments>
MethodBind* make_method_bind(R (T::*method)(Arguments...)) {
  return new MethodBindOf<T, R (T::*)(Arguments...), R, Arguments...>(method);
}
template <class T, class R, class... Arguments>
MethodBind* make_method_bind(R (T::*method)(Arguments...) const) {
  auto* bind = new MethodBindOf<T, R (T::*)(Arguments...) const, R, Arguments...>(method);
  bind->is_const = true;
  return bind;
}

}  // namespace detail

template <class... Arguments>
Variant Object::call(const StringName& method, const Arguments&... arguments) {
  const Variant values[] = {detail::to_variant(arguments)..., Variant()};
  return callv(method, std::span<const Variant>(values, sizeof...(Arguments)));
}

}  // namespace arbor
