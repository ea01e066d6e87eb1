#include "demo/counter.h"

#include <cstdio>
#include <string>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/scene_tree.h"
#include "count_text.h"
#include "run_log.h"

namespace arbor::app::demo {
namespace {

std::string format_position(const Vector2& position) {
  char text[64];
  std::snprintf(text, sizeof text, "(%g, %g)", double(position.x), double(position.y));
  return text;
}

}  // namespace

void Counter::_bind_methods() {
  ClassDB::bind_method(D_METHOD("on_spawned", "mover"), &Counter::on_spawned);
  ClassDB::bind_method(D_METHOD("on_expired", "mover"), &Counter::on_expired);
  ClassDB::bind_method(D_METHOD("get_spawned"), &Counter::get_spawned);
  ClassDB::bind_method(D_METHOD("get_expired"), &Counter::get_expired);
}

void Counter::on_spawned(Node* mover) {
  ++spawned_;
  mover->connect("expired", this, "on_expired", CONNECT_ONE_SHOT);
  print_event(*get_tree(), "Counter: " + mover->get_name().str() + " spawned by " +
                               mover->get_parent()->get_name().str() + ", " + movers_in_flight());
}

void Counter::on_expired(Node* mover) {
  ++expired_;
  const auto* node_2d = dynamic_cast<const Node2D*>(mover);
  const std::string where = node_2d ? " at " + format_position(node_2d->get_global_position()) : "";
  print_event(*get_tree(), "Counter: " + mover->get_name().str() + " expired" + where + ", " +
                               movers_in_flight());
}

std::string Counter::movers_in_flight() const {
  return count_text(long(get_tree()->get_nodes_in_group("movers").size()), "mover") + " in flight";
}

}  // namespace arbor::app::demo
