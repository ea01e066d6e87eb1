#version 450
// Object-id picking: each fragment writes the pick id of the instance it belongs to.
#include "scene_data.glsl"
#include "material.glsl"

layout(location = 0) in vec2 in_uv;
layout(location = 1) flat in uint in_pick_id;

layout(location = 0) out uint out_id;

void main() {
  if ((material.flags.x & MATERIAL_ALPHA_SCISSOR) != 0u) {
    float alpha = material_albedo(in_uv, vec4(1.0)).a;
    if (material_discards(alpha)) discard;
  }
  out_id = in_pick_id;
}
