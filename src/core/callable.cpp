#include "arbor/core/signal/callable.h"

#include <algorithm>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/variant/array.h"
#include "variant_internal.h"

namespace arbor {

Callable::Callable(RefCounted* object, StringName method)
    : object_(object), method_(std::move(method)) {}

bool Callable::is_valid() const {
  const Object* object = get_object();
  return object && object->has_method(method_);
}

// Kept in one normal form, "drop the last unbinds_ arguments, then append binds_", which both
// operations preserve. bind(args) on it: the call appends args first, and the unbinds then
// drop what they can of those, the rest of them from the caller's arguments.
Callable Callable::bindv(std::span<const Variant> arguments) const {
  if (arguments.empty()) return *this;
  Callable bound = *this;
  const std::size_t dropped = std::min(arguments.size(), std::size_t(unbinds_));
  auto values = std::make_shared<Bound>(arguments.begin(), arguments.end() - dropped);
  if (binds_) values->insert(values->end(), binds_->begin(), binds_->end());
  bound.binds_ = values->empty() ? nullptr : std::move(values);
  bound.unbinds_ = unbinds_ - int(dropped);
  return bound;
}

Callable Callable::bindv(const Array& arguments) const {
  return bindv(std::span<const Variant>(arguments.begin(), arguments.end()));
}

Callable Callable::unbind(int count) const {
  if (count < 1)
    throw Error("Callable::unbind: the count must be 1 or more, not " + std::to_string(count));
  Callable unbound = *this;
  unbound.unbinds_ += count;
  return unbound;
}

Array Callable::get_bound_arguments() const {
  Array arguments;
  if (binds_) {
    for (const Variant& value : *binds_) arguments.push_back(value);
  }
  return arguments;
}

Variant Callable::callv(std::span<const Variant> arguments) const {
  if (is_null()) throw Error("Callable: calling a null Callable");
  Object* object = get_object();
  if (!object) throw Error("Callable " + to_string() + ": its object was freed");
  if (!binds_ && unbinds_ == 0) return object->callv(method_, arguments);
  if (arguments.size() < std::size_t(unbinds_)) {
    throw Error("Callable " + to_string() + ": called with " + std::to_string(arguments.size()) +
                " arguments, fewer than the " + std::to_string(unbinds_) + " it unbinds");
  }
  std::vector<Variant> values(arguments.begin(), arguments.end() - unbinds_);
  if (binds_) values.insert(values.end(), binds_->begin(), binds_->end());
  return object->callv(method_, values);
}

Variant Callable::callv(const Array& arguments) const {
  // A copy: the method may change the array it was called with.
  std::vector<Variant> values(arguments.begin(), arguments.end());
  return callv(std::span<const Variant>(values));
}

std::string Callable::to_string() const {
  if (is_null()) return "null::null";
  const Object* object = get_object();
  return (object ? object->get_class() : std::string("null")) + "::" + method_.str();
}

std::size_t Callable::hash() const {
  std::size_t seed = detail::hash_mix(object_.hash(), method_.hash());
  seed = detail::hash_mix(seed, detail::hash_int(uint64_t(unbinds_)));
  if (binds_) {
    for (const Variant& value : *binds_) seed = detail::hash_mix(seed, value.hash());
  }
  return seed;
}

namespace {

std::span<const Variant> values_of(const std::shared_ptr<const std::vector<Variant>>& bound) {
  return bound ? std::span<const Variant>(*bound) : std::span<const Variant>();
}

}  // namespace

bool operator==(const Callable& a, const Callable& b) {
  if (a.object_ != b.object_ || a.method_ != b.method_ || a.unbinds_ != b.unbinds_) return false;
  const std::span<const Variant> x = values_of(a.binds_);
  const std::span<const Variant> y = values_of(b.binds_);
  return std::equal(x.begin(), x.end(), y.begin(), y.end());
}

bool operator<(const Callable& a, const Callable& b) {
  if (a.object_ != b.object_) return a.object_ < b.object_;
  if (a.method_ != b.method_) return a.method_.view() < b.method_.view();
  if (a.unbinds_ != b.unbinds_) return a.unbinds_ < b.unbinds_;
  const std::span<const Variant> x = values_of(a.binds_);
  const std::span<const Variant> y = values_of(b.binds_);
  return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
}

}  // namespace arbor
