#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace arbor {

namespace detail {
/// One interned string: its text and hash, stored once for the whole process and never freed.
struct StringNameEntry {
  std::size_t hash;
  std::uint32_t length;
  char text[1];  // length + 1 bytes, NUL-terminated
};
}  // namespace detail

/// An interned, immutable string. Two StringNames with the same text share one entry, so
/// comparison and hashing are O(1) and never touch the text. Interning is thread-safe.
class StringName {
 public:
  StringName() = default;
  StringName(const char* text) : StringName(std::string_view(text)) {}         // NOLINT: implicit
  StringName(std::string_view text);                                           // NOLINT: implicit
  StringName(const std::string& text) : StringName(std::string_view(text)) {}  // NOLINT

  /// Looks the text up without interning it: an empty StringName when it was never interned.
  static StringName find(std::string_view text);

  [[nodiscard]] bool is_empty() const { return entry_ == nullptr; }
  [[nodiscard]] std::string_view view() const {
    return entry_ ? std::string_view(entry_->text, entry_->length) : std::string_view();
  }
  [[nodiscard]] const char* c_str() const { return entry_ ? entry_->text : ""; }
  [[nodiscard]] std::string str() const { return std::string(view()); }
  [[nodiscard]] std::size_t length() const { return entry_ ? entry_->length : 0; }
  /// The precomputed hash of the text (equal to StringName::hash_text(view())).
  [[nodiscard]] std::size_t hash() const { return entry_ ? entry_->hash : 0; }

  static std::size_t hash_text(std::string_view text);

  friend bool operator==(const StringName& a, const StringName& b) { return a.entry_ == b.entry_; }
  friend bool operator==(const StringName& a, std::string_view b) { return a.view() == b; }
  friend bool operator==(const StringName& a, const char* b) { return a.view() == b; }
  friend bool operator==(const StringName& a, const std::string& b) { return a.view() == b; }
  /// Orders by text, for sorted output; use == and hash() for lookups.
  friend bool operator<(const StringName& a, const StringName& b) { return a.view() < b.view(); }

 private:
  explicit StringName(const detail::StringNameEntry* entry) : entry_(entry) {}
  const detail::StringNameEntry* entry_ = nullptr;
};

/// Writes the text.
std::ostream& operator<<(std::ostream& out, const StringName& name);

}  // namespace arbor

template <>
struct std::hash<arbor::StringName> {
  std::size_t operator()(const arbor::StringName& name) const noexcept { return name.hash(); }
};
