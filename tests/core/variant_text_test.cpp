#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

#include "arbor/core/error/parse_error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/signal/callable.h"
#include "arbor/core/signal/signal_ref.h"
#include "arbor/core/variant/variant_text.h"
#include "godot_corpus.h"

namespace arbor {
namespace {

// Godot's canonical text survives a read and a write unchanged.
VariantWriteOptions format4() {
  VariantWriteOptions options;
  options.compat = false;
  return options;
}

void expect_round_trip(const std::string& text, const VariantWriteOptions& options = {}) {
  Variant value = str_to_var(text);
  EXPECT_EQ(var_to_str(value, options), text);
}

TEST(VariantText, ScalarsRoundTrip) {
  for (const char* text : {"null", "true", "false", "0", "-12", "9223372036854775807", "1.0", "0.5",
                           "-2.25", "1e+20", "1e-05", "0.0001", "inf", "nan", "123456.0", "1e+15",
                           "100000000000000.0", "0.1", "3.14159"}) {
    expect_round_trip(text);
  }
}

TEST(VariantText, FloatsFormatAsGodotsWriter) {
  EXPECT_EQ(var_to_str(0.1), "0.1");
  EXPECT_EQ(var_to_str(1.0), "1.0");
  EXPECT_EQ(var_to_str(1e20), "1e+20");
  EXPECT_EQ(var_to_str(1e-5), "1e-05");
  EXPECT_EQ(var_to_str(-0.0), "0.0");
  EXPECT_EQ(var_to_str(1.0 / 3.0), "0.3333333333333333");
  EXPECT_EQ(var_to_str(0.1f), "0.1");  // a float-exact double prints the float's digits
  EXPECT_EQ(var_to_str(123e100), "1.23e+102");
  EXPECT_EQ(var_to_str(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(var_to_str(std::numeric_limits<double>::quiet_NaN()), "nan");
  // Godot's var_to_str (compat) writes -inf as inf_neg; format=4 writing says -inf.
  EXPECT_EQ(var_to_str(-std::numeric_limits<double>::infinity()), "inf_neg");
  EXPECT_EQ(var_to_str(-std::numeric_limits<double>::infinity(), format4()), "-inf");
  EXPECT_TRUE(std::isinf(static_cast<double>(str_to_var("-inf"))));
  EXPECT_TRUE(std::isinf(static_cast<double>(str_to_var("inf_neg"))));
  EXPECT_EQ(var_to_str(Vector2(0, -0.0f)), "Vector2(0, 0)");
  EXPECT_EQ(var_to_str(Vector2(1e7f, 0.7f)), "Vector2(10000000, 0.7)");
  EXPECT_EQ(str_to_var("1").get_type(), Variant::INT);
  EXPECT_EQ(str_to_var("1.").get_type(), Variant::FLOAT);
  EXPECT_EQ(str_to_var("1e3").get_type(), Variant::FLOAT);
}

TEST(VariantText, StringsEscapeAsGodot) {
  EXPECT_EQ(var_to_str("a\"b\\c\nd"), "\"a\\\"b\\\\c\nd\"");  // newlines stay raw in Strings
  EXPECT_EQ(var_to_str(StringName("a\nb\t\"")), "&\"a\\nb\\t\\\"\"");
  EXPECT_EQ(var_to_str(NodePath("A/B:c")), "NodePath(\"A/B:c\")");
  EXPECT_EQ(static_cast<std::string>(str_to_var(R"("tab\there \u00e9 \U01F600 \ud83d\ude00")")),
            "tab\there \xc3\xa9 \xf0\x9f\x98\x80 \xf0\x9f\x98\x80");
  EXPECT_EQ(str_to_var("&\"name\"").get_type(), Variant::STRING_NAME);
  EXPECT_EQ(str_to_var("@\"old\"").get_type(), Variant::STRING_NAME);
  expect_round_trip("\"multi\nline \\\"text\\\"\"");
  expect_round_trip("&\"ValueSlider\"");
  expect_round_trip("NodePath(\"../Player/Camera:position:x\")");
  expect_round_trip("NodePath(\"\")");
  expect_round_trip("\"caf\xc3\xa9\"");
}

TEST(VariantText, MathTypesRoundTrip) {
  for (const char* text : {
           "Vector2(1, 2)",
           "Vector2(0.7, -64.5)",
           "Vector2i(800, 300)",
           "Rect2(16, 0, 16, 16)",
           "Vector3(3, 1, 1)",
           "Vector3i(-1, 0, 7)",
           "Transform2D(1, 0, 0, 1, -11, 97)",
           "Vector4(1, 2, 3, 4)",
           "Plane(0, 1, 0, 2.5)",
           "Quaternion(-0.07025626, 0.0032932563, 0.00023194533, 0.99752355)",
           "AABB(-1.63511, -1.25001, -1.31512, 3.0892, 2.15487, 2.91765)",
           "Basis(1, 2, 3, 4, 5, 6, 7, 8, 9)",
           "Transform3D(0.5, -0.75, 0.433013, 2.78059e-08, 0.5, 0.866026, -0.866025, -0.433013, "
           "0.25, 0, 1, 0)",
           "Projection(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1.002, -1, 0, 0, -0.2002, 0)",
           "Color(5.19812e-06, 0.748295, 0.942472, 1)",
       }) {
    expect_round_trip(text);
  }
}

TEST(VariantText, BasisIsWrittenRowByRow) {
  Basis b(Vector3(1, 4, 7), Vector3(2, 5, 8), Vector3(3, 6, 9));  // columns
  EXPECT_EQ(var_to_str(b), "Basis(1, 2, 3, 4, 5, 6, 7, 8, 9)");
  EXPECT_EQ(static_cast<Basis>(str_to_var("Basis(1, 2, 3, 4, 5, 6, 7, 8, 9)")), b);
  Transform3D t(Basis(), Vector3(1, 2, 3));
  EXPECT_EQ(var_to_str(t), "Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3)");
  Projection p;
  p.columns[3] = Vector4(5, 6, 7, 1);
  EXPECT_EQ(var_to_str(p), "Projection(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1)");
  EXPECT_EQ(var_to_str(Transform2D(1, 2, 3, 4, 5, 6)), "Transform2D(1, 2, 3, 4, 5, 6)");
}

TEST(VariantText, ContainersRoundTrip) {
  for (const char* text : {
           "[]",
           "[1, 2]",
           "[1, \"a\", [true, null], Vector2(1, 2)]",
           "Array[int]([1, 2])",
           "Array[String]([\"[\", \"{\"])",
           "Array[StringName]([&\"a\"])",
           "Array[Node]([])",
           "{}",
           "{\n\"a\": 1\n}",
           "{\n\"animations\": [{\n\"frames\": [],\n\"loop\": true,\n\"name\": &\"default\",\n"
           "\"speed\": 5.0\n}]\n}",
           "{\n1: 2,\n3.5: [],\n\"a\": {}\n}",
           "Dictionary[String, int]({\n\"a\": 1\n})",
           "Dictionary[Variant, float]({})",
       }) {
    expect_round_trip(text);
  }
}

TEST(VariantText, DictionaryKeysAreSortedLikeGodot) {
  Dictionary d;
  d["b"] = 1;
  d[StringName("a")] = 2;
  d[10] = 3;
  d[Vector2(1, 2)] = 4;
  d[1.5] = 5;
  EXPECT_EQ(var_to_str(d), "{\n10: 3,\n1.5: 5,\n&\"a\": 2,\n\"b\": 1,\nVector2(1, 2): 4\n}");
  EXPECT_EQ(var_to_str(Dictionary()), "{}");
}

TEST(VariantText, TypedArraysKeepTheirType) {
  Array a = static_cast<Array>(str_to_var("Array[float]([1, 2.5])"));
  EXPECT_EQ(a.get_typed_builtin(), uint32_t(Variant::FLOAT));
  EXPECT_EQ(a[0].get_type(), Variant::FLOAT);  // converted as Godot does
  EXPECT_EQ(var_to_str(a), "Array[float]([1.0, 2.5])");
  Array nodes = static_cast<Array>(str_to_var("Array[Node3D]([])"));
  EXPECT_EQ(nodes.get_typed_builtin(), uint32_t(Variant::OBJECT));
  EXPECT_EQ(nodes.get_typed_class_name(), StringName("Node3D"));
  EXPECT_THROW(str_to_var("Array[int]([\"no\"])"), ParseError);
}

TEST(VariantText, PackedArraysRoundTrip) {
  for (const char* text : {
           "PackedByteArray()",
           "PackedByteArray(0, 1, 255)",
           "PackedInt32Array(-200)",
           "PackedInt64Array(1, -9223372036854775808)",
           "PackedFloat32Array(0, 0.5, 1e-05)",
           "PackedFloat64Array(0.1, 0.3333333333333333)",
           "PackedStringArray(\"/user/hand/left\", \"a\\nb\")",
           "PackedStringArray()",
           "PackedVector2Array(0, 0.05, 0, 1)",
           "PackedVector3Array(-0.7, 0, -0.7, -0.3, 0, 0.8)",
           "PackedColorArray(0, 0, 0, 1, 0.473976, 0.473976, 0.473976, 1)",
           "PackedVector4Array(1, 2, 3, 4)",
       }) {
    expect_round_trip(text);
  }
}

TEST(VariantText, ByteArraysAlsoReadAndWriteBase64) {
  PackedByteArray bytes = static_cast<PackedByteArray>(str_to_var("PackedByteArray(\"AAEC/w==\")"));
  EXPECT_EQ(bytes.vector(), (std::vector<uint8_t>{0, 1, 2, 255}));
  EXPECT_EQ(var_to_str(bytes), "PackedByteArray(0, 1, 2, 255)");
  EXPECT_EQ(var_to_str(bytes, format4()), "PackedByteArray(\"AAEC/w==\")");
  EXPECT_EQ(var_to_str(PackedByteArray(), format4()), "PackedByteArray()");
  expect_round_trip("PackedByteArray(\"AAAAAAAAgD8AAAAAAACAPw==\")", format4());
  EXPECT_THROW(str_to_var("PackedByteArray(\"***\")"), ParseError);
}

TEST(VariantText, ReaderAcceptsGodotsOtherSpellings) {
  EXPECT_EQ(str_to_var("Color( 1, 1, 1, 1 )"), Variant(Color(1, 1, 1, 1)));  // Godot 3 spacing
  EXPECT_EQ(str_to_var("#ff0000"), Variant(Color(1, 0, 0, 1)));
  EXPECT_EQ(str_to_var("Transform(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)"), Variant(Transform3D()));
  EXPECT_EQ(str_to_var("Quat(0, 0, 0, 1)"), Variant(Quaternion()));
  EXPECT_EQ(str_to_var("PoolIntArray(1, 2)"), Variant(PackedInt32Array{1, 2}));
  EXPECT_EQ(str_to_var("nil"), Variant());
  EXPECT_EQ(str_to_var("  ; a comment\n 7 ; another\n"), Variant(7));
  EXPECT_EQ(str_to_var("Vector2(inf, nan)").get_type(), Variant::VECTOR2);
  EXPECT_EQ(str_to_var("[1,2,]"), Variant(Array{1, 2}));  // Godot tolerates a trailing comma
}

TEST(VariantText, ResourcesGoThroughTheResolver) {
  EXPECT_THROW(str_to_var("ExtResource(\"1_abc\")"), ParseError);
  VariantParseOptions options;
  options.resolve_resource = [](const std::string& kind, const std::vector<Variant>& args) {
    return Variant(kind + ":" + static_cast<std::string>(args.at(0)));
  };
  EXPECT_EQ(str_to_var("[SubResource(\"Box_1\")]", options), Variant(Array{"SubResource:Box_1"}));
  Array typed = static_cast<Array>(str_to_var("Array[ExtResource(\"2_x\")]([])", options));
  EXPECT_EQ(typed.get_typed_builtin(), uint32_t(Variant::OBJECT));
  EXPECT_EQ(typed.get_typed_script(), Variant("ExtResource:2_x"));
}

/// An object a Variant cannot own: it is not reference counted (as a Node).
class Gadget : public Object {
  ARBOR_CLASS(Gadget, Object)
};

TEST(VariantText, ObjectsWriteThroughTheEncoderOrAsNull) {
  EXPECT_EQ(var_to_str(NodeId{424242}), "null");  // not a live object
  ClassDB::register_class<Gadget>();
  EXPECT_THROW(str_to_var("Object(Gadget,\"name\":\"x\")"), ParseError);
}

TEST(VariantText, IntegerRectAndVector4RoundTrip) {
  for (const char* text : {"Rect2i(1, 2, 3, 4)", "Rect2i(-10, -20, 0, 5)", "Rect2i(0, 0, 0, 0)",
                           "Vector4i(1, 2, 3, 4)", "Vector4i(-1, 0, -2147483648, 2147483647)"}) {
    expect_round_trip(text);
  }
  EXPECT_EQ(str_to_var("Rect2i(1, 2, 3, 4)"), Variant(Rect2i(1, 2, 3, 4)));
  EXPECT_EQ(str_to_var("Rect2i( -1 ,-2, 3,4 )"), Variant(Rect2i(-1, -2, 3, 4)));
  EXPECT_EQ(str_to_var("Vector4i(1, 2, 3, 4)"), Variant(Vector4i(1, 2, 3, 4)));
  EXPECT_EQ(var_to_str(Rect2i(1, -2, 3, 4)), "Rect2i(1, -2, 3, 4)");
  EXPECT_EQ(var_to_str(Vector4i(1, -2, 3, 4)), "Vector4i(1, -2, 3, 4)");
  expect_round_trip("[Rect2i(1, 2, 3, 4), Vector4i(5, 6, 7, 8)]");
  EXPECT_THROW(str_to_var("Rect2i(1, 2, 3)"), ParseError);
  EXPECT_THROW(str_to_var("Vector4i(1, 2, 3, 4, 5)"), ParseError);
}

// Godot writes an invalid RID as `RID()` and a valid one with its id.
TEST(VariantText, RidsReadAndWriteAsGodot) {
  EXPECT_EQ(str_to_var("RID()"), Variant(RID()));
  EXPECT_EQ(str_to_var("RID(5)"), Variant(RID::from_uint64(5)));
  EXPECT_EQ(str_to_var("RID( 123 )"), Variant(RID::from_uint64(123)));
  expect_round_trip("RID()");
  expect_round_trip("RID(5)");
  EXPECT_EQ(var_to_str(RID::from_uint64(123)), "RID(123)");
  EXPECT_THROW(str_to_var("RID(\"x\")"), ParseError);
  EXPECT_THROW(str_to_var("RID(1, 2)"), ParseError);
  EXPECT_THROW(str_to_var("RID"), ParseError);
}

TEST(VariantText, CallablesAndSignalsReadAsNullValues) {
  // Godot never stores what they name: it writes Callable() and Signal() and reads them back
  // as the null values.
  expect_round_trip("Callable()");
  expect_round_trip("Signal()");
  EXPECT_TRUE(static_cast<Callable>(str_to_var("Callable()")).is_null());
  EXPECT_TRUE(static_cast<SignalRef>(str_to_var("Signal()")).is_null());
  EXPECT_THROW(str_to_var("Callable(\"x\")"), ParseError);
  EXPECT_THROW(str_to_var("Signal"), ParseError);
}

TEST(VariantText, MalformedTextThrowsWithTheColumn) {
  struct Case {
    const char* text;
    int line;
    int column;
  };
  for (const Case& c :
       {Case{"Vector2(1, 2", 1, 13}, Case{"[1, 2", 1, 6}, Case{"Vector2(1)", 1, 1},
        Case{"[1,\n  foo]", 2, 3}, Case{"\"open", 1, 1}, Case{"{\"a\" 1}", 1, 6}, Case{"1 2", 1, 3},
        Case{"", 1, 1}, Case{"$", 1, 1}, Case{"Vector2(1, x)", 1, 12}}) {
    try {
      str_to_var(c.text);
      ADD_FAILURE() << "no error for " << c.text;
    } catch (const ParseError& e) {
      EXPECT_EQ(e.line(), c.line) << c.text << ": " << e.what();
      EXPECT_EQ(e.column(), c.column) << c.text << ": " << e.what();
      EXPECT_TRUE(e.file().empty());
      EXPECT_FALSE(e.message().empty());
    }
  }
  try {
    VariantParseOptions options;
    options.file = "level.tscn";
    str_to_var("[", options);
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), "level.tscn");
    EXPECT_EQ(std::string(e.what()).rfind("level.tscn:1:2: ", 0), 0u) << e.what();
  }
}

TEST(VariantText, ParserReadsValuesOneAfterAnother) {
  VariantParser parser("position = Vector2(1, 2)\nname = &\"x\"");
  EXPECT_EQ(parser.next_token().text, "position");
  EXPECT_EQ(parser.next_token().type, VariantParser::TK_EQUAL);
  EXPECT_EQ(parser.parse_value(), Variant(Vector2(1, 2)));
  EXPECT_EQ(parser.next_token().text, "name");
  EXPECT_EQ(parser.next_token().type, VariantParser::TK_EQUAL);
  EXPECT_EQ(parser.parse_value(), Variant(StringName("x")));
  EXPECT_EQ(parser.next_token().type, VariantParser::TK_EOF);
}

// Every one-line property value of the Godot 4 corpus files that holds no resource reference
// reads back and writes out byte for byte (format=3 files in compat mode, format=4 without).
TEST(VariantText, CorpusValuesRoundTrip) {
  const std::filesystem::path root = test::godot_corpus();
  ASSERT_TRUE(test::corpus_exists(root));
  int checked = 0;
  int mismatched = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    std::string ext = entry.path().extension().string();
    if (ext != ".tscn" && ext != ".tres") continue;
    std::ifstream in(entry.path());
    std::string header;
    std::getline(in, header);
    bool is_format4 = header.find("format=4") != std::string::npos;
    if (!is_format4 && header.find("format=3") == std::string::npos) continue;
    VariantWriteOptions options;
    options.compat = !is_format4;
    std::string line;
    while (std::getline(in, line)) {
      std::size_t eq = line.find(" = ");
      if (line.empty() || line[0] == '[' || eq == std::string::npos) continue;
      // Property keys only (not shader code or dialogue inside multi-line strings).
      std::string key = line.substr(0, eq);
      if (key.find_first_not_of(
              "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_/:.") !=
          std::string::npos) {
        continue;
      }
      std::string value = line.substr(eq + 3);
      if (value.find("Resource(") != std::string::npos) continue;
      if (value.find("Object(") != std::string::npos) continue;
      Variant parsed;
      try {
        parsed = str_to_var(value);
      } catch (const ParseError&) {
        continue;  // a value spanning several lines
      }
      ++checked;
      std::string written = var_to_str(parsed, options);
      if (written != value) {
        ++mismatched;
        ADD_FAILURE() << entry.path() << "\n  read:  " << value << "\n  wrote: " << written;
        if (mismatched > 20) return;
      }
    }
  }
  EXPECT_GT(checked, 10000);
  RecordProperty("values_checked", checked);
}

TEST(VariantText, AParseErrorIsAnArborErrorThatKeepsItsPlace) {
  VariantParseOptions options;
  options.file = "values.txt";
  try {
    (void)str_to_var("[1,\n  Vector2(1, )]", options);
    FAIL() << "expected arbor::ParseError";
  } catch (const Error& error) {
    const auto* parse_error = dynamic_cast<const ParseError*>(&error);
    ASSERT_NE(parse_error, nullptr);
    EXPECT_EQ(parse_error->file(), "values.txt");
    EXPECT_EQ(parse_error->line(), 2);
    EXPECT_EQ(parse_error->column(), 14);
    EXPECT_EQ(std::string(error.what()), "values.txt:2:14: " + parse_error->message());
  }
}

}  // namespace
}  // namespace arbor
