// The Godot corpus (../shared/godot-corpus): every file loads; Godot 4 files write back byte
// for byte; Godot 3 files convert to format 3 and read back to an equal state.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "arbor/io/text_resource_format.h"
#include "godot_corpus.h"
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
    if (written == file.text) {
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

}  // namespace
}  // namespace arbor
