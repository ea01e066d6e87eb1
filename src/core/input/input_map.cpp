#include "arbor/core/input/input_map.h"

#include <algorithm>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/input/input_event_action.h"

namespace arbor {

InputMap::InputMap(const InputMap& other) { *this = other; }

InputMap& InputMap::operator=(const InputMap& other) {
  if (this == &other) return *this;
  actions_.clear();
  for (const Action& action : other.actions_) {
    Action copy{action.name, action.deadzone, {}};
    for (const auto& event : action.events) copy.events.push_back(event->clone());
    actions_.push_back(std::move(copy));
  }
  ++revision_;
  return *this;
}

InputMap::~InputMap() = default;

const InputMap::Action* InputMap::find(const StringName& action) const {
  for (const Action& entry : actions_) {
    if (entry.name == action) return &entry;
  }
  return nullptr;
}

const InputMap::Action& InputMap::get(const StringName& action) const {
  if (const Action* entry = find(action)) return *entry;
  throw Error("InputMap: there is no action '" + action.str() +
              "'; add it with add_action() first");
}

InputMap::Action& InputMap::get(const StringName& action) {
  return const_cast<Action&>(std::as_const(*this).get(action));
}

bool InputMap::has_action(const StringName& action) const { return find(action) != nullptr; }

std::vector<StringName> InputMap::get_actions() const {
  std::vector<StringName> names;
  names.reserve(actions_.size());
  for (const Action& action : actions_) names.push_back(action.name);
  return names;
}

void InputMap::add_action(const StringName& action, float deadzone) {
  if (action.is_empty()) throw Error("InputMap::add_action: the action name is empty");
  if (has_action(action)) throw Error("InputMap::add_action: '" + action.str() + "' exists");
  actions_.push_back({action, deadzone, {}});
}

void InputMap::erase_action(const StringName& action) {
  const Action& entry = get(action);
  actions_.erase(actions_.begin() + (&entry - actions_.data()));
  ++revision_;
}

float InputMap::action_get_deadzone(const StringName& action) const { return get(action).deadzone; }

void InputMap::action_set_deadzone(const StringName& action, float deadzone) {
  get(action).deadzone = deadzone;
}

void InputMap::action_add_event(const StringName& action, const InputEvent& event) {
  Action& entry = get(action);
  if (action_has_event(action, event)) return;
  entry.events.push_back(event.clone());
}

bool InputMap::action_has_event(const StringName& action, const InputEvent& event) const {
  const Action& entry = get(action);
  return std::any_of(entry.events.begin(), entry.events.end(),
                     [&](const auto& mapped) { return mapped->is_match(event, true); });
}

void InputMap::action_erase_event(const StringName& action, const InputEvent& event) {
  auto& events = get(action).events;
  auto it = std::find_if(events.begin(), events.end(),
                         [&](const auto& mapped) { return mapped->is_match(event, true); });
  if (it == events.end()) return;
  events.erase(it);
  ++revision_;
}

void InputMap::action_erase_events(const StringName& action) {
  get(action).events.clear();
  ++revision_;
}

std::vector<const InputEvent*> InputMap::action_get_events(const StringName& action) const {
  std::vector<const InputEvent*> events;
  for (const auto& event : get(action).events) events.push_back(event.get());
  return events;
}

bool InputMap::event_is_action(const InputEvent& event, const StringName& action,
                               bool exact_match) const {
  return event_get_action_status(event, action, exact_match).has_value();
}

std::optional<InputMap::ActionStatus> InputMap::event_get_action_status(const InputEvent& event,
                                                                        const StringName& action,
                                                                        bool exact_match) const {
  return status_of(get(action), event, exact_match);
}

std::optional<InputMap::ActionStatus> InputMap::status_of(const Action& action,
                                                          const InputEvent& event,
                                                          bool exact_match) {
  // An InputEventAction names its action directly (Godot's event_get_action_status).
  if (const auto* direct = event.as<InputEventAction>()) {
    if (direct->get_action() != action.name) return std::nullopt;
    ActionStatus status;
    status.match.pressed = direct->is_pressed();
    status.match.strength = status.match.raw_strength =
        direct->is_pressed() ? direct->get_strength() : 0.0f;
    status.event_index =
        direct->get_event_index() >= 0 ? direct->get_event_index() : int(action.events.size());
    return status;
  }
  for (std::size_t i = 0; i < action.events.size(); ++i) {
    const InputEvent& mapped = *action.events[i];
    if (mapped.get_device() != ALL_DEVICES && mapped.get_device() != event.get_device()) continue;
    ActionStatus status;
    if (mapped.action_match(event, exact_match, action.deadzone, &status.match)) {
      status.event_index = int(i);
      return status;
    }
  }
  return std::nullopt;
}

}  // namespace arbor
