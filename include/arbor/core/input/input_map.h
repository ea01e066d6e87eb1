// InputMap: named actions and the events that trigger them (Godot's core/input/input_map.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "arbor/core/input/input_event.h"
#include "arbor/core/string/string_name.h"

namespace arbor {

/// Named actions ("jump", "move_left"), each with the events that trigger it and a deadzone for
/// analog events. Each SceneTree's Input owns one (SceneTree::get_input().get_input_map()).
/// Asking about an action that does not exist is a contract violation: it throws arbor::Error
/// naming the action (Godot prints an error and answers false).
class InputMap {
 public:
  /// Default deadzone of a new action (Godot 4's value).
  static constexpr float DEFAULT_DEADZONE = 0.2f;
  /// Deadzone past which an axis event counts as pressed (InputEventJoypadMotion::is_pressed).
  static constexpr float DEFAULT_TOGGLE_DEADZONE = 0.5f;
  /// A mapped event with this device matches events from every device.
  static constexpr int ALL_DEVICES = -1;

  /// How an event relates to one action (Godot's event_get_action_status).
  struct ActionStatus {
    ActionMatch match;
    /// The index of the mapped event that matched; an InputEventAction uses its own
    /// event_index, or the slot after the mapped events.
    int event_index = -1;
  };

  InputMap() = default;
  InputMap(const InputMap& other);
  InputMap& operator=(const InputMap& other);
  InputMap(InputMap&&) noexcept = default;
  InputMap& operator=(InputMap&&) noexcept = default;
  ~InputMap();

  [[nodiscard]] bool has_action(const StringName& action) const;
  /// The actions, in the order they were added.
  [[nodiscard]] std::vector<StringName> get_actions() const;
  /// Adds an action with no events. Throws arbor::Error when it exists.
  void add_action(const StringName& action, float deadzone = DEFAULT_DEADZONE);
  void erase_action(const StringName& action);
  [[nodiscard]] float action_get_deadzone(const StringName& action) const;
  void action_set_deadzone(const StringName& action, float deadzone);
  /// Maps a copy of `event` to the action; an event already mapped (an exact is_match) is not
  /// added twice.
  void action_add_event(const StringName& action, const InputEvent& event);
  [[nodiscard]] bool action_has_event(const StringName& action, const InputEvent& event) const;
  void action_erase_event(const StringName& action, const InputEvent& event);
  void action_erase_events(const StringName& action);
  /// The mapped events, in the order they were added (valid until the action changes).
  [[nodiscard]] std::vector<const InputEvent*> action_get_events(const StringName& action) const;

  /// Whether `event` triggers `action` (with `exact_match`, modifiers must match exactly).
  [[nodiscard]] bool event_is_action(const InputEvent& event, const StringName& action,
                                     bool exact_match = false) const;
  /// How `event` affects `action`, or nothing when it does not trigger it.
  [[nodiscard]] std::optional<ActionStatus> event_get_action_status(const InputEvent& event,
                                                                    const StringName& action,
                                                                    bool exact_match = false) const;

  /// Grows whenever an action's events change or an action is erased: Input forgets the
  /// presses it holds for mapped events when it sees a new revision.
  [[nodiscard]] std::uint64_t get_revision() const { return revision_; }

  /// Calls fn(name, status) for every action `event` triggers, in action order, without
  /// allocating (Input's per-event pass).
  template <class Fn>
  void for_each_action_of(const InputEvent& event, Fn&& fn) const {
    for (const Action& action : actions_) {
      if (std::optional<ActionStatus> status = status_of(action, event, false)) {
        fn(action.name, *status);
      }
    }
  }

 private:
  struct Action {
    StringName name;
    float deadzone = DEFAULT_DEADZONE;
    std::vector<std::unique_ptr<InputEvent>> events;
  };

  [[nodiscard]] const Action* find(const StringName& action) const;
  [[nodiscard]] Action& get(const StringName& action);
  [[nodiscard]] const Action& get(const StringName& action) const;
  [[nodiscard]] static std::optional<ActionStatus> status_of(const Action& action,
                                                             const InputEvent& event,
                                                             bool exact_match);

  std::vector<Action> actions_;
  std::uint64_t revision_ = 0;
};

}  // namespace arbor
