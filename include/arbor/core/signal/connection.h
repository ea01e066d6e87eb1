#pragma once

#include <cstdint>

namespace arbor {

/// Connection flags, with Godot's values.
enum ConnectFlags : std::uint32_t {
  /// Each emission queues one call, with its arguments, for the next deferred flush (a
  /// SceneTree's deferred step, or flush_deferred_calls()) instead of calling at once.
  CONNECT_DEFERRED = 1,
  CONNECT_PERSIST = 2,   ///< saved with scenes and re-bound on instantiation
  CONNECT_ONE_SHOT = 4,  ///< disconnected just before its first call
  /// Connecting the same method of the same target again adds a reference instead of failing;
  /// each disconnect removes one, and the connection goes when none remain.
  CONNECT_REFERENCE_COUNTED = 8,
};

/// A plain handle naming one connection of one signal; copyable, does not own the connection.
/// ScopedConnection is the RAII form.
class Connection {
 public:
  Connection() = default;
  [[nodiscard]] bool is_valid() const { return id_ != 0; }
  [[nodiscard]] std::uint64_t id() const { return id_; }
  friend bool operator==(const Connection&, const Connection&) = default;

 private:
  template <class...>
  friend class Signal;
  explicit Connection(std::uint64_t id) : id_(id) {}
  std::uint64_t id_ = 0;
};

}  // namespace arbor
