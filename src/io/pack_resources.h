// PackResources: the resources a scene being packed refers to.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "arbor/core/object/resource.h"
#include "arbor/core/variant/variant.h"
#include "arbor/io/scene_state.h"

namespace arbor::detail {

/// Gathers the resources met in a scene's values, as Godot's text saver does: a resource with
/// a file of its own becomes an `[ext_resource]`, a built-in one (no path, or a `path::id`
/// path) a `[sub_resource]` listed after the sub-resources it uses (id: its scene unique id,
/// else a new `Type_xxxxx`, unique in the file and set on the resource). A resource's own
/// properties are visited in the order of their names, as Godot's saver sorts them before it
/// looks for resources in them. An external resource keeps the id it has for the file being
/// written (Resource::get_id_for_path), else the one it had in the file the saved resource was
/// read from, unless an earlier one took it; the others get `<n>_xxxxx` (n: the order met),
/// which they then keep for that file; the table is sorted by id in natural order. Generated
/// ids depend only on what is packed, so packing the same tree twice gives the same file.
/// ResourceSaver gathers a `.tres` file's tables with it too.
class PackResources {
 public:
  /// `file`: the `res://` path of the file the tables are for; empty when there is none.
  /// `source`: the path of the file what is packed was read from (its external resources'
  /// ids there are kept), or empty.
  explicit PackResources(std::string file = {}, std::string source = {})
      : file_(std::move(file)), source_(std::move(source)) {}

  /// Registers every resource `value` refers to, through arrays, dictionaries and built-in
  /// resources' saved properties. Throws arbor::Error when it holds something a file cannot
  /// store (a node, an object that is not a resource).
  void add(const Variant& value);
  /// add() for each saved property of `resource` (see for_each_saved_property), in the order
  /// of their names; an error names the property.
  void add_properties_of(const Resource& resource);
  /// The `format=` Godot's saver picks for what was added: 4 when it holds a PackedByteArray of
  /// more than 64 bytes (written as base64) or a PackedVector4Array, else 3.
  [[nodiscard]] int format() const { return needs_format_4_ ? 4 : 3; }
  /// Leaves `resource` out of the tables (the main resource of the file being written).
  void skip(const Resource* resource) { seen_.insert(resource); }
  /// Moves the tables out, assigning the sub-resources' ids.
  void move_into(std::vector<ExtResourceEntry>& ext_resources,
                 std::vector<SubResourceEntry>& sub_resources);
  void move_into(SceneState& state) { move_into(state.ext_resources, state.sub_resources); }

 private:
  void add_resource(Resource* resource);
  void add_built_in(Resource* resource);
  void assign_ext_resource_ids();
  void assign_sub_resource_ids();

  std::string file_;
  std::string source_;
  bool needs_format_4_ = false;
  std::unordered_set<const Resource*> seen_;
  std::vector<ExtResourceEntry> ext_resources_;
  std::vector<Ref<Resource>> sub_resources_;  // post-order: dependencies first
  // Godot's saver keeps the two kinds of id apart: an `[ext_resource]` and a `[sub_resource]`
  // may both be "1".
  std::unordered_set<std::string> ext_ids_;
  std::unordered_set<std::string> sub_ids_;
};

}  // namespace arbor::detail
