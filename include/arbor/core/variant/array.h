// Array: Variant's growable list of Variants, with Godot 4's reference semantics and typing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>

#include "arbor/core/string/string_name.h"

namespace arbor {

class Variant;

/// A list of Variants, Godot 4's Array. Copies share the elements (a change through one copy
/// is seen through all); duplicate() copies. A typed array (`Array[int]`) carries its element
/// type and checks every element stored: an int stored in a float array becomes a float, a
/// String in a StringName array becomes a StringName (and back), nil is accepted by an Object
/// array, anything else throws arbor::Error. Equality (==) is deep and ignores the typing.
class Array {
 public:
  Array();
  Array(std::initializer_list<Variant> items);
  Array(const Array&) = default;
  Array(Array&&) noexcept = default;
  Array& operator=(const Array&) = default;
  Array& operator=(Array&&) noexcept = default;
  ~Array();

  [[nodiscard]] int64_t size() const;
  [[nodiscard]] bool is_empty() const;
  void clear();
  /// Grows with nils (or the typed default: 0 for int, 0.0 for float...) or shrinks.
  void resize(int64_t new_size);
  void push_back(const Variant& value);
  void append(const Variant& value) { push_back(value); }
  void append_array(const Array& other);
  void push_front(const Variant& value);
  /// Removes and returns the last (first) element; nil when empty.
  Variant pop_back();
  Variant pop_front();
  /// Inserts before `index`; a negative index counts from the end. Throws arbor::Error when out
  /// of range.
  void insert(int64_t index, const Variant& value);
  void remove_at(int64_t index);
  /// Removes the first element equal to `value`, if any.
  void erase(const Variant& value);
  [[nodiscard]] int64_t find(const Variant& value, int64_t from = 0) const;
  [[nodiscard]] bool has(const Variant& value) const;
  [[nodiscard]] int64_t count(const Variant& value) const;

  /// Checked access; a negative index counts from the end. Throws arbor::Error when out of range.
  [[nodiscard]] const Variant& get(int64_t index) const;
  void set(int64_t index, const Variant& value);
  /// Unchecked access to the element (assigning through it skips the typed-array check).
  Variant& operator[](int64_t index);
  const Variant& operator[](int64_t index) const;
  [[nodiscard]] const Variant& front() const;
  [[nodiscard]] const Variant& back() const;

  Variant* begin();
  Variant* end();
  const Variant* begin() const;
  const Variant* end() const;

  /// A new array with the same typing; `deep` also duplicates nested Arrays and Dictionaries.
  [[nodiscard]] Array duplicate(bool deep = false) const;
  /// True when both refer to the same elements (copies of one another).
  [[nodiscard]] bool is_same(const Array& other) const { return data_ == other.data_; }

  // Typing, as Godot: the element's Variant::Type, plus a class name (and script) for Objects.
  [[nodiscard]] bool is_typed() const;
  [[nodiscard]] uint32_t get_typed_builtin() const;
  [[nodiscard]] const StringName& get_typed_class_name() const;
  [[nodiscard]] const Variant& get_typed_script() const;
  /// Types an empty array; throws arbor::Error when it holds elements.
  void set_typed(uint32_t type, const StringName& class_name = {});
  void set_typed(uint32_t type, const StringName& class_name, const Variant& script);
  [[nodiscard]] bool is_same_typed(const Array& other) const;
  /// Replaces the elements with `other`'s, converting each to this array's type.
  void assign(const Array& other);

  /// Hash of the elements, consistent with ==.
  [[nodiscard]] std::size_t hash() const;
  friend bool operator==(const Array& a, const Array& b);

 private:
  friend class Variant;
  struct Data;
  bool equal(const Array& other, int depth) const;
  std::size_t hash(int depth) const;
  Array duplicate(bool deep, int depth) const;
  std::shared_ptr<Data> data_;
};

}  // namespace arbor
