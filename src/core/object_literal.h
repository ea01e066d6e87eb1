// ObjectLiteral: a Variant text `Object(Class, "property": value, ...)` value, kept as data.
#pragma once

#include "arbor/core/object/missing_resource.h"

namespace arbor::detail {

/// What the VariantParser makes of Godot's `Object(Class,"property":value,...)` syntax (which
/// Godot's VariantWriter uses for objects that are not resources): the class name and the
/// properties in the order read, held as a MissingResource. The VariantWriter writes it back in
/// the same syntax, so such values round-trip unchanged.
class ObjectLiteral final : public MissingResource {
 public:
  using MissingResource::MissingResource;
};

}  // namespace arbor::detail
