#include "arbor/core/object/object.h"

namespace arbor {

const ClassInfo& Object::get_class_info_static() {
  static const ClassInfo info{"Object", nullptr, 0, false};
  return info;
}

}  // namespace arbor
