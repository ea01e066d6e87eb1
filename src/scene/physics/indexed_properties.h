// Binding properties that a node reads and writes by index (a joint's parameters and flags):
// one hidden setter and getter per index, named after it, so scene files read and write them.
#pragma once

#include <cstddef>
#include <string>
#include <utility>

#include "arbor/core/object/class_db.h"

namespace arbor::physics {

/// For each index I of `names`, binds T::set_indexed<I> and T::get_indexed<I> as
/// "_set_<prefix>_<I>" / "_get_<prefix>_<I>" and adds property names[I] of `type` with them.
template <class T, std::size_t... I>
void bind_indexed_properties(const char* prefix, Variant::Type type, const char* const* names,
                             std::index_sequence<I...>) {
  auto bind_one = [&]<std::size_t Index>(std::integral_constant<std::size_t, Index>) {
    const std::string setter = "_set_" + std::string(prefix) + "_" + std::to_string(Index);
    const std::string getter = "_get_" + std::string(prefix) + "_" + std::to_string(Index);
    ClassDB::bind_method(D_METHOD(setter.c_str(), "value"), &T::template set_indexed<Index>);
    ClassDB::bind_method(D_METHOD(getter.c_str()), &T::template get_indexed<Index>);
    ClassDB::add_property(PropertyInfo(type, names[Index]), StringName(setter), StringName(getter));
  };
  (bind_one(std::integral_constant<std::size_t, I>{}), ...);
}

/// The same for flags: T::set_indexed_flag<I> and T::get_indexed_flag<I>, bool properties.
template <class T, std::size_t... I>
void bind_indexed_flags(const char* prefix, const char* const* names, std::index_sequence<I...>) {
  auto bind_one = [&]<std::size_t Index>(std::integral_constant<std::size_t, Index>) {
    const std::string setter = "_set_" + std::string(prefix) + "_" + std::to_string(Index);
    const std::string getter = "_get_" + std::string(prefix) + "_" + std::to_string(Index);
    ClassDB::bind_method(D_METHOD(setter.c_str(), "enabled"), &T::template set_indexed_flag<Index>);
    ClassDB::bind_method(D_METHOD(getter.c_str()), &T::template get_indexed_flag<Index>);
    ClassDB::add_property(PropertyInfo(Variant::BOOL, names[Index]), StringName(setter),
                          StringName(getter));
  };
  (bind_one(std::integral_constant<std::size_t, I>{}), ...);
}

}  // namespace arbor::physics
