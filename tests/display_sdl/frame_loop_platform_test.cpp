// FrameLoop's platform rules: a window close request reaches every node as
// NOTIFICATION_WM_CLOSE_REQUEST and quits the tree unless auto-accept-quit is off; controller
// hot-plug reaches the tree's Input and is recorded and replayed at the same frames, with the
// recording's version-2 entries (joypad_connection, close_request) read back as written. Driven
// through the SDL display (SDL_PushEvent, an SDL virtual controller, SDL_VIDEODRIVER=dummy) and
// through the null display.

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/error/parse_error.h"
#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/core/input/input_recording.h"
#include "arbor/scene/frame_loop.h"
#include "arbor/scene/node.h"
#include "arbor/scene/notifications.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/display_server.h"
#include "arbor/servers/sdl_display_server.h"

namespace arbor {
namespace {

// Logs the close requests it receives, by name; with `quit_on_close` it accepts the request
// itself (a game's "are you sure?" answered yes).
class CloseWatcher : public Node {
  ARBOR_CLASS(CloseWatcher, Node)

 public:
  std::vector<std::string>* log = nullptr;
  bool quit_on_close = false;

 protected:
  void _notification(int what) override {
    if (what != NOTIFICATION_WM_CLOSE_REQUEST) return;
    log->push_back(get_name().str());
    if (quit_on_close) get_tree()->quit(3);
  }
};

CloseWatcher* add_watcher(Node* parent, const char* name, std::vector<std::string>& log) {
  auto* watcher = parent->add_child(std::make_unique<CloseWatcher>());
  watcher->set_name(name);
  watcher->log = &log;
  return watcher;
}

// A tree of watchers: A (with children A1, A2) and B.
struct CloseScene {
  SceneTree tree;
  std::vector<std::string> log;
  CloseWatcher* b = nullptr;

  CloseScene() {
    CloseWatcher* a = add_watcher(tree.get_root(), "A", log);
    add_watcher(a, "A1", log);
    add_watcher(a, "A2", log);
    b = add_watcher(tree.get_root(), "B", log);
  }
};

const std::vector<std::string> kTopDown = {"A", "A1", "A2", "B"};

TEST(FrameLoopClose, EveryNodeIsNotifiedTopDownThenTheTreeQuits) {
  CloseScene scene;
  NullDisplayServer display;
  FrameLoop loop(scene.tree, display);
  loop.iteration(1.0 / 60);
  EXPECT_FALSE(scene.tree.is_quit_requested());
  display.push_close_request();
  loop.iteration(1.0 / 60);
  EXPECT_EQ(scene.log, kTopDown);
  EXPECT_TRUE(scene.tree.is_quit_requested());
  EXPECT_EQ(scene.tree.get_exit_code(), 0);
}

TEST(FrameLoopClose, WithoutAutoAcceptTheNodesDecide) {
  CloseScene scene;
  NullDisplayServer display;
  FrameLoop loop(scene.tree, display);
  EXPECT_TRUE(scene.tree.is_auto_accept_quit());
  scene.tree.set_auto_accept_quit(false);
  display.push_close_request();
  loop.iteration(1.0 / 60);
  EXPECT_EQ(scene.log, kTopDown);
  EXPECT_FALSE(scene.tree.is_quit_requested());  // "are you sure?" was answered no

  scene.b->quit_on_close = true;
  display.push_close_request();
  FrameLoop::RunSettings settings;
  settings.fixed_step = 1.0 / 60;
  settings.max_frames = 100;
  EXPECT_EQ(loop.run(settings), 3);
  EXPECT_EQ(loop.get_frames(), 2u);  // the frame of the request still ran
}

// The SDL display (dummy video driver) with background controller events.
class SdlFrameLoop : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    display = create_sdl_display_server({"Arbor test", {320, 200}, true});
  }
  std::unique_ptr<DisplayServer> display;
};

TEST_F(SdlFrameLoop, TheCloseButtonAndSdlQuitAreCloseRequests) {
  for (const bool window_close : {true, false}) {
    CloseScene scene;
    FrameLoop loop(scene.tree, *display);
    loop.iteration(1.0 / 60);  // start-up events
    ASSERT_FALSE(scene.tree.is_quit_requested());
    SDL_Event event;
    std::memset(&event, 0, sizeof(event));
    if (window_close) {
      event.type = SDL_WINDOWEVENT;
      event.window.event = SDL_WINDOWEVENT_CLOSE;
    } else {
      event.type = SDL_QUIT;
    }
    ASSERT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError();
    loop.iteration(1.0 / 60);
    EXPECT_EQ(scene.log, kTopDown) << (window_close ? "window close" : "SDL_QUIT");
    EXPECT_TRUE(scene.tree.is_quit_requested());
  }
}

// What a game sees of its controllers, frame by frame: hot-plug signals, button events and the
// connected list.
class PadWatcher : public Node {
  ARBOR_CLASS(PadWatcher, Node)

 public:
  std::string log;

 protected:
  void _ready() override {
    get_tree()->get_input().joy_connection_changed.connect([this](int device, bool connected) {
      log += frame() + (connected ? " connected " : " disconnected ") + std::to_string(device) +
             " '" + get_tree()->get_input().get_joy_name(device) + "'\n";
    });
  }
  void _input(const InputEvent& event) override {
    if (const auto* button = event.as<InputEventJoypadButton>()) {
      log += frame() + " " + button->as_text() + " device " + std::to_string(button->get_device()) +
             (button->is_pressed() ? " down" : " up") + "\n";
    }
  }
  void _physics_process(double) override {
    const auto pads = get_tree()->get_input().get_connected_joypads();
    log += frame() + " pads " + std::to_string(pads.size()) + "\n";
  }

 private:
  std::string frame() const { return std::to_string(get_tree()->get_process_frames()); }
};

PadWatcher* add_pad_watcher(SceneTree& tree) {
  auto* watcher = tree.get_root()->add_child(std::make_unique<PadWatcher>());
  watcher->set_name("Pads");
  return watcher;
}

TEST_F(SdlFrameLoop, AHotPlugSessionReplaysWithTheSameConnectionsAtTheSameFrames) {
  constexpr double kStep = 1.0 / 60;
  SceneTree live;
  PadWatcher* live_pads = add_pad_watcher(live);
  FrameLoop loop(live, *display);
  InputRecording recording(kStep);
  loop.record_to(&recording);
  SDL_Joystick* joystick = nullptr;
  int index = -1;
  for (int frame = 0; frame < 10; ++frame) {
    if (frame == 2) {
      index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                        SDL_CONTROLLER_BUTTON_MAX, 0);
      ASSERT_GE(index, 0) << SDL_GetError();
    } else if (frame == 4) {
      joystick = SDL_JoystickOpen(index);
      ASSERT_NE(joystick, nullptr) << SDL_GetError();
      SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_A, 1);
    } else if (frame == 7) {
      SDL_JoystickClose(joystick);
      SDL_JoystickDetachVirtual(index);
    }
    loop.iteration(kStep);
  }
  EXPECT_NE(live_pads->log.find("2 connected 0 '"), std::string::npos) << live_pads->log;
  EXPECT_NE(live_pads->log.find("4 Joypad Button 0"), std::string::npos) << live_pads->log;
  EXPECT_NE(live_pads->log.find("7 disconnected 0 ''"), std::string::npos) << live_pads->log;
  EXPECT_TRUE(live.get_input().get_connected_joypads().empty());

  // Saved and read back, then replayed into a fresh tree from a display that sees nothing.
  const std::string text = recording.to_text();
  EXPECT_EQ(text.rfind("arbor-input-recording 2\n", 0), 0u) << text;
  const InputRecording read = InputRecording::from_text(text, "hotplug.rec");
  SceneTree replayed;
  PadWatcher* replayed_pads = add_pad_watcher(replayed);
  NullDisplayServer quiet;
  FrameLoop replay(replayed, quiet);
  replay.replay(&read);
  FrameLoop::RunSettings settings;
  settings.max_frames = 10;
  replay.run(settings);
  EXPECT_TRUE(replay.is_replay_finished());
  EXPECT_EQ(replayed_pads->log, live_pads->log);
}

TEST(FrameLoopReplay, HotPlugAndCloseRequestsAreRecordedAndReplayed) {
  constexpr double kStep = 0.02;
  const auto session = [](SceneTree& tree, FrameLoop& loop, NullDisplayServer* display) {
    for (std::uint64_t frame = 0; frame < 8 && !tree.is_quit_requested(); ++frame) {
      if (display && frame == 1) display->push_joypad_connection(1, true, "Pad One");
      if (display && frame == 2) {
        InputEventJoypadButton start;
        start.set_device(1);
        start.set_button_index(JoyButton::START);
        start.set_pressed(true);
        display->push_event(start);
        display->push_joypad_connection(0, true, "Pad Zero");
      }
      if (display && frame == 3) display->push_joypad_connection(1, false);
      if (display && frame == 4) display->window_set_size({800, 600});
      if (display && frame == 5) display->push_close_request();
      loop.iteration(kStep);
    }
  };
  SceneTree live;
  PadWatcher* live_pads = add_pad_watcher(live);
  std::vector<std::string> live_closes;
  add_watcher(live.get_root(), "Closer", live_closes);
  int live_resizes = 0;
  live.get_root()->size_changed.connect([&] { ++live_resizes; });
  NullDisplayServer display;
  FrameLoop loop(live, display);
  InputRecording recording(kStep);
  loop.record_to(&recording);
  session(live, loop, &display);
  EXPECT_TRUE(live.is_quit_requested());
  EXPECT_EQ(live.get_process_frames(), 6u);
  EXPECT_EQ(live_closes, std::vector<std::string>{"Closer"});
  EXPECT_EQ(live.get_input().get_connected_joypads(), std::vector<int>{0});

  const std::string text = recording.to_text();
  EXPECT_EQ(text,
            "arbor-input-recording 2\n"
            "step 0.02\n"
            "0 window_size width=1280 height=720\n"
            "1 joypad_connection device=1 connected=1 name=Pad%20One\n"
            "2 joypad_button device=1 pressed=1 button=6 pressure=0\n"
            "2 joypad_connection device=0 connected=1 name=Pad%20Zero\n"
            "3 joypad_connection device=1 connected=0 name=\n"
            "4 window_size width=800 height=600\n"
            "5 close_request\n");
  EXPECT_EQ(live.get_root()->get_size(), Vector2i(800, 600));
  EXPECT_EQ(live_resizes, 1);

  SceneTree replayed;
  PadWatcher* replayed_pads = add_pad_watcher(replayed);
  std::vector<std::string> replayed_closes;
  add_watcher(replayed.get_root(), "Closer", replayed_closes);
  int replayed_resizes = 0;
  replayed.get_root()->size_changed.connect([&] { ++replayed_resizes; });
  NullDisplayServer quiet(WindowSettings{"quiet", {640, 480}});
  FrameLoop replay(replayed, quiet);
  const InputRecording read = InputRecording::from_text(text);
  replay.replay(&read);
  session(replayed, replay, nullptr);
  EXPECT_EQ(replayed.get_process_frames(), 6u);
  EXPECT_EQ(replayed_closes, live_closes);
  EXPECT_EQ(replayed_pads->log, live_pads->log);
  EXPECT_EQ(replayed.get_input().get_connected_joypads(), std::vector<int>{0});
  EXPECT_EQ(replayed.get_input().get_joy_name(0), "Pad Zero");
  // The replay starts from the recorded window size, not its own display's, and resizes when
  // the session did.
  EXPECT_EQ(replayed.get_root()->get_size(), Vector2i(800, 600));
  EXPECT_EQ(replayed_resizes, 3);  // 640x480 display, then 1280x720 recorded, then 800x600
}

TEST(FrameLoopReplay, ALiveHotPlugIsIgnoredDuringAReplay) {
  SceneTree tree;
  NullDisplayServer display;
  FrameLoop loop(tree, display);
  const InputRecording empty(0.1);
  loop.replay(&empty);
  display.push_joypad_connection(0, true, "Live");
  loop.iteration(0.1);
  EXPECT_TRUE(tree.get_input().get_connected_joypads().empty());
}

TEST(InputRecordingVersions, EventOnlyRecordingsStayVersionOneAndBothVersionsAreRead) {
  InputRecording events(0.5);
  events.add(0, InputEventAction("jump"));
  EXPECT_EQ(events.to_text().rfind("arbor-input-recording 1\n", 0), 0u);

  const InputRecording v2 = InputRecording::from_text(
      "arbor-input-recording 2\nstep 0.5\n"
      "0 joypad_connection device=3 connected=1 name=%C3%A9\n"
      "0 action device=0 action=jump pressed=1 strength=1 event_index=-1\n"
      "4 close_request\n");
  ASSERT_EQ(v2.get_entries().size(), 3u);
  const auto& plug = v2.get_entries()[0];
  EXPECT_EQ(plug.kind, InputRecording::EntryKind::JOYPAD_CONNECTION);
  EXPECT_EQ(plug.event, nullptr);
  EXPECT_EQ(plug.joypad.device, 3);
  EXPECT_TRUE(plug.joypad.connected);
  EXPECT_EQ(plug.joypad.name, "\xC3\xA9");
  EXPECT_EQ(v2.get_entries()[1].kind, InputRecording::EntryKind::INPUT_EVENT);
  EXPECT_EQ(v2.get_entries()[2].kind, InputRecording::EntryKind::CLOSE_REQUEST);
  EXPECT_EQ(v2.get_entries()[2].frame, 4u);

  // Version 1 has no platform entries: they read as unknown event types there.
  EXPECT_THROW(
      (void)InputRecording::from_text("arbor-input-recording 1\nstep 1\n0 close_request\n"),
      ParseError);
  EXPECT_THROW((void)InputRecording::from_text("arbor-input-recording 3\nstep 1\n"), ParseError);
  InputRecording ordered;
  ordered.add_close_request(5);
  EXPECT_THROW(ordered.add_joypad_connection(4, 0, true), Error);
}

}  // namespace
}  // namespace arbor
