#pragma once

#include <memory>
#include <span>
#include <string>
#include <typeindex>
#include <typeinfo>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/server.h"

namespace arbor {

/// Holds a tree's servers, one per type, and disposes of them in reverse order of registration.
/// Frame and fixed-step servers are ticked, and input servers offered input, in registration
/// order.
class ServerRegistry {
 public:
  ServerRegistry() = default;
  ServerRegistry(const ServerRegistry&) = delete;
  ServerRegistry& operator=(const ServerRegistry&) = delete;
  ~ServerRegistry() { clear(); }

  /// Takes ownership of a server and returns it; throws arbor::Error when a server of the same
  /// type is already registered (the registry is then unchanged and `server` is destroyed).
  template <class T>
  T* add(std::unique_ptr<T> server) {
    T* raw = server.get();
    if (!raw) throw Error("ServerRegistry::add: null server");
    add_entry(std::type_index(typeid(*raw)), std::unique_ptr<IServer>(std::move(server)),
              dynamic_cast<IFrameServer*>(raw), dynamic_cast<IFixedStepServer*>(raw),
              dynamic_cast<IInputServer*>(raw));
    return raw;
  }

  /// The server of type T (its exact type, else the first one deriving from T), or nullptr.
  template <class T>
  [[nodiscard]] T* get() const {
    for (const Entry& entry : entries_) {
      if (entry.type == std::type_index(typeid(T))) return dynamic_cast<T*>(entry.server.get());
    }
    for (const Entry& entry : entries_) {
      if (auto* server = dynamic_cast<T*>(entry.server.get())) return server;
    }
    return nullptr;
  }

  /// Like get(), but throws arbor::Error naming the type when there is none.
  template <class T>
  [[nodiscard]] T& get_required() const {
    if (T* server = get<T>()) return *server;
    throw Error(missing_message(typeid(T).name()));
  }

  [[nodiscard]] std::size_t size() const { return entries_.size(); }
  [[nodiscard]] std::span<IFrameServer* const> frame_servers() const { return frame_servers_; }
  [[nodiscard]] std::span<IFixedStepServer* const> fixed_step_servers() const {
    return fixed_step_servers_;
  }
  [[nodiscard]] std::span<IInputServer* const> input_servers() const { return input_servers_; }

  /// Destroys every server, last registered first.
  void clear();

 private:
  struct Entry {
    std::type_index type;
    std::unique_ptr<IServer> server;
  };
  void add_entry(std::type_index type, std::unique_ptr<IServer> server, IFrameServer* frame,
                 IFixedStepServer* fixed, IInputServer* input);
  static std::string demangle(const char* mangled_type);
  static std::string missing_message(const char* mangled_type);

  std::vector<Entry> entries_;
  std::vector<IFrameServer*> frame_servers_;
  std::vector<IFixedStepServer*> fixed_step_servers_;
  std::vector<IInputServer*> input_servers_;
};

}  // namespace arbor
