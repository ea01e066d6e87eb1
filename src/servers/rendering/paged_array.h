// PagedArray: a growable array kept in pages of fixed size, the storage of a scenario's instances.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

#include "arbor/servers/rendering/paged_span.h"

namespace arbor::rendering {

/// Values in pages of kPageSize, so that growing allocates one page and leaves at most one
/// partly used: unlike a vector that doubles, the memory follows the count, for any count. The
/// first page starts at 8 values and doubles until it is full-size (a small array stays small);
/// every capacity is a multiple of 8, so a page's SIMD loops may read up to the next multiple of
/// 8 past its last value. Values past the size read as zero or as values removed.
template <class T>
class PagedArray {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  static constexpr std::uint32_t kPageShift = 8;
  static constexpr std::uint32_t kPageSize = 1u << kPageShift;

  PagedArray() = default;
  PagedArray(const PagedArray&) = delete;
  PagedArray& operator=(const PagedArray&) = delete;
  ~PagedArray() {
    for (T* page : pages_) delete[] page;
  }

  [[nodiscard]] std::uint32_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  T& operator[](std::uint32_t index) { return pages_[index >> kPageShift][index & kPageMask]; }
  const T& operator[](std::uint32_t index) const {
    return pages_[index >> kPageShift][index & kPageMask];
  }
  T& back() { return (*this)[size_ - 1]; }
  [[nodiscard]] const T& back() const { return (*this)[size_ - 1]; }

  void push_back(const T& value) {
    if (size_ == capacity_) grow();
    (*this)[size_++] = value;
  }
  /// Removes the last value; a page is released once the page before it is empty too (so that
  /// adding and removing at a page's edge does not allocate each time).
  void pop_back() {
    --size_;
    if (pages_.size() >= 2 && size_ <= (pages_.size() - 2) * kPageSize) {
      delete[] pages_.back();
      pages_.pop_back();
      capacity_ -= kPageSize;
    }
  }
  /// Keeps the first `size` values and every page (for lists refilled each frame).
  void truncate(std::uint32_t size) { size_ = std::min(size, size_); }
  void clear() { size_ = 0; }

  /// The page table: page p holds values [p * kPageSize, (p + 1) * kPageSize).
  [[nodiscard]] const T* const* pages() const { return pages_.data(); }
  [[nodiscard]] PagedSpan<T> span() const { return PagedSpan<T>(pages_.data(), size_, kPageShift); }

 private:
  static constexpr std::uint32_t kPageMask = kPageSize - 1;
  static constexpr std::uint32_t kFirstCapacity = 8;

  void grow() {
    if (capacity_ < kPageSize) {
      const std::uint32_t capacity = capacity_ ? capacity_ * 2 : kFirstCapacity;
      auto page = std::make_unique<T[]>(capacity);
      if (pages_.empty()) {
        pages_.push_back(nullptr);
      } else {
        std::copy_n(pages_[0], size_, page.get());
        delete[] pages_[0];
      }
      pages_[0] = page.release();
      capacity_ = capacity;
    } else {
      auto page = std::make_unique<T[]>(kPageSize);
      pages_.push_back(page.get());
      page.release();
      capacity_ += kPageSize;
    }
  }

  std::vector<T*> pages_;
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = 0;
};

}  // namespace arbor::rendering
