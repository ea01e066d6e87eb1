// Routing input allocates nothing once warm (issue "Benchmarks": allocate nothing): every event
// type, pushed through a tree with input handlers, an input server and mapped actions.
//
// This program's operator new (counting_new.cpp) takes its memory from malloc; this file
// counts malloc calls made on this thread by defining malloc, calloc and realloc in the program,
// ahead of the allocator that serves them (mimalloc with ARBOR_USE_MIMALLOC, else glibc), so it
// counts every operator new too. Sanitizer runtimes own malloc themselves: there the test is
// skipped.

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/server.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ARBOR_COUNT_MALLOC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define ARBOR_COUNT_MALLOC 0
#endif
#endif
#ifndef ARBOR_COUNT_MALLOC
#define ARBOR_COUNT_MALLOC 1
#endif

namespace {
thread_local bool t_counting = false;
thread_local std::uint64_t t_mallocs = 0;
}  // namespace

#if ARBOR_COUNT_MALLOC
// The allocator under the counting functions below.
#if ARBOR_USE_MIMALLOC
#include <mimalloc.h>
#else
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* pointer, std::size_t size);
}
#endif
namespace {
#if ARBOR_USE_MIMALLOC
constexpr auto allocate = &mi_malloc;
constexpr auto allocate_zeroed = &mi_calloc;
constexpr auto reallocate = &mi_realloc;
#else
constexpr auto allocate = &__libc_malloc;
constexpr auto allocate_zeroed = &__libc_calloc;
constexpr auto reallocate = &__libc_realloc;
#endif
}  // namespace

extern "C" {
void* malloc(std::size_t size) {
  if (t_counting) ++t_mallocs;
  return allocate(size);
}
void* calloc(std::size_t count, std::size_t size) {
  if (t_counting) ++t_mallocs;
  return allocate_zeroed(count, size);
}
void* realloc(void* pointer, std::size_t size) {
  if (t_counting) ++t_mallocs;
  return reallocate(pointer, size);
}
}
#endif

namespace arbor {
namespace {

class Handler : public Node {
  ARBOR_CLASS(Handler, Node)

 public:
  std::uint64_t seen = 0;

 protected:
  void _input(const InputEvent& event) override { seen += event.is_pressed() ? 1 : 2; }
  void _unhandled_input(const InputEvent& event) override { seen += event.is_echo() ? 1 : 3; }
};

class Ui : public IInputServer {
 public:
  bool input(const InputEvent& event) override { return event.as<InputEventText>() != nullptr; }
};

std::uint64_t count_mallocs(const std::function<void()>& fn) {
  t_mallocs = 0;
  t_counting = true;
  fn();
  t_counting = false;
  return t_mallocs;
}

TEST(InputAllocation, CounterSeesMallocAndOperatorNew) {
  if (!ARBOR_COUNT_MALLOC) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  void* block = nullptr;
  std::unique_ptr<int> object;
  EXPECT_EQ(count_mallocs([&] {
              block = std::malloc(64);
              object = std::make_unique<int>(7);
            }),
            2u);
  std::free(block);
}

TEST(InputAllocation, RoutingEveryEventTypeAllocatesNothingOnceWarm) {
  if (!ARBOR_COUNT_MALLOC) GTEST_SKIP() << "malloc belongs to the sanitizer runtime";
  SceneTree tree;
  tree.servers().add(std::make_unique<Ui>());
  for (int i = 0; i < 100; ++i) {
    Node* parent = tree.get_root()->add_child(std::make_unique<Node>());
    for (int j = 0; j < 10; ++j) {
      auto* handler = parent->add_child(std::make_unique<Handler>());
      handler->set_input_before_ui(j == 0);
    }
  }
  InputMap& map = tree.get_input().get_input_map();
  map.add_action("jump");
  map.add_action("right");
  map.add_action("zoom");

  InputEventKey key;
  key.set_keycode(Key::SPACE);
  map.action_add_event("jump", key);
  InputEventJoypadMotion stick;
  stick.set_axis(JoyAxis::LEFT_X);
  stick.set_axis_value(1.0f);
  map.action_add_event("right", stick);
  InputEventMouseButton wheel_up;
  wheel_up.set_button_index(MouseButton::WHEEL_UP);
  map.action_add_event("zoom", wheel_up);
  InputEventJoypadButton button;
  InputEventMouseButton click;
  click.set_button_index(MouseButton::LEFT);
  InputEventMouseMotion motion;
  InputEventMouseWheel wheel;
  wheel.set_delta({0, 1});
  InputEventText text("a");
  InputEventAction action("jump");

  const auto round = [&] {
    for (bool pressed : {true, false}) {
      key.set_pressed(pressed);
      tree.push_input(key);
      button.set_pressed(pressed);
      tree.push_input(button);
      click.set_pressed(pressed);
      tree.push_input(click);
      stick.set_axis_value(pressed ? 0.8f : 0.0f);
      tree.push_input(stick);
      action.set_pressed(pressed);
      tree.push_input(action);
    }
    motion.set_relative({1, 1});
    tree.push_input(motion);
    tree.push_input(wheel);
    tree.push_input(text);
    tree.tick(1.0 / 60.0);
  };
  round();  // warm: snapshot buffers, action states, device sets
  round();
  EXPECT_EQ(count_mallocs([&] {
              for (int i = 0; i < 100; ++i) round();
            }),
            0u);
}

}  // namespace
}  // namespace arbor
