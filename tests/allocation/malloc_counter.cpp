// Counts malloc calls per thread by defining malloc, calloc and realloc in the program, ahead of
// the allocator that serves them (mimalloc with ARBOR_USE_MIMALLOC, else glibc). This program's
// operator new (steady_state_test.cpp) takes its memory from malloc, so it is counted too.

#include "malloc_counter.h"

#include <cstddef>
#include <cstdlib>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ARBOR_COUNT_MALLOC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define ARBOR_COUNT_MALLOC 0
#endif
#endif
#ifndef ARBOR_COUNT_MALLOC
#define ARBOR_COUNT_MALLOC 1
#endif

namespace {
thread_local bool t_counting = false;
thread_local std::uint64_t t_mallocs = 0;
}  // namespace

#if ARBOR_COUNT_MALLOC
// The allocator under the counting functions below.
#if ARBOR_USE_MIMALLOC
#include <mimalloc.h>
#else
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* pointer, std::size_t size);
}
#endif
namespace {
#if ARBOR_USE_MIMALLOC
constexpr auto allocate = &mi_malloc;
constexpr auto allocate_zeroed = &mi_calloc;
constexpr auto reallocate = &mi_realloc;
#else
constexpr auto allocate = &__libc_malloc;
constexpr auto allocate_zeroed = &__libc_calloc;
constexpr auto reallocate = &__libc_realloc;
#endif
}  // namespace

extern "C" {
void* malloc(std::size_t size) {
  if (t_counting) ++t_mallocs;
  return allocate(size);
}
void* calloc(std::size_t count, std::size_t size) {
  if (t_counting) ++t_mallocs;
  return allocate_zeroed(count, size);
}
void* realloc(void* pointer, std::size_t size) {
  if (t_counting) ++t_mallocs;
  return reallocate(pointer, size);
}
}
#endif

namespace arbor::test {

bool malloc_counting_available() { return ARBOR_COUNT_MALLOC != 0; }

std::uint64_t count_mallocs(const std::function<void()>& fn) {
  t_mallocs = 0;
  t_counting = true;
  fn();
  t_counting = false;
  return t_mallocs;
}

}  // namespace arbor::test
