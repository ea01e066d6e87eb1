// ShaderMaterial: a material drawn by a Godot shader with its parameters.
#pragma once

#include <vector>

#include "arbor/core/object/property_store.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/shader.h"

namespace arbor {

/// A material that runs a Godot Shader (Godot's ShaderMaterial). It keeps the shader and every
/// `shader_parameter/<name>` a file gives, in order, and writes them back unchanged (Godot 3's
/// `shader_param/` names are read as Godot 4's). Arbor does not translate Godot shaders yet:
/// renderers draw surfaces using one with a fallback (an unlit magenta, so it is seen) and
/// warn once per material (warn_fallback_once()).
class ShaderMaterial : public Material {
  ARBOR_CLASS(ShaderMaterial, Material)

 public:
  ShaderMaterial() = default;

  void set_shader(const Ref<Shader>& shader);
  [[nodiscard]] const Ref<Shader>& get_shader() const { return shader_; }

  /// Sets a uniform's value; nil removes it (Godot's set_shader_parameter).
  void set_shader_parameter(const StringName& name, const Variant& value);
  /// The value set for a uniform, or nil.
  [[nodiscard]] Variant get_shader_parameter(const StringName& name) const;
  /// Every parameter set, in the order set.
  [[nodiscard]] const PropertyStore& get_shader_parameters() const { return parameters_; }

  /// Reports, the first time it is called for this material, that it is drawn with Arbor's
  /// fallback because Godot shaders are not translated yet (report_resource_warning).
  void warn_fallback_once() const;

 protected:
  static void _bind_methods();
  bool _set(const StringName& property, const Variant& value) override;
  bool _get(const StringName& property, Variant& value) const override;
  void _get_property_list(std::vector<PropertyInfo>& list) const override;
  /// A spatial shader draws over the same geometry again and orders by priority; while the
  /// shader is not loaded, whether a file gave `render_priority` tells.
  [[nodiscard]] bool can_do_next_pass() const override;
  [[nodiscard]] bool can_use_render_priority() const override { return can_do_next_pass(); }

 private:
  Ref<Shader> shader_;
  PropertyStore parameters_;
  mutable bool warned_ = false;
};

}  // namespace arbor
