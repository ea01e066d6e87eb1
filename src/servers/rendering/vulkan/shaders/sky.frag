#version 450
// The sky: Godot's ProceduralSkyMaterial (gradient sky and ground, suns from the directional
// lights) or PanoramaSkyMaterial, for the background and for the radiance cube map.

#define SKY_PROCEDURAL 0u
#define SKY_PANORAMA 1u
#define SKY_COLOR 2u
#define MAX_SUNS 4

layout(std140, set = 0, binding = 0) uniform SkyUniforms {
  vec4 top_color;        // linear, × sky energy
  vec4 horizon_color;    // linear, × sky energy
  vec4 ground_bottom;    // linear, × ground energy
  vec4 ground_horizon;   // linear, × ground energy
  vec4 curves;           // x: 0.6 / sky_curve, y: 0.6 / ground_curve, z: cos(sun_angle_max), w: sun curve
  vec4 params;           // x: energy multiplier, y: sun count, z: mode (SKY_*)
  vec4 sun_direction[MAX_SUNS];  // xyz: toward the sun; w: cos(angular size)
  vec4 sun_color[MAX_SUNS];      // rgb: linear color × energy
  mat4 rotation;         // sky_rotation: eye direction to sky direction
} sky;

layout(set = 0, binding = 1) uniform sampler2D panorama;

layout(push_constant) uniform SkyConstants {
  mat4 clip_to_direction;  // clip position at the far plane to a point along the eye direction
} constants;

layout(location = 0) in vec2 in_clip;
layout(location = 0) out vec4 out_color;

const float M_PI = 3.14159265358979;

vec3 procedural(vec3 eye) {
  float v_angle = clamp(eye.y, -1.0, 1.0);
  vec3 color = mix(sky.top_color.rgb, sky.horizon_color.rgb,
                   clamp(pow(1.0 - v_angle, sky.curves.x), 0.0, 1.0));
  for (int i = 0; i < int(sky.params.y); ++i) {
    float sun_angle = dot(sky.sun_direction[i].xyz, eye);
    float sun_size = sky.sun_direction[i].w;
    if (sun_angle > sun_size) {
      color = sky.sun_color[i].rgb;
    } else if (sun_angle > sky.curves.z) {
      float c2 = (sun_size - sun_angle) / (sun_size - sky.curves.z);
      color = mix(color, sky.sun_color[i].rgb, clamp(pow(1.0 - c2, sky.curves.w), 0.0, 1.0));
    }
  }
  vec3 ground = mix(sky.ground_bottom.rgb, sky.ground_horizon.rgb,
                    clamp(pow(1.0 + v_angle, sky.curves.y), 0.0, 1.0));
  return mix(ground, color, step(0.0, eye.y));
}

vec3 panorama_color(vec3 eye) {
  vec2 coords = vec2(atan(eye.x, eye.z), acos(-eye.y));
  if (coords.x < 0.0) coords.x += M_PI * 2.0;
  coords /= vec2(M_PI * 2.0, M_PI);
  return texture(panorama, coords).rgb;
}

void main() {
  vec4 direction = constants.clip_to_direction * vec4(in_clip, 1.0, 1.0);
  vec3 eye = normalize((sky.rotation * vec4(direction.xyz / direction.w, 0.0)).xyz);
  uint mode = uint(sky.params.z);
  vec3 color = mode == SKY_PANORAMA ? panorama_color(eye)
             : mode == SKY_COLOR    ? sky.top_color.rgb
                                    : procedural(eye);
  out_color = vec4(color * sky.params.x, 1.0);
}
