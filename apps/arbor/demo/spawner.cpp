#include "demo/spawner.h"

#include <memory>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/timer.h"
#include "demo/mover.h"

namespace arbor::app::demo {

void Spawner::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_mover_name", "name"), &Spawner::set_mover_name);
  ClassDB::bind_method(D_METHOD("get_mover_name"), &Spawner::get_mover_name);
  ClassDB::bind_method(D_METHOD("set_travel", "travel"), &Spawner::set_travel);
  ClassDB::bind_method(D_METHOD("get_travel"), &Spawner::get_travel);
  ClassDB::bind_method(D_METHOD("set_lifetime", "seconds"), &Spawner::set_lifetime);
  ClassDB::bind_method(D_METHOD("get_lifetime"), &Spawner::get_lifetime);
  ClassDB::bind_method(D_METHOD("on_timeout"), &Spawner::on_timeout);
  ClassDB::bind_method(D_METHOD("stop"), &Spawner::stop);
  ClassDB::add_property(PropertyInfo(Variant::STRING, "mover_name"), "set_mover_name",
                        "get_mover_name");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "travel"), "set_travel", "get_travel");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "lifetime"), "set_lifetime", "get_lifetime");
  ClassDB::add_signal(MethodInfo("spawned", PropertyInfo(Variant::OBJECT, "mover")),
                      &Spawner::spawned);
}

void Spawner::on_timeout() {
  auto mover = std::make_unique<Mover>();
  mover->set_name(mover_name_ + std::to_string(++spawn_count_));
  mover->set_travel(travel_);
  mover->set_lifetime(lifetime_);
  spawned.emit(add_child(std::move(mover)));
}

void Spawner::stop() {
  for (Node* child : get_children()) {
    if (auto* timer = dynamic_cast<Timer*>(child)) timer->stop();
  }
}

}  // namespace arbor::app::demo
