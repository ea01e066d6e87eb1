#include "arbor/core/variant/array.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/variant.h"
#include "container_typing.h"
#include "variant_internal.h"

namespace arbor {

struct Array::Data {
  std::vector<Variant> items;
  detail::ContainerType typed;
};

Array::Array() : data_(std::make_shared<Data>()) {}

Array::Array(std::initializer_list<Variant> items) : data_(std::make_shared<Data>()) {
  data_->items.assign(items.begin(), items.end());
}

Array::~Array() = default;

namespace {

int64_t normalize(int64_t index, int64_t size, bool allow_end, const char* what) {
  int64_t i = index < 0 ? index + size : index;
  if (i < 0 || i > size || (i == size && !allow_end)) {
    throw Error(std::string("Array::") + what + ": index " + std::to_string(index) +
                " is out of range for an array of size " + std::to_string(size) + ".");
  }
  return i;
}

}  // namespace

int64_t Array::size() const { return int64_t(data_->items.size()); }
bool Array::is_empty() const { return data_->items.empty(); }
void Array::clear() { data_->items.clear(); }

void Array::resize(int64_t new_size) {
  if (new_size < 0) throw Error("Array::resize: negative size " + std::to_string(new_size) + ".");
  data_->items.resize(std::size_t(new_size), detail::default_of(data_->typed.type));
}

void Array::push_back(const Variant& value) {
  Variant v = value;
  data_->typed.validate(v, "push_back");
  data_->items.push_back(std::move(v));
}

void Array::append_array(const Array& other) {
  std::vector<Variant> copy = other.data_->items;  // other may be this array
  for (Variant& v : copy) data_->typed.validate(v, "append_array");
  data_->items.insert(data_->items.end(), std::make_move_iterator(copy.begin()),
                      std::make_move_iterator(copy.end()));
}

void Array::push_front(const Variant& value) { insert(0, value); }

Variant Array::pop_back() {
  if (data_->items.empty()) return {};
  Variant out = std::move(data_->items.back());
  data_->items.pop_back();
  return out;
}

Variant Array::pop_front() {
  if (data_->items.empty()) return {};
  Variant out = std::move(data_->items.front());
  data_->items.erase(data_->items.begin());
  return out;
}

void Array::insert(int64_t index, const Variant& value) {
  int64_t i = normalize(index, size(), true, "insert");
  Variant v = value;
  data_->typed.validate(v, "insert");
  data_->items.insert(data_->items.begin() + i, std::move(v));
}

void Array::remove_at(int64_t index) {
  int64_t i = normalize(index, size(), false, "remove_at");
  data_->items.erase(data_->items.begin() + i);
}

void Array::erase(const Variant& value) {
  int64_t i = find(value);
  if (i >= 0) data_->items.erase(data_->items.begin() + i);
}

int64_t Array::find(const Variant& value, int64_t from) const {
  for (int64_t i = std::max<int64_t>(from < 0 ? from + size() : from, 0); i < size(); ++i) {
    if (data_->items[std::size_t(i)] == value) return i;
  }
  return -1;
}

bool Array::has(const Variant& value) const { return find(value) >= 0; }

int64_t Array::count(const Variant& value) const {
  return std::count(data_->items.begin(), data_->items.end(), value);
}

const Variant& Array::get(int64_t index) const {
  return data_->items[std::size_t(normalize(index, size(), false, "get"))];
}

void Array::set(int64_t index, const Variant& value) {
  int64_t i = normalize(index, size(), false, "set");
  Variant v = value;
  data_->typed.validate(v, "set");
  data_->items[std::size_t(i)] = std::move(v);
}

Variant& Array::operator[](int64_t index) { return data_->items[std::size_t(index)]; }
const Variant& Array::operator[](int64_t index) const { return data_->items[std::size_t(index)]; }
const Variant& Array::front() const { return get(0); }
const Variant& Array::back() const { return get(-1); }

Variant* Array::begin() { return data_->items.data(); }
Variant* Array::end() { return data_->items.data() + data_->items.size(); }
const Variant* Array::begin() const { return data_->items.data(); }
const Variant* Array::end() const { return data_->items.data() + data_->items.size(); }

Array Array::duplicate(bool deep) const { return duplicate(deep, 0); }

Array Array::duplicate(bool deep, int depth) const {
  Array out;
  out.data_->typed = data_->typed;
  if (!deep || depth > detail::kMaxRecursion) {
    out.data_->items = data_->items;
    return out;
  }
  out.data_->items.reserve(data_->items.size());
  for (const Variant& v : data_->items) out.data_->items.push_back(v.duplicate(true, depth + 1));
  return out;
}

bool Array::is_typed() const { return data_->typed.is_typed(); }
uint32_t Array::get_typed_builtin() const { return data_->typed.type; }
const StringName& Array::get_typed_class_name() const { return data_->typed.class_name; }
const Variant& Array::get_typed_script() const { return data_->typed.script; }

void Array::set_typed(uint32_t type, const StringName& class_name) {
  set_typed(type, class_name, Variant());
}

void Array::set_typed(uint32_t type, const StringName& class_name, const Variant& script) {
  if (!is_empty()) throw Error("Array::set_typed: the array must be empty to be typed.");
  if (type >= Variant::VARIANT_MAX) {
    throw Error("Array::set_typed: invalid type " + std::to_string(type) + ".");
  }
  data_->typed.type = Variant::Type(type);
  data_->typed.class_name = class_name;
  data_->typed.script = script;
}

bool Array::is_same_typed(const Array& other) const {
  return data_->typed.same_as(other.data_->typed);
}

void Array::assign(const Array& other) {
  std::vector<Variant> copy = other.data_->items;
  for (Variant& v : copy) data_->typed.validate(v, "assign");
  data_->items = std::move(copy);
}

std::size_t Array::hash() const { return hash(0); }

std::size_t Array::hash(int depth) const {
  std::size_t seed = detail::hash_int(data_->items.size());
  if (depth > detail::kMaxRecursion) return seed;
  for (const Variant& v : data_->items) seed = detail::hash_mix(seed, v.hash(depth + 1));
  return seed;
}

bool operator==(const Array& a, const Array& b) { return a.equal(b, 0); }

bool Array::equal(const Array& other, int depth) const {
  if (data_ == other.data_) return true;
  if (size() != other.size()) return false;
  if (depth > detail::kMaxRecursion) return true;
  for (std::size_t i = 0; i < data_->items.size(); ++i) {
    if (!data_->items[i].equal(other.data_->items[i], false, depth + 1)) return false;
  }
  return true;
}

}  // namespace arbor
