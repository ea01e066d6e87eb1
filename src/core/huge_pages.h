// Memory advice for large buffers that are filled once, front to back.
#pragma once

#include <cstddef>

namespace arbor::detail {

/// Asks the kernel to back the whole 2 MiB pages inside [data, data + bytes) with transparent
/// huge pages when it first touches them, so that filling a buffer of hundreds of megabytes
/// (a parsed scene's node table, a saved scene's text) takes a page fault per 2 MiB instead of
/// per 4 KiB. Only a hint: does nothing for buffers under a few huge pages, on systems without
/// transparent huge pages, or when the kernel declines.
void advise_huge_pages(void* data, std::size_t bytes) noexcept;

}  // namespace arbor::detail
