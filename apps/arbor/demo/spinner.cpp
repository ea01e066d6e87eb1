#include "demo/spinner.h"

#include <numbers>

#include "arbor/core/object/class_db.h"

namespace arbor::app::demo {

void Spinner::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_speed", "degrees_per_second"), &Spinner::set_speed);
  ClassDB::bind_method(D_METHOD("get_speed"), &Spinner::get_speed);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "speed"), "set_speed", "get_speed");
}

void Spinner::_process(double delta) {
  rotate_object_local({0, 1, 0}, real_t(speed_ * delta * std::numbers::pi / 180.0));
}

}  // namespace arbor::app::demo
