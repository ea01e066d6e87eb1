#include "demo/world.h"

#include <string>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/scene_tree.h"
#include "count_text.h"
#include "run_log.h"

namespace arbor::app::demo {

void World::_bind_methods() {
  ClassDB::bind_method(D_METHOD("on_clock_timeout"), &World::on_clock_timeout);
}

void World::on_clock_timeout() {
  SceneTree* tree = get_tree();
  const std::size_t spawners = tree->get_nodes_in_group("spawners").size();
  const std::size_t movers = tree->get_nodes_in_group("movers").size();
  tree->call_group("spawners", [](Node* spawner) { spawner->call("stop"); });
  print_event(*tree, "World: time is up; " + count_text(long(spawners), "spawner") +
                         " stopped with " + count_text(long(movers), "mover") +
                         " in flight; quitting");
  tree->quit();
}

}  // namespace arbor::app::demo
