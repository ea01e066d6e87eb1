#include "arbor/core/input/input.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/core/input/input_events.h"

namespace arbor {
namespace {

// Adds or removes `value` in a small unordered set kept in a vector (its capacity is reused, so
// a warm state allocates nothing).
template <class T>
void set_member(std::vector<T>& set, const T& value, bool member) {
  auto it = std::find(set.begin(), set.end(), value);
  if (member && it == set.end()) set.push_back(value);
  if (!member && it != set.end()) {
    *it = set.back();
    set.pop_back();
  }
}

template <class T>
bool has_member(const std::vector<T>& set, const T& value) {
  return std::find(set.begin(), set.end(), value) != set.end();
}

}  // namespace

// -- events ---------------------------------------------------------------------------------------

void Input::parse_input_event(const InputEvent& event) {
  forget_stale_presses();
  parse_device_state(event);
  map_.for_each_action_of(event, [&](const StringName& action, const InputMap::ActionStatus& s) {
    parse_action(event, action, s);
  });
}

void Input::parse_device_state(const InputEvent& event) {
  if (const auto* key = event.as<InputEventKey>()) {
    // Godot ignores echoes and unset codes.
    if (key->is_echo()) return;
    const bool down = key->is_pressed();
    if (key->get_keycode() != Key::NONE) set_member(keys_pressed_, key->get_keycode(), down);
    if (key->get_physical_keycode() != Key::NONE) {
      set_member(physical_keys_pressed_, key->get_physical_keycode(), down);
    }
    if (key->get_key_label() != Key::NONE)
      set_member(key_labels_pressed_, key->get_key_label(), down);
  } else if (const auto* button = event.as<InputEventMouseButton>()) {
    const MouseButtonMask bit = mouse_button_to_mask(button->get_button_index());
    mouse_button_mask_ =
        button->is_pressed() ? (mouse_button_mask_ | bit) : (mouse_button_mask_ & ~bit);
    mouse_position_ = button->get_global_position();
  } else if (const auto* motion = event.as<InputEventMouseMotion>()) {
    mouse_position_ = motion->get_global_position();
    mouse_velocity_ = motion->get_velocity();
  } else if (const auto* wheel = event.as<InputEventMouseWheel>()) {
    mouse_position_ = wheel->get_global_position();
  } else if (const auto* joy_button = event.as<InputEventJoypadButton>()) {
    set_member(joy_buttons_pressed_, {event.get_device(), joy_button->get_button_index()},
               joy_button->is_pressed());
  } else if (const auto* joy_motion = event.as<InputEventJoypadMotion>()) {
    auto it = std::find_if(joy_axes_.begin(), joy_axes_.end(), [&](const JoyAxisValue& entry) {
      return entry.device == event.get_device() && entry.axis == joy_motion->get_axis();
    });
    if (it == joy_axes_.end()) {
      joy_axes_.push_back({event.get_device(), joy_motion->get_axis(), 0.0f});
      it = joy_axes_.end() - 1;
    }
    it->value = joy_motion->get_axis_value();
  }
}

// Godot's Input::_parse_input_event_impl for one action the event triggers.
void Input::parse_action(const InputEvent& event, const StringName& action,
                         const InputMap::ActionStatus& status) {
  ActionState& state = state_of(action);
  set_contribution(state, event.get_device(), status.event_index, status.match);
  // Any release also releases a press made with action_press().
  if (!status.match.pressed) {
    state.api_pressed = false;
    state.api_strength = 0.0f;
  }
  state.exact = map_.event_is_action(event, action, true);
  update_cache(state);
  // A wheel turn is Godot's press and release pair of a wheel button.
  if (event.as<InputEventMouseWheel>()) {
    set_contribution(state, event.get_device(), status.event_index, ActionMatch{});
    update_cache(state);
  }
}

void Input::set_contribution(ActionState& state, int device, int event_index,
                             const ActionMatch& match) {
  auto it = std::find_if(
      state.contributions.begin(), state.contributions.end(),
      [&](const Contribution& c) { return c.device == device && c.event_index == event_index; });
  if (it == state.contributions.end()) {
    state.contributions.push_back({device, event_index, false, 0.0f, 0.0f});
    it = state.contributions.end() - 1;
  }
  it->pressed = match.pressed;
  it->strength = match.strength;
  it->raw_strength = match.raw_strength;
}

void Input::update_cache(ActionState& state) {
  const bool was_pressed = state.pressed;
  state.pressed = state.api_pressed;
  state.strength = state.api_pressed ? state.api_strength : 0.0f;
  state.raw_strength = state.strength;
  for (const Contribution& c : state.contributions) {
    state.pressed = state.pressed || c.pressed;
    state.strength = std::max(state.strength, c.strength);
    state.raw_strength = std::max(state.raw_strength, c.raw_strength);
  }
  // Godot stamps the process frame now and the next physics step: input can arrive part way
  // through a step, and the earliest step that can react to it is the next one.
  if (state.pressed && !was_pressed) {
    state.pressed_physics_frame = physics_frames_ + 1;
    state.pressed_process_frame = process_frames_;
  } else if (!state.pressed && was_pressed) {
    state.released_physics_frame = physics_frames_ + 1;
    state.released_process_frame = process_frames_;
  }
}

// Presses recorded for mapped events are dropped when the map's events change (Godot releases
// an action whose event is erased), since event indices no longer mean the same events.
void Input::forget_stale_presses() {
  if (seen_revision_ == map_.get_revision()) return;
  seen_revision_ = map_.get_revision();
  for (ActionState& state : actions_) {
    state.contributions.clear();
    update_cache(state);
  }
}

Input::ActionState& Input::state_of(const StringName& action) {
  for (ActionState& state : actions_) {
    if (state.name == action) return state;
  }
  actions_.push_back(ActionState{});
  actions_.back().name = action;
  return actions_.back();
}

const Input::ActionState* Input::find_state(const StringName& action) const {
  for (const ActionState& state : actions_) {
    if (state.name == action) return &state;
  }
  return nullptr;
}

const Input::ActionState* Input::checked_state(const StringName& action) const {
  if (!map_.has_action(action)) {
    throw Error("Input: there is no action '" + action.str() +
                "' in the InputMap; add it with get_input_map().add_action() first");
  }
  return find_state(action);
}

// -- devices --------------------------------------------------------------------------------------

bool Input::is_key_pressed(Key keycode) const { return has_member(keys_pressed_, keycode); }

bool Input::is_physical_key_pressed(Key keycode) const {
  return has_member(physical_keys_pressed_, keycode);
}

bool Input::is_key_label_pressed(Key label) const { return has_member(key_labels_pressed_, label); }

bool Input::is_mouse_button_pressed(MouseButton button) const {
  return (mouse_button_mask_ & mouse_button_to_mask(button)) != MouseButtonMask::NONE;
}

bool Input::is_joy_button_pressed(int device, JoyButton button) const {
  return has_member(joy_buttons_pressed_, {device, button});
}

float Input::get_joy_axis(int device, JoyAxis axis) const {
  for (const JoyAxisValue& entry : joy_axes_) {
    if (entry.device == device && entry.axis == axis) return entry.value;
  }
  return 0.0f;
}

void Input::add_joypad(int device, std::string name) {
  auto it = std::find_if(joypads_.begin(), joypads_.end(),
                         [device](const Joypad& pad) { return pad.device == device; });
  if (it != joypads_.end()) {
    it->name = std::move(name);
    return;
  }
  joypads_.push_back({device, std::move(name)});
  joy_connection_changed.emit(device, true);
}

void Input::remove_joypad(int device) {
  auto it = std::find_if(joypads_.begin(), joypads_.end(),
                         [device](const Joypad& pad) { return pad.device == device; });
  if (it == joypads_.end()) return;
  joypads_.erase(it);
  release_device(device);
  joy_connection_changed.emit(device, false);
}

// Godot clears a disconnected controller's buttons and the action presses it held.
void Input::release_device(int device) {
  std::erase_if(joy_buttons_pressed_,
                [device](const auto& entry) { return entry.first == device; });
  std::erase_if(joy_axes_, [device](const JoyAxisValue& entry) { return entry.device == device; });
  for (ActionState& state : actions_) {
    std::erase_if(state.contributions,
                  [device](const Contribution& c) { return c.device == device; });
    update_cache(state);
  }
}

std::vector<int> Input::get_connected_joypads() const {
  std::vector<int> devices;
  for (const Joypad& pad : joypads_) devices.push_back(pad.device);
  return devices;
}

std::string Input::get_joy_name(int device) const {
  for (const Joypad& pad : joypads_) {
    if (pad.device == device) return pad.name;
  }
  return {};
}

// -- actions --------------------------------------------------------------------------------------

bool Input::is_action_pressed(const StringName& action, bool exact_match) const {
  const ActionState* state = checked_state(action);
  return state && state->pressed && (!exact_match || state->exact);
}

bool Input::is_action_just_pressed(const StringName& action, bool exact_match) const {
  const ActionState* state = checked_state(action);
  if (!state || (exact_match && !state->exact)) return false;
  return in_physics_ ? state->pressed_physics_frame == physics_frames_
                     : state->pressed_process_frame == process_frames_;
}

bool Input::is_action_just_released(const StringName& action, bool exact_match) const {
  const ActionState* state = checked_state(action);
  if (!state || (exact_match && !state->exact)) return false;
  return in_physics_ ? state->released_physics_frame == physics_frames_
                     : state->released_process_frame == process_frames_;
}

float Input::get_action_strength(const StringName& action, bool exact_match) const {
  const ActionState* state = checked_state(action);
  return state && (!exact_match || state->exact) ? state->strength : 0.0f;
}

float Input::get_action_raw_strength(const StringName& action, bool exact_match) const {
  const ActionState* state = checked_state(action);
  return state && (!exact_match || state->exact) ? state->raw_strength : 0.0f;
}

float Input::get_axis(const StringName& negative_action, const StringName& positive_action) const {
  return get_action_strength(positive_action) - get_action_strength(negative_action);
}

Vector2 Input::get_vector(const StringName& negative_x, const StringName& positive_x,
                          const StringName& negative_y, const StringName& positive_y,
                          float deadzone) const {
  const Vector2 vector(get_action_raw_strength(positive_x) - get_action_raw_strength(negative_x),
                       get_action_raw_strength(positive_y) - get_action_raw_strength(negative_y));
  if (deadzone < 0.0f) {
    deadzone =
        0.25f * (map_.action_get_deadzone(positive_x) + map_.action_get_deadzone(negative_x) +
                 map_.action_get_deadzone(positive_y) + map_.action_get_deadzone(negative_y));
  }
  // Circular deadzone and length limit (Godot's get_vector).
  const float length = vector.length();
  if (length <= deadzone) return {};
  if (length > 1.0f) return vector / length;
  return vector * (((length - deadzone) / (1.0f - deadzone)) / length);
}

void Input::action_press(const StringName& action, float strength) {
  (void)checked_state(action);
  ActionState& state = state_of(action);
  state.exact = true;
  state.api_pressed = true;
  state.api_strength = std::clamp(strength, 0.0f, 1.0f);
  update_cache(state);
}

void Input::action_release(const StringName& action) {
  (void)checked_state(action);
  ActionState& state = state_of(action);
  state.contributions.clear();
  state.exact = true;
  state.api_pressed = false;
  state.api_strength = 0.0f;
  update_cache(state);
}

// -- frame clock ----------------------------------------------------------------------------------

void Input::begin_physics_step() {
  ++physics_frames_;
  in_physics_ = true;
}

}  // namespace arbor
