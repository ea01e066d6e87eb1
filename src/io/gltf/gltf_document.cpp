#include "io/gltf/gltf_document.h"

#include <utility>

namespace arbor::detail::gltf {

Document::Document(tinygltf::Model model_, std::string path_)
    : model(std::move(model_)),
      path(std::move(path_)),
      meshes(model.meshes.size()),
      materials(model.materials.size()),
      images(model.images.size()) {}

const tinygltf::Value* find_extension(const tinygltf::ExtensionMap& extensions, const char* name) {
  const auto found = extensions.find(name);
  if (found == extensions.end() || !found->second.IsObject()) return nullptr;
  return &found->second;
}

const tinygltf::Value* find_member(const tinygltf::Value* object, const char* key) {
  if (!object || !object->IsObject() || !object->Has(key)) return nullptr;
  return &object->Get(key);
}

std::optional<double> as_number(const tinygltf::Value* value) {
  if (!value || !value->IsNumber()) return std::nullopt;
  return value->GetNumberAsDouble();
}

}  // namespace arbor::detail::gltf
