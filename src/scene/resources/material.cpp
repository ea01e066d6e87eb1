#include "arbor/scene/resources/material.h"

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

void Material::set_render_priority(int priority) {
  if (priority < RENDER_PRIORITY_MIN || priority > RENDER_PRIORITY_MAX) {
    throw Error("Material::set_render_priority: " + std::to_string(priority) + " is outside " +
                std::to_string(RENDER_PRIORITY_MIN) + ".." + std::to_string(RENDER_PRIORITY_MAX));
  }
  render_priority_set_ = true;
  if (priority == render_priority_) return;
  render_priority_ = priority;
  emit_changed();
}

void Material::set_next_pass(const Ref<Material>& next_pass) {
  for (const Material* pass = next_pass.get(); pass; pass = pass->next_pass_.get()) {
    if (pass == this) {
      throw Error("Material::set_next_pass: the chain of next passes would lead back to '" +
                  get_class() + "' itself");
    }
  }
  if (next_pass == next_pass_) return;
  next_pass_ = next_pass;
  emit_changed();
}

void Material::_validate_property(PropertyInfo& property) const {
  if ((property.name == "next_pass" && !can_do_next_pass()) ||
      (property.name == "render_priority" && !can_use_render_priority())) {
    property.usage = PROPERTY_USAGE_NONE;
  }
}

void Material::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_next_pass", "next_pass"), &Material::set_next_pass);
  ClassDB::bind_method(D_METHOD("get_next_pass"), &Material::get_next_pass);
  ClassDB::bind_method(D_METHOD("set_render_priority", "priority"), &Material::set_render_priority);
  ClassDB::bind_method(D_METHOD("get_render_priority"), &Material::get_render_priority);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "render_priority", PROPERTY_HINT_RANGE, "-128,127,1"),
      "set_render_priority", "get_render_priority");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "next_pass", PROPERTY_HINT_RESOURCE_TYPE, "Material"),
      "set_next_pass", "get_next_pass");
}

}  // namespace arbor
