#include "core/value_syntax.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "arbor/core/variant/packed_arrays.h"

namespace arbor::detail {
namespace {

real_t r(double v) { return static_cast<real_t>(v); }

int32_t int32_of(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<int32_t>(std::clamp(v, -2147483648.0, 2147483647.0));
}

Variant vector2(const double* a, std::size_t) { return Vector2(r(a[0]), r(a[1])); }
Variant vector2i(const double* a, std::size_t) { return Vector2i(int32_of(a[0]), int32_of(a[1])); }
Variant vector3(const double* a, std::size_t) { return Vector3(r(a[0]), r(a[1]), r(a[2])); }
Variant vector3i(const double* a, std::size_t) {
  return Vector3i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]));
}
Variant vector4(const double* a, std::size_t) {
  return Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
}
Variant vector4i(const double* a, std::size_t) {
  return Vector4i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]), int32_of(a[3]));
}
Variant rect2(const double* a, std::size_t) { return Rect2(r(a[0]), r(a[1]), r(a[2]), r(a[3])); }
Variant rect2i(const double* a, std::size_t) {
  return Rect2i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]), int32_of(a[3]));
}
Variant transform2d(const double* a, std::size_t) {
  return Transform2D(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]));
}
Variant plane(const double* a, std::size_t) { return Plane(r(a[0]), r(a[1]), r(a[2]), r(a[3])); }
Variant quaternion(const double* a, std::size_t) {
  return Quaternion(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
}
Variant aabb(const double* a, std::size_t) {
  return AABB(Vector3(r(a[0]), r(a[1]), r(a[2])), Vector3(r(a[3]), r(a[4]), r(a[5])));
}
Basis basis_of(const double* a) {
  return Basis(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]), r(a[6]), r(a[7]), r(a[8]));
}
Variant basis(const double* a, std::size_t) { return basis_of(a); }
Variant transform3d(const double* a, std::size_t) {
  return Transform3D(basis_of(a), Vector3(r(a[9]), r(a[10]), r(a[11])));
}
Variant projection(const double* a, std::size_t) {
  return Projection(Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3])),
                    Vector4(r(a[4]), r(a[5]), r(a[6]), r(a[7])),
                    Vector4(r(a[8]), r(a[9]), r(a[10]), r(a[11])),
                    Vector4(r(a[12]), r(a[13]), r(a[14]), r(a[15])));
}
Variant color(const double* a, std::size_t) {
  return Color(float(a[0]), float(a[1]), float(a[2]), float(a[3]));
}

// A packed array of `Element`s, each made of `group` numbers by `make`.
template <class Array, std::size_t group, auto make>
Variant packed(const double* a, std::size_t count) {
  Array out;
  for (std::size_t i = 0; i + group <= count; i += group) out.push_back(make(a + i));
  return out;
}
int32_t int32_at(const double* a) { return int32_of(a[0]); }
float float_at(const double* a) { return float(a[0]); }
double double_at(const double* a) { return a[0]; }
Vector2 vector2_at(const double* a) { return Vector2(r(a[0]), r(a[1])); }
Vector3 vector3_at(const double* a) { return Vector3(r(a[0]), r(a[1]), r(a[2])); }
Vector4 vector4_at(const double* a) { return Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3])); }
Color color_at(const double* a) {
  return Color(float(a[0]), float(a[1]), float(a[2]), float(a[3]));
}

using F = SyntaxForm;

// Scene files' most frequent constructors first: the table is searched in order.
constexpr std::array kTypeSyntax = {
    TypeSyntax{"Transform3D", F::NUMBERS, 12, &transform3d},
    TypeSyntax{"ExtResource", F::RESOURCE},
    TypeSyntax{"SubResource", F::RESOURCE},
    TypeSyntax{"Vector3", F::NUMBERS, 3, &vector3},
    TypeSyntax{"Vector2", F::NUMBERS, 2, &vector2},
    TypeSyntax{"Color", F::NUMBERS, 4, &color},
    TypeSyntax{"NodePath", F::NODE_PATH},
    TypeSyntax{"Transform2D", F::NUMBERS, 6, &transform2d},
    TypeSyntax{"Quaternion", F::NUMBERS, 4, &quaternion},
    TypeSyntax{"Basis", F::NUMBERS, 9, &basis},
    TypeSyntax{"Vector4", F::NUMBERS, 4, &vector4},
    TypeSyntax{"Rect2", F::NUMBERS, 4, &rect2},
    TypeSyntax{"Plane", F::NUMBERS, 4, &plane},
    TypeSyntax{"AABB", F::NUMBERS, 6, &aabb},
    TypeSyntax{"Projection", F::NUMBERS, 16, &projection},
    TypeSyntax{"Vector2i", F::NUMBERS, 2, &vector2i},
    TypeSyntax{"Vector3i", F::NUMBERS, 3, &vector3i},
    TypeSyntax{"Rect2i", F::NUMBERS, 4, &rect2i},
    TypeSyntax{"Vector4i", F::NUMBERS, 4, &vector4i},
    TypeSyntax{"Array", F::TYPED_ARRAY},
    TypeSyntax{"Dictionary", F::TYPED_DICTIONARY},
    TypeSyntax{"PackedStringArray", F::STRINGS},
    TypeSyntax{"PackedByteArray", F::BYTES},
    TypeSyntax{"PackedInt32Array", F::NUMBER_LIST, 1, &packed<PackedInt32Array, 1, &int32_at>,
               "number"},
    TypeSyntax{"PackedInt64Array", F::INT64_LIST},
    TypeSyntax{"PackedFloat32Array", F::NUMBER_LIST, 1, &packed<PackedFloat32Array, 1, &float_at>},
    TypeSyntax{"PackedFloat64Array", F::NUMBER_LIST, 1, &packed<PackedFloat64Array, 1, &double_at>},
    TypeSyntax{"PackedVector2Array", F::NUMBER_LIST, 2,
               &packed<PackedVector2Array, 2, &vector2_at>},
    TypeSyntax{"PackedVector3Array", F::NUMBER_LIST, 3,
               &packed<PackedVector3Array, 3, &vector3_at>},
    TypeSyntax{"PackedVector4Array", F::NUMBER_LIST, 4,
               &packed<PackedVector4Array, 4, &vector4_at>},
    TypeSyntax{"PackedColorArray", F::NUMBER_LIST, 4, &packed<PackedColorArray, 4, &color_at>},
    TypeSyntax{"Resource", F::RESOURCE},
    TypeSyntax{"Object", F::OBJECT},
    TypeSyntax{"RID", F::RID},
    TypeSyntax{"Callable", F::EMPTY},
    TypeSyntax{"Signal", F::EMPTY},
};

// The names of Godot 3 (and older) that Godot 4 still reads, with the name it reads them as.
constexpr std::array<std::pair<std::string_view, std::string_view>, 23> kOlderNames = {{
    {"Transform", "Transform3D"},
    {"Matrix32", "Transform2D"},
    {"Quat", "Quaternion"},
    {"Rect3", "AABB"},
    {"Matrix3", "Basis"},
    {"PoolStringArray", "PackedStringArray"},
    {"StringArray", "PackedStringArray"},
    {"PoolByteArray", "PackedByteArray"},
    {"ByteArray", "PackedByteArray"},
    {"PackedIntArray", "PackedInt32Array"},
    {"PoolIntArray", "PackedInt32Array"},
    {"IntArray", "PackedInt32Array"},
    {"PackedRealArray", "PackedFloat32Array"},
    {"PoolRealArray", "PackedFloat32Array"},
    {"FloatArray", "PackedFloat32Array"},
    {"PoolVector2Array", "PackedVector2Array"},
    {"Vector2Array", "PackedVector2Array"},
    {"PoolVector3Array", "PackedVector3Array"},
    {"Vector3Array", "PackedVector3Array"},
    {"PoolVector4Array", "PackedVector4Array"},
    {"Vector4Array", "PackedVector4Array"},
    {"PoolColorArray", "PackedColorArray"},
    {"ColorArray", "PackedColorArray"},
}};

// The entry of `name` in the table of Godot 4's names, or nullptr.
const TypeSyntax* find_current(std::string_view name) {
  for (const TypeSyntax& syntax : kTypeSyntax) {
    // The length and the first letter rule out most names before their characters are compared.
    if (syntax.name.size() == name.size() && syntax.name[0] == name[0] &&
        std::equal(name.begin() + 1, name.end(), syntax.name.begin() + 1)) {
      return &syntax;
    }
  }
  return nullptr;
}

}  // namespace

const TypeSyntax* find_type_syntax(std::string_view name) {
  if (name.empty()) return nullptr;
  if (const TypeSyntax* syntax = find_current(name)) return syntax;
  for (const auto& [older, current] : kOlderNames) {
    if (older == name) return find_current(current);
  }
  return nullptr;
}

}  // namespace arbor::detail
