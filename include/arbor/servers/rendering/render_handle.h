// Typed, generational handles to the rendering server's objects.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

#include "arbor/core/object/rid.h"

namespace arbor {

/// The id of one rendering server object: a slot index and the generation of that slot when the
/// object was made. A slot's generation grows each time its object is freed, so a handle kept
/// after its object was freed is detected (an arbor::Error naming the handle), never taken for
/// the slot's next object. The default handle (generation 0) is null. `Tag` makes each kind of
/// handle its own type: a MeshHandle never passes for a MaterialHandle.
template <class Tag>
class RenderHandle {
 public:
  constexpr RenderHandle() = default;
  constexpr RenderHandle(std::uint32_t index, std::uint32_t generation)
      : index_(index), generation_(generation) {}

  /// What the handle names, for messages ("mesh", "instance", ...).
  static constexpr const char* kind_name() { return Tag::kName; }

  [[nodiscard]] constexpr std::uint32_t index() const { return index_; }
  [[nodiscard]] constexpr std::uint32_t generation() const { return generation_; }
  [[nodiscard]] constexpr bool is_valid() const { return generation_ != 0; }
  [[nodiscard]] constexpr bool is_null() const { return generation_ == 0; }
  explicit constexpr operator bool() const { return generation_ != 0; }

  /// The handle as an RID (what a Variant holds): generation in the high 32 bits, so the RID's
  /// local index is the slot. A null handle is the null RID.
  [[nodiscard]] constexpr RID to_rid() const {
    return RID::from_uint64((std::uint64_t(generation_) << 32) | index_);
  }
  static constexpr RenderHandle from_rid(RID rid) {
    return {rid.get_local_index(), std::uint32_t(rid.get_id() >> 32)};
  }

  constexpr bool operator==(const RenderHandle&) const = default;
  constexpr auto operator<=>(const RenderHandle&) const = default;

 private:
  std::uint32_t index_ = 0;
  std::uint32_t generation_ = 0;
};

namespace render_handle_tag {
struct Mesh {
  static constexpr const char* kName = "mesh";
};
struct Material {
  static constexpr const char* kName = "material";
};
struct Texture {
  static constexpr const char* kName = "texture";
};
struct MultiMesh {
  static constexpr const char* kName = "multimesh";
};
struct Sky {
  static constexpr const char* kName = "sky";
};
struct Environment {
  static constexpr const char* kName = "environment";
};
struct Scenario {
  static constexpr const char* kName = "scenario";
};
struct Instance {
  static constexpr const char* kName = "instance";
};
struct Camera {
  static constexpr const char* kName = "camera";
};
struct Light {
  static constexpr const char* kName = "light";
};
struct Viewport {
  static constexpr const char* kName = "viewport";
};
struct Canvas {
  static constexpr const char* kName = "canvas";
};
struct CanvasItem {
  static constexpr const char* kName = "canvas item";
};
}  // namespace render_handle_tag

/// Geometry: surfaces of vertex arrays (see mesh_data.h).
using MeshHandle = RenderHandle<render_handle_tag::Mesh>;
/// How a surface looks (see material_data.h).
using MaterialHandle = RenderHandle<render_handle_tag::Material>;
/// An image on the device, or a viewport's picture (see texture_data.h).
using TextureHandle = RenderHandle<render_handle_tag::Texture>;
/// Many copies of one mesh from one buffer (see multimesh_data.h).
using MultiMeshHandle = RenderHandle<render_handle_tag::MultiMesh>;
/// A background (see sky_data.h).
using SkyHandle = RenderHandle<render_handle_tag::Sky>;
/// Background, ambient light and tonemapping (see environment_data.h).
using EnvironmentHandle = RenderHandle<render_handle_tag::Environment>;
/// A 3D world: the instances, lights and environment that viewports showing it draw (Godot's
/// scenario, what a World3D holds).
using ScenarioHandle = RenderHandle<render_handle_tag::Scenario>;
/// A placed mesh or multimesh in a scenario.
using InstanceHandle = RenderHandle<render_handle_tag::Instance>;
/// A point of view: projection and transform.
using CameraHandle = RenderHandle<render_handle_tag::Camera>;
/// A directional, omni or spot light in a scenario (see light_data.h).
using LightHandle = RenderHandle<render_handle_tag::Light>;
/// A render target: the window's picture or a SubViewport's texture.
using ViewportHandle = RenderHandle<render_handle_tag::Viewport>;
/// 2D: a viewport's canvas, the root of its canvas items (see canvas_data.h).
using CanvasHandle = RenderHandle<render_handle_tag::Canvas>;
/// 2D: a canvas item with its retained draw commands (see canvas_data.h).
using CanvasItemHandle = RenderHandle<render_handle_tag::CanvasItem>;

}  // namespace arbor

template <class Tag>
struct std::hash<arbor::RenderHandle<Tag>> {
  std::size_t operator()(const arbor::RenderHandle<Tag>& handle) const noexcept {
    return std::hash<std::uint64_t>()((std::uint64_t(handle.generation()) << 32) | handle.index());
  }
};
