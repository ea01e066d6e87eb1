#version 450
// Shadow casters: depth only, with alpha scissor cut-outs.
#include "scene_data.glsl"
#include "material.glsl"

layout(location = 0) in vec2 in_uv;

void main() {
  if ((material.flags.x & MATERIAL_ALPHA_SCISSOR) != 0u) {
    float alpha = material_albedo(in_uv, vec4(1.0)).a;
    if (material_discards(alpha)) discard;
  }
}
