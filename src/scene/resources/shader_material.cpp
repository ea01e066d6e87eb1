#include "arbor/scene/resources/shader_material.h"

#include <string>
#include <string_view>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/resource_warnings.h"

namespace arbor {
namespace {

constexpr std::string_view kPrefix = "shader_parameter/";

// The uniform a `shader_parameter/<name>` property names, or empty.
std::string_view parameter_of(const StringName& property) {
  const std::string_view text = property.view();
  if (!text.starts_with(kPrefix) || text.size() == kPrefix.size()) return {};
  return text.substr(kPrefix.size());
}

}  // namespace

void ShaderMaterial::set_shader(const Ref<Shader>& shader) {
  if (shader == shader_) return;
  shader_ = shader;
  emit_changed();
}

void ShaderMaterial::set_shader_parameter(const StringName& name, const Variant& value) {
  if (value.get_type() == Variant::NIL) {
    if (parameters_.erase(name)) emit_changed();
    return;
  }
  parameters_.set(name, value);
  emit_changed();
}

Variant ShaderMaterial::get_shader_parameter(const StringName& name) const {
  const Variant* value = parameters_.find(name);
  return value ? *value : Variant();
}

void ShaderMaterial::warn_fallback_once() const {
  if (warned_) return;
  warned_ = true;
  report_resource_warning(*this,
                          "Godot shaders are not translated yet; drawn with Arbor's fallback "
                          "material (unlit magenta)");
}

bool ShaderMaterial::_set(const StringName& property, const Variant& value) {
  const std::string_view name = parameter_of(property);
  if (name.empty()) return false;
  // Kept even when nil: Godot writes uniforms it has no value for as `null`.
  parameters_.set(StringName(name), value);
  emit_changed();
  return true;
}

bool ShaderMaterial::can_do_next_pass() const {
  if (shader_) return shader_->get_mode() == Shader::MODE_SPATIAL;
  return is_render_priority_set();
}

bool ShaderMaterial::_get(const StringName& property, Variant& value) const {
  const std::string_view name = parameter_of(property);
  if (name.empty()) return false;
  const Variant* found = parameters_.find(StringName(name));
  if (found) value = *found;
  return found != nullptr;
}

void ShaderMaterial::_get_property_list(std::vector<PropertyInfo>& list) const {
  for (const auto& [name, value] : parameters_.entries()) {
    list.emplace_back(value.get_type(), StringName(std::string(kPrefix) + name.str()));
  }
}

void ShaderMaterial::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_shader", "shader"), &ShaderMaterial::set_shader);
  ClassDB::bind_method(D_METHOD("get_shader"), &ShaderMaterial::get_shader);
  ClassDB::bind_method(D_METHOD("set_shader_parameter", "param", "value"),
                       &ShaderMaterial::set_shader_parameter);
  ClassDB::bind_method(D_METHOD("get_shader_parameter", "param"),
                       &ShaderMaterial::get_shader_parameter);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shader", PROPERTY_HINT_RESOURCE_TYPE, "Shader"), "set_shader",
      "get_shader");
}

}  // namespace arbor
