#version 450
// One triangle covering the target; `out_clip` is the clip-space position (y down, Vulkan's).

layout(location = 0) out vec2 out_clip;

void main() {
  vec2 position = vec2(float((gl_VertexIndex << 1) & 2), float(gl_VertexIndex & 2)) * 2.0 - 1.0;
  out_clip = position;
  gl_Position = vec4(position, 0.0, 1.0);
}
