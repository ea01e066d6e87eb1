// LocalResources: each scene instance's own copies of its resource_local_to_scene resources.
#pragma once

#include <deque>
#include <unordered_map>

#include "arbor/core/object/resource.h"
#include "arbor/core/variant/variant.h"

namespace arbor::detail {

/// Copies the resources marked `resource_local_to_scene` that one instantiation meets (Godot's
/// Resource::duplicate_for_local_scene): each original is copied once per instantiation, so
/// the nodes of one instance share one copy and every instance has its own. A copy has the
/// original's class, properties (local-to-scene resources among them replaced by their copies
/// too, others shared), kept properties and scene unique id (so saving the instance writes the
/// id the file had), and no path. Sub-scenes are instantiated on their own, so they get copies
/// of their own.
class LocalResources {
 public:
  /// `value`, or the same value holding this instantiation's copies when it refers to a
  /// local-to-scene resource directly or inside arrays and dictionaries.
  [[nodiscard]] const Variant& localize(const Variant& value);

 private:
  [[nodiscard]] Variant localized(const Variant& value);
  [[nodiscard]] const Variant& copy_of(Resource& original);

  std::unordered_map<const Resource*, Variant> copies_;
  std::deque<Variant> containers_;  // localized arrays and dictionaries, alive for the build
};

/// Whether `value` refers to a local-to-scene resource, directly or inside arrays and
/// dictionaries.
[[nodiscard]] bool holds_local_resource(const Variant& value);

}  // namespace arbor::detail
