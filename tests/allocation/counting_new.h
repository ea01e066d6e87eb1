// Counting allocations: a program that links counting_new.cpp has every operator new counted, so
// a test can prove that a piece of work allocates nothing.
#pragma once

#include <cstdint>

namespace arbor::test::counting_new {

/// operator new calls so far, on every thread.
[[nodiscard]] std::uint64_t allocations();
/// operator new calls so far on the calling thread (drivers' own threads left out).
[[nodiscard]] std::uint64_t thread_allocations();

}  // namespace arbor::test::counting_new
