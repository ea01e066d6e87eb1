#include "arbor/core/object_ref.h"

#include "arbor/core/ref.h"
#include "core/instance_registry.h"

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

Object* ObjectRef::get() const {
  if (counted_) return counted_;
  return node_.is_valid() ? detail::find_instance(node_) : nullptr;
}

}  // namespace arbor
