// One parser for Godot's value syntax: the forms read straight from the text (ValueScanner) and
// the ones read token by token give the same value, constructors are found by type name in one
// table (Godot 4's names and the older ones Godot still reads), and numbers convert the same
// whether the reader may run to the end of the text or not.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "arbor/core/variant/variant_text.h"
#include "core/value_scanner.h"
#include "core/value_syntax.h"

namespace arbor {
namespace {

// `text` read token by token only (parse_value(Token) takes no shortcut at its top level).
Variant by_tokens(const std::string& text) {
  VariantParser parser(text);
  return parser.parse_value(parser.next_token());
}

// `text` read as scene files read it: a line of its own, shortcut first.
Variant by_lines(const std::string& text) {
  const std::string line = text + "\n";  // the parser reads it in place: it outlives the parser
  VariantParser parser(line);
  return parser.parse_value();
}

void expect_same(const Variant& a, const Variant& b, const std::string& text) {
  EXPECT_EQ(a.get_type(), b.get_type()) << text;
  EXPECT_EQ(var_to_str(a), var_to_str(b)) << text;
}

const std::vector<std::string> kEveryConstructor = {
    "Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 1.5, -2, 3e2)",
    "Vector3(1, 2.25, -3)",
    "Vector2(0.5, -0)",
    "Color(1, 0.5, 0.25, 1)",
    "NodePath(\"A/B:c\")",
    "Transform2D(1, 0, 0, 1, 4, 5)",
    "Quaternion(0, 0, 0, 1)",
    "Basis(1, 0, 0, 0, 1, 0, 0, 0, 1)",
    "Vector4(1, 2, 3, 4)",
    "Rect2(1, 2, 3, 4)",
    "Plane(0, 1, 0, 2)",
    "AABB(0, 0, 0, 1, 2, 3)",
    "Projection(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)",
    "Vector2i(1, -2)",
    "Vector3i(1, 2, 3)",
    "Rect2i(1, 2, 3, 4)",
    "Vector4i(1, 2, 3, 4)",
    "Array[int]([1, 2])",
    "Dictionary[String, int]({\"a\": 1})",
    "PackedStringArray(\"a\", \"b\")",
    "PackedByteArray(1, 2, 255)",
    "PackedInt32Array(1, -2)",
    "PackedInt64Array(9007199254740993, -1)",
    "PackedFloat32Array(0.5, 1)",
    "PackedFloat64Array(0.1, 2)",
    "PackedVector2Array(1, 2, 3, 4)",
    "PackedVector3Array(1, 2, 3)",
    "PackedVector4Array(1, 2, 3, 4)",
    "PackedColorArray(1, 0, 0, 1)",
    "RID(5)",
    "Callable()",
    "Signal()",
    "Transform(1, 0, 0, 0, 1, 0, 0, 0, 1, 7, 8, 9)",
    "Matrix32(1, 0, 0, 1, 2, 3)",
    "Quat(0, 0, 0, 1)",
    "Rect3(0, 0, 0, 1, 1, 1)",
    "Matrix3(1, 0, 0, 0, 1, 0, 0, 0, 1)",
    "PoolStringArray(\"x\")",
    "StringArray(\"x\")",
    "PoolByteArray(1)",
    "ByteArray(1)",
    "PackedIntArray(1)",
    "PoolIntArray(1)",
    "IntArray(1)",
    "PackedRealArray(1.5)",
    "PoolRealArray(1.5)",
    "FloatArray(1.5)",
    "PoolVector2Array(1, 2)",
    "Vector2Array(1, 2)",
    "PoolVector3Array(1, 2, 3)",
    "Vector3Array(1, 2, 3)",
    "PoolVector4Array(1, 2, 3, 4)",
    "Vector4Array(1, 2, 3, 4)",
    "PoolColorArray(1, 1, 1, 1)",
    "ColorArray(1, 1, 1, 1)",
};

TEST(ValueSyntax, EveryConstructorReadsTheSameBothWays) {
  for (const std::string& text : kEveryConstructor) {
    SCOPED_TRACE(text);
    expect_same(by_lines(text), by_tokens(text), text);
    expect_same(str_to_var(text), by_tokens(text), text);
  }
}

TEST(ValueSyntax, EveryTableEntryIsExercised) {
  // Each constructor of the table appears above, so a new one cannot go untested.
  std::size_t found = 0;
  for (const std::string& text : kEveryConstructor) {
    const detail::TypeSyntax* syntax =
        detail::find_type_syntax(text.substr(0, text.find_first_of("([")));
    EXPECT_NE(syntax, nullptr) << text;
    if (syntax) ++found;
  }
  EXPECT_EQ(found, kEveryConstructor.size());
  EXPECT_EQ(detail::find_type_syntax("Vector5"), nullptr);
  EXPECT_EQ(detail::find_type_syntax(""), nullptr);
  EXPECT_EQ(detail::find_type_syntax("vector3"), nullptr);  // names are case-sensitive
}

TEST(ValueSyntax, OlderNamesReadAsGodot4Types) {
  EXPECT_EQ(by_lines("Transform(1, 0, 0, 0, 1, 0, 0, 0, 1, 7, 8, 9)").get_type(),
            Variant::TRANSFORM3D);
  EXPECT_EQ(str_to_var("Quat(0, 0, 0, 1)").get_type(), Variant::QUATERNION);
  EXPECT_EQ(str_to_var("Rect3(0, 0, 0, 1, 1, 1)").get_type(), Variant::AABB);
  EXPECT_EQ(str_to_var("PoolVector2Array(1, 2, 3)").get_type(), Variant::PACKED_VECTOR2_ARRAY);
  EXPECT_EQ(static_cast<PackedVector2Array>(str_to_var("PoolVector2Array(1, 2, 3)")).size(), 1u)
      << "a last, partial group is dropped";
}

TEST(ValueSyntax, TheShortcutTakesTheCommonFormsAndLeavesTheRest) {
  const std::string lines =
      "Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3)\nVector3(1, inf, 2)\nVector3(1, 2)\n"
      "NodePath(\"a\\\"b\")\n";
  const detail::ValueScanner scanner(lines);
  std::size_t pos = 0;
  std::string_view name;
  Variant out;
  ASSERT_TRUE(scanner.identifier(pos, name));
  ASSERT_TRUE(scanner.construct(pos, *detail::find_type_syntax(name), out));
  EXPECT_EQ(out, Variant(Transform3D(Basis(), Vector3(1, 2, 3))));
  // `inf`, a wrong count and an escape are for the tokens: nothing is read.
  for (std::size_t line_start :
       {lines.find("Vector3(1, inf"), lines.find("Vector3(1, 2)"), lines.find("NodePath")}) {
    std::size_t at = line_start;
    ASSERT_TRUE(scanner.identifier(at, name));
    const std::size_t after_name = at;
    EXPECT_FALSE(scanner.construct(at, *detail::find_type_syntax(name), out)) << name;
    EXPECT_EQ(at, after_name);
  }
  // Which the parser then reads token by token, to the value or to the error.
  EXPECT_TRUE(std::isinf(static_cast<Vector3>(by_lines("Vector3(1, inf, 2)")).y));
  EXPECT_THROW(by_lines("Vector3(1, 2)"), ParseError);
  EXPECT_EQ(by_lines("NodePath(\"a\\\"b\")"), Variant(NodePath("a\"b")));
}

TEST(ValueSyntax, NumbersConvertTheSameBoundedOrNot) {
  for (const std::string text : {"0",
                                 "-0",
                                 "7",
                                 "-12",
                                 "123456789012345678",
                                 "1234567890123456789",
                                 "99999999999999999999",
                                 "0.5",
                                 "-0.125",
                                 "1e3",
                                 "1E-3",
                                 "2.5e+10",
                                 "1.7976931348623157e308",
                                 "1e400",
                                 "4.9e-324",
                                 "0.1",
                                 "3.14159265358979",
                                 "12345678901234567890.5",
                                 "1.",
                                 "5e",
                                 "1e12345"}) {
    detail::ScannedNumber bounded;
    detail::ScannedNumber unbounded;
    const std::string line = text + "\n";
    const char* bounded_end = detail::scan_number(text.data(), text.data() + text.size(), bounded);
    const char* unbounded_end =
        detail::scan_number<false>(line.data(), line.data() + line.size(), unbounded);
    ASSERT_NE(bounded_end, nullptr) << text;
    ASSERT_NE(unbounded_end, nullptr) << text;
    EXPECT_EQ(bounded_end - text.data(), unbounded_end - line.data()) << text;
    EXPECT_EQ(bounded.is_float, unbounded.is_float) << text;
    EXPECT_EQ(bounded.as_int, unbounded.as_int) << text;
    EXPECT_EQ(var_to_str(bounded.as_float), var_to_str(unbounded.as_float)) << text;
    // The same value as the parser gives a number alone and inside a constructor.
    expect_same(str_to_var(text), by_lines(text), text);
    expect_same(by_lines("Vector2(" + text + ", 0)"), by_tokens("Vector2(" + text + ", 0)"), text);
  }
  detail::ScannedNumber none;
  const std::string minus = "-";
  EXPECT_EQ(detail::scan_number(minus.data(), minus.data() + minus.size(), none), nullptr);
}

}  // namespace
}  // namespace arbor
