// PhysicsMaterial: friction and bounce of a body (Godot 4's PhysicsMaterial).
#pragma once

#include "arbor/core/math/real.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/signal/signal.h"

namespace arbor {

/// How a body's surface behaves in contacts. Godot's combine rules: of two frictions the
/// smaller applies, but a `rough` material's friction always wins; bounces add, and an
/// `absorbent` material's bounce subtracts from the other's.
class PhysicsMaterial : public Resource {
  ARBOR_CLASS(PhysicsMaterial, Resource)

 public:
  /// Emitted after every change (Godot's Resource.changed): the bodies using it push it again.
  Signal<> changed;
  void emit_changed() { changed.emit(); }

  void set_friction(real_t friction);
  [[nodiscard]] real_t get_friction() const { return friction_; }
  void set_rough(bool rough);
  [[nodiscard]] bool is_rough() const { return rough_; }
  void set_bounce(real_t bounce);
  [[nodiscard]] real_t get_bounce() const { return bounce_; }
  void set_absorbent(bool absorbent);
  [[nodiscard]] bool is_absorbent() const { return absorbent_; }

  /// The friction the physics server takes: negative when rough (Godot's computed_friction).
  [[nodiscard]] real_t computed_friction() const { return rough_ ? -friction_ : friction_; }
  /// The bounce the physics server takes: negative when absorbent.
  [[nodiscard]] real_t computed_bounce() const { return absorbent_ ? -bounce_ : bounce_; }

 protected:
  static void _bind_methods();

 private:
  real_t friction_ = 1;
  real_t bounce_ = 0;
  bool rough_ = false;
  bool absorbent_ = false;
};

}  // namespace arbor
