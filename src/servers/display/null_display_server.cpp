#include "arbor/servers/display_server.h"

#include "arbor/core/input/input_event.h"

namespace arbor {

NullDisplayServer::NullDisplayServer(WindowSettings settings) : settings_(std::move(settings)) {}

NullDisplayServer::~NullDisplayServer() = default;

void NullDisplayServer::process_events(DisplayEventSink& sink) {
  std::vector<std::unique_ptr<InputEvent>> events;
  events.swap(queued_);
  for (const auto& event : events) sink.input_event(*event);
  if (close_requested_) {
    close_requested_ = false;
    sink.close_requested();
  }
}

void NullDisplayServer::push_event(const InputEvent& event) { queued_.push_back(event.clone()); }

}  // namespace arbor
