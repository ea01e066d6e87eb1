// Base64 (RFC 4648, with padding), as Godot's CryptoCore writes PackedByteArray("...").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbor::detail {

std::string base64_encode(std::span<const uint8_t> bytes);
/// The decoded bytes, or nullopt when `text` is not valid base64.
std::optional<std::vector<uint8_t>> base64_decode(std::string_view text);

}  // namespace arbor::detail
