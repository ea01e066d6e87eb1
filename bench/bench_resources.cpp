// Rendering resources: generating the primitive meshes (Godot's default parameters, arrays and
// packed surface), decoding images (PNG and JPEG through stb_image, and the `data`
// dictionaries of embedded Image sub-resources), and unpacking ArrayMesh surfaces. Throughput
// is reported per MB of decoded pixels or vertex data.
#include <benchmark/benchmark.h>
#include <stb_image_write.h>

#include <cstdint>
#include <vector>

#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/capsule_mesh.h"
#include "arbor/scene/resources/cylinder_mesh.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/plane_mesh.h"
#include "arbor/scene/resources/prism_mesh.h"
#include "arbor/scene/resources/quad_mesh.h"
#include "arbor/scene/resources/sphere_mesh.h"
#include "arbor/scene/resources/torus_mesh.h"
#include "bench_support.h"

namespace arbor {
namespace {

// A new mesh each iteration, its surface generated and packed (what the first draw costs).
template <class MeshType>
void BM_PrimitiveMesh(benchmark::State& state) {
  int64_t vertices = 0;
  for (auto _ : state) {
    Ref<MeshType> mesh = make_ref<MeshType>();
    vertices += mesh->surface_get_array_len(0);
    benchmark::DoNotOptimize(mesh->surface_get_data(0).vertex_data.size());
  }
  state.counters["vertices/s"] = benchmark::Counter(double(vertices), benchmark::Counter::kIsRate);
}
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, BoxMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, SphereMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, CylinderMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, CapsuleMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, PlaneMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, QuadMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, PrismMesh);
BENCHMARK_TEMPLATE(BM_PrimitiveMesh, TorusMesh);

// A picture that compresses like a texture: smooth gradients with some grain.
std::vector<uint8_t> test_pixels(int size) {
  std::vector<uint8_t> pixels(std::size_t(size) * size * 4);
  uint32_t seed = 12345;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      seed = seed * 1664525u + 1013904223u;
      const int grain = int(seed >> 29);
      uint8_t* p = &pixels[(std::size_t(y) * size + x) * 4];
      p[0] = uint8_t((x * 255 / size + grain) & 0xff);
      p[1] = uint8_t((y * 255 / size + grain) & 0xff);
      p[2] = uint8_t(((x + y) * 127 / size) & 0xff);
      p[3] = 255;
    }
  }
  return pixels;
}

void append_bytes(void* context, void* data, int size) {
  auto* out = static_cast<std::vector<uint8_t>*>(context);
  const auto* bytes = static_cast<const uint8_t*>(data);
  out->insert(out->end(), bytes, bytes + size);
}

PackedByteArray encoded(int size, bool jpeg) {
  const std::vector<uint8_t> pixels = test_pixels(size);
  std::vector<uint8_t> file;
  if (jpeg) {
    stbi_write_jpg_to_func(append_bytes, &file, size, size, 4, pixels.data(), 90);
  } else {
    stbi_write_png_to_func(append_bytes, &file, size, size, 4, pixels.data(), size * 4);
  }
  return PackedByteArray(std::move(file));
}

// Decoding a file image of size × size pixels; bytes processed are the decoded RGBA8 bytes.
void BM_ImageDecode(benchmark::State& state, bool jpeg) {
  const int size = int(state.range(0));
  const PackedByteArray file = encoded(size, jpeg);
  for (auto _ : state) {
    Ref<Image> image = Image::load_from_buffer(file, "bench");
    benchmark::DoNotOptimize(image->get_data().size());
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * size * size * 4);
  state.counters["file_bytes"] = double(file.size());
}
BENCHMARK_CAPTURE(BM_ImageDecode, png, false)->Arg(256)->Arg(1024);
BENCHMARK_CAPTURE(BM_ImageDecode, jpeg, true)->Arg(256)->Arg(1024);

// An embedded Image sub-resource's `data` dictionary (what 358 corpus images hold).
void BM_ImageDataDictionary(benchmark::State& state) {
  const int size = int(state.range(0));
  const Dictionary data{{Variant("data"), Variant(PackedByteArray(test_pixels(size)))},
                        {Variant("format"), Variant("RGBA8")},
                        {Variant("height"), Variant(int64_t(size))},
                        {Variant("mipmaps"), Variant(false)},
                        {Variant("width"), Variant(int64_t(size))}};
  for (auto _ : state) {
    Ref<Image> image = make_ref<Image>();
    image->set_data_dictionary(data);
    benchmark::DoNotOptimize(image->get_rgba8().size());
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * size * size * 4);
}
BENCHMARK(BM_ImageDataDictionary)->Arg(64)->Arg(1024);

// Unpacking an ArrayMesh surface (a sphere of 256 × 128 segments, 16 × 8 in the smoke run;
// positions, normals, tangents and UVs) into arrays; bytes processed are the packed buffers.
void BM_SurfaceDecode(benchmark::State& state) {
  Ref<SphereMesh> sphere = make_ref<SphereMesh>();
  sphere->set_radial_segments(int(arbor_bench::sized(256, 16)));
  sphere->set_rings(int(arbor_bench::sized(128, 8)));
  Ref<ArrayMesh> mesh = make_ref<ArrayMesh>();
  mesh->add_surface_from_arrays(Mesh::PRIMITIVE_TRIANGLES, sphere->get_mesh_arrays(),
                                uint64_t(state.range(0)));
  const MeshSurfaceData& data = mesh->surface_get_data(0);
  const int64_t bytes =
      data.vertex_data.size() + data.attribute_data.size() + data.index_data.size();
  for (auto _ : state) {
    const MeshArrays arrays = mesh->surface_get_arrays(0);
    benchmark::DoNotOptimize(arrays.vertices.size());
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * bytes);
  state.counters["vertices"] = double(mesh->surface_get_array_len(0));
}
BENCHMARK(BM_SurfaceDecode)
    ->Arg(0)
    ->Arg(int64_t(MeshSurfaceData::ARRAY_FLAG_COMPRESS_ATTRIBUTES))
    ->ArgName("compress_flag");

}  // namespace
}  // namespace arbor

BENCHMARK_MAIN();
