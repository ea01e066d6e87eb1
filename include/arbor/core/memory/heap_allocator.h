// heap_allocator(): which allocator serves the program's heap.
#pragma once

#include <string>

namespace arbor {

/// Names the allocator that serves this program's `malloc` and `operator new`: `mimalloc X.Y.Z`
/// when Arbor was built with ARBOR_USE_MIMALLOC and mimalloc does serve them (it does in a
/// program linked with Arbor, unless an allocator loaded ahead of it, through LD_PRELOAD or a
/// sanitizer's runtime, took its place), else `system malloc`. `arbor --version` prints it.
/// See docs/allocator.md.
[[nodiscard]] std::string heap_allocator();

}  // namespace arbor
