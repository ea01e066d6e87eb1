// RenderBinding: the objects one resource has on the rendering servers that draw it.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

/// What a resource (a Mesh, a Material, a Texture2D, ...) keeps to be drawn: its object on each
/// RenderingServer that uses it — usually one; several when trees with their own servers share
/// the resource. The resource makes its object on a server the first time a node asks for it
/// (get, else create and set), pushes every later change to all of them (for_each), and the
/// binding frees them when the resource is destroyed. A server destroyed first simply drops
/// out; its objects bound here are not reported as leaks.
///
/// A resource is released on the thread of the trees that drew it (servers are not
/// thread-safe). Copying a resource does not copy its objects: a copy starts unbound.
///
/// ```cpp
/// MeshHandle ArrayMesh::get_handle(RenderingServer& server) {
///   if (MeshHandle mesh = binding_.get(server)) return mesh;
///   MeshHandle mesh = server.mesh_create(get_path());
///   binding_.set(server, mesh);
///   for (const Surface& surface : surfaces_) server.mesh_add_surface(mesh, to_data(surface,
///   server)); return mesh;
/// }
/// ```
template <class Handle>
class RenderBinding {
 public:
  RenderBinding() = default;
  RenderBinding(const RenderBinding&) {}
  RenderBinding& operator=(const RenderBinding&) { return *this; }
  ~RenderBinding() { release(); }

  /// The resource's object on `server`, or a null handle when it has none there.
  [[nodiscard]] Handle get(const RenderingServer& server) const {
    for (const Entry& entry : entries_) {
      if (entry.server == &server && !entry.token.expired()) return entry.handle;
    }
    return {};
  }

  /// Records `handle` (made on `server`) as the resource's object there.
  void set(RenderingServer& server, Handle handle) {
    drop_expired();
    server.bind_to_resource(handle);
    entries_.push_back(Entry{&server, server.lifetime_token(), handle});
  }

  /// Calls `fn(server, handle)` for each server still alive (to push a change).
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const Entry& entry : entries_) {
      if (std::shared_ptr<RenderingServer*> alive = entry.token.lock()) fn(**alive, entry.handle);
    }
  }

  /// Frees the objects on the servers still alive and forgets them all.
  void release() {
    for (const Entry& entry : entries_) {
      if (std::shared_ptr<RenderingServer*> alive = entry.token.lock()) {
        if ((*alive)->is_alive(entry.handle)) (*alive)->free(entry.handle);
      }
    }
    entries_.clear();
  }

  [[nodiscard]] bool empty() const { return entries_.empty(); }

 private:
  struct Entry {
    const RenderingServer* server;
    std::weak_ptr<RenderingServer*> token;
    Handle handle;
  };

  void drop_expired() {
    std::erase_if(entries_, [](const Entry& entry) { return entry.token.expired(); });
  }

  std::vector<Entry> entries_;
};

}  // namespace arbor
