// The one place where the scene layer's areas register their classes with ClassDB.
//
// An area (the core nodes, tweens, and each kind of node or resource added later: rendering,
// physics, audio) keeps its registrations in one function in its own folder, declared in a
// `register_<area>_types.h` there, and adds its include and its call below. Registering a class
// registers its bases first, so the order of the calls does not matter.

#include "arbor/scene/register_scene_types.h"

#include "core/register_once.h"
#include "scene/3d/register_render_nodes.h"
#include "scene/audio/audio_classes.h"
#include "scene/register_node_types.h"
#include "scene/register_physics_types.h"
#include "scene/register_tween_types.h"
#include "scene/resources/register_resources.h"

namespace arbor {

void register_scene_types() {
  static detail::RegisterOnce once;
  once([] {
    detail::register_node_types();
    detail::register_tween_types();
    detail::register_audio_classes();
    detail::register_resource_classes();
    detail::register_render_nodes();
    detail::register_physics_types();
  });
}

}  // namespace arbor
