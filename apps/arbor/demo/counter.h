// Counter: the demo's listener.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::app::demo {

/// Listens to signals and reports them: the scene connects each Spawner's `spawned` to
/// on_spawned, which connects the new Mover's `expired` to on_expired. Each report gives the
/// size of the "movers" group.
class Counter : public Node {
  ARBOR_CLASS(Counter, Node)

 public:
  void on_spawned(Node* mover);
  void on_expired(Node* mover);

  [[nodiscard]] int get_spawned() const { return spawned_; }
  [[nodiscard]] int get_expired() const { return expired_; }

 protected:
  static void _bind_methods();

 private:
  /// "N movers in flight", from the "movers" group.
  [[nodiscard]] std::string movers_in_flight() const;

  int spawned_ = 0;
  int expired_ = 0;
};

}  // namespace arbor::app::demo
