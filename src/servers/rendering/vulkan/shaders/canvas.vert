#version 450
// 2D: canvas vertices in pixels (y down) to clip space.

layout(location = 0) in vec2 in_position;
layout(location = 1) in vec2 in_uv;
layout(location = 2) in vec4 in_color;

layout(push_constant) uniform CanvasConstants {
  vec2 inv_half_size;  // 2 / target size
  uint flags;
  uint pad;
} constants;

layout(location = 0) out vec2 out_uv;
layout(location = 1) out vec4 out_color;

void main() {
  gl_Position = vec4(in_position * constants.inv_half_size - 1.0, 0.0, 1.0);
  out_uv = in_uv;
  out_color = in_color;
}
