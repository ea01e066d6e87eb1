// Randomized test: random operations against the tree, from outside and from inside callbacks,
// with the tree invariants (scene/invariants.h) checked after frames and the process order
// checked every frame.
//
// Parameters (environment):
//   ARBOR_RANDOM_OPS    top-level operations to run (default 1,000,000; the asan preset: 100,000)
//   ARBOR_RANDOM_SEED   the std::mt19937_64 seed (default 20240611)
//   ARBOR_RANDOM_CHECK_EVERY  check the full invariants every N ticks (default 4 up to 200,000
//                             operations, 16 beyond; 1 = every tick); always after the last tick
//   ARBOR_RANDOM_GUARD_IN_USE=1  turn frees of nodes that a running operation still uses into
//                             queue_free on the test's side (by default they go to the library,
//                             which must reject them with arbor::Error or defer them safely)
// A longer soak: ARBOR_RANDOM_OPS=50000000 ./arbor_scene_tests --gtest_filter='RandomOps.*'
//
// What counts as a failure: a crash or sanitizer report, an invariant violation, a process-order
// violation, an exception other than arbor::Error, a callback exception reaching the tree's error
// handler, or a node left alive at the end. arbor::Error from an operation the API rejects (a cycle,
// removing among siblings an enter/exit walk visits, an out-of-range index, ...) is counted.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "arbor/arbor.h"
#include "scene/invariants.h"

namespace arbor::test {
namespace {

struct Harness;
Harness* g_harness = nullptr;

/// Counts the nodes of the test's types alive, to prove nothing leaks.
struct LiveCount {
  static inline int live = 0;
  LiveCount() { ++live; }
  ~LiveCount() { --live; }
  LiveCount(const LiveCount&) = delete;
  LiveCount& operator=(const LiveCount&) = delete;
};

/// A node that records its process order and runs random actions from its callbacks.
class Probe : public Node {
  ARBOR_CLASS(Probe, Node)

 public:
  bool chaotic = true;
  std::uint64_t exit_serial = 0;    // the process phase in which it last exited
  std::uint64_t expect_serial = 0;  // the process phase whose snapshot included it
  std::uint64_t called_serial = 0;  // the process phase in which _process ran
  std::size_t expect_pos = 0;       // its place in that snapshot
  std::uint64_t phys_expect_serial = 0;
  std::size_t phys_expect_pos = 0;

  template <class... Args>
  void on_target_signal(Args...) {
    ++target_calls;
  }
  static inline std::uint64_t target_calls = 0;

 protected:
  void _enter_tree() override;
  void _ready() override;
  void _exit_tree() override;
  void _process(double delta) override;
  void _physics_process(double delta) override;

 private:
  LiveCount live_;
};

/// A node that overrides nothing.
class Quiet : public Node {
  ARBOR_CLASS(Quiet, Node)

 private:
  LiveCount live_;
};

bool is_probe(const Node* node) { return &node->get_class_info() == &Probe::get_class_info_static(); }

std::uint64_t env_u64(const char* name, std::uint64_t fallback) {
  const char* text = std::getenv(name);
  if (!text || !*text) return fallback;
  return std::strtoull(text, nullptr, 10);
}

enum Op : int {
  ADD,
  ADD_SIBLING,
  READD,
  REMOVE,
  MOVE,
  RENAME,
  REPARENT,
  FREE,
  QUEUE_FREE,
  GROUP_ADD,
  GROUP_REMOVE,
  PRIORITY,
  PHYSICS_PRIORITY,
  PROCESS_MODE,
  PAUSE,
  OWNER,
  UNIQUE,
  TOGGLE_PROCESS,
  CALL_GROUP,
  CALL_GROUP_STATE,
  CALL_DEFERRED,
  CONNECT,
  REQUEST_READY,
  OP_COUNT
};
constexpr std::array<const char*, OP_COUNT> kOpNames = {
    "add",         "add_sibling",      "readd",         "remove_child",    "move_child",
    "set_name",    "reparent",         "free",          "queue_free",      "add_to_group",
    "remove_from_group", "set_process_priority", "set_physics_process_priority",
    "set_process_mode", "set_paused",  "set_owner",     "set_unique_name_in_owner",
    "set_process", "call_group",       "call_group<State>", "call_deferred", "connect",
    "request_ready"};
// Relative weights of the operations.
constexpr std::array<int, OP_COUNT> kOpWeights = {
    14, 3, 4, 6, 6, 6, 6, 5, 5, 5, 3, 3, 3, 2, 1, 3, 2, 2, 1, 1, 3, 2, 1};

const std::array<StringName, 4> kGroups = {StringName("g0"), StringName("g1"), StringName("g2"),
                                           StringName("g3")};

struct Harness {
  std::mt19937_64 rng;
  std::discrete_distribution<int> op_dist{kOpWeights.begin(), kOpWeights.end()};
  int max_live = 2000;
  int grow_to = 0;  // while set, destructive operations mostly become additions below this size
  bool guard_in_use = false;  // see ARBOR_RANDOM_GUARD_IN_USE
  bool quiet = false;        // no actions from callbacks (teardown)
  int depth = 0;             // nesting of actions run from callbacks

  // Every node the test created (lazily pruned of freed ones) and roots it detached.
  std::vector<std::pair<NodeId, Node*>> nodes;
  std::vector<NodeId> detached;
  // Nodes a running operation or callback still uses; freeing them (or an ancestor) from a nested
  // callback is turned into queue_free when guard_in_use is set.
  std::vector<std::pair<NodeId, Node*>> protected_;

  // Statistics.
  std::array<std::uint64_t, OP_COUNT> done{};
  std::array<std::uint64_t, OP_COUNT> rejected{};
  std::map<std::string, std::uint64_t> rejection_samples;
  std::uint64_t callback_actions = 0;
  std::uint64_t downgraded_frees = 0;
  std::uint64_t ticks = 0;
  std::uint64_t checked_frames = 0;
  std::vector<std::string> failures;

  // Process-order bookkeeping.
  std::uint64_t serial = 0;        // process phase number
  std::uint64_t phys_serial = 0;   // physics step number
  bool in_process = false;
  bool in_physics = false;
  bool mode_dirty = false;         // pause / mode / set_process changed during the phase
  std::size_t last_pos = 0;
  bool any_called = false;
  std::size_t last_phys_pos = 0;
  bool any_phys_called = false;
  std::vector<std::pair<NodeId, Probe*>> expected;
  std::vector<std::pair<std::int64_t, Node*>> scratch;
  std::vector<Node*> walk_stack;

  // Last, so that it is destroyed first, while the handlers it calls still find the harness.
  SceneTree tree;

  explicit Harness(std::uint64_t seed) : rng(seed) {
    g_harness = this;
    tree.set_error_handler([this](const CallbackError& e) {
      fail("callback error reached the tree: " + e.callback + " of " + e.node_path + ": " + e.message);
    });
    // Connected first, so they run before any handler the test adds.
    tree.physics_frame.connect([this] { begin_physics_step(); });
    tree.process_frame.connect([this] { begin_process_phase(); });
    tree.node_added.connect([this](Node*) {
      if (roll(400)) callback_action(nullptr);
    });
  }
  ~Harness() {
    quiet = true;
    g_harness = nullptr;
  }

  void fail(const std::string& what) {
    if (failures.size() < 20) failures.push_back(what);
  }

  bool roll(int one_in) { return rng() % std::uint64_t(one_in) == 0; }
  int uniform(int lo, int hi) { return lo + int(rng() % std::uint64_t(hi - lo + 1)); }

  // -- node registry -------------------------------------------------------------------------------

  template <class T>
  T* make() {
    auto* node = new T();
    nodes.emplace_back(node->get_instance_id(), node);
    return node;
  }

  Node* make_node() {
    if (roll(4)) return make<Quiet>();
    auto* probe = make<Probe>();
    probe->chaotic = !roll(5);
    return probe;
  }

  /// A detached node or small subtree with random names, groups, priorities and owners.
  Node* make_subtree() {
    Node* top = make_node();
    decorate(top);
    if (roll(3)) {
      const int extra = grow_to > 0 ? uniform(1, 24) : uniform(1, 5);
      std::vector<Node*> made{top};
      for (int i = 0; i < extra; ++i) {
        Node* parent = made[std::size_t(uniform(0, int(made.size()) - 1))];
        Node* child = make_node();
        decorate(child);
        parent->add_child(child);
        if (roll(2)) child->set_owner(top);
        if (child->get_owner() && roll(4)) {
          try {
            child->set_unique_name_in_owner(true);
          } catch (const Error&) {
          }
        }
        made.push_back(child);
      }
    }
    return top;
  }

  void decorate(Node* node) {
    if (roll(2)) node->set_name(random_name(node));
    if (roll(3)) node->add_to_group(kGroups[rng() % kGroups.size()]);
    if (roll(4)) node->set_process_priority(uniform(-3, 3));
    if (roll(4)) node->set_physics_process_priority(uniform(-3, 3));
    if (roll(8)) node->set_process_mode(ProcessMode(uniform(0, 4)));
  }

  Node* pick_any() {
    while (!nodes.empty()) {
      const std::size_t i = rng() % nodes.size();
      const auto [id, node] = nodes[i];
      if (is_instance_valid(id)) return node;
      nodes[i] = nodes.back();
      nodes.pop_back();
    }
    return nullptr;
  }

  /// A node inside the tree (the root now and then).
  Node* pick_in_tree() {
    if (roll(40)) return tree.get_root();
    for (int tries = 0; tries < 8; ++tries) {
      Node* node = pick_any();
      if (node && node->get_tree() == &tree) return node;
    }
    return tree.get_root();
  }

  /// Mostly a node in the tree, sometimes one outside it.
  Node* pick() {
    if (roll(8)) {
      if (Node* node = pick_any()) return node;
    }
    return pick_in_tree();
  }

  Node* pick_detached_root() {
    while (!detached.empty()) {
      const std::size_t i = rng() % detached.size();
      const NodeId id = detached[i];
      Node* node = is_instance_valid(id) ? find_registered(id) : nullptr;
      if (node && !node->get_parent() && !node->is_inside_tree()) return node;
      detached[i] = detached.back();
      detached.pop_back();
    }
    return nullptr;
  }

  Node* find_registered(NodeId id) {
    // Detached nodes are few; the registry is searched from the newest end.
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
      if (it->first == id) return it->second;
    }
    return nullptr;
  }

  std::string random_name(Node* node) {
    static const std::array<const char*, 18> pool = {
        "", "A", "A2", "A10", "Box", "Box2", "Enemy9", "Probe", "Quiet", "a/b", "x.y", "%u",
        "@at", "q\"t", "c:d", "..", ".", "root"};
    if (roll(4)) {
      if (Node* parent = node->get_parent(); parent && parent->get_child_count() > 0) {
        Node* sibling = parent->get_child(uniform(0, parent->get_child_count() - 1));
        std::string name = sibling->get_name().str();
        if (roll(2)) name += std::to_string(uniform(1, 12));
        return name;
      }
    }
    std::string name = pool[rng() % pool.size()];
    if (roll(4)) name += std::to_string(uniform(0, 30));
    return name;
  }

  // -- in-use protection ---------------------------------------------------------------------------

  struct Protect {
    Harness& h;
    std::size_t mark;
    Protect(Harness& harness, std::initializer_list<Node*> in_use) : h(harness), mark(harness.protected_.size()) {
      for (Node* node : in_use) {
        if (node) h.protected_.emplace_back(node->get_instance_id(), node);
      }
    }
    ~Protect() { h.protected_.resize(mark); }
    Protect(const Protect&) = delete;
    Protect& operator=(const Protect&) = delete;
  };

  bool in_use(const Node* target) const {
    for (const auto& [id, node] : protected_) {
      if (!is_instance_valid(id)) continue;
      if (node == target || target->is_ancestor_of(node)) return true;
    }
    return false;
  }

  // -- actions -------------------------------------------------------------------------------------

  int live() const { return LiveCount::live; }

  /// One random operation; arbor::Error is counted as a rejection.
  void random_action(Node* hint) {
    const int op = op_dist(rng);
    try {
      run_op(op, hint);
      ++done[std::size_t(op)];
    } catch (const Error& e) {
      ++rejected[std::size_t(op)];
      // Classify by the message with names, paths and numbers left out.
      std::string key = std::string(kOpNames[std::size_t(op)]) + ": ";
      int skip = 0;
      for (const char c : std::string_view(e.what())) {
        if (c == '\'' || c == '(' || c == ')') {
          skip = c == '(' ? skip + 1 : c == ')' ? std::max(0, skip - 1) : skip ^ 4;
          continue;
        }
        if (skip == 0 && !(c >= '0' && c <= '9')) key += c;
      }
      if (key.size() > 120) key.resize(120);
      if (rejection_samples.size() < 200) ++rejection_samples[key];
    }
  }

  /// An action run from inside a callback (bounded nesting).
  void callback_action(Node* self, bool protect_self = true) {
    if (quiet || depth >= 3) return;
    ++depth;
    ++callback_actions;
    struct Exit {
      int& d;
      ~Exit() { --d; }
    } exit{depth};
    Protect keep(*this, {protect_self ? self : nullptr});
    random_action(self);
  }

  Node* target_or(Node* hint) {
    if (hint && roll(3) && is_instance_valid(hint->get_instance_id())) return hint;
    return pick();
  }

  void mark_mode_change() {
    if (in_process) mode_dirty = true;
  }

  void run_op(int op, Node* hint) {
    if (grow_to > 0 && tree.get_node_count() < grow_to && (op == REMOVE || op == FREE || op == QUEUE_FREE) &&
        !roll(4)) {
      op = ADD;
    } else if (grow_to == 0 && tree.get_node_count() > 250 && (op == ADD || op == ADD_SIBLING || op == READD) &&
               !roll(4)) {
      op = FREE;  // back to a small tree after a growth phase
    }
    switch (op) {
      case ADD:
      case ADD_SIBLING: {
        if (live() >= max_live) {
          if (Node* victim = pick(); victim && victim->get_parent()) free_node(victim);
          return;
        }
        Node* anchor = op == ADD ? target_or(hint) : pick();
        if (!anchor) return;
        Node* child = make_subtree();
        const NodeId child_id = child->get_instance_id();
        {
          Protect keep(*this, {anchor, child});
          try {
            if (op == ADD_SIBLING) {
              anchor->add_sibling(child);
            } else if (roll(4)) {
              anchor->add_child(std::unique_ptr<Node>(child));  // released only on success
              return;
            } else {
              anchor->add_child(child);
            }
          } catch (const Error&) {
            if (is_instance_valid(child_id) && !child->get_parent()) detached.push_back(child_id);
            throw;
          }
        }
        return;
      }
      case READD: {
        Node* node = pick_detached_root();
        if (!node) return;
        Node* parent = target_or(hint);
        Protect keep(*this, {node, parent});
        parent->add_child(node);
        return;
      }
      case REMOVE: {
        Node* node = target_or(hint);
        Node* parent = node->get_parent();
        if (!parent) {
          tree.get_root()->remove_child(node);  // rejected: not a child
          return;
        }
        const NodeId id = node->get_instance_id();
        if (node->is_inside_tree()) mark_mode_change();
        {
          Protect keep(*this, {node, parent});
          parent->remove_child(node);
        }
        if (is_instance_valid(id)) detached.push_back(id);
        return;
      }
      case MOVE: {
        Node* node = target_or(hint);
        Node* parent = node->get_parent();
        if (!parent) return;
        const int count = parent->get_child_count();
        Protect keep(*this, {node, parent});
        parent->move_child(node, uniform(-count - 1, count));
        return;
      }
      case RENAME: {
        Node* node = target_or(hint);
        const std::string name = random_name(node);
        Protect keep(*this, {node});
        node->set_name(name);
        return;
      }
      case REPARENT: {
        Node* node = target_or(hint);
        Node* target = roll(10) ? node : pick();
        if (!target) return;
        if (live() >= max_live && !node->is_inside_tree()) return;
        mark_mode_change();
        const NodeId id = node->get_instance_id();
        {
          Protect keep(*this, {node, target, node->get_parent(), node->get_owner()});
          try {
            node->reparent(target, roll(2));
          } catch (const Error&) {
            if (is_instance_valid(id) && !node->get_parent()) detached.push_back(id);
            throw;
          }
        }
        if (is_instance_valid(id) && !node->get_parent()) detached.push_back(id);
        return;
      }
      case FREE: {
        Node* node = roll(30) ? tree.get_root() : target_or(hint);
        free_node(node);
        return;
      }
      case QUEUE_FREE: {
        Node* node = roll(30) ? tree.get_root() : target_or(hint);
        if (guard_in_use && !node->is_inside_tree() && in_use(node)) {
          ++downgraded_frees;  // outside a tree queue_free frees at once: same as free()
          return;
        }
        node->queue_free();
        return;
      }
      case GROUP_ADD:
        target_or(hint)->add_to_group(kGroups[rng() % kGroups.size()], roll(2));
        return;
      case GROUP_REMOVE:
        target_or(hint)->remove_from_group(kGroups[rng() % kGroups.size()]);
        return;
      case PRIORITY:
        target_or(hint)->set_process_priority(uniform(-3, 3));
        return;
      case PHYSICS_PRIORITY:
        target_or(hint)->set_physics_process_priority(uniform(-3, 3));
        return;
      case PROCESS_MODE:
        mark_mode_change();
        target_or(hint)->set_process_mode(ProcessMode(uniform(0, 4)));
        return;
      case PAUSE:
        mark_mode_change();
        tree.set_paused(roll(3) ? !tree.is_paused() : false);
        return;
      case OWNER: {
        Node* node = target_or(hint);
        Node* owner = nullptr;
        if (roll(8)) {
          owner = pick();  // usually not an ancestor: rejected
        } else if (!roll(4)) {
          int up = uniform(1, 4);
          for (Node* n = node->get_parent(); n && up > 0; n = n->get_parent(), --up) owner = n;
        }
        node->set_owner(owner);
        return;
      }
      case UNIQUE: {
        Node* node = target_or(hint);
        node->set_unique_name_in_owner(!node->is_unique_name_in_owner());
        return;
      }
      case TOGGLE_PROCESS: {
        mark_mode_change();
        Node* node = target_or(hint);
        if (roll(2)) {
          node->set_process(!roll(4));
        } else {
          node->set_physics_process(!roll(4));
        }
        return;
      }
      case CALL_GROUP: {
        const StringName& group = kGroups[rng() % kGroups.size()];
        tree.call_group(group, [this](Node* node) {
          if (roll(8)) callback_action(node);
        });
        return;
      }
      case CALL_GROUP_STATE: {
        const StringName& group = kGroups[rng() % kGroups.size()];
        int visited = 0;
        tree.call_group(group, visited, [](Node* node, int& count) {
          ++count;
          if (g_harness->roll(8)) g_harness->callback_action(node);
        });
        return;
      }
      case CALL_DEFERRED: {
        if (roll(3)) {
          tree.call_deferred([this] { callback_action(nullptr); });
          return;
        }
        Node* node = target_or(hint);
        const NodeId id = node->get_instance_id();
        node->call_deferred([this, id, node] {  // node is alive when it runs (or it is dropped)
          if (!is_instance_valid(id)) fail("call_deferred ran for a freed node");
          callback_action(node);
        });
        return;
      }
      case CONNECT:
        connect_random(target_or(hint));
        return;
      case REQUEST_READY:
        target_or(hint)->request_ready();
        return;
      default:
        return;
    }
  }

  void free_node(Node* node) {
    if (guard_in_use && in_use(node)) {
      ++downgraded_frees;
      if (node->is_inside_tree()) node->queue_free();  // outside a tree it would free at once
      return;
    }
    node->free();
  }

  template <class... Args>
  void connect_signal(Node* node, Signal<Args...>& signal) {
    if (signal.get_connection_count() >= 3) {
      signal.disconnect_all();
      return;
    }
    const NodeId id = node->get_instance_id();
    const std::uint32_t flags = roll(2) ? CONNECT_ONE_SHOT : 0u;
    if (roll(4)) {
      // A node-method connection to some probe: dropped when that probe is freed.
      Node* target = pick();
      if (target && is_probe(target)) {
        signal.connect(static_cast<Probe*>(target), &Probe::on_target_signal<Args...>, flags);
        return;
      }
    }
    signal.connect(
        [this, id, node](Args...) {
          // The emitting node is alive while its signal emits; keep it so.
          if (!is_instance_valid(id)) {
            fail("a signal handler ran for a freed node");
            return;
          }
          if (roll(3)) callback_action(node);
        },
        flags);
  }

  void connect_random(Node* node) {
    switch (uniform(0, 7)) {
      case 0: connect_signal(node, node->tree_entered); break;
      case 1: connect_signal(node, node->ready); break;
      case 2: connect_signal(node, node->tree_exiting); break;
      case 3: connect_signal(node, node->tree_exited); break;
      case 4: connect_signal(node, node->renamed); break;
      case 5: connect_signal(node, node->child_order_changed); break;
      case 6: connect_signal(node, node->child_entered_tree); break;
      default: connect_signal(node, node->child_exiting_tree); break;
    }
  }

  // -- process order ---------------------------------------------------------------------------

  /// The nodes with `physics` or process enabled, sorted by (priority, pre-order): the order the
  /// frame must call them in.
  void expected_order(bool physics) {
    scratch.clear();
    walk_stack.clear();
    walk_stack.push_back(tree.get_root());
    std::int64_t index = 0;
    while (!walk_stack.empty()) {
      Node* node = walk_stack.back();
      walk_stack.pop_back();
      const bool on = physics ? node->is_physics_processing() : node->is_processing();
      if (on) {
        const std::int64_t priority = physics ? node->get_physics_process_priority() : node->get_process_priority();
        scratch.emplace_back(priority * (std::int64_t(1) << 40) + index, node);
      }
      ++index;
      const auto children = node->get_children();
      for (std::size_t i = children.size(); i-- > 0;) walk_stack.push_back(children[i]);
    }
    std::sort(scratch.begin(), scratch.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
  }

  void begin_physics_step() {
    ++phys_serial;
    in_physics = true;
    any_phys_called = false;
    expected_order(true);
    std::size_t pos = 0;
    for (const auto& [key, node] : scratch) {
      if (is_probe(node)) {
        auto* probe = static_cast<Probe*>(node);
        probe->phys_expect_serial = phys_serial;
        probe->phys_expect_pos = pos;
      }
      ++pos;
    }
  }

  void begin_process_phase() {
    in_physics = false;
    ++serial;
    in_process = true;
    mode_dirty = false;
    any_called = false;
    expected_order(false);
    expected.clear();
    std::size_t pos = 0;
    for (const auto& [key, node] : scratch) {
      if (is_probe(node)) {
        auto* probe = static_cast<Probe*>(node);
        probe->expect_serial = serial;
        probe->expect_pos = pos;
        expected.emplace_back(probe->get_instance_id(), probe);
      }
      ++pos;
    }
    // Runs at the start of the frame's deferred step, after every _process of this frame.
    tree.call_deferred([this] { end_process_phase(); });
  }

  void on_process(Probe* probe) {
    if (!in_process) {
      fail("_process ran outside the process step");
      return;
    }
    if (probe->expect_serial != serial) {
      fail("_process ran for " + probe->get_path().to_string() +
           ", which was not in the process list when the step began");
      return;
    }
    if (probe->called_serial == serial) fail("_process ran twice in one frame for " + probe->get_path().to_string());
    probe->called_serial = serial;
    if (any_called && probe->expect_pos <= last_pos) {
      fail("_process order: " + probe->get_path().to_string() + " (priority " +
           std::to_string(probe->get_process_priority()) + ") ran after a node that sorts later");
    }
    any_called = true;
    last_pos = probe->expect_pos;
    if (!probe->is_inside_tree() || !probe->can_process() || !probe->is_processing() ||
        probe->is_queued_for_deletion()) {
      fail("_process ran for " + probe->get_path().to_string() + ", which may not process now");
    }
  }

  void on_physics(Probe* probe) {
    if (!in_physics) {
      fail("_physics_process ran outside a physics step");
      return;
    }
    if (probe->phys_expect_serial != phys_serial) {
      fail("_physics_process ran for a node not in the physics list when the step began");
      return;
    }
    if (any_phys_called && probe->phys_expect_pos <= last_phys_pos) {
      fail("_physics_process order: " + probe->get_path().to_string() + " ran out of order");
    }
    any_phys_called = true;
    last_phys_pos = probe->phys_expect_pos;
    if (!probe->can_process() || !probe->is_physics_processing() || probe->is_queued_for_deletion()) {
      fail("_physics_process ran for a node that may not process now");
    }
  }

  void end_process_phase() {
    in_process = false;
    if (mode_dirty) return;
    ++checked_frames;
    // Every probe that was listed, stayed in the tree, and may process must have run.
    for (const auto& [id, probe] : expected) {
      if (!is_instance_valid(id)) continue;
      if (probe->exit_serial == serial || !probe->is_inside_tree()) continue;
      if (!probe->is_processing() || !probe->can_process() || probe->is_queued_for_deletion()) continue;
      if (probe->called_serial != serial) {
        fail("_process did not run for " + probe->get_path().to_string() +
             " although it was listed, stayed in the tree and could process");
      }
    }
  }

  // -- driving -------------------------------------------------------------------------------------

  /// Keeps the detached nodes few: frees detached roots while they hold more than a quarter of
  /// the node budget.
  void trim_detached() {
    int attempts = 0;
    while (live() - tree.get_node_count() > max_live / 4 && attempts++ < 64) {
      Node* node = pick_detached_root();
      if (!node) return;
      node->free();
    }
  }

  void tick() {
    static constexpr std::array<double, 8> deltas = {1.0 / 60, 1.0 / 60, 1.0 / 60, 1.0 / 60,
                                                     1.0 / 120, 1.0 / 30, 0.0, 0.3};
    tree.tick(deltas[rng() % deltas.size()]);
    ++ticks;
  }

  /// Frees every node the test made that is not inside the tree (detached subtrees).
  void free_detached() {
    std::vector<NodeId> tops;
    for (const auto& [id, node] : nodes) {
      if (!is_instance_valid(id) || node->is_inside_tree()) continue;
      Node* top = node;
      while (top->get_parent()) top = top->get_parent();
      if (!top->is_inside_tree()) tops.push_back(top->get_instance_id());
    }
    std::sort(tops.begin(), tops.end());
    tops.erase(std::unique(tops.begin(), tops.end()), tops.end());
    for (NodeId id : tops) {
      if (!is_instance_valid(id)) continue;
      Node* node = find_registered(id);
      if (node && !node->get_parent()) node->free();
    }
  }
};

void Probe::_enter_tree() {
  if (chaotic && g_harness && g_harness->roll(40)) g_harness->callback_action(this);
}
void Probe::_ready() {
  if (chaotic && g_harness && g_harness->roll(30)) g_harness->callback_action(this);
}
void Probe::_exit_tree() {
  if (!g_harness) return;
  exit_serial = g_harness->serial;
  if (chaotic && g_harness->roll(40)) g_harness->callback_action(this);
}
void Probe::_process(double) {
  if (!g_harness) return;
  g_harness->on_process(this);
  if (chaotic && g_harness->roll(150)) g_harness->callback_action(this, false);  // may free this
}
void Probe::_physics_process(double) {
  if (!g_harness) return;
  g_harness->on_physics(this);
  if (chaotic && g_harness->roll(150)) g_harness->callback_action(this, false);  // may free this
}

TEST(RandomOps, TreeInvariantsHoldUnderRandomOperations) {
  const std::uint64_t ops = env_u64("ARBOR_RANDOM_OPS", 1'000'000);
  const std::uint64_t seed = env_u64("ARBOR_RANDOM_SEED", 20240611);
  // Full invariant checks cost about as much as the operations between them: every 4th tick up
  // to 200,000 operations (the asan run), every 16th beyond (the million of the normal run).
  const std::uint64_t check_every =
      std::max<std::uint64_t>(1, env_u64("ARBOR_RANDOM_CHECK_EVERY", ops > 200'000 ? 16 : 4));
  const auto start = std::chrono::steady_clock::now();
  {
    Harness h(seed);
    struct Cleanup {
      Harness& h;
      ~Cleanup() {
        // Nodes removed and never re-added are freed here (also after a failed assertion); the
        // tree frees the rest.
        h.quiet = true;
        h.free_detached();
      }
    } cleanup{h};
    h.guard_in_use = env_u64("ARBOR_RANDOM_GUARD_IN_USE", 0) != 0;
    std::uint64_t next_tick = 1 + h.rng() % 16;
    std::uint64_t max_tree = 0;
    for (std::uint64_t i = 0; i < ops; ++i) {
      // The last 1,000 of every 50,000 operations grow the tree towards 1,800 nodes (process
      // lists of several chunks, wide parents with name indexes); otherwise it stays small
      // (around 100 nodes), which keeps a million operations fast.
      h.grow_to = i % 50'000 >= 49'000 ? 1800 : 0;
      h.random_action(nullptr);
      if (i + 1 >= next_tick) {
        h.trim_detached();
        h.tick();
        max_tree = std::max<std::uint64_t>(max_tree, std::uint64_t(h.tree.get_node_count()));
        next_tick = i + 1 + 1 + h.rng() % 16;
        if (h.ticks % check_every == 0) {
          const std::string violation = find_tree_invariant_violation(h.tree, kGroups, true);
          ASSERT_EQ(violation, "") << "after op " << i << ", tick " << h.ticks << " (seed " << seed << ")";
        }
        ASSERT_TRUE(h.failures.empty()) << "after op " << i << ", tick " << h.ticks << ": " << h.failures.front();
      }
    }
    h.tick();
    check_tree_invariants(h.tree, kGroups, true);
    EXPECT_TRUE(h.failures.empty()) << (h.failures.empty() ? "" : h.failures.front());

    std::uint64_t total_rejected = 0;
    for (int op = 0; op < OP_COUNT; ++op) total_rejected += h.rejected[std::size_t(op)];
    std::printf("[random ops] %llu ops (seed %llu), %llu callback actions, %llu ticks, invariants every "
                "%llu ticks, %llu frames with complete-order checks, %llu rejected with arbor::Error, "
                "%llu frees of in-use nodes turned into queue_free, %d nodes alive, %d in the tree (at most %llu)\n",
                (unsigned long long)ops, (unsigned long long)seed, (unsigned long long)h.callback_actions,
                (unsigned long long)h.ticks, (unsigned long long)check_every,
                (unsigned long long)h.checked_frames, (unsigned long long)total_rejected,
                (unsigned long long)h.downgraded_frees, LiveCount::live, h.tree.get_node_count(),
                (unsigned long long)max_tree);
    if (env_u64("ARBOR_RANDOM_VERBOSE", 0) != 0) {
      for (int op = 0; op < OP_COUNT; ++op) {
        std::printf("  %-30s done %10llu rejected %8llu\n", kOpNames[std::size_t(op)],
                    (unsigned long long)h.done[std::size_t(op)], (unsigned long long)h.rejected[std::size_t(op)]);
      }
      for (const auto& [what, count] : h.rejection_samples) std::printf("  %6llu  %s\n", (unsigned long long)count, what.c_str());
    }

  }
  EXPECT_EQ(LiveCount::live, 0) << "nodes leaked";
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[random ops] %.2f s\n", seconds);
}

}  // namespace
}  // namespace arbor::test
