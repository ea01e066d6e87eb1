#include "demo/demo_classes.h"

#include "arbor/core/object/class_db.h"
#include "demo/counter.h"
#include "demo/mover.h"
#include "demo/spawner.h"
#include "demo/world.h"

namespace arbor::app::demo {

void register_demo_classes() {
  ClassDB::register_class<World>();
  ClassDB::register_class<Spawner>();
  ClassDB::register_class<Mover>();
  ClassDB::register_class<Counter>();
}

}  // namespace arbor::app::demo
