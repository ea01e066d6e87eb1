// SpscQueue: a bounded lock-free queue between one producer thread and one consumer thread.
#pragma once

#include <atomic>
#include <cstddef>
#include <deque>
#include <memory>
#include <type_traits>

namespace arbor::detail {

/// A ring of `capacity` (rounded up to a power of two) trivially copyable entries. push() on
/// one thread and pop() on another never block and never allocate; push() fails when full.
template <class T>
class SpscQueue {
  static_assert(std::is_trivially_copyable_v<T>, "SpscQueue holds plain data");

 public:
  explicit SpscQueue(std::size_t capacity) {
    std::size_t size = 2;
    while (size < capacity) size *= 2;
    mask_ = size - 1;
    entries_ = std::make_unique<T[]>(size);
  }

  /// Producer: appends `value`; false when the queue is full.
  bool push(const T& value) {
    const std::size_t tail = tail_.load(std::memory_order_relaxed);
    if (tail - head_cache_ > mask_) {
      head_cache_ = head_.load(std::memory_order_acquire);
      if (tail - head_cache_ > mask_) return false;
    }
    entries_[tail & mask_] = value;
    tail_.store(tail + 1, std::memory_order_release);
    return true;
  }

  /// Consumer: takes the oldest entry into `value`; false when the queue is empty.
  bool pop(T& value) {
    const std::size_t head = head_.load(std::memory_order_relaxed);
    if (head == tail_cache_) {
      tail_cache_ = tail_.load(std::memory_order_acquire);
      if (head == tail_cache_) return false;
    }
    value = entries_[head & mask_];
    head_.store(head + 1, std::memory_order_release);
    return true;
  }

  [[nodiscard]] std::size_t capacity() const { return mask_ + 1; }

 private:
  std::unique_ptr<T[]> entries_;
  std::size_t mask_ = 0;
  alignas(64) std::atomic<std::size_t> head_{0};
  std::size_t tail_cache_ = 0;  // consumer's view of tail_
  alignas(64) std::atomic<std::size_t> tail_{0};
  std::size_t head_cache_ = 0;  // producer's view of head_
};

/// The producer's side of an SpscQueue that never refuses: what does not fit waits here, in
/// order, until flush() finds room (the producer may allocate; the consumer never waits).
template <class T>
class OverflowingSender {
 public:
  explicit OverflowingSender(SpscQueue<T>& queue) : queue_(queue) {}

  void send(const T& value) {
    if (!waiting_.empty() || !queue_.push(value)) waiting_.push_back(value);
  }
  /// Moves waiting entries into the queue while it has room.
  void flush() {
    while (!waiting_.empty() && queue_.push(waiting_.front())) waiting_.pop_front();
  }
  [[nodiscard]] bool has_waiting() const { return !waiting_.empty(); }

 private:
  SpscQueue<T>& queue_;
  std::deque<T> waiting_;
};

}  // namespace arbor::detail
