#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/object/class_info.h"
#include "arbor/core/string/string_name.h"

namespace arbor {

class ClassDB;
class Dictionary;
class NodePath;
class Variant;
struct PropertyInfo;

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

  // -- reflection through ClassDB (include "arbor/core/object/class_db.h")
  // ------------------------------
  /// A property's value by name; nil (and *valid = false) when the class has no such property.
  /// `metadata/<name>` reads metadata, as in Godot's scene files.
  [[nodiscard]] Variant get(const StringName& property, bool* valid = nullptr) const;
  /// Sets a property by name; false when the class has no such property or the value does not
  /// convert to its type.
  bool set(const StringName& property, const Variant& value);
  /// A property path with subnames: "position:x", "modulate:a", "transform:origin:y".
  [[nodiscard]] Variant get_indexed(const NodePath& path, bool* valid = nullptr) const;
  bool set_indexed(const NodePath& path, const Variant& value);
  /// Calls a bound method by name; throws arbor::Error when there is none or the arguments do
  /// not fit.
  template <class... Arguments>
  Variant call(const StringName& method, const Arguments&... arguments);
  Variant callv(const StringName& method, std::span<const Variant> arguments);
  [[nodiscard]] bool has_method(const StringName& method) const;
  /// The class's properties, bases first, then those the object adds (_get_property_list).
  [[nodiscard]] std::vector<PropertyInfo> get_property_list() const;
  /// Adjusts a property's description to the object's state (Godot's _validate_property): a
  /// class may leave a property out of saving (usage without STORAGE) while its value follows
  /// from others, or store one only when a file gave it.
  void validate_property(PropertyInfo& property) const { _validate_property(property); }

  /// Metadata: named values stored on the object (nodes keep them; saved with scenes).
  /// Throws arbor::Error on an object type that keeps no metadata.
  void set_meta(const StringName& name, const Variant& value);
  [[nodiscard]] Variant get_meta(const StringName& name, const Variant& default_value) const;
  [[nodiscard]] Variant get_meta(const StringName& name) const;
  [[nodiscard]] bool has_meta(const StringName& name) const;
  void remove_meta(const StringName& name);
  [[nodiscard]] std::vector<StringName> get_meta_list() const;

 protected:
  friend class ClassDB;
  /// Registers the class's methods, properties and signals (see ClassDB); a class without its
  /// own has its base's bindings.
  static void _bind_methods() {}
  /// Where the object keeps its metadata (created on demand when `create`); nullptr when the
  /// type keeps none.
  virtual Dictionary* _meta_storage(bool create) {
    (void)create;
    return nullptr;
  }
  /// Properties beyond the class's bound ones (Godot's _set / _get / _get_property_list):
  /// get and set fall back to these for names ClassDB does not know. Return true when the
  /// property was handled.
  virtual bool _set(const StringName& property, const Variant& value) {
    (void)property;
    (void)value;
    return false;
  }
  virtual bool _get(const StringName& property, Variant& value) const {
    (void)property;
    (void)value;
    return false;
  }
  /// Appends the properties `_get` answers to the class's list.
  virtual void _get_property_list(std::vector<PropertyInfo>& list) const { (void)list; }
  /// See validate_property; the default leaves the description as the class declared it.
  virtual void _validate_property(PropertyInfo& property) const { (void)property; }
};

}  // namespace arbor
