// The SDL2 display backend: each SDL event type's translation into Arbor input events (events
// injected with SDL_PushEvent), the window, close requests and controller hot-plug (an SDL
// virtual controller). Runs headless with SDL_VIDEODRIVER=dummy.

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "arbor/core/input/input_events.h"
#include "arbor/servers/sdl_display_server.h"

namespace arbor {
namespace {

// Keeps copies of what the display delivers.
class Collector : public DisplayEventSink {
 public:
  std::vector<std::unique_ptr<InputEvent>> events;
  std::vector<std::string> notes;

  void input_event(const InputEvent& event) override { events.push_back(event.clone()); }
  void close_requested() override { notes.push_back("close"); }
  void window_resized(Vector2i size) override {
    notes.push_back("resized " + std::to_string(size.x) + "x" + std::to_string(size.y));
  }
  void joypad_connection_changed(int device, bool connected, std::string_view name) override {
    notes.push_back((connected ? "connected " : "disconnected ") + std::to_string(device) +
                    (name.empty() ? "" : " " + std::string(name)));
  }
  template <class T>
  const T& only() const {
    EXPECT_EQ(events.size(), 1u);
    const T* event = events.empty() ? nullptr : events.front()->as<T>();
    EXPECT_NE(event, nullptr);
    static const T empty;
    return event ? *event : empty;
  }
};

class SdlDisplay : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    // The dummy window never has focus; SDL drops controller events without it by default.
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    display = create_sdl_display_server({"Arbor test", {320, 200}, true});
    Collector drain;
    display->process_events(drain);  // start-up events (window shown, ...)
  }
  Collector pump(SDL_Event event) {
    event.common.timestamp = SDL_GetTicks();
    EXPECT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError();
    Collector collector;
    display->process_events(collector);
    return collector;
  }
  std::unique_ptr<DisplayServer> display;
};

SDL_Event key_event(Uint32 type, SDL_Keycode sym, SDL_Scancode scancode, Uint16 mod,
                    Uint8 repeat = 0) {
  SDL_Event event;
  std::memset(&event, 0, sizeof(event));
  event.type = type;
  event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
  event.key.repeat = repeat;
  event.key.keysym.sym = sym;
  event.key.keysym.scancode = scancode;
  event.key.keysym.mod = mod;
  return event;
}

TEST_F(SdlDisplay, TheWindowHasItsTitleAndSize) {
  EXPECT_TRUE(display->has_window());
  EXPECT_EQ(display->window_get_title(), "Arbor test");
  EXPECT_EQ(display->window_get_size(), Vector2i(320, 200));
  display->window_set_title("Renamed");
  EXPECT_EQ(display->window_get_title(), "Renamed");
}

TEST_F(SdlDisplay, KeysCarryLayoutPhysicalKeyModifiersAndEcho) {
  // An AZERTY 'a' key: the layout says A, the place is US QWERTY's Q.
  const Collector down = pump(key_event(SDL_KEYDOWN, SDLK_a, SDL_SCANCODE_Q, KMOD_LSHIFT));
  const auto& key = down.only<InputEventKey>();
  EXPECT_TRUE(key.is_pressed());
  EXPECT_FALSE(key.is_echo());
  EXPECT_EQ(key.get_keycode(), Key::A);
  EXPECT_EQ(key.get_physical_keycode(), Key::Q);
  EXPECT_EQ(key.get_key_label(), Key::A);
  EXPECT_EQ(key.get_unicode(), U'A');
  EXPECT_TRUE(key.is_shift_pressed());
  EXPECT_FALSE(key.is_ctrl_pressed());
  EXPECT_EQ(key.as_text(), "Shift+A");

  const Collector repeat =
      pump(key_event(SDL_KEYDOWN, SDLK_F5, SDL_SCANCODE_F5, KMOD_LCTRL | KMOD_LGUI, 1));
  const auto& f5 = repeat.only<InputEventKey>();
  EXPECT_TRUE(f5.is_echo());
  EXPECT_EQ(f5.get_keycode(), Key::F5);
  EXPECT_EQ(f5.get_physical_keycode(), Key::F5);
  EXPECT_EQ(f5.get_unicode(), 0u);
  EXPECT_EQ(f5.as_text(), "Ctrl+Meta+F5");

  const Collector up = pump(key_event(SDL_KEYUP, SDLK_RSHIFT, SDL_SCANCODE_RSHIFT, 0));
  const auto& shift = up.only<InputEventKey>();
  EXPECT_FALSE(shift.is_pressed());
  EXPECT_EQ(shift.get_keycode(), Key::SHIFT);
  EXPECT_EQ(shift.get_location(), KeyLocation::RIGHT);

  const Collector enter = pump(key_event(SDL_KEYDOWN, SDLK_RETURN, SDL_SCANCODE_RETURN, 0));
  EXPECT_EQ(enter.only<InputEventKey>().get_keycode(), Key::ENTER);
  const Collector kp = pump(key_event(SDL_KEYDOWN, SDLK_KP_7, SDL_SCANCODE_KP_7, 0));
  EXPECT_EQ(kp.only<InputEventKey>().get_physical_keycode(), Key::KP_7);
}

TEST_F(SdlDisplay, TextInputBecomesInputEventText) {
  SDL_Event event;
  std::memset(&event, 0, sizeof(event));
  event.type = SDL_TEXTINPUT;
  std::strcpy(event.text.text, "h\xC3\xA9");
  const Collector collector = pump(event);
  EXPECT_EQ(collector.only<InputEventText>().get_text(), "h\xC3\xA9");
}

TEST_F(SdlDisplay, MouseMotionButtonsAndWheel) {
  SDL_Event press;
  std::memset(&press, 0, sizeof(press));
  press.type = SDL_MOUSEBUTTONDOWN;
  press.button.button = SDL_BUTTON_RIGHT;
  press.button.state = SDL_PRESSED;
  press.button.clicks = 2;
  press.button.x = 10;
  press.button.y = 20;
  const Collector pressed = pump(press);
  const auto& button = pressed.only<InputEventMouseButton>();
  EXPECT_EQ(button.get_button_index(), MouseButton::RIGHT);
  EXPECT_TRUE(button.is_pressed());
  EXPECT_TRUE(button.is_double_click());
  EXPECT_EQ(button.get_position(), Vector2(10, 20));
  EXPECT_EQ(button.get_global_position(), Vector2(10, 20));
  EXPECT_EQ(button.get_button_mask(), MouseButtonMask::RIGHT);

  SDL_Event move;
  std::memset(&move, 0, sizeof(move));
  move.type = SDL_MOUSEMOTION;
  move.motion.x = 15;
  move.motion.y = 18;
  move.motion.xrel = 5;
  move.motion.yrel = -2;
  const Collector moved = pump(move);
  const auto& motion = moved.only<InputEventMouseMotion>();
  EXPECT_EQ(motion.get_position(), Vector2(15, 18));
  EXPECT_EQ(motion.get_relative(), Vector2(5, -2));
  EXPECT_EQ(motion.get_button_mask(), MouseButtonMask::RIGHT);  // still held

  SDL_Event release = press;
  release.type = SDL_MOUSEBUTTONUP;
  release.button.state = SDL_RELEASED;
  release.button.button = SDL_BUTTON_X1;
  const Collector released = pump(release);
  EXPECT_EQ(released.only<InputEventMouseButton>().get_button_index(), MouseButton::MB_XBUTTON1);
  EXPECT_FALSE(released.only<InputEventMouseButton>().is_pressed());

  SDL_Event scroll;
  std::memset(&scroll, 0, sizeof(scroll));
  scroll.type = SDL_MOUSEWHEEL;
  scroll.wheel.y = 1;
  scroll.wheel.preciseY = 1.5f;
  scroll.wheel.preciseX = -1.0f;
  scroll.wheel.mouseX = 7;
  scroll.wheel.mouseY = 8;
  const Collector scrolled = pump(scroll);
  const auto& wheel = scrolled.only<InputEventMouseWheel>();
  EXPECT_EQ(wheel.get_delta(), Vector2(-1.0f, 1.5f));
  EXPECT_EQ(wheel.get_position(), Vector2(7, 8));
  EXPECT_EQ(wheel.as_text(), "Mouse Wheel Up, Mouse Wheel Left");
  scroll.wheel.direction = SDL_MOUSEWHEEL_FLIPPED;
  EXPECT_EQ(pump(scroll).only<InputEventMouseWheel>().get_delta(), Vector2(1.0f, -1.5f));
}

TEST_F(SdlDisplay, ControllerButtonsAndAxes) {
  SDL_Event button;
  std::memset(&button, 0, sizeof(button));
  button.type = SDL_CONTROLLERBUTTONDOWN;
  button.cbutton.which = 77;  // a controller SDL never reported keeps its id as the device
  button.cbutton.button = SDL_CONTROLLER_BUTTON_DPAD_LEFT;
  button.cbutton.state = SDL_PRESSED;
  const Collector pressed = pump(button);
  const auto& joy_button = pressed.only<InputEventJoypadButton>();
  EXPECT_EQ(joy_button.get_button_index(), JoyButton::DPAD_LEFT);
  EXPECT_TRUE(joy_button.is_pressed());
  EXPECT_EQ(joy_button.get_device(), 77);

  SDL_Event axis;
  std::memset(&axis, 0, sizeof(axis));
  axis.type = SDL_CONTROLLERAXISMOTION;
  axis.caxis.which = 77;
  axis.caxis.axis = SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
  axis.caxis.value = 32767;
  const Collector moved = pump(axis);
  EXPECT_EQ(moved.only<InputEventJoypadMotion>().get_axis(), JoyAxis::TRIGGER_RIGHT);
  EXPECT_FLOAT_EQ(moved.only<InputEventJoypadMotion>().get_axis_value(), 1.0f);
  axis.caxis.axis = SDL_CONTROLLER_AXIS_LEFTY;
  axis.caxis.value = -32768;
  EXPECT_FLOAT_EQ(pump(axis).only<InputEventJoypadMotion>().get_axis_value(), -1.0f);
}

TEST_F(SdlDisplay, WindowCloseAndQuitRequestClosing) {
  SDL_Event close;
  std::memset(&close, 0, sizeof(close));
  close.type = SDL_WINDOWEVENT;
  close.window.event = SDL_WINDOWEVENT_CLOSE;
  EXPECT_EQ(pump(close).notes, std::vector<std::string>{"close"});
  SDL_Event resize = close;
  resize.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
  resize.window.data1 = 640;
  resize.window.data2 = 480;
  EXPECT_EQ(pump(resize).notes, std::vector<std::string>{"resized 640x480"});
  SDL_Event quit;
  std::memset(&quit, 0, sizeof(quit));
  quit.type = SDL_QUIT;
  EXPECT_EQ(pump(quit).notes, std::vector<std::string>{"close"});
}

TEST_F(SdlDisplay, ControllersAreNumberedOnHotPlugAndTheirEventsCarryTheNumber) {
  const int index = SDL_JoystickAttachVirtual(
      SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX, SDL_CONTROLLER_BUTTON_MAX, 0);
  ASSERT_GE(index, 0) << SDL_GetError();
  Collector plugged;
  display->process_events(plugged);
  ASSERT_EQ(plugged.notes.size(), 1u);
  EXPECT_EQ(plugged.notes[0].rfind("connected 0", 0), 0u) << plugged.notes[0];

  SDL_Joystick* joystick = SDL_JoystickOpen(index);
  ASSERT_NE(joystick, nullptr) << SDL_GetError();
  SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_B, 1);
  Collector pressed;
  display->process_events(pressed);
  ASSERT_EQ(pressed.events.size(), 1u);
  const auto* button = pressed.events[0]->as<InputEventJoypadButton>();
  ASSERT_NE(button, nullptr);
  EXPECT_EQ(button->get_button_index(), JoyButton::B);
  EXPECT_EQ(button->get_device(), 0);
  SDL_JoystickClose(joystick);

  SDL_JoystickDetachVirtual(index);
  Collector unplugged;
  display->process_events(unplugged);
  EXPECT_EQ(unplugged.notes, std::vector<std::string>{"disconnected 0"});
}

TEST(SdlDisplayHeadless, OpensWithoutAWindow) {
  setenv("SDL_VIDEODRIVER", "dummy", 0);
  const auto display = create_sdl_display_server({}, false);
  EXPECT_FALSE(display->has_window());
  EXPECT_EQ(display->window_get_size(), Vector2i(1280, 720));
}

}  // namespace
}  // namespace arbor
