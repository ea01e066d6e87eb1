// What the backend draws, pixel by pixel, against Godot 4's formulas: unshaded colours,
// directional, omni and spot lights, the tonemappers and the procedural sky.

#include <gtest/gtest.h>

#include <cmath>

#include "godot_formulas.h"
#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

constexpr double kPi = 3.14159265358979;

int red(const RgbaPixels& pixels, int x, int y) { return pixels.at(x, y)[0]; }

/// A 64×64 view of a large quad facing the camera (at z = 0, the camera at z = 3).
struct FacingQuad {
  ServerScene scene;
  explicit FacingQuad(MaterialHandle (*material)(ServerScene&)) {
    scene.instance(scene.mesh(quad_surface(4), material(scene)), Transform3D());
  }
};

MaterialHandle grey_lit(ServerScene& scene) {
  MaterialData data;
  data.albedo_color = Color(0.5, 0.5, 0.5);
  data.roughness = 1;
  return scene.material(data);
}

TEST(Shading, UnshadedColourComesOutAsGiven) {
  ServerScene scene;
  scene.instance(scene.mesh(quad_surface(4), scene.color(Color(0.2, 0.6, 1.0), true)),
                 Transform3D());
  const RgbaPixels pixels = scene.render();
  const std::uint8_t* centre = pixels.at(32, 32);
  EXPECT_NEAR(centre[0], 51, 1);
  EXPECT_NEAR(centre[1], 153, 1);
  EXPECT_NEAR(centre[2], 255, 1);
}

TEST(Shading, DirectionalLightFollowsGodotsBrdf) {
  FacingQuad quad(grey_lit);
  LightData light = default_light_data(LightType::DIRECTIONAL);
  light.energy = 1.5;
  quad.scene.light(light, Transform3D());  // shines along -Z, onto the quad
  const RgbaPixels pixels = quad.scene.render();
  // At the centre the light, the view and the normal are one direction.
  const double albedo = to_linear(0.5);
  const LightResult lit = godot_light(1, 1, 1, 1, 1.0, 0.0, 0.16 * 0.25, 1.5 * kPi, 0.5);
  EXPECT_NEAR(red(pixels, 32, 32), to_srgb8(lit.diffuse * albedo + lit.specular), 1);
}

TEST(Shading, OmniLightFallsOffWithGodotsAttenuation) {
  for (const double distance : {1.0, 2.0, 3.5}) {
    FacingQuad quad(grey_lit);
    LightData light = default_light_data(LightType::OMNI);
    light.range = 5;
    light.attenuation = 1;
    quad.scene.light(light, Transform3D(Basis(), {0, 0, real_t(distance)}));
    const RgbaPixels pixels = quad.scene.render();
    const double attenuation = godot_omni_attenuation(distance, 1.0 / 5.0, 1.0);
    const LightResult lit = godot_light(1, 1, 1, 1, 1.0, 0.0, 0.04, kPi * attenuation, 1.0);
    EXPECT_NEAR(red(pixels, 32, 32), to_srgb8(lit.diffuse * to_linear(0.5) + lit.specular), 1)
        << "omni light " << distance << " m away";
  }
}

TEST(Shading, SpotLightLightsInsideItsConeOnly) {
  FacingQuad quad(grey_lit);
  LightData light = default_light_data(LightType::SPOT);
  light.range = 10;
  light.spot_angle = 10;
  quad.scene.light(light, Transform3D(Basis(), {0, 0, 2}));
  const RgbaPixels pixels = quad.scene.render();
  const double attenuation = godot_omni_attenuation(2.0, 0.1, 1.0);
  const LightResult lit = godot_light(1, 1, 1, 1, 1.0, 0.0, 0.04, kPi * attenuation, 1.0);
  // The cone's axis: full light (the cone term is 1 - 0.0001^attenuation there).
  EXPECT_NEAR(red(pixels, 32, 32), to_srgb8(lit.diffuse * to_linear(0.5) + lit.specular), 1);
  // 10° from 2 m covers 0.35 m of the quad; a corner of the view is far outside.
  EXPECT_EQ(red(pixels, 4, 4), 0);
}

TEST(Shading, TonemappersMapAsGodots) {
  const char* names[] = {"linear", "reinhard", "filmic", "aces", "agx"};
  for (int tonemapper = 0; tonemapper < 5; ++tonemapper) {
    ServerScene scene;
    // Unshaded white is 1.0 in the HDR target; the exposure scales it before tonemapping.
    scene.instance(scene.mesh(quad_surface(4), scene.color(Color(1, 1, 1), true)), Transform3D());
    EnvironmentData environment;
    environment.tonemap_mode = ToneMapper(tonemapper);
    environment.tonemap_exposure = 0.8f;
    environment.tonemap_white = 4.0f;
    environment.ambient_light_source = AmbientSource::DISABLED;
    scene.environment(environment);
    const RgbaPixels pixels = scene.render();
    const double expected = godot_tonemap(tonemapper, 0.8, 4.0);
    EXPECT_NEAR(red(pixels, 32, 32), to_srgb8(expected), 1) << names[tonemapper];
  }
}

TEST(Shading, ProceduralSkyShowsHorizonAndTopColours) {
  ServerScene scene;
  SkyData sky;
  sky.material = SkyMaterialKind::PROCEDURAL;
  EnvironmentData environment;
  environment.background_mode = EnvironmentBackground::SKY;
  environment.sky = scene.sky(sky);
  scene.environment(environment);
  // Looking at the horizon: row 31 looks 0.7° up, where the sky is 95 % the horizon colour
  // (pow(1 - 0.012, 0.6 / 0.15)); row 32 looks as far down, at the ground's horizon.
  RgbaPixels pixels = scene.render();
  EXPECT_NEAR(pixels.at(32, 31)[0], 162, 2);
  EXPECT_NEAR(pixels.at(32, 31)[2], 169, 2);
  EXPECT_LT(pixels.at(32, 32)[0], 150);
  // Straight up, the top colour.
  scene.set_camera(Transform3D(Basis::from_euler(Vector3(real_t(kPi / 2), 0, 0)), {0, 0, 0}));
  pixels = scene.render();
  EXPECT_NEAR(pixels.at(32, 32)[0], 98, 2);   // 0.385
  EXPECT_NEAR(pixels.at(32, 32)[1], 116, 2);  // 0.454
  EXPECT_NEAR(pixels.at(32, 32)[2], 140, 2);  // 0.55
}

}  // namespace
}  // namespace arbor::vulkan::test
