// Physics (docs/physics.md): boxes fall onto a floor in 3D (Bullet), a ball onto a floor in 2D
// (Box2D). Exits 1 when they do not come to rest where they should.

#include <cmath>
#include <cstdio>
#include <memory>

#include "arbor/arbor.h"
#include "arbor/scene/2d/collision_shape_2d.h"
#include "arbor/scene/2d/rigid_body_2d.h"
#include "arbor/scene/2d/static_body_2d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/rigid_body_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/circle_shape_2d.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/resources/world_boundary_shape_3d.h"
#include "arbor/servers/physics/box2d_physics_server_2d.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"

int main() {
  arbor::SceneTree tree;
  // The physics servers go in before the scene: bodies find them when they enter the tree.
  tree.servers().add(arbor::create_bullet_physics_server_3d());
  tree.servers().add(arbor::create_box2d_physics_server_2d());
  arbor::Node* root = tree.get_root();

  // 3D: an endless floor (a world boundary plane at y = 0) and a stack of 1 m boxes above it.
  auto* floor = root->add_child(std::make_unique<arbor::StaticBody3D>());
  floor->add_child(std::make_unique<arbor::CollisionShape3D>())
      ->set_shape(arbor::make_ref<arbor::WorldBoundaryShape3D>());
  auto box = arbor::make_ref<arbor::BoxShape3D>();  // 1×1×1 m, Godot's default
  arbor::RigidBody3D* boxes[3];
  for (int i = 0; i < 3; ++i) {
    boxes[i] = root->add_child(std::make_unique<arbor::RigidBody3D>());
    boxes[i]->set_position(arbor::Vector3(arbor::real_t(i * 2), arbor::real_t(3 + i), 0));
    boxes[i]->add_child(std::make_unique<arbor::CollisionShape3D>())->set_shape(box);
  }

  // 2D: lengths are pixels and y grows downwards; gravity is 980 px/s².
  auto* ground = root->add_child(std::make_unique<arbor::StaticBody2D>());
  ground->set_position(arbor::Vector2(0, 500));
  auto wide = arbor::make_ref<arbor::RectangleShape2D>();
  wide->set_size(arbor::Vector2(1000, 20));  // its top edge at y = 490
  ground->add_child(std::make_unique<arbor::CollisionShape2D>())->set_shape(wide);
  auto* ball = root->add_child(std::make_unique<arbor::RigidBody2D>());
  auto disc = arbor::make_ref<arbor::CircleShape2D>();  // radius 10 px
  ball->add_child(std::make_unique<arbor::CollisionShape2D>())->set_shape(disc);

  // Five seconds at 60 frames per second: one physics step per frame.
  for (int frame = 0; frame < 300; ++frame) tree.tick(1.0 / 60);

  bool ok = true;
  for (arbor::RigidBody3D* body : boxes) {
    const arbor::Vector3 p = body->get_position();
    std::printf("box at (%.3f, %.3f, %.3f)%s\n", double(p.x), double(p.y), double(p.z),
                body->is_sleeping() ? ", asleep" : "");
    ok = ok && std::abs(double(p.y) - 0.5) < 0.05;  // resting on the floor
  }
  const arbor::Vector2 b = ball->get_position();
  std::printf("ball at (%.2f, %.2f)\n", double(b.x), double(b.y));
  ok = ok && std::abs(double(b.y) - 480) < 1;  // its bottom on the ground's top edge
  return ok ? 0 : 1;
}
