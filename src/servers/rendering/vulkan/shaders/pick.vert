#version 450
// Object-id picking: positions through the push constant's matrix, and each instance's pick id.
#include "scene_data.glsl"
#include "material.glsl"
#include "instance.glsl"

layout(location = 0) in vec3 in_position;
layout(location = 4) in vec2 in_uv;

layout(location = 0) out vec2 out_uv;
layout(location = 1) flat out uint out_pick_id;

void main() {
  mat4 model;
  InstanceRecord record = drawn_record(model);
  model = billboard(model, material.flags.x);
  gl_Position = draw.view_projection * (model * vec4(in_position, 1.0));
  out_uv = material_uv(in_uv);
  out_pick_id = record.info.x;
}
