// FrameRing: a lock-free ring of audio frames between one writer thread and one reader thread.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "arbor/servers/audio/audio_frame.h"

namespace arbor::detail {

/// Frames written by one thread (a decoder, or code pushing a generator's frames) and read by
/// the mixing thread. Neither side blocks or allocates; capacity is a power of two.
class FrameRing {
 public:
  explicit FrameRing(std::size_t capacity) {
    std::size_t size = 2;
    while (size < capacity) size *= 2;
    mask_ = size - 1;
    frames_ = std::make_unique<AudioFrame[]>(size);
  }

  [[nodiscard]] std::size_t capacity() const { return mask_ + 1; }
  /// Writer: frames that fit now.
  [[nodiscard]] std::size_t space() const {
    return capacity() -
           (write_.load(std::memory_order_relaxed) - read_.load(std::memory_order_acquire));
  }
  /// Reader: frames waiting.
  [[nodiscard]] std::size_t available() const {
    return write_.load(std::memory_order_acquire) - read_.load(std::memory_order_relaxed);
  }

  /// Writer: appends up to `count` frames; returns how many fit.
  std::size_t write(const AudioFrame* frames, std::size_t count) {
    const std::size_t at = write_.load(std::memory_order_relaxed);
    const std::size_t n =
        std::min(count, capacity() - (at - read_.load(std::memory_order_acquire)));
    for (std::size_t i = 0; i < n; ++i) frames_[(at + i) & mask_] = frames[i];
    write_.store(at + n, std::memory_order_release);
    return n;
  }

  /// Reader: takes up to `count` frames; returns how many there were.
  std::size_t read(AudioFrame* frames, std::size_t count) {
    const std::size_t at = read_.load(std::memory_order_relaxed);
    const std::size_t n = std::min(count, write_.load(std::memory_order_acquire) - at);
    for (std::size_t i = 0; i < n; ++i) frames[i] = frames_[(at + i) & mask_];
    read_.store(at + n, std::memory_order_release);
    return n;
  }

  /// Empties the ring; only while neither side is using it.
  void reset() {
    read_.store(0, std::memory_order_relaxed);
    write_.store(0, std::memory_order_relaxed);
  }

 private:
  std::unique_ptr<AudioFrame[]> frames_;
  std::size_t mask_ = 0;
  alignas(64) std::atomic<std::size_t> write_{0};
  alignas(64) std::atomic<std::size_t> read_{0};
};

}  // namespace arbor::detail
