#include "arbor/core/callable.h"

#include <vector>

#include "arbor/core/array.h"
#include "arbor/core/error.h"
#include "arbor/core/object.h"
#include "arbor/core/ref.h"
#include "variant_internal.h"

namespace arbor {

Callable::Callable(RefCounted* object, StringName method)
    : object_(object), method_(std::move(method)) {}

bool Callable::is_valid() const {
  const Object* object = get_object();
  return object && object->has_method(method_);
}

Variant Callable::callv(std::span<const Variant> arguments) const {
  if (is_null()) throw Error("Callable: calling a null Callable");
  Object* object = get_object();
  if (!object) throw Error("Callable " + to_string() + ": its object was freed");
  return object->callv(method_, arguments);
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
  std::size_t seed = detail::hash_int(object_.node_id().value);
  seed = detail::hash_mix(seed, std::hash<const void*>()(object_.counted()));
  return detail::hash_mix(seed, method_.hash());
}

}  // namespace arbor
