#include "io/pack_properties.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/class_db.h"
#include "arbor/core/property_store.h"

namespace arbor::detail {
namespace {

// Godot's PropertyUtils::is_property_value_different: floats compare approximately (text files
// round them), a null object equals nil, anything else by ==.
bool differs(const Variant& a, const Variant& b) {
  if (a.get_type() == Variant::FLOAT && b.get_type() == Variant::FLOAT) {
    const auto x = static_cast<float>(a);
    const auto y = static_cast<float>(b);
    return x != y && std::abs(x - y) > 1e-5f * std::max(1.0f, std::abs(x));
  }
  const auto is_null = [](const Variant& v) {
    return v.is_nil() || (v.get_type() == Variant::OBJECT && !v.get_object() &&
                          !static_cast<NodeId>(v).is_valid());
  };
  if (is_null(a) || is_null(b)) return is_null(a) != is_null(b);
  return !(a == b);
}

// Godot stores a node held by a NODE_TYPE property as the path to it from the node.
Variant as_node_path(const Node& from, const Variant& value) {
  const auto* target = dynamic_cast<const Node*>(value.get_object());
  return target ? Variant(from.get_path_to(target)) : value;
}

void add_class_properties(const Node& node, const Node* counterpart,
                          std::vector<SceneProperty>& list, std::vector<std::string>& node_paths) {
  const StringName class_name = ClassDB::registered_class_of(node.get_class_info());
  for (const PropertyInfo& info : ClassDB::class_get_property_list(class_name)) {
    if (!(info.usage & PROPERTY_USAGE_STORAGE)) continue;
    Variant value = node.get(info.name);
    Variant baseline = counterpart
                           ? counterpart->get(info.name)
                           : ClassDB::class_get_property_default_value(class_name, info.name);
    const bool node_type = info.type == Variant::OBJECT && info.hint == PROPERTY_HINT_NODE_TYPE;
    if (node_type) {
      value = as_node_path(node, value);
      if (counterpart) baseline = as_node_path(*counterpart, baseline);
    }
    if (!differs(value, baseline)) continue;
    if (node_type && value.get_type() == Variant::NODE_PATH) node_paths.push_back(info.name.str());
    list.push_back({info.name.str(), std::move(value)});
  }
}

void add_kept_properties(const Node& node, const Node* counterpart,
                         std::vector<SceneProperty>& list) {
  for (const auto& [name, value] : node.get_kept_properties().entries()) {
    const Variant* given = counterpart ? counterpart->get_kept_properties().find(name) : nullptr;
    if (given && !differs(value, *given)) continue;
    list.push_back({name.str(), value});
  }
}

void add_metadata(const Node& node, const Node* counterpart, std::vector<SceneProperty>& list) {
  for (const StringName& name : node.get_meta_list()) {
    const Variant value = node.get_meta(name);
    if (counterpart && counterpart->has_meta(name) && !differs(value, counterpart->get_meta(name)))
      continue;
    list.push_back({"metadata/" + name.str(), value});
  }
}

}  // namespace

std::vector<SceneProperty> saved_properties(const Node& node, const Node* counterpart,
                                            std::vector<std::string>& node_paths) {
  std::vector<SceneProperty> list;
  add_class_properties(node, counterpart, list, node_paths);
  add_kept_properties(node, counterpart, list);
  add_metadata(node, counterpart, list);
  return list;
}

}  // namespace arbor::detail
