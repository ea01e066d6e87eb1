// The Godot corpus (../shared/godot-corpus): every file loads; Godot 4 files write back byte
// for byte; Godot 3 files convert to format 3 and read back to an equal state.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "arbor/core/object/class_db.h"
#include "arbor/io/project_root.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/missing_node.h"
#include "godot_corpus.h"
#include "io/text/godot3_names.h"
#include "io/text_state_compare.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

struct CorpusFile {
  fs::path path;
  std::string text;
};

std::vector<CorpusFile> load_corpus() {
  std::vector<CorpusFile> files;
  const fs::path root = test::godot_corpus();
  if (!fs::exists(root)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    auto extension = entry.path().extension();
    if (extension != ".tscn" && extension != ".tres") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    files.push_back({entry.path(), text.str()});
  }
  std::sort(files.begin(), files.end(),
            [](const CorpusFile& a, const CorpusFile& b) { return a.path < b.path; });
  return files;
}

// Lines Godot 4 itself writes differently when it saves a corpus file again, because a setter
// changed the value read: CapsuleShape3D::set_height keeps the radius at most half the height
// (radius 39.0126 then height 78.0251 leave a radius of 39.01255), and Godot writes a 32-bit
// real as its float's shortest digits. The file was written by a Godot that wrote six digits.
struct ResavedLine {
  std::string_view file, line, resaved;
};
constexpr ResavedLine kResavedByGodot[] = {
    {"tps-demo/level/level.tscn", "\nradius = 39.0126\n", "\nradius = 39.01255\n"},
};

// The text Godot 4 writes when it saves `file` again.
std::string resaved_by_godot(const CorpusFile& file) {
  std::string text = file.text;
  for (const ResavedLine& resaved : kResavedByGodot) {
    if (!file.path.generic_string().ends_with(resaved.file)) continue;
    const std::size_t at = text.find(resaved.line);
    EXPECT_NE(at, std::string::npos) << file.path << " no longer has " << resaved.line;
    if (at != std::string::npos) text.replace(at, resaved.line.size(), resaved.resaved);
  }
  return text;
}

bool is_godot3(const std::string& text) {
  return text.substr(0, text.find(']')).find("format=2") != std::string::npos;
}

TEST(GodotCorpus, LoadsAndRoundTrips) {
  ASSERT_TRUE(test::corpus_exists(test::godot_corpus()));
  std::vector<CorpusFile> files = load_corpus();
  ASSERT_FALSE(files.empty()) << "no .tscn or .tres file in " << test::godot_corpus();
  int loaded = 0, godot4 = 0, identical = 0, godot3 = 0, godot3_stable = 0;
  int64_t renamed = 0;
  auto compare = [&](const CorpusFile& file, const std::string& written) {
    ++godot4;
    if (written == resaved_by_godot(file)) {
      ++identical;
    } else {
      ADD_FAILURE() << file.path << " writes back differently";
    }
  };
  for (const CorpusFile& file : files) {
    TextReadOptions options;
    options.file = file.path.string();
    bool old = is_godot3(file.text);
    options.godot3_renamed_properties = &renamed;
    try {
      bool scene = detect_text_file_kind(file.text, options) == TextFileKind::SCENE;
      if (scene) {
        SceneState state = read_scene_text(file.text, options);
        ++loaded;
        std::string written = write_scene_text(state);
        if (old) {
          ++godot3;
          SceneState again = read_scene_text(written, options);  // format 3: renames nothing
          if (test::same_scene_structure(state, again) && write_scene_text(again) == written) {
            ++godot3_stable;
          }
        } else {
          compare(file, written);
        }
      } else {
        ResourceFileState state = read_resource_text(file.text, options);
        ++loaded;
        std::string written = write_resource_text(state);
        if (old) {
          ++godot3;
          ResourceFileState again = read_resource_text(written, options);
          if (test::same_resource_structure(state, again) &&
              write_resource_text(again) == written) {
            ++godot3_stable;
          }
        } else {
          compare(file, written);
        }
      }
    } catch (const std::exception& e) {
      ADD_FAILURE() << file.path << ": " << e.what();
    }
  }
  std::cout << "corpus: " << files.size() << " files, " << loaded
            << " loaded; Godot 4: " << identical << " of " << godot4
            << " byte-identical; Godot 3: " << godot3_stable << " of " << godot3
            << " converted and stable, " << renamed << " properties renamed\n";
  EXPECT_EQ(loaded, int(files.size()));
  EXPECT_EQ(godot3_stable, godot3);
  EXPECT_GT(renamed, 0);
  EXPECT_EQ(identical, godot4);
}

// The corpus project a file belongs to (its first directory under godot-corpus): `res://`
// stands for it, as the files' own `res://` paths say.
fs::path corpus_project(const fs::path& file) {
  const fs::path root = fs::path(ARBOR_SHARED_DIR) / "godot-corpus";
  return root / *file.lexically_relative(root).begin();
}

// Every Godot 4 `.tres`, loaded with ResourceLoader::load and saved with ResourceSaver::save
// to another file (as `arbor convert` does), is the file again, byte for byte: its header
// (`load_steps=` or not, `script_class=`, uid), its external resources' ids and order, its
// sub-resources' ids and order, and every property.
TEST(GodotCorpus, ResourcesSaveBackByteForByte) {
  ASSERT_TRUE(test::corpus_exists(test::godot_corpus()));
  const std::vector<CorpusFile> files = load_corpus();
  const fs::path out_dir =
      fs::temp_directory_path() / ("arbor_corpus_tres_" + std::to_string(::getpid()));
  fs::create_directories(out_dir);
  const std::string previous_root = ResourceLoader::get_project_root();
  int resources = 0, identical = 0;
  for (const CorpusFile& file : files) {
    if (file.path.extension() != ".tres" || is_godot3(file.text)) continue;
    ++resources;
    const fs::path out = out_dir / (std::to_string(resources) + ".tres");  // a new file each
    try {
      ResourceLoader::set_project_root(corpus_project(file.path).string());
      Ref<Resource> resource =
          ResourceLoader::load(file.path.string(), {}, ResourceLoader::CACHE_MODE_IGNORE);
      ResourceSaver::save(resource, out.string());
      std::ifstream in(out, std::ios::binary);
      std::ostringstream written;
      written << in.rdbuf();
      if (written.str() == file.text) {
        ++identical;
      } else {
        ADD_FAILURE() << file.path << " saves back differently:\n" << written.str();
      }
    } catch (const std::exception& e) {
      ADD_FAILURE() << file.path << ": " << e.what();
    }
  }
  ResourceLoader::set_project_root(previous_root);
  fs::remove_all(out_dir);
  std::cout << "corpus: " << identical << " of " << resources
            << " Godot 4 .tres files save back byte for byte\n";
  EXPECT_EQ(resources, 238);
  EXPECT_EQ(identical, resources);
}

// The Godot 4 class names of the `[node ... type="..."]` headings of a scene's text.
std::vector<std::string> node_types(const std::string& text) {
  std::vector<std::string> types;
  const bool old = is_godot3(text);
  for (std::size_t at = text.find("[node "); at != std::string::npos;
       at = text.find("\n[node ", at + 1)) {
    const std::size_t end = text.find(']', at);
    const std::size_t type = text.find(" type=\"", at);
    if (type == std::string::npos || type > end) continue;
    const std::size_t begin = type + 7;
    std::string name = text.substr(begin, text.find('"', begin) - begin);
    types.push_back(old ? text::godot4_class_name(std::move(name)) : std::move(name));
  }
  return types;
}

// A node type whose Arbor class is not a Node (Godot 3's Tween node is Godot 4's RefCounted
// Tween) does not stop a scene from loading: every corpus scene naming one instantiates, each
// such node kept as a MissingNode.
TEST(GodotCorpus, NodeTypesWhoseClassIsNotANodeLoadAsMissingNodes) {
  register_io_types();  // the classes the scan asks ClassDB about
  ASSERT_TRUE(test::corpus_exists(test::godot_corpus()));
  const std::vector<CorpusFile> files = load_corpus();
  const std::string previous_root = ResourceLoader::get_project_root();
  ResourceLoader::set_warning_handler([](const LoadWarning&) {});
  std::set<std::string> not_nodes;
  int scenes = 0;
  for (const CorpusFile& file : files) {
    if (file.path.extension() != ".tscn") continue;
    std::vector<std::string> odd;
    for (const std::string& type : node_types(file.text)) {
      if (ClassDB::class_exists(type) && !ClassDB::is_parent_class(type, "Node")) {
        odd.push_back(type);
      }
    }
    if (odd.empty()) continue;
    not_nodes.insert(odd.begin(), odd.end());
    ++scenes;
    try {
      ResourceLoader::set_project_root(find_project_root(file.path.string()).directory);
      Owned<Node> root(ResourceLoader::instantiate(file.path.string()));
      int missing = 0;
      std::vector<Node*> stack{root.get()};
      while (!stack.empty()) {
        Node* node = stack.back();
        stack.pop_back();
        if (const auto* kept = dynamic_cast<MissingNode*>(node)) {
          missing += std::count(odd.begin(), odd.end(), kept->get_original_class());
        }
        for (Node* child : node->get_children()) stack.push_back(child);
      }
      EXPECT_GE(missing, 1) << file.path;
    } catch (const std::exception& e) {
      ADD_FAILURE() << file.path << ": " << e.what();
    }
  }
  ResourceLoader::set_warning_handler({});
  ResourceLoader::set_project_root(previous_root);
  std::string names;
  for (const std::string& name : not_nodes) names += " " + name;
  std::cout << "corpus: " << scenes << " scenes name node types whose class is not a Node:" << names
            << "\n";
  EXPECT_TRUE(not_nodes.count("Tween"));
}

}  // namespace
}  // namespace arbor
