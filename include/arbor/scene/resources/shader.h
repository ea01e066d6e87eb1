// Shader: the source of a Godot shader, kept as text.
#pragma once

#include <string>

#include "arbor/core/object/resource.h"

namespace arbor {

/// A Godot shading-language program (Godot's Shader): `.gdshader` files and the `code` of
/// Shader sub-resources. Arbor keeps the source and reads its `shader_type`; it does not
/// compile Godot shaders yet, so materials using one draw a fallback (see ShaderMaterial).
class Shader : public Resource {
  ARBOR_CLASS(Shader, Resource)

 public:
  /// What the shader draws, from its `shader_type` line (Godot's Shader::Mode).
  enum Mode : int { MODE_SPATIAL, MODE_CANVAS_ITEM, MODE_PARTICLES, MODE_SKY, MODE_FOG, MODE_MAX };

  Shader() = default;

  void set_code(const std::string& code);
  [[nodiscard]] const std::string& get_code() const { return code_; }
  /// The mode the code's `shader_type` names; MODE_SPATIAL when it names none.
  [[nodiscard]] Mode get_mode() const { return mode_; }

 protected:
  static void _bind_methods();

 private:
  std::string code_;
  Mode mode_ = MODE_SPATIAL;
};

}  // namespace arbor
