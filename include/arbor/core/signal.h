#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "arbor/core/node_id.h"

namespace arbor {

/// Connection flags, with Godot's values.
enum ConnectFlags : std::uint32_t {
  CONNECT_DEFERRED =
      1,  ///< node targets: runs at the frame's deferred step (at once outside a tree)
  CONNECT_PERSIST = 2,   ///< saved with scenes and re-bound on instantiation
  CONNECT_ONE_SHOT = 4,  ///< disconnected just before its first call
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

namespace detail {
/// The reference count shared by a signal's connection storage and its emissions in progress,
/// so that a handler may destroy the signal's owner while it emits.
struct SignalStorage {
  virtual ~SignalStorage() = default;
  int refs = 1;
};
/// Drops one reference; deletes the storage at zero.
void release_signal_storage(SignalStorage* storage);
/// Signals name their storage by a 32-bit handle into a process-wide table, so an unconnected
/// signal costs four bytes. Handles are never 0; the table is thread-safe.
std::uint32_t acquire_signal_handle(SignalStorage* storage);
SignalStorage* signal_storage(std::uint32_t handle);
void release_signal_handle(std::uint32_t handle);
std::uint64_t next_connection_id();
/// True while the object with this instance id is alive (see instance registry).
bool is_instance_id_alive(std::uint64_t id);
}  // namespace detail

/// A typed signal: handlers connect to it and run, in connection order, on emit().
/// An unconnected signal is one null pointer; connections live in storage allocated on first
/// connect. Emitting to connected handlers allocates nothing.
///
/// Rules during an emission: a handler connected while the signal emits is first called by the
/// next emission; a handler disconnected while the signal emits is not called afterwards (one
/// already running finishes); emitting again from a handler is allowed (a nested emission).
/// Connections made with a target node (connect(node, &T::method)) are dropped when that node
/// has been freed.
template <class... Args>
class Signal {
 public:
  Signal() = default;
  Signal(const Signal&) = delete;
  Signal& operator=(const Signal&) = delete;
  ~Signal() {
    if (!handle_) return;
    Data* data = storage();
    detail::release_signal_handle(handle_);
    data->destroyed = true;
    detail::release_signal_storage(data);
  }

  /// Connects any callable taking the signal's arguments.
  template <class F>
  Connection connect(F&& handler, std::uint32_t flags = 0) {
    return add(Slot{detail::next_connection_id(),
                    std::function<void(Args...)>(std::forward<F>(handler)), 0, flags, true});
  }

  /// Connects a method of an object that has get_instance_id() (a Node); the connection is
  /// dropped once the object is freed.
  template <class T, class C, class... MArgs>
  Connection connect(T* target, void (C::*method)(MArgs...), std::uint32_t flags = 0) {
    return connect_tracked(
        target, [target, method](Args... args) { (target->*method)(args...); }, flags);
  }

  /// Connects `handler` on behalf of `target` (a node): the connection is dropped once the
  /// target is freed, and CONNECT_DEFERRED queues the call on the target's tree.
  template <class T, class F>
  Connection connect_tracked(T* target, F&& handler, std::uint32_t flags = 0) {
    std::function<void(Args...)> call(std::forward<F>(handler));
    if (flags & CONNECT_DEFERRED) {
      call = [target, inner = std::move(call)](Args... args) {
        if (target->get_tree()) {
          target->call_deferred([inner, args...] { inner(args...); });
        } else {
          inner(args...);
        }
      };
    }
    return add(Slot{detail::next_connection_id(), std::move(call), target->get_instance_id().value,
                    flags, true});
  }

  /// The flags a live connection was made with (0 when it is not connected).
  [[nodiscard]] std::uint32_t get_connection_flags(Connection connection) const {
    const Slot* slot = const_cast<Signal*>(this)->find(connection.id_);
    return slot ? slot->flags : 0;
  }

  /// Removes a connection; returns false when it was not connected to this signal.
  bool disconnect(Connection connection) {
    Slot* slot = find(connection.id_);
    if (!slot) return false;
    kill(*storage(), *slot);
    return true;
  }

  [[nodiscard]] bool is_connected(Connection connection) const {
    const Slot* slot = const_cast<Signal*>(this)->find(connection.id_);
    return slot && target_alive(*slot);
  }

  /// True while nothing was ever connected: emitting does nothing and costs one comparison.
  [[nodiscard]] bool empty() const noexcept { return handle_ == 0; }

  /// The number of live connections.
  [[nodiscard]] int get_connection_count() const {
    if (!handle_) return 0;
    const Data& data = *storage();
    int count = 0;
    for (const auto* list : {&data.slots, &data.pending}) {
      for (const Slot& slot : *list) count += (slot.alive && target_alive(slot)) ? 1 : 0;
    }
    return count;
  }

  /// Removes every connection.
  void disconnect_all() {
    if (!handle_) return;
    Data& data = *storage();
    for (Slot& slot : data.slots) kill(data, slot);
    for (Slot& slot : data.pending) kill(data, slot);
    compact_if_idle(data);
  }

  /// Calls every handler in connection order; an exception from a handler propagates to the
  /// caller (the signal stays consistent).
  void emit(Args... args) {
    emit_through([](auto&& call) { call(); }, args...);
  }

  /// Calls every handler through `guard(call)`, so the caller decides what a throwing handler
  /// does (the scene tree reports it and goes on with the next handler).
  /// A handler may destroy the object that owns the signal; the emission then stops.
  template <class Guard>
  void emit_through(Guard&& guard, Args... args) {
    if (!handle_) return;
    Data& data = *storage();
    const Keep keep(data);  // the data outlives the signal if a handler destroys it
    EmitScope scope(data);
    const std::size_t count = data.slots.size();
    for (std::size_t i = 0; i < count && !data.destroyed; ++i) {
      Slot& slot = data.slots[i];
      if (!slot.alive) continue;
      if (!target_alive(slot)) {
        kill(data, slot);
        continue;
      }
      if (slot.flags & CONNECT_ONE_SHOT) kill(data, slot);
      guard([&slot, &args...] { slot.fn(args...); });
    }
  }

 private:
  struct Slot {
    std::uint64_t id;
    std::function<void(Args...)> fn;
    std::uint64_t target_id;
    std::uint32_t flags;
    bool alive;
  };
  struct Data : detail::SignalStorage {
    std::vector<Slot> slots;
    std::vector<Slot> pending;  // connected during an emission
    int emitting = 0;
    bool dirty = false;
    bool destroyed = false;
  };
  struct Keep {
    explicit Keep(Data& d) : data(d) { ++data.refs; }
    ~Keep() { detail::release_signal_storage(&data); }
    Keep(const Keep&) = delete;
    Keep& operator=(const Keep&) = delete;
    Data& data;
  };
  struct EmitScope {
    explicit EmitScope(Data& d) : data(d) { ++data.emitting; }
    ~EmitScope() {
      --data.emitting;
      compact_if_idle(data);
    }
    Data& data;
  };

  static bool target_alive(const Slot& slot) {
    return slot.target_id == 0 || detail::is_instance_id_alive(slot.target_id);
  }

  Connection add(Slot slot) {
    if (!handle_) handle_ = detail::acquire_signal_handle(new Data());
    Data& data = *storage();
    const std::uint64_t id = slot.id;
    (data.emitting ? data.pending : data.slots).push_back(std::move(slot));
    return Connection(id);
  }

  Slot* find(std::uint64_t id) {
    if (!handle_ || id == 0) return nullptr;
    Data& data = *storage();
    for (auto* list : {&data.slots, &data.pending}) {
      for (Slot& slot : *list) {
        if (slot.id == id && slot.alive) return &slot;
      }
    }
    return nullptr;
  }

  static void kill(Data& data, Slot& slot) {
    slot.alive = false;
    data.dirty = true;
    compact_if_idle(data);
  }

  // Drops dead slots and admits pending ones, only when no emission is running (a running
  // handler's std::function must not move while it executes).
  static void compact_if_idle(Data& data) {
    if (data.emitting != 0) return;
    if (data.dirty) {
      std::erase_if(data.slots, [](const Slot& slot) { return !slot.alive; });
      std::erase_if(data.pending, [](const Slot& slot) { return !slot.alive; });
      data.dirty = false;
    }
    if (!data.pending.empty()) {
      for (Slot& slot : data.pending) data.slots.push_back(std::move(slot));
      data.pending.clear();
    }
  }

  Data* storage() const { return static_cast<Data*>(detail::signal_storage(handle_)); }

  std::uint32_t handle_ = 0;  // 0 until the first connect; the storage is reference-counted
                              // with the emissions in progress
};

/// Owns one connection and disconnects it when destroyed (opt-in RAII).
class ScopedConnection {
 public:
  ScopedConnection() = default;
  template <class... Args>
  ScopedConnection(Signal<Args...>& signal, Connection connection)
      : connection_(connection), disconnect_([&signal](Connection c) { signal.disconnect(c); }) {}
  ScopedConnection(ScopedConnection&& other) noexcept { *this = std::move(other); }
  ScopedConnection& operator=(ScopedConnection&& other) noexcept {
    if (this != &other) {
      reset();
      connection_ = std::exchange(other.connection_, Connection());
      disconnect_ = std::move(other.disconnect_);
    }
    return *this;
  }
  ~ScopedConnection() { reset(); }

  /// Disconnects now.
  void reset() {
    if (connection_.is_valid() && disconnect_) disconnect_(connection_);
    connection_ = Connection();
  }
  /// Gives the connection up without disconnecting it.
  Connection release() { return std::exchange(connection_, Connection()); }
  [[nodiscard]] Connection get() const { return connection_; }

 private:
  Connection connection_;
  std::function<void(Connection)> disconnect_;
};

}  // namespace arbor
