#version 450
// The colour pass: StandardMaterial3D's subset lit by the view's lights, ambient light and the
// sky's radiance, into the HDR target.
#include "scene_data.glsl"
#include "material.glsl"
#include "lighting.glsl"

layout(set = 0, binding = 3) uniform sampler2DArrayShadow shadow_map;
layout(set = 0, binding = 4) uniform samplerCube radiance;

layout(location = 0) in vec3 in_world;
layout(location = 1) in vec3 in_normal;
layout(location = 2) in vec4 in_tangent;
layout(location = 3) in vec4 in_color;
layout(location = 4) in vec2 in_uv;
layout(location = 5) in float in_view_depth;

layout(location = 0) out vec4 out_color;

// Four bilinear comparisons half a texel apart on each side: a 3×3 tent filter over the
// texels around the fragment, the same on every device.
float sample_pcf(vec2 uv, float layer, float depth) {
  vec2 half_texel = vec2(0.5 * scene.shadow_params.y);
  float sum = texture(shadow_map, vec4(uv + vec2(-half_texel.x, -half_texel.y), layer, depth));
  sum += texture(shadow_map, vec4(uv + vec2(half_texel.x, -half_texel.y), layer, depth));
  sum += texture(shadow_map, vec4(uv + vec2(-half_texel.x, half_texel.y), layer, depth));
  sum += texture(shadow_map, vec4(uv + vec2(half_texel.x, half_texel.y), layer, depth));
  return sum * 0.25;
}

// How much of directional light 0 reaches the fragment (1: lit), from its cascaded shadow map.
float directional_shadow(vec3 world, vec3 normal, float view_depth) {
  uint cascades = uint(scene.shadow_params.x);
  if (view_depth > scene.shadow_splits[cascades - 1u]) return 1.0;
  uint cascade = 0u;
  while (cascade + 1u < cascades && view_depth > scene.shadow_splits[cascade]) ++cascade;
  vec3 light = scene.directional_direction[0].xyz;
  float slope = 1.0 - max(0.0, dot(light, normal));
  vec3 offset = normal * scene.shadow_bias[cascade].y * slope;
  vec4 coord = scene.shadow_matrices[cascade] * vec4(world + offset, 1.0);
  if (any(lessThan(coord.xy, vec2(0.0))) || any(greaterThan(coord.xy, vec2(1.0)))) return 1.0;
  float shadow = sample_pcf(coord.xy, float(cascade), coord.z - scene.shadow_bias[cascade].x);
  shadow = mix(1.0, shadow, scene.shadow_bias[cascade].z);
  float fade = smoothstep(scene.shadow_params.z, scene.shadow_params.w, view_depth);
  return mix(shadow, 1.0, fade);
}

vec3 perturbed_normal(vec3 normal, vec2 uv) {
  if ((material.flags.x & MATERIAL_NORMAL_MAP) == 0u) return normal;
  vec3 tangent = normalize(in_tangent.xyz - normal * dot(normal, in_tangent.xyz));
  vec3 binormal = cross(normal, tangent) * in_tangent.w;
  vec3 map = texture(normal_texture, uv).rgb;
  map.xy = map.xy * 2.0 - 1.0;
  map.z = sqrt(max(0.0, 1.0 - dot(map.xy, map.xy)));
  return normalize(mix(normal, tangent * map.x + binormal * map.y + normal * map.z,
                       material.surface.w));
}

vec3 material_emission(vec2 uv) {
  if ((material.flags.x & MATERIAL_EMISSION) == 0u) return vec3(0.0);
  vec3 emission = material.emission.rgb;
  if ((material.flags.x & MATERIAL_EMISSION_TEXTURE) != 0u) {
    vec3 texel = texture(emission_texture, uv).rgb;
    emission = (material.flags.x & MATERIAL_EMISSION_MULTIPLY) != 0u ? emission * texel
                                                                      : emission + texel;
  }
  return emission * material.emission.a;
}

void material_metal_rough(vec2 uv, out float metallic, out float roughness) {
  metallic = material.surface.x;
  roughness = material.surface.y;
  if ((material.flags.x & MATERIAL_ORM_TEXTURE) != 0u) {
    vec4 orm = texture(metallic_texture, uv);
    roughness *= orm.g;
    metallic *= orm.b;
    return;
  }
  if ((material.flags.x & MATERIAL_METALLIC_TEXTURE) != 0u) {
    metallic *= texture_channel(texture(metallic_texture, uv), material.flags.y);
  }
  if ((material.flags.x & MATERIAL_ROUGHNESS_TEXTURE) != 0u) {
    roughness *= texture_channel(texture(roughness_texture, uv), material.flags.z);
  }
}

void main() {
  vec4 albedo = material_albedo(in_uv, in_color);
  if (material_discards(albedo.a)) discard;
  float alpha = (material.flags.x & MATERIAL_ALPHA_BLEND) != 0u ? albedo.a : 1.0;
  if ((material.flags.x & MATERIAL_UNSHADED) != 0u) {
    out_color = vec4(albedo.rgb, alpha);
    return;
  }

  Surface s;
  vec3 normal = normalize(in_normal);
  if (!gl_FrontFacing) normal = -normal;
  s.normal = perturbed_normal(normal, in_uv);
  s.view = scene.camera_position.w > 0.5 ? scene.inv_view[2].xyz
                                         : normalize(scene.camera_position.xyz - in_world);
  s.albedo = albedo.rgb;
  material_metal_rough(in_uv, s.metallic, s.roughness);
  s.f0 = f0_of(s.metallic, material.surface.z, s.albedo);

  uint flags = scene.counts.x;
  vec3 ambient = vec3(0.0);
  vec3 specular = vec3(0.0);
  vec3 diffuse = vec3(0.0);
  float max_lod = scene.sky.x;
  if ((material.flags.x & MATERIAL_NO_AMBIENT) == 0u) {
    if ((flags & SCENE_REFLECTION_SKY) != 0u) {
      vec3 reflected = reflect(-s.view, s.normal);
      reflected = mix(reflected, s.normal, s.roughness * s.roughness);
      float horizon = min(1.0 + dot(reflected, s.normal), 1.0);
      specular = textureLod(radiance, reflected, sqrt(s.roughness) * max_lod).rgb;
      specular *= horizon * horizon * scene.sky.z;
    }
    if ((flags & SCENE_AMBIENT_LIGHT) != 0u) {
      ambient = scene.ambient.rgb;
      if ((flags & SCENE_AMBIENT_SKY) != 0u) {
        vec3 sky_ambient = textureLod(radiance, s.normal, max_lod).rgb * scene.sky.y;
        ambient = mix(ambient, sky_ambient, scene.ambient.a);
      }
    }
    specular *= environment_brdf(s.f0, s.roughness, s.metallic, max(dot(s.normal, s.view), 0.0));
  }

  bool receives_shadows = (material.flags.x & MATERIAL_NO_SHADOWS) == 0u;
  for (uint i = 0u; i < scene.counts.y; ++i) {
    float shadow = 1.0;
    // Surfaces facing away from the light get none of it: no shadow lookup for them.
    if (i == 0u && receives_shadows && (flags & SCENE_SHADOWS) != 0u &&
        dot(s.normal, scene.directional_direction[0].xyz) > 0.0) {
      shadow = directional_shadow(in_world, normalize(in_normal), in_view_depth);
    }
    light_compute(s, scene.directional_direction[i].xyz, scene.directional_color[i].rgb, shadow,
                  scene.directional_direction[i].w, diffuse, specular);
  }
  for (uint i = 0u; i < scene.counts.z; ++i) {
    vec3 to_light = scene.omni_position[i].xyz - in_world;
    float distance = length(to_light);
    float attenuation = omni_attenuation(distance, scene.omni_position[i].w, scene.omni_params[i].x);
    light_compute(s, to_light / max(distance, 1e-6), scene.omni_color[i].rgb, attenuation,
                  scene.omni_color[i].a, diffuse, specular);
  }
  for (uint i = 0u; i < scene.counts.w; ++i) {
    vec3 to_light = scene.spot_position[i].xyz - in_world;
    float distance = length(to_light);
    vec3 light = to_light / max(distance, 1e-6);
    float attenuation = omni_attenuation(distance, scene.spot_position[i].w, scene.spot_params[i].x);
    attenuation *= spot_cone(-light, scene.spot_direction[i].xyz, scene.spot_direction[i].w,
                             scene.spot_params[i].y);
    light_compute(s, light, scene.spot_color[i].rgb, attenuation, scene.spot_color[i].a, diffuse,
                  specular);
  }

  float diffuse_share = 1.0 - s.metallic;
  vec3 color = material_emission(in_uv) + (ambient + diffuse) * s.albedo * diffuse_share + specular;
  out_color = vec4(color, alpha);
}
