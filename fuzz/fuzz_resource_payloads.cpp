// libFuzzer target: the readers of resources' binary payloads. The first byte picks one:
// 0 an Image `data` dictionary (size, format, mipmaps and bytes from the input), 1 an ArrayMesh
// `_surfaces` dictionary (format bits, counts and the four buffers from the input), 2 an
// encoded image file (PNG, JPEG, ... through stb_image), 3 a Godot 3 `surfaces/N` dictionary
// (format bits, counts, the vertex and index buffers). Each either reads, and what it read
// can be used (pixels read, arrays unpacked and packed again), or throws arbor::Error. Nothing
// else may happen.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/dictionary.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/image.h"
#include "scene/resources/godot3_surface.h"

namespace {

// Reads the input front to back; past its end it gives zeros.
class Input {
 public:
  Input(const uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  template <class T>
  T take() {
    T value{};
    const std::size_t n = std::min(sizeof(T), size_ - pos_);
    std::memcpy(&value, data_ + pos_, n);
    pos_ += n;
    return value;
  }
  arbor::PackedByteArray bytes(std::size_t count) {
    count = std::min(count, size_ - pos_);
    std::vector<uint8_t> out(data_ + pos_, data_ + pos_ + count);
    pos_ += count;
    return arbor::PackedByteArray(std::move(out));
  }
  arbor::PackedByteArray rest() { return bytes(size_ - pos_); }

 private:
  const uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

void image_dictionary(Input& in) {
  const int width = in.take<uint8_t>();
  const int height = in.take<uint8_t>();
  const auto format = arbor::Image::Format(in.take<uint8_t>() % (arbor::Image::FORMAT_MAX + 1));
  const bool mipmaps = in.take<uint8_t>() & 1;
  arbor::Dictionary data{{arbor::Variant("data"), arbor::Variant(in.rest())},
                         {arbor::Variant("format"),
                          arbor::Variant(std::string(arbor::Image::get_format_name(format)))},
                         {arbor::Variant("height"), arbor::Variant(int64_t(height))},
                         {arbor::Variant("mipmaps"), arbor::Variant(mipmaps)},
                         {arbor::Variant("width"), arbor::Variant(int64_t(width))}};
  arbor::Ref<arbor::Image> image = arbor::make_ref<arbor::Image>();
  image->set_data_dictionary(data);
  if (!image->is_empty() && !arbor::Image::is_format_compressed(image->get_format())) {
    (void)image->get_pixel(image->get_width() - 1, image->get_height() - 1);
    (void)image->get_rgba8();
  }
  (void)image->get_data_dictionary();
}

void mesh_surfaces(Input& in) {
  const uint64_t format = in.take<uint64_t>();
  const int64_t vertex_count = in.take<uint16_t>();
  const int64_t index_count = in.take<uint16_t>();
  const int64_t primitive = in.take<uint8_t>() % 6;
  const std::size_t vertex_bytes = in.take<uint16_t>();
  const std::size_t attribute_bytes = in.take<uint16_t>();
  const std::size_t skin_bytes = in.take<uint8_t>();
  const std::size_t index_bytes = in.take<uint16_t>();
  arbor::Dictionary surface{
      {arbor::Variant("aabb"),
       arbor::Variant(arbor::AABB(arbor::Vector3(-1, -1, -1), arbor::Vector3(2, 2, 2)))},
      {arbor::Variant("format"), arbor::Variant(int64_t(format))},
      {arbor::Variant("primitive"), arbor::Variant(primitive)},
      {arbor::Variant("uv_scale"), arbor::Variant(arbor::Vector4(1, 1, 1, 1))},
      {arbor::Variant("vertex_count"), arbor::Variant(vertex_count)},
      {arbor::Variant("vertex_data"), arbor::Variant(in.bytes(vertex_bytes))}};
  if (attribute_bytes) surface[arbor::Variant("attribute_data")] = in.bytes(attribute_bytes);
  if (skin_bytes) surface[arbor::Variant("skin_data")] = in.bytes(skin_bytes);
  if (index_count) {
    surface[arbor::Variant("index_count")] = index_count;
    surface[arbor::Variant("index_data")] = in.bytes(index_bytes);
  }
  arbor::Array surfaces;
  surfaces.push_back(arbor::Variant(surface));
  arbor::Ref<arbor::ArrayMesh> mesh = arbor::make_ref<arbor::ArrayMesh>();
  mesh->set_surfaces_array(surfaces);
  for (int i = 0; i < mesh->get_surface_count(); ++i) {
    const arbor::MeshArrays arrays = mesh->surface_get_arrays(i);
    arbor::Ref<arbor::ArrayMesh> copy = arbor::make_ref<arbor::ArrayMesh>();
    copy->add_surface_from_arrays(mesh->surface_get_primitive_type(i), arrays);
  }
  (void)mesh->get_surfaces_array();
}

void godot3_surface(Input& in) {
  const uint64_t format = in.take<uint32_t>();
  const int64_t vertex_count = in.take<uint16_t>();
  const int64_t index_count = in.take<uint16_t>();
  const int64_t primitive = in.take<uint8_t>() % 8;
  const std::size_t vertex_bytes = in.take<uint16_t>();
  arbor::Dictionary surface{
      {arbor::Variant("aabb"),
       arbor::Variant(arbor::AABB(arbor::Vector3(-1, -1, -1), arbor::Vector3(2, 2, 2)))},
      {arbor::Variant("format"), arbor::Variant(int64_t(format))},
      {arbor::Variant("primitive"), arbor::Variant(primitive)},
      {arbor::Variant("vertex_count"), arbor::Variant(vertex_count)},
      {arbor::Variant("index_count"), arbor::Variant(index_count)},
      {arbor::Variant("array_data"), arbor::Variant(in.bytes(vertex_bytes))},
      {arbor::Variant("array_index_data"), arbor::Variant(in.rest())}};
  const arbor::MeshSurfaceData data = arbor::mesh::convert_godot3_surface(surface, 0);
  arbor::Ref<arbor::ArrayMesh> mesh = arbor::make_ref<arbor::ArrayMesh>();
  mesh->add_surface(data);
  (void)mesh->surface_get_arrays(0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Input in(data, size);
  try {
    switch (in.take<uint8_t>() % 4) {
      case 0:
        image_dictionary(in);
        break;
      case 1:
        mesh_surfaces(in);
        break;
      case 2:
        (void)arbor::Image::load_from_buffer(in.rest(), "fuzz input");
        break;
      default:
        godot3_surface(in);
        break;
    }
  } catch (const arbor::Error&) {
  }
  return 0;
}
