#include "server_scene.h"

#include <algorithm>
#include <cmath>

namespace arbor::vulkan::test {

SurfaceData quad_surface(real_t half) {
  SurfaceData surface;
  surface.vertices = {{-half, -half, 0}, {half, -half, 0}, {half, half, 0}, {-half, half, 0}};
  surface.normals.assign(4, Vector3(0, 0, 1));
  surface.tangents.assign(4, Vector4(1, 0, 0, 1));
  surface.uvs = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
  surface.indices = {0, 2, 1, 0, 3, 2};  // clockwise seen from +Z: Godot's front faces
  return surface;
}

SurfaceData box_surface(const Vector3& size) {
  SurfaceData surface;
  const Vector3 h = size * real_t(0.5);
  // Each face: its normal, and right and up vectors as seen from outside (right × up = normal).
  const Vector3 faces[6][3] = {
      {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, 0, -1}, {-1, 0, 0}, {0, 1, 0}},
      {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}, {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}},
      {{0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
  };
  for (const auto& face : faces) {
    const Vector3 n = face[0];
    const Vector3 r = face[1];
    const Vector3 u = face[2];
    const std::int32_t base = std::int32_t(surface.vertices.size());
    const Vector3 centre = n * h;
    const Vector3 right = r * h;
    const Vector3 up = u * h;
    for (const Vector3& corner :
         {centre - right - up, centre + right - up, centre + right + up, centre - right + up}) {
      surface.vertices.push_back(corner);
      surface.normals.push_back(n);
      surface.tangents.emplace_back(r.x, r.y, r.z, real_t(1));
    }
    surface.uvs.insert(surface.uvs.end(), {{0, 1}, {1, 1}, {1, 0}, {0, 0}});
    for (std::int32_t index : {0, 2, 1, 0, 3, 2}) surface.indices.push_back(base + index);
  }
  return surface;
}

ServerScene::ServerScene(Vector2i size, ViewportMsaa msaa)
    : ServerScene([size, msaa] {
        Options options;
        options.size = size;
        options.msaa = msaa;
        return options;
      }()) {}

ServerScene::ServerScene(const Options& options) {
  VulkanBackendSettings settings;
  settings.validation = options.validation;
  settings.window = options.window;
  settings.vsync = false;
  settings.shadow_map_size = 512;
  settings.echo_validation = false;
  std::unique_ptr<VulkanRenderBackend> backend = VulkanRenderBackend::create(settings);
  backend_ = backend.get();
  std::unique_ptr<RenderBackend> used = std::move(backend);
  if (options.wrap) used = options.wrap(std::move(used));
  server_ = std::make_unique<RenderingServer>(std::move(used));
  scenario_ = server_->scenario_create("world");
  viewport_ = server_->viewport_create("test viewport");
  server_->viewport_set_size(viewport_, options.size);
  server_->viewport_set_update_mode(viewport_, ViewportUpdateMode::ALWAYS);
  server_->viewport_set_scenario(viewport_, scenario_);
  server_->viewport_set_msaa_3d(viewport_, options.msaa);
  server_->viewport_attach_to_screen(viewport_, options.window != nullptr);
  camera_ = server_->camera_create();
  server_->viewport_attach_camera(viewport_, camera_);
  server_->camera_set_transform(camera_, Transform3D(Basis(), {0, 0, 3}));
}

ServerScene::~ServerScene() {
  for (auto release = releases_.rbegin(); release != releases_.rend(); ++release) (*release)();
  server_->free(camera_);
  server_->free(viewport_);
  server_->free(scenario_);
  expect_no_validation_messages();
}

void ServerScene::set_camera(const Transform3D& transform, const CameraData& data) {
  server_->camera_set_data(camera_, data);
  server_->camera_set_transform(camera_, transform);
}

MaterialHandle ServerScene::material(const MaterialData& data) {
  const MaterialHandle material = server_->material_create("test material");
  server_->material_set_data(material, data);
  on_destroy([this, material] { server_->free(material); });
  return material;
}

MaterialHandle ServerScene::color(const Color& color, bool unshaded) {
  MaterialData data;
  data.albedo_color = color;
  if (unshaded) data.shading_mode = MaterialShadingMode::UNSHADED;
  return material(data);
}

MeshHandle ServerScene::mesh(SurfaceData surface, MaterialHandle material) {
  const MeshHandle mesh = server_->mesh_create("test mesh");
  surface.material = material;
  server_->mesh_add_surface(mesh, std::move(surface));
  on_destroy([this, mesh] { server_->free(mesh); });
  return mesh;
}

InstanceHandle ServerScene::instance(MeshHandle mesh, const Transform3D& transform,
                                     std::uint64_t object_id) {
  const InstanceHandle instance = server_->instance_create();
  server_->instance_set_base(instance, mesh);
  server_->instance_set_scenario(instance, scenario_);
  server_->instance_set_transform(instance, transform);
  server_->instance_attach_object_instance_id(instance, object_id);
  on_destroy([this, instance] { server_->free(instance); });
  return instance;
}

LightHandle ServerScene::light(const LightData& data, const Transform3D& transform) {
  const LightHandle light = server_->light_create(data.type);
  server_->light_set_data(light, data);
  server_->light_set_transform(light, transform);
  server_->light_set_scenario(light, scenario_);
  on_destroy([this, light] { server_->free(light); });
  return light;
}

EnvironmentHandle ServerScene::environment(const EnvironmentData& data) {
  const EnvironmentHandle environment = server_->environment_create("test environment");
  server_->environment_set_data(environment, data);
  server_->scenario_set_environment(scenario_, environment);
  on_destroy([this, environment] {
    server_->scenario_set_environment(scenario_, {});
    server_->free(environment);
  });
  return environment;
}

SkyHandle ServerScene::sky(const SkyData& data) {
  const SkyHandle sky = server_->sky_create("test sky");
  server_->sky_set_data(sky, data);
  on_destroy([this, sky] { server_->free(sky); });
  return sky;
}

TextureHandle ServerScene::texture(ImageData image, const std::string& name) {
  const TextureHandle texture = server_->texture_2d_create(std::move(image), name);
  on_destroy([this, texture] { server_->free(texture); });
  return texture;
}

RgbaPixels ServerScene::render(int frames) {
  for (int frame = 0; frame < frames; ++frame) server_->process(1.0 / 60);
  const std::optional<ImageData> image = server_->viewport_get_image(viewport_);
  if (!image) {
    ADD_FAILURE() << "the viewport has no picture";
    return {};
  }
  return {image->width, image->height, image->data};
}

void ServerScene::expect_no_validation_messages() {
  for (const std::string& message : backend_->take_validation_messages()) {
    ADD_FAILURE() << "Vulkan: " << message;
  }
}

double to_linear(double srgb) {
  return srgb < 0.04045 ? srgb / 12.92 : std::pow((srgb + 0.055) / 1.055, 2.4);
}

int to_srgb8(double linear) {
  linear = std::clamp(linear, 0.0, 1.0);
  const double srgb =
      linear < 0.0031308 ? linear * 12.92 : 1.055 * std::pow(linear, 1 / 2.4) - 0.055;
  return int(std::lround(srgb * 255.0));
}

}  // namespace arbor::vulkan::test
