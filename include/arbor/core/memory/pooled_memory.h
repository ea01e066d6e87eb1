// pooled_memory(): what Arbor's own memory pools hold.
#pragma once

#include <cstddef>

namespace arbor {

/// The memory of Arbor's block pool, which serves the objects Arbor makes by the thousand
/// (nodes): blocks of up to 512 bytes in size classes of 16, kept per thread and reused, so
/// that making and freeing them costs no call into the program's allocator. The pool takes its
/// memory from `operator new` in 64 KiB slabs and keeps it for reuse while the program runs.
struct PooledMemory {
  std::size_t bytes_in_use = 0;    ///< the blocks handed out and not given back, rounded to class
  std::size_t bytes_reserved = 0;  ///< the slabs taken from operator new so far
};

/// A snapshot of the pool (threads' counts as they last wrote them).
[[nodiscard]] PooledMemory pooled_memory();

}  // namespace arbor
