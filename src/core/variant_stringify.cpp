// Variant::stringify (Godot's str()) and the number and escape formatting it shares with the
// text writer.
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

#include "arbor/core/object/object.h"
#include "arbor/core/variant/variant.h"
#include "instance_registry.h"
#include "real_text.h"
#include "variant_internal.h"

namespace arbor {
namespace detail {

std::size_t hash_int(uint64_t value) {
  // splitmix64 finalizer
  value += 0x9e3779b97f4a7c15ULL;
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
  value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
  return std::size_t(value ^ (value >> 31));
}

std::size_t hash_double(double value) {
  if (value == 0.0) value = 0.0;  // -0.0 hashes as 0.0
  if (std::isnan(value)) return hash_int(0x7ff8000000000000ULL);
  uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof bits);
  return hash_int(bits);
}

std::string godot_num(double value, int decimals) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  if (decimals < 0) {
    decimals = 14;
    double magnitude = std::abs(value);
    if (magnitude > 10) decimals -= int(std::floor(std::log10(magnitude)));
  }
  constexpr int kMaxDecimals = 32;
  if (decimals > kMaxDecimals) decimals = kMaxDecimals;
  char buffer[400];
  if (decimals < 0) {
    std::snprintf(buffer, sizeof buffer, "%lf", value);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.*lf", decimals, value);
  }
  std::string text(buffer);
  // Trim trailing zeros, keeping one digit after the point.
  if (text.find('.') != std::string::npos) {
    while (text.size() > 1 && text.back() == '0') text.pop_back();
    if (text.back() == '.') text.push_back('0');
  }
  return text;
}

namespace {

template <class F>
std::string num_real(F value, bool trailing, int default_decimals) {
  if (std::isnan(value) || std::isinf(value)) return godot_num(double(value), 0);
  if (std::abs(value) < F(9.2e18) && value == F(int64_t(value))) {
    std::string text = std::to_string(int64_t(value));
    if (value == 0 && std::signbit(value)) text = "-0";
    return trailing ? text + ".0" : text;
  }
  int decimals = default_decimals;
  F magnitude = std::abs(value);
  if (magnitude > 10) decimals -= int(std::floor(std::log10(magnitude)));
  return godot_num(double(value), decimals);
}

// Godot's num_scientific: shortest round-trip digits, laid out as Grisu2 does.
template <class F>
std::string scientific(F value) {
  if (std::isnan(value) || std::isinf(value)) return godot_num(double(value), 0);
  std::array<char, kMaxRealTextLength> text;
  return std::string(text.data(), put_num_scientific(text.data(), value));
}

}  // namespace

std::string godot_num_real(double value, bool trailing) { return num_real(value, trailing, 14); }
std::string godot_num_real(float value, bool trailing) { return num_real(value, trailing, 6); }
std::string godot_num_scientific(double value) { return scientific(value); }
std::string godot_num_scientific(float value) { return scientific(value); }

void append_c_escaped(std::string& out, std::string_view text) {
  out.reserve(out.size() + text.size());
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '\a':
        out += "\\a";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\v':
        out += "\\v";
        break;
      case '\'':
        out += "\\'";
        break;
      case '?':
        out += "\\?";
        break;
      case '"':
        out += "\\\"";
        break;
      default:
        out.push_back(c);
    }
  }
}

std::string c_escape(std::string_view text) {
  std::string out;
  append_c_escaped(out, text);
  return out;
}

std::string c_escape_multiline(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '\\' || c == '"') out.push_back('\\');
    out.push_back(c);
  }
  return out;
}

}  // namespace detail

namespace {

using detail::godot_num_real;

std::string str(real_t v) { return godot_num_real(v, false); }
std::string str(const Vector2& v) { return "(" + str(v.x) + ", " + str(v.y) + ")"; }
std::string str(const Vector2i& v) {
  return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ")";
}
std::string str(const Vector3& v) {
  return "(" + str(v.x) + ", " + str(v.y) + ", " + str(v.z) + ")";
}
std::string str(const Vector3i& v) {
  return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ", " + std::to_string(v.z) + ")";
}
std::string str(const Vector4& v) {
  return "(" + str(v.x) + ", " + str(v.y) + ", " + str(v.z) + ", " + str(v.w) + ")";
}
std::string str(const Vector4i& v) {
  return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ", " + std::to_string(v.z) +
         ", " + std::to_string(v.w) + ")";
}
std::string str(const Quaternion& q) {
  return "(" + str(q.x) + ", " + str(q.y) + ", " + str(q.z) + ", " + str(q.w) + ")";
}
std::string str(const Rect2& r) { return "[P: " + str(r.position) + ", S: " + str(r.size) + "]"; }
std::string str(const Rect2i& r) { return "[P: " + str(r.position) + ", S: " + str(r.size) + "]"; }
std::string str(const AABB& b) { return "[P: " + str(b.position) + ", S: " + str(b.size) + "]"; }
std::string str(const Plane& p) { return "[N: " + str(p.normal) + ", D: " + str(p.d) + "]"; }
std::string str(const Transform2D& t) {
  return "[X: " + str(t.columns[0]) + ", Y: " + str(t.columns[1]) + ", O: " + str(t.columns[2]) +
         "]";
}
std::string str(const Basis& b) {
  return "[X: " + str(b.x) + ", Y: " + str(b.y) + ", Z: " + str(b.z) + "]";
}
std::string str(const Transform3D& t) {
  return "[X: " + str(t.basis.x) + ", Y: " + str(t.basis.y) + ", Z: " + str(t.basis.z) +
         ", O: " + str(t.origin) + "]";
}
std::string str(const Projection& p) {
  return "[X: " + str(p.columns[0]) + ", Y: " + str(p.columns[1]) + ", Z: " + str(p.columns[2]) +
         ", W: " + str(p.columns[3]) + "]";
}
std::string str(const Color& c) {
  return "(" + detail::godot_num(c.r, 4) + ", " + detail::godot_num(c.g, 4) + ", " +
         detail::godot_num(c.b, 4) + ", " + detail::godot_num(c.a, 4) + ")";
}

}  // namespace

std::string Variant::stringify() const { return stringify(0); }

// Godot's stringify_variant_clean: strings inside containers are quoted and escaped.
static std::string stringify_clean(const Variant& value, int depth, std::string text) {
  switch (value.get_type()) {
    case Variant::STRING:
      return "\"" + detail::c_escape(text) + "\"";
    case Variant::STRING_NAME:
      return "&\"" + detail::c_escape(text) + "\"";
    case Variant::NODE_PATH:
      return "^\"" + detail::c_escape(text) + "\"";
    default:
      (void)depth;
      return text;
  }
}

std::string Variant::stringify(int depth) const {
  switch (type_) {
    case NIL:
      return "<null>";
    case BOOL:
      return ref<bool>() ? "true" : "false";
    case INT:
      return std::to_string(ref<int64_t>());
    case FLOAT:
      return godot_num_real(ref<double>(), true);
    case STRING:
      return ref<std::string>();
    case STRING_NAME:
      return ref<StringName>().str();
    case NODE_PATH:
      return ref<NodePath>().to_string();
    case RID:
      return "RID(" + std::to_string(ref<arbor::RID>().get_id()) + ")";
    case CALLABLE:
      return ref<Callable>().to_string();
    case SIGNAL:
      return ref<SignalRef>().to_string();
    case OBJECT: {
      const ObjectRef& object = ref<ObjectRef>();
      if (object.is_null()) return "<Object#null>";
      const Object* live = object.get();
      if (!live) return "<Freed Object>";
      if (!object.node_id().is_valid()) return "<" + live->get_class() + ">";
      return "<" + live->get_class() + "#" + std::to_string(object.node_id().value) + ">";
    }
    case DICTIONARY: {
      if (depth > detail::kMaxRecursion) return "{ ... }";
      const Dictionary& d = ref<Dictionary>();
      std::string out = "{ ";
      for (int64_t i = 0; i < d.size(); ++i) {
        if (i > 0) out += ", ";
        const Variant& key = d.get_key_at(i);
        const Variant& value = d.get_value_at(i);
        out += stringify_clean(key, depth, key.stringify(depth + 1)) + ": " +
               stringify_clean(value, depth, value.stringify(depth + 1));
      }
      return out + " }";
    }
    case ARRAY: {
      if (depth > detail::kMaxRecursion) return "[...]";
      std::string out = "[";
      const Array& a = ref<Array>();
      for (int64_t i = 0; i < a.size(); ++i) {
        if (i > 0) out += ", ";
        out += stringify_clean(a[i], depth, a[i].stringify(depth + 1));
      }
      return out + "]";
    }
    default:
      return detail::dispatch_variant_type(type_, [&](auto tag) -> std::string {
        using T = typename decltype(tag)::type;
        if constexpr (detail::kIsMathType<T>) {
          return str(ref<T>());
        } else if constexpr (requires { typename T::value_type; }) {
          std::string out = "[";
          bool first = true;
          for (const auto& element : ref<T>()) {
            if (!first) out += ", ";
            first = false;
            Variant v(element);
            out += stringify_clean(v, depth, v.stringify(depth + 1));
          }
          return out + "]";
        } else {
          return std::string("<") + get_type_name(type_) + ">";
        }
      });
  }
}

}  // namespace arbor
