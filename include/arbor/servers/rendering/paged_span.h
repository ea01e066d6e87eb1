// PagedSpan: a read-only view of values the rendering server keeps in pages of equal size.
#pragma once

#include <cstddef>
#include <cstdint>

namespace arbor {

/// `size()` values addressed by index, stored in pages of 2^page_shift values each (the first
/// page may be smaller): value i is pages[i >> page_shift][i % 2^page_shift]. Valid until what
/// it views changes.
template <class T>
class PagedSpan {
 public:
  constexpr PagedSpan() = default;
  constexpr PagedSpan(const T* const* pages, std::uint32_t size, std::uint32_t page_shift)
      : pages_(pages), size_(size), page_shift_(page_shift) {}

  [[nodiscard]] constexpr std::size_t size() const { return size_; }
  [[nodiscard]] constexpr bool empty() const { return size_ == 0; }
  [[nodiscard]] constexpr const T& operator[](std::size_t index) const {
    return pages_[index >> page_shift_][index & ((std::size_t(1) << page_shift_) - 1)];
  }

 private:
  const T* const* pages_ = nullptr;
  std::uint32_t size_ = 0;
  std::uint32_t page_shift_ = 0;
};

}  // namespace arbor
