// A check for the layer programs, which link one layer's library and nothing else (no test
// framework): prints the failed condition with its line and counts it.
#pragma once

#include <cstdio>

namespace arbor::layers {

inline int g_failures = 0;

inline void check(bool condition, const char* text, int line) {
  if (condition) return;
  ++g_failures;
  std::fprintf(stderr, "line %d: check failed: %s\n", line, text);
}

/// The program's exit code: 0 when every check passed.
inline int result(const char* program) {
  if (g_failures == 0) std::printf("%s: all checks passed\n", program);
  return g_failures == 0 ? 0 : 1;
}

}  // namespace arbor::layers

#define LAYER_CHECK(condition) ::arbor::layers::check((condition), #condition, __LINE__)
