// Engine-internal: the block pool behind Node's operator new (pooled_memory.h says what it is).
#pragma once

#include <cstddef>

namespace arbor::detail {

/// A block of at least `size` bytes, aligned to 16: from the pool for small sizes, else from
/// operator new. Under AddressSanitizer every block comes from operator new, so that misuse of
/// a freed one is still caught.
void* pool_allocate(std::size_t size);
/// Gives back a block from pool_allocate(size) (the same size).
void pool_free(void* block, std::size_t size) noexcept;

}  // namespace arbor::detail
