#include "arbor/servers/display_server.h"

#include "arbor/core/input/input_event.h"

namespace arbor {

NullDisplayServer::NullDisplayServer(WindowSettings settings) : settings_(std::move(settings)) {}

NullDisplayServer::~NullDisplayServer() = default;

void NullDisplayServer::window_set_size(Vector2i size) {
  settings_.size = size;
  resized_ = true;
}

void NullDisplayServer::process_events(DisplayEventSink& sink) {
  if (resized_) {
    resized_ = false;
    sink.window_resized(settings_.size);
  }
  std::vector<Queued> items;
  items.swap(queued_);
  for (const Queued& item : items) {
    if (item.event) {
      sink.input_event(*item.event);
    } else {
      sink.joypad_connection_changed(item.device, item.connected, item.name);
    }
  }
  if (close_requested_) {
    close_requested_ = false;
    sink.close_requested();
  }
}

void NullDisplayServer::push_event(const InputEvent& event) {
  queued_.push_back({event.clone(), 0, false, {}});
}

void NullDisplayServer::push_joypad_connection(int device, bool connected, std::string_view name) {
  queued_.push_back({nullptr, device, connected, std::string(name)});
}

}  // namespace arbor
