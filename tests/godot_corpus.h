// Where the tests find the Godot corpus (real Godot scene and resource files), and the check that
// fails a test loudly when it is missing: a test that needs the corpus never passes without it.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace arbor::test {

/// The folder of shared test material: $ARBOR_SHARED_DIR when set, else `../shared` beside the
/// repository (compiled in as ARBOR_SHARED_DIR).
inline std::filesystem::path shared_dir() {
  if (const char* dir = std::getenv("ARBOR_SHARED_DIR"); dir && *dir) return dir;
  return ARBOR_SHARED_DIR;
}

/// The Godot corpus folder, `godot-corpus` in the shared folder (or a project in it).
inline std::filesystem::path godot_corpus(const std::string& project = {}) {
  std::filesystem::path path = shared_dir() / "godot-corpus";
  return project.empty() ? path : path / project;
}

/// Success when `folder` of the corpus exists, else a failure that says where it was looked for
/// and how to provide it. Use as ASSERT_TRUE(corpus_exists(folder)).
inline ::testing::AssertionResult corpus_exists(const std::filesystem::path& folder) {
  if (std::filesystem::is_directory(folder)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "the Godot corpus is missing: no folder " << folder
         << ". This test reads the Godot scene and resource files of the shared test material; "
            "put it in ../shared beside the repository, or set ARBOR_SHARED_DIR to its folder.";
}

}  // namespace arbor::test
