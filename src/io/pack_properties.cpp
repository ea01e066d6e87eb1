#include "io/pack_properties.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/property_store.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/dictionary.h"
#include "io/text/resource_properties.h"
#include "scene/kept_places.h"

namespace arbor::detail {
namespace {

bool differs(const Variant& a, const Variant& b);

// The properties a file would store for a resource, in order.
std::vector<SceneProperty> saved_resource_properties(const Resource& resource) {
  std::vector<SceneProperty> list;
  text::for_each_saved_property(resource, [&](const StringName& name, const Variant& value) {
    list.push_back({name.str(), value});
  });
  return list;
}

// Two resources that stand for the same one of a file. A node's value and its pristine
// counterpart's can be different objects: each scene instance has its own copy of a
// resource_local_to_scene resource, and a scene read again (nothing held it) made its resources
// anew, where Godot's resource cache would give the same objects again (by path, and by
// `path::id` for sub-resources). So resources with a file of their own are the same when they
// have the same path; built-in ones when they store the same class and properties.
bool same_resource(const Variant& a, const Variant& b) {
  const auto* x = dynamic_cast<const Resource*>(a.get_object());
  const auto* y = dynamic_cast<const Resource*>(b.get_object());
  if (!x || !y || x->is_built_in() != y->is_built_in()) return false;
  if (text::resource_file_class(*x) != text::resource_file_class(*y)) return false;
  if (!x->is_built_in()) return x->get_path() == y->get_path();
  const std::vector<SceneProperty> xs = saved_resource_properties(*x);
  const std::vector<SceneProperty> ys = saved_resource_properties(*y);
  return std::equal(xs.begin(), xs.end(), ys.begin(), ys.end(),
                    [](const SceneProperty& p, const SceneProperty& q) {
                      return p.name == q.name && !differs(p.value, q.value);
                    });
}

// Arrays and dictionaries that hold the same values, their resources compared as above.
bool same_container(const Variant& a, const Variant& b) {
  if (a.get_type() == Variant::ARRAY) {
    const auto x = static_cast<Array>(a);
    const auto y = static_cast<Array>(b);
    if (x.size() != y.size()) return false;
    for (int64_t i = 0; i < x.size(); ++i) {
      if (differs(x[i], y[i])) return false;
    }
    return true;
  }
  const auto x = static_cast<Dictionary>(a);
  const auto y = static_cast<Dictionary>(b);
  const Array keys = x.keys();
  if (x.size() != y.size() || keys != y.keys()) return false;
  const Array xs = x.values();
  const Array ys = y.values();
  for (int64_t i = 0; i < xs.size(); ++i) {
    if (differs(xs[i], ys[i])) return false;
  }
  return true;
}

// Godot's PropertyUtils::is_property_value_different: floats compare approximately (text files
// round them), a null object equals nil, resources as same_resource says, containers item by
// item, anything else by ==.
bool differs(const Variant& a, const Variant& b) {
  if (a.get_type() == b.get_type()) {
    if (a.get_type() == Variant::BOOL) return *a.get_if<bool>() != *b.get_if<bool>();
    if (a.get_type() == Variant::INT) return *a.get_if<int64_t>() != *b.get_if<int64_t>();
  }
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
  if (a == b) return false;
  if (a.get_type() != b.get_type()) return true;
  switch (a.get_type()) {
    case Variant::OBJECT:
      return !same_resource(a, b);
    case Variant::ARRAY:
    case Variant::DICTIONARY:
      return !same_container(a, b);
    default:
      return true;
  }
}

// Godot stores a node held by a NODE_TYPE property as the path to it from the node.
Variant as_node_path(const Node& from, const Variant& value) {
  const auto* target = dynamic_cast<const Node*>(value.get_object());
  return target ? Variant(from.get_path_to(target)) : value;
}

// What node.get(stored.info.name) gives, calling the cached getter without the look-up (the
// cache's list is of the node's class, so the getter's class check is left out).
Variant read_property(const Node& node, const StoredPropertyCache::Stored& stored) {
  if (!stored.getter) return node.get(stored.info.name);
  return stored.getter->call_unchecked(const_cast<Node*>(&node));
}

// Whether a bool or integer property still has its class default, read without a Variant;
// false when that cannot be told so (differs() then decides).
bool has_integer_default(const Node& node, const StoredPropertyCache::Stored& stored) {
  if (!stored.integer_default) return false;
  const std::optional<std::int64_t> value =
      stored.getter->call_integer_unchecked(const_cast<Node*>(&node));
  return value == stored.integer_default;
}

bool is_node_type(const PropertyInfo& info) {
  return info.type == Variant::OBJECT && info.hint == PROPERTY_HINT_NODE_TYPE;
}

// What `node` has for `stored`, a node held by a NODE_TYPE property as the path to it.
Variant saved_value(const Node& node, const StoredPropertyCache::Stored& stored) {
  Variant value = read_property(node, stored);
  if (is_node_type(stored.info)) return as_node_path(node, value);
  return value;
}

// What the pristine `counterpart` has for the property, likewise.
Variant given_value(const Node& counterpart, const PropertyInfo& info) {
  Variant value = counterpart.get(info.name);
  if (is_node_type(info)) return as_node_path(counterpart, value);
  return value;
}

// Where a property goes among those saved: class properties by their place in the class's
// list, a kept one right after the class property the file gave it after.
using Rank = std::size_t;
constexpr Rank kAfterClassProperties = std::numeric_limits<Rank>::max();
Rank class_rank(std::size_t index) { return 2 * index + 2; }

void add_class_properties(const Node& node, const Node* counterpart,
                          std::vector<SceneProperty>& list, std::vector<Rank>* ranks,
                          std::vector<std::string>& node_paths, StoredPropertyCache& cache) {
  const std::vector<StoredPropertyCache::Stored>& class_properties =
      cache.of(node.get_class_info());
  for (std::size_t index = 0; index < class_properties.size(); ++index) {
    const StoredPropertyCache::Stored& stored = class_properties[index];
    if (!counterpart && has_integer_default(node, stored)) continue;
    Variant value = saved_value(node, stored);
    const bool changed = counterpart ? differs(value, given_value(*counterpart, stored.info))
                                     : differs(value, stored.default_value);
    if (!changed) continue;
    if (is_node_type(stored.info) && value.get_type() == Variant::NODE_PATH) {
      node_paths.push_back(stored.name);
    }
    list.push_back({stored.name, std::move(value)});
    if (ranks) ranks->push_back(class_rank(index));
  }
}

// The rank of the kept property `name`: just after the class property a file placed it after
// (first when it placed it before them all), else after the class's properties.
Rank kept_rank(const Node& node, const StringName& name,
               const std::vector<StoredPropertyCache::Stored>& class_properties) {
  const StringName* bound = find_kept_place(node, name);
  if (!bound) return kAfterClassProperties;
  if (bound->is_empty()) return 1;
  for (std::size_t index = 0; index < class_properties.size(); ++index) {
    if (class_properties[index].info.name == *bound) return class_rank(index) + 1;
  }
  return kAfterClassProperties;
}

void add_kept_properties(const Node& node, const Node* counterpart,
                         std::vector<SceneProperty>& list, std::vector<Rank>& ranks,
                         std::vector<std::string>& node_paths, StoredPropertyCache& cache) {
  const PropertyStore& kept = node.get_kept_properties();
  for (const auto& [name, value] : kept.entries()) {
    const Variant* given = counterpart ? counterpart->get_kept_properties().find(name) : nullptr;
    if (given && !differs(value, *given)) continue;
    if (value.get_type() == Variant::NODE_PATH && kept.is_node_path(name)) {
      node_paths.push_back(name.str());
    }
    // After those of a lower or equal rank: kept properties stay in the order given.
    const Rank rank = kept_rank(node, name, cache.of(node.get_class_info()));
    const auto at = std::upper_bound(ranks.begin(), ranks.end(), rank);
    const auto offset = at - ranks.begin();
    ranks.insert(at, rank);
    list.insert(list.begin() + offset, {name.str(), value});
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

// A bool or integer default as an integer, when `getter` gives a result of the same type (the
// exact comparison differs() makes for these types).
std::optional<std::int64_t> integer_of(const Variant& default_value, const MethodBind* getter) {
  const Variant::Type type = default_value.get_type();
  if (!getter || getter->return_type != type) return std::nullopt;
  if (type == Variant::BOOL) return std::int64_t(*default_value.get_if<bool>());
  if (type == Variant::INT) return *default_value.get_if<std::int64_t>();
  return std::nullopt;
}

}  // namespace

const std::vector<StoredPropertyCache::Stored>& StoredPropertyCache::of(const ClassInfo& info) {
  if (&info == last_info_) return *last_;
  auto [found, inserted] = by_info_.try_emplace(&info, nullptr);
  if (inserted) found->second = &read(ClassDB::registered_class_of(info));
  last_info_ = &info;
  last_ = found->second;
  return *last_;
}

const std::vector<StoredPropertyCache::Stored>& StoredPropertyCache::read(
    const StringName& class_name) {
  auto found = classes_.find(class_name);
  if (found != classes_.end()) return found->second;
  std::vector<Stored> stored;
  for (PropertyInfo& info : ClassDB::class_get_property_list(class_name)) {
    if (!(info.usage & PROPERTY_USAGE_STORAGE)) continue;
    Variant default_value = ClassDB::class_get_property_default_value(class_name, info.name);
    const ClassDB::Property* property = ClassDB::get_property(class_name, info.name);
    // An indexed property is read through node.get(), which passes its index.
    const MethodBind* getter = property && property->index < 0 ? property->get : nullptr;
    std::string name = info.name.str();
    std::optional<std::int64_t> integer_default = integer_of(default_value, getter);
    stored.push_back(
        {std::move(info), std::move(name), std::move(default_value), getter, integer_default});
  }
  return classes_.emplace(class_name, std::move(stored)).first->second;
}

std::vector<SceneProperty> saved_properties(const Node& node, const Node* counterpart,
                                            std::vector<std::string>& node_paths,
                                            StoredPropertyCache& cache) {
  std::vector<SceneProperty> list;
  // Ranks are needed only to place kept properties among the class's.
  std::vector<Rank> ranks;
  const bool keeps = !node.get_kept_properties().empty();
  add_class_properties(node, counterpart, list, keeps ? &ranks : nullptr, node_paths, cache);
  add_kept_properties(node, counterpart, list, ranks, node_paths, cache);
  add_metadata(node, counterpart, list);
  return list;
}

}  // namespace arbor::detail
