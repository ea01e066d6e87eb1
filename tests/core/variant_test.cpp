#include "arbor/core/variant/variant.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <unordered_set>

#include "arbor/core/error/error.h"
#include "arbor/core/object/ref.h"

namespace arbor {
namespace {

TEST(Variant, TypeEnumeratorsHaveGodotValues) {
  EXPECT_EQ(Variant::NIL, 0);
  EXPECT_EQ(Variant::STRING, 4);
  EXPECT_EQ(Variant::RECT2I, 8);
  EXPECT_EQ(Variant::TRANSFORM2D, 11);
  EXPECT_EQ(Variant::AABB, 16);
  EXPECT_EQ(Variant::COLOR, 20);
  EXPECT_EQ(Variant::OBJECT, 24);
  EXPECT_EQ(Variant::DICTIONARY, 27);
  EXPECT_EQ(Variant::ARRAY, 28);
  EXPECT_EQ(Variant::PACKED_BYTE_ARRAY, 29);
  EXPECT_EQ(Variant::PACKED_VECTOR4_ARRAY, 38);
  EXPECT_EQ(Variant::VARIANT_MAX, 39);
  EXPECT_STREQ(Variant::get_type_name(Variant::FLOAT), "float");
  EXPECT_STREQ(Variant::get_type_name(Variant::PACKED_VECTOR2_ARRAY), "PackedVector2Array");
  EXPECT_EQ(Variant::get_type_by_name("Transform3D"), Variant::TRANSFORM3D);
  EXPECT_TRUE(Variant::is_type_supported(Variant::RECT2I));
  EXPECT_TRUE(Variant::is_type_supported(Variant::VECTOR4I));
  EXPECT_TRUE(Variant::is_type_supported(Variant::RID));
  EXPECT_TRUE(Variant::is_type_supported(Variant::PROJECTION));
  EXPECT_TRUE(Variant::is_type_supported(Variant::CALLABLE));
  EXPECT_TRUE(Variant::is_type_supported(Variant::SIGNAL));
}

TEST(Variant, StaysSmall) {
  // A type tag and four reals (24 bytes in single precision), as Godot's Variant.
  EXPECT_EQ(sizeof(Variant), 8 + 4 * sizeof(real_t));
}

TEST(Variant, HoldsEveryType) {
  EXPECT_EQ(Variant().get_type(), Variant::NIL);
  EXPECT_EQ(Variant(true).get_type(), Variant::BOOL);
  EXPECT_EQ(Variant(3).get_type(), Variant::INT);
  EXPECT_EQ(Variant(uint8_t(3)).get_type(), Variant::INT);
  EXPECT_EQ(Variant(2.5f).get_type(), Variant::FLOAT);
  EXPECT_EQ(Variant("text").get_type(), Variant::STRING);
  EXPECT_EQ(Variant(StringName("n")).get_type(), Variant::STRING_NAME);
  EXPECT_EQ(Variant(NodePath("A/B:c")).get_type(), Variant::NODE_PATH);
  EXPECT_EQ(Variant(Vector2(1, 2)).get_type(), Variant::VECTOR2);
  EXPECT_EQ(Variant(Vector2i(1, 2)).get_type(), Variant::VECTOR2I);
  EXPECT_EQ(Variant(Rect2(1, 2, 3, 4)).get_type(), Variant::RECT2);
  EXPECT_EQ(Variant(Rect2i(1, 2, 3, 4)).get_type(), Variant::RECT2I);
  EXPECT_EQ(Variant(Vector3(1, 2, 3)).get_type(), Variant::VECTOR3);
  EXPECT_EQ(Variant(Vector3i(1, 2, 3)).get_type(), Variant::VECTOR3I);
  EXPECT_EQ(Variant(Transform2D()).get_type(), Variant::TRANSFORM2D);
  EXPECT_EQ(Variant(Vector4(1, 2, 3, 4)).get_type(), Variant::VECTOR4);
  EXPECT_EQ(Variant(Vector4i(1, 2, 3, 4)).get_type(), Variant::VECTOR4I);
  EXPECT_EQ(Variant(Plane(0, 1, 0, 2)).get_type(), Variant::PLANE);
  EXPECT_EQ(Variant(Quaternion()).get_type(), Variant::QUATERNION);
  EXPECT_EQ(Variant(AABB()).get_type(), Variant::AABB);
  EXPECT_EQ(Variant(Basis()).get_type(), Variant::BASIS);
  EXPECT_EQ(Variant(Transform3D()).get_type(), Variant::TRANSFORM3D);
  EXPECT_EQ(Variant(Projection()).get_type(), Variant::PROJECTION);
  EXPECT_EQ(Variant(Color(1, 0, 0)).get_type(), Variant::COLOR);
  EXPECT_EQ(Variant(RID::from_uint64(7)).get_type(), Variant::RID);
  EXPECT_EQ(Variant(NodeId{5}).get_type(), Variant::OBJECT);
  EXPECT_EQ(Variant(Array()).get_type(), Variant::ARRAY);
  EXPECT_EQ(Variant(Dictionary()).get_type(), Variant::DICTIONARY);
  EXPECT_EQ(Variant(PackedByteArray{1, 2}).get_type(), Variant::PACKED_BYTE_ARRAY);
  EXPECT_EQ(Variant(PackedInt32Array{1}).get_type(), Variant::PACKED_INT32_ARRAY);
  EXPECT_EQ(Variant(PackedInt64Array{1}).get_type(), Variant::PACKED_INT64_ARRAY);
  EXPECT_EQ(Variant(PackedFloat32Array{1}).get_type(), Variant::PACKED_FLOAT32_ARRAY);
  EXPECT_EQ(Variant(PackedFloat64Array{1}).get_type(), Variant::PACKED_FLOAT64_ARRAY);
  EXPECT_EQ(Variant(PackedStringArray{"a"}).get_type(), Variant::PACKED_STRING_ARRAY);
  EXPECT_EQ(Variant(PackedVector2Array{}).get_type(), Variant::PACKED_VECTOR2_ARRAY);
  EXPECT_EQ(Variant(PackedVector3Array{}).get_type(), Variant::PACKED_VECTOR3_ARRAY);
  EXPECT_EQ(Variant(PackedColorArray{}).get_type(), Variant::PACKED_COLOR_ARRAY);
  EXPECT_EQ(Variant(PackedVector4Array{}).get_type(), Variant::PACKED_VECTOR4_ARRAY);
}

TEST(Variant, CopiesAndMovesKeepValues) {
  Transform3D t(Basis::from_scale(Vector3(2, 3, 4)), Vector3(1, 2, 3));  // heap-stored
  Variant a = t;
  Variant b = a;
  Variant c = std::move(a);
  EXPECT_TRUE(a.is_nil());
  EXPECT_EQ(static_cast<Transform3D>(b), t);
  EXPECT_EQ(static_cast<Transform3D>(c), t);
  b = Variant("now a string");
  EXPECT_EQ(b.stringify(), "now a string");
  b = c;
  EXPECT_EQ(b, c);
  Variant& alias = b;
  b = alias;  // self-assignment
  EXPECT_EQ(static_cast<Transform3D>(b), t);
  Array holder{Variant(1)};
  Variant v = holder;
  v = holder[0];  // assigning an element of the held array to its holder
  EXPECT_EQ(v, Variant(1));
}

TEST(Variant, BoolConversionBooleanizes) {
  EXPECT_FALSE(bool(Variant()));
  EXPECT_FALSE(bool(Variant(0)));
  EXPECT_TRUE(bool(Variant(-1)));
  EXPECT_FALSE(bool(Variant(0.0)));
  EXPECT_FALSE(bool(Variant("")));
  EXPECT_TRUE(bool(Variant("false")));  // Godot: a non-empty string is true
  EXPECT_FALSE(bool(Variant(Vector2())));
  EXPECT_TRUE(bool(Variant(Vector2(0, 1))));
  EXPECT_FALSE(bool(Variant(Array())));
  EXPECT_TRUE(bool(Variant(Array{Variant()})));
  EXPECT_FALSE(bool(Variant(NodeId{})));
  EXPECT_FALSE(bool(Variant(NodeId{123456789})));  // never registered: not a valid object
}

TEST(Variant, NumberConversionsFollowGodot) {
  EXPECT_EQ(int64_t(Variant(true)), 1);
  EXPECT_EQ(int64_t(Variant(-2.9)), -2);
  EXPECT_EQ(int64_t(Variant("42")), 42);
  EXPECT_EQ(int64_t(Variant("-17.9")), -17);
  EXPECT_EQ(int64_t(Variant("1a2")), 12);  // String::to_int skips non-digits
  EXPECT_EQ(int64_t(Variant(Vector2(1, 1))), 0);
  EXPECT_EQ(int64_t(Variant(1e300)), INT64_MAX);
  EXPECT_DOUBLE_EQ(double(Variant(3)), 3.0);
  EXPECT_DOUBLE_EQ(double(Variant(" 2.5e1")), 25.0);
  EXPECT_DOUBLE_EQ(double(Variant("nope")), 0.0);
  EXPECT_EQ(std::string(Variant(StringName("abc"))), "abc");
}

TEST(Variant, MathConversionsFollowGodot) {
  EXPECT_EQ(Vector2i(Variant(Vector2(1.7f, -2.7f))), Vector2i(1, -2));
  EXPECT_EQ(Vector3(Variant(Vector2(1, 2))), Vector3(1, 2, 0));
  EXPECT_EQ(Vector2(Variant(Vector4(1, 2, 3, 4))), Vector2(1, 2));
  EXPECT_EQ(Vector2(Variant("not a vector")), Vector2());
  Basis b = Basis(Vector3(0, 1, 0), 0.5f);
  EXPECT_TRUE(Quaternion(Variant(b)).is_equal_approx(b.get_quaternion()));
  EXPECT_EQ(Basis(Variant(Transform3D(b, Vector3(1, 2, 3)))), b);
  Transform2D t2(0.0f, Vector2(5, 6));
  EXPECT_EQ(Transform3D(Variant(t2)).origin, Vector3(5, 6, 0));
  EXPECT_EQ(Transform2D(Variant(Transform3D(Basis(), Vector3(5, 6, 7)))).columns[2], Vector2(5, 6));
  EXPECT_EQ(Color(Variant("#ff0000")), Color(1, 0, 0, 1));
  EXPECT_EQ(Color(Variant(int64_t(0x00ff00ff))), Color(0, 1, 0, 1));
  EXPECT_EQ(StringName(Variant("name")), StringName("name"));
  EXPECT_EQ(NodePath(Variant("A/B:c")), NodePath("A/B:c"));
  Array a = Array(Variant(PackedInt32Array{1, 2}));
  EXPECT_EQ(a, (Array{1, 2}));
  PackedFloat32Array f = PackedFloat32Array(Variant(Array{1, 2.5}));
  EXPECT_EQ(f.size(), 2);
  EXPECT_FLOAT_EQ(f[1], 2.5f);
}

TEST(Variant, IntegerRectAndVector4ConvertAsGodot) {
  EXPECT_EQ(Rect2i(Variant(Rect2i(1, 2, 3, 4))), Rect2i(1, 2, 3, 4));
  EXPECT_EQ(Rect2i(Variant(Rect2(1.7f, -2.7f, 3.5f, 4))), Rect2i(1, -2, 3, 4));
  EXPECT_EQ(Rect2(Variant(Rect2i(1, -2, 3, 4))), Rect2(1, -2, 3, 4));
  EXPECT_EQ(Rect2i(Variant(Vector2i(1, 2))), Rect2i());
  EXPECT_EQ(Vector4i(Variant(Vector4(1.9f, -2.9f, 3, 4))), Vector4i(1, -2, 3, 4));
  EXPECT_EQ(Vector4(Variant(Vector4i(1, -2, 3, 4))), Vector4(1, -2, 3, 4));
  EXPECT_EQ(Vector2i(Variant(Vector4i(5, 6, 7, 8))), Vector2i(5, 6));
  EXPECT_EQ(Vector4i(Variant(Vector3i(5, 6, 7))), Vector4i(5, 6, 7, 0));
  EXPECT_EQ(RID(Variant(RID::from_uint64(9))).get_id(), 9u);
  EXPECT_EQ(RID(Variant(9)), RID());
  EXPECT_TRUE(Variant::can_convert(Variant::RECT2, Variant::RECT2I));
  EXPECT_TRUE(Variant::can_convert(Variant::VECTOR4I, Variant::VECTOR4));
  EXPECT_FALSE(Variant::can_convert(Variant::RID, Variant::INT));
}

TEST(Variant, NewValueTypesCopyCompareAndHash) {
  const Variant values[] = {Rect2i(1, 2, 3, 4), Vector4i(1, 2, 3, 4), RID::from_uint64(5)};
  for (const Variant& value : values) {
    SCOPED_TRACE(value.stringify());
    Variant copy = value;
    EXPECT_EQ(copy, value);
    EXPECT_EQ(copy.hash(), value.hash());
    Variant moved = std::move(copy);
    EXPECT_EQ(moved, value);
    EXPECT_TRUE(moved.booleanize());
    EXPECT_EQ(Variant(moved).duplicate(), value);
  }
  EXPECT_NE(Variant(Rect2i(1, 2, 3, 4)), Variant(Rect2(1, 2, 3, 4)));
  EXPECT_NE(Variant(Vector4i(1, 2, 3, 4)), Variant(Vector4i(1, 2, 3, 5)));
  EXPECT_NE(Variant(RID::from_uint64(5)), Variant(int64_t(5)));
  EXPECT_FALSE(Variant(Rect2i()).booleanize());
  EXPECT_FALSE(Variant(Vector4i()).booleanize());
  EXPECT_FALSE(Variant(RID()).booleanize());
  std::unordered_set<Variant> set = {Variant(RID::from_uint64(1)), Variant(RID::from_uint64(1)),
                                     Variant(Vector4i(1, 0, 0, 0))};
  EXPECT_EQ(set.size(), 2u);
  EXPECT_TRUE(Variant(RID::from_uint64(1)) < Variant(RID::from_uint64(2)));
  EXPECT_TRUE(Variant(Vector4i(1, 2, 3, 4)) < Variant(Vector4i(1, 2, 3, 5)));
  Array typed;
  typed.set_typed(Variant::RECT2I, StringName());
  typed.resize(1);
  EXPECT_EQ(typed[0], Variant(Rect2i()));
}

// An object whose properties are whatever is set on it, to reach values by property path.
class PropertyBag : public RefCounted {
 protected:
  bool _set(const StringName& property, const Variant& value) override {
    values_[Variant(property)] = value;
    return true;
  }
  bool _get(const StringName& property, Variant& value) const override {
    if (!values_.has(Variant(property))) return false;
    value = values_.get(Variant(property), Variant());
    return true;
  }

 private:
  Dictionary values_;
};

TEST(Variant, IntegerRectAndVector4ComponentsByPath) {
  Ref<PropertyBag> object = make_ref<PropertyBag>();
  object->set("area", Rect2i(1, 2, 3, 4));
  object->set("cell", Vector4i(1, 2, 3, 4));
  bool valid = false;
  EXPECT_EQ(object->get_indexed("area:position", &valid), Variant(Vector2i(1, 2)));
  EXPECT_TRUE(valid);
  EXPECT_EQ(object->get_indexed("area:size"), Variant(Vector2i(3, 4)));
  EXPECT_EQ(object->get_indexed("area:end"), Variant(Vector2i(4, 6)));
  EXPECT_EQ(object->get_indexed("area:size:y"), Variant(4));
  EXPECT_TRUE(object->set_indexed("area:end", Vector2i(10, 10)));
  EXPECT_EQ(object->get("area"), Variant(Rect2i(1, 2, 9, 8)));
  EXPECT_TRUE(object->set_indexed("area:position:x", 0));
  EXPECT_EQ(object->get("area"), Variant(Rect2i(0, 2, 9, 8)));
  EXPECT_EQ(object->get_indexed("cell:w"), Variant(4));
  EXPECT_TRUE(object->set_indexed("cell:z", 30));
  EXPECT_EQ(object->get("cell"), Variant(Vector4i(1, 2, 30, 4)));
  (void)object->get_indexed("cell:r", &valid);
  EXPECT_FALSE(valid);

  object->set("float_area", Rect2(1, 2, 3, 4));
  EXPECT_EQ(object->get_indexed("float_area:end"), Variant(Vector2(4, 6)));
  EXPECT_TRUE(object->set_indexed("float_area:end", Vector2(5, 5)));
  EXPECT_EQ(object->get("float_area"), Variant(Rect2(1, 2, 4, 3)));
}

TEST(Variant, CanConvertUsesGodotsTable) {
  EXPECT_TRUE(Variant::can_convert(Variant::INT, Variant::FLOAT));
  EXPECT_TRUE(Variant::can_convert(Variant::STRING, Variant::INT));
  EXPECT_TRUE(Variant::can_convert(Variant::VECTOR3, Variant::STRING));
  EXPECT_FALSE(Variant::can_convert(Variant::OBJECT, Variant::STRING));
  EXPECT_TRUE(Variant::can_convert(Variant::NIL, Variant::OBJECT));
  EXPECT_FALSE(Variant::can_convert(Variant::NIL, Variant::INT));
  EXPECT_TRUE(Variant::can_convert(Variant::ARRAY, Variant::PACKED_INT32_ARRAY));
  EXPECT_TRUE(Variant::can_convert(Variant::PACKED_COLOR_ARRAY, Variant::ARRAY));
  EXPECT_FALSE(Variant::can_convert(Variant::VECTOR2, Variant::TRANSFORM2D));
  EXPECT_TRUE(Variant::can_convert(Variant::QUATERNION, Variant::BASIS));
  EXPECT_FALSE(Variant::can_convert_strict(Variant::STRING, Variant::INT));
}

TEST(Variant, EqualityIsStrictAcrossTypesAndDeepForContainers) {
  EXPECT_EQ(Variant(), Variant());
  EXPECT_NE(Variant(1), Variant(1.0));
  EXPECT_NE(Variant("a"), Variant(StringName("a")));
  EXPECT_EQ(Variant(0.0), Variant(-0.0));
  double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_NE(Variant(nan), Variant(nan));
  EXPECT_TRUE(Variant(nan).hash_compare(Variant(nan)));
  EXPECT_EQ(Variant(Array{1, "a", Array{2}}), Variant(Array{1, "a", Array{2}}));
  EXPECT_NE(Variant(Array{1, 2}), Variant(Array{2, 1}));
  Dictionary d1{{"a", 1}, {"b", 2}};
  Dictionary d2{{"b", 2}, {"a", 1}};
  EXPECT_EQ(Variant(d1), Variant(d2));  // order-insensitive, like Godot
  d2["b"] = 3;
  EXPECT_NE(Variant(d1), Variant(d2));
  EXPECT_EQ(Variant(PackedInt32Array{1, 2}), Variant(PackedInt32Array{1, 2}));
  EXPECT_EQ(Variant(NodeId{7}), Variant(NodeId{7}));
  EXPECT_NE(Variant(NodeId{7}), Variant(NodeId{8}));
}

TEST(Variant, HashIsConsistentWithEquality) {
  std::vector<Variant> values = {Variant(),
                                 Variant(true),
                                 Variant(1),
                                 Variant(1.5),
                                 Variant("s"),
                                 Variant(Vector3(1, 2, 3)),
                                 Variant(Transform3D()),
                                 Variant(Color(1, 0, 0)),
                                 Variant(NodePath("a/b")),
                                 Variant(Array{1, Array{2}}),
                                 Variant(Dictionary{{"k", Array{1}}}),
                                 Variant(PackedVector2Array{Vector2(1, 2)})};
  for (const Variant& v : values) {
    Variant copy = v.duplicate(true);
    EXPECT_EQ(v, copy) << v.stringify();
    EXPECT_EQ(v.hash(), copy.hash()) << v.stringify();
  }
  EXPECT_EQ(Variant(0.0).hash(), Variant(-0.0).hash());
  EXPECT_EQ(Variant(Dictionary{{1, 2}, {3, 4}}).hash(), Variant(Dictionary{{3, 4}, {1, 2}}).hash());
  EXPECT_EQ(Variant("x").hash(), Variant(StringName("x")).hash());  // one dictionary key
  std::unordered_set<Variant> set(values.begin(), values.end());
  EXPECT_EQ(set.size(), values.size());
}

TEST(Variant, ContainersShareUntilDuplicated) {
  Array a{1, 2};
  Array b = a;
  b.push_back(3);
  EXPECT_EQ(a.size(), 3);
  Variant va = a;
  Array c = static_cast<Array>(va);
  c[0] = 10;
  EXPECT_EQ(a[0], Variant(10));
  Array d = a.duplicate();
  d[0] = 20;
  EXPECT_EQ(a[0], Variant(10));

  Array inner{1};
  Array outer;
  outer.push_back(inner);
  Array shallow = outer.duplicate();
  Array deep = outer.duplicate(true);
  inner.push_back(2);
  EXPECT_EQ(static_cast<Array>(shallow[0]).size(), 2);
  EXPECT_EQ(static_cast<Array>(deep[0]).size(), 1);

  Dictionary x{{"k", 1}};
  Dictionary y = x;
  y["j"] = 2;
  EXPECT_TRUE(x.has("j"));
  EXPECT_FALSE(x.duplicate().is_same(x));

  PackedInt32Array p{1, 2};
  PackedInt32Array q = p;
  q.push_back(3);
  EXPECT_EQ(p.size(), 3);
  Variant vp = p;
  PackedInt32Array r = static_cast<PackedInt32Array>(vp);
  r.set(0, 9);
  EXPECT_EQ(p[0], 9);
  PackedInt32Array s = static_cast<PackedInt32Array>(vp.duplicate());
  s.set(0, 5);
  EXPECT_EQ(p[0], 9);
}

TEST(Variant, TypedArraysCarryAndCheckTheirElementType) {
  Array floats;
  floats.set_typed(Variant::FLOAT);
  floats.push_back(1);  // int -> float, as Godot
  EXPECT_EQ(floats[0].get_type(), Variant::FLOAT);
  EXPECT_THROW(floats.push_back("no"), Error);
  Array names;
  names.set_typed(Variant::STRING_NAME);
  names.push_back("a");
  EXPECT_EQ(names[0].get_type(), Variant::STRING_NAME);
  floats.resize(3);
  EXPECT_EQ(floats[2], Variant(0.0));
  EXPECT_TRUE(floats.duplicate().is_typed());
  EXPECT_THROW(floats.set_typed(Variant::INT), Error);
  Array untyped{1.0, 0.0, 0.0};
  EXPECT_EQ(floats, untyped);  // == ignores typing
}

TEST(Variant, DictionaryKeepsInsertionOrderAndMergesStringKeys) {
  Dictionary d;
  d["z"] = 1;
  d["a"] = 2;
  d[3] = 3;
  EXPECT_EQ(d.keys(), (Array{"z", "a", 3}));
  d.erase("z");
  EXPECT_EQ(d.keys(), (Array{"a", 3}));
  EXPECT_EQ(d[3], Variant(3));
  d[StringName("a")] = 5;  // String and StringName keys are one key (Godot 4.4)
  EXPECT_EQ(d.size(), 2);
  EXPECT_EQ(d.get("a", Variant()), Variant(5));
  double nan = std::numeric_limits<double>::quiet_NaN();
  d[nan] = 1;
  EXPECT_TRUE(d.has(nan));
  EXPECT_EQ(d.find_key(Variant(5)), Variant("a"));
}

TEST(Variant, ObjectReferencesStaySafeAfterTheObjectIsGone) {
  Variant ref(NodeId{987654321});  // an id nobody holds: as after a free
  EXPECT_EQ(ref.get_type(), Variant::OBJECT);
  EXPECT_FALSE(ref.is_object_valid());
  EXPECT_EQ(ref.stringify(), "<Freed Object>");
  EXPECT_EQ(Variant(NodeId{}).stringify(), "<Object#null>");
  EXPECT_EQ(static_cast<NodeId>(ref).value, 987654321u);
}

TEST(Variant, StringifyMatchesGodotsStr) {
  EXPECT_EQ(Variant().stringify(), "<null>");
  EXPECT_EQ(Variant(true).stringify(), "true");
  EXPECT_EQ(Variant(-3).stringify(), "-3");
  EXPECT_EQ(Variant(1.0).stringify(), "1.0");
  EXPECT_EQ(Variant(0.1).stringify(), "0.1");
  EXPECT_EQ(Variant(1.0 / 3.0).stringify(), "0.33333333333333");
  EXPECT_EQ(Variant(std::numeric_limits<double>::infinity()).stringify(), "inf");
  EXPECT_EQ(Variant(Vector2(1, 2.5f)).stringify(), "(1, 2.5)");
  EXPECT_EQ(Variant(Vector3i(1, 2, 3)).stringify(), "(1, 2, 3)");
  EXPECT_EQ(Variant(Rect2(1, 2, 3, 4)).stringify(), "[P: (1, 2), S: (3, 4)]");
  EXPECT_EQ(Variant(Rect2i(1, -2, 3, 4)).stringify(), "[P: (1, -2), S: (3, 4)]");
  EXPECT_EQ(Variant(Vector4i(1, 2, -3, 4)).stringify(), "(1, 2, -3, 4)");
  EXPECT_EQ(Variant(RID()).stringify(), "RID(0)");
  EXPECT_EQ(Variant(RID::from_uint64(123)).stringify(), "RID(123)");
  EXPECT_EQ(Variant(Array{Rect2i(0, 0, 1, 1), RID::from_uint64(2)}).stringify(),
            "[[P: (0, 0), S: (1, 1)], RID(2)]");
  EXPECT_EQ(Variant(Transform2D()).stringify(), "[X: (1, 0), Y: (0, 1), O: (0, 0)]");
  EXPECT_EQ(Variant(Plane(0, 1, 0, 2)).stringify(), "[N: (0, 1, 0), D: 2]");
  EXPECT_EQ(Variant(Color(1, 0.5f, 0, 1)).stringify(), "(1.0, 0.5, 0.0, 1.0)");
  EXPECT_EQ(Variant(StringName("n")).stringify(), "n");
  EXPECT_EQ(Variant(Array{1, "a", StringName("b"), NodePath("c")}).stringify(),
            "[1, \"a\", &\"b\", ^\"c\"]");
  EXPECT_EQ(Variant(Dictionary{{"a", 1}, {2, Vector2(1, 2)}}).stringify(),
            "{ \"a\": 1, 2: (1, 2) }");
  EXPECT_EQ(Variant(PackedFloat32Array{0.5f, 2}).stringify(), "[0.5, 2.0]");
}

TEST(Variant, SelfContainingArraysDoNotRecurseForever) {
  Array a;
  a.push_back(a);
  EXPECT_FALSE(Variant(a).stringify().empty());
  EXPECT_EQ(Variant(a), Variant(a));
  (void)Variant(a).hash();
  a.clear();  // break the cycle so the array is freed
}

TEST(Variant, OrderingSortsByTypeThenValue) {
  EXPECT_TRUE(Variant(5) < Variant(1.0));  // INT before FLOAT
  EXPECT_TRUE(Variant(1) < Variant(2));
  EXPECT_TRUE(Variant("a") < Variant("b"));
  EXPECT_TRUE(Variant(Vector2(1, 5)) < Variant(Vector2(2, 0)));
  EXPECT_FALSE(Variant(Vector2(2, 0)) < Variant(Vector2(2, 0)));
}

}  // namespace
}  // namespace arbor
