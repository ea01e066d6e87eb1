#include "arbor/core/object/object_ref.h"

#include <functional>

#include "arbor/core/object/ref.h"
#include "core/instance_registry.h"
#include "core/variant_internal.h"

namespace arbor {

ObjectRef::ObjectRef(RefCounted* counted) : counted_(counted) {
  if (counted_) counted_->reference();
}

ObjectRef::ObjectRef(const ObjectRef& other) : node_(other.node_), counted_(other.counted_) {
  if (counted_) counted_->reference();
}

ObjectRef::~ObjectRef() {
  if (counted_ && counted_->unreference()) delete counted_;
}

std::size_t ObjectRef::hash() const {
  return detail::hash_mix(detail::hash_int(node_.value), std::hash<const void*>()(counted_));
}

Object* ObjectRef::get() const {
  if (counted_) return counted_;
  return node_.is_valid() ? detail::find_instance(node_) : nullptr;
}

}  // namespace arbor
