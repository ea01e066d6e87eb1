#include "io/file_loaders.h"

#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/resource_format_loader.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/resources/compressed_texture_2d.h"
#include "arbor/scene/resources/shader.h"
#include "io/gltf/gltf_scene.h"

namespace arbor::detail {
namespace {

// Image files a scene names (`res://icon.png`): Godot loads the texture its importer made;
// Arbor decodes the source image. A missing or undecodable file gives the texture's
// placeholder and a warning, not an error, so the scene still loads.
class ImageLoader final : public ResourceFormatLoader {
 public:
  [[nodiscard]] std::vector<std::string> get_recognized_extensions() const override {
    return {"png", "jpg", "jpeg", "bmp", "tga", "hdr", "webp", "svg", "ctex"};
  }
  [[nodiscard]] bool answers_missing_files() const override { return true; }
  [[nodiscard]] Ref<Resource> load(const std::string& path,
                                   const std::string& file) const override {
    Ref<CompressedTexture2D> texture = make_ref<CompressedTexture2D>();
    texture->set_path(ResourceLoader::localize_path(path));
    texture->load(file);
    return texture;
  }
};

// `.gdshader` files: the shader's code, kept as written.
class ShaderLoader final : public ResourceFormatLoader {
 public:
  [[nodiscard]] std::vector<std::string> get_recognized_extensions() const override {
    return {"gdshader"};
  }
  [[nodiscard]] Ref<Resource> load(const std::string& path,
                                   const std::string& file) const override {
    std::ifstream in(file, std::ios::binary);
    std::string code(std::istreambuf_iterator<char>(in), {});
    if (!in && !in.eof()) throw Error("'" + path + "': cannot read the file");
    Ref<Shader> shader = make_ref<Shader>();
    shader->set_code(code);
    return shader;
  }
};

// glTF 2.0 scenes (`.gltf`, `.glb`): Godot imports them into scenes; Arbor reads them as
// PackedScenes when they are loaded, giving the tree Godot's importer gives.
class GltfLoader final : public ResourceFormatLoader {
 public:
  [[nodiscard]] std::vector<std::string> get_recognized_extensions() const override {
    return {"gltf", "glb"};
  }
  [[nodiscard]] Ref<Resource> load(const std::string& path,
                                   const std::string& file) const override {
    return load_gltf_scene(path, file);
  }
};

}  // namespace

void register_file_loaders() {
  ResourceFormatLoader::add_resource_format_loader(std::make_shared<ImageLoader>());
  ResourceFormatLoader::add_resource_format_loader(std::make_shared<ShaderLoader>());
  ResourceFormatLoader::add_resource_format_loader(std::make_shared<GltfLoader>());
}

}  // namespace arbor::detail
