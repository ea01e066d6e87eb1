#include "node_description.h"

#include <array>
#include <string_view>

#include "arbor/core/object/missing_resource.h"
#include "arbor/core/object/property_info.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/variant/variant.h"
#include "arbor/scene/missing_node.h"

namespace arbor::app {
namespace {

// Whether a property holds what a node draws with.
bool is_render_resource_property(std::string_view name) {
  constexpr std::array<std::string_view, 5> kinds = {"mesh", "material", "texture", "environment",
                                                     "multimesh"};
  for (std::string_view kind : kinds) {
    if (name.find(kind) != std::string_view::npos) return true;
  }
  return false;
}

std::string describe(const Resource& resource) {
  const auto* missing = dynamic_cast<const MissingResource*>(&resource);
  std::string text = missing ? missing->get_original_class() : resource.get_class();
  if (!resource.get_name().empty()) {
    text += " '" + resource.get_name() + "'";
  } else if (!resource.is_built_in()) {
    text += " '" + resource.get_path() + "'";
  }
  return text;
}

}  // namespace

std::string display_class(const Node& node) {
  if (const auto* missing = dynamic_cast<const MissingNode*>(&node)) {
    return missing->get_original_class();
  }
  return node.get_class();
}

std::string describe_render_resources(const Node& node) {
  std::string out;
  for (const PropertyInfo& property : node.get_property_list()) {
    if (property.type != Variant::OBJECT || !(property.usage & PROPERTY_USAGE_STORAGE) ||
        !is_render_resource_property(property.name.view())) {
      continue;
    }
    const auto* resource = dynamic_cast<const Resource*>(node.get(property.name).get_object());
    if (!resource) continue;
    if (!out.empty()) out += ", ";
    out += property.name.str() + ": " + describe(*resource);
  }
  return out;
}

}  // namespace arbor::app
