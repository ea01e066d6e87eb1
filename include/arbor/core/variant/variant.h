// Variant: the tagged union that carries any engine value by name (properties, calls, scene
// files), Godot 4's Variant.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/basis.h"
#include "arbor/core/math/color.h"
#include "arbor/core/math/plane.h"
#include "arbor/core/math/projection.h"
#include "arbor/core/math/quaternion.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/rect2i.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector3i.h"
#include "arbor/core/math/vector4.h"
#include "arbor/core/math/vector4i.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/object_ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/string/node_path.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/dictionary.h"
#include "arbor/core/variant/packed_arrays.h"

namespace arbor {

class Callable;
class SignalRef;

/// Every C++ type a Variant can hold, with its Variant::Type enumerator: X(ENUMERATOR, Type).
/// OBJECT holds an ObjectRef (a node by id, a RefCounted by reference), CALLABLE a Callable
/// (arbor/core/signal/callable.h) and SIGNAL a SignalRef (arbor/core/signal/signal_ref.h).
#define ARBOR_VARIANT_STORED_TYPES(X)                  \
  X(BOOL, bool)                                        \
  X(INT, int64_t)                                      \
  X(FLOAT, double)                                     \
  X(STRING, std::string)                               \
  X(VECTOR2, ::arbor::Vector2)                         \
  X(VECTOR2I, ::arbor::Vector2i)                       \
  X(RECT2, ::arbor::Rect2)                             \
  X(RECT2I, ::arbor::Rect2i)                           \
  X(VECTOR3, ::arbor::Vector3)                         \
  X(VECTOR3I, ::arbor::Vector3i)                       \
  X(TRANSFORM2D, ::arbor::Transform2D)                 \
  X(VECTOR4, ::arbor::Vector4)                         \
  X(VECTOR4I, ::arbor::Vector4i)                       \
  X(PLANE, ::arbor::Plane)                             \
  X(QUATERNION, ::arbor::Quaternion)                   \
  X(AABB, ::arbor::AABB)                               \
  X(BASIS, ::arbor::Basis)                             \
  X(TRANSFORM3D, ::arbor::Transform3D)                 \
  X(PROJECTION, ::arbor::Projection)                   \
  X(COLOR, ::arbor::Color)                             \
  X(STRING_NAME, ::arbor::StringName)                  \
  X(NODE_PATH, ::arbor::NodePath)                      \
  X(RID, ::arbor::RID)                                 \
  X(OBJECT, ::arbor::ObjectRef)                        \
  X(CALLABLE, ::arbor::Callable)                       \
  X(SIGNAL, ::arbor::SignalRef)                        \
  X(DICTIONARY, ::arbor::Dictionary)                   \
  X(ARRAY, ::arbor::Array)                             \
  X(PACKED_BYTE_ARRAY, ::arbor::PackedByteArray)       \
  X(PACKED_INT32_ARRAY, ::arbor::PackedInt32Array)     \
  X(PACKED_INT64_ARRAY, ::arbor::PackedInt64Array)     \
  X(PACKED_FLOAT32_ARRAY, ::arbor::PackedFloat32Array) \
  X(PACKED_FLOAT64_ARRAY, ::arbor::PackedFloat64Array) \
  X(PACKED_STRING_ARRAY, ::arbor::PackedStringArray)   \
  X(PACKED_VECTOR2_ARRAY, ::arbor::PackedVector2Array) \
  X(PACKED_VECTOR3_ARRAY, ::arbor::PackedVector3Array) \
  X(PACKED_COLOR_ARRAY, ::arbor::PackedColorArray)     \
  X(PACKED_VECTOR4_ARRAY, ::arbor::PackedVector4Array)

namespace detail {
/// Holds Variant::Type, so that the type traits below can precede class Variant.
struct VariantTypes {
  /// Godot 4's enumerators and values (core/variant/variant.h).
  enum Type : uint8_t {
    NIL,
    BOOL,
    INT,
    FLOAT,
    STRING,
    VECTOR2,
    VECTOR2I,
    RECT2,
    RECT2I,
    VECTOR3,
    VECTOR3I,
    TRANSFORM2D,
    VECTOR4,
    VECTOR4I,
    PLANE,
    QUATERNION,
    AABB,
    BASIS,
    TRANSFORM3D,
    PROJECTION,
    COLOR,
    STRING_NAME,
    NODE_PATH,
    RID,
    OBJECT,
    CALLABLE,
    SIGNAL,
    DICTIONARY,
    ARRAY,
    PACKED_BYTE_ARRAY,
    PACKED_INT32_ARRAY,
    PACKED_INT64_ARRAY,
    PACKED_FLOAT32_ARRAY,
    PACKED_FLOAT64_ARRAY,
    PACKED_STRING_ARRAY,
    PACKED_VECTOR2_ARRAY,
    PACKED_VECTOR3_ARRAY,
    PACKED_COLOR_ARRAY,
    PACKED_VECTOR4_ARRAY,
    VARIANT_MAX
  };
};

/// The Variant::Type of each held C++ type.
template <class T>
struct VariantTypeOf;
#define ARBOR_VARIANT_TYPE_OF(ENUMERATOR, TYPE)                           \
  template <>                                                             \
  struct VariantTypeOf<TYPE> {                                            \
    static constexpr VariantTypes::Type value = VariantTypes::ENUMERATOR; \
  };
ARBOR_VARIANT_STORED_TYPES(ARBOR_VARIANT_TYPE_OF)
#undef ARBOR_VARIANT_TYPE_OF
}  // namespace detail

/// Any engine value: nil, bool, int (64-bit), float (double), String, the math types, Color,
/// StringName, NodePath, an RID, an object reference (by NodeId), a Callable, a SignalRef, Array,
/// Dictionary and the packed arrays. 24 bytes: values up to 16 bytes live inline, bigger ones
/// (Transform2D, AABB, Basis, Transform3D, Projection, String, Callable, SignalRef) on the
/// heap, as in Godot. Copying a Variant copies its
/// value, except that Array, Dictionary and packed arrays are shared handles (Godot's
/// reference semantics). Conversions follow Godot's rules and never throw: a value that does
/// not convert yields the target type's default (see docs/variant.md).
template <class T>
class Ref;

class Variant : public detail::VariantTypes {
 public:
  Variant() noexcept = default;
  Variant(std::nullptr_t) noexcept {}  // NOLINT: implicit, nil
  Variant(const Variant& other);
  Variant(Variant&& other) noexcept;
  Variant& operator=(const Variant& other);
  Variant& operator=(Variant&& other) noexcept;
  ~Variant() {
    if (type_ != NIL) clear();
  }

  // Implicit constructors, one per held type (as godot-cpp). Every integer type is INT and
  // every floating type FLOAT; a string literal is a STRING.
  Variant(bool value) { emplace<bool>(value); }  // NOLINT
  template <std::integral T>
  requires(!std::same_as<T, bool>) Variant(T value) {  // NOLINT
    emplace<int64_t>(static_cast<int64_t>(value));
  }
  template <std::floating_point T>
  Variant(T value) {  // NOLINT
    emplace<double>(static_cast<double>(value));
  }
  Variant(const char* value) { emplace<std::string>(value); }               // NOLINT
  Variant(std::string_view value) { emplace<std::string>(value); }          // NOLINT
  Variant(const std::string& value) { emplace<std::string>(value); }        // NOLINT
  Variant(std::string&& value) { emplace<std::string>(std::move(value)); }  // NOLINT
  Variant(const Vector2& value) { emplace<Vector2>(value); }                // NOLINT
  Variant(const Vector2i& value) { emplace<Vector2i>(value); }              // NOLINT
  Variant(const Rect2& value) { emplace<Rect2>(value); }                    // NOLINT
  Variant(const Rect2i& value) { emplace<Rect2i>(value); }                  // NOLINT
  Variant(const Vector3& value) { emplace<Vector3>(value); }                // NOLINT
  Variant(const Vector3i& value) { emplace<Vector3i>(value); }              // NOLINT
  Variant(const Transform2D& value) { emplace<Transform2D>(value); }        // NOLINT
  Variant(const Vector4& value) { emplace<Vector4>(value); }                // NOLINT
  Variant(const Vector4i& value) { emplace<Vector4i>(value); }              // NOLINT
  Variant(const Plane& value) { emplace<Plane>(value); }                    // NOLINT
  Variant(const Quaternion& value) { emplace<Quaternion>(value); }          // NOLINT
  Variant(const arbor::AABB& value) { emplace<arbor::AABB>(value); }        // NOLINT
  Variant(const Basis& value) { emplace<Basis>(value); }                    // NOLINT
  Variant(const Transform3D& value) { emplace<Transform3D>(value); }        // NOLINT
  Variant(const Projection& value) { emplace<Projection>(value); }          // NOLINT
  Variant(const Color& value) { emplace<Color>(value); }                    // NOLINT
  Variant(const StringName& value) { emplace<StringName>(value); }          // NOLINT
  Variant(const NodePath& value) { emplace<NodePath>(value); }              // NOLINT
  Variant(const arbor::RID& value) { emplace<arbor::RID>(value); }          // NOLINT
  /// An object reference. It stays safe after the object is freed: it just stops resolving
  /// (is_object_valid() turns false). A null id makes an OBJECT Variant holding no object.
  Variant(NodeId object) { emplace<ObjectRef>(object); }  // NOLINT
  /// A RefCounted object (a resource), held by a strong reference as Godot's Variant holds
  /// one: the object lives at least as long as the Variant. Null gives nil.
  Variant(RefCounted* object);  // NOLINT
  template <class T>
  requires std::is_base_of_v<RefCounted, T> Variant(const Ref<T>& object)  // NOLINT
      : Variant(static_cast<RefCounted*>(object.get())) {}
  Variant(const ObjectRef& object) {  // NOLINT
    if (!object.is_null()) emplace<ObjectRef>(object);
  }
  /// A method or a signal of an object (include arbor/core/signal/callable.h or signal_ref.h).
  Variant(const Callable& value);                                   // NOLINT
  Variant(const SignalRef& value);                                  // NOLINT
  Variant(const Dictionary& value) { emplace<Dictionary>(value); }  // NOLINT
  Variant(const Array& value) { emplace<Array>(value); }            // NOLINT
  template <class T>
  requires requires { detail::VariantTypeOf<PackedArray<T>>::value; }
  Variant(const PackedArray<T>& value) {  // NOLINT
    emplace<PackedArray<T>>(value);
  }

  [[nodiscard]] Type get_type() const { return type_; }
  [[nodiscard]] bool is_nil() const { return type_ == NIL; }
  /// Godot's type names: "Nil", "bool", "int", "float", "String", "Vector2", ...
  static const char* get_type_name(Type type);
  /// The Type whose name is `name`, or VARIANT_MAX.
  static Type get_type_by_name(std::string_view name);
  /// Whether this build can hold values of `type` (every Type but VARIANT_MAX).
  static bool is_type_supported(Type type);
  /// Godot's Variant::can_convert: whether a `from` value converts meaningfully to `to`.
  static bool can_convert(Type from, Type to);
  /// Godot's stricter Variant::can_convert_strict (no string parsing, no bool<->numbers loss).
  static bool can_convert_strict(Type from, Type to);

  /// Pointer to the held value when it is exactly a T, else nullptr.
  template <class T>
  [[nodiscard]] const T* get_if() const {
    if (type_ != detail::VariantTypeOf<T>::value) return nullptr;
    return &ref<T>();
  }
  /// Mutable access to the held value when it is exactly a T (changes it in place), else nullptr.
  template <class T>
  [[nodiscard]] T* get_if() {
    if (type_ != detail::VariantTypeOf<T>::value) return nullptr;
    return &ref<T>();
  }

  // Conversions with Godot's rules; explicit, to keep overload resolution sane.
  /// Godot's booleanize(): false for nil, false, 0, 0.0, "", a zero vector, an empty container,
  /// an invalid object; true otherwise.
  explicit operator bool() const { return booleanize(); }
  [[nodiscard]] bool booleanize() const;
  /// bool, int, float (truncated) and String (leading integer, as String::to_int); else 0.
  explicit operator int64_t() const;
  explicit operator int32_t() const { return static_cast<int32_t>(operator int64_t()); }
  explicit operator uint32_t() const { return static_cast<uint32_t>(operator int64_t()); }
  /// bool, int, float and String (String::to_float); else 0.
  explicit operator double() const;
  explicit operator float() const { return static_cast<float>(operator double()); }
  /// stringify() for every type (STRING returns the text itself).
  explicit operator std::string() const { return stringify(); }
  explicit operator StringName() const;
  explicit operator NodePath() const;
  explicit operator Vector2() const;
  explicit operator Vector2i() const;
  /// RECT2, or a RECT2I widened.
  explicit operator Rect2() const;
  /// RECT2I, or a RECT2 truncated toward zero.
  explicit operator Rect2i() const;
  explicit operator Vector3() const;
  explicit operator Vector3i() const;
  explicit operator Vector4() const;
  explicit operator Vector4i() const;
  explicit operator Transform2D() const;
  explicit operator Plane() const;
  explicit operator Quaternion() const;
  explicit operator arbor::AABB() const;
  explicit operator Basis() const;
  explicit operator Transform3D() const;
  explicit operator Projection() const;
  explicit operator Color() const;
  explicit operator arbor::RID() const;
  /// The node's id for an OBJECT holding a node; a null id otherwise.
  explicit operator NodeId() const;
  /// The object an OBJECT value refers to: the RefCounted it holds, or the node while it lives;
  /// nullptr otherwise.
  [[nodiscard]] Object* get_object() const;
  /// CALLABLE; the null Callable otherwise.
  explicit operator Callable() const;
  /// SIGNAL; the null SignalRef otherwise.
  explicit operator SignalRef() const;
  explicit operator Dictionary() const;
  /// ARRAY, or a packed array converted element by element; else an empty Array.
  explicit operator Array() const;
  explicit operator PackedByteArray() const;
  explicit operator PackedInt32Array() const;
  explicit operator PackedInt64Array() const;
  explicit operator PackedFloat32Array() const;
  explicit operator PackedFloat64Array() const;
  explicit operator PackedStringArray() const;
  explicit operator PackedVector2Array() const;
  explicit operator PackedVector3Array() const;
  explicit operator PackedColorArray() const;
  explicit operator PackedVector4Array() const;

  /// For OBJECT: whether the referenced object is still alive. False for every other type.
  [[nodiscard]] bool is_object_valid() const;

  /// Godot's str(): "<null>", "true", "1", "1.5", the text of a String, "(1, 2)" for a
  /// Vector2, "[1, \"a\"]" for an Array, "{ \"a\": 1 }" for a Dictionary...
  [[nodiscard]] std::string stringify() const;
  [[nodiscard]] std::string to_string() const { return stringify(); }

  /// Equality as Godot 4's C++ operator==: false across types (1 != 1.0, "a" != &"a"); floats
  /// by IEEE (NaN != NaN); Array and Dictionary deep; packed arrays by contents; objects by id.
  friend bool operator==(const Variant& a, const Variant& b);
  /// Like ==, but NaN matches NaN (Godot's hash_compare; what dictionary keys use).
  [[nodiscard]] bool hash_compare(const Variant& other) const;
  /// Consistent with == and hash_compare; a String and a StringName of the same text hash alike.
  [[nodiscard]] std::size_t hash() const;
  /// Godot's ordering: by type first, then by value where the type has an order.
  friend bool operator<(const Variant& a, const Variant& b);

  /// A copy whose Arrays and Dictionaries are new (recursively when `deep`).
  [[nodiscard]] Variant duplicate(bool deep = false) const;

  void clear() noexcept;

 private:
  friend class Array;
  friend class Dictionary;
  // Four reals, as Godot's Variant: every vector, Quaternion, Plane and Rect2 is held inline in
  // either precision, so that moving and interpolating them allocates nothing.
  static constexpr std::size_t kInlineSize = 4 * sizeof(real_t);
  template <class T>
  static constexpr bool kStoredInline = sizeof(T) <= kInlineSize &&
                                        alignof(T) <= 8 && std::is_nothrow_move_constructible_v<T>;

  template <class T, class... Args>
  void emplace(Args&&... args) {
    if constexpr (kStoredInline<T>) {
      ::new (static_cast<void*>(mem_)) T(std::forward<Args>(args)...);
    } else {
      T* heap = new T(std::forward<Args>(args)...);
      ::new (static_cast<void*>(mem_)) T*(heap);
    }
    type_ = detail::VariantTypeOf<T>::value;
  }
  template <class T>
  [[nodiscard]] const T& ref() const {
    if constexpr (kStoredInline<T>) {
      return *std::launder(reinterpret_cast<const T*>(mem_));
    } else {
      return **std::launder(reinterpret_cast<T* const*>(mem_));
    }
  }
  template <class T>
  [[nodiscard]] T& ref() {
    return const_cast<T&>(static_cast<const Variant*>(this)->ref<T>());
  }

  void copy_from(const Variant& other);
  void move_from(Variant& other) noexcept;
  bool equal(const Variant& other, bool nan_equal, int depth) const;
  std::size_t hash(int depth) const;
  std::string stringify(int depth) const;
  Variant duplicate(bool deep, int depth) const;

  Type type_ = NIL;
  alignas(8) unsigned char mem_[kInlineSize] = {};
};

}  // namespace arbor

template <>
struct std::hash<arbor::Variant> {
  std::size_t operator()(const arbor::Variant& value) const { return value.hash(); }
};
