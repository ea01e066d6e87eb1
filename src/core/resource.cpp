#include "arbor/core/object/resource.h"

#include <mutex>
#include <string>
#include <unordered_map>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"

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

// What files say of resources, by resource path: the `[ext_resource]` id each file gives it,
// and its uid. Godot's editor keeps the ids the same way (ResourceCache::resource_path_cache).
// Scenes referring to one resource may be loaded on several threads, hence the lock.
struct FileIds {
  std::mutex mutex;
  std::unordered_map<std::string, std::unordered_map<std::string, std::string>> ids;    // file
  std::unordered_map<std::string, std::unordered_map<std::string, std::string>> types;  // file
  std::unordered_map<std::string, std::string> uids;
};

FileIds& file_ids() {
  static FileIds table;
  return table;
}

}  // namespace

std::string Resource::get_id_for_path(std::string_view file) const {
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  const auto in_file = table.ids.find(std::string(file));
  if (in_file == table.ids.end()) return {};
  const auto found = in_file->second.find(path_);
  return found == in_file->second.end() ? std::string() : found->second;
}

void Resource::set_id_for_path(std::string_view file, std::string_view id) {
  if (path_.empty()) return;
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  if (id.empty()) {
    const auto in_file = table.ids.find(std::string(file));
    if (in_file != table.ids.end()) in_file->second.erase(path_);
  } else {
    table.ids[std::string(file)][path_] = id;
  }
}

std::string Resource::get_type_for_path(std::string_view file) const {
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  const auto in_file = table.types.find(std::string(file));
  if (in_file == table.types.end()) return {};
  const auto found = in_file->second.find(path_);
  return found == in_file->second.end() ? std::string() : found->second;
}

void Resource::set_type_for_path(std::string_view file, std::string_view type) {
  if (path_.empty()) return;
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  if (type.empty()) {
    const auto in_file = table.types.find(std::string(file));
    if (in_file != table.types.end()) in_file->second.erase(path_);
  } else {
    table.types[std::string(file)][path_] = type;
  }
}

std::string Resource::get_uid() const { return get_uid_for_path(path_); }

std::string Resource::get_uid_for_path(std::string_view path) {
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  const auto found = table.uids.find(std::string(path));
  return found == table.uids.end() ? std::string() : found->second;
}

void Resource::set_uid(std::string_view uid) {
  if (path_.empty()) return;
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  if (uid.empty()) {
    table.uids.erase(path_);
  } else {
    table.uids[path_] = uid;
  }
}

void Resource::forget_file_ids() {
  FileIds& table = file_ids();
  std::lock_guard lock(table.mutex);
  table.ids.clear();
  table.types.clear();
  table.uids.clear();
}

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
