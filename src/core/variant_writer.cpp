// var_to_str: Godot 4's VariantWriter (core/variant/variant_parser.cpp), byte for byte.
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/variant/variant_text.h"
#include "base64.h"
#include "object_literal.h"
#include "real_text.h"
#include "variant_internal.h"

namespace arbor {

namespace {

// Godot's rtos_fix: "0" for either zero, inf_neg in compat mode, and the float's shortest
// digits when the double is exactly a float (avoids garbage digits of 32-bit reals).
std::string rtos_fix(double value, bool compat) {
  if (value == 0.0) return "0";
  if (compat && std::isinf(value) && value < 0) return "inf_neg";
  if (static_cast<double>(static_cast<float>(value)) == value) {
    return detail::godot_num_scientific(static_cast<float>(value));
  }
  return detail::godot_num_scientific(value);
}

// Puts rtos_fix(value, compat). Returns the end; `out` has detail::kMaxRealTextLength characters of
// room.
char* put_real(char* out, double value, bool compat) {
  if (value == 0.0) {
    *out++ = '0';
    return out;
  }
  if (!std::isfinite(value)) {
    const std::string text = rtos_fix(value, compat);
    return std::copy(text.begin(), text.end(), out);
  }
  if (static_cast<double>(static_cast<float>(value)) == value) {
    return detail::put_num_scientific(out, static_cast<float>(value));
  }
  return detail::put_num_scientific(out, value);
}

// Puts rtos_fix(value, compat) of a float: finite and nonzero, the double is exactly the float.
char* put_real(char* out, float value, bool compat) {
  if (value == 0 || !std::isfinite(value)) return put_real(out, double(value), compat);
  return detail::put_num_scientific(out, value);
}

// The most characters put_reals writes per value: the value and the ", " before it.
constexpr std::size_t kRealRoom = detail::kMaxRealTextLength + 2;

// Appends rtos_fix(value, compat).
void append_rtos_fix(std::string& out, double value, bool compat) {
  std::array<char, detail::kMaxRealTextLength> text;
  out.append(text.data(), put_real(text.data(), value, compat));
}

// StringLikeVariantOrder: Strings and StringNames by text, everything else by Variant's <.
bool string_like_less(const Variant& a, const Variant& b) {
  auto is_string_like = [](const Variant& v) {
    return v.get_type() == Variant::STRING || v.get_type() == Variant::STRING_NAME;
  };
  if (is_string_like(a) && is_string_like(b)) {
    return static_cast<std::string>(a) < static_cast<std::string>(b);
  }
  return a < b;
}

class Writer {
 public:
  Writer(std::string& out, const VariantWriteOptions& options) : out_(out), options_(options) {}

  void write(const Variant& value, int depth) {
    switch (value.get_type()) {
      case Variant::NIL:
        out_ += "null";
        return;
      case Variant::BOOL:
        out_ += static_cast<bool>(value) ? "true" : "false";
        return;
      case Variant::INT:
        out_ += std::to_string(static_cast<int64_t>(value));
        return;
      case Variant::FLOAT: {
        const std::size_t start = out_.size();
        append_rtos_fix(out_, static_cast<double>(value), options_.compat);
        const std::string_view s = std::string_view(out_).substr(start);
        if (s != "inf" && s != "-inf" && s != "nan" &&
            s.find_first_of(".eE") == std::string_view::npos) {
          out_ += ".0";
        }
        return;
      }
      case Variant::STRING:
        out_ += "\"" + detail::c_escape_multiline(*value.get_if<std::string>()) + "\"";
        return;
      case Variant::STRING_NAME:
        out_ += "&\"" + detail::c_escape(value.get_if<StringName>()->view()) + "\"";
        return;
      case Variant::NODE_PATH:
        out_ += "NodePath(\"" + detail::c_escape(value.get_if<NodePath>()->to_string()) + "\")";
        return;
      case Variant::OBJECT:
        write_object(value, depth);
        return;
      case Variant::DICTIONARY:
        write_dictionary(*value.get_if<Dictionary>(), depth);
        return;
      case Variant::ARRAY:
        write_array(*value.get_if<Array>(), depth);
        return;
      case Variant::RID: {
        // As Godot: the id, which means something only while the server that made it runs.
        const RID rid = *value.get_if<RID>();
        out_ += rid.is_valid() ? "RID(" + std::to_string(rid.get_id()) + ")" : "RID()";
        return;
      }
      // As Godot: never stored, but written so that the assignment is not empty.
      case Variant::CALLABLE:
        out_ += "Callable()";
        return;
      case Variant::SIGNAL:
        out_ += "Signal()";
        return;
      case Variant::PACKED_BYTE_ARRAY:
        write_bytes(*value.get_if<PackedByteArray>());
        return;
      case Variant::PACKED_STRING_ARRAY: {
        out_ += "PackedStringArray(";
        bool first = true;
        for (const std::string& s : *value.get_if<PackedStringArray>()) {
          if (!first) out_ += ", ";
          first = false;
          out_ += "\"" + detail::c_escape(s) + "\"";
        }
        out_ += ")";
        return;
      }
      default:
        write_numeric(value);
        return;
    }
  }

 private:
  // Puts the values separated by ", "; `at` has N * kRealRoom characters of room.
  template <class T, std::size_t N>
  char* put_reals(char* at, const T (&values)[N]) const {
    at = put_real(at, values[0], options_.compat);
    for (std::size_t i = 1; i < N; ++i) {
      *at++ = ',';
      *at++ = ' ';
      at = put_real(at, values[i], options_.compat);
    }
    return at;
  }
  // Appends the values separated by ", ", at once.
  template <class T, std::size_t N>
  void reals(const T (&values)[N]) {
    std::array<char, N * kRealRoom> buffer;
    const char* end = put_reals(buffer.data(), values);
    out_.append(buffer.data(), std::size_t(end - buffer.data()));
  }
  // Appends `open` (a type name and "("), the values separated by ", ", and ")", at once.
  template <std::size_t M, class T, std::size_t N>
  void real_call(const char (&open)[M], const T (&values)[N]) {
    std::array<char, M + N * kRealRoom> buffer;
    char* at = put_reals(std::copy_n(open, M - 1, buffer.data()), values);
    *at++ = ')';
    out_.append(buffer.data(), std::size_t(at - buffer.data()));
  }
  void ints(std::initializer_list<int64_t> values) {
    bool first = true;
    for (int64_t v : values) {
      if (!first) out_ += ", ";
      first = false;
      out_ += std::to_string(v);
    }
  }
  template <class T, class F>
  void packed(const char* name, const PackedArray<T>& array, F&& element) {
    out_ += name;
    out_ += "(";
    bool first = true;
    for (const T& v : array) {
      if (!first) out_ += ", ";
      first = false;
      element(v);
    }
    out_ += ")";
  }

  void write_numeric(const Variant& value) {
    auto put = [&](std::string_view name, auto&& body) {
      out_ += name;
      out_ += "(";
      body();
      out_ += ")";
    };
    switch (value.get_type()) {
      case Variant::VECTOR2: {
        auto v = *value.get_if<Vector2>();
        return real_call("Vector2(", {v.x, v.y});
      }
      case Variant::VECTOR2I: {
        auto v = *value.get_if<Vector2i>();
        return put("Vector2i", [&] { ints({v.x, v.y}); });
      }
      case Variant::RECT2: {
        auto r = *value.get_if<Rect2>();
        return real_call("Rect2(", {r.position.x, r.position.y, r.size.x, r.size.y});
      }
      case Variant::RECT2I: {
        auto r = *value.get_if<Rect2i>();
        return put("Rect2i", [&] { ints({r.position.x, r.position.y, r.size.x, r.size.y}); });
      }
      case Variant::VECTOR3: {
        auto v = *value.get_if<Vector3>();
        return real_call("Vector3(", {v.x, v.y, v.z});
      }
      case Variant::VECTOR3I: {
        auto v = *value.get_if<Vector3i>();
        return put("Vector3i", [&] { ints({v.x, v.y, v.z}); });
      }
      case Variant::TRANSFORM2D: {
        const auto& t = *value.get_if<Transform2D>();
        return real_call("Transform2D(", {t.columns[0].x, t.columns[0].y, t.columns[1].x,
                                          t.columns[1].y, t.columns[2].x, t.columns[2].y});
      }
      case Variant::VECTOR4: {
        auto v = *value.get_if<Vector4>();
        return real_call("Vector4(", {v.x, v.y, v.z, v.w});
      }
      case Variant::VECTOR4I: {
        auto v = *value.get_if<Vector4i>();
        return put("Vector4i", [&] { ints({v.x, v.y, v.z, v.w}); });
      }
      case Variant::PLANE: {
        auto p = *value.get_if<Plane>();
        return real_call("Plane(", {p.normal.x, p.normal.y, p.normal.z, p.d});
      }
      case Variant::QUATERNION: {
        auto q = *value.get_if<Quaternion>();
        return real_call("Quaternion(", {q.x, q.y, q.z, q.w});
      }
      case Variant::AABB: {
        const auto& b = *value.get_if<arbor::AABB>();
        return real_call("AABB(",
                         {b.position.x, b.position.y, b.position.z, b.size.x, b.size.y, b.size.z});
      }
      case Variant::BASIS: {
        // Godot writes a Basis row by row (its rows[i][j]).
        const auto& b = *value.get_if<Basis>();
        const Vector3 x = b.get_row(0), y = b.get_row(1), z = b.get_row(2);
        return real_call("Basis(", {x.x, x.y, x.z, y.x, y.y, y.z, z.x, z.y, z.z});
      }
      case Variant::TRANSFORM3D: {
        // The basis row by row, as for a Basis, then the origin.
        const auto& t = *value.get_if<Transform3D>();
        const Vector3 x = t.basis.get_row(0), y = t.basis.get_row(1), z = t.basis.get_row(2);
        const Vector3& o = t.origin;
        return real_call("Transform3D(",
                         {x.x, x.y, x.z, y.x, y.y, y.z, z.x, z.y, z.z, o.x, o.y, o.z});
      }
      case Variant::PROJECTION: {
        const auto& [x, y, z, w] = value.get_if<Projection>()->columns;
        return real_call("Projection(", {x.x, x.y, x.z, x.w, y.x, y.y, y.z, y.w, z.x, z.y, z.z, z.w,
                                         w.x, w.y, w.z, w.w});
      }
      case Variant::COLOR: {
        auto c = *value.get_if<Color>();
        return real_call("Color(", {c.r, c.g, c.b, c.a});
      }
      case Variant::PACKED_INT32_ARRAY:
        return packed("PackedInt32Array", *value.get_if<PackedInt32Array>(),
                      [&](int32_t v) { ints({v}); });
      case Variant::PACKED_INT64_ARRAY:
        return packed("PackedInt64Array", *value.get_if<PackedInt64Array>(),
                      [&](int64_t v) { ints({v}); });
      case Variant::PACKED_FLOAT32_ARRAY:
        return packed("PackedFloat32Array", *value.get_if<PackedFloat32Array>(),
                      [&](float v) { reals({v}); });
      case Variant::PACKED_FLOAT64_ARRAY:
        return packed("PackedFloat64Array", *value.get_if<PackedFloat64Array>(),
                      [&](double v) { reals({v}); });
      case Variant::PACKED_VECTOR2_ARRAY:
        return packed("PackedVector2Array", *value.get_if<PackedVector2Array>(),
                      [&](const Vector2& v) {
                        reals({v.x, v.y});
                      });
      case Variant::PACKED_VECTOR3_ARRAY:
        return packed("PackedVector3Array", *value.get_if<PackedVector3Array>(),
                      [&](const Vector3& v) {
                        reals({v.x, v.y, v.z});
                      });
      case Variant::PACKED_COLOR_ARRAY:
        return packed("PackedColorArray", *value.get_if<PackedColorArray>(), [&](const Color& c) {
          reals({c.r, c.g, c.b, c.a});
        });
      case Variant::PACKED_VECTOR4_ARRAY:
        return packed("PackedVector4Array", *value.get_if<PackedVector4Array>(),
                      [&](const Vector4& v) {
                        reals({v.x, v.y, v.z, v.w});
                      });
      default:
        out_ += "null";  // types this build cannot hold never get here
        return;
    }
  }

  void write_object(const Variant& value, int depth) {
    if (!value.is_object_valid()) {
      out_ += "null";
    } else if (auto* literal = dynamic_cast<const detail::ObjectLiteral*>(value.get_object())) {
      write_object_literal(*literal, depth);
    } else if (options_.encode_object) {
      out_ += options_.encode_object(value);
    } else {
      out_ += "null";
    }
  }

  // Godot's generic object syntax, down to the newline after the closing parenthesis.
  void write_object_literal(const detail::ObjectLiteral& object, int depth) {
    out_ += "Object(";
    out_ += object.get_original_class();
    out_ += ",";
    bool first = true;
    for (const auto& [name, property] : object.get_stored_properties().entries()) {
      if (!first) out_ += ",";
      first = false;
      out_ += "\"";
      out_ += name.view();
      out_ += "\":";
      write(property, depth + 1);
    }
    out_ += ")\n";
  }

  void write_bytes(const PackedByteArray& bytes) {
    out_ += "PackedByteArray(";
    if (options_.compat) {
      bool first = true;
      for (uint8_t b : bytes) {
        if (!first) out_ += ", ";
        first = false;
        if (b >= 100) out_ += char('0' + b / 100);
        if (b >= 10) out_ += char('0' + b / 10 % 10);
        out_ += char('0' + b % 10);
      }
    } else if (!bytes.is_empty()) {
      out_ += "\"" + detail::base64_encode(bytes.span()) + "\"";
    }
    out_ += ")";
  }

  void write_type_name(uint32_t builtin, const StringName& class_name, const Variant& script,
                       int depth) {
    if (!script.is_nil()) {
      write(script, depth);
    } else if (!class_name.is_empty()) {
      out_ += class_name.view();
    } else if (builtin == Variant::NIL) {
      out_ += "Variant";
    } else {
      out_ += Variant::get_type_name(Variant::Type(builtin));
    }
  }

  void write_array(const Array& array, int depth) {
    if (array.is_typed()) {
      out_ += "Array[";
      write_type_name(array.get_typed_builtin(), array.get_typed_class_name(),
                      array.get_typed_script(), depth);
      out_ += "](";
    }
    if (depth > detail::kMaxRecursion) {
      out_ += "[]";
    } else {
      out_ += "[";
      bool first = true;
      for (const Variant& v : array) {
        if (!first) out_ += ", ";
        first = false;
        write(v, depth + 1);
      }
      out_ += "]";
    }
    if (array.is_typed()) out_ += ")";
  }

  void write_dictionary(const Dictionary& dict, int depth) {
    if (dict.is_typed()) {
      out_ += "Dictionary[";
      write_type_name(dict.get_typed_key_builtin(), dict.get_typed_key_class_name(), {}, depth);
      out_ += ", ";
      write_type_name(dict.get_typed_value_builtin(), dict.get_typed_value_class_name(), {}, depth);
      out_ += "](";
    }
    if (depth > detail::kMaxRecursion || dict.is_empty()) {
      out_ += "{}";
    } else {
      std::vector<int64_t> order(std::size_t(dict.size()));
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = int64_t(i);
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        return string_like_less(dict.get_key_at(a), dict.get_key_at(b));
      });
      out_ += "{\n";
      for (std::size_t i = 0; i < order.size(); ++i) {
        write(dict.get_key_at(order[i]), depth + 1);
        out_ += ": ";
        write(dict.get_value_at(order[i]), depth + 1);
        out_ += i + 1 < order.size() ? ",\n" : "\n";
      }
      out_ += "}";
    }
    if (dict.is_typed()) out_ += ")";
  }

  std::string& out_;
  const VariantWriteOptions& options_;
};

}  // namespace

void write_variant(std::string& out, const Variant& value, const VariantWriteOptions& options) {
  Writer(out, options).write(value, 0);
}

std::string var_to_str(const Variant& value, const VariantWriteOptions& options) {
  std::string out;
  write_variant(out, value, options);
  return out;
}

}  // namespace arbor
