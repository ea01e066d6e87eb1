#version 450
// 2D: the batch's texture (white when it has none) times the vertex color, in sRGB space as
// Godot's 2D draws in an 8-bit target.

layout(set = 0, binding = 0) uniform sampler2D canvas_texture;

layout(location = 0) in vec2 in_uv;
layout(location = 1) in vec4 in_color;
layout(location = 0) out vec4 out_color;

void main() { out_color = texture(canvas_texture, in_uv) * in_color; }
