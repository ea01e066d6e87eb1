// Child lists under random structure changes: a parent's children, their indices, names and
// lookups by name agree with a model after every add, remove, move, rename and group change, as
// the list moves between its storage forms (one child kept inline, a bare list, full extras)
// and the name index grows, shifts and compacts.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "arbor/arbor.h"

namespace arbor {
namespace {

TEST(ChildListRandom, ChildrenIndicesAndNameLookupsFollowAModel) {
  std::mt19937 rng(12345);
  for (int round = 0; round < 8; ++round) {
    SceneTree tree;
    Node* parent = new Node();
    parent->set_name("P");
    tree.get_root()->add_child(parent);
    std::vector<Node*> model;
    const char* names[] = {"A", "B", "Node", "Enemy", "Enemy2", "Enemy7", "X1", ""};
    int step = 0;
    const int steps = 1500;
    const int max_children = round % 4 == 0 ? 3 : (round % 4 == 1 ? 12 : 200);
    for (step = 0; step < steps; ++step) {
      const int op = int(rng() % 10);
      if (model.empty() || (op < 4 && int(model.size()) < max_children)) {
        Node* c = new Node();
        c->set_name(names[rng() % 8]);
        parent->add_child(c);
        model.push_back(c);
        if (rng() % 3 == 0) {
          int to = int(rng() % model.size());
          parent->move_child(c, to);
          model.pop_back();
          model.insert(model.begin() + to, c);
        }
      } else if (op < 6) {
        int i = int(rng() % model.size());
        Node* c = model[i];
        parent->remove_child(c);
        c->free();
        model.erase(model.begin() + i);
      } else if (op < 8) {
        int i = int(rng() % model.size());
        int to = int(rng() % model.size());
        Node* c = model[i];
        parent->move_child(c, to);
        model.erase(model.begin() + i);
        model.insert(model.begin() + to, c);
      } else if (op < 9) {
        int i = int(rng() % model.size());
        model[i]->set_name(names[rng() % 8]);
      } else {
        if (rng() % 2)
          parent->add_to_group("g" + std::to_string(rng() % 3));
        else
          parent->remove_from_group("g" + std::to_string(rng() % 3));
      }
      // verify
      EXPECT_TRUE(parent->get_child_count() == int(model.size()));
      std::set<std::string> seen;
      for (int i = 0; i < int(model.size()); ++i) {
        EXPECT_TRUE(parent->get_child(i) == model[i]);
        EXPECT_TRUE(model[i]->get_index() == i);
        EXPECT_TRUE(model[i]->get_parent() == parent);
        const std::string n = model[i]->get_name().str();
        EXPECT_TRUE(seen.insert(n).second);
        EXPECT_TRUE(parent->get_node_or_null(NodePath(n)) == model[i]);
      }
      EXPECT_TRUE(parent->get_node_or_null(NodePath("Nope")) == nullptr);
      ASSERT_FALSE(HasFailure()) << "round " << round << ", step " << step;
    }
    // chain checks: inline child promotion and destruction
    Node* a = new Node();
    tree.get_root()->add_child(a);
    Node* b = new Node();
    a->add_child(b);
    Node* c = new Node();
    b->add_child(c);
    b->add_to_group("grp");
    EXPECT_TRUE(b->get_child_count() == 1 && b->get_child(0) == c && c->get_index() == 0);
    Node* d = new Node();
    d->set_name(c->get_name().str());
    b->add_child(d);
    EXPECT_TRUE(b->get_child(1) == d && d->get_name() != c->get_name());
    a->set_meta("k", Variant(1));
    EXPECT_TRUE(a->get_child(0) == b);
    b->remove_child(c);
    c->free();
    EXPECT_TRUE(b->get_child(0) == d && d->get_index() == 0);
    a->free();
    {
      Node* p2 = new Node();
      tree.get_root()->add_child(p2);
      std::vector<Node*> kids;
      for (int i = 0; i < 100; ++i) {
        Node* k = new Node();
        k->set_name("Kid");
        p2->add_child(k);
        kids.push_back(k);
      }
      for (int i = 0; i < 70; ++i) {
        Node* k = kids[std::size_t(i)];
        p2->remove_child(k);
        k->free();
        for (int j = i + 1; j < 100; ++j) {
          EXPECT_TRUE(p2->get_node_or_null(NodePath(kids[std::size_t(j)]->get_name().str())) ==
                      kids[std::size_t(j)]);
          EXPECT_TRUE(kids[std::size_t(j)]->get_index() == j - i - 1);
        }
      }
      Node* k = new Node();
      k->set_name("Kid");
      p2->add_child(k);
      EXPECT_TRUE(p2->get_node_or_null(NodePath(k->get_name().str())) == k);
      p2->free();
    }
  }
}

}  // namespace
}  // namespace arbor
