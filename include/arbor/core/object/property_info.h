#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// How an editor should present a property (Godot's PropertyHint, the common values).
enum PropertyHint : std::uint32_t {
  PROPERTY_HINT_NONE = 0,
  PROPERTY_HINT_RANGE = 1,
  PROPERTY_HINT_ENUM = 2,
  PROPERTY_HINT_ENUM_SUGGESTION = 3,
  PROPERTY_HINT_EXP_EASING = 4,
  PROPERTY_HINT_LINK = 5,
  PROPERTY_HINT_FLAGS = 6,
  PROPERTY_HINT_FILE = 13,
  PROPERTY_HINT_DIR = 14,
  PROPERTY_HINT_RESOURCE_TYPE = 17,
  PROPERTY_HINT_MULTILINE_TEXT = 18,
  PROPERTY_HINT_NODE_TYPE = 34,
};

/// Where a property is used (Godot's PropertyUsageFlags): STORAGE ones are saved with scenes,
/// EDITOR ones are shown to editors.
enum PropertyUsageFlags : std::uint32_t {
  PROPERTY_USAGE_NONE = 0,
  PROPERTY_USAGE_STORAGE = 1u << 1,
  PROPERTY_USAGE_EDITOR = 1u << 2,
  PROPERTY_USAGE_INTERNAL = 1u << 3,
  PROPERTY_USAGE_CHECKABLE = 1u << 4,
  PROPERTY_USAGE_CHECKED = 1u << 5,
  PROPERTY_USAGE_GROUP = 1u << 6,
  PROPERTY_USAGE_CATEGORY = 1u << 7,
  PROPERTY_USAGE_SUBGROUP = 1u << 8,
  PROPERTY_USAGE_NO_EDITOR = PROPERTY_USAGE_STORAGE,
  PROPERTY_USAGE_DEFAULT = PROPERTY_USAGE_STORAGE | PROPERTY_USAGE_EDITOR,
};

/// Describes one property, argument or return value: its type, name and editor hints.
struct PropertyInfo {
  Variant::Type type = Variant::NIL;
  StringName name;
  PropertyHint hint = PROPERTY_HINT_NONE;
  std::string hint_string;
  std::uint32_t usage = PROPERTY_USAGE_DEFAULT;
  StringName class_name;

  PropertyInfo() = default;
  PropertyInfo(Variant::Type type_, StringName name_, PropertyHint hint_ = PROPERTY_HINT_NONE,
               std::string hint_string_ = {}, std::uint32_t usage_ = PROPERTY_USAGE_DEFAULT,
               StringName class_name_ = {})
      : type(type_),
        name(std::move(name_)),
        hint(hint_),
        hint_string(std::move(hint_string_)),
        usage(usage_),
        class_name(std::move(class_name_)) {}
};

/// Describes a method or a signal: its name and arguments.
struct MethodInfo {
  StringName name;
  std::vector<PropertyInfo> arguments;

  MethodInfo() = default;
  explicit MethodInfo(StringName name_) : name(std::move(name_)) {}
  template <class... Arguments>
  MethodInfo(StringName name_, PropertyInfo first, Arguments... rest)
      : name(std::move(name_)), arguments{std::move(first), PropertyInfo(std::move(rest))...} {}
};

/// A method's name and argument names, as bind_method takes them: D_METHOD("set_speed", "speed").
struct MethodDefinition {
  StringName name;
  std::vector<StringName> arguments;
};

template <class... Names>
MethodDefinition D_METHOD(const char* name, Names... arguments) {
  return MethodDefinition{StringName(name), {StringName(arguments)...}};
}

}  // namespace arbor
