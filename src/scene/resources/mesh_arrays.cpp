#include "arbor/scene/resources/mesh_arrays.h"

#include <string>

#include "arbor/core/error/error.h"

namespace arbor {
namespace {

const char* const kSlotNames[MeshArrays::ARRAY_MAX] = {
    "ARRAY_VERTEX",  "ARRAY_NORMAL",  "ARRAY_TANGENT", "ARRAY_COLOR",   "ARRAY_TEX_UV",
    "ARRAY_TEX_UV2", "ARRAY_CUSTOM0", "ARRAY_CUSTOM1", "ARRAY_CUSTOM2", "ARRAY_CUSTOM3",
    "ARRAY_BONES",   "ARRAY_WEIGHTS", "ARRAY_INDEX"};

// The slot's value when it is a `T`, else nil is allowed (an absent array) and anything else
// throws.
template <class T>
T take(const Array& arrays, int slot, Variant::Type type) {
  const Variant& value = arrays[slot];
  if (value.get_type() == Variant::NIL) return T();
  if (value.get_type() != type) {
    throw Error(std::string("mesh arrays: ") + kSlotNames[slot] + " is a " +
                Variant::get_type_name(value.get_type()) + ", expected a " +
                Variant::get_type_name(type));
  }
  return *value.get_if<T>();
}

template <class T>
Variant or_nil(const T& array) {
  return array.is_empty() ? Variant() : Variant(array);
}

}  // namespace

Array MeshArrays::to_array() const {
  Array out;
  out.resize(ARRAY_MAX);
  out[ARRAY_VERTEX] = or_nil(vertices);
  out[ARRAY_NORMAL] = or_nil(normals);
  out[ARRAY_TANGENT] = or_nil(tangents);
  out[ARRAY_COLOR] = or_nil(colors);
  out[ARRAY_TEX_UV] = or_nil(uvs);
  out[ARRAY_TEX_UV2] = or_nil(uv2s);
  for (int i = 0; i < 4; ++i) {
    const auto c = std::size_t(i);
    out[ARRAY_CUSTOM0 + i] = custom_formats[c] >= ARRAY_CUSTOM_R_FLOAT ? or_nil(custom_floats[c])
                                                                       : or_nil(custom_bytes[c]);
  }
  out[ARRAY_BONES] = or_nil(bones);
  out[ARRAY_WEIGHTS] = or_nil(weights);
  out[ARRAY_INDEX] = or_nil(indices);
  return out;
}

MeshArrays MeshArrays::from_array(const Array& arrays) {
  if (arrays.size() != ARRAY_MAX) {
    throw Error("mesh arrays: the array has " + std::to_string(arrays.size()) +
                " slots, Mesh.ARRAY_MAX is " + std::to_string(int(ARRAY_MAX)));
  }
  MeshArrays out;
  out.vertices = take<PackedVector3Array>(arrays, ARRAY_VERTEX, Variant::PACKED_VECTOR3_ARRAY);
  out.normals = take<PackedVector3Array>(arrays, ARRAY_NORMAL, Variant::PACKED_VECTOR3_ARRAY);
  out.tangents = take<PackedFloat32Array>(arrays, ARRAY_TANGENT, Variant::PACKED_FLOAT32_ARRAY);
  out.colors = take<PackedColorArray>(arrays, ARRAY_COLOR, Variant::PACKED_COLOR_ARRAY);
  out.uvs = take<PackedVector2Array>(arrays, ARRAY_TEX_UV, Variant::PACKED_VECTOR2_ARRAY);
  out.uv2s = take<PackedVector2Array>(arrays, ARRAY_TEX_UV2, Variant::PACKED_VECTOR2_ARRAY);
  for (int i = 0; i < 4; ++i) {
    const Variant& value = arrays[ARRAY_CUSTOM0 + i];
    if (value.get_type() == Variant::PACKED_FLOAT32_ARRAY) {
      out.custom_floats[std::size_t(i)] = *value.get_if<PackedFloat32Array>();
      out.custom_formats[std::size_t(i)] = ARRAY_CUSTOM_RGBA_FLOAT;
    } else {
      out.custom_bytes[std::size_t(i)] =
          take<PackedByteArray>(arrays, ARRAY_CUSTOM0 + i, Variant::PACKED_BYTE_ARRAY);
    }
  }
  out.bones = take<PackedInt32Array>(arrays, ARRAY_BONES, Variant::PACKED_INT32_ARRAY);
  out.weights = take<PackedFloat32Array>(arrays, ARRAY_WEIGHTS, Variant::PACKED_FLOAT32_ARRAY);
  out.indices = take<PackedInt32Array>(arrays, ARRAY_INDEX, Variant::PACKED_INT32_ARRAY);
  return out;
}

}  // namespace arbor
