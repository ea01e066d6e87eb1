#version 450
// HDR to display: exposure, then Godot 4's tonemappers (linear, Reinhard, filmic, ACES, AgX),
// into an sRGB target (the hardware encodes).

layout(set = 0, binding = 0) uniform sampler2D hdr;

layout(push_constant) uniform TonemapConstants {
  float exposure;
  float white;
  uint tonemapper;
  uint pad;
} constants;

layout(location = 0) in vec2 in_clip;
layout(location = 0) out vec4 out_color;

#define TONEMAPPER_LINEAR 0u
#define TONEMAPPER_REINHARD 1u
#define TONEMAPPER_FILMIC 2u
#define TONEMAPPER_ACES 3u
#define TONEMAPPER_AGX 4u

// Reinhard's extended operator with a white point.
vec3 tonemap_reinhard(vec3 color, float white) {
  float white_squared = white * white;
  vec3 white_squared_color = white_squared * color;
  return (white_squared_color + color * color) / (white_squared_color + white_squared);
}

// Hable's filmic curve with Godot's constants and exposure bias of 2, normalised by white.
vec3 tonemap_filmic(vec3 color, float white) {
  const float exposure_bias = 2.0;
  const float A = 0.22 * exposure_bias * exposure_bias;
  const float B = 0.30 * exposure_bias;
  const float C = 0.10;
  const float D = 0.20;
  const float E = 0.01;
  const float F = 0.30;
  vec3 mapped = ((color * (A * color + C * B) + D * E) / (color * (A * color + B) + D * F)) - E / F;
  float mapped_white = ((white * (A * white + C * B) + D * E) / (white * (A * white + B) + D * F)) - E / F;
  return mapped / mapped_white;
}

// The ACES fit Godot uses (RRT + ODT by Stephen Hill), exposure bias 1.8, normalised by white.
vec3 tonemap_aces(vec3 color, float white) {
  const float exposure_bias = 1.8;
  const float A = 0.0245786;
  const float B = 0.000090537;
  const float C = 0.983729;
  const float D = 0.432951;
  const float E = 0.238081;
  const mat3 rgb_to_rrt = mat3(
      vec3(0.59719 * exposure_bias, 0.35458 * exposure_bias, 0.04823 * exposure_bias),
      vec3(0.07600 * exposure_bias, 0.90834 * exposure_bias, 0.01566 * exposure_bias),
      vec3(0.02840 * exposure_bias, 0.13383 * exposure_bias, 0.83777 * exposure_bias));
  const mat3 odt_to_rgb = mat3(vec3(1.60475, -0.53108, -0.07367),
                               vec3(-0.10208, 1.10813, -0.00605),
                               vec3(-0.00327, -0.07276, 1.07602));
  color *= rgb_to_rrt;
  vec3 mapped = (color * (color + A) - B) / (color * (C * color + D) + E);
  mapped *= odt_to_rgb;
  white *= exposure_bias;
  float mapped_white = (white * (white + A) - B) / (white * (C * white + D) + E);
  return mapped / mapped_white;
}

// Godot's AgX: the input taken to a log2 encoding of Rec. 2020 (with Blender's inset), Godot's
// polynomial fit of the sigmoid, then back to linear sRGB with the outset. Ignores white.
vec3 tonemap_agx(vec3 color) {
  const mat3 srgb_to_rec2020_inset = mat3(
      0.54490813676363087053, 0.14044005884001287035, 0.088827411851915368603,
      0.37377945959812267119, 0.75410959864013760045, 0.17887712465043811023,
      0.081384976686407536266, 0.10543358536857773485, 0.73224999956948382528);
  const mat3 outset_rec2020_to_srgb = mat3(
      1.9645509602733325934, -0.29932243390911083839, -0.16436833806080403409,
      -0.85585845117807513559, 1.3264510741502356555, -0.23822464068860595117,
      -0.10886710826831608324, -0.027084020983874825605, 1.402665347143271889);
  const float min_ev = -12.4739311883324;
  const float max_ev = 4.02606881166759;
  color = max(color, 2e-10);
  color = srgb_to_rec2020_inset * color;
  color = clamp(log2(color), min_ev, max_ev);
  color = (color - min_ev) / (max_ev - min_ev);
  vec3 x2 = color * color;
  vec3 x4 = x2 * x2;
  color = 0.021 * color + 4.0111 * x2 - 25.682 * x2 * color + 70.359 * x4 - 74.778 * x4 * color +
          27.069 * x4 * x2;
  color = pow(color, vec3(2.4));
  return outset_rec2020_to_srgb * color;
}

void main() {
  vec2 uv = in_clip * 0.5 + 0.5;
  vec4 source = texture(hdr, uv);
  vec3 color = source.rgb * constants.exposure;
  if (constants.tonemapper == TONEMAPPER_REINHARD) {
    color = tonemap_reinhard(max(color, vec3(0.0)), constants.white);
  } else if (constants.tonemapper == TONEMAPPER_FILMIC) {
    color = tonemap_filmic(max(color, vec3(0.0)), constants.white);
  } else if (constants.tonemapper == TONEMAPPER_ACES) {
    color = tonemap_aces(max(color, vec3(0.0)), constants.white);
  } else if (constants.tonemapper == TONEMAPPER_AGX) {
    color = tonemap_agx(color);
  }
  out_color = vec4(clamp(color, 0.0, 1.0), source.a);
}
