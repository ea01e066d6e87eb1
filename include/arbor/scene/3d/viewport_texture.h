// ViewportTexture: a SubViewport's picture used as a texture (Godot's ViewportTexture).
#pragma once

#include "arbor/core/object/node_id.h"
#include "arbor/core/string/node_path.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

class Node;
class SubViewport;

/// The picture a SubViewport renders, usable wherever a Texture2D is (a material's albedo, a
/// sprite). `viewport_path` names the SubViewport from the root of the scene that uses the
/// texture. It has no pixels on the CPU: get_image() is null; its size is the viewport's.
class ViewportTexture : public Texture2D {
  ARBOR_CLASS(ViewportTexture, Texture2D)

 public:
  ViewportTexture() = default;

  void set_viewport_path_in_scene(const NodePath& path);
  [[nodiscard]] const NodePath& get_viewport_path_in_scene() const { return path_; }

  /// The SubViewport `viewport_path` names, seen from the scene `user` belongs to (its owner,
  /// or `user` itself for a scene root), or nullptr.
  [[nodiscard]] SubViewport* find_viewport(const Node* user) const;

  /// The size of the viewport last found, else 0.
  [[nodiscard]] int get_width() const override;
  [[nodiscard]] int get_height() const override;
  [[nodiscard]] Ref<Image> get_image() const override;

 protected:
  static void _bind_methods();

 private:
  NodePath path_;
  // The viewport last found, valid while its id is (ids are never reused).
  mutable SubViewport* viewport_ = nullptr;
  mutable NodeId viewport_id_;
};

}  // namespace arbor
