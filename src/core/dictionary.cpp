#include "arbor/core/variant/dictionary.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/variant.h"
#include "container_typing.h"
#include "variant_internal.h"

namespace arbor {

namespace {

bool is_string_like(const Variant& v) {
  return v.get_type() == Variant::STRING || v.get_type() == Variant::STRING_NAME;
}

// Godot's StringLikeVariantComparator: hash_compare, plus String == StringName by text.
struct KeyEqual {
  bool operator()(const Variant& a, const Variant& b) const {
    if (a.hash_compare(b)) return true;
    if (is_string_like(a) && is_string_like(b) && a.get_type() != b.get_type()) {
      return static_cast<StringName>(a) == static_cast<StringName>(b);
    }
    return false;
  }
};

struct KeyHash {
  std::size_t operator()(const Variant& v) const { return v.hash(); }
};

}  // namespace

struct Dictionary::Data {
  std::vector<std::pair<Variant, Variant>> entries;
  std::unordered_map<Variant, std::size_t, KeyHash, KeyEqual> index;
  detail::ContainerType key_type;
  detail::ContainerType value_type;

  void insert(Variant key, Variant value) {
    key_type.validate(key, "use");
    value_type.validate(value, "set");
    auto it = index.find(key);
    if (it != index.end()) {
      entries[it->second].second = std::move(value);
      return;
    }
    index.emplace(key, entries.size());
    entries.emplace_back(std::move(key), std::move(value));
  }
};

Dictionary::Dictionary() : data_(std::make_shared<Data>()) {}

Dictionary::Dictionary(std::initializer_list<std::pair<Variant, Variant>> entries)
    : data_(std::make_shared<Data>()) {
  for (const auto& [key, value] : entries) data_->insert(key, value);
}

Dictionary::~Dictionary() = default;

int64_t Dictionary::size() const { return int64_t(data_->entries.size()); }
bool Dictionary::is_empty() const { return data_->entries.empty(); }

void Dictionary::clear() {
  data_->entries.clear();
  data_->index.clear();
}

bool Dictionary::has(const Variant& key) const { return data_->index.count(key) != 0; }

const Variant* Dictionary::getptr(const Variant& key) const {
  auto it = data_->index.find(key);
  return it == data_->index.end() ? nullptr : &data_->entries[it->second].second;
}

Variant Dictionary::get(const Variant& key, const Variant& fallback) const {
  const Variant* value = getptr(key);
  return value ? *value : fallback;
}

void Dictionary::set(const Variant& key, const Variant& value) { data_->insert(key, value); }

Variant& Dictionary::operator[](const Variant& key) {
  auto it = data_->index.find(key);
  if (it == data_->index.end()) {
    data_->insert(key, detail::default_of(data_->value_type.type));
    it = data_->index.find(key);
  }
  return data_->entries[it->second].second;
}

bool Dictionary::erase(const Variant& key) {
  auto it = data_->index.find(key);
  if (it == data_->index.end()) return false;
  std::size_t removed = it->second;
  data_->index.erase(it);
  data_->entries.erase(data_->entries.begin() + std::ptrdiff_t(removed));
  for (auto& [k, position] : data_->index) {
    if (position > removed) --position;
  }
  return true;
}

Variant Dictionary::find_key(const Variant& value) const {
  for (const auto& [k, v] : data_->entries) {
    if (v == value) return k;
  }
  return {};
}

Array Dictionary::keys() const {
  Array out;
  for (const auto& entry : data_->entries) out.push_back(entry.first);
  return out;
}

Array Dictionary::values() const {
  Array out;
  for (const auto& entry : data_->entries) out.push_back(entry.second);
  return out;
}

const Variant& Dictionary::get_key_at(int64_t index) const {
  return data_->entries.at(std::size_t(index)).first;
}

const Variant& Dictionary::get_value_at(int64_t index) const {
  return data_->entries.at(std::size_t(index)).second;
}

void Dictionary::merge(const Dictionary& other, bool overwrite) {
  auto copy = other.data_->entries;  // other may be this dictionary
  for (auto& [key, value] : copy) {
    if (overwrite || !has(key)) data_->insert(key, value);
  }
}

Dictionary Dictionary::duplicate(bool deep) const { return duplicate(deep, 0); }

Dictionary Dictionary::duplicate(bool deep, int depth) const {
  Dictionary out;
  out.data_->key_type = data_->key_type;
  out.data_->value_type = data_->value_type;
  bool recurse = deep && depth <= detail::kMaxRecursion;
  for (const auto& [key, value] : data_->entries) {
    out.data_->insert(recurse ? key.duplicate(true, depth + 1) : key,
                      recurse ? value.duplicate(true, depth + 1) : value);
  }
  return out;
}

bool Dictionary::is_typed() const { return is_typed_key() || is_typed_value(); }
bool Dictionary::is_typed_key() const { return data_->key_type.is_typed(); }
bool Dictionary::is_typed_value() const { return data_->value_type.is_typed(); }
uint32_t Dictionary::get_typed_key_builtin() const { return data_->key_type.type; }
uint32_t Dictionary::get_typed_value_builtin() const { return data_->value_type.type; }
const StringName& Dictionary::get_typed_key_class_name() const {
  return data_->key_type.class_name;
}
const StringName& Dictionary::get_typed_value_class_name() const {
  return data_->value_type.class_name;
}

void Dictionary::set_typed(uint32_t key_type, const StringName& key_class_name, uint32_t value_type,
                           const StringName& value_class_name) {
  if (!is_empty()) throw Error("Dictionary::set_typed: the dictionary must be empty to be typed.");
  if (key_type >= Variant::VARIANT_MAX || value_type >= Variant::VARIANT_MAX) {
    throw Error("Dictionary::set_typed: invalid type.");
  }
  data_->key_type = {Variant::Type(key_type), key_class_name, {}};
  data_->value_type = {Variant::Type(value_type), value_class_name, {}};
}

std::size_t Dictionary::hash() const { return hash(0); }

std::size_t Dictionary::hash(int depth) const {
  std::size_t sum = detail::hash_int(data_->entries.size());
  if (depth > detail::kMaxRecursion) return sum;
  for (const auto& [key, value] : data_->entries) {
    sum += detail::hash_mix(key.hash(depth + 1), value.hash(depth + 1));  // order-independent
  }
  return sum;
}

bool operator==(const Dictionary& a, const Dictionary& b) { return a.equal(b, 0); }

bool Dictionary::equal(const Dictionary& other, int depth) const {
  if (data_ == other.data_) return true;
  if (size() != other.size()) return false;
  if (depth > detail::kMaxRecursion) return true;
  for (const auto& [key, value] : data_->entries) {
    const Variant* theirs = other.getptr(key);
    if (!theirs || !value.equal(*theirs, false, depth + 1)) return false;
  }
  return true;
}

}  // namespace arbor
