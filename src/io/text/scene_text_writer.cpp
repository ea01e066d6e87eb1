// write_scene_text: a SceneState as Godot 4's editor writes a `.tscn` file.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "arbor/io/text_resource_format.h"
#include "core/variant_internal.h"
#include "text_writer.h"

namespace arbor {
namespace {

using namespace std::string_view_literals;

constexpr int64_t kConnectPersist = 2;

// Godot writes a node's groups sorted (StringName::AlphCompare), each as a quoted string.
void write_groups(text::TextWriter& writer, const Array& groups) {
  std::vector<std::string> names;
  names.reserve(std::size_t(groups.size()));
  for (const Variant& group : groups) names.push_back(static_cast<std::string>(group));
  std::sort(names.begin(), names.end());
  std::string& out = writer.out();
  out += " groups=[";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += '"';
    detail::append_c_escaped(out, names[i]);
    out += '"';
  }
  out += ']';
}

// The heading attributes after name, type and parent, and the closing bracket.
void write_rare_attributes(text::TextWriter& writer, const SceneNodeEntry& node,
                           const text::TextWriter::Owner& owner) {
  const SceneNodeDetails& details = node.details();
  std::string& out = writer.out();
  if (!details.parent_id_path.is_nil()) {
    writer.value_attribute("parent_id_path", details.parent_id_path, owner);
  }
  if (details.owner) writer.string_attribute("owner", *details.owner);
  if (details.index) writer.string_attribute("index", std::to_string(*details.index));
  if (details.unique_id) out += " unique_id=" + std::to_string(*details.unique_id);
  if (details.node_paths) writer.value_attribute("node_paths", Variant(*details.node_paths), owner);
  if (details.groups) write_groups(writer, *details.groups);
  if (details.instance_placeholder) {
    writer.string_attribute("instance_placeholder", *details.instance_placeholder);
  }
  if (!node.instance.is_nil()) writer.value_attribute("instance", node.instance, owner);
  for (const SceneProperty& attribute : details.other_attributes) {
    writer.value_attribute(attribute.name, attribute.value, owner);
  }
  out += "]\n";
}

// The heading attributes in Godot 4's order: name, type, parent, parent_id_path, owner, index,
// unique_id, node_paths, groups, instance_placeholder, instance; then the ones Arbor keeps
// without interpreting them. Most nodes have only the first three, written at once with the
// closing bracket.
void write_node_heading(text::TextWriter& writer, const SceneNodeEntry& node,
                        const text::TextWriter::Owner& owner) {
  const auto type = node.type.empty() ? std::nullopt : std::optional<std::string_view>(node.type);
  const auto parent = node.parent ? std::optional<std::string_view>(*node.parent) : std::nullopt;
  const bool more = node.has_details() || !node.instance.is_nil();
  writer.string_attributes("[node", {{"name", node.name}, {"type", type}, {"parent", parent}},
                           more ? ""sv : "]\n"sv);
  if (more) write_rare_attributes(writer, node, owner);
}

void write_nodes(text::TextWriter& writer, const std::vector<SceneNodeEntry>& nodes) {
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const SceneNodeEntry& node = nodes[i];
    const text::TextWriter::Owner owner{"node '", node.name, "'"};
    if (i > 0) writer.out() += '\n';
    write_node_heading(writer, node, owner);
    for (const SceneProperty& property : node.properties) {
      writer.property(property.name, property.value, owner);
    }
  }
}

// Godot writes flags only when they differ from CONNECT_PERSIST, unbinds when positive, and
// binds after "binds= " (with its space).
void write_connections(text::TextWriter& writer,
                       const std::vector<SceneConnectionEntry>& connections) {
  std::string& out = writer.out();
  if (!connections.empty()) out += '\n';
  for (const SceneConnectionEntry& connection : connections) {
    out += "[connection";
    writer.string_attribute("signal", connection.signal);
    writer.string_attribute("from", connection.from);
    writer.string_attribute("to", connection.to);
    writer.string_attribute("method", connection.method);
    if (connection.flags != kConnectPersist) out += " flags=" + std::to_string(connection.flags);
    if (connection.unbinds > 0) out += " unbinds=" + std::to_string(connection.unbinds);
    if (!connection.binds.is_empty()) {
      out += " binds= ";
      writer.value(Variant(connection.binds), "binds= of connection '" + connection.signal + "'");
    }
    out += "]\n";
  }
}

void write_editables(text::TextWriter& writer, const std::vector<std::string>& paths) {
  std::string& out = writer.out();
  if (!paths.empty()) out += '\n';
  for (const std::string& path : paths) {
    out += "[editable";
    writer.string_attribute("path", path);
    out += "]\n";
  }
}

}  // namespace

std::string write_scene_text(const SceneState& state) {
  // A little more than a node with a transform takes, so that such scenes fit without a copy.
  constexpr std::size_t kBytesPerNode = 160;
  std::string out;
  out.reserve(state.nodes.size() * kBytesPerNode);
  text::TextWriter writer(out, state.format, state.ext_resources, state.sub_resources);
  writer.header("gd_scene", {}, {}, state.load_steps, state.format, state.uid);
  writer.ext_resources(state.ext_resources);
  writer.sub_resources(state.sub_resources);
  write_nodes(writer, state.nodes);
  write_connections(writer, state.connections);
  write_editables(writer, state.editable_instances);
  return out;
}

}  // namespace arbor
