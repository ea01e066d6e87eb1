#include "scene/physics/collision_layers.h"

#include <string>

#include "arbor/core/error/error.h"

namespace arbor::physics {
namespace {

std::uint32_t layer_bit(int number, const char* what) {
  if (number < 1 || number > 32) {
    throw Error(std::string(what) + " number must be between 1 and 32 inclusive (got " +
                std::to_string(number) + ")");
  }
  return 1u << (number - 1);
}

}  // namespace

std::uint32_t with_layer(std::uint32_t bits, int number, bool value, const char* what) {
  const std::uint32_t bit = layer_bit(number, what);
  return value ? (bits | bit) : (bits & ~bit);
}

bool has_layer(std::uint32_t bits, int number, const char* what) {
  return (bits & layer_bit(number, what)) != 0;
}

}  // namespace arbor::physics
