// Malformed files (tests/data/bad/) throw ParseError at the exact place, saying what was
// expected.
#include <gtest/gtest.h>

#include "arbor/io/text_resource_format.h"
#include "io/text_test_files.h"

namespace arbor {
namespace {

struct BadFile {
  const char* name;
  int line;
  int column;
  const char* message;
};

const BadFile kBadFiles[] = {
    {"no_header.tscn", 1, 1, "Expected the [gd_scene ...] heading"},
    {"unknown_ext_resource.tscn", 4, 11, "Unknown ExtResource id \"9_missing\""},
    {"unterminated_string.tscn", 4, 8, "Unterminated string"},
    {"missing_equals.tscn", 4, 1, "Expected '=' after property name 'positionVector2(1,2)'"},
    {"heading_at_eof.tscn", 3, 27, "Unexpected end of file in [node] heading"},
    {"unsupported_format.tscn", 1, 11, "Unsupported format=9 (Arbor reads formats 2, 3 and 4)"},
    {"two_roots.tscn", 5, 1, "Missing parent= in [node] heading (only the root has none)"},
    {"sub_resource_before_definition.tscn", 4, 8,
     "Unknown SubResource id \"b\" (sub-resources must precede their uses)"},
    {"sub_resource_refers_to_itself.tscn", 4, 9, "Sub-resource \"a\" refers to itself"},
    {"bad_vector.tscn", 4, 23, "Expected float in constructor"},
    {"property_outside_section.tres", 3, 1,
     "Property 'value' outside a [sub_resource] or [resource] section"},
    {"node_without_name.tscn", 3, 1, "Missing name= in [node] heading"},
    {"ext_resource_after_node.tscn", 5, 1,
     "[ext_resource] must come before [sub_resource] and [node] sections"},
};

class TextErrors : public testing::TestWithParam<BadFile> {};

TEST_P(TextErrors, ReportTheLocation) {
  const BadFile& bad = GetParam();
  std::string text = test::read_test_file(std::string("bad/") + bad.name);
  ASSERT_FALSE(text.empty()) << bad.name;
  TextReadOptions options;
  options.file = bad.name;
  try {
    if (std::string_view(bad.name).ends_with(".tres")) {
      (void)read_resource_text(text, options);
    } else {
      (void)read_scene_text(text, options);
    }
    FAIL() << bad.name << " read without error";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), bad.name);
    EXPECT_EQ(e.line(), bad.line) << e.what();
    EXPECT_EQ(e.column(), bad.column) << e.what();
    EXPECT_EQ(e.message(), bad.message);
  }
}

INSTANTIATE_TEST_SUITE_P(BadFiles, TextErrors, testing::ValuesIn(kBadFiles));

TEST(TextErrorsInline, EveryTruncationOfAGoodFileFailsCleanly) {
  // Cutting a file anywhere yields a complete file or a ParseError: never a crash or a hang.
  std::string text = test::read_test_file("level.tscn");
  for (std::size_t cut = 0; cut < text.size(); ++cut) {
    try {
      (void)read_scene_text(std::string_view(text).substr(0, cut));
    } catch (const ParseError&) {
    }
  }
}

}  // namespace
}  // namespace arbor
