// A material's parameters and textures (descriptor set 1). Mirrors struct MaterialUniforms in
// gpu_layouts.h.

#define MATERIAL_ALBEDO_TEXTURE 1u
#define MATERIAL_METALLIC_TEXTURE 2u
#define MATERIAL_ROUGHNESS_TEXTURE 4u
#define MATERIAL_ORM_TEXTURE 8u
#define MATERIAL_EMISSION 16u
#define MATERIAL_EMISSION_TEXTURE 32u
#define MATERIAL_NORMAL_MAP 64u
#define MATERIAL_UNSHADED 128u
#define MATERIAL_VERTEX_COLOR 256u
#define MATERIAL_VERTEX_COLOR_SRGB 512u
#define MATERIAL_ALPHA_SCISSOR 1024u
#define MATERIAL_ALPHA_BLEND 2048u
#define MATERIAL_NO_SHADOWS 4096u
#define MATERIAL_NO_AMBIENT 8192u
#define MATERIAL_ALPHA_HASH 16384u
#define MATERIAL_EMISSION_MULTIPLY 32768u
#define MATERIAL_BILLBOARD 65536u
#define MATERIAL_BILLBOARD_FIXED_Y 131072u
#define MATERIAL_BILLBOARD_KEEP_SCALE 262144u

layout(std140, set = 1, binding = 0) uniform MaterialUniforms {
  vec4 albedo;    // linear rgb, alpha
  vec4 emission;  // linear rgb × energy
  vec4 surface;   // x: metallic, y: roughness, z: specular, w: normal scale
  vec4 alpha;     // x: scissor threshold, y: hash scale
  vec4 uv1;       // xy: scale, zw: offset
  uvec4 flags;    // x: MATERIAL_*; y: metallic channel; z: roughness channel
} material;

layout(set = 1, binding = 1) uniform sampler2D albedo_texture;     // sRGB view
layout(set = 1, binding = 2) uniform sampler2D metallic_texture;   // or the ORM texture
layout(set = 1, binding = 3) uniform sampler2D roughness_texture;
layout(set = 1, binding = 4) uniform sampler2D emission_texture;   // sRGB view
layout(set = 1, binding = 5) uniform sampler2D normal_texture;

float texture_channel(vec4 texel, uint channel) {
  if (channel == 4u) return dot(texel.rgb, vec3(0.299, 0.587, 0.114));
  return texel[channel];
}

vec2 material_uv(vec2 uv) { return uv * material.uv1.xy + material.uv1.zw; }

// The albedo and alpha a surface has at a fragment (texture × color × vertex color).
vec4 material_albedo(vec2 uv, vec4 vertex_color) {
  vec4 albedo = material.albedo;
  if ((material.flags.x & MATERIAL_ALBEDO_TEXTURE) != 0u) albedo *= texture(albedo_texture, uv);
  if ((material.flags.x & MATERIAL_VERTEX_COLOR) != 0u) {
    vec4 color = vertex_color;
    if ((material.flags.x & MATERIAL_VERTEX_COLOR_SRGB) != 0u) color.rgb = srgb_to_linear(color.rgb);
    albedo *= color;
  }
  return albedo;
}

// Alpha scissor and hash: whether the fragment is cut away.
bool material_discards(float alpha) {
  if ((material.flags.x & MATERIAL_ALPHA_SCISSOR) != 0u) return alpha < material.alpha.x;
  return false;
}
