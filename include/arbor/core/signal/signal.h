#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "arbor/core/signal/connection.h"
#include "arbor/core/signal/connection_info.h"

namespace arbor {

namespace detail {
/// The reference count shared by a signal's connection storage and its emissions in progress,
/// so that a handler may destroy the signal's owner while it emits.
struct SignalStorage {
  virtual ~SignalStorage() = default;
  /// Removes the connection at `position` because its target was freed (its link is gone).
  virtual void drop_linked_slot(std::uint32_t position) = 0;
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

/// A connection made on behalf of a target object (a node) is linked to both ends: the signal's
/// slot knows its link, and the target's list of incoming links knows the slot's position, so
/// that freeing the target, destroying the signal or disconnecting removes the connection in
/// O(1). `named` describes a connection made by name (its `source` is listed as outgoing).
/// The table of links is shared by the process and locked, so nodes connected and freed on
/// different threads (a scene instantiated by a loading thread) do not race on it; one signal
/// is still used by one thread at a time.
std::uint32_t link_connection(SignalStorage* storage, std::uint32_t position,
                              std::uint64_t target_id, std::unique_ptr<ConnectionInfo> named);
/// Releases a link from the signal's side (disconnect, one-shot call, signal destroyed).
void unlink_connection(std::uint32_t link);
/// Records that the slot of `link` moved to `position` in its signal's storage.
void move_connection_link(std::uint32_t link, std::uint32_t position);
}  // namespace detail

/// A typed signal: handlers connect to it and run, in connection order, on emit().
/// An unconnected signal is one null pointer; connections live in storage allocated on first
/// connect. Emitting to connected handlers allocates nothing.
///
/// Rules during an emission: a handler connected while the signal emits is first called by the
/// next emission; a handler disconnected while the signal emits is not called afterwards (one
/// already running finishes); emitting again from a handler is allowed (a nested emission).
/// Connections made with a target node (connect(node, &T::method)) are removed when that node
/// is freed, in O(1) each.
template <class... Args>
class Signal {
 public:
  Signal() = default;
  Signal(const Signal&) = delete;
  Signal& operator=(const Signal&) = delete;
  ~Signal() {
    if (!handle_) return;
    Data* data = storage();
    for (auto* list : {&data->slots, &data->pending}) {
      for (Slot& slot : *list) release_link(slot);
    }
    detail::release_signal_handle(handle_);
    data->destroyed = true;
    detail::release_signal_storage(data);
  }

  /// Connects any callable taking the signal's arguments.
  template <class F>
  Connection connect(F&& handler, std::uint32_t flags = 0) {
    return add(Slot{detail::next_connection_id(),
                    std::function<void(Args...)>(std::forward<F>(handler)), 0, flags, true},
               0, nullptr);
  }

  /// Connects a method of an object that has get_instance_id() (a Node); the connection is
  /// removed when the object is freed.
  template <class T, class C, class... MArgs>
  Connection connect(T* target, void (C::*method)(MArgs...), std::uint32_t flags = 0) {
    return connect_tracked(
        target, [target, method](Args... args) { (target->*method)(args...); }, flags);
  }

  /// Connects `handler` on behalf of `target` (a node): the connection is removed when the
  /// target is freed, and CONNECT_DEFERRED queues the call on the target's tree. `named`
  /// describes a connection made by name, for the node's connection listings.
  template <class T, class F>
  Connection connect_tracked(T* target, F&& handler, std::uint32_t flags = 0,
                             std::unique_ptr<ConnectionInfo> named = nullptr) {
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
    const std::uint64_t id = detail::next_connection_id();
    if (named) named->connection = Connection(id);
    return add(Slot{id, std::move(call), 0, flags, true}, target->get_instance_id().value,
               std::move(named));
  }

  /// The flags a live connection was made with (0 when it is not connected).
  [[nodiscard]] std::uint32_t get_connection_flags(Connection connection) const {
    const Slot* slot = find(connection.id_);
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
    return find(connection.id_) != nullptr;
  }

  /// True while nothing was ever connected: emitting does nothing and costs one comparison.
  [[nodiscard]] bool empty() const noexcept { return handle_ == 0; }

  /// The number of live connections.
  [[nodiscard]] int get_connection_count() const {
    if (!handle_) return 0;
    const Data& data = *storage();
    return int(data.slots.size() + data.pending.size() - data.dead);
  }

  /// Removes every connection.
  void disconnect_all() {
    if (!handle_) return;
    Data& data = *storage();
    for (auto* list : {&data.slots, &data.pending}) {
      for (Slot& slot : *list) {
        if (slot.alive) mark_dead(data, slot);
      }
    }
    compact_if_idle(data, true);
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
      if (slot.flags & CONNECT_ONE_SHOT) kill(data, slot);
      guard([&slot, &args...] { slot.fn(args...); });
    }
  }

 private:
  // A slot's position in Data: an index into `slots`, or into `pending` with this bit set.
  static constexpr std::uint32_t kPendingBit = 0x80000000u;

  struct Slot {
    std::uint64_t id;  // increasing in connection order, so each list is sorted by id
    std::function<void(Args...)> fn;
    std::uint32_t link;  // 0 when no target is linked
    std::uint32_t flags;
    bool alive;
  };
  struct Data : detail::SignalStorage {
    std::vector<Slot> slots;
    std::vector<Slot> pending;  // connected during an emission
    std::size_t dead = 0;       // slots no longer alive, still in the lists
    int emitting = 0;
    bool destroyed = false;

    void drop_linked_slot(std::uint32_t position) override {
      Slot& slot = (position & kPendingBit) ? pending[position & ~kPendingBit] : slots[position];
      slot.link = 0;
      mark_dead(*this, slot);
      compact_if_idle(*this, false);
    }
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
      compact_if_idle(data, true);
    }
    Data& data;
  };

  Connection add(Slot slot, std::uint64_t target_id, std::unique_ptr<ConnectionInfo> named) {
    if (!handle_) handle_ = detail::acquire_signal_handle(new Data());
    Data& data = *storage();
    const std::uint64_t id = slot.id;
    std::vector<Slot>& list = data.emitting ? data.pending : data.slots;
    const auto position =
        std::uint32_t(list.size()) | (data.emitting ? kPendingBit : std::uint32_t(0));
    list.push_back(std::move(slot));
    if (target_id != 0) {
      list.back().link = detail::link_connection(&data, position, target_id, std::move(named));
    }
    return Connection(id);
  }

  // The live slot with this id, found by binary search (each list is sorted by id).
  Slot* find(std::uint64_t id) const {
    if (!handle_ || id == 0) return nullptr;
    Data& data = *storage();
    for (auto* list : {&data.slots, &data.pending}) {
      auto it = std::lower_bound(list->begin(), list->end(), id,
                                 [](const Slot& slot, std::uint64_t key) { return slot.id < key; });
      if (it != list->end() && it->id == id) return it->alive ? &*it : nullptr;
    }
    return nullptr;
  }

  static void release_link(Slot& slot) {
    if (slot.link == 0) return;
    detail::unlink_connection(slot.link);
    slot.link = 0;
  }

  static void mark_dead(Data& data, Slot& slot) {
    release_link(slot);
    slot.alive = false;
    ++data.dead;
  }

  static void kill(Data& data, Slot& slot) {
    mark_dead(data, slot);
    compact_if_idle(data, false);
  }

  // Drops dead slots and admits pending ones, only when no emission is running (a running
  // handler's std::function must not move while it executes). Outside an emission's end
  // (`always`), dead slots wait until they are half of the list, so that removing n
  // connections one by one costs O(n) in all.
  static void compact_if_idle(Data& data, bool always) {
    if (data.emitting != 0) return;
    const std::size_t total = data.slots.size() + data.pending.size();
    const bool sweep = data.dead != 0 && (always || 2 * data.dead >= total);
    if (!sweep && data.pending.empty()) return;
    if (data.dead != 0) {
      std::erase_if(data.slots, [](const Slot& slot) { return !slot.alive; });
      std::erase_if(data.pending, [](const Slot& slot) { return !slot.alive; });
      data.dead = 0;
    }
    for (Slot& slot : data.pending) data.slots.push_back(std::move(slot));
    data.pending.clear();
    for (std::size_t i = 0; i < data.slots.size(); ++i) {
      if (data.slots[i].link != 0)
        detail::move_connection_link(data.slots[i].link, std::uint32_t(i));
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
