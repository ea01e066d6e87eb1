#include "arbor/core/object/property_store.h"

#include <algorithm>

namespace arbor {

void PropertyStore::set(const StringName& name, const Variant& value) {
  auto found = std::find_if(entries_.begin(), entries_.end(),
                            [&](const Entry& entry) { return entry.first == name; });
  if (found != entries_.end()) {
    found->second = value;
  } else {
    entries_.emplace_back(name, value);
  }
}

const Variant* PropertyStore::find(const StringName& name) const {
  for (const Entry& entry : entries_) {
    if (entry.first == name) return &entry.second;
  }
  return nullptr;
}

bool PropertyStore::erase(const StringName& name) {
  auto found = std::find_if(entries_.begin(), entries_.end(),
                            [&](const Entry& entry) { return entry.first == name; });
  if (found == entries_.end()) return false;
  entries_.erase(found);
  std::erase(node_paths_, name);
  return true;
}

void PropertyStore::mark_node_path(const StringName& name) {
  if (find(name) && !is_node_path(name)) node_paths_.push_back(name);
}

bool PropertyStore::is_node_path(const StringName& name) const {
  return std::find(node_paths_.begin(), node_paths_.end(), name) != node_paths_.end();
}

void PropertyStore::append_to(std::vector<PropertyInfo>& list) const {
  for (const Entry& entry : entries_) list.emplace_back(entry.second.get_type(), entry.first);
}

}  // namespace arbor
