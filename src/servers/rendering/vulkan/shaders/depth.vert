#version 450
// Depth-only passes (shadow maps, the depth prepass): positions through the push constant's
// matrix, uvs for alpha scissor.
#include "scene_data.glsl"
#include "material.glsl"
#include "instance.glsl"

layout(location = 0) in vec3 in_position;
layout(location = 4) in vec2 in_uv;

layout(location = 0) out vec2 out_uv;

void main() {
  mat4 model;
  drawn_record(model);
  model = billboard(model, material.flags.x);
  gl_Position = draw.view_projection * (model * vec4(in_position, 1.0));
  out_uv = material_uv(in_uv);
}
