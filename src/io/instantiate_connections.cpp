#include "io/instantiate_connections.h"

#include "arbor/io/resource_loader.h"
#include "io/instantiate_paths.h"

namespace arbor::detail {
namespace {

std::string describe(const SceneConnectionEntry& connection) {
  return "connection of signal '" + connection.signal + "' from '" + connection.from + "' to '" +
         connection.to + "' method '" + connection.method + "'";
}

void report(const SceneConnectionEntry& connection, const std::string& scene_path,
            const std::string& node_path, const std::string& problem, const char* outcome) {
  ResourceLoader::report_warning({LoadWarning::CONNECTION, scene_path, node_path,
                                  describe(connection) + ": " + problem + "; " + outcome});
}

void bind_connection(const SceneConnectionEntry& connection, Node* root,
                     const std::string& scene_path) {
  Node* from = scene_node_at(root, connection.from);
  Node* to = scene_node_at(root, connection.to);
  if (!from || !to) {
    const std::string& missing = from ? connection.to : connection.from;
    report(connection, scene_path, missing, "node '" + missing + "' is missing", "not connected");
    return;
  }
  const StringName signal(connection.signal);
  const StringName method(connection.method);
  const std::uint32_t flags = std::uint32_t(connection.flags) | CONNECT_PERSIST;
  try {
    from->connect(signal, to, method, flags, connection.binds, int(connection.unbinds));
  } catch (const Error& error) {
    // Both nodes are there: the file's connection stays with the source node, so that saving
    // the scene does not lose it (a script Arbor does not bind usually declares the method).
    from->keep_connection({signal, from->get_instance_id(), to->get_instance_id(), method, flags,
                           Connection(), connection.binds.duplicate(), int(connection.unbinds)});
    report(connection, scene_path, connection.from, error.what(), "not connected, kept for saving");
  }
}

}  // namespace

void bind_connections(const SceneState& state, Node* root, const std::string& scene_path) {
  for (const SceneConnectionEntry& connection : state.connections) {
    bind_connection(connection, root, scene_path);
  }
}

}  // namespace arbor::detail
