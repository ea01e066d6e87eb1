// The data every 3D pass of a view reads (descriptor set 0), and the per-instance records.
// Mirrors struct SceneUniforms and InstanceRecord in gpu_layouts.h: keep both in step.

#define MAX_DIRECTIONAL_LIGHTS 4
#define MAX_OMNI_LIGHTS 16
#define MAX_SPOT_LIGHTS 16
#define MAX_CASCADES 4

#define SCENE_AMBIENT_LIGHT 1u       // ambient light is on (color, or mixed with the sky)
#define SCENE_AMBIENT_SKY 2u         // ambient light samples the sky's radiance
#define SCENE_REFLECTION_SKY 4u      // specular reflections sample the sky's radiance
#define SCENE_SHADOWS 8u             // directional light 0 has a shadow map

layout(std140, set = 0, binding = 0) uniform SceneUniforms {
  mat4 view;             // world to view
  mat4 projection;       // view to Vulkan clip space
  mat4 view_projection;  // world to Vulkan clip space
  mat4 inv_view;         // view to world (the camera's transform)
  mat4 inv_projection;   // Vulkan clip space to view
  vec4 camera_position;  // xyz: world position; w: 1 for orthogonal projections
  vec4 viewport;         // width, height, 1 / width, 1 / height
  vec4 ambient;          // rgb: ambient color × energy (linear); a: sky contribution
  vec4 sky;              // x: radiance mip count - 1; y: ambient energy; z: radiance energy
  uvec4 counts;          // x: SCENE_* flags; y: directional, z: omni, w: spot light count
  vec4 directional_direction[MAX_DIRECTIONAL_LIGHTS];  // xyz: toward the light; w: specular
  vec4 directional_color[MAX_DIRECTIONAL_LIGHTS];      // rgb: color × energy × π; a: size
  mat4 shadow_matrices[MAX_CASCADES];  // world to shadow map (xy: uv, z: depth)
  vec4 shadow_splits;    // view-space distance where each cascade ends
  vec4 shadow_params;    // x: cascade count; y: 1 / map size; z: fade from; w: fade to
  vec4 shadow_bias[MAX_CASCADES];  // x: depth bias; y: normal offset (world units); z: opacity
  vec4 omni_position[MAX_OMNI_LIGHTS];  // xyz: world position; w: 1 / range
  vec4 omni_color[MAX_OMNI_LIGHTS];     // rgb: color × energy × π; a: specular amount
  vec4 omni_params[MAX_OMNI_LIGHTS];    // x: attenuation (decay); y: size
  vec4 spot_position[MAX_SPOT_LIGHTS];  // xyz: world position; w: 1 / range
  vec4 spot_direction[MAX_SPOT_LIGHTS]; // xyz: where the light points; w: cos(spot angle)
  vec4 spot_color[MAX_SPOT_LIGHTS];     // rgb: color × energy × π; a: specular amount
  vec4 spot_params[MAX_SPOT_LIGHTS];    // x: attenuation (decay); y: cone attenuation; z: size
} scene;

// One drawn thing: its world transform as three rows of a 3×4 matrix, a color (MultiMesh
// colors; white otherwise), custom data, and the id picking reports.
struct InstanceRecord {
  vec4 rows[3];
  vec4 color;
  vec4 custom;
  uvec4 info;  // x: pick id (instance index + 1)
};

layout(std430, set = 0, binding = 1) readonly buffer Instances { InstanceRecord records[]; }
instances;

// The instances a draw list draws, batch after batch: indices into `instances`. A draw's
// firstInstance points at its batch's entries.
layout(std430, set = 0, binding = 2) readonly buffer DrawIndices { uint indices[]; }
draw_indices;

// A MultiMesh's instances, relative to the instance that draws it.
layout(std430, set = 2, binding = 0) readonly buffer MultiMeshInstances { InstanceRecord records[]; }
multimesh;

#define DRAW_MULTIMESH 1u

layout(push_constant) uniform DrawConstants {
  uint flags;      // DRAW_*
  uint instance;   // MultiMesh draws: index into `instances` of the instance drawing it
  uint cascade;    // shadow passes: which shadow matrix
  uint pad;
  mat4 view_projection;  // shadow and picking passes: world to clip space
} draw;

mat4 record_matrix(InstanceRecord record) {
  return transpose(mat4(record.rows[0], record.rows[1], record.rows[2], vec4(0.0, 0.0, 0.0, 1.0)));
}

vec3 srgb_to_linear(vec3 color) {
  return mix(pow((color + vec3(0.055)) * (1.0 / 1.055), vec3(2.4)), color * (1.0 / 12.92),
             lessThan(color, vec3(0.04045)));
}
