// Input: the state of the input devices and actions of one SceneTree (Godot's Input singleton,
// per tree).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/input/input_enums.h"
#include "arbor/core/input/input_map.h"
#include "arbor/core/input/keyboard.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/string_name.h"

namespace arbor {

class InputEvent;

/// What the devices and actions are doing, as the events pushed so far tell it: keys, mouse
/// buttons and position, controller buttons and axes (written for every event, whoever
/// handles it), and the actions of its InputMap. Every SceneTree owns one
/// (SceneTree::get_input()); parse_input_event is called by SceneTree::push_input.
///
/// "Just pressed" follows Godot 4: an action press is stamped with the process frame and the
/// next physics step; is_action_just_pressed is true in _process during that frame, and in
/// _physics_process during that step (the first step after the press, so a press is seen by
/// exactly one physics step even when a frame runs none or several).
class Input {
 public:
  Input() = default;
  Input(const Input&) = delete;
  Input& operator=(const Input&) = delete;

  [[nodiscard]] InputMap& get_input_map() { return map_; }
  [[nodiscard]] const InputMap& get_input_map() const { return map_; }

  /// Records what `event` says about the devices, then about every action it triggers.
  void parse_input_event(const InputEvent& event);

  // -- devices -----------------------------------------------------------------------------------
  /// Whether a key with this keycode (layout) is held.
  [[nodiscard]] bool is_key_pressed(Key keycode) const;
  /// Whether the key at this place on a US QWERTY keyboard is held.
  [[nodiscard]] bool is_physical_key_pressed(Key keycode) const;
  [[nodiscard]] bool is_key_label_pressed(Key label) const;
  [[nodiscard]] bool is_mouse_button_pressed(MouseButton button) const;
  [[nodiscard]] MouseButtonMask get_mouse_button_mask() const { return mouse_button_mask_; }
  /// The last mouse position reported (an event's global position).
  [[nodiscard]] Vector2 get_mouse_position() const { return mouse_position_; }
  /// The velocity of the last mouse motion event.
  [[nodiscard]] Vector2 get_last_mouse_velocity() const { return mouse_velocity_; }
  [[nodiscard]] bool is_joy_button_pressed(int device, JoyButton button) const;
  /// The last value reported for a controller axis, 0 before any.
  [[nodiscard]] float get_joy_axis(int device, JoyAxis axis) const;

  // -- controllers (called by the platform layer on hot-plug) -------------------------------------
  /// Records a controller as connected and emits joy_connection_changed(device, true).
  void add_joypad(int device, std::string name);
  /// Forgets a controller, releases its buttons and axes (and the actions they held), and
  /// emits joy_connection_changed(device, false).
  void remove_joypad(int device);
  [[nodiscard]] std::vector<int> get_connected_joypads() const;
  /// The controller's name, or "" when it is not connected.
  [[nodiscard]] std::string get_joy_name(int device) const;
  Signal<int, bool> joy_connection_changed;

  // -- actions (each throws arbor::Error for an action the map does not have) --------------------
  [[nodiscard]] bool is_action_pressed(const StringName& action, bool exact_match = false) const;
  [[nodiscard]] bool is_action_just_pressed(const StringName& action,
                                            bool exact_match = false) const;
  [[nodiscard]] bool is_action_just_released(const StringName& action,
                                             bool exact_match = false) const;
  /// In [0, 1]: the strongest event holding the action, past its deadzone.
  [[nodiscard]] float get_action_strength(const StringName& action, bool exact_match = false) const;
  /// The same, ignoring the deadzone.
  [[nodiscard]] float get_action_raw_strength(const StringName& action,
                                              bool exact_match = false) const;
  /// get_action_strength(positive) - get_action_strength(negative).
  [[nodiscard]] float get_axis(const StringName& negative_action,
                               const StringName& positive_action) const;
  /// A vector from four actions' raw strengths with a circular deadzone: zero within
  /// `deadzone` (by default the mean of the four actions' deadzones), rescaled from
  /// [deadzone, 1] to [0, 1] beyond it, and never longer than 1 (Godot's get_vector).
  [[nodiscard]] Vector2 get_vector(const StringName& negative_x, const StringName& positive_x,
                                   const StringName& negative_y, const StringName& positive_y,
                                   float deadzone = -1.0f) const;
  /// Presses an action from code (it stays held until action_release or a release event).
  void action_press(const StringName& action, float strength = 1.0f);
  void action_release(const StringName& action);

  // -- the frame clock (Godot's Engine frame counters), driven by the owning SceneTree ------------
  /// A physics step starts: the physics frame counter grows and "just" queries answer for it.
  void begin_physics_step();
  void end_physics_step() { in_physics_ = false; }
  /// The frame (physics steps, process, the rest) is over: the process frame counter grows.
  void end_process_frame() { ++process_frames_; }
  [[nodiscard]] bool is_in_physics_frame() const { return in_physics_; }

 private:
  /// What one (device, mapped event) pair contributes to an action.
  struct Contribution {
    int device = 0;
    int event_index = 0;
    bool pressed = false;
    float strength = 0.0f;
    float raw_strength = 0.0f;
  };
  struct ActionState {
    StringName name;
    std::vector<Contribution> contributions;
    bool api_pressed = false;
    float api_strength = 0.0f;
    bool exact = true;
    bool pressed = false;
    float strength = 0.0f;
    float raw_strength = 0.0f;
    std::uint64_t pressed_physics_frame = UINT64_MAX;
    std::uint64_t pressed_process_frame = UINT64_MAX;
    std::uint64_t released_physics_frame = UINT64_MAX;
    std::uint64_t released_process_frame = UINT64_MAX;
  };
  struct JoyAxisValue {
    int device;
    JoyAxis axis;
    float value;
  };
  struct Joypad {
    int device;
    std::string name;
  };

  void parse_device_state(const InputEvent& event);
  void parse_action(const InputEvent& event, const StringName& action,
                    const InputMap::ActionStatus& status);
  void set_contribution(ActionState& state, int device, int event_index, const ActionMatch& match);
  /// Recomputes pressed/strength from the contributions and stamps the frames on a change.
  void update_cache(ActionState& state);
  void release_device(int device);
  void forget_stale_presses();
  ActionState& state_of(const StringName& action);
  [[nodiscard]] const ActionState* find_state(const StringName& action) const;
  /// The state of an action the map has (nullptr before its first event); throws for an
  /// action the map does not have.
  [[nodiscard]] const ActionState* checked_state(const StringName& action) const;

  InputMap map_;
  std::uint64_t seen_revision_ = 0;
  std::vector<ActionState> actions_;
  std::vector<Key> keys_pressed_;
  std::vector<Key> physical_keys_pressed_;
  std::vector<Key> key_labels_pressed_;
  std::vector<std::pair<int, JoyButton>> joy_buttons_pressed_;
  std::vector<JoyAxisValue> joy_axes_;
  std::vector<Joypad> joypads_;
  MouseButtonMask mouse_button_mask_ = MouseButtonMask::NONE;
  Vector2 mouse_position_;
  Vector2 mouse_velocity_;
  std::uint64_t process_frames_ = 0;
  std::uint64_t physics_frames_ = 0;
  bool in_physics_ = false;
};

}  // namespace arbor
