#version 450
// The colour pass: world-space position, normal and tangent for lighting.
#include "scene_data.glsl"
#include "material.glsl"
#include "instance.glsl"

layout(location = 0) in vec3 in_position;
layout(location = 1) in vec3 in_normal;
layout(location = 2) in vec4 in_tangent;
layout(location = 3) in vec4 in_color;
layout(location = 4) in vec2 in_uv;

layout(location = 0) out vec3 out_world;
layout(location = 1) out vec3 out_normal;
layout(location = 2) out vec4 out_tangent;
layout(location = 3) out vec4 out_color;
layout(location = 4) out vec2 out_uv;
layout(location = 5) out float out_view_depth;

void main() {
  mat4 model;
  InstanceRecord record = drawn_record(model);
  model = billboard(model, material.flags.x);
  vec4 world = model * vec4(in_position, 1.0);
  // Normals follow the inverse transpose, which is the matrix itself up to a scale when the
  // scale is uniform (the usual case): the inverse is computed only otherwise.
  mat3 normal_matrix = mat3(model);
  vec3 scale_squared = vec3(dot(model[0].xyz, model[0].xyz), dot(model[1].xyz, model[1].xyz),
                            dot(model[2].xyz, model[2].xyz));
  if (any(greaterThan(abs(scale_squared - scale_squared.x), vec3(1e-4 * scale_squared.x)))) {
    normal_matrix = transpose(inverse(normal_matrix));
  }
  out_world = world.xyz;
  out_normal = normalize(normal_matrix * in_normal);
  out_tangent = vec4(normalize(mat3(model) * in_tangent.xyz), in_tangent.w);
  out_color = in_color * record.color;
  out_uv = material_uv(in_uv);
  out_view_depth = -(scene.view * world).z;
  gl_Position = scene.view_projection * world;
}
