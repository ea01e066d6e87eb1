#pragma once

#include <atomic>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "arbor/core/string/string_name.h"

namespace arbor {

class ClassDB;

/// Which overridable per-frame callbacks a class overrides (decided at compile time by
/// ARBOR_CLASS).
enum ClassCallbacks : std::uint32_t {
  CALLBACK_PROCESS = 1u << 0,
  CALLBACK_PHYSICS_PROCESS = 1u << 1,
  CALLBACK_INPUT = 1u << 2,
  CALLBACK_UNHANDLED_INPUT = 1u << 3,
  CALLBACK_NOTIFICATION = 1u << 4,
  CALLBACK_ENGINE_NOTIFICATION = 1u << 5,  ///< an Arbor node type's _engine_notification
};

/// The static description of one class: its name, its base and what it overrides.
/// One instance per class, created on first use and alive for the whole process.
struct ClassInfo {
  StringName name;
  const ClassInfo* base = nullptr;
  std::uint32_t callbacks = 0;  ///< ClassCallbacks bits
  bool tool = false;            ///< declared with ARBOR_TOOL_CLASS (not inherited)
  /// ClassDB's record of the class once registered (lookups by object skip the name search).
  mutable std::atomic<const void*> class_db_record{nullptr};

  /// True when this class is `other` or derives from it (pointer comparisons only).
  [[nodiscard]] bool inherits(const ClassInfo& other) const {
    for (const ClassInfo* info = this; info; info = info->base) {
      if (info == &other) return true;
    }
    return false;
  }

  /// True when this class is `class_name` or derives from it.
  [[nodiscard]] bool is_class(std::string_view class_name) const {
    for (const ClassInfo* info = this; info; info = info->base) {
      if (info->name == class_name) return true;
    }
    return false;
  }
};

namespace detail {
/// Computes ClassCallbacks from the member pointers a class sees for each overridable callback:
/// a pointer whose class is still `Root` means the callback was not overridden.
template <class Root, class P, class Ph, class I, class U, class N, class EN, class E1, class E2>
constexpr std::uint32_t callback_mask(void (P::*)(double), void (Ph::*)(double),
                                      void (I::*)(const E1&), void (U::*)(const E2&),
                                      void (N::*)(int), void (EN::*)(int)) {
  return (std::is_same_v<P, Root> ? 0u : std::uint32_t(CALLBACK_PROCESS)) |
         (std::is_same_v<Ph, Root> ? 0u : std::uint32_t(CALLBACK_PHYSICS_PROCESS)) |
         (std::is_same_v<I, Root> ? 0u : std::uint32_t(CALLBACK_INPUT)) |
         (std::is_same_v<U, Root> ? 0u : std::uint32_t(CALLBACK_UNHANDLED_INPUT)) |
         (std::is_same_v<N, Root> ? 0u : std::uint32_t(CALLBACK_NOTIFICATION)) |
         (std::is_same_v<EN, Root> ? 0u : std::uint32_t(CALLBACK_ENGINE_NOTIFICATION));
}
}  // namespace detail

}  // namespace arbor

/// Declares a class to Arbor, inside its body, like Godot's GDCLASS:
///   class Player : public arbor::Node3D { ARBOR_CLASS(Player, arbor::Node3D) ... };
/// It gives the class its name and base for get_class()/is_class(), and detects at compile time
/// which of _process, _physics_process, _input, _unhandled_input and _notification it overrides,
/// so processing is enabled exactly for the callbacks a type implements, and notifications reach
/// only the types that listen. Overrides must be
/// protected or public. The macro leaves the class body in `private:` access, like a class head.
#define ARBOR_CLASS_IMPL_(Type, Base, IsTool)                                                   \
  friend class ::arbor::ClassDB;                                                                \
                                                                                                \
 public:                                                                                        \
  using arbor_base_class = Base;                                                                \
  static const ::arbor::ClassInfo& get_class_info_static() {                                    \
    static_assert(std::is_base_of_v<Base, Type>,                                                \
                  "ARBOR_CLASS(Type, Base): Type must derive from Base");                       \
    static const ::arbor::ClassInfo info{#Type, &Base::get_class_info_static(),                 \
                                         arbor_detect_callbacks_<Type>(), IsTool};              \
    return info;                                                                                \
  }                                                                                             \
  const ::arbor::ClassInfo& get_class_info() const override { return get_class_info_static(); } \
                                                                                                \
 private:                                                                                       \
  template <class Self>                                                                         \
  static constexpr std::uint32_t arbor_detect_callbacks_() {                                    \
    if constexpr (requires { typename Self::arbor_callback_root; }) {                           \
      return ::arbor::detail::callback_mask<typename Self::arbor_callback_root>(                \
          &Self::_process, &Self::_physics_process, &Self::_input, &Self::_unhandled_input,     \
          &Self::_notification, &Self::_engine_notification);                                   \
    } else {                                                                                    \
      return 0;                                                                                 \
    }                                                                                           \
  }

#define ARBOR_CLASS(Type, Base) ARBOR_CLASS_IMPL_(Type, Base, false)
/// Like ARBOR_CLASS, and marks the type a tool (Godot's @tool): it runs its process and input
/// callbacks in edit mode too. Not inherited by subclasses.
#define ARBOR_TOOL_CLASS(Type, Base) ARBOR_CLASS_IMPL_(Type, Base, true)
