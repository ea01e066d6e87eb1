#include "scene/audio/viewport_listeners.h"

#include <algorithm>

#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {
namespace detail {

namespace {

SceneViewport* viewport_of(const Node& listener) {
  return listener.is_inside_tree() ? listener.get_viewport() : nullptr;
}

}  // namespace

std::vector<NodeId>& ViewportListeners::members_of(SceneViewport& viewport, ListenerSpace space) {
  return space == ListenerSpace::SPACE_3D ? viewport.audio_listeners_3d_
                                          : viewport.audio_listeners_2d_;
}

NodeId& ViewportListeners::current_of(SceneViewport& viewport, ListenerSpace space) {
  return space == ListenerSpace::SPACE_3D ? viewport.audio_listener_3d_
                                          : viewport.audio_listener_2d_;
}

void ViewportListeners::make_current(const Node& listener, ListenerSpace space, bool& wanted) {
  wanted = true;
  if (SceneViewport* viewport = viewport_of(listener)) {
    current_of(*viewport, space) = listener.get_instance_id();
  }
}

void ViewportListeners::clear_current(const Node& listener, ListenerSpace space, bool& wanted) {
  wanted = false;
  if (SceneViewport* viewport = viewport_of(listener)) {
    clear(*viewport, space, listener.get_instance_id());
  }
}

bool ViewportListeners::is_current(const Node& listener, ListenerSpace space, bool wanted) {
  SceneViewport* viewport = viewport_of(listener);
  return viewport ? current_of(*viewport, space) == listener.get_instance_id() : wanted;
}

void ViewportListeners::set_current(const Node& listener, ListenerSpace space, bool& wanted,
                                    bool current) {
  if (current) {
    make_current(listener, space, wanted);
  } else {
    clear_current(listener, space, wanted);
  }
}

void ViewportListeners::notification(const Node& listener, ListenerSpace space, bool& wanted,
                                     int what) {
  SceneViewport* viewport = viewport_of(listener);
  if (!viewport) return;
  NodeId& current = current_of(*viewport, space);
  const NodeId id = listener.get_instance_id();
  if (what == NOTIFICATION_ENTER_TREE) {
    members_of(*viewport, space).push_back(id);
    if (wanted || !current.is_valid()) current = id;
  } else if (what == NOTIFICATION_EXIT_TREE) {
    wanted = current == id;  // kept for when it enters again
    std::erase(members_of(*viewport, space), id);
    clear(*viewport, space, id);
  }
}

void ViewportListeners::clear(SceneViewport& viewport, ListenerSpace space, NodeId listener) {
  NodeId& current = current_of(viewport, space);
  if (current != listener) return;
  const std::vector<NodeId>& members = members_of(viewport, space);
  const auto next =
      std::find_if(members.begin(), members.end(), [&](NodeId id) { return id != listener; });
  current = next == members.end() ? NodeId{} : *next;
}

}  // namespace detail

AudioListener2D* SceneViewport::get_audio_listener_2d() const {
  SceneTree* tree = get_tree();
  return tree ? dynamic_cast<AudioListener2D*>(tree->find(audio_listener_2d_)) : nullptr;
}

AudioListener3D* SceneViewport::get_audio_listener_3d() const {
  SceneTree* tree = get_tree();
  return tree ? dynamic_cast<AudioListener3D*>(tree->find(audio_listener_3d_)) : nullptr;
}

}  // namespace arbor
