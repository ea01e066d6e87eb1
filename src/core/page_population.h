// Engine-internal: backing fresh memory with pages in one request.
#pragma once

#include <cstddef>

namespace arbor::detail {

/// Asks the system to back the whole pages inside [memory, memory + size) now, as if each had
/// been written, in one request (Linux's MADV_POPULATE_WRITE) instead of one page fault per
/// page at its first write. Contents are unchanged. Does nothing where the system cannot (an
/// older kernel, another system). For large blocks that are about to be written through.
void populate_pages(void* memory, std::size_t size);

}  // namespace arbor::detail
