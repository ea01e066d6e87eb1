// Counting the malloc calls a thread makes (operator new included), for allocation tests.
#pragma once

#include <cstdint>
#include <functional>

namespace arbor::test {

/// False under sanitizers, whose runtimes own malloc: counting tests skip themselves there.
bool malloc_counting_available();
/// The malloc, calloc and realloc calls the calling thread makes while `fn` runs.
std::uint64_t count_mallocs(const std::function<void()>& fn);

}  // namespace arbor::test
