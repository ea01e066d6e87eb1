// Binds the scene layer's core nodes for ClassDB (their methods, properties and signals, with
// Godot 4's names and storage flags, so scene files read and write them by name).

#include "arbor/core/object/class_db.h"
#include "arbor/scene/canvas_item.h"
#include "arbor/scene/missing_node.h"
#include "arbor/scene/node.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/scene/timer.h"
#include "scene/callbacks.h"
#include "scene/3d/register_render_nodes.h"
#include "scene/child_list.h"
#include "scene/register_node_types.h"

namespace arbor {
namespace {

constexpr std::uint32_t kStorageOnly = PROPERTY_USAGE_STORAGE;
constexpr std::uint32_t kEditorOnly = PROPERTY_USAGE_EDITOR;
constexpr std::uint32_t kNotSaved = PROPERTY_USAGE_NONE;

PropertyInfo object_argument(const char* name) { return PropertyInfo(Variant::OBJECT, name); }

}  // namespace

void detail::register_node_types() {
  ClassDB::register_class<Node>();
  ClassDB::register_class<SceneViewport>();
  ClassDB::register_class<Node3D>();
  ClassDB::register_class<CanvasItem>();
  ClassDB::register_class<Node2D>();
  ClassDB::register_class<Timer>();
  ClassDB::register_class<MissingNode>();
}

void Node::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_name", "name"), &Node::set_name);
  ClassDB::bind_method(D_METHOD("get_name"), &Node::get_name);
  ClassDB::bind_method(D_METHOD("set_process_mode", "mode"), &Node::set_process_mode);
  ClassDB::bind_method(D_METHOD("get_process_mode"), &Node::get_process_mode);
  ClassDB::bind_method(D_METHOD("set_process_priority", "priority"), &Node::set_process_priority);
  ClassDB::bind_method(D_METHOD("get_process_priority"), &Node::get_process_priority);
  ClassDB::bind_method(D_METHOD("set_physics_process_priority", "priority"),
                       &Node::set_physics_process_priority);
  ClassDB::bind_method(D_METHOD("get_physics_process_priority"),
                       &Node::get_physics_process_priority);
  ClassDB::bind_method(D_METHOD("set_unique_name_in_owner", "enable"),
                       &Node::set_unique_name_in_owner);
  ClassDB::bind_method(D_METHOD("is_unique_name_in_owner"), &Node::is_unique_name_in_owner);
  ClassDB::bind_method(D_METHOD("set_process", "enable"), &Node::set_process);
  ClassDB::bind_method(D_METHOD("is_processing"), &Node::is_processing);
  ClassDB::bind_method(D_METHOD("set_physics_process", "enable"), &Node::set_physics_process);
  ClassDB::bind_method(D_METHOD("is_physics_processing"), &Node::is_physics_processing);
  ClassDB::bind_method(D_METHOD("get_child_count"), &Node::get_child_count);
  ClassDB::bind_method(D_METHOD("get_index"), &Node::get_index);
  ClassDB::bind_method(D_METHOD("queue_free"), &Node::queue_free);
  ClassDB::bind_method(D_METHOD("is_inside_tree"), &Node::is_inside_tree);
  ClassDB::add_property(
      PropertyInfo(Variant::STRING_NAME, "name", PROPERTY_HINT_NONE, "", kNotSaved), "set_name",
      "get_name");
  ClassDB::add_property(
      PropertyInfo(Variant::BOOL, "unique_name_in_owner", PROPERTY_HINT_NONE, "", kStorageOnly),
      "set_unique_name_in_owner", "is_unique_name_in_owner");
  ClassDB::add_property(PropertyInfo(Variant::INT, "process_mode", PROPERTY_HINT_ENUM,
                                     "Inherit,Pausable,When Paused,Always,Disabled"),
                        "set_process_mode", "get_process_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "process_priority"), "set_process_priority",
                        "get_process_priority");
  ClassDB::add_property(PropertyInfo(Variant::INT, "process_physics_priority"),
                        "set_physics_process_priority", "get_physics_process_priority");
  ClassDB::add_signal(MethodInfo("ready"), &Node::ready);
  ClassDB::add_signal(MethodInfo("renamed"), &Node::renamed);
  ClassDB::add_signal(MethodInfo("tree_entered"), &Node::tree_entered);
  ClassDB::add_signal(MethodInfo("tree_exiting"), &Node::tree_exiting);
  ClassDB::add_signal(MethodInfo("tree_exited"), &Node::tree_exited);
  ClassDB::add_signal(MethodInfo("child_entered_tree", object_argument("node")),
                      &Node::child_entered_tree);
  ClassDB::add_signal(MethodInfo("child_exiting_tree", object_argument("node")),
                      &Node::child_exiting_tree);
  ClassDB::add_signal(MethodInfo("child_order_changed"), &Node::child_order_changed);
}

Dictionary* Node::_meta_storage(bool create) {
  detail::NodeExtras* extras = create ? &detail::extras_of(this) : detail::extras_or_null(this);
  if (!extras) return nullptr;
  if (!extras->meta && create) extras->meta = std::make_unique<Dictionary>();
  return extras->meta.get();
}

void Node3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_transform", "local"), &Node3D::set_transform);
  ClassDB::bind_method(D_METHOD("get_transform"), &Node3D::get_transform);
  ClassDB::bind_method(D_METHOD("set_position", "position"), &Node3D::set_position);
  ClassDB::bind_method(D_METHOD("get_position"), &Node3D::get_position);
  ClassDB::bind_method(D_METHOD("set_rotation", "euler_radians"), &Node3D::set_rotation);
  ClassDB::bind_method(D_METHOD("get_rotation"), &Node3D::get_rotation);
  ClassDB::bind_method(D_METHOD("set_rotation_degrees", "euler_degrees"),
                       &Node3D::set_rotation_degrees);
  ClassDB::bind_method(D_METHOD("get_rotation_degrees"), &Node3D::get_rotation_degrees);
  ClassDB::bind_method(D_METHOD("set_rotation_order", "order"), &Node3D::set_rotation_order);
  ClassDB::bind_method(D_METHOD("get_rotation_order"), &Node3D::get_rotation_order);
  ClassDB::bind_method(D_METHOD("set_quaternion", "quaternion"), &Node3D::set_quaternion);
  ClassDB::bind_method(D_METHOD("get_quaternion"), &Node3D::get_quaternion);
  ClassDB::bind_method(D_METHOD("set_basis", "basis"), &Node3D::set_basis);
  ClassDB::bind_method(D_METHOD("get_basis"), &Node3D::get_basis);
  ClassDB::bind_method(D_METHOD("set_scale", "scale"), &Node3D::set_scale);
  ClassDB::bind_method(D_METHOD("get_scale"), &Node3D::get_scale);
  ClassDB::bind_method(D_METHOD("set_global_transform", "global"), &Node3D::set_global_transform);
  ClassDB::bind_method(D_METHOD("get_global_transform"), &Node3D::get_global_transform);
  ClassDB::bind_method(D_METHOD("set_global_position", "position"), &Node3D::set_global_position);
  ClassDB::bind_method(D_METHOD("get_global_position"), &Node3D::get_global_position);
  ClassDB::bind_method(D_METHOD("set_as_top_level", "enable"), &Node3D::set_as_top_level);
  ClassDB::bind_method(D_METHOD("is_set_as_top_level"), &Node3D::is_set_as_top_level);
  ClassDB::bind_method(D_METHOD("set_visible", "visible"), &Node3D::set_visible);
  ClassDB::bind_method(D_METHOD("is_visible"), &Node3D::is_visible);
  ClassDB::bind_method(D_METHOD("is_visible_in_tree"), &Node3D::is_visible_in_tree);
  ClassDB::add_property(
      PropertyInfo(Variant::TRANSFORM3D, "transform", PROPERTY_HINT_NONE, "", kStorageOnly),
      "set_transform", "get_transform");
  ClassDB::add_property(
      PropertyInfo(Variant::TRANSFORM3D, "global_transform", PROPERTY_HINT_NONE, "", kNotSaved),
      "set_global_transform", "get_global_transform");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "position", PROPERTY_HINT_NONE, "", kEditorOnly),
      "set_position", "get_position");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "rotation", PROPERTY_HINT_NONE, "", kEditorOnly),
      "set_rotation", "get_rotation");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "rotation_degrees", PROPERTY_HINT_NONE, "", kEditorOnly),
      "set_rotation_degrees", "get_rotation_degrees");
  ClassDB::add_property(
      PropertyInfo(Variant::QUATERNION, "quaternion", PROPERTY_HINT_NONE, "", kNotSaved),
      "set_quaternion", "get_quaternion");
  ClassDB::add_property(PropertyInfo(Variant::BASIS, "basis", PROPERTY_HINT_NONE, "", kNotSaved),
                        "set_basis", "get_basis");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "scale", PROPERTY_HINT_NONE, "", kEditorOnly), "set_scale",
      "get_scale");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "rotation_order", PROPERTY_HINT_ENUM, "XYZ,XZY,YXZ,YZX,ZXY,ZYX"),
      "set_rotation_order", "get_rotation_order");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "top_level"), "set_as_top_level",
                        "is_set_as_top_level");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "visible"), "set_visible", "is_visible");
  ClassDB::add_signal(MethodInfo("visibility_changed"), &Node3D::visibility_changed);
}

void CanvasItem::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_visible", "visible"), &CanvasItem::set_visible);
  ClassDB::bind_method(D_METHOD("is_visible"), &CanvasItem::is_visible);
  ClassDB::bind_method(D_METHOD("is_visible_in_tree"), &CanvasItem::is_visible_in_tree);
  ClassDB::bind_method(D_METHOD("get_transform"), &CanvasItem::get_transform);
  ClassDB::bind_method(D_METHOD("set_modulate", "modulate"), &CanvasItem::set_modulate);
  ClassDB::bind_method(D_METHOD("get_modulate"), &CanvasItem::get_modulate);
  ClassDB::bind_method(D_METHOD("set_self_modulate", "self_modulate"),
                       &CanvasItem::set_self_modulate);
  ClassDB::bind_method(D_METHOD("get_self_modulate"), &CanvasItem::get_self_modulate);
  ClassDB::bind_method(D_METHOD("set_z_index", "z_index"), &CanvasItem::set_z_index);
  ClassDB::bind_method(D_METHOD("get_z_index"), &CanvasItem::get_z_index);
  ClassDB::bind_method(D_METHOD("set_z_as_relative", "enable"), &CanvasItem::set_z_as_relative);
  ClassDB::bind_method(D_METHOD("is_z_relative"), &CanvasItem::is_z_relative);
  ClassDB::bind_method(D_METHOD("set_as_top_level", "enable"), &CanvasItem::set_as_top_level);
  ClassDB::bind_method(D_METHOD("is_set_as_top_level"), &CanvasItem::is_set_as_top_level);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "visible"), "set_visible", "is_visible");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "modulate"), "set_modulate", "get_modulate");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "self_modulate"), "set_self_modulate",
                        "get_self_modulate");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "top_level"), "set_as_top_level",
                        "is_set_as_top_level");
  ClassDB::add_property(PropertyInfo(Variant::INT, "z_index", PROPERTY_HINT_RANGE, "-4096,4096,1"),
                        "set_z_index", "get_z_index");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "z_as_relative"), "set_z_as_relative",
                        "is_z_relative");
  ClassDB::add_signal(MethodInfo("visibility_changed"), &CanvasItem::visibility_changed);
}

void Node2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_position", "position"), &Node2D::set_position);
  ClassDB::bind_method(D_METHOD("get_position"), &Node2D::get_position);
  ClassDB::bind_method(D_METHOD("set_rotation", "radians"), &Node2D::set_rotation);
  ClassDB::bind_method(D_METHOD("get_rotation"), &Node2D::get_rotation);
  ClassDB::bind_method(D_METHOD("set_rotation_degrees", "degrees"), &Node2D::set_rotation_degrees);
  ClassDB::bind_method(D_METHOD("get_rotation_degrees"), &Node2D::get_rotation_degrees);
  ClassDB::bind_method(D_METHOD("set_scale", "scale"), &Node2D::set_scale);
  ClassDB::bind_method(D_METHOD("get_scale"), &Node2D::get_scale);
  ClassDB::bind_method(D_METHOD("set_skew", "radians"), &Node2D::set_skew);
  ClassDB::bind_method(D_METHOD("get_skew"), &Node2D::get_skew);
  ClassDB::bind_method(D_METHOD("set_transform", "xform"), &Node2D::set_transform);
  ClassDB::bind_method(D_METHOD("set_global_position", "position"), &Node2D::set_global_position);
  ClassDB::bind_method(D_METHOD("get_global_position"), &Node2D::get_global_position);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "position"), "set_position", "get_position");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "rotation"), "set_rotation", "get_rotation");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "rotation_degrees", PROPERTY_HINT_NONE, "", kNotSaved),
      "set_rotation_degrees", "get_rotation_degrees");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "scale"), "set_scale", "get_scale");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "skew"), "set_skew", "get_skew");
  ClassDB::add_property(
      PropertyInfo(Variant::TRANSFORM2D, "transform", PROPERTY_HINT_NONE, "", kNotSaved),
      "set_transform", "get_transform");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR2, "global_position", PROPERTY_HINT_NONE, "", kNotSaved),
      "set_global_position", "get_global_position");
}

void SceneViewport::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_size", "size"), &SceneViewport::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &SceneViewport::get_size);
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR2I, "size", PROPERTY_HINT_NONE, "", kEditorOnly), "set_size",
      "get_size");
  ClassDB::add_signal(MethodInfo("size_changed"), &SceneViewport::size_changed);
  detail::bind_viewport_3d();
}

void Timer::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_wait_time", "time_sec"), &Timer::set_wait_time);
  ClassDB::bind_method(D_METHOD("get_wait_time"), &Timer::get_wait_time);
  ClassDB::bind_method(D_METHOD("set_one_shot", "enable"), &Timer::set_one_shot);
  ClassDB::bind_method(D_METHOD("is_one_shot"), &Timer::is_one_shot);
  ClassDB::bind_method(D_METHOD("set_autostart", "enable"), &Timer::set_autostart);
  ClassDB::bind_method(D_METHOD("has_autostart"), &Timer::has_autostart);
  ClassDB::bind_method(D_METHOD("set_timer_process_callback", "callback"),
                       &Timer::set_timer_process_callback);
  ClassDB::bind_method(D_METHOD("get_timer_process_callback"), &Timer::get_timer_process_callback);
  ClassDB::bind_method(D_METHOD("set_paused", "paused"), &Timer::set_paused);
  ClassDB::bind_method(D_METHOD("is_paused"), &Timer::is_paused);
  ClassDB::bind_method(D_METHOD("set_ignore_time_scale", "ignore"), &Timer::set_ignore_time_scale);
  ClassDB::bind_method(D_METHOD("get_ignore_time_scale"), &Timer::get_ignore_time_scale);
  ClassDB::bind_method(D_METHOD("start", "time_sec"), &Timer::start);
  ClassDB::bind_method(D_METHOD("stop"), &Timer::stop);
  ClassDB::bind_method(D_METHOD("is_stopped"), &Timer::is_stopped);
  ClassDB::bind_method(D_METHOD("get_time_left"), &Timer::get_time_left);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "process_callback", PROPERTY_HINT_ENUM, "Physics,Idle"),
      "set_timer_process_callback", "get_timer_process_callback");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "wait_time", PROPERTY_HINT_RANGE,
                                     "0.001,4096,0.001,or_greater,exp,suffix:s"),
                        "set_wait_time", "get_wait_time");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "one_shot"), "set_one_shot", "is_one_shot");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "autostart"), "set_autostart", "has_autostart");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "paused", PROPERTY_HINT_NONE, "", kNotSaved),
                        "set_paused", "is_paused");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ignore_time_scale"), "set_ignore_time_scale",
                        "get_ignore_time_scale");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "time_left", PROPERTY_HINT_NONE, "", kNotSaved), "",
      "get_time_left");
  ClassDB::add_signal(MethodInfo("timeout"), &Timer::timeout);
}

}  // namespace arbor
