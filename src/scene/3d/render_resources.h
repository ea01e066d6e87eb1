// RenderResources: a tree's meshes, materials, textures, environments and multimeshes on its
// rendering server, made from the resources the render nodes use.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/signal/connection.h"
#include "arbor/servers/rendering/render_handle.h"
#include "arbor/servers/server.h"

namespace arbor {

class Environment;
class Material;
class Mesh;
class MultiMesh;
class Node;
class RenderingServer;
class SceneTree;
class Sky;
class Texture2D;

namespace detail {

/// The server objects of the resources a tree's render nodes draw with. A node acquires a
/// resource's object when it starts drawing with it and releases it when it stops; the first
/// acquire converts the resource to the server's data (a mesh's surfaces with their materials,
/// a material's parameters with its textures, ...), later ones share it. Each resource's
/// `changed` signal pushes its new data at once. An object no node holds any more is freed at
/// the end of the frame (so a node moved within a frame keeps its resources), and every object
/// when the tree goes.
///
/// Lives in the tree's ServerRegistry, added after the RenderingServer on first use, so that it
/// is ticked after the frame is drawn and destroyed before the server.
class RenderResources : public IFrameServer {
 public:
  /// The tree's cache on `server`, made on first use.
  static RenderResources& of(SceneTree& tree, RenderingServer& server);

  explicit RenderResources(RenderingServer& server);
  ~RenderResources() override;
  RenderResources(const RenderResources&) = delete;
  RenderResources& operator=(const RenderResources&) = delete;

  /// The resource's server object, made on first use; `user` (a node) gives the scene context a
  /// ViewportTexture's path is resolved in. Each acquire needs one release.
  MeshHandle acquire_mesh(Mesh& mesh, const Node* user);
  MaterialHandle acquire_material(Material& material, const Node* user);
  TextureHandle acquire_texture(Texture2D& texture, const Node* user);
  EnvironmentHandle acquire_environment(Environment& environment, const Node* user);
  MultiMeshHandle acquire_multimesh(MultiMesh& multimesh, const Node* user);
  /// One user less (a null resource is ignored).
  void release(const Resource* resource);

  /// Frees the objects no node has held since the last call.
  void process(double delta) override;

  [[nodiscard]] RenderingServer& server() const { return server_; }
  /// Resources holding a server object now (for tests).
  [[nodiscard]] std::size_t size() const { return entries_.size(); }

 private:
  enum class Kind : std::uint8_t { MESH, MATERIAL, TEXTURE, ENVIRONMENT, SKY, MULTIMESH };
  struct Entry {
    Ref<Resource> resource;
    Kind kind = Kind::MESH;
    RID object;         // the server object's handle as an RID
    bool owned = true;  // false when it is another's (an atlas's texture, a viewport's picture)
    int users = 0;
    Connection changed;
    std::vector<const Resource*> dependencies;  // acquired by this entry
    const Node* context = nullptr;
  };

  template <class Handle, class Make>
  Handle acquire(Resource& resource, Kind kind, const Node* user, Make&& make);
  void refresh(const Resource* resource);
  void push(Entry& entry);
  void drop(Entry& entry);
  SkyHandle acquire_sky(Sky& sky, const Node* user);

  // Conversions of each kind: fill the server object from the resource, acquiring what it
  // names (its dependencies).
  void push_mesh(Entry& entry, Mesh& mesh);
  void push_material(Entry& entry, Material& material);
  void push_texture(Entry& entry, Texture2D& texture);
  void push_environment(Entry& entry, Environment& environment);
  void push_sky(Entry& entry, Sky& sky);
  void push_multimesh(Entry& entry, MultiMesh& multimesh);
  /// A dependency of `entry` (a texture of a material, ...), or a null handle.
  TextureHandle dependency(Entry& entry, const Ref<Texture2D>& texture);
  MaterialHandle dependency(Entry& entry, const Ref<Material>& material);

  RenderingServer& server_;
  std::unordered_map<const Resource*, Entry> entries_;
  std::vector<const Resource*> unused_;  // no users: freed at process()
};

}  // namespace detail
}  // namespace arbor
