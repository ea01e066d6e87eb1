// The inherited scenes of the Godot corpus (a root with `instance=`, all in godot-open-rpg):
// loaded, instantiated and packed again, each stays inherited and stores what Godot's editor
// stored. Set ARBOR_DUMP_DIR to a folder to get the text written for each scene that differs.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "godot_corpus.h"
#include "io/instantiate_test_support.h"
#include "io/text_test_files.h"

namespace arbor::test {
namespace {

namespace fs = std::filesystem;

// The root entry's heading: the first `[node ` line.
std::string root_heading(const std::string& text) {
  const std::size_t at = text.find("\n[node ");
  return at == std::string::npos ? std::string()
                                 : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
}

// The text less its header (`load_steps=`, `uid=`), which the packer does not keep; the
// `[ext_resource]` table is kept: ids and uids as the file gave them, in the same order.
std::string without_header(const std::string& text) { return text.substr(text.find('\n') + 1); }

TEST(CorpusInherited, StayInheritedWhenPackedAgain) {
  const fs::path project = test::godot_corpus("godot-open-rpg");
  ASSERT_TRUE(test::corpus_exists(project));
  ResourceLoader::set_project_root(project.string());
  ResourceLoader::set_warning_handler([](const LoadWarning&) {});
  int inherited = 0, packed_inherited = 0, identical = 0;
  for (const auto& entry : fs::recursive_directory_iterator(project)) {
    if (entry.path().extension() != ".tscn") continue;
    const std::string text = read_file_bytes(entry.path());
    if (root_heading(text).find(" instance=") == std::string::npos) continue;
    ++inherited;
    const std::string path = "res://" + fs::relative(entry.path(), project).generic_string();
    try {
      Ref<PackedScene> scene = ResourceLoader::load<PackedScene>(path);
      Owned<Node> root(scene->instantiate());
      PackedScene packed;
      packed.pack(root.get());
      const std::string written = write_scene_text(packed.get_state());
      if (root_heading(written).find(" instance=") != std::string::npos) ++packed_inherited;
      if (without_header(written) == without_header(text)) {
        ++identical;
      } else {
        std::cout << "differs: " << path << "\n";
        if (const char* dump = std::getenv("ARBOR_DUMP_DIR")) {
          std::ofstream(fs::path(dump) / entry.path().filename(), std::ios::binary) << written;
        }
      }
    } catch (const std::exception& error) {
      std::cout << "fails: " << path << ": " << error.what() << "\n";
    }
  }
  ResourceLoader::set_warning_handler({});
  ResourceLoader::set_project_root(".");
  std::cout << "inherited scenes: " << inherited << ", packed inherited " << packed_inherited
            << ", written back the same " << identical << "\n";
  EXPECT_EQ(packed_inherited, inherited);
  EXPECT_EQ(identical, inherited);
}

}  // namespace
}  // namespace arbor::test
