#include "arbor/core/resource.h"

#include "arbor/core/class_db.h"
#include "arbor/core/missing_resource.h"

namespace arbor {
namespace {

void register_core_resources() {
  ClassDB::register_class<RefCounted>();
  ClassDB::register_class<Resource>();
  ClassDB::register_class<MissingResource>();
}

// Resource is linked wherever resources are used, so installing the registrar from here
// reaches every program that has one.
const bool g_registered = (ClassDB::add_class_registrar(&register_core_resources), true);

}  // namespace

void Resource::_bind_methods() {
  (void)g_registered;
  ClassDB::bind_method(D_METHOD("set_local_to_scene", "enable"), &Resource::set_local_to_scene);
  ClassDB::bind_method(D_METHOD("is_local_to_scene"), &Resource::is_local_to_scene);
  ClassDB::bind_method(D_METHOD("set_name", "name"), &Resource::set_name);
  ClassDB::bind_method(D_METHOD("get_name"), &Resource::get_name);
  ClassDB::bind_method(D_METHOD("get_path"), &Resource::get_path);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "resource_local_to_scene"),
                        "set_local_to_scene", "is_local_to_scene");
  ClassDB::add_property(PropertyInfo(Variant::STRING, "resource_name"), "set_name", "get_name");
}

void MissingResource::_bind_methods() {
  ClassDB::bind_method(D_METHOD("get_original_class"), &MissingResource::get_original_class);
}

bool MissingResource::_set(const StringName& property, const Variant& value) {
  keep_property(property, value);
  return true;
}

bool MissingResource::_get(const StringName& property, Variant& value) const {
  const Variant* found = get_kept_properties().find(property);
  if (found) value = *found;
  return found != nullptr;
}

void MissingResource::_get_property_list(std::vector<PropertyInfo>& list) const {
  get_kept_properties().append_to(list);
}

}  // namespace arbor
