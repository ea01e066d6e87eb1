// What the instantiation and loader tests share: node types with properties, signals and
// methods, a recorder of load warnings, and scene text and file helpers.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"

namespace arbor::test {

/// A node with the kinds of properties, signals and methods scene files use; counts the live
/// instances so tests can prove a failed instantiation frees everything it built.
class InstMover : public Node3D {
  ARBOR_CLASS(InstMover, Node3D)

 public:
  static inline int alive = 0;
  InstMover() { ++alive; }
  ~InstMover() override { --alive; }

  void set_speed(double speed) { speed_ = speed; }
  [[nodiscard]] double get_speed() const { return speed_; }
  void set_target(Node* target) { target_ = target ? target->get_instance_id() : NodeId(); }
  [[nodiscard]] Node* get_target() const;
  void set_target_path(const NodePath& path) { target_path_ = path; }
  [[nodiscard]] NodePath get_target_path() const { return target_path_; }
  void set_gear(const Ref<Resource>& gear) { gear_ = gear; }
  [[nodiscard]] Ref<Resource> get_gear() const { return gear_; }

  void on_hit(int64_t damage, const std::string& tag) {
    received.push_back("hit " + std::to_string(damage) + " " + tag);
  }
  void on_ping() { received.push_back("ping"); }
  void on_bound(int64_t damage, const std::string& extra, int64_t bonus) {
    received.push_back("bound " + std::to_string(damage) + " " + extra + " " +
                       std::to_string(bonus));
  }

  Signal<int64_t, std::string> hit;
  Signal<> pinged;
  std::vector<std::string> received;

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_speed", "speed"), &InstMover::set_speed);
    ClassDB::bind_method(D_METHOD("get_speed"), &InstMover::get_speed);
    ClassDB::bind_method(D_METHOD("set_target", "target"), &InstMover::set_target);
    ClassDB::bind_method(D_METHOD("get_target"), &InstMover::get_target);
    ClassDB::bind_method(D_METHOD("set_target_path", "path"), &InstMover::set_target_path);
    ClassDB::bind_method(D_METHOD("get_target_path"), &InstMover::get_target_path);
    ClassDB::bind_method(D_METHOD("set_gear", "gear"), &InstMover::set_gear);
    ClassDB::bind_method(D_METHOD("get_gear"), &InstMover::get_gear);
    ClassDB::bind_method(D_METHOD("on_hit", "damage", "tag"), &InstMover::on_hit);
    ClassDB::bind_method(D_METHOD("on_ping"), &InstMover::on_ping);
    ClassDB::bind_method(D_METHOD("on_bound", "damage", "extra", "bonus"), &InstMover::on_bound);
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, "speed"), "set_speed", "get_speed");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "target", PROPERTY_HINT_NODE_TYPE, "Node"),
                          "set_target", "get_target");
    ClassDB::add_property(PropertyInfo(Variant::NODE_PATH, "target_path"), "set_target_path",
                          "get_target_path");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "gear"), "set_gear", "get_gear");
    ClassDB::add_signal(MethodInfo("hit", PropertyInfo(Variant::INT, "damage"),
                                   PropertyInfo(Variant::STRING, "tag")),
                        &InstMover::hit);
    ClassDB::add_signal(MethodInfo("pinged"), &InstMover::pinged);
  }

 private:
  double speed_ = 1.0;
  NodeId target_;
  NodePath target_path_;
  Ref<Resource> gear_;
};

inline Node* InstMover::get_target() const {
  return static_cast<Node*>(detail::find_object(target_));
}

/// A registered class that is no Node.
class InstNotANode : public Resource {
  ARBOR_CLASS(InstNotANode, Resource)
};

/// Records every LoadWarning while alive, then restores the default handler.
class WarningLog {
 public:
  WarningLog() {
    ResourceLoader::set_warning_handler(
        [this](const LoadWarning& warning) { warnings.push_back(warning); });
  }
  ~WarningLog() { ResourceLoader::set_warning_handler({}); }
  WarningLog(const WarningLog&) = delete;
  WarningLog& operator=(const WarningLog&) = delete;

  [[nodiscard]] std::vector<std::string> messages() const {
    std::vector<std::string> list;
    for (const LoadWarning& warning : warnings) list.push_back(warning.message);
    return list;
  }

  std::vector<LoadWarning> warnings;
};

/// The directory of the test scene files; `res://` stands for it during the tests.
inline std::string scene_data_dir() { return std::string(ARBOR_TEST_DATA_DIR) + "/scenes"; }

/// Registers the test classes and points `res://` at the test scenes for one test.
class SceneFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ClassDB::register_class<InstMover>();
    ClassDB::register_class<InstNotANode>();
    ResourceLoader::set_project_root(scene_data_dir());
  }
  void TearDown() override { ResourceLoader::set_project_root("."); }

 public:
  /// A scene read from text, as if from `res://<name>`.
  static Ref<PackedScene> scene_from_text(std::string_view text,
                                          const std::string& name = "inline.tscn") {
    TextReadOptions options;
    options.file = scene_data_dir() + "/" + name;
    options.project_root = scene_data_dir();
    Ref<PackedScene> scene = make_ref<PackedScene>();
    scene->set_state(read_scene_text(text, options));
    scene->set_path("res://" + name);
    return scene;
  }

  /// The tree a scene text builds; the caller frees it (Owned).
  static Owned<Node> instantiate_text(std::string_view text,
                                      const std::string& name = "inline.tscn") {
    return Owned<Node>(scene_from_text(text, name)->instantiate());
  }
};

/// Children's names in order, for whole-sequence comparisons.
inline std::vector<std::string> child_names(const Node* node) {
  std::vector<std::string> names;
  for (const Node* child : node->get_children()) names.push_back(child->get_name().str());
  return names;
}

/// The names of the properties a node keeps, in order.
inline std::vector<std::string> kept_names(const Node* node) {
  std::vector<std::string> names;
  for (const auto& [name, value] : node->get_kept_properties().entries()) {
    names.push_back(name.str());
  }
  return names;
}

}  // namespace arbor::test
