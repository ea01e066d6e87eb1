#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/signal/connection.h"
#include "arbor/core/signal/connection_info.h"
#include "arbor/core/signal/deferred_calls.h"

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

/// Thrown by Signal::connect when the method of the target is connected already; callers that
/// know the signal's and the nodes' names catch it to say so in their terms.
class AlreadyConnected : public Error {
 public:
  using Error::Error;
};

/// What a connection to a target calls, for Godot's rule that a signal connects one method of
/// one object once: a member function pointer (connect(node, &T::method)), or a method name
/// (a connection made by name). Two keys are equal when they name the same method the same way.
struct MethodKey {
  const void* kind = nullptr;  ///< which way the method is named; null for a plain handler
  std::array<unsigned char, 2 * sizeof(void*)> bytes{};
  friend bool operator==(const MethodKey&, const MethodKey&) = default;
};
template <class M>
inline constexpr char kMethodKeyKind = 0;
/// The key of a member function pointer.
template <class M>
MethodKey method_key(M method) {
  static_assert(sizeof(M) <= sizeof(MethodKey::bytes), "member function pointer too large");
  MethodKey key;
  key.kind = &kMethodKeyKind<M>;
  std::memcpy(key.bytes.data(), &method, sizeof(M));
  return key;
}
/// The key of a method connected by name: `interned_name` is its StringName's text, interned,
/// so that its address names it.
MethodKey method_key_for_name(const void* interned_name);

/// A connection made on behalf of a target object (a node) is linked to both ends: the signal's
/// slot knows its link, and the target's list of incoming links knows the slot's position, so
/// that freeing the target, destroying the signal or disconnecting removes the connection in
/// O(1). `named` describes a connection made by name (its `source` is listed as outgoing).
/// The table of links is shared by the process and locked, so nodes connected and freed on
/// different threads (a scene instantiated by a loading thread) do not race on it; one signal
/// is still used by one thread at a time.
/// `key` identifies the method for duplicate checks (a null kind: none); `counted` starts the
/// link's reference count at one (CONNECT_REFERENCE_COUNTED), else at zero, as Godot counts.
std::uint32_t link_connection(SignalStorage* storage, std::uint32_t position,
                              std::uint64_t target_id, std::unique_ptr<ConnectionInfo> named,
                              const MethodKey& key, bool counted);
/// Releases a link from the signal's side (disconnect, one-shot call, signal destroyed).
void unlink_connection(std::uint32_t link);
/// Records that the slot of `link` moved to `position` in its signal's storage.
void move_connection_link(std::uint32_t link, std::uint32_t position);
/// The position in `storage` of the live connection to `key` of the target `target_id`;
/// nothing when there is none.
std::optional<std::uint32_t> find_connection_link(SignalStorage* storage, std::uint64_t target_id,
                                                  const MethodKey& key);
/// CONNECT_REFERENCE_COUNTED: adds one reference to the connection of `link`.
void reference_connection_link(std::uint32_t link);
/// Removes one reference from the connection of `link`; true when references remain, so the
/// connection stays.
bool unreference_connection_link(std::uint32_t link);
/// The instance id of the target of `link`.
std::uint64_t connection_link_target(std::uint32_t link);
}  // namespace detail

/// A typed signal: handlers connect to it and run, in connection order, on emit().
/// An unconnected signal is one null pointer; connections live in storage allocated on first
/// connect. Emitting to connected handlers allocates nothing.
///
/// Rules during an emission: a handler connected while the signal emits is first called by the
/// next emission; a handler disconnected while the signal emits is not called afterwards (one
/// already running finishes); emitting again from a handler is allowed (a nested emission).
/// Connections made with a target node (connect(node, &T::method)) are removed when that node
/// is freed, in O(1) each. As in Godot, one method of one target connects to a signal once:
/// connecting it again throws arbor::Error, unless CONNECT_REFERENCE_COUNTED asks to count
/// references. CONNECT_DEFERRED connections are not called by emit(): each emission queues one
/// call with its arguments (see flush_deferred_calls).
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

  /// Connects any callable taking the signal's arguments. Each such connection is a new one
  /// (a lambda has no identity to compare).
  template <class F>
  Connection connect(F&& handler, std::uint32_t flags = 0) {
    return add(Slot{detail::next_connection_id(),
                    std::function<void(Args...)>(std::forward<F>(handler)), 0, flags, true},
               0, nullptr, {});
  }

  /// Connects a method of an object that has get_instance_id() (a Node); the connection is
  /// removed when the object is freed, and a deferred call waiting for it is dropped. Throws
  /// arbor::Error when this method of this object is connected already, unless `flags` has
  /// CONNECT_REFERENCE_COUNTED (then it adds a reference and returns the same connection).
  template <class T, class C, class... MArgs>
  Connection connect(T* target, void (C::*method)(MArgs...), std::uint32_t flags = 0) {
    return add_tracked(
        target->get_instance_id().value,
        [target, method](Args... args) { (target->*method)(args...); }, flags, nullptr,
        detail::method_key(method));
  }

  /// Connects `handler` on behalf of `target` (a node): the connection is removed when the
  /// target is freed, and a deferred call waiting for it is dropped. `named` describes a
  /// connection made by name (for the nodes' connection listings); it is keyed by its method
  /// name, so the same method of the same target connects once, as connect(target, method)
  /// rules. Without `named` each connection is a new one.
  template <class T, class F>
  Connection connect_tracked(T* target, F&& handler, std::uint32_t flags = 0,
                             std::unique_ptr<ConnectionInfo> named = nullptr) {
    const detail::MethodKey key =
        named ? detail::method_key_for_name(named->method.c_str()) : detail::MethodKey{};
    return add_tracked(target->get_instance_id().value,
                       std::function<void(Args...)>(std::forward<F>(handler)), flags,
                       std::move(named), key);
  }

  /// The flags a live connection was made with (0 when it is not connected).
  [[nodiscard]] std::uint32_t get_connection_flags(Connection connection) const {
    const Slot* slot = find(connection.id_);
    return slot ? slot->flags : 0;
  }

  /// Removes a connection; returns false when it was not connected to this signal. A
  /// CONNECT_REFERENCE_COUNTED connection loses one reference and stays while any remain.
  bool disconnect(Connection connection) {
    Slot* slot = find(connection.id_);
    if (!slot) return false;
    if (slot->link != 0 && detail::unreference_connection_link(slot->link)) return true;
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
  /// does (the scene tree reports it and goes on with the next handler); a CONNECT_DEFERRED
  /// handler is queued instead, with copies of the arguments.
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
      if (slot.flags & CONNECT_DEFERRED) {
        queue_call(slot, args...);
      } else {
        if (slot.flags & CONNECT_ONE_SHOT) kill(data, slot);
        guard([&slot, &args...] { slot.fn(args...); });
      }
    }
  }

 private:
  // Whether a deferred call can keep copies of the arguments.
  static constexpr bool kArgumentsCopyable =
      (std::is_copy_constructible_v<std::decay_t<Args>> && ...);
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

    Slot& at(std::uint32_t position) {
      return (position & kPendingBit) ? pending[position & ~kPendingBit] : slots[position];
    }

    void drop_linked_slot(std::uint32_t position) override {
      Slot& slot = at(position);
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

  // Connects to a target's method; an existing connection to the same method (`key`) gets a
  // reference with CONNECT_REFERENCE_COUNTED and is refused without.
  Connection add_tracked(std::uint64_t target_id, std::function<void(Args...)> fn,
                         std::uint32_t flags, std::unique_ptr<ConnectionInfo> named,
                         const detail::MethodKey& key) {
    if (handle_ && key.kind) {
      if (const auto position = detail::find_connection_link(storage(), target_id, key)) {
        Slot& existing = storage()->at(*position);
        if (!(flags & CONNECT_REFERENCE_COUNTED)) {
          throw detail::AlreadyConnected(
              "Signal::connect: the signal is already connected to this method of instance " +
              std::to_string(target_id) +
              "; connect with CONNECT_REFERENCE_COUNTED to count references instead");
        }
        detail::reference_connection_link(existing.link);
        return Connection(existing.id);
      }
    }
    const std::uint64_t id = detail::next_connection_id();
    if (named) named->connection = Connection(id);
    return add(Slot{id, std::move(fn), 0, flags, true}, target_id, std::move(named), key);
  }

  Connection add(Slot slot, std::uint64_t target_id, std::unique_ptr<ConnectionInfo> named,
                 const detail::MethodKey& key) {
    if constexpr (!kArgumentsCopyable) {
      if (slot.flags & CONNECT_DEFERRED) {
        throw Error("Signal::connect: CONNECT_DEFERRED needs arguments that can be copied");
      }
    }
    if (!handle_) handle_ = detail::acquire_signal_handle(new Data());
    Data& data = *storage();
    const std::uint64_t id = slot.id;
    const bool counted = (slot.flags & CONNECT_REFERENCE_COUNTED) != 0;
    std::vector<Slot>& list = data.emitting ? data.pending : data.slots;
    const auto position =
        std::uint32_t(list.size()) | (data.emitting ? kPendingBit : std::uint32_t(0));
    list.push_back(std::move(slot));
    if (target_id != 0) {
      list.back().link =
          detail::link_connection(&data, position, target_id, std::move(named), key, counted);
    }
    return Connection(id);
  }

  // Queues one call of a deferred slot with copies of this emission's arguments; the call is
  // dropped if the slot's target is freed first. A one-shot slot is disconnected first.
  void queue_call(Slot& slot, Args... args) {
    if constexpr (kArgumentsCopyable) {
      const std::uint64_t target = slot.link != 0 ? detail::connection_link_target(slot.link) : 0;
      std::function<void(Args...)> fn = slot.fn;
      if (slot.flags & CONNECT_ONE_SHOT) kill(*storage(), slot);
      detail::queue_deferred_call(
          target, [fn = std::move(fn), values = std::tuple<std::decay_t<Args>...>(
                                           args...)]() mutable { std::apply(fn, values); });
    }
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
