// Argument checks shared by the audio setters: an out-of-range value throws arbor::Error.
#pragma once

#include <string>

#include "arbor/core/error/error.h"

namespace arbor::detail {

/// Throws "`where`: must be positive, got `value`" unless value > 0 (NaN fails too).
inline void require_positive(double value, const char* where) {
  if (!(value > 0)) {
    throw Error(std::string(where) + ": must be positive, got " + std::to_string(value));
  }
}

/// Throws "`where`: must not be negative, got `value`" unless value >= 0 (NaN fails too).
inline void require_not_negative(double value, const char* where) {
  if (!(value >= 0)) {
    throw Error(std::string(where) + ": must not be negative, got " + std::to_string(value));
  }
}

}  // namespace arbor::detail
