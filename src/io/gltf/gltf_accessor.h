// AccessorView: a glTF accessor's elements, checked against the buffers they lie in.
#pragma once

#include <tiny_gltf.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string>
#include <type_traits>

#include "arbor/core/error/error.h"

namespace arbor::detail::gltf {

/// The elements of one accessor (glTF's typed view of a buffer view), checked once when made:
/// the accessor, its buffer view and buffer exist, every element lies inside the buffer view and
/// the buffer view inside its buffer, and a sparse accessor's indices and values do too. Reading
/// then needs no further checks: elements are handed, one by one, straight from the buffer to
/// the caller, which stores them where they belong (no intermediate copy). The constructor
/// throws arbor::Error saying what is wrong, starting with `accessor N`.
class AccessorView {
 public:
  AccessorView(const tinygltf::Model& model, int index);

  [[nodiscard]] int index() const { return index_; }
  [[nodiscard]] std::size_t count() const { return count_; }
  /// TINYGLTF_TYPE_* (SCALAR, VEC2, ...).
  [[nodiscard]] int type() const { return type_; }
  [[nodiscard]] int components() const { return components_; }
  [[nodiscard]] int component_type() const { return component_type_; }
  [[nodiscard]] bool normalized() const { return normalized_; }

  /// Throws arbor::Error unless the accessor is of one of `types` (TINYGLTF_TYPE_*).
  void expect_type(std::initializer_list<int> types) const;

  /// Calls `out(i, values)` for every element i, `values` holding its components() as floats:
  /// normalized integers mapped to [0, 1] or [-1, 1] as glTF says, others converted as they are.
  /// A sparse accessor calls `out` again for each element it replaces.
  template <class Out>
  void for_each_float(Out&& out) const;
  /// Calls `out(i, value)` with each element of a SCALAR accessor of unsigned integers
  /// (indices); throws arbor::Error for any other kind.
  template <class Out>
  void for_each_index(Out&& out) const;

 private:
  struct Sparse {
    const std::uint8_t* indices = nullptr;
    int index_type = 0;
    const std::uint8_t* values = nullptr;
    std::size_t count = 0;
  };
  // Where `what` (count elements of `size` bytes, `stride` apart, from `offset` in buffer view
  // `view`) lies; throws when outside the buffer view or the buffer.
  const std::uint8_t* locate(const tinygltf::Model& model, int view, std::size_t offset,
                             std::size_t count, std::size_t size, std::size_t stride,
                             const char* what) const;
  void locate_sparse(const tinygltf::Model& model, const tinygltf::Accessor& accessor);

  template <class Component, class Out>
  void for_each_float_as(Out& out) const;
  template <class Component>
  static float to_float(const std::uint8_t* at, bool normalized);
  static std::uint32_t index_at(const std::uint8_t* at, int component_type);

  int index_;
  std::size_t count_ = 0;
  int type_ = 0;
  int components_ = 0;
  int component_type_ = 0;
  std::size_t component_size_ = 0;
  bool normalized_ = false;
  const std::uint8_t* data_ = nullptr;  // null: every element is zero (before sparse values)
  std::size_t stride_ = 0;
  Sparse sparse_;
};

template <class Component>
float AccessorView::to_float(const std::uint8_t* at, bool normalized) {
  Component value;
  std::memcpy(&value, at, sizeof value);
  if constexpr (std::is_same_v<Component, float>) {
    return value;
  } else {
    if (!normalized) return float(value);
    constexpr float kMax = float(std::numeric_limits<Component>::max());
    const float scaled = float(value) / kMax;
    return std::is_signed_v<Component> ? std::max(scaled, -1.0f) : scaled;
  }
}

template <class Component, class Out>
void AccessorView::for_each_float_as(Out& out) const {
  float values[16] = {};
  const auto element = [&](const std::uint8_t* at) {
    for (int c = 0; c < components_; ++c) {
      values[c] = to_float<Component>(at + std::size_t(c) * sizeof(Component), normalized_);
    }
  };
  if (data_) {
    for (std::size_t i = 0; i < count_; ++i) {
      element(data_ + i * stride_);
      out(i, static_cast<const float*>(values));
    }
  } else {
    for (std::size_t i = 0; i < count_; ++i) out(i, static_cast<const float*>(values));
  }
  const std::size_t element_size = component_size_ * std::size_t(components_);
  for (std::size_t s = 0; s < sparse_.count; ++s) {
    const std::uint32_t i = index_at(
        sparse_.indices +
            s * std::size_t(tinygltf::GetComponentSizeInBytes(std::uint32_t(sparse_.index_type))),
        sparse_.index_type);
    element(sparse_.values + s * element_size);
    out(std::size_t(i), static_cast<const float*>(values));
  }
}

template <class Out>
void AccessorView::for_each_float(Out&& out) const {
  switch (component_type_) {
    case TINYGLTF_COMPONENT_TYPE_BYTE:
      return for_each_float_as<std::int8_t>(out);
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
      return for_each_float_as<std::uint8_t>(out);
    case TINYGLTF_COMPONENT_TYPE_SHORT:
      return for_each_float_as<std::int16_t>(out);
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT:
      return for_each_float_as<std::uint16_t>(out);
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT:
      return for_each_float_as<std::uint32_t>(out);
    default:
      return for_each_float_as<float>(out);
  }
}

template <class Out>
void AccessorView::for_each_index(Out&& out) const {
  expect_type({TINYGLTF_TYPE_SCALAR});
  if (component_type_ != TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE &&
      component_type_ != TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT &&
      component_type_ != TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT) {
    throw Error("accessor " + std::to_string(index_) +
                ": indices are unsigned bytes, shorts or ints, not component type " +
                std::to_string(component_type_));
  }
  for (std::size_t i = 0; i < count_; ++i) {
    out(i, data_ ? index_at(data_ + i * stride_, component_type_) : 0u);
  }
  const std::size_t index_size =
      std::size_t(tinygltf::GetComponentSizeInBytes(std::uint32_t(sparse_.index_type)));
  for (std::size_t s = 0; s < sparse_.count; ++s) {
    const std::uint32_t i = index_at(sparse_.indices + s * index_size, sparse_.index_type);
    out(std::size_t(i), index_at(sparse_.values + s * component_size_, component_type_));
  }
}

}  // namespace arbor::detail::gltf
