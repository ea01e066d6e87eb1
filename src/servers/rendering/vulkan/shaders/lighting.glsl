// Godot 4's lighting: Burley diffuse, GGX specular with Smith visibility and Schlick Fresnel,
// its omni/spot attenuation and cone, its environment BRDF approximation.

const float M_PI = 3.14159265358979;

float schlick_fresnel(float u) {
  float m = 1.0 - u;
  float m2 = m * m;
  return m2 * m2 * m;
}

float d_ggx(float cos_theta_m, float alpha) {
  float a = cos_theta_m * alpha;
  float k = alpha / (1.0 - cos_theta_m * cos_theta_m + a * a);
  return k * k * (1.0 / M_PI);
}

float v_ggx(float n_dot_l, float n_dot_v, float alpha) {
  return 0.5 / mix(2.0 * n_dot_l * n_dot_v, n_dot_l + n_dot_v, alpha);
}

// Reflectance at normal incidence: dielectrics from `specular`, metals from their albedo.
vec3 f0_of(float metallic, float specular, vec3 albedo) {
  float dielectric = 0.16 * specular * specular;
  return mix(vec3(dielectric), albedo, vec3(metallic));
}

struct Surface {
  vec3 normal;
  vec3 view;  // toward the camera
  vec3 albedo;
  vec3 f0;
  float roughness;
  float metallic;
};

// Adds one light's diffuse and specular contributions (radiance × BRDF × N·L).
void light_compute(Surface s, vec3 light, vec3 light_color, float attenuation,
                   float specular_amount, inout vec3 diffuse, inout vec3 specular) {
  float n_dot_l = min(dot(s.normal, light), 1.0);
  float c_n_dot_l = max(n_dot_l, 0.0);
  float c_n_dot_v = max(dot(s.normal, s.view), 1e-4);
  vec3 h = normalize(s.view + light);
  float c_n_dot_h = clamp(dot(s.normal, h), 0.0, 1.0);
  float c_l_dot_h = clamp(dot(light, h), 0.0, 1.0);
  if (s.metallic < 1.0) {
    float fd90_minus_1 = 2.0 * c_l_dot_h * c_l_dot_h * s.roughness - 0.5;
    float fd_v = 1.0 + fd90_minus_1 * schlick_fresnel(c_n_dot_v);
    float fd_l = 1.0 + fd90_minus_1 * schlick_fresnel(c_n_dot_l);
    diffuse += light_color * ((1.0 / M_PI) * fd_v * fd_l * c_n_dot_l) * attenuation;
  }
  if (s.roughness > 0.0) {
    float alpha = s.roughness * s.roughness;
    float d = d_ggx(c_n_dot_h, alpha);
    float g = v_ggx(c_n_dot_l, c_n_dot_v, alpha);
    float f90 = clamp(dot(s.f0, vec3(50.0 * 0.33)), s.metallic, 1.0);
    vec3 f = s.f0 + (f90 - s.f0) * schlick_fresnel(c_l_dot_h);
    specular += c_n_dot_l * d * f * g * light_color * attenuation * specular_amount;
  }
}

// Godot's omni attenuation: a smooth window reaching zero at the range, times the inverse
// distance raised to `decay`.
float omni_attenuation(float distance, float inv_range, float decay) {
  float nd = distance * inv_range;
  nd *= nd;
  nd *= nd;
  nd = max(1.0 - nd, 0.0);
  nd *= nd;
  return nd * pow(max(distance, 0.0001), -decay);
}

// Godot's spot cone: full inside, fading to zero at the cone's edge by `cone_attenuation`.
float spot_cone(vec3 to_fragment, vec3 spot_direction, float cos_angle, float cone_attenuation) {
  float scos = max(dot(to_fragment, spot_direction), cos_angle);
  float rim = max(0.0001, (1.0 - scos) / (1.0 - cos_angle));
  return 1.0 - pow(rim, cone_attenuation);
}

// Godot's analytic environment BRDF (after Karis), scaling reflected ambient light.
vec3 environment_brdf(vec3 f0, float roughness, float metallic, float n_dot_v) {
  const vec4 c0 = vec4(-1.0, -0.0275, -0.572, 0.022);
  const vec4 c1 = vec4(1.0, 0.0425, 1.04, -0.04);
  vec4 r = roughness * c0 + c1;
  float a004 = min(r.x * r.x, exp2(-9.28 * n_dot_v)) * r.x + r.y;
  vec2 env = vec2(-1.04, 1.04) * a004 + r.zw;
  return env.x * f0 + env.y * clamp(50.0 * f0.g, metallic, 1.0);
}
