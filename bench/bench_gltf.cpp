// glTF import: BM_GltfLoad (ResourceLoader::load of a generated .glb holding one grid mesh of
// N triangles with positions, normals, UVs and tangents: read the file, parse it with tinygltf,
// build the tree and its ArrayMesh, pack the PackedScene), BM_GltfLoadMakingTangents (the same
// file without tangents, which the import then makes from the UVs) and BM_GltfTinygltfParse
// (tinygltf's share: parsing the bytes alone). Each reports the time per MB of file, per vertex
// and per triangle. See docs/performance.md.

#include <benchmark/benchmark.h>
#include <tiny_gltf.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "bench_support.h"

namespace {

// A square grid of `triangles` (rounded down to 2·k²) triangles as .glb bytes: float positions,
// normals, UVs and, with `tangents`, tangents, and 32-bit indices.
struct GeneratedModel {
  std::vector<std::uint8_t> bytes;
  std::int64_t vertices = 0;
  std::int64_t triangles = 0;
};

void append(std::vector<std::uint8_t>& out, const void* data, std::size_t size) {
  const auto* bytes = static_cast<const std::uint8_t*>(data);
  out.insert(out.end(), bytes, bytes + size);
}

GeneratedModel generate_glb(std::int64_t triangles, bool tangents) {
  const auto k = static_cast<std::int64_t>(std::sqrt(double(triangles) / 2));
  const std::int64_t side = k + 1;
  GeneratedModel model;
  model.vertices = side * side;
  model.triangles = 2 * k * k;
  std::vector<float> positions, normals, uvs, tangent_values;
  positions.reserve(std::size_t(model.vertices) * 3);
  for (std::int64_t y = 0; y < side; ++y) {
    for (std::int64_t x = 0; x < side; ++x) {
      const float u = float(x) / float(k);
      const float v = float(y) / float(k);
      positions.insert(positions.end(), {u, 0.1f * std::sin(u * 20) * std::cos(v * 20), -v});
      normals.insert(normals.end(), {0, 1, 0});
      uvs.insert(uvs.end(), {u, v});
      tangent_values.insert(tangent_values.end(), {1, 0, 0, 1});
    }
  }
  std::vector<std::uint32_t> indices;
  indices.reserve(std::size_t(model.triangles) * 3);
  for (std::int64_t y = 0; y < k; ++y) {
    for (std::int64_t x = 0; x < k; ++x) {
      const auto a = std::uint32_t(y * side + x);
      const auto b = a + 1;
      const auto c = a + std::uint32_t(side);
      const auto d = c + 1;
      indices.insert(indices.end(), {a, c, b, b, c, d});
    }
  }
  std::vector<std::uint8_t> bin;
  std::string views;
  std::string accessors;
  int count = 0;
  const auto add = [&](const void* data, std::size_t size, int component, std::int64_t elements,
                       const char* type) {
    const std::string offset = std::to_string(bin.size());
    append(bin, data, size);
    views += std::string(count ? "," : "") + R"({"buffer":0,"byteOffset":)" + offset +
             R"(,"byteLength":)" + std::to_string(size) + "}";
    accessors += std::string(count ? "," : "") + R"({"bufferView":)" + std::to_string(count) +
                 R"(,"componentType":)" + std::to_string(component) + R"(,"count":)" +
                 std::to_string(elements) + R"(,"type":")" + type + R"("})";
    return count++;
  };
  const int position = add(positions.data(), positions.size() * 4, 5126, model.vertices, "VEC3");
  const int normal = add(normals.data(), normals.size() * 4, 5126, model.vertices, "VEC3");
  const int uv = add(uvs.data(), uvs.size() * 4, 5126, model.vertices, "VEC2");
  std::string attributes = R"("POSITION":)" + std::to_string(position) + R"(,"NORMAL":)" +
                           std::to_string(normal) + R"(,"TEXCOORD_0":)" + std::to_string(uv);
  if (tangents) {
    const int tangent =
        add(tangent_values.data(), tangent_values.size() * 4, 5126, model.vertices, "VEC4");
    attributes += R"(,"TANGENT":)" + std::to_string(tangent);
  }
  const int index =
      add(indices.data(), indices.size() * 4, 5125, std::int64_t(indices.size()), "SCALAR");
  std::string json = R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],)"
                     R"("meshes":[{"primitives":[{"attributes":{)" +
                     attributes + R"(},"indices":)" + std::to_string(index) +
                     R"(}]}],"buffers":[{"byteLength":)" + std::to_string(bin.size()) +
                     R"(}],"bufferViews":[)" + views + R"(],"accessors":[)" + accessors + "]}";
  while (json.size() % 4 != 0) json += ' ';
  const auto u32 = [&model](std::uint32_t value) { append(model.bytes, &value, 4); };
  append(model.bytes, "glTF", 4);
  u32(2);
  u32(std::uint32_t(12 + 8 + json.size() + 8 + bin.size()));
  u32(std::uint32_t(json.size()));
  u32(0x4E4F534A);
  append(model.bytes, json.data(), json.size());
  u32(std::uint32_t(bin.size()));
  u32(0x004E4942);
  append(model.bytes, bin.data(), bin.size());
  return model;
}

// The model written to a temporary file for the benchmark's life.
class ModelFile {
 public:
  ModelFile(const GeneratedModel& model, const std::string& name)
      : path_((std::filesystem::temp_directory_path() /
               (name + "_" + std::to_string(::getpid()) + ".glb"))
                  .string()) {
    std::ofstream(path_, std::ios::binary)
        .write(reinterpret_cast<const char*>(model.bytes.data()),
               std::streamsize(model.bytes.size()));
  }
  ~ModelFile() { std::filesystem::remove(path_); }
  ModelFile(const ModelFile&) = delete;
  ModelFile& operator=(const ModelFile&) = delete;
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
};

void report(benchmark::State& state, const GeneratedModel& model) {
  const double megabytes = double(model.bytes.size()) / (1024.0 * 1024.0);
  state.counters["ms_per_MB"] =
      benchmark::Counter(megabytes * 1e-3, benchmark::Counter::kIsIterationInvariantRate |
                                               benchmark::Counter::kInvert);
  state.counters["ns_per_vertex"] = arbor_bench::ns_per(double(model.vertices));
  state.counters["ns_per_triangle"] = arbor_bench::ns_per(double(model.triangles));
  state.counters["file_MB"] = megabytes;
}

void load(benchmark::State& state, bool tangents, const char* name) {
  const GeneratedModel model = generate_glb(arbor_bench::sized(state.range(0), 2000), tangents);
  const ModelFile file(model, name);
  for (auto _ : state) {
    arbor::Ref<arbor::Resource> scene =
        arbor::ResourceLoader::load(file.path(), "", arbor::ResourceLoader::CACHE_MODE_IGNORE);
    benchmark::DoNotOptimize(scene.get());
    state.PauseTiming();
    scene = nullptr;  // freeing the mesh is not part of the load
    state.ResumeTiming();
  }
  report(state, model);
}

void BM_GltfLoad(benchmark::State& state) { load(state, true, "arbor_bench_gltf"); }
BENCHMARK(BM_GltfLoad)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_GltfLoadMakingTangents(benchmark::State& state) {
  load(state, false, "arbor_bench_gltf_no_tangents");
}
BENCHMARK(BM_GltfLoadMakingTangents)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_GltfTinygltfParse(benchmark::State& state) {
  const GeneratedModel model = generate_glb(arbor_bench::sized(state.range(0), 2000), true);
  for (auto _ : state) {
    tinygltf::TinyGLTF loader;
    tinygltf::Model parsed;
    std::string error;
    std::string warning;
    if (!loader.LoadBinaryFromMemory(&parsed, &error, &warning, model.bytes.data(),
                                     unsigned(model.bytes.size()))) {
      state.SkipWithError(error.c_str());
      break;
    }
    benchmark::DoNotOptimize(parsed.buffers.data());
  }
  report(state, model);
}
BENCHMARK(BM_GltfTinygltfParse)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
