#include "io/instantiate_properties.h"

#include <span>

namespace arbor::detail {
namespace {

// Whether a property of type `type` takes `value` without a lossy conversion (Godot's setter
// calls validate arguments with Variant::can_convert_strict).
bool accepts(Variant::Type type, const Variant& value) {
  return Variant::can_convert_strict(value.get_type(), type);
}

bool is_container(const Variant& value) {
  return value.get_type() == Variant::ARRAY || value.get_type() == Variant::DICTIONARY;
}

}  // namespace

void PropertyApplier::apply(Node* node, std::string_view name, const Variant& value, bool deep) {
  const Slot& found = slot(node, name);
  if (is_container(value)) {
    apply_owned(node, found, value.duplicate(deep));
  } else {
    apply_owned(node, found, value);
  }
}

void PropertyApplier::apply_owned(Node* node, const Slot& found, const Variant& value) {
  if (found.property) {
    if (found.property->set && set_through_setter(node, *found.property, value)) return;
  } else if (node->set(found.name, value)) {
    return;
  }
  node->keep_property(found.name, value);
}

bool PropertyApplier::takes_object(const Node* node, std::string_view name) {
  const Slot& found = slot(node, name);
  return found.property && found.property->info.type == Variant::OBJECT;
}

void PropertyApplier::apply_node_path(Node* node, std::string_view name, const Variant& path) {
  const Slot& found = slot(node, name);
  if (takes_object(node, name) && path.get_type() == Variant::NODE_PATH) {
    Node* target = node->get_node_or_null(static_cast<NodePath>(path));
    apply(node, name, target ? Variant(target->get_instance_id()) : Variant());
    return;
  }
  apply(node, name, path);
  // A reference the class does not declare (a script Arbor does not bind, a MissingNode) stays a
  // path and is kept; it is listed in `node_paths` again when the scene is saved.
  if (path.get_type() == Variant::NODE_PATH) node->mark_kept_node_path(found.name);
}

const PropertyApplier::Slot& PropertyApplier::slot(const Node* node, std::string_view name) {
  const Key key{&node->get_class_info(), name};
  if (last_slot_ && key == last_key_) return *last_slot_;
  auto it = slots_.find(key);
  if (it == slots_.end()) {
    StringName interned(name);
    const ClassDB::Property* property =
        ClassDB::get_property(ClassDB::registered_class_of(*key.class_info), interned);
    it = slots_.emplace(Key{key.class_info, interned.view()}, Slot{interned, property}).first;
  }
  last_key_ = it->first;
  last_slot_ = &it->second;
  return it->second;
}

bool PropertyApplier::set_through_setter(Node* node, const ClassDB::Property& property,
                                         const Variant& value) {
  if (!accepts(property.info.type, value)) return false;
  try {
    property.set_value(node, value);
  } catch (const Error&) {
    return false;
  }
  return true;
}

}  // namespace arbor::detail
