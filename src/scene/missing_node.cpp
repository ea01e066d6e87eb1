#include "arbor/scene/missing_node.h"

#include "arbor/core/object/class_db.h"

namespace arbor {

void MissingNode::_bind_methods() {
  ClassDB::bind_method(D_METHOD("get_original_class"), &MissingNode::get_original_class);
}

bool MissingNode::_set(const StringName& property, const Variant& value) {
  keep_property(property, value);
  return true;
}

bool MissingNode::_get(const StringName& property, Variant& value) const {
  const Variant* found = get_kept_properties().find(property);
  if (found) value = *found;
  return found != nullptr;
}

void MissingNode::_get_property_list(std::vector<PropertyInfo>& list) const {
  get_kept_properties().append_to(list);
}

}  // namespace arbor
