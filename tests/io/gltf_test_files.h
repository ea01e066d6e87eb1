// What the glTF tests share: glTF documents built in the test (their buffer embedded or as a
// .glb), Debian's assimp test models, and a project folder of their own.
#pragma once

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/io/resource_loader.h"

namespace arbor::test {

/// Where Debian's assimp-testmodels package puts its glTF 2.0 models.
inline std::string gltf_model(const std::string& relative) {
  return std::string(ARBOR_GLTF_MODELS_DIR) + "/" + relative;
}

/// A 1×1 opaque red PNG.
inline constexpr const char* kRedPixelPngBase64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

inline std::string base64(const std::vector<std::uint8_t>& bytes) {
  static constexpr char kDigits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::uint32_t n = std::uint32_t(bytes[i]) << 16 |
                            (i + 1 < bytes.size() ? std::uint32_t(bytes[i + 1]) << 8 : 0) |
                            (i + 2 < bytes.size() ? std::uint32_t(bytes[i + 2]) : 0);
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += i + 1 < bytes.size() ? kDigits[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? kDigits[n & 63] : '=';
  }
  return out;
}

inline std::vector<std::uint8_t> from_base64(const std::string& text) {
  std::vector<std::uint8_t> out;
  std::uint32_t bits = 0;
  int count = 0;
  for (const char c : text) {
    const std::size_t digit =
        std::string_view("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            .find(c);
    if (digit == std::string_view::npos) continue;  // padding
    bits = bits << 6 | std::uint32_t(digit);
    if ((count += 6) >= 8) {
      count -= 8;
      out.push_back(std::uint8_t(bits >> count));
    }
  }
  return out;
}

/// A glTF document made in a test: add_* append data to its one buffer (with a buffer view and
/// an accessor each) and return the accessor's index; the rest of the JSON (nodes, meshes, ...)
/// is given as text to gltf() or glb().
class TestGltf {
 public:
  /// Floats, `components` per element (`type` "SCALAR", "VEC2", "VEC3" or "VEC4").
  int add_floats(const std::vector<float>& values, const char* type) {
    const int components = std::string(type) == "SCALAR" ? 1 : type[3] - '0';
    return add(values.data(), values.size() * sizeof(float), 5126,
               values.size() / std::size_t(components), type);
  }
  /// 16-bit unsigned indices.
  int add_indices(const std::vector<std::uint16_t>& values) {
    return add(values.data(), values.size() * sizeof(std::uint16_t), 5123, values.size(), "SCALAR");
  }
  /// Raw bytes in a buffer view of their own (an image); returns the buffer view's index.
  int add_view(const std::vector<std::uint8_t>& bytes) {
    align();
    const std::size_t offset = bin_.size();
    bin_.insert(bin_.end(), bytes.begin(), bytes.end());
    views_.push_back(R"({"buffer":0,"byteOffset":)" + std::to_string(offset) + R"(,"byteLength":)" +
                     std::to_string(bytes.size()) + "}");
    return int(views_.size()) - 1;
  }
  /// Adds an accessor written as JSON (a sparse one, one with odd offsets); returns its index.
  int add_accessor_json(const std::string& json) {
    accessors_.push_back(json);
    return int(accessors_.size()) - 1;
  }

  /// The document as `.gltf` text, its buffer a `data:` URI; `body` holds the other members.
  [[nodiscard]] std::string gltf(const std::string& body) const {
    return document(body,
                    R"("uri":"data:application/octet-stream;base64,)" + base64(bin_) + R"(",)");
  }
  /// The document as `.glb` bytes (JSON chunk, then the BIN chunk).
  [[nodiscard]] std::vector<std::uint8_t> glb(const std::string& body) const {
    std::string json = document(body, "");
    while (json.size() % 4 != 0) json += ' ';
    std::vector<std::uint8_t> bin = bin_;
    while (bin.size() % 4 != 0) bin.push_back(0);
    std::vector<std::uint8_t> out;
    const auto put = [&out](std::uint32_t value) {
      for (int i = 0; i < 4; ++i) out.push_back(std::uint8_t(value >> (8 * i)));
    };
    out.insert(out.end(), {'g', 'l', 'T', 'F'});
    put(2);
    put(std::uint32_t(12 + 8 + json.size() + (bin.empty() ? 0 : 8 + bin.size())));
    put(std::uint32_t(json.size()));
    put(0x4E4F534A);
    out.insert(out.end(), json.begin(), json.end());
    if (!bin.empty()) {
      put(std::uint32_t(bin.size()));
      put(0x004E4942);
      out.insert(out.end(), bin.begin(), bin.end());
    }
    return out;
  }

 private:
  void align() {
    while (bin_.size() % 4 != 0) bin_.push_back(0);
  }
  int add(const void* data, std::size_t size, int component_type, std::size_t count,
          const char* type) {
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    const int view = add_view(std::vector<std::uint8_t>(bytes, bytes + size));
    accessors_.push_back(R"({"bufferView":)" + std::to_string(view) + R"(,"componentType":)" +
                         std::to_string(component_type) + R"(,"count":)" + std::to_string(count) +
                         R"(,"type":")" + type + R"("})");
    return int(accessors_.size()) - 1;
  }
  [[nodiscard]] static std::string list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + items[i];
    return out + "]";
  }
  [[nodiscard]] std::string document(const std::string& body, const std::string& uri) const {
    std::string json = R"({"asset":{"version":"2.0"})";
    if (!bin_.empty()) {
      json += R"(,"buffers":[{)" + uri + R"("byteLength":)" + std::to_string(bin_.size()) + "}]";
    }
    if (!views_.empty()) json += R"(,"bufferViews":)" + list(views_);
    if (!accessors_.empty()) json += R"(,"accessors":)" + list(accessors_);
    if (!body.empty()) json += "," + body;
    return json + "}";
  }

  std::vector<std::uint8_t> bin_;
  std::vector<std::string> views_;
  std::vector<std::string> accessors_;
};

/// A folder of its own under the system's temporary folder that `res://` stands for during
/// the test, removed afterwards.
class GltfProjectTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    project_ = std::filesystem::temp_directory_path() /
               ("arbor_gltf_" + std::string(test->test_suite_name()) + "_" + test->name() + "_" +
                std::to_string(::getpid()));
    std::filesystem::create_directories(project_);
    ResourceLoader::set_project_root(project_.string());
  }
  void TearDown() override {
    ResourceLoader::set_project_root(".");
    std::error_code ignored;
    std::filesystem::remove_all(project_, ignored);
  }

  /// Writes `bytes` to `relative` inside the project and returns its `res://` path.
  std::string write(const std::string& relative, const std::string& bytes) const {
    const std::filesystem::path file = project_ / relative;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
    return "res://" + relative;
  }
  std::string write(const std::string& relative, const std::vector<std::uint8_t>& bytes) const {
    return write(relative, std::string(bytes.begin(), bytes.end()));
  }
  /// Copies a file into the project and returns its `res://` path.
  std::string copy(const std::string& from, const std::string& relative) const {
    const std::filesystem::path file = project_ / relative;
    std::filesystem::create_directories(file.parent_path());
    std::filesystem::copy_file(from, file, std::filesystem::copy_options::overwrite_existing);
    return "res://" + relative;
  }

  std::filesystem::path project_;
};

}  // namespace arbor::test
