// Dictionary: Variant's insertion-ordered map from Variant to Variant, Godot 4's Dictionary.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <utility>

#include "arbor/core/string/string_name.h"

namespace arbor {

class Array;
class Variant;

/// An insertion-ordered map of Variant keys to Variant values, Godot 4's Dictionary. Copies
/// share the entries; duplicate() copies. Keys compare as Godot's do: same type and equal value
/// (floats: NaN matches NaN), except that a String and a StringName with the same text are the
/// same key. Erasing keeps the order of the others. Equality (==) is deep and order-insensitive.
/// A typed dictionary (`Dictionary[String, int]`) checks keys and values like a typed Array.
class Dictionary {
 public:
  Dictionary();
  Dictionary(std::initializer_list<std::pair<Variant, Variant>> entries);
  Dictionary(const Dictionary&) = default;
  Dictionary(Dictionary&&) noexcept = default;
  Dictionary& operator=(const Dictionary&) = default;
  Dictionary& operator=(Dictionary&&) noexcept = default;
  ~Dictionary();

  [[nodiscard]] int64_t size() const;
  [[nodiscard]] bool is_empty() const;
  void clear();
  [[nodiscard]] bool has(const Variant& key) const;
  /// The value under `key`, or `fallback` when absent.
  [[nodiscard]] Variant get(const Variant& key, const Variant& fallback) const;
  /// Pointer to the value under `key`, or nullptr.
  [[nodiscard]] const Variant* getptr(const Variant& key) const;
  /// Sets `key`'s value, appending the key when new.
  void set(const Variant& key, const Variant& value);
  /// The value under `key`, inserted as nil when absent (as Godot's operator[]).
  Variant& operator[](const Variant& key);
  /// Removes `key`; returns whether it was there.
  bool erase(const Variant& key);
  /// The first key whose value equals `value`, or nil.
  [[nodiscard]] Variant find_key(const Variant& value) const;

  /// Keys and values in insertion order.
  [[nodiscard]] Array keys() const;
  [[nodiscard]] Array values() const;
  [[nodiscard]] const Variant& get_key_at(int64_t index) const;
  [[nodiscard]] const Variant& get_value_at(int64_t index) const;

  /// Copies `other`'s entries in, replacing existing keys only when `overwrite`.
  void merge(const Dictionary& other, bool overwrite = false);
  /// A new dictionary with the same typing; `deep` also duplicates nested containers.
  [[nodiscard]] Dictionary duplicate(bool deep = false) const;
  [[nodiscard]] bool is_same(const Dictionary& other) const { return data_ == other.data_; }

  // Typing, as Godot 4.4: key and value types (Variant::NIL means any), class names for Objects.
  [[nodiscard]] bool is_typed() const;
  [[nodiscard]] bool is_typed_key() const;
  [[nodiscard]] bool is_typed_value() const;
  [[nodiscard]] uint32_t get_typed_key_builtin() const;
  [[nodiscard]] uint32_t get_typed_value_builtin() const;
  [[nodiscard]] const StringName& get_typed_key_class_name() const;
  [[nodiscard]] const StringName& get_typed_value_class_name() const;
  /// Types an empty dictionary; throws arbor::Error when it holds entries.
  void set_typed(uint32_t key_type, const StringName& key_class_name, uint32_t value_type,
                 const StringName& value_class_name);

  /// Order-independent hash, consistent with ==.
  [[nodiscard]] std::size_t hash() const;
  friend bool operator==(const Dictionary& a, const Dictionary& b);

 private:
  friend class Variant;
  struct Data;
  bool equal(const Dictionary& other, int depth) const;
  std::size_t hash(int depth) const;
  Dictionary duplicate(bool deep, int depth) const;
  std::shared_ptr<Data> data_;
};

}  // namespace arbor
