// ResourceLoader and ResourceSaver: kinds by header, the weak cache and its modes, res:// paths,
// errors naming the path, `.tres` files with sub- and external resources, atomic saving.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "io/instantiate_test_support.h"
#include "io/text_test_files.h"

namespace arbor::test {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

/// A resource stored inside another file.
class InstCurve : public Resource {
  ARBOR_CLASS(InstCurve, Resource)

 public:
  void set_resolution(int64_t value) { resolution_ = value; }
  [[nodiscard]] int64_t get_resolution() const { return resolution_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_resolution", "value"), &InstCurve::set_resolution);
    ClassDB::bind_method(D_METHOD("get_resolution"), &InstCurve::get_resolution);
    ClassDB::add_property(PropertyInfo(Variant::INT, "resolution"), "set_resolution",
                          "get_resolution");
  }

 private:
  int64_t resolution_ = 16;
};

/// A resource with a value, a sub-resource and an external resource; counts live instances.
class InstStats : public Resource {
  ARBOR_CLASS(InstStats, Resource)

 public:
  static inline int alive = 0;
  InstStats() { ++alive; }
  ~InstStats() override { --alive; }

  void set_hp(int64_t hp) { hp_ = hp; }
  [[nodiscard]] int64_t get_hp() const { return hp_; }
  void set_curve(const Ref<InstCurve>& curve) { curve_ = curve; }
  [[nodiscard]] Ref<InstCurve> get_curve() const { return curve_; }
  void set_base(const Ref<Resource>& base) { base_ = base; }
  [[nodiscard]] Ref<Resource> get_base() const { return base_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_hp", "hp"), &InstStats::set_hp);
    ClassDB::bind_method(D_METHOD("get_hp"), &InstStats::get_hp);
    ClassDB::bind_method(D_METHOD("set_curve", "curve"), &InstStats::set_curve);
    ClassDB::bind_method(D_METHOD("get_curve"), &InstStats::get_curve);
    ClassDB::bind_method(D_METHOD("set_base", "base"), &InstStats::set_base);
    ClassDB::bind_method(D_METHOD("get_base"), &InstStats::get_base);
    ClassDB::add_property(PropertyInfo(Variant::INT, "hp"), "set_hp", "get_hp");
    ClassDB::add_property(
        PropertyInfo(Variant::OBJECT, "curve", PROPERTY_HINT_RESOURCE_TYPE, "InstCurve"),
        "set_curve", "get_curve");
    ClassDB::add_property(PropertyInfo(Variant::OBJECT, "base"), "set_base", "get_base");
  }

 private:
  int64_t hp_ = 0;
  Ref<InstCurve> curve_;
  Ref<Resource> base_;
};

void write_text(const fs::path& file, std::string_view text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
}

std::vector<std::string> file_names(const fs::path& directory) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(directory)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

/// Loads from the test scenes (res://) and saves into a fresh temporary directory.
class ResourceFiles : public SceneFilesTest {
 protected:
  void SetUp() override {
    SceneFilesTest::SetUp();
    ClassDB::register_class<InstCurve>();
    ClassDB::register_class<InstStats>();
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    temp_ = fs::temp_directory_path() / ("arbor_resource_files_" + std::string(test->name()) + "_" +
                                         std::to_string(::getpid()));
    fs::remove_all(temp_);
    fs::create_directories(temp_);
  }
  void TearDown() override {
    fs::remove_all(temp_);
    SceneFilesTest::TearDown();
  }

  [[nodiscard]] std::string temp(const std::string& name) const { return (temp_ / name).string(); }

  fs::path temp_;
};

TEST_F(ResourceFiles, SceneFileLoadsAsPackedSceneWithItsResPath) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://enemy.tscn");
  EXPECT_EQ(scene->get_path(), "res://enemy.tscn");
  ASSERT_TRUE(scene->can_instantiate());
  EXPECT_EQ(scene->get_state().nodes.size(), 4u);
  EXPECT_EQ(scene->get_state().nodes[0].name, "Enemy");
}

TEST_F(ResourceFiles, KindComesFromTheHeaderNotTheExtension) {
  fs::copy_file(scene_data_dir() + "/enemy.tscn", temp("enemy.txt"));
  Ref<Resource> loaded = ResourceLoader::load(temp("enemy.txt"));
  EXPECT_EQ(loaded->get_class(), "PackedScene");
  EXPECT_EQ(loaded->get_path(), temp("enemy.txt"));  // outside the project: the file path
}

TEST_F(ResourceFiles, CacheReturnsTheSameObjectWhileItIsHeld) {
  Ref<Resource> first = ResourceLoader::load("res://enemy.tscn");
  Ref<Resource> again = ResourceLoader::load(scene_data_dir() + "/./enemy.tscn");
  EXPECT_EQ(first, again);
  EXPECT_TRUE(ResourceLoader::has_cached("res://enemy.tscn"));
  first = nullptr;
  again = nullptr;
  EXPECT_FALSE(ResourceLoader::has_cached("res://enemy.tscn"));
}

TEST_F(ResourceFiles, CacheNeverKeepsAResourceAliveOnItsOwn) {
  write_text(temp("stats.tres"),
             "[gd_resource type=\"InstStats\" format=3]\n\n[resource]\nhp = 3\n");
  const int before = InstStats::alive;
  Ref<InstStats> stats = ResourceLoader::load<InstStats>(temp("stats.tres"));
  EXPECT_EQ(stats->get_hp(), 3);
  EXPECT_EQ(InstStats::alive, before + 1);
  stats = nullptr;
  EXPECT_FALSE(ResourceLoader::has_cached(temp("stats.tres")));
  EXPECT_EQ(InstStats::alive, before);
}

TEST_F(ResourceFiles, CacheSweepsResourcesNobodyHolds) {
  const int before = InstStats::alive;
  for (int i = 0; i < 200; ++i) {
    const std::string file = temp("stats_" + std::to_string(i) + ".tres");
    write_text(file, "[gd_resource type=\"InstStats\" format=3]\n\n[resource]\nhp = 1\n");
    (void)ResourceLoader::load(file);  // dropped at once: only the cache would hold it
  }
  // Whole sweeps run whenever the cache doubles; what is left is less than one sweep's worth.
  EXPECT_LT(InstStats::alive - before, 64);
}

TEST_F(ResourceFiles, CacheModes) {
  Ref<Resource> cached = ResourceLoader::load("res://enemy.tscn");
  Ref<Resource> fresh =
      ResourceLoader::load("res://enemy.tscn", "", ResourceLoader::CACHE_MODE_IGNORE);
  EXPECT_NE(fresh, cached);
  EXPECT_EQ(ResourceLoader::load("res://enemy.tscn"), cached);
  Ref<Resource> replacement =
      ResourceLoader::load("res://enemy.tscn", "", ResourceLoader::CACHE_MODE_REPLACE);
  EXPECT_NE(replacement, cached);
  EXPECT_EQ(ResourceLoader::load("res://enemy.tscn"), replacement);
}

TEST_F(ResourceFiles, ResPathsResolveAgainstTheProjectRoot) {
  EXPECT_EQ(ResourceLoader::get_project_root(), scene_data_dir());
  EXPECT_EQ(ResourceLoader::globalize_path("res://scripts/guard.gd"),
            scene_data_dir() + "/scripts/guard.gd");
  EXPECT_EQ(ResourceLoader::globalize_path("/elsewhere/x.tscn"), "/elsewhere/x.tscn");
  EXPECT_EQ(ResourceLoader::localize_path(scene_data_dir() + "/scripts/guard.gd"),
            "res://scripts/guard.gd");
  EXPECT_EQ(ResourceLoader::localize_path("/elsewhere/x.tscn"), "/elsewhere/x.tscn");
  EXPECT_TRUE(ResourceLoader::exists("res://enemy.tscn"));
  EXPECT_FALSE(ResourceLoader::exists("res://nothing.tscn"));
}

TEST_F(ResourceFiles, MissingFileThrowsNamingThePath) {
  try {
    (void)ResourceLoader::load("res://nothing.tscn");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_EQ(std::string(error.what()), "ResourceLoader::load: no file at 'res://nothing.tscn' (" +
                                             scene_data_dir() + "/nothing.tscn)");
  }
  EXPECT_FALSE(ResourceLoader::has_cached("res://nothing.tscn"));
}

TEST_F(ResourceFiles, ParseErrorPassesThroughWithTheFile) {
  write_text(temp("broken.tscn"),
             "[gd_scene format=3]\n\n[node name=\"A\" type=\"Node\"]\nspeed = = 3\n");
  try {
    (void)ResourceLoader::load(temp("broken.tscn"));
    FAIL() << "expected arbor::ParseError";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.file(), temp("broken.tscn"));
    EXPECT_EQ(error.line(), 4);
  }
}

TEST_F(ResourceFiles, TypeHintMustMatch) {
  EXPECT_THROW((void)ResourceLoader::load<InstStats>("res://enemy.tscn"), Error);
  try {
    (void)ResourceLoader::load("res://enemy.tscn", "InstStats");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("holds a PackedScene, not a InstStats"));
  }
}

TEST_F(ResourceFiles, ResourceFileOfAnUnknownClassLoadsAsMissingResource) {
  write_text(temp("navmesh.tres"),
             "[gd_resource type=\"NavigationMesh\" format=3]\n\n[resource]\ncell_size = 0.5\n");
  Ref<Resource> navmesh = ResourceLoader::load(temp("navmesh.tres"), "NavigationMesh");
  auto* missing = dynamic_cast<MissingResource*>(navmesh.get());
  ASSERT_NE(missing, nullptr);
  EXPECT_EQ(missing->get_original_class(), "NavigationMesh");
  EXPECT_EQ(missing->get("cell_size"), Variant(0.5));
}

TEST_F(ResourceFiles, SavesSubAndExternalResourcesAndReadsThemBack) {
  Ref<InstStats> base = make_ref<InstStats>();
  base->set_hp(1);
  ResourceSaver::save(base, temp("base.tres"));
  EXPECT_EQ(base->get_path(), temp("base.tres"));

  Ref<InstStats> stats = make_ref<InstStats>();
  stats->set_hp(40);
  Ref<InstCurve> curve = make_ref<InstCurve>();
  curve->set_resolution(64);
  stats->set_curve(curve);
  stats->set_base(base);
  ResourceSaver::save(stats, temp("stats.tres"));

  EXPECT_TRUE(std::regex_match(curve->get_scene_unique_id(), std::regex("InstCurve_[a-z0-9]{5}")));
  const std::string text = read_file_bytes(temp("stats.tres"));
  const std::regex expected(
      "\\[gd_resource type=\"InstStats\" load_steps=3 format=3\\]\n\n"
      "\\[ext_resource type=\"InstStats\" path=\"" +
      temp("base.tres") +
      "\" id=\"(1_[a-z0-9]{5})\"\\]\n\n"
      "\\[sub_resource type=\"InstCurve\" id=\"" +
      curve->get_scene_unique_id() +
      "\"\\]\n"
      "resolution = 64\n\n"
      "\\[resource\\]\n"
      "hp = 40\n"
      "curve = SubResource\\(\"" +
      curve->get_scene_unique_id() +
      "\"\\)\n"
      "base = ExtResource\\(\"\\1\"\\)\n");
  EXPECT_TRUE(std::regex_match(text, expected)) << text;
  EXPECT_EQ(file_names(temp_), (std::vector<std::string>{"base.tres", "stats.tres"}));

  // Saving again keeps the sub-resource's id.
  const std::string id = curve->get_scene_unique_id();
  ResourceSaver::save(stats, temp("stats.tres"));
  EXPECT_EQ(curve->get_scene_unique_id(), id);

  Ref<InstStats> loaded = ResourceLoader::load<InstStats>(temp("stats.tres"));
  EXPECT_EQ(loaded, stats);  // saving cached it under its path
  Ref<Resource> reread =
      ResourceLoader::load(temp("stats.tres"), "", ResourceLoader::CACHE_MODE_IGNORE);
  auto* copy = dynamic_cast<InstStats*>(reread.get());
  ASSERT_NE(copy, nullptr);
  EXPECT_EQ(copy->get_hp(), 40);
  ASSERT_TRUE(copy->get_curve());
  EXPECT_EQ(copy->get_curve()->get_resolution(), 64);
  EXPECT_EQ(copy->get_curve()->get_scene_unique_id(), id);
}

TEST_F(ResourceFiles, SavedSceneIsTheFileItWasReadFrom) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://level.tscn");
  ResourceSaver::save(scene, temp("level.tscn"));
  EXPECT_EQ(read_file_bytes(temp("level.tscn")), read_file_bytes(scene_data_dir() + "/level.tscn"));
  EXPECT_EQ(scene->get_path(), temp("level.tscn"));
}

TEST_F(ResourceFiles, SaveIntoAMissingDirectoryThrowsAndWritesNothing) {
  Ref<InstStats> stats = make_ref<InstStats>();
  try {
    ResourceSaver::save(stats, temp("no/such/dir/stats.tres"));
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("ResourceSaver::save: cannot write '" +
                                        temp("no/such/dir/stats.tres") + "'"));
  }
  EXPECT_TRUE(stats->get_path().empty());
  EXPECT_TRUE(file_names(temp_).empty());
}

TEST_F(ResourceFiles, SaveReplacesAnExistingFileWhole) {
  write_text(temp("stats.tres"), "old contents that are longer than the new file will be ......");
  Ref<InstStats> stats = make_ref<InstStats>();
  stats->set_hp(2);
  ResourceSaver::save(stats, temp("stats.tres"));
  EXPECT_EQ(read_file_bytes(temp("stats.tres")),
            "[gd_resource type=\"InstStats\" format=3]\n\n[resource]\nhp = 2\n");
  EXPECT_EQ(file_names(temp_), (std::vector<std::string>{"stats.tres"}));
}

TEST_F(ResourceFiles, ExternalResourcesOfKnownClassesAreLoadedForNodes) {
  write_text(temp("stats.tres"),
             "[gd_resource type=\"InstStats\" format=3]\n\n[resource]\nhp = 3\n");
  WarningLog log;
  Owned<Node> root = instantiate_text(R"([gd_scene load_steps=4 format=3]

[ext_resource type="InstStats" path=")" +
                                      temp("stats.tres") + R"(" id="1_stats"]
[ext_resource type="VoxelGIData" path="res://icon.res" id="2_icon"]
[ext_resource type="InstStats" path="res://no_such_stats.tres" id="3_gone"]

[node name="Root" type="InstMover"]
gear = ExtResource("1_stats")

[node name="Icon" type="InstMover" parent="."]
gear = ExtResource("2_icon")

[node name="Gone" type="InstMover" parent="."]
gear = ExtResource("3_gone")

[node name="Shared" type="InstMover" parent="."]
gear = ExtResource("1_stats")
)");
  auto* mover = static_cast<InstMover*>(root.get());
  Ref<InstStats> stats = ResourceLoader::load<InstStats>(temp("stats.tres"));
  EXPECT_EQ(mover->get_gear(), stats);
  EXPECT_EQ(stats->get_hp(), 3);
  EXPECT_EQ(root->get_node<InstMover>("Shared")->get_gear(), stats);
  auto* icon = dynamic_cast<MissingResource*>(root->get_node<InstMover>("Icon")->get_gear().get());
  ASSERT_NE(icon, nullptr);
  EXPECT_EQ(icon->get_original_class(), "VoxelGIData");
  EXPECT_EQ(icon->get_path(), scene_data_dir() + "/icon.res");
  auto* gone = dynamic_cast<MissingResource*>(root->get_node<InstMover>("Gone")->get_gear().get());
  ASSERT_NE(gone, nullptr);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::RESOURCE);
  EXPECT_THAT(log.warnings[0].message,
              HasSubstr("external resource 'res://no_such_stats.tres' cannot be loaded"));
}

TEST_F(ResourceFiles, ConcurrentLoadsShareOneResource) {
  constexpr int kThreads = 4;
  std::vector<Ref<Resource>> results(kThreads * 20);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&results, t] {
      for (int i = 0; i < 20; ++i) {
        results[std::size_t(t * 20 + i)] = ResourceLoader::load("res://squad.tscn");
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (const Ref<Resource>& result : results) EXPECT_EQ(result, results.front());
}

}  // namespace
}  // namespace arbor::test
