// MissingNode: a node of a class Arbor does not have, kept whole.
#pragma once

#include <string>
#include <utility>

#include "arbor/core/object/property_store.h"
#include "arbor/scene/node.h"

namespace arbor {

/// Stands in for a node whose type is not registered (Godot's MissingNode): a scene's
/// `[node type="GPUParticles3D"]` instantiates as one. It sits in the tree as a plain Node,
/// keeps the original class and every property in the order read, answers get/set for them,
/// and is saved back unchanged.
class MissingNode : public Node {
  ARBOR_CLASS(MissingNode, Node)

 public:
  MissingNode() = default;

  /// The class the scene file named.
  [[nodiscard]] const std::string& get_original_class() const { return original_class_; }
  void set_original_class(std::string name) { original_class_ = std::move(name); }

  /// Every property the file gave, in order (set() of a new name appends).
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
