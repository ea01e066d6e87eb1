// Arbor's demo: a small scene with a few node types, run for 120 frames (two seconds at 60 Hz).
// A spawner fires bullets into a group, bullets move and expire, a scoreboard is told through
// call_group, and the game pauses for a while except for a node that always processes.
// It prints the tree before and after, and what happened on the way.

#include <cstdio>
#include <map>
#include <string>

#include "arbor/arbor.h"

namespace demo {

using arbor::Node;

std::map<std::string, int> events;  // "what" -> how many times

/// A projectile: moves every physics step and frees itself after half a second.
class Bullet : public Node {
  ARBOR_CLASS(Bullet, Node)

 public:
  double x = 0;
  double age = 0;

 protected:
  void _ready() override {
    add_to_group("bullets");
    ++events["bullet ready"];
  }
  void _physics_process(double delta) override { x += 300.0 * delta; }
  void _process(double delta) override {
    age += delta;
    if (age >= 0.5 && !is_queued_for_deletion()) {
      queue_free();
      ++events["bullet expired"];
    }
  }
  void _exit_tree() override { ++events["bullet exit"]; }
};

/// Spawns a bullet every 20 frames under its "Bullets" child.
class Spawner : public Node {
  ARBOR_CLASS(Spawner, Node)

 protected:
  void _ready() override {
    auto bullets = std::make_unique<Node>();
    bullets->set_name("Bullets");
    add_child(std::move(bullets));
  }
  void _process(double) override {
    if (frames_++ % 20 != 0) return;
    auto bullet = std::make_unique<Bullet>();
    bullet->set_name("Bullet");
    get_node("Bullets")->add_child(std::move(bullet));
    ++events["spawned"];
  }

 private:
  int frames_ = 0;
};

/// Keeps the score; told about hits through call_group("hud", ...).
class Scoreboard : public Node {
  ARBOR_CLASS(Scoreboard, Node)

 public:
  int score = 0;
  void add_points(int points) { score += points; }
};

/// Pauses the tree at frame 60 and resumes at frame 80; processes while paused too.
class PauseController : public Node {
  ARBOR_CLASS(PauseController, Node)

 protected:
  void _ready() override { set_process_mode(arbor::ProcessMode::ALWAYS); }
  void _process(double) override {
    ++frames_;
    if (frames_ == 60) get_tree()->set_paused(true);
    if (frames_ == 80) get_tree()->set_paused(false);
    if (get_tree()->is_paused()) ++events["frames paused"];
  }

 private:
  int frames_ = 0;
};

/// Scores a point for every bullet still flying, once per physics step.
class Referee : public Node {
  ARBOR_CLASS(Referee, Node)

 protected:
  void _physics_process(double) override {
    int flying = int(get_tree()->get_nodes_in_group("bullets").size());
    get_tree()->call_group("hud", [flying](Node* node) {
      if (auto* board = dynamic_cast<Scoreboard*>(node)) board->add_points(flying);
    });
  }
};

void print_tree(const Node* node, int depth = 0) {
  std::printf("%*s%s (%s)\n", depth * 2, "", node->get_name().c_str(), node->get_class().c_str());
  for (const Node* child : node->get_children()) print_tree(child, depth + 1);
}

}  // namespace demo

int main() {
  arbor::SceneTree tree;
  auto main_scene = std::make_unique<arbor::Node>();
  main_scene->set_name("Main");
  main_scene->add_child(std::make_unique<demo::Spawner>());
  auto board = std::make_unique<demo::Scoreboard>();
  board->add_to_group("hud");
  demo::Scoreboard* scoreboard = main_scene->add_child(std::move(board));
  main_scene->add_child(std::make_unique<demo::Referee>());
  main_scene->add_child(std::make_unique<demo::PauseController>());
  tree.get_root()->add_child(std::move(main_scene));

  std::printf("Tree at start:\n");
  demo::print_tree(tree.get_root());

  for (int frame = 0; frame < 120; ++frame) tree.tick(1.0 / 60.0);

  std::printf("\nTree after 120 frames:\n");
  demo::print_tree(tree.get_root());
  std::printf("\nWhat happened:\n");
  for (const auto& [what, count] : demo::events) std::printf("  %-16s %d\n", what.c_str(), count);
  std::printf("  %-16s %llu\n", "physics steps", static_cast<unsigned long long>(tree.get_frame()));
  std::printf("  %-16s %d\n", "score", scoreboard->score);
  std::printf("  %-16s %d\n", "nodes in tree", tree.get_node_count());
  return demo::events["spawned"] > 0 && demo::events["frames paused"] == 20 ? 0 : 1;
}
