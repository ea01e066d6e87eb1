// How a scene file's resources are made from their sections and turned back into properties.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"

namespace arbor::text {

/// A new resource for a `[sub_resource type=...]` or `[resource]` section: an instance of
/// `type` when ClassDB can make one and it is a Resource, otherwise a MissingResource(type)
/// that keeps every property.
[[nodiscard]] Ref<Resource> create_resource(const std::string& type);

/// Sets a property read from a section body: through the class when it has the property,
/// else kept on the resource (Resource::keep_property) to be written back. A placeholder given
/// to a resource property waits in its place (Resource::keep_unresolved_property). A value the
/// class's setter refuses is kept too, and the setter's message returned, for a warning. A
/// MissingResource keeps `resource_local_to_scene` and heeds it too.
std::optional<std::string> set_resource_property(Resource& resource, std::string_view name,
                                                 const Variant& value);

/// The class name a file gives the resource: a MissingResource's original class, else its own.
[[nodiscard]] std::string resource_file_class(const Resource& resource);

/// The properties a section body holds for `resource`, in Godot's saving order: for a
/// MissingResource its stored properties; for another class its storage properties that differ
/// from the class default (ClassDB::class_get_property_default_value), then its kept ones.
void for_each_saved_property(const Resource& resource,
                             const std::function<void(const StringName&, const Variant&)>& visit);

}  // namespace arbor::text
