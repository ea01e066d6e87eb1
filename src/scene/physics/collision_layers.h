// Collision layer bits by number (1 to 32, as Godot's editor numbers them).
#pragma once

#include <cstdint>

namespace arbor::physics {

/// `bits` with layer `number` set or cleared; throws arbor::Error naming `what` when the number is
/// not between 1 and 32 (Godot's check).
[[nodiscard]] std::uint32_t with_layer(std::uint32_t bits, int number, bool value,
                                       const char* what);
[[nodiscard]] bool has_layer(std::uint32_t bits, int number, const char* what);

}  // namespace arbor::physics
