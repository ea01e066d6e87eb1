// AudioParameter: a value the main thread sets and the mixing thread reads.
#pragma once

#include <atomic>

namespace arbor {

/// One effect or stream parameter shared with the mixing thread without a lock: a relaxed
/// atomic (the mixer reads each parameter once per mix step and needs no ordering between
/// them).
template <class T>
class AudioParameter {
 public:
  constexpr AudioParameter(T value) : value_(value) {}  // NOLINT(google-explicit-constructor)
  AudioParameter(const AudioParameter&) = delete;
  AudioParameter& operator=(const AudioParameter&) = delete;

  [[nodiscard]] T get() const { return value_.load(std::memory_order_relaxed); }
  void set(T value) { value_.store(value, std::memory_order_relaxed); }

 private:
  std::atomic<T> value_;
};

}  // namespace arbor
