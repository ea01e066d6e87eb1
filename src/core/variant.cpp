#include "arbor/core/variant/variant.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "instance_registry.h"
#include "variant_internal.h"

namespace arbor {

using detail::dispatch_variant_type;

static_assert(Variant::VARIANT_MAX == 39, "Variant::Type must match Godot 4's");
static_assert(sizeof(Variant) <= 8 + 4 * sizeof(real_t), "Variant must stay small");

// ---------------------------------------------------------------------------------------------
// Lifetime

Variant::Variant(const Variant& other) { copy_from(other); }

Variant::Variant(Variant&& other) noexcept { move_from(other); }

Variant& Variant::operator=(const Variant& other) {
  if (this != &other) {
    Variant copy(other);  // other may live inside this value (an element of a held Array)
    clear();
    move_from(copy);
  }
  return *this;
}

Variant& Variant::operator=(Variant&& other) noexcept {
  if (this == &other) return *this;
  if (type_ == NIL) {
    move_from(other);  // nothing held here, so `other` cannot live inside this value
    return *this;
  }
  Variant taken(std::move(other));
  clear();
  move_from(taken);
  return *this;
}

void Variant::copy_from(const Variant& other) {
  dispatch_variant_type(other.type_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_void_v<T>) emplace<T>(other.ref<T>());
  });
}

void Variant::move_from(Variant& other) noexcept {
  // A value kept in a heap box moves with its pointer, and a trivially copyable one kept inline
  // moves with its bytes: both without a dispatch on the type.
  static constexpr auto kMovesAsBytes = [] {
    std::array<bool, VARIANT_MAX> table{};
    table[NIL] = true;
#define ARBOR_MOVES_AS_BYTES(ENUMERATOR, TYPE) \
  table[ENUMERATOR] = !kStoredInline<TYPE> || std::is_trivially_copyable_v<TYPE>;
    ARBOR_VARIANT_STORED_TYPES(ARBOR_MOVES_AS_BYTES)
#undef ARBOR_MOVES_AS_BYTES
    return table;
  }();
  if (kMovesAsBytes[other.type_]) {
    std::memcpy(mem_, other.mem_, kInlineSize);
    type_ = other.type_;
    other.type_ = NIL;
    return;
  }
  dispatch_variant_type(other.type_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_void_v<T>) {
      if constexpr (kStoredInline<T>) {
        ::new (static_cast<void*>(mem_)) T(std::move(other.ref<T>()));
        other.ref<T>().~T();
      } else {
        std::memcpy(mem_, other.mem_, sizeof(T*));  // steal the heap box
      }
      type_ = other.type_;
      other.type_ = NIL;
    }
  });
}

void Variant::clear() noexcept {
  // Trivially destructible values kept inline (and nil) need no dispatch on the type.
  static constexpr auto kTrivialToClear = [] {
    std::array<bool, VARIANT_MAX> table{};
    table[NIL] = true;
#define ARBOR_TRIVIAL_TO_CLEAR(ENUMERATOR, TYPE) \
  table[ENUMERATOR] = kStoredInline<TYPE> && std::is_trivially_destructible_v<TYPE>;
    ARBOR_VARIANT_STORED_TYPES(ARBOR_TRIVIAL_TO_CLEAR)
#undef ARBOR_TRIVIAL_TO_CLEAR
    return table;
  }();
  if (kTrivialToClear[type_]) {
    type_ = NIL;
    return;
  }
  dispatch_variant_type(type_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_void_v<T>) {
      if constexpr (kStoredInline<T>) {
        ref<T>().~T();
      } else {
        delete &ref<T>();
      }
    }
  });
  type_ = NIL;
}

// ---------------------------------------------------------------------------------------------
// Types

namespace {

constexpr const char* kTypeNames[Variant::VARIANT_MAX] = {
    "Nil",
    "bool",
    "int",
    "float",
    "String",
    "Vector2",
    "Vector2i",
    "Rect2",
    "Rect2i",
    "Vector3",
    "Vector3i",
    "Transform2D",
    "Vector4",
    "Vector4i",
    "Plane",
    "Quaternion",
    "AABB",
    "Basis",
    "Transform3D",
    "Projection",
    "Color",
    "StringName",
    "NodePath",
    "RID",
    "Object",
    "Callable",
    "Signal",
    "Dictionary",
    "Array",
    "PackedByteArray",
    "PackedInt32Array",
    "PackedInt64Array",
    "PackedFloat32Array",
    "PackedFloat64Array",
    "PackedStringArray",
    "PackedVector2Array",
    "PackedVector3Array",
    "PackedColorArray",
    "PackedVector4Array",
};

bool is_packed(Variant::Type type) {
  return type >= Variant::PACKED_BYTE_ARRAY && type <= Variant::PACKED_VECTOR4_ARRAY;
}

template <std::size_t N>
bool contains(const Variant::Type (&list)[N], Variant::Type type) {
  for (Variant::Type t : list) {
    if (t == type) return true;
  }
  return false;
}

}  // namespace

const char* Variant::get_type_name(Type type) {
  return type < VARIANT_MAX ? kTypeNames[type] : "<invalid type>";
}

Variant::Type Variant::get_type_by_name(std::string_view name) {
  for (int i = 0; i < VARIANT_MAX; ++i) {
    if (name == kTypeNames[i]) return Type(i);
  }
  return VARIANT_MAX;
}

bool Variant::is_type_supported(Type type) {
  if (type == NIL) return true;
  return dispatch_variant_type(
      type, [](auto tag) { return !std::is_void_v<typename decltype(tag)::type>; });
}

// Godot's table (core/variant/variant.cpp), keyed by the target type: the source types that
// convert to it. Anything converts to itself and to nil; nil converts to Object.
bool Variant::can_convert(Type from, Type to) {
  if (from == to || to == NIL) return true;
  if (from == NIL) return to == OBJECT;
  switch (to) {
    case BOOL:
    case INT:
    case FLOAT: {
      static constexpr Type kValid[] = {BOOL, INT, FLOAT, STRING};
      return contains(kValid, from);
    }
    case STRING:
      return from != OBJECT;
    case VECTOR2:
    case VECTOR2I:
    case VECTOR3:
    case VECTOR3I:
    case VECTOR4:
    case VECTOR4I: {
      static constexpr Type kValid[] = {VECTOR2, VECTOR2I, VECTOR3, VECTOR3I, VECTOR4, VECTOR4I};
      return contains(kValid, from);
    }
    case RECT2:
      return from == RECT2I;
    case RECT2I:
      return from == RECT2;
    case TRANSFORM2D:
      return from == TRANSFORM3D;
    case QUATERNION:
      return from == BASIS || from == TRANSFORM3D;
    case BASIS:
      return from == QUATERNION || from == TRANSFORM3D;
    case TRANSFORM3D: {
      static constexpr Type kValid[] = {TRANSFORM2D, QUATERNION, BASIS, PROJECTION};
      return contains(kValid, from);
    }
    case PROJECTION: {
      static constexpr Type kValid[] = {TRANSFORM2D, QUATERNION, BASIS, TRANSFORM3D};
      return contains(kValid, from);
    }
    case COLOR:
      return from == STRING || from == INT;
    case STRING_NAME:
    case NODE_PATH:
      return from == STRING;
    case ARRAY:
      return is_packed(from);
    default:
      return is_packed(to) && from == ARRAY;
  }
}

bool Variant::can_convert_strict(Type from, Type to) {
  if (from == to || to == NIL) return true;
  if (from == NIL) return to == OBJECT;
  switch (to) {
    case BOOL:
    case INT:
    case FLOAT: {
      static constexpr Type kValid[] = {BOOL, INT, FLOAT};
      return contains(kValid, from);
    }
    case STRING: {
      static constexpr Type kValid[] = {NODE_PATH, STRING_NAME};
      return contains(kValid, from);
    }
    case STRING_NAME:
    case NODE_PATH:
      return from == STRING;
    case COLOR:
      return from == STRING || from == INT;
    case ARRAY:
      return is_packed(from);
    default:
      return can_convert(from, to) && !is_packed(to);
  }
}

// ---------------------------------------------------------------------------------------------
// Conversions

bool Variant::booleanize() const {
  switch (type_) {
    case NIL:
      return false;
    case BOOL:
      return ref<bool>();
    case INT:
      return ref<int64_t>() != 0;
    case FLOAT:
      return ref<double>() != 0.0;
    case STRING:
      return !ref<std::string>().empty();
    case STRING_NAME:
      return !ref<StringName>().is_empty();
    case NODE_PATH:
      return !ref<NodePath>().is_empty();
    case OBJECT:
      return is_object_valid();
    case RID:
      return ref<arbor::RID>().is_valid();
    case CALLABLE:
      return !ref<Callable>().is_null();
    case SIGNAL:
      return !ref<SignalRef>().is_null();
    case ARRAY:
      return !ref<Array>().is_empty();
    case DICTIONARY:
      return !ref<Dictionary>().is_empty();
    default:
      return dispatch_variant_type(type_, [&](auto tag) {
        using T = typename decltype(tag)::type;
        if constexpr (detail::kIsMathType<T>) {
          return !(ref<T>() == T());
        } else if constexpr (requires(const T& t) { t.is_empty(); }) {
          return !ref<T>().is_empty();
        } else {
          return true;
        }
      });
  }
}

namespace {

// Godot's String::to_int: digits before the first '.', a '-' before any digit flips the sign,
// other characters are skipped; out of range clamps.
int64_t string_to_int(std::string_view text) {
  uint64_t integer = 0;
  bool positive = true;
  for (char c : text) {
    if (c == '.') break;
    if (c >= '0' && c <= '9') {
      uint64_t limit = positive ? uint64_t(INT64_MAX) : uint64_t(INT64_MAX) + 1;
      if (integer > (limit - uint64_t(c - '0')) / 10) return positive ? INT64_MAX : INT64_MIN;
      integer = integer * 10 + uint64_t(c - '0');
    } else if (integer == 0 && c == '-') {
      positive = !positive;
    }
  }
  return positive ? int64_t(integer) : int64_t(0 - integer);
}

// Godot's String::to_float: leading blanks, a sign, then the longest decimal number; else 0.
double string_to_float(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
  double value = 0.0;
  auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), value,
                                   std::chars_format::general);
  if (ec != std::errc() && ec != std::errc::result_out_of_range) return 0.0;
  (void)end;
  return negative ? -value : value;
}

template <class To, class From>
To convert_vector(const From& v) {
  auto c = detail::components(v);
  To out;
  for (std::size_t i = 0; i < c.size() && i < detail::components(out).size(); ++i) {
    out[int(i)] = static_cast<std::remove_reference_t<decltype(out[0])>>(c[i]);
  }
  return out;
}

Transform3D transform_from_2d(const Transform2D& t) {
  Transform3D m;
  m.basis.x = Vector3(t.columns[0].x, t.columns[0].y, 0);
  m.basis.y = Vector3(t.columns[1].x, t.columns[1].y, 0);
  m.origin = Vector3(t.columns[2].x, t.columns[2].y, 0);
  return m;
}

}  // namespace

Variant::operator int64_t() const {
  switch (type_) {
    case BOOL:
      return ref<bool>() ? 1 : 0;
    case INT:
      return ref<int64_t>();
    case FLOAT: {
      double v = ref<double>();
      if (std::isnan(v)) return 0;
      if (v >= 9223372036854775807.0) return INT64_MAX;
      if (v <= -9223372036854775808.0) return INT64_MIN;
      return static_cast<int64_t>(v);
    }
    case STRING:
      return string_to_int(ref<std::string>());
    default:
      return 0;
  }
}

Variant::operator double() const {
  switch (type_) {
    case BOOL:
      return ref<bool>() ? 1.0 : 0.0;
    case INT:
      return static_cast<double>(ref<int64_t>());
    case FLOAT:
      return ref<double>();
    case STRING:
      return string_to_float(ref<std::string>());
    default:
      return 0.0;
  }
}

Variant::operator StringName() const {
  if (type_ == STRING_NAME) return ref<StringName>();
  if (type_ == STRING) return StringName(ref<std::string>());
  return {};
}

Variant::operator NodePath() const {
  if (type_ == NODE_PATH) return ref<NodePath>();
  if (type_ == STRING) return NodePath(ref<std::string>());
  return {};
}

#define ARBOR_VECTOR_CONVERSION(TARGET)                 \
  Variant::operator TARGET() const {                    \
    switch (type_) {                                    \
      case VECTOR2:                                     \
        return convert_vector<TARGET>(ref<Vector2>());  \
      case VECTOR2I:                                    \
        return convert_vector<TARGET>(ref<Vector2i>()); \
      case VECTOR3:                                     \
        return convert_vector<TARGET>(ref<Vector3>());  \
      case VECTOR3I:                                    \
        return convert_vector<TARGET>(ref<Vector3i>()); \
      case VECTOR4:                                     \
        return convert_vector<TARGET>(ref<Vector4>());  \
      case VECTOR4I:                                    \
        return convert_vector<TARGET>(ref<Vector4i>()); \
      default:                                          \
        return TARGET();                                \
    }                                                   \
  }
ARBOR_VECTOR_CONVERSION(Vector2)
ARBOR_VECTOR_CONVERSION(Vector2i)
ARBOR_VECTOR_CONVERSION(Vector3)
ARBOR_VECTOR_CONVERSION(Vector3i)
ARBOR_VECTOR_CONVERSION(Vector4)
ARBOR_VECTOR_CONVERSION(Vector4i)
#undef ARBOR_VECTOR_CONVERSION

Variant::operator Rect2() const {
  if (type_ == RECT2) return ref<Rect2>();
  if (type_ == RECT2I) return Rect2(ref<Rect2i>());
  return {};
}

Variant::operator Rect2i() const {
  if (type_ == RECT2I) return ref<Rect2i>();
  if (type_ == RECT2) return Rect2i(ref<Rect2>());
  return {};
}

Variant::operator Transform2D() const {
  if (type_ == TRANSFORM2D) return ref<Transform2D>();
  if (type_ == TRANSFORM3D) {
    const Transform3D& t = ref<Transform3D>();
    return {t.basis.x.x, t.basis.x.y, t.basis.y.x, t.basis.y.y, t.origin.x, t.origin.y};
  }
  return {};
}

Variant::operator Plane() const { return type_ == PLANE ? ref<Plane>() : Plane(); }

Variant::operator Quaternion() const {
  if (type_ == QUATERNION) return ref<Quaternion>();
  if (type_ == BASIS) return ref<Basis>().get_quaternion();
  if (type_ == TRANSFORM3D) return ref<Transform3D>().basis.get_quaternion();
  return {};
}

Variant::operator arbor::AABB() const { return type_ == AABB ? ref<arbor::AABB>() : arbor::AABB(); }

Variant::operator Basis() const {
  if (type_ == BASIS) return ref<Basis>();
  if (type_ == QUATERNION) return Basis(ref<Quaternion>());
  if (type_ == TRANSFORM3D) return ref<Transform3D>().basis;
  return {};
}

Variant::operator Transform3D() const {
  switch (type_) {
    case TRANSFORM3D:
      return ref<Transform3D>();
    case BASIS:
      return Transform3D(ref<Basis>());
    case QUATERNION:
      return Transform3D(Basis(ref<Quaternion>()));
    case TRANSFORM2D:
      return transform_from_2d(ref<Transform2D>());
    case PROJECTION: {
      const Projection& p = ref<Projection>();
      return Transform3D(Vector3(p.columns[0].x, p.columns[0].y, p.columns[0].z),
                         Vector3(p.columns[1].x, p.columns[1].y, p.columns[1].z),
                         Vector3(p.columns[2].x, p.columns[2].y, p.columns[2].z),
                         Vector3(p.columns[3].x, p.columns[3].y, p.columns[3].z));
    }
    default:
      return {};
  }
}

Variant::operator Projection() const {
  switch (type_) {
    case PROJECTION:
      return ref<Projection>();
    case TRANSFORM3D:
    case BASIS:
    case QUATERNION:
    case TRANSFORM2D:
      return Projection(operator Transform3D());
    default:
      return {};
  }
}

Variant::operator Color() const {
  if (type_ == COLOR) return ref<Color>();
  if (type_ == STRING) return Color::from_string(ref<std::string>(), Color());
  if (type_ == INT) return Color::hex(static_cast<uint32_t>(ref<int64_t>()));
  return {};
}

Variant::operator arbor::RID() const { return type_ == RID ? ref<arbor::RID>() : arbor::RID(); }

Variant::Variant(RefCounted* object) {
  if (object) emplace<ObjectRef>(object);
}

Variant::operator NodeId() const { return type_ == OBJECT ? ref<ObjectRef>().node_id() : NodeId(); }

Object* Variant::get_object() const { return type_ == OBJECT ? ref<ObjectRef>().get() : nullptr; }

Variant::Variant(const Callable& value) { emplace<Callable>(value); }

Variant::Variant(const SignalRef& value) { emplace<SignalRef>(value); }

Variant::operator Callable() const { return type_ == CALLABLE ? ref<Callable>() : Callable(); }

Variant::operator SignalRef() const { return type_ == SIGNAL ? ref<SignalRef>() : SignalRef(); }

Variant::operator Dictionary() const {
  return type_ == DICTIONARY ? ref<Dictionary>() : Dictionary();
}

Variant::operator Array() const {
  if (type_ == ARRAY) return ref<Array>();
  Array out;
  dispatch_variant_type(type_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (requires { typename T::value_type; } && !std::is_same_v<T, std::string>) {
      const T& packed = ref<T>();
      out.resize(packed.size());
      for (int64_t i = 0; i < packed.size(); ++i) out[i] = Variant(packed[i]);
    }
  });
  return out;
}

namespace {

template <class T>
T element_from(const Variant& value) {
  if constexpr (std::is_integral_v<T>) {
    return static_cast<T>(static_cast<int64_t>(value));
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(static_cast<double>(value));
  } else {
    return static_cast<T>(value);
  }
}

template <class Packed>
Packed packed_from(const Variant& value, const Packed* held) {
  if (held) return *held;
  Packed out;
  if (value.get_type() != Variant::ARRAY) return out;
  const Array array = static_cast<Array>(value);
  out.resize(array.size());
  for (int64_t i = 0; i < array.size(); ++i) {
    out[i] = element_from<typename Packed::value_type>(array[i]);
  }
  return out;
}

}  // namespace

#define ARBOR_PACKED_CONVERSION(TYPE) \
  Variant::operator TYPE() const { return packed_from<TYPE>(*this, get_if<TYPE>()); }
ARBOR_PACKED_CONVERSION(PackedByteArray)
ARBOR_PACKED_CONVERSION(PackedInt32Array)
ARBOR_PACKED_CONVERSION(PackedInt64Array)
ARBOR_PACKED_CONVERSION(PackedFloat32Array)
ARBOR_PACKED_CONVERSION(PackedFloat64Array)
ARBOR_PACKED_CONVERSION(PackedStringArray)
ARBOR_PACKED_CONVERSION(PackedVector2Array)
ARBOR_PACKED_CONVERSION(PackedVector3Array)
ARBOR_PACKED_CONVERSION(PackedColorArray)
ARBOR_PACKED_CONVERSION(PackedVector4Array)
#undef ARBOR_PACKED_CONVERSION

bool Variant::is_object_valid() const { return get_object() != nullptr; }

// ---------------------------------------------------------------------------------------------
// Equality, hashing, ordering

namespace {

template <class S>
bool scalar_equal(S a, S b, bool nan_equal) {
  if constexpr (std::is_floating_point_v<S>) {
    return a == b || (nan_equal && std::isnan(a) && std::isnan(b));
  } else {
    return a == b;
  }
}

template <class S>
std::size_t scalar_hash(S value) {
  if constexpr (std::is_floating_point_v<S>) {
    return detail::hash_double(static_cast<double>(value));
  } else {
    return detail::hash_int(static_cast<uint64_t>(static_cast<int64_t>(value)));
  }
}

}  // namespace

bool operator==(const Variant& a, const Variant& b) { return a.equal(b, false, 0); }

bool Variant::hash_compare(const Variant& other) const { return equal(other, true, 0); }

bool Variant::equal(const Variant& other, bool nan_equal, int depth) const {
  if (type_ != other.type_) return false;
  return dispatch_variant_type(type_, [&](auto tag) -> bool {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_void_v<T>) {
      return true;  // nil
    } else if constexpr (std::is_same_v<T, double>) {
      return scalar_equal(ref<double>(), other.ref<double>(), nan_equal);
    } else if constexpr (detail::kIsMathType<T>) {
      auto x = detail::components(ref<T>());
      auto y = detail::components(other.ref<T>());
      for (std::size_t i = 0; i < x.size(); ++i) {
        if (!scalar_equal(x[i], y[i], nan_equal)) return false;
      }
      return true;
    } else if constexpr (std::is_same_v<T, Array> || std::is_same_v<T, Dictionary>) {
      return ref<T>().equal(other.ref<T>(), depth + 1);
    } else {
      return ref<T>() == other.ref<T>();
    }
  });
}

std::size_t Variant::hash() const { return hash(0); }

std::size_t Variant::hash(int depth) const {
  std::size_t seed = detail::hash_int(type_ == STRING_NAME ? STRING : type_);
  return dispatch_variant_type(type_, [&](auto tag) -> std::size_t {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_void_v<T>) {
      return seed;
    } else if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int64_t> ||
                         std::is_same_v<T, double>) {
      return detail::hash_mix(seed, scalar_hash(ref<T>()));
    } else if constexpr (std::is_same_v<T, std::string>) {
      return detail::hash_mix(seed, StringName::hash_text(ref<T>()));
    } else if constexpr (std::is_same_v<T, StringName>) {
      return detail::hash_mix(seed, StringName::hash_text(ref<T>().view()));
    } else if constexpr (std::is_same_v<T, NodePath>) {
      return detail::hash_mix(seed, ref<T>().hash());
    } else if constexpr (std::is_same_v<T, arbor::RID>) {
      return detail::hash_mix(seed, detail::hash_int(ref<T>().get_id()));
    } else if constexpr (std::is_same_v<T, ObjectRef> || std::is_same_v<T, Callable> ||
                         std::is_same_v<T, SignalRef>) {
      return detail::hash_mix(seed, ref<T>().hash());
    } else if constexpr (detail::kIsMathType<T>) {
      for (auto c : detail::components(ref<T>())) seed = detail::hash_mix(seed, scalar_hash(c));
      return seed;
    } else if constexpr (std::is_same_v<T, Array> || std::is_same_v<T, Dictionary>) {
      return detail::hash_mix(seed, ref<T>().hash(depth + 1));
    } else {
      // Packed arrays.
      for (const auto& element : ref<T>()) {
        seed = detail::hash_mix(seed, Variant(element).hash(depth + 1));
      }
      return seed;
    }
  });
}

bool operator<(const Variant& a, const Variant& b) {
  if (a.type_ != b.type_) return a.type_ < b.type_;
  return detail::dispatch_variant_type(a.type_, [&](auto tag) -> bool {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int64_t> ||
                  std::is_same_v<T, double> || std::is_same_v<T, std::string> ||
                  std::is_same_v<T, ObjectRef> || std::is_same_v<T, arbor::RID> ||
                  std::is_same_v<T, Callable> || std::is_same_v<T, SignalRef>) {
      return a.ref<T>() < b.ref<T>();
    } else if constexpr (std::is_same_v<T, StringName>) {
      return a.ref<T>().view() < b.ref<T>().view();
    } else if constexpr (std::is_same_v<T, Vector2> || std::is_same_v<T, Vector2i> ||
                         std::is_same_v<T, Vector3> || std::is_same_v<T, Vector3i> ||
                         std::is_same_v<T, Vector4> || std::is_same_v<T, Vector4i>) {
      auto x = detail::components(a.ref<T>());
      auto y = detail::components(b.ref<T>());
      return x < y;
    } else if constexpr (std::is_same_v<T, Array>) {
      const Array& x = a.ref<Array>();
      const Array& y = b.ref<Array>();
      for (int64_t i = 0; i < x.size() && i < y.size(); ++i) {
        if (x[i] < y[i]) return true;
        if (y[i] < x[i]) return false;
      }
      return x.size() < y.size();
    } else {
      return false;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Duplication

Variant Variant::duplicate(bool deep) const { return duplicate(deep, 0); }

Variant Variant::duplicate(bool deep, int depth) const {
  return dispatch_variant_type(type_, [&](auto tag) -> Variant {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, Array> || std::is_same_v<T, Dictionary>) {
      return ref<T>().duplicate(deep, depth + 1);
    } else if constexpr (requires(const T& t) { t.duplicate(); }) {
      return ref<T>().duplicate();
    } else {
      return *this;
    }
  });
}

}  // namespace arbor
