// Links only arbor::core: reflection, variants and resources work without the other layers.

#include <memory>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/variant/variant_text.h"
#include "check.h"

int main() {
  using namespace arbor;
  // The core's own classes are registered on ClassDB's first use, with no call from the program.
  LAYER_CHECK(ClassDB::class_exists("Resource"));
  std::unique_ptr<Object> resource(ClassDB::instantiate("Resource"));
  LAYER_CHECK(resource != nullptr && resource->is_class("RefCounted"));
  LAYER_CHECK(!ClassDB::class_exists("Node"));  // the scene layer is not linked
  LAYER_CHECK(str_to_var("Vector3(1, 2.5, -3)") == Variant(Vector3(1, 2.5, -3)));
  LAYER_CHECK(var_to_str(Variant(Vector2i(4, 5))) == "Vector2i(4, 5)");
  return layers::result("core_alone");
}
