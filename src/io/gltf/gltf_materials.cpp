// glTF materials as StandardMaterial3D, and their textures, as Godot's glTF importer makes them.

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/resource_format_loader.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/image_texture.h"
#include "io/gltf/gltf_document.h"

namespace arbor::detail::gltf {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kResPrefix = "res://";

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A URI reference's percent escapes decoded (`my%20image.png` → `my image.png`).
std::string percent_decoded(std::string_view uri) {
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() && hex_digit(uri[i + 1]) >= 0 &&
        hex_digit(uri[i + 2]) >= 0) {
      out += char(hex_digit(uri[i + 1]) * 16 + hex_digit(uri[i + 2]));
      i += 2;
    } else {
      out += uri[i];
    }
  }
  return out;
}

// `relative` (a file the glTF file names) as a path beside `file`, in the same form: a
// `res://` path stays one, so that an image shared by several models is cached once.
std::string sibling_path(const std::string& file, const std::string& relative) {
  if (file.starts_with(kResPrefix)) {
    const fs::path inside = fs::path(file.substr(kResPrefix.size())).parent_path() / relative;
    return std::string(kResPrefix) + inside.lexically_normal().generic_string();
  }
  return (fs::path(file).parent_path() / relative).lexically_normal().generic_string();
}

void warn(const Document& document, const std::string& message) {
  ResourceLoader::report_warning({LoadWarning::RESOURCE, document.path, {}, message});
}

// What a texture that cannot be shown draws (the CompressedTexture2D placeholder's image);
// `what` names the glTF object.
Ref<Texture2D> placeholder(Document& document, const std::string& what, const std::string& why) {
  warn(document, what + ": " + why + "; drawing a placeholder");
  return ImageTexture::create_from_image(Image::create_placeholder());
}

// Whether `path` names an image file by its extension: glTF's PNG and JPEG, and the other
// formats Arbor's image loader decodes. Nothing else is loaded for an image (a URI naming a
// scene, even the model itself, must not be loaded as one).
bool is_image_file(const std::string& path) {
  std::string extension = fs::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  for (const char* image : {".png", ".jpg", ".jpeg", ".bmp", ".tga", ".hdr"}) {
    if (extension == image) return true;
  }
  return false;
}

// An image file beside the glTF file, loaded through ResourceLoader (cached, shared with every
// scene that uses it; a missing file gives CompressedTexture2D's placeholder and a warning).
Ref<Texture2D> external_image(Document& document, int index, const std::string& uri) {
  const std::string path = sibling_path(document.path, percent_decoded(uri));
  if (!is_image_file(path) || !ResourceFormatLoader::find_for_path(path)) {
    return placeholder(document, "image " + std::to_string(index),
                       "Arbor reads no image file like '" + path + "'");
  }
  try {
    Ref<Texture2D> texture = ref_cast<Texture2D>(ResourceLoader::load(path));
    if (texture) return texture;
    return placeholder(document, "image " + std::to_string(index),
                       "'" + path + "' holds no texture");
  } catch (const Error& error) {
    return placeholder(document, "image " + std::to_string(index), error.what());
  }
}

// An image stored in the glTF file (a `data:` URI or a buffer view), decoded.
Ref<Texture2D> embedded_image(Document& document, int index, const unsigned char* bytes,
                              std::size_t size) {
  const tinygltf::Image& source = document.model.images[std::size_t(index)];
  try {
    PackedByteArray encoded;
    encoded.resize(std::int64_t(size));
    std::copy(bytes, bytes + size, encoded.span().data());
    Ref<ImageTexture> texture =
        ImageTexture::create_from_image(Image::load_from_buffer(encoded, "the image"));
    texture->set_name(source.name);
    return texture;
  } catch (const Error& error) {
    return placeholder(document, "image " + std::to_string(index), error.what());
  }
}

// The bytes of buffer view `index`, checked to lie inside its buffer.
const std::vector<unsigned char>& view_buffer(const tinygltf::Model& model, int index,
                                              std::size_t& offset, std::size_t& length) {
  if (index < 0 || std::size_t(index) >= model.bufferViews.size()) {
    throw Error("buffer view " + std::to_string(index) + " does not exist");
  }
  const tinygltf::BufferView& view = model.bufferViews[std::size_t(index)];
  if (view.buffer < 0 || std::size_t(view.buffer) >= model.buffers.size()) {
    throw Error("buffer view " + std::to_string(index) + ": buffer " + std::to_string(view.buffer) +
                " does not exist");
  }
  const std::vector<unsigned char>& data = model.buffers[std::size_t(view.buffer)].data;
  if (view.byteOffset > data.size() || view.byteLength > data.size() - view.byteOffset) {
    throw Error("buffer view " + std::to_string(index) + " lies beyond its buffer's " +
                std::to_string(data.size()) + " bytes");
  }
  offset = view.byteOffset;
  length = view.byteLength;
  return data;
}

Ref<Texture2D> load_image(Document& document, int index) {
  const tinygltf::Image& source = document.model.images[std::size_t(index)];
  if (source.as_is)
    return embedded_image(document, index, source.image.data(), source.image.size());
  if (source.bufferView >= 0) {
    std::size_t offset = 0;
    std::size_t length = 0;
    try {
      const std::vector<unsigned char>& data =
          view_buffer(document.model, source.bufferView, offset, length);
      return embedded_image(document, index, data.data() + offset, length);
    } catch (const Error& error) {
      throw Error("image " + std::to_string(index) + ": " + error.what());
    }
  }
  return external_image(document, index, source.uri);
}

Ref<Texture2D> image(Document& document, int index) {
  if (index < 0 || std::size_t(index) >= document.model.images.size()) {
    throw Error("image " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(document.model.images.size()) + ")");
  }
  Ref<Texture2D>& loaded = document.images[std::size_t(index)];
  if (!loaded) loaded = load_image(document, index);
  return loaded;
}

const tinygltf::Texture& texture_of(const Document& document, int index) {
  if (index < 0 || std::size_t(index) >= document.model.textures.size()) {
    throw Error("texture " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(document.model.textures.size()) + ")");
  }
  return document.model.textures[std::size_t(index)];
}

Ref<Texture2D> texture(Document& document, int index) {
  const tinygltf::Texture& source = texture_of(document, index);
  if (source.source < 0) {
    return placeholder(document, "texture " + std::to_string(index),
                       "it has no image in a format glTF requires (PNG or JPEG)");
  }
  try {
    return image(document, source.source);
  } catch (const Error& error) {
    throw Error("texture " + std::to_string(index) + ": " + error.what());
  }
}

// Godot's GLTFTextureSampler::get_filter_mode: the minification filter decides.
BaseMaterial3D::TextureFilter filter_of(const tinygltf::Sampler& sampler) {
  switch (sampler.minFilter) {
    case TINYGLTF_TEXTURE_FILTER_NEAREST:
      return BaseMaterial3D::TEXTURE_FILTER_NEAREST;
    case TINYGLTF_TEXTURE_FILTER_LINEAR:
      return BaseMaterial3D::TEXTURE_FILTER_LINEAR;
    case TINYGLTF_TEXTURE_FILTER_NEAREST_MIPMAP_NEAREST:
    case TINYGLTF_TEXTURE_FILTER_NEAREST_MIPMAP_LINEAR:
      return BaseMaterial3D::TEXTURE_FILTER_NEAREST_WITH_MIPMAPS;
    default:
      return BaseMaterial3D::TEXTURE_FILTER_LINEAR_WITH_MIPMAPS;
  }
}

// The sampler of the base color texture sets the material's filter and repeat flag (a
// material has one of each); BaseMaterial3D repeats in both directions or in none.
void apply_sampler(const Document& document, int texture_index, StandardMaterial3D& material) {
  const int index = texture_of(document, texture_index).sampler;
  tinygltf::Sampler sampler;  // glTF's default: linear with mipmaps, repeating
  if (index >= 0) {
    if (std::size_t(index) >= document.model.samplers.size()) {
      throw Error("texture " + std::to_string(texture_index) + ": sampler " +
                  std::to_string(index) + " does not exist");
    }
    sampler = document.model.samplers[std::size_t(index)];
  }
  material.set_texture_filter(filter_of(sampler));
  material.set_flag(BaseMaterial3D::FLAG_USE_TEXTURE_REPEAT,
                    sampler.wrapS == TINYGLTF_TEXTURE_WRAP_REPEAT &&
                        sampler.wrapT == TINYGLTF_TEXTURE_WRAP_REPEAT);
}

// KHR_texture_transform on the base color texture, as Godot applies it: offset and scale to
// UV1 (the rotation and a texCoord override are not kept).
void apply_texture_transform(const tinygltf::TextureInfo& info, StandardMaterial3D& material) {
  const tinygltf::Value* transform = find_extension(info.extensions, "KHR_texture_transform");
  if (!transform) return;
  const auto pair = [transform](const char* key) -> std::optional<Vector2> {
    const tinygltf::Value* array = find_member(transform, key);
    if (!array || array->ArrayLen() != 2) return std::nullopt;
    const std::optional<double> x = as_number(&array->Get(0));
    const std::optional<double> y = as_number(&array->Get(1));
    if (!x || !y) return std::nullopt;
    return Vector2(real_t(*x), real_t(*y));
  };
  if (const std::optional<Vector2> offset = pair("offset")) {
    material.set_uv1_offset(Vector3(offset->x, offset->y, 0));
  }
  if (const std::optional<Vector2> scale = pair("scale")) {
    material.set_uv1_scale(Vector3(scale->x, scale->y, 1));
  }
}

// A color factor of `size` numbers (3: RGB, 4: RGBA).
Color color_of(const std::vector<double>& factor, std::size_t size, const char* what) {
  if (factor.size() != size) {
    throw Error(std::string(what) + " has " + std::to_string(factor.size()) + " numbers, not " +
                std::to_string(size));
  }
  return Color(float(factor[0]), float(factor[1]), float(factor[2]),
               size == 4 ? float(factor[3]) : 1.0f);
}

void apply_metallic_roughness(Document& document, const tinygltf::PbrMetallicRoughness& pbr,
                              StandardMaterial3D& material) {
  material.set_albedo(color_of(pbr.baseColorFactor, 4, "baseColorFactor").linear_to_srgb());
  if (pbr.baseColorTexture.index >= 0) {
    apply_sampler(document, pbr.baseColorTexture.index, material);
    material.set_texture(BaseMaterial3D::TEXTURE_ALBEDO,
                         texture(document, pbr.baseColorTexture.index));
    apply_texture_transform(pbr.baseColorTexture, material);
  }
  material.set_metallic(float(pbr.metallicFactor));
  material.set_roughness(float(pbr.roughnessFactor));
  if (pbr.metallicRoughnessTexture.index >= 0) {
    const Ref<Texture2D> packed = texture(document, pbr.metallicRoughnessTexture.index);
    material.set_texture(BaseMaterial3D::TEXTURE_METALLIC, packed);
    material.set_metallic_texture_channel(BaseMaterial3D::TEXTURE_CHANNEL_BLUE);
    material.set_texture(BaseMaterial3D::TEXTURE_ROUGHNESS, packed);
    material.set_roughness_texture_channel(BaseMaterial3D::TEXTURE_CHANNEL_GREEN);
  }
}

void apply_maps(Document& document, const tinygltf::Material& source,
                StandardMaterial3D& material) {
  if (source.normalTexture.index >= 0) {
    material.set_texture(BaseMaterial3D::TEXTURE_NORMAL,
                         texture(document, source.normalTexture.index));
    material.set_feature(BaseMaterial3D::FEATURE_NORMAL_MAPPING, true);
    material.set_normal_scale(float(source.normalTexture.scale));
  }
  if (source.occlusionTexture.index >= 0) {
    material.set_texture(BaseMaterial3D::TEXTURE_AMBIENT_OCCLUSION,
                         texture(document, source.occlusionTexture.index));
    material.set_ao_texture_channel(BaseMaterial3D::TEXTURE_CHANNEL_RED);
    material.set_feature(BaseMaterial3D::FEATURE_AMBIENT_OCCLUSION, true);
  }
}

// Godot's importer: an emissive factor turns emission on with that color; an emissive texture
// adds to a black emission color (Godot's EMISSION_OP_ADD); KHR_materials_emissive_strength
// gives the energy multiplier.
void apply_emission(Document& document, const tinygltf::Material& source,
                    StandardMaterial3D& material) {
  const Color factor = color_of(source.emissiveFactor, 3, "emissiveFactor");
  if (factor != Color(0, 0, 0)) {
    material.set_feature(BaseMaterial3D::FEATURE_EMISSION, true);
    material.set_emission(factor.linear_to_srgb());
  }
  if (source.emissiveTexture.index >= 0) {
    material.set_texture(BaseMaterial3D::TEXTURE_EMISSION,
                         texture(document, source.emissiveTexture.index));
    material.set_feature(BaseMaterial3D::FEATURE_EMISSION, true);
    material.set_emission(Color(0, 0, 0));
  }
  const tinygltf::Value* strength =
      find_extension(source.extensions, "KHR_materials_emissive_strength");
  if (const std::optional<double> energy = as_number(find_member(strength, "emissiveStrength"))) {
    material.set_emission_energy_multiplier(float(*energy));
  }
}

// glTF's alpha modes as Godot's importer maps them: BLEND draws with a depth pre-pass.
void apply_alpha(const tinygltf::Material& source, StandardMaterial3D& material) {
  if (source.alphaMode == "BLEND") {
    material.set_transparency(BaseMaterial3D::TRANSPARENCY_ALPHA_DEPTH_PRE_PASS);
  } else if (source.alphaMode == "MASK") {
    material.set_transparency(BaseMaterial3D::TRANSPARENCY_ALPHA_SCISSOR);
  } else if (source.alphaMode != "OPAQUE") {
    throw Error("alphaMode '" + source.alphaMode + "' is not OPAQUE, MASK or BLEND");
  }
  material.set_alpha_scissor_threshold(float(source.alphaCutoff));
}

Ref<StandardMaterial3D> build_material(Document& document, int index) {
  const tinygltf::Material& source = document.model.materials[std::size_t(index)];
  Ref<StandardMaterial3D> made = make_ref<StandardMaterial3D>();
  made->set_name(source.name.empty() ? "material_" + std::to_string(index) : source.name);
  if (find_extension(source.extensions, "KHR_materials_unlit")) {
    made->set_shading_mode(BaseMaterial3D::SHADING_MODE_UNSHADED);
  }
  apply_metallic_roughness(document, source.pbrMetallicRoughness, *made);
  apply_maps(document, source, *made);
  apply_emission(document, source, *made);
  if (source.doubleSided) made->set_cull_mode(BaseMaterial3D::CULL_DISABLED);
  apply_alpha(source, *made);
  return made;
}

}  // namespace

Ref<StandardMaterial3D> material(Document& document, int index) {
  if (index < 0 || std::size_t(index) >= document.model.materials.size()) {
    throw Error("material " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(document.model.materials.size()) + ")");
  }
  Ref<StandardMaterial3D>& made = document.materials[std::size_t(index)];
  if (made) return made;
  try {
    made = build_material(document, index);
  } catch (const Error& error) {
    throw Error("material " + std::to_string(index) + ": " + error.what());
  }
  return made;
}

}  // namespace arbor::detail::gltf
