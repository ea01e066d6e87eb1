#include "arbor/io/missing_classes.h"

#include <map>
#include <string>
#include <unordered_set>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/core/variant/dictionary.h"
#include "arbor/scene/missing_node.h"
#include "arbor/scene/node.h"
#include "io/text/resource_properties.h"

namespace arbor {
namespace {

// Counts placeholders by class while it walks nodes, values and resources.
class MissingCounter {
 public:
  void visit_node(const Node& node) {
    if (const auto* missing = dynamic_cast<const MissingNode*>(&node)) {
      ++nodes_[missing->get_original_class()];
    }
    for (const PropertyInfo& info : node.get_property_list()) {
      if (info.type == Variant::OBJECT || info.type == Variant::ARRAY ||
          info.type == Variant::DICTIONARY || info.type == Variant::NIL) {
        visit_value(node.get(info.name));
      }
    }
    for (const auto& [name, value] : node.get_kept_properties().entries()) visit_value(value);
    for (const StringName& name : node.get_meta_list()) visit_value(node.get_meta(name));
    for (const Node* child : node.get_children()) visit_node(*child);
  }

  void visit_value(const Variant& value) {
    switch (value.get_type()) {
      case Variant::OBJECT:
        if (const auto* resource = dynamic_cast<const Resource*>(value.get_object())) {
          visit_resource(*resource);
        }
        return;
      case Variant::ARRAY:
        for (const Variant& item : static_cast<Array>(value)) visit_value(item);
        return;
      case Variant::DICTIONARY: {
        const auto dictionary = static_cast<Dictionary>(value);
        for (const Variant& key : dictionary.keys()) visit_value(key);
        for (const Variant& item : dictionary.values()) visit_value(item);
        return;
      }
      default:
        return;
    }
  }

  void visit_resource(const Resource& resource) {
    if (!seen_.insert(&resource).second) return;
    if (const auto* missing = dynamic_cast<const MissingResource*>(&resource)) {
      const std::string& name = missing->get_original_class();
      // A placeholder for an external resource of a class Arbor has was not loaded (a load
      // warning says why); it is not a class Arbor lacks.
      if (!ClassDB::is_parent_class(name, "Resource") || name == "MissingResource") {
        ++resources_[name];
      }
    }
    text::for_each_saved_property(
        resource, [this](const StringName&, const Variant& value) { visit_value(value); });
  }

  std::vector<MissingClass> result() const {
    std::vector<MissingClass> classes;
    for (const auto& [name, count] : nodes_) classes.push_back({MissingClass::NODE, name, count});
    for (const auto& [name, count] : resources_) {
      classes.push_back({MissingClass::RESOURCE, name, count});
    }
    return classes;
  }

 private:
  std::map<std::string, int> nodes_;
  std::map<std::string, int> resources_;
  std::unordered_set<const Resource*> seen_;
};

}  // namespace

std::vector<MissingClass> find_missing_classes(const Node& root) {
  MissingCounter counter;
  counter.visit_node(root);
  return counter.result();
}

std::vector<MissingClass> find_missing_classes(const Ref<Resource>& resource) {
  MissingCounter counter;
  if (resource) counter.visit_resource(*resource);
  return counter.result();
}

}  // namespace arbor
