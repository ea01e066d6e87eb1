#include "io/gltf/gltf_scene.h"

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arbor/core/error/error.h"
#include "arbor/io/resource_loader.h"
#include "io/gltf/gltf_document.h"

namespace arbor::detail {
namespace {

namespace fs = std::filesystem;

// The extensions a file may require that Arbor reads.
constexpr std::string_view kSupportedExtensions[] = {
    "KHR_lights_punctual", "KHR_materials_emissive_strength", "KHR_materials_unlit",
    "KHR_mesh_quantization", "KHR_texture_transform"};

// tinygltf's image callback. tinygltf decodes images itself unless told otherwise; Arbor
// decodes them when a material uses them (external files through ResourceLoader, so they are
// shared). Only a `data:` URI's bytes must be kept now: tinygltf drops them after this call.
bool keep_embedded_image(tinygltf::Image* image, int, std::string*, std::string*, int, int,
                         const unsigned char* bytes, int size, void*) {
  if (image->uri.empty() && image->bufferView < 0 && bytes && size > 0) {
    image->image.assign(bytes, bytes + size);
    image->as_is = true;
  }
  return true;
}

// tinygltf's messages, one line each, joined.
std::string joined_lines(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  std::replace(text.begin(), text.end(), '\n', ';');
  return text;
}

void check_required_extensions(const tinygltf::Model& model) {
  for (const std::string& required : model.extensionsRequired) {
    if (std::find(std::begin(kSupportedExtensions), std::end(kSupportedExtensions), required) ==
        std::end(kSupportedExtensions)) {
      throw Error("it requires the extension " + required + ", which Arbor does not read");
    }
  }
}

tinygltf::Model parse_model(std::span<const std::uint8_t> bytes, const std::string& base_dir) {
  if (bytes.size() > std::numeric_limits<unsigned int>::max()) {
    throw Error("it is larger than the 4 GiB glTF allows");
  }
  tinygltf::TinyGLTF loader;
  loader.SetImageLoader(&keep_embedded_image, nullptr);
  tinygltf::Model model;
  std::string error;
  std::string warning;
  const auto size = static_cast<unsigned int>(bytes.size());
  const bool binary = bytes.size() >= 4 && std::equal(bytes.begin(), bytes.begin() + 4, "glTF");
  const bool read =
      binary
          ? loader.LoadBinaryFromMemory(&model, &error, &warning, bytes.data(), size, base_dir)
          : loader.LoadASCIIFromString(&model, &error, &warning,
                                       reinterpret_cast<const char*>(bytes.data()), size, base_dir);
  // Checked even when tinygltf failed: it may have failed on the data such an extension
  // describes (Draco's compressed meshes), and the extension is the better reason.
  check_required_extensions(model);
  if (!read) {
    const std::string why = joined_lines(error.empty() ? warning : error);
    throw Error(std::string(binary ? "not a valid .glb file" : "not a valid glTF file") +
                (why.empty() ? "" : ": " + why));
  }
  return model;
}

std::string counted(std::size_t count, const char* noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// One warning for each kind of glTF data Arbor does not import yet, and for each extension the
// file uses that Arbor does not read.
void report_unimported(const tinygltf::Model& model, const std::string& path) {
  const auto warn = [&path](const std::string& message) {
    ResourceLoader::report_warning({LoadWarning::RESOURCE, path, {}, message});
  };
  if (!model.skins.empty()) {
    warn(counted(model.skins.size(), "skin") +
         " not imported: skinned meshes show their bind pose, without bones");
  }
  const auto morphed = std::count_if(model.meshes.begin(), model.meshes.end(), [](const auto& m) {
    return std::any_of(m.primitives.begin(), m.primitives.end(),
                       [](const tinygltf::Primitive& p) { return !p.targets.empty(); });
  });
  if (morphed > 0) {
    warn("the morph targets of " + counted(std::size_t(morphed), "mesh") +
         " not imported: the meshes keep their base shape");
  }
  if (!model.animations.empty()) {
    warn(counted(model.animations.size(), "animation") + " not imported");
  }
  for (const std::string& used : model.extensionsUsed) {
    if (std::find(std::begin(kSupportedExtensions), std::end(kSupportedExtensions), used) ==
        std::end(kSupportedExtensions)) {
      warn("the extension " + used + " not imported: what it adds is left out");
    }
  }
}

// Godot's scene name: the scene's own, unless it has none or a generic one (`Scene...`), then
// the file's name without its extension.
std::string root_name(const tinygltf::Model& model, const std::string& path) {
  const int scene = model.defaultScene >= 0 ? model.defaultScene : 0;
  if (std::size_t(scene) < model.scenes.size()) {
    const std::string& name = model.scenes[std::size_t(scene)].name;
    if (!name.empty() && !name.starts_with("Scene")) return name;
  }
  return fs::path(path).stem().string();
}

// A file mapped into memory, read-only: tinygltf copies the buffers it holds out of the page
// cache directly, and the file is never copied whole into the heap first.
class MappedFile {
 public:
  MappedFile(const std::string& path, const std::string& file) {
    const int descriptor = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat status {};
    if (descriptor < 0 || ::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
      if (descriptor >= 0) ::close(descriptor);
      throw Error("'" + path + "': cannot read the file");
    }
    size_ = std::size_t(status.st_size);
    if (size_ > 0) {
      void* mapped = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, descriptor, 0);
      if (mapped != MAP_FAILED) data_ = static_cast<const std::uint8_t*>(mapped);
    }
    ::close(descriptor);
    if (size_ > 0 && !data_) throw Error("'" + path + "': cannot read the file");
  }
  ~MappedFile() {
    if (data_) ::munmap(const_cast<std::uint8_t*>(data_), size_);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  [[nodiscard]] std::span<const std::uint8_t> bytes() const { return {data_, size_}; }

 private:
  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace

Owned<Node> build_gltf_scene(std::span<const std::uint8_t> bytes, const std::string& path,
                             const std::string& base_dir) {
  try {
    gltf::Document document(parse_model(bytes, base_dir), path);
    report_unimported(document.model, path);
    return gltf::build_tree(document, root_name(document.model, path));
  } catch (const Error& error) {
    throw Error("'" + path + "': " + error.what());
  }
}

Ref<PackedScene> load_gltf_scene(const std::string& path, const std::string& file) {
  const MappedFile mapped(path, file);
  const Owned<Node> root =
      build_gltf_scene(mapped.bytes(), path, fs::path(file).parent_path().generic_string());
  Ref<PackedScene> scene = make_ref<PackedScene>();
  scene->pack(root.get());
  return scene;
}

}  // namespace arbor::detail
