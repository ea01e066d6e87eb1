// Links only arbor::scene: classes are registered explicitly (by SceneTree's constructor), trees
// run, and the scene changes that need scene files fail with a clear error instead of a link
// error.

#include <cstring>
#include <memory>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"
#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/scene/timer.h"
#include "check.h"

int main() {
  using namespace arbor;
  // Nothing is registered before the program asks: no static initialiser registers classes.
  LAYER_CHECK(!ClassDB::class_exists("Node"));
  SceneTree tree;
  LAYER_CHECK(ClassDB::class_exists("Node3D"));
  LAYER_CHECK(ClassDB::class_exists("Tween"));
  LAYER_CHECK(!ClassDB::class_exists("PackedScene"));  // the io layer is not linked

  Object* made = ClassDB::instantiate("Timer");
  auto* timer = dynamic_cast<Timer*>(made);
  LAYER_CHECK(timer != nullptr);
  if (!timer) return layers::result("scene_alone");
  timer->set_wait_time(0.05);
  timer->set_autostart(true);
  int timeouts = 0;
  timer->timeout.connect([&timeouts] { ++timeouts; });
  tree.get_root()->add_child(timer);
  for (int frame = 0; frame < 4; ++frame) tree.tick(1.0 / 60);
  LAYER_CHECK(timeouts == 1);

  // Registering again changes nothing.
  const auto classes = ClassDB::get_class_list();
  register_scene_types();
  LAYER_CHECK(ClassDB::get_class_list() == classes);

  bool threw = false;
  try {
    tree.change_scene_to_file("level.tscn");
  } catch (const Error& error) {
    threw = std::strstr(error.what(), "link arbor::io") != nullptr;
  }
  LAYER_CHECK(threw);
  return layers::result("scene_alone");
}
