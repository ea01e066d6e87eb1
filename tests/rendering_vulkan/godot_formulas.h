// Godot 4's shading formulas on the CPU, in double precision, to check what the backend draws.
#pragma once

namespace arbor::vulkan::test {

/// Diffuse plus specular radiance (before albedo for diffuse) of one light on a dielectric or
/// metal surface, with Godot's Burley diffuse and Schlick-GGX specular. Vectors are unit and
/// given by their dot products. `light` is the light's colour × energy × π.
struct LightResult {
  double diffuse;  ///< times the albedo × (1 - metallic) later
  double specular;
};
LightResult godot_light(double n_dot_l, double n_dot_v, double n_dot_h, double l_dot_h,
                        double roughness, double metallic, double f0, double light,
                        double specular_amount);

/// Godot's omni attenuation.
double godot_omni_attenuation(double distance, double inv_range, double decay);

/// Godot's tonemappers (0 linear, 1 Reinhard, 2 filmic, 3 ACES, 4 AgX) of a grey value (AgX:
/// the red channel of its result).
double godot_tonemap(int tonemapper, double value, double white);

}  // namespace arbor::vulkan::test
