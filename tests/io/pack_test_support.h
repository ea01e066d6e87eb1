// What the packing tests share: a node type and a resource type with properties of each kind
// scene files store, and helpers to read a packed state.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"
#include "arbor/io/packed_scene.h"

namespace arbor::test {

/// A resource with a value and a nested resource.
class PackGear : public Resource {
  ARBOR_CLASS(PackGear, Resource)

 public:
  void set_teeth(int64_t teeth) { teeth_ = teeth; }
  [[nodiscard]] int64_t get_teeth() const { return teeth_; }
  void set_inner(const Ref<Resource>& inner) { inner_ = inner; }
  [[nodiscard]] Ref<Resource> get_inner() const { return inner_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_teeth", "teeth"), &PackGear::set_teeth);
    ClassDB::bind_method(D_METHOD("get_teeth"), &PackGear::get_teeth);
    ClassDB::bind_method(D_METHOD("set_inner", "inner"), &PackGear::set_inner);
    ClassDB::bind_method(D_METHOD("get_inner"), &PackGear::get_inner);
    ClassDB::add_property(PropertyInfo(Variant::INT, "teeth"), "set_teeth", "get_teeth");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "inner"), "set_inner", "get_inner");
  }

 private:
  int64_t teeth_ = 8;
  Ref<Resource> inner_;
};

/// A node with stored properties of several kinds, a signal and methods to connect to.
class PackMover : public Node3D {
  ARBOR_CLASS(PackMover, Node3D)

 public:
  void set_speed(double speed) { speed_ = speed; }
  [[nodiscard]] double get_speed() const { return speed_; }
  void set_label(const std::string& label) { label_ = label; }
  [[nodiscard]] std::string get_label() const { return label_; }
  void set_gear(const Ref<Resource>& gear) { gear_ = gear; }
  [[nodiscard]] Ref<Resource> get_gear() const { return gear_; }
  void set_target(Node* target) { target_ = target ? target->get_instance_id() : NodeId(); }
  [[nodiscard]] Node* get_target() const {
    return static_cast<Node*>(detail::find_object(target_));
  }
  void on_hit(int64_t damage) { (void)damage; }
  void on_tagged(int64_t damage, const std::string& tag) { (void)damage, (void)tag; }

  Signal<int64_t> hit;

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_speed", "speed"), &PackMover::set_speed);
    ClassDB::bind_method(D_METHOD("get_speed"), &PackMover::get_speed);
    ClassDB::bind_method(D_METHOD("set_label", "label"), &PackMover::set_label);
    ClassDB::bind_method(D_METHOD("get_label"), &PackMover::get_label);
    ClassDB::bind_method(D_METHOD("set_gear", "gear"), &PackMover::set_gear);
    ClassDB::bind_method(D_METHOD("get_gear"), &PackMover::get_gear);
    ClassDB::bind_method(D_METHOD("set_target", "target"), &PackMover::set_target);
    ClassDB::bind_method(D_METHOD("get_target"), &PackMover::get_target);
    ClassDB::bind_method(D_METHOD("on_hit", "damage"), &PackMover::on_hit);
    ClassDB::bind_method(D_METHOD("on_tagged", "damage", "tag"), &PackMover::on_tagged);
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, "speed"), "set_speed", "get_speed");
    ClassDB::add_property(PropertyInfo(Variant::STRING, "label"), "set_label", "get_label");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "gear"), "set_gear", "get_gear");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "target", PROPERTY_HINT_NODE_TYPE, "Node"),
                          "set_target", "get_target");
    ClassDB::add_signal(MethodInfo("hit", PropertyInfo(Variant::INT, "damage")), &PackMover::hit);
  }

 private:
  double speed_ = 1.0;
  std::string label_;
  Ref<Resource> gear_;
  NodeId target_;
};

/// Registers the test classes.
class PackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ClassDB::register_class<PackGear>();
    ClassDB::register_class<PackMover>();
  }

  /// A child of `parent` owned by `owner` (the scene root), named `name`.
  template <class T = Node>
  static T* owned_child(Node* parent, Node* owner, const char* name) {
    T* child = parent->add_child(std::make_unique<T>());
    child->set_name(name);
    child->set_owner(owner);
    return child;
  }

  static SceneState pack(Node* root) {
    PackedScene scene;
    scene.pack(root);
    return scene.get_state();
  }
};

/// The names of a node entry's properties, in order.
inline std::vector<std::string> property_names(const SceneNodeEntry& entry) {
  std::vector<std::string> names;
  for (const SceneProperty& property : entry.properties) names.push_back(property.name);
  return names;
}

/// The entries' names, in order.
inline std::vector<std::string> node_names(const SceneState& state) {
  std::vector<std::string> names;
  for (const SceneNodeEntry& entry : state.nodes) names.push_back(entry.name);
  return names;
}

/// The value of a property of an entry (nil when absent).
inline Variant property_value(const SceneNodeEntry& entry, const std::string& name) {
  for (const SceneProperty& property : entry.properties) {
    if (property.name == name) return property.value;
  }
  return Variant();
}

}  // namespace arbor::test
