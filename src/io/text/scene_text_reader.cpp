// read_scene_text: a `.tscn` file into a SceneState, as Godot's ResourceLoaderText reads one.
#include <cstring>
#include <optional>
#include <utility>

#include "arbor/io/register_io_types.h"
#include "arbor/io/text_resource_format.h"
#include "core/bulk_heap.h"
#include "core/string_name_prefetch.h"
#include "io/ext_resource_ids.h"
#include "io/scene_builder.h"
#include "text_reader.h"

namespace arbor {
namespace {

using text::SectionReader;
using text::TextField;

// Section order, as Godot's loader requires it: ext_resource, then sub_resource, then nodes,
// connections and editables in any order.
enum class Phase { EXT, SUB, NODES };

// About how many nodes a file holds (a text inside a string may count too): the node table is
// sized once instead of growing by copies through a large scene.
std::size_t count_node_headings(std::string_view text) {
  constexpr std::string_view kNode = "[node ";
  std::size_t count = 0;
  const char* const end = text.data() + text.size();
  for (const char* at = text.data(); end - at >= std::ptrdiff_t(kNode.size()); ++at) {
    at = static_cast<const char*>(std::memchr(at, '[', std::size_t(end - at)));
    if (!at || end - at < std::ptrdiff_t(kNode.size())) break;
    if (std::memcmp(at, kNode.data(), kNode.size()) == 0) ++count;
  }
  return count;
}

// Calls `visit` with the `parent="..."` path of each [node] heading of `text`, as written; a
// path with escapes, or on another line than its heading's start, is left out, and a text
// inside a string may count too. A hint, as count_node_headings is: a scene built in one pass
// makes room for each parent's children at once, as PackedScene::instantiate does from its
// counted entries. One memchr per heading finds it; the heading itself is read a byte at a
// time, as it is short.
template <class Visit>
void for_each_parent_path(std::string_view text, Visit&& visit) {
  constexpr std::string_view kNode = "[node ";
  constexpr std::string_view kParent = " parent=\"";
  const char* at = text.data();
  const char* const end = text.data() + text.size();
  while ((at = static_cast<const char*>(std::memchr(at, '[', std::size_t(end - at))))) {
    if (std::size_t(end - at) < kNode.size() || std::memcmp(at, kNode.data(), kNode.size())) {
      ++at;
      continue;
    }
    at += kNode.size();
    for (; at + kParent.size() <= end && *at != '\n'; ++at) {
      if (*at != ' ' || std::memcmp(at, kParent.data(), kParent.size()) != 0) continue;
      const char* const path = at + kParent.size();
      const char* close = path;
      while (close < end && *close != '"' && *close != '\\' && *close != '\n') ++close;
      if (close < end && *close == '"') visit(std::string_view(path, std::size_t(close - path)));
      at = close;
      break;
    }
  }
}

// Reads a scene's sections in order. read() keeps every [node] in the state; build() reads
// each into a SceneBuilder, which builds it a few entries later and reuses its place.
class SceneReader {
 public:
  SceneReader(std::string_view source, const TextReadOptions& options)
      : source_(source), in_(source, options) {}

  SceneState read() {
    const std::size_t nodes = count_node_headings(source_);
    const detail::BulkHeapScope bulk(nodes * detail::kHeapBytesPerSceneNode);
    state_.nodes.reserve(nodes);
    read_sections();
    return std::move(state_);
  }

  Node* build(const std::string& scene_path) {
    scene_path_ = &scene_path;
    read_sections();
    end_node();
    if (!builder_) start_building();
    return builder_->finish();
  }

 private:
  void read_sections() {
    text::FileHeader header = in_.read_header("gd_scene");
    state_.format = header.format;
    state_.load_steps = header.load_steps;
    state_.uid = std::move(header.uid);
    SectionReader& sections = in_.sections();
    while (true) {
      SectionReader::Item item = sections.next();
      if (item == SectionReader::Item::END) break;
      if (item == SectionReader::Item::PROPERTY) {
        add_property();
      } else {
        read_heading();
      }
    }
  }

  bool building() const { return scene_path_ != nullptr; }

  // The ext and sub-resources are complete once the first [node] comes (the sections' order).
  void start_building() {
    if (!scene_path_->empty()) detail::remember_ext_ids(state_.ext_resources, *scene_path_);
    builder_.emplace(state_, *scene_path_);
    const std::size_t rest = in_.sections().heading().offset;
    std::size_t children = 0;
    for_each_parent_path(source_.substr(rest), [&](std::string_view path) {
      builder_->expect_child_of(path);
      ++children;
    });
    detail::reserve_interned(children + 1);
    bulk_.emplace((children + 1) * detail::kHeapBytesPerSceneNode);
  }

  SceneNodeEntry& new_node() {
    ++nodes_read_;
    if (!building()) {
      node_ = &state_.nodes.emplace_back();
    } else {
      if (!builder_) start_building();
      node_ = &builder_->next_entry();
    }
    return *node_;
  }

  // A node's section ends at the next heading or at the end of the file.
  void end_node() {
    if (building() && body_ == Body::NODE) builder_->entry_read();
  }

  void read_heading() {
    end_node();
    in_.close_body();
    SectionReader& sections = in_.sections();
    const std::string_view tag = sections.heading().tag;
    body_ = Body::NONE;
    if (tag == "ext_resource") {
      enter(Phase::EXT);
      state_.ext_resources.push_back(in_.read_ext_resource());
    } else if (tag == "sub_resource") {
      enter(Phase::SUB);
      state_.sub_resources.push_back(in_.read_sub_resource());
      body_ = Body::SUB_RESOURCE;
    } else if (tag == "node") {
      enter(Phase::NODES);
      read_node();
      body_ = Body::NODE;
    } else if (tag == "connection") {
      enter(Phase::NODES);
      read_connection();
    } else if (tag == "editable") {
      enter(Phase::NODES);
      state_.editable_instances.push_back(in_.take_string(in_.required("path"), "editable"));
    } else {
      sections.fail_at(sections.heading().offset,
                       "Unknown section [" + std::string(tag) + "] in a scene");
    }
  }

  void enter(Phase phase) {
    if (phase < phase_) {
      SectionReader& sections = in_.sections();
      sections.fail_at(sections.heading().offset,
                       "[" + std::string(sections.heading().tag) +
                           "] must come before [sub_resource] and [node] sections");
    }
    phase_ = phase;
  }

  void add_property() {
    SectionReader& sections = in_.sections();
    TextField& field = sections.property();
    if (body_ == Body::SUB_RESOURCE) {
      in_.add_property(*state_.sub_resources.back().resource);
    } else if (body_ == Body::NODE) {
      SceneNodeEntry& node = *node_;
      in_.convert_property(text::PropertyOwner::NODE, node.type, field);
      node.properties.emplace_back(std::string(field.name), std::move(field.value));
    } else {
      sections.fail_at(field.offset, "Property '" + std::string(field.name) +
                                         "' outside a [node] or [sub_resource] section");
    }
  }

  void read_node() {
    constexpr std::string_view kHeading = "node";
    SceneNodeEntry& node = new_node();
    SectionReader& sections = in_.sections();
    bool has_name = false;
    for (TextField& field : sections.heading().attributes()) {
      const std::string_view key = field.name;
      if (key == "name") {
        node.name = in_.string_of(field, kHeading);
        has_name = true;
      } else if (key == "type") {
        node.type = in_.class_name(in_.string_of(field, kHeading));
      } else if (key == "parent") {
        node.parent.emplace(in_.string_of(field, kHeading));
      } else if (key == "owner") {
        node.details().owner.emplace(in_.string_of(field, kHeading));
      } else if (key == "index") {
        node.details().index = in_.take_int(field, kHeading);
      } else if (key == "unique_id") {
        node.details().unique_id = in_.take_int(field, kHeading);
      } else if (key == "parent_id_path") {
        node.details().parent_id_path = std::move(field.variant());
      } else if (key == "node_paths") {
        node.details().node_paths = expect<PackedStringArray>(field, "a PackedStringArray");
      } else if (key == "groups") {
        node.details().groups = expect<Array>(field, "an array");
      } else if (key == "instance_placeholder") {
        node.details().instance_placeholder.emplace(in_.string_of(field, kHeading));
      } else if (key == "instance") {
        if (field.variant().get_type() != Variant::OBJECT) {
          sections.fail_at(field.offset, "Expected ExtResource(\"id\") for instance=");
        }
        node.instance = std::move(field.value);
      } else {
        node.details().other_attributes.emplace_back(std::string(field.name),
                                                     std::move(field.variant()));
      }
    }
    std::size_t at = sections.heading().offset;
    if (!has_name) sections.fail_at(at, "Missing name= in [node] heading");
    // Godot's SceneState: one root (the first node, without parent=), every other node
    // under it.
    if (nodes_read_ == 1 && node.parent) {
      sections.fail_at(at, "The first [node] is the scene's root and takes no parent=");
    }
    if (nodes_read_ > 1 && !node.parent) {
      sections.fail_at(at, "Missing parent= in [node] heading (only the root has none)");
    }
  }

  template <class T>
  T expect(TextField& field, const char* what) {
    if (T* value = field.variant().get_if<T>()) return std::move(*value);
    in_.sections().fail_at(field.offset, "Expected " + std::string(what) + " for " +
                                             std::string(field.name) + "= in [node]");
  }

  void read_connection() {
    constexpr std::string_view kHeading = "connection";
    SceneConnectionEntry& connection = state_.connections.emplace_back();
    connection.signal = in_.take_string(in_.required("signal"), kHeading);
    connection.from = in_.take_string(in_.required("from"), kHeading);
    connection.to = in_.take_string(in_.required("to"), kHeading);
    connection.method = in_.take_string(in_.required("method"), kHeading);
    SectionReader& sections = in_.sections();
    if (TextField* flags = sections.heading().find("flags")) {
      connection.flags = in_.take_int(*flags, kHeading);
    }
    if (TextField* unbinds = sections.heading().find("unbinds")) {
      connection.unbinds = in_.take_int(*unbinds, kHeading);
    }
    if (TextField* binds = sections.heading().find("binds")) {
      Array* array = binds->variant().get_if<Array>();
      if (!array) sections.fail_at(binds->offset, "Expected an array for binds= in [connection]");
      connection.binds = std::move(*array);
    }
  }

  enum class Body { NONE, SUB_RESOURCE, NODE };

  std::string_view source_;
  text::TextReader in_;
  SceneState state_;
  Phase phase_ = Phase::EXT;
  Body body_ = Body::NONE;
  std::size_t nodes_read_ = 0;
  SceneNodeEntry* node_ = nullptr;  // the [node] being read
  // build(): the scene's path, the builder (made at the first [node]) and the heap's setting
  // for the nodes it will make.
  const std::string* scene_path_ = nullptr;
  std::optional<detail::BulkHeapScope> bulk_;
  std::optional<detail::SceneBuilder> builder_;
};

}  // namespace

SceneState read_scene_text(std::string_view text, const TextReadOptions& options) {
  register_io_types();
  return SceneReader(text, options).read();
}

Node* instantiate_scene_text(std::string_view text, const TextReadOptions& options,
                             const std::string& scene_path) {
  register_io_types();
  return SceneReader(text, options).build(scene_path);
}

}  // namespace arbor
