// The packed arrays of Variant: contiguous arrays of one element type, Godot 4's Packed*Array.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector4.h"

namespace arbor {

/// A contiguous array of T with Godot's reference semantics: copies share the same elements
/// (a change through one is seen through all), duplicate() makes an independent copy. The
/// default-constructed array already owns its (empty) storage, so copies of it share too.
template <class T>
class PackedArray {
 public:
  using value_type = T;

  PackedArray() : data_(std::make_shared<std::vector<T>>()) {}
  PackedArray(std::initializer_list<T> items) : data_(std::make_shared<std::vector<T>>(items)) {}
  explicit PackedArray(std::vector<T> items)
      : data_(std::make_shared<std::vector<T>>(std::move(items))) {}

  [[nodiscard]] int64_t size() const { return int64_t(data_->size()); }
  [[nodiscard]] bool is_empty() const { return data_->empty(); }
  void clear() { data_->clear(); }
  void resize(int64_t new_size) { data_->resize(std::size_t(new_size)); }
  void push_back(const T& value) { data_->push_back(value); }
  void append(const T& value) { data_->push_back(value); }
  void append_array(const PackedArray& other) {
    std::vector<T> copy = *other.data_;  // other may be this array
    data_->insert(data_->end(), copy.begin(), copy.end());
  }
  /// Inserts before `index` (0..size()).
  void insert(int64_t index, const T& value) { data_->insert(data_->begin() + index, value); }
  void remove_at(int64_t index) { data_->erase(data_->begin() + index); }
  /// Unchecked element access (as std::vector's operator[]).
  T& operator[](int64_t index) { return (*data_)[std::size_t(index)]; }
  const T& operator[](int64_t index) const { return (*data_)[std::size_t(index)]; }
  /// Checked access; a negative index counts from the end. Throws std::out_of_range.
  [[nodiscard]] const T& get(int64_t index) const {
    return data_->at(std::size_t(index < 0 ? index + size() : index));
  }
  void set(int64_t index, const T& value) {
    data_->at(std::size_t(index < 0 ? index + size() : index)) = value;
  }
  /// The first index holding `value` at or after `from`, or -1.
  [[nodiscard]] int64_t find(const T& value, int64_t from = 0) const {
    for (int64_t i = from < 0 ? 0 : from; i < size(); ++i) {
      if ((*data_)[std::size_t(i)] == value) return i;
    }
    return -1;
  }
  [[nodiscard]] bool has(const T& value) const { return find(value) >= 0; }

  /// An independent copy of the elements.
  [[nodiscard]] PackedArray duplicate() const { return PackedArray(*data_); }
  /// True when both refer to the same storage (copies of one another).
  [[nodiscard]] bool is_same(const PackedArray& other) const { return data_ == other.data_; }

  [[nodiscard]] std::span<T> span() { return {data_->data(), data_->size()}; }
  [[nodiscard]] std::span<const T> span() const { return {data_->data(), data_->size()}; }
  [[nodiscard]] const std::vector<T>& vector() const { return *data_; }
  auto begin() { return data_->begin(); }
  auto end() { return data_->end(); }
  auto begin() const { return data_->cbegin(); }
  auto end() const { return data_->cend(); }

  /// Element-wise equality (Godot compares packed arrays by contents).
  friend bool operator==(const PackedArray& a, const PackedArray& b) {
    return a.data_ == b.data_ || *a.data_ == *b.data_;
  }

 private:
  std::shared_ptr<std::vector<T>> data_;
};

using PackedByteArray = PackedArray<uint8_t>;
using PackedInt32Array = PackedArray<int32_t>;
using PackedInt64Array = PackedArray<int64_t>;
using PackedFloat32Array = PackedArray<float>;
using PackedFloat64Array = PackedArray<double>;
using PackedStringArray = PackedArray<std::string>;
using PackedVector2Array = PackedArray<Vector2>;
using PackedVector3Array = PackedArray<Vector3>;
using PackedColorArray = PackedArray<Color>;
using PackedVector4Array = PackedArray<Vector4>;

}  // namespace arbor
