#include "io/gltf/gltf_accessor.h"

#include <string>

namespace arbor::detail::gltf {
namespace {

// More elements than this in an accessor that has no buffer view (all zeros) is taken for a
// malformed file: no buffer bounds the memory it would take.
constexpr std::size_t kMaxUnbackedCount = std::size_t(1) << 24;

std::string number(std::size_t value) { return std::to_string(value); }

const char* type_name(int type) {
  switch (type) {
    case TINYGLTF_TYPE_SCALAR:
      return "SCALAR";
    case TINYGLTF_TYPE_VEC2:
      return "VEC2";
    case TINYGLTF_TYPE_VEC3:
      return "VEC3";
    case TINYGLTF_TYPE_VEC4:
      return "VEC4";
    case TINYGLTF_TYPE_MAT2:
      return "MAT2";
    case TINYGLTF_TYPE_MAT3:
      return "MAT3";
    case TINYGLTF_TYPE_MAT4:
      return "MAT4";
    default:
      return "unknown";
  }
}

// The component types glTF 2.0 allows (tinygltf also knows INT and DOUBLE, which it does not).
bool is_gltf_component_type(int type) {
  switch (type) {
    case TINYGLTF_COMPONENT_TYPE_BYTE:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
    case TINYGLTF_COMPONENT_TYPE_SHORT:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT:
    case TINYGLTF_COMPONENT_TYPE_FLOAT:
      return true;
    default:
      return false;
  }
}

bool is_index_type(int type) {
  return type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE ||
         type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT ||
         type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT;
}

}  // namespace

AccessorView::AccessorView(const tinygltf::Model& model, int index) : index_(index) {
  if (index < 0 || std::size_t(index) >= model.accessors.size()) {
    throw Error("accessor " + std::to_string(index) + " does not exist (the file has " +
                number(model.accessors.size()) + ")");
  }
  const tinygltf::Accessor& accessor = model.accessors[std::size_t(index)];
  const std::string self = "accessor " + std::to_string(index);
  component_type_ = accessor.componentType;
  if (!is_gltf_component_type(component_type_)) {
    throw Error(self + ": component type " + std::to_string(component_type_) +
                " is not one of glTF's");
  }
  type_ = accessor.type;
  components_ = tinygltf::GetNumComponentsInType(std::uint32_t(type_));
  if (components_ <= 0) throw Error(self + ": type " + std::to_string(type_) + " is unknown");
  component_size_ = std::size_t(tinygltf::GetComponentSizeInBytes(std::uint32_t(component_type_)));
  normalized_ = accessor.normalized;
  count_ = accessor.count;
  const std::size_t element_size = component_size_ * std::size_t(components_);
  if (accessor.bufferView >= 0) {
    const std::size_t view_stride =
        std::size_t(accessor.bufferView) < model.bufferViews.size()
            ? model.bufferViews[std::size_t(accessor.bufferView)].byteStride
            : 0;
    if (view_stride != 0 && view_stride < element_size) {
      throw Error(self + ": buffer view " + std::to_string(accessor.bufferView) +
                  " has a stride of " + number(view_stride) + " bytes, less than the " +
                  number(element_size) + " of an element");
    }
    stride_ = view_stride != 0 ? view_stride : element_size;
    data_ = locate(model, accessor.bufferView, accessor.byteOffset, count_, element_size, stride_,
                   "its elements");
  } else if (count_ > kMaxUnbackedCount) {
    throw Error(self + ": " + number(count_) + " elements and no buffer view");
  }
  if (accessor.sparse.isSparse) locate_sparse(model, accessor);
}

void AccessorView::expect_type(std::initializer_list<int> types) const {
  if (std::find(types.begin(), types.end(), type_) != types.end()) return;
  std::string wanted;
  for (int type : types) {
    if (!wanted.empty()) wanted += " or ";
    wanted += type_name(type);
  }
  throw Error("accessor " + std::to_string(index_) + " is " + type_name(type_) + ", not " + wanted);
}

const std::uint8_t* AccessorView::locate(const tinygltf::Model& model, int view_index,
                                         std::size_t offset, std::size_t count, std::size_t size,
                                         std::size_t stride, const char* what) const {
  const std::string self = "accessor " + std::to_string(index_);
  if (view_index < 0 || std::size_t(view_index) >= model.bufferViews.size()) {
    throw Error(self + ": buffer view " + std::to_string(view_index) +
                " does not exist (the file has " + number(model.bufferViews.size()) + ")");
  }
  const tinygltf::BufferView& view = model.bufferViews[std::size_t(view_index)];
  const std::string view_name = "buffer view " + std::to_string(view_index);
  if (view.buffer < 0 || std::size_t(view.buffer) >= model.buffers.size()) {
    throw Error(self + ": " + view_name + ": buffer " + std::to_string(view.buffer) +
                " does not exist (the file has " + number(model.buffers.size()) + ")");
  }
  const std::vector<unsigned char>& buffer = model.buffers[std::size_t(view.buffer)].data;
  if (view.byteOffset > buffer.size() || view.byteLength > buffer.size() - view.byteOffset) {
    throw Error(self + ": " + view_name + " (bytes " + number(view.byteOffset) + " to " +
                number(view.byteOffset + view.byteLength) + ") lies beyond the " +
                number(buffer.size()) + " bytes of buffer " + std::to_string(view.buffer));
  }
  if (count == 0) return buffer.data() + view.byteOffset;
  const std::size_t length = view.byteLength;
  if (offset > length || size > length - offset ||
      (count - 1) > (length - offset - size) / stride) {
    throw Error(self + ": " + what + " (" + number(count) + " of " + number(size) +
                " bytes, from byte " + number(offset) + ") lie beyond the " + number(length) +
                " bytes of " + view_name);
  }
  return buffer.data() + view.byteOffset + offset;
}

void AccessorView::locate_sparse(const tinygltf::Model& model, const tinygltf::Accessor& accessor) {
  const std::string self = "accessor " + std::to_string(index_);
  const auto& sparse = accessor.sparse;
  if (sparse.count < 0 || std::size_t(sparse.count) > count_) {
    throw Error(self + ": " + std::to_string(sparse.count) + " sparse elements of " +
                number(count_));
  }
  if (!is_index_type(sparse.indices.componentType)) {
    throw Error(self + ": sparse indices are unsigned bytes, shorts or ints, not component type " +
                std::to_string(sparse.indices.componentType));
  }
  if (sparse.indices.byteOffset < 0 || sparse.values.byteOffset < 0) {
    throw Error(self + ": a sparse byte offset is negative");
  }
  const std::size_t index_size =
      std::size_t(tinygltf::GetComponentSizeInBytes(std::uint32_t(sparse.indices.componentType)));
  const std::size_t element_size = component_size_ * std::size_t(components_);
  sparse_.count = std::size_t(sparse.count);
  sparse_.index_type = sparse.indices.componentType;
  sparse_.indices = locate(model, sparse.indices.bufferView, std::size_t(sparse.indices.byteOffset),
                           sparse_.count, index_size, index_size, "its sparse indices");
  sparse_.values = locate(model, sparse.values.bufferView, std::size_t(sparse.values.byteOffset),
                          sparse_.count, element_size, element_size, "its sparse values");
  for (std::size_t s = 0; s < sparse_.count; ++s) {
    const std::uint32_t i = index_at(sparse_.indices + s * index_size, sparse_.index_type);
    if (i >= count_) {
      throw Error(self + ": sparse index " + std::to_string(i) + " is beyond its " +
                  number(count_) + " elements");
    }
  }
}

std::uint32_t AccessorView::index_at(const std::uint8_t* at, int component_type) {
  switch (component_type) {
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
      return *at;
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: {
      std::uint16_t value;
      std::memcpy(&value, at, sizeof value);
      return value;
    }
    default: {
      std::uint32_t value;
      std::memcpy(&value, at, sizeof value);
      return value;
    }
  }
}

}  // namespace arbor::detail::gltf
