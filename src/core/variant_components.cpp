#include "core/variant_components.h"

#include <string_view>

#include "arbor/core/variant/dictionary.h"

namespace arbor::detail {
namespace {

// Reads or writes one component of a value of type T, through `access(value, name)` returning
// a pointer to the component (or nullptr when T has no such component).
template <class T, class Access>
bool get_from(const Variant& value, std::string_view name, Variant& out, Access access) {
  const T* held = value.get_if<T>();
  if (!held) return false;
  auto* component = access(const_cast<T&>(*held), name);  // only read
  if (!component) return false;
  out = Variant(*component);
  return true;
}

template <class T, class Access>
bool set_in(Variant& value, std::string_view name, const Variant& component, Access access) {
  T* held = value.get_if<T>();
  if (!held) return false;
  auto* target = access(*held, name);
  if (!target) return false;
  *target = static_cast<std::remove_pointer_t<decltype(target)>>(component);
  return true;
}

template <class V>
auto* vector_component(V& v, std::string_view name) {
  using Component = std::remove_reference_t<decltype(v.x)>;
  Component* result = nullptr;
  if (name == "x") result = &v.x;
  if (name == "y") result = &v.y;
  if constexpr (requires { v.z; }) {
    if (name == "z") result = &v.z;
  }
  if constexpr (requires { v.w; }) {
    if (name == "w") result = &v.w;
  }
  return result;
}

auto* color_component(Color& c, std::string_view name) {
  float* result = nullptr;
  if (name == "r") result = &c.r;
  if (name == "g") result = &c.g;
  if (name == "b") result = &c.b;
  if (name == "a") result = &c.a;
  return result;
}

auto* transform_3d_component(Transform3D& t, std::string_view name) {
  return name == "origin" ? &t.origin : nullptr;
}

auto* basis_3d_component(Transform3D& t, std::string_view name) {
  return name == "basis" ? &t.basis : nullptr;
}

// The stored members of a Rect2, Rect2i or AABB: `position` and `size`.
template <class Box>
auto* box_component(Box& box, std::string_view name) {
  decltype(&box.position) result = nullptr;
  if (name == "position") result = &box.position;
  if (name == "size") result = &box.size;
  return result;
}

// A rectangle's `end` is computed (position + size): read through get_end, written through
// set_end, which keeps the position.
template <class R>
bool get_rect_end(const Variant& value, std::string_view name, Variant& out) {
  const R* rect = value.get_if<R>();
  if (!rect || name != "end") return false;
  out = Variant(rect->get_end());
  return true;
}

template <class R>
bool set_rect_end(Variant& value, std::string_view name, const Variant& component) {
  R* rect = value.get_if<R>();
  if (!rect || name != "end") return false;
  rect->set_end(static_cast<decltype(rect->get_end())>(component));
  return true;
}

// Applies `fn.template operator()<T>(access)` for the value's type; false for other types.
template <class Fn>
bool dispatch(Variant::Type type, Fn&& fn) {
  switch (type) {
    case Variant::VECTOR2:
      return fn.template operator()<Vector2>(vector_component<Vector2>);
    case Variant::VECTOR2I:
      return fn.template operator()<Vector2i>(vector_component<Vector2i>);
    case Variant::VECTOR3:
      return fn.template operator()<Vector3>(vector_component<Vector3>);
    case Variant::VECTOR3I:
      return fn.template operator()<Vector3i>(vector_component<Vector3i>);
    case Variant::VECTOR4:
      return fn.template operator()<Vector4>(vector_component<Vector4>);
    case Variant::VECTOR4I:
      return fn.template operator()<Vector4i>(vector_component<Vector4i>);
    case Variant::QUATERNION:
      return fn.template operator()<Quaternion>(vector_component<Quaternion>);
    case Variant::COLOR:
      return fn.template operator()<Color>(color_component);
    case Variant::RECT2:
      return fn.template operator()<Rect2>(box_component<Rect2>);
    case Variant::RECT2I:
      return fn.template operator()<Rect2i>(box_component<Rect2i>);
    case Variant::AABB:
      return fn.template operator()<AABB>(box_component<AABB>);
    default:
      return false;
  }
}

}  // namespace

Variant get_component(const Variant& value, const StringName& name, bool& ok) {
  Variant out;
  const std::string_view key = name.view();
  if (value.get_type() == Variant::DICTIONARY) {
    const Dictionary dictionary = static_cast<Dictionary>(value);
    ok = dictionary.has(Variant(name)) || dictionary.has(Variant(name.str()));
    return dictionary.has(Variant(name)) ? dictionary.get(Variant(name), Variant())
                                         : dictionary.get(Variant(name.str()), Variant());
  }
  if (value.get_type() == Variant::TRANSFORM3D) {
    ok = get_from<Transform3D>(value, key, out, transform_3d_component) ||
         get_from<Transform3D>(value, key, out, basis_3d_component);
    return out;
  }
  if (get_rect_end<Rect2>(value, key, out) || get_rect_end<Rect2i>(value, key, out)) {
    ok = true;
    return out;
  }
  ok = dispatch(value.get_type(),
                [&]<class T>(auto access) { return get_from<T>(value, key, out, access); });
  return out;
}

bool set_component(Variant& value, const StringName& name, const Variant& component) {
  const std::string_view key = name.view();
  if (value.get_type() == Variant::DICTIONARY) {
    Dictionary dictionary = static_cast<Dictionary>(value);
    dictionary[Variant(name.str())] = component;
    return true;
  }
  if (value.get_type() == Variant::TRANSFORM3D) {
    return set_in<Transform3D>(value, key, component, transform_3d_component) ||
           set_in<Transform3D>(value, key, component, basis_3d_component);
  }
  if (set_rect_end<Rect2>(value, key, component) || set_rect_end<Rect2i>(value, key, component)) {
    return true;
  }
  return dispatch(value.get_type(),
                  [&]<class T>(auto access) { return set_in<T>(value, key, component, access); });
}

}  // namespace arbor::detail
