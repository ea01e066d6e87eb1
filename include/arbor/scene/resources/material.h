// Material: the base of everything that says how a surface is shaded.
#pragma once

#include "arbor/core/object/resource.h"

namespace arbor {

/// The base of materials (Godot's Material): a render priority that orders transparent
/// surfaces sharing a depth, and an optional next pass drawn after this one over the same
/// geometry (outlines, overlays).
class Material : public Resource {
  ARBOR_CLASS(Material, Resource)

 public:
  static constexpr int RENDER_PRIORITY_MAX = 127;
  static constexpr int RENDER_PRIORITY_MIN = -128;

  Material() = default;

  /// Throws arbor::Error outside RENDER_PRIORITY_MIN..RENDER_PRIORITY_MAX.
  void set_render_priority(int priority);
  [[nodiscard]] int get_render_priority() const { return render_priority_; }

  /// Throws arbor::Error when `next_pass` is this material or leads back to it.
  void set_next_pass(const Ref<Material>& next_pass);
  [[nodiscard]] const Ref<Material>& get_next_pass() const { return next_pass_; }

 protected:
  static void _bind_methods();
  /// Whether the material draws over the same geometry again and orders by priority (Godot's
  /// _can_do_next_pass / _can_use_render_priority): a material that cannot neither shows nor
  /// saves `next_pass` and `render_priority`.
  [[nodiscard]] virtual bool can_do_next_pass() const { return false; }
  [[nodiscard]] virtual bool can_use_render_priority() const { return false; }
  /// Whether render_priority was ever set (what a file gave it).
  [[nodiscard]] bool is_render_priority_set() const { return render_priority_set_; }
  void _validate_property(PropertyInfo& property) const override;

 private:
  int render_priority_ = 0;
  bool render_priority_set_ = false;
  Ref<Material> next_pass_;
};

}  // namespace arbor
