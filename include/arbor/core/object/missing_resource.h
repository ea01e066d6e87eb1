// MissingResource: a resource of a class Arbor does not have, kept whole.
#pragma once

#include <string>
#include <utility>

#include "arbor/core/object/resource.h"

namespace arbor {

/// Stands in for a resource whose class is not registered (Godot's MissingResource): a file's
/// `[sub_resource type="ParticleProcessMaterial"]` loads as one. It keeps the original class
/// and every property in the order it was read, answers get/set for them, and is written back
/// unchanged, so loading and saving a file never loses what Arbor cannot interpret.
class MissingResource : public Resource {
  ARBOR_CLASS(MissingResource, Resource)

 public:
  MissingResource() = default;
  explicit MissingResource(std::string original_class)
      : original_class_(std::move(original_class)) {}

  /// The class the file named.
  [[nodiscard]] const std::string& get_original_class() const { return original_class_; }
  void set_original_class(std::string name) { original_class_ = std::move(name); }

  /// Every property, in the order read (set() of a new name appends): the kept properties.
  [[nodiscard]] const PropertyStore& get_stored_properties() const { return get_kept_properties(); }

 protected:
  static void _bind_methods();
  bool _set(const StringName& property, const Variant& value) override;
  bool _get(const StringName& property, Variant& value) const override;
  void _get_property_list(std::vector<PropertyInfo>& list) const override;

 private:
  std::string original_class_;
};

}  // namespace arbor
