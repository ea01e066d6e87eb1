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
/// else a new `Type_xxxxx`, unique in the file and set on the resource). An external
/// resource keeps the id it has for the file being written (Resource::get_id_for_path) unless
/// an earlier one took it; the others get `<n>_xxxxx` (n: the order met), which they then keep
/// for that file; the table is sorted by id in natural order. Generated ids depend only on what
/// is packed, so packing the same tree twice gives the same file. ResourceSaver gathers a
/// `.tres` file's tables with it too.
class PackResources {
 public:
  /// `file`: the `res://` path of the file the tables are for; empty when there is none.
  explicit PackResources(std::string file = {}) : file_(std::move(file)) {}

  /// Registers every resource `value` refers to, through arrays, dictionaries and built-in
  /// resources' saved properties. Throws arbor::Error when it holds something a file cannot
  /// store (a node, an object that is not a resource).
  void add(const Variant& value);
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
  std::unordered_set<const Resource*> seen_;
  std::vector<ExtResourceEntry> ext_resources_;
  std::vector<Ref<Resource>> sub_resources_;  // post-order: dependencies first
  std::unordered_set<std::string> ids_;
};

}  // namespace arbor::detail
