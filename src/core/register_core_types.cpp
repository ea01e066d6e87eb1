#include "core/register_core_types.h"

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/core/object/resource.h"

namespace arbor::detail {

void register_core_types() {
  ClassDB::register_class<RefCounted>();
  ClassDB::register_class<Resource>();
  ClassDB::register_class<MissingResource>();
}

}  // namespace arbor::detail
