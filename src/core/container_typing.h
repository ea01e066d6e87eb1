// The element-type check shared by typed Arrays and Dictionaries (Godot's ContainerTypeValidate).
#pragma once

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/variant.h"
#include "variant_internal.h"

namespace arbor::detail {

/// The element type of a typed container: a Variant::Type (NIL: any), a class name for
/// Objects, and the script a scene file named for it.
struct ContainerType {
  Variant::Type type = Variant::NIL;
  StringName class_name;
  Variant script;

  [[nodiscard]] bool is_typed() const { return type != Variant::NIL; }
  [[nodiscard]] bool same_as(const ContainerType& other) const {
    return type == other.type && class_name == other.class_name;
  }

  /// Converts `value` to this type where Godot does (int -> float, String <-> StringName, nil
  /// -> Object) and throws arbor::Error where Godot refuses.
  void validate(Variant& value, const char* operation) const {
    if (type == Variant::NIL || value.get_type() == type) return;
    if (type == Variant::OBJECT && value.get_type() == Variant::NIL) return;
    if (type == Variant::FLOAT && value.get_type() == Variant::INT) {
      value = static_cast<double>(value);
    } else if (type == Variant::STRING && value.get_type() == Variant::STRING_NAME) {
      value = static_cast<StringName>(value).str();
    } else if (type == Variant::STRING_NAME && value.get_type() == Variant::STRING) {
      value = static_cast<StringName>(value);
    } else {
      throw Error(std::string("Attempted to ") + operation + " a value of type '" +
                  Variant::get_type_name(value.get_type()) + "' into a typed container of '" +
                  Variant::get_type_name(type) + "'.");
    }
  }
};

/// The value a typed container grows with: the type's default (0, 0.0, "", Vector2()...).
inline Variant default_of(Variant::Type type) {
  Variant out;
  dispatch_variant_type(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_void_v<T> && !std::is_same_v<T, ObjectRef>) out = Variant(T());
  });
  return out;
}

}  // namespace arbor::detail
