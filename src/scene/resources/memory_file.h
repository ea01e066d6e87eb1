// MemoryFile: a read position over bytes in memory, for decoders that read through callbacks.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "arbor/core/variant/packed_arrays.h"

namespace arbor::detail {

/// Bytes a decoder reads as a file (sharing the resource's PackedByteArray).
struct MemoryFile {
  PackedByteArray bytes;
  std::int64_t position = 0;

  [[nodiscard]] std::int64_t size() const { return bytes.size(); }
  std::size_t read(void* out, std::size_t count) {
    const auto n = std::size_t(std::clamp<std::int64_t>(size() - position, 0, std::int64_t(count)));
    if (n > 0) std::memcpy(out, &bytes[position], n);
    position += std::int64_t(n);
    return n;
  }
  /// whence: SEEK_SET, SEEK_CUR or SEEK_END; false (the position unchanged) outside the bytes.
  bool seek(std::int64_t offset, int whence) {
    const std::int64_t base = whence == 0 ? 0 : whence == 1 ? position : size();
    const std::int64_t target = base + offset;
    if (target < 0 || target > size()) return false;
    position = target;
    return true;
  }
};

}  // namespace arbor::detail
