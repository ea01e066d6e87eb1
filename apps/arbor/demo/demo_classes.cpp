#include "demo/demo_classes.h"

#include "arbor/core/object/class_db.h"
#include "demo/counter.h"
#include "demo/mover.h"
#include "demo/spawner.h"
#include "demo/spinner.h"
#include "demo/world.h"

namespace arbor::app::demo {

void register_demo_classes() {
  ClassDB::register_class<World>();
  ClassDB::register_class<Spawner>();
  ClassDB::register_class<Mover>();
  ClassDB::register_class<Counter>();
  ClassDB::register_class<Spinner>();
}

}  // namespace arbor::app::demo
