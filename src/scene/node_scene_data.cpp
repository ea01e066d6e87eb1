// Node's scene-file data: instanced scene paths, editable instances, kept properties and
// persistent groups.

#include <algorithm>

#include "arbor/core/variant/variant.h"
#include "arbor/scene/node.h"
#include "scene/callbacks.h"
#include "scene/child_list.h"
#include "scene/kept_places.h"

namespace arbor {
namespace {

const detail::NodeSceneData* scene_data_or_null(const Node* node) {
  const detail::NodeExtras* extras = detail::extras_or_null(node);
  return extras ? extras->scene_data.get() : nullptr;
}

detail::NodeSceneData& scene_data(Node* node) {
  detail::NodeExtras& extras = detail::extras_of(node);
  if (!extras.scene_data) extras.scene_data = std::make_unique<detail::NodeSceneData>();
  return *extras.scene_data;
}

}  // namespace

const std::string& Node::get_scene_file_path() const {
  static const std::string kNone;
  const detail::NodeSceneData* data = scene_data_or_null(this);
  return data ? data->scene_file_path : kNone;
}

void Node::set_scene_file_path(std::string path) {
  if (path.empty() && !scene_data_or_null(this)) return;
  scene_data(this).scene_file_path = std::move(path);
}

void Node::set_editable_instance(Node* instance, bool editable) {
  if (!instance) throw Error("set_editable_instance: the instance is null");
  if (!is_ancestor_of(instance)) {
    throw Error("set_editable_instance: " + detail::describe(instance) +
                " is not a descendant of " + detail::describe(this));
  }
  std::vector<NodeId>& list = scene_data(this).editable_instances;
  const NodeId id = instance->get_instance_id();
  const bool present = std::find(list.begin(), list.end(), id) != list.end();
  if (editable && !present) list.push_back(id);
  if (!editable && present) std::erase(list, id);
}

bool Node::is_editable_instance(const Node* instance) const {
  const detail::NodeSceneData* data = scene_data_or_null(this);
  if (!data || !instance) return false;
  return std::find(data->editable_instances.begin(), data->editable_instances.end(),
                   instance->get_instance_id()) != data->editable_instances.end();
}

void Node::keep_property(const StringName& name, const Variant& value) {
  scene_data(this).kept_properties.set(name, value);
}

void Node::mark_kept_node_path(const StringName& name) {
  if (get_kept_properties().find(name)) scene_data(this).kept_properties.mark_node_path(name);
}

void Node::keep_connection(ConnectionInfo connection) {
  connection.source = get_instance_id();
  scene_data(this).kept_connections.push_back(std::move(connection));
}

const std::vector<ConnectionInfo>& Node::get_kept_connections() const {
  static const std::vector<ConnectionInfo> kNone;
  const detail::NodeSceneData* data = scene_data_or_null(this);
  return data ? data->kept_connections : kNone;
}

const PropertyStore& Node::get_kept_properties() const {
  static const PropertyStore kNone;
  const detail::NodeSceneData* data = scene_data_or_null(this);
  return data ? data->kept_properties : kNone;
}

std::vector<StringName> Node::get_persistent_groups() const {
  std::vector<StringName> names;
  if (const detail::NodeExtras* extras = detail::extras_or_null(this)) {
    for (const detail::GroupMembership& group : extras->groups) {
      if (group.persistent) names.push_back(group.name);
    }
  }
  return names;
}

}  // namespace arbor

namespace arbor::detail {

void place_kept_property(Node& node, const StringName& name, const StringName& bound) {
  if (!node.get_kept_properties().find(name)) return;
  auto& places = scene_data(&node).kept_places;
  auto found = std::find_if(places.begin(), places.end(),
                            [&](const auto& place) { return place.first == name; });
  if (found != places.end()) {
    found->second = bound;
  } else {
    places.emplace_back(name, bound);
  }
}

const StringName* find_kept_place(const Node& node, const StringName& name) {
  const NodeSceneData* data = scene_data_or_null(&node);
  if (!data) return nullptr;
  for (const auto& [kept, bound] : data->kept_places) {
    if (kept == name) return &bound;
  }
  return nullptr;
}

}  // namespace arbor::detail
