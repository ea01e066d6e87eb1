#include "scene/resources/surface_dictionary.h"

#include <cstdint>

#include "arbor/core/error/error.h"

namespace arbor::mesh {

const Variant& surface_key(const Dictionary& surface, const char* key, Variant::Type type,
                           const std::string& where, bool required) {
  static const Variant nil;
  const Variant* value = surface.getptr(Variant(key));
  if (!value) {
    if (!required) return nil;
    throw Error(where + ": the \"" + key + "\" key is missing");
  }
  if (value->get_type() != type) {
    throw Error(where + ": \"" + key + "\" is a " + Variant::get_type_name(value->get_type()) +
                ", expected a " + Variant::get_type_name(type));
  }
  return *value;
}

int surface_count(const Dictionary& surface, const char* key, const std::string& where,
                  bool required) {
  const Variant& value = surface_key(surface, key, Variant::INT, where, required);
  if (value.get_type() == Variant::NIL) return 0;
  const auto count = static_cast<int64_t>(value);
  if (count < 0 || count > INT32_MAX) {
    throw Error(where + ": \"" + key + "\" is " + std::to_string(count) + ", out of range");
  }
  return int(count);
}

}  // namespace arbor::mesh
