#include "scene/audio/viewport_listeners.h"

#include <algorithm>

#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {
namespace detail {

void ViewportListeners::add(SceneViewport& viewport, bool three_d, NodeId listener,
                            bool wants_current) {
  std::vector<NodeId>& members =
      three_d ? viewport.audio_listeners_3d_ : viewport.audio_listeners_2d_;
  NodeId& current = three_d ? viewport.audio_listener_3d_ : viewport.audio_listener_2d_;
  members.push_back(listener);
  if (wants_current || !current.is_valid()) current = listener;
}

void ViewportListeners::remove(SceneViewport& viewport, bool three_d, NodeId listener) {
  std::vector<NodeId>& members =
      three_d ? viewport.audio_listeners_3d_ : viewport.audio_listeners_2d_;
  std::erase(members, listener);
  clear_current(viewport, three_d, listener);
}

void ViewportListeners::make_current(SceneViewport& viewport, bool three_d, NodeId listener) {
  (three_d ? viewport.audio_listener_3d_ : viewport.audio_listener_2d_) = listener;
}

void ViewportListeners::clear_current(SceneViewport& viewport, bool three_d, NodeId listener) {
  NodeId& current = three_d ? viewport.audio_listener_3d_ : viewport.audio_listener_2d_;
  if (current != listener) return;
  const std::vector<NodeId>& members =
      three_d ? viewport.audio_listeners_3d_ : viewport.audio_listeners_2d_;
  const auto next =
      std::find_if(members.begin(), members.end(), [&](NodeId id) { return id != listener; });
  current = next == members.end() ? NodeId{} : *next;
}

NodeId ViewportListeners::current(const SceneViewport& viewport, bool three_d) {
  return three_d ? viewport.audio_listener_3d_ : viewport.audio_listener_2d_;
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
