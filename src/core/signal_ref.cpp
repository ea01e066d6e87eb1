#include "arbor/core/signal/signal_ref.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/ref.h"
#include "variant_internal.h"

namespace arbor {

SignalRef::SignalRef(RefCounted* object, StringName name)
    : object_(object), name_(std::move(name)) {}

void SignalRef::emitv(std::span<const Variant> arguments) const {
  Object* object = get_object();
  if (!object) throw Error("SignalRef " + to_string() + ": its object is null or was freed");
  const ClassDB::SignalAccess* access =
      ClassDB::get_signal_access(ClassDB::registered_class_of(object->get_class_info()), name_);
  if (!access) {
    throw Error("SignalRef " + to_string() + ": class " + object->get_class() +
                " declares no signal '" + name_.str() + "' with its member");
  }
  access->emit(object, arguments);
}

std::string SignalRef::to_string() const {
  const Object* object = get_object();
  return (object ? object->get_class() : std::string("null")) + "::[signal]" + name_.str();
}

std::size_t SignalRef::hash() const { return detail::hash_mix(object_.hash(), name_.hash()); }

}  // namespace arbor
