#pragma once

#include <string>
#include <string_view>

#include "arbor/core/class_info.h"

namespace arbor {

/// The root of Arbor's class hierarchy: every Object knows its class at run time.
class Object {
 public:
  Object() = default;
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object() = default;

  static const ClassInfo& get_class_info_static();
  /// The most-derived class's description (classes declare themselves with ARBOR_CLASS).
  [[nodiscard]] virtual const ClassInfo& get_class_info() const { return get_class_info_static(); }

  /// The class name, e.g. "Node3D".
  [[nodiscard]] std::string get_class() const { return get_class_info().name.str(); }
  /// True when the object's class is `class_name` or derives from it.
  [[nodiscard]] bool is_class(std::string_view class_name) const {
    return get_class_info().is_class(class_name);
  }
};

}  // namespace arbor
