#include "servers/physics/box2d/box2d_server.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numbers>

#include <box2d/b2_common.h>
#include <box2d/b2_contact.h>
#include <box2d/b2_distance_joint.h>
#include <box2d/b2_revolute_joint.h>
#include <box2d/b2_wheel_joint.h>

#include "arbor/servers/physics/box2d_physics_server_2d.h"

namespace arbor::physics {
namespace {

using box2d::from_b2;
using box2d::to_b2;
using box2d::to_meters;

// Box2D's units: inertia in kg m², Godot's in kg px².
constexpr real_t kInertiaScale = box2d::kPixelsPerMeter * box2d::kPixelsPerMeter;
// Box2D's position iterations per step (its recommended count).
constexpr int kPositionIterations = 3;
// A motor's torque, large enough to reach its speed at once (Godot's motors are not limited).
constexpr float kMotorTorque = 1e9f;

real_t angle_of(const Transform2D& t) { return std::atan2(t.columns[0].y, t.columns[0].x); }

// What remains of a transform's basis once its rotation is taken out: scale, skew, mirroring.
Transform2D stretch_of(const Transform2D& t) {
  Transform2D basis = t;
  basis.columns[2] = Vector2();
  return Transform2D(-angle_of(t), Vector2()) * basis;
}

// Box2D 2.4's GetUserData is not const; the data is only read here.
uintptr_t user_data(const b2Fixture& fixture) {
  return const_cast<b2Fixture&>(fixture).GetUserData().pointer;
}
std::uint32_t slot_of(const b2Fixture& fixture) { return std::uint32_t(user_data(fixture) >> 32); }
std::uint32_t part_of(const b2Fixture& fixture) {
  return std::uint32_t(user_data(fixture) & 0xFFFFFFFFu);
}

static_assert(sizeof(uintptr_t) >= 8, "fixture user data holds an object slot and a part index");

}  // namespace

// -- callbacks ---------------------------------------------------------------------------------

bool Box2DCallbacks::ShouldCollide(b2Fixture* a, b2Fixture* b) {
  return server_.may_touch(slot_of(*a), slot_of(*b));
}

void Box2DCallbacks::PreSolve(b2Contact* contact, const b2Manifold*) {
  const b2Fixture* a = contact->GetFixtureA();
  const b2Fixture* b = contact->GetFixtureB();
  // Godot's material rules: the smaller friction wins, by its magnitude (a rough material has a
  // negative friction); bounces add, clamped to [0, 1].
  contact->SetFriction(std::abs(std::min(a->GetFriction(), b->GetFriction())));
  contact->SetRestitution(std::clamp(a->GetRestitution() + b->GetRestitution(), 0.0f, 1.0f));
  const Box2DObject& native_a = server_.native(slot_of(*a));
  const Box2DObject& native_b = server_.native(slot_of(*b));
  const std::uint32_t part_a = part_of(*a);
  const std::uint32_t part_b = part_of(*b);
  const bool one_way_a = native_a.one_way[part_a] != 0;
  const bool one_way_b = native_b.one_way[part_b] != 0;
  if (!one_way_a && !one_way_b) return;
  // A one-way shape stops only what is on the side its +Y points away from.
  b2WorldManifold manifold;
  contact->GetWorldManifold(&manifold);
  if (one_way_a) {
    const b2Vec2 direction =
        b2Mul(a->GetBody()->GetTransform().q, native_a.one_way_direction[part_a]);
    if (b2Dot(manifold.normal, direction) > -FLT_EPSILON) contact->SetEnabled(false);
  }
  if (one_way_b) {
    const b2Vec2 direction =
        b2Mul(b->GetBody()->GetTransform().q, native_b.one_way_direction[part_b]);
    if (b2Dot(-manifold.normal, direction) > -FLT_EPSILON) contact->SetEnabled(false);
  }
}

// -- the server --------------------------------------------------------------------------------

Box2DPhysicsServer2D::Box2DPhysicsServer2D()
    : PhysicsServer2DFrontEnd("Box2D " + std::to_string(b2_version.major) + "." +
                              std::to_string(b2_version.minor) + "." +
                              std::to_string(b2_version.revision)),
      callbacks_(*this) {}

Box2DPhysicsServer2D::~Box2DPhysicsServer2D() {
  // The worlds own their bodies and joints.
  joints_native_.clear();
  natives_.clear();
  spaces_native_.clear();
}

bool Box2DPhysicsServer2D::may_touch(std::uint32_t slot_a, std::uint32_t slot_b) const {
  const ObjectRecord2D& first = objects().at(slot_a);
  const ObjectRecord2D& second = objects().at(slot_b);
  if (first.is_area || second.is_area) {
    auto sees = [](const ObjectRecord2D& area, const ObjectRecord2D& other) {
      if (!area.is_area || !area_tracks_overlaps(area)) return false;
      if ((area.collision_mask & other.collision_layer) == 0) return false;
      return !other.is_area || (area.monitoring && other.monitorable);
    };
    return sees(first, second) || sees(second, first);
  }
  if (first.mode < BodyMode::RIGID && second.mode < BodyMode::RIGID) return false;
  return objects_interact(slot_a, slot_b);
}

// -- spaces ------------------------------------------------------------------------------------

void Box2DPhysicsServer2D::backend_create_space(std::uint32_t slot) {
  auto space = std::make_unique<Box2DSpace>();
  space->world = std::make_unique<b2World>(b2Vec2(0, 0));
  space->world->SetContactFilter(&callbacks_);
  space->world->SetContactListener(&callbacks_);
  space->world->SetAllowSleeping(true);
  space->world->SetContinuousPhysics(true);
  b2BodyDef ground;
  space->ground = space->world->CreateBody(&ground);
  if (spaces_native_.size() <= slot) spaces_native_.resize(slot + 1);
  spaces_native_[slot] = std::move(space);
}

void Box2DPhysicsServer2D::backend_free_space(std::uint32_t slot) { spaces_native_[slot].reset(); }

void Box2DPhysicsServer2D::backend_update_space_settings(std::uint32_t) {
  // Iterations are read at each step; Box2D's sleep thresholds are fixed when it is built.
}

// -- objects -----------------------------------------------------------------------------------

void Box2DPhysicsServer2D::backend_create_object(std::uint32_t slot) {
  if (natives_.size() <= slot) natives_.resize(slot + 1);
  natives_[slot] = Box2DObject();
}

void Box2DPhysicsServer2D::backend_free_object(std::uint32_t slot) {
  destroy_body(slot);
  list_remove(slot);
  natives_[slot] = Box2DObject();
}

void Box2DPhysicsServer2D::backend_update_object_space(std::uint32_t slot, SpaceHandle2D) {
  rebuild(slot);
}

void Box2DPhysicsServer2D::backend_update_object_shapes(std::uint32_t slot) { rebuild(slot); }

void Box2DPhysicsServer2D::backend_update_object_filter(std::uint32_t slot) {
  update_one_way(slot);
  b2Body* body = natives_[slot].body;
  if (!body) return;
  for (b2Fixture* fixture = body->GetFixtureList(); fixture; fixture = fixture->GetNext()) {
    fixture->Refilter();
  }
}

void Box2DPhysicsServer2D::backend_update_body(std::uint32_t slot) { rebuild(slot); }

Box2DList Box2DPhysicsServer2D::list_for(const ObjectRecord2D& record) const {
  if (!record.space) return Box2DList::NONE;
  if (record.is_area) return Box2DList::AREA;
  switch (record.mode) {
    case BodyMode::RIGID:
    case BodyMode::RIGID_LINEAR:
      return Box2DList::RIGID;
    case BodyMode::KINEMATIC:
      return Box2DList::KINEMATIC;
    case BodyMode::STATIC:
      // A static body with a velocity moves what touches it (a conveyor): Box2D's kinematic,
      // put back after each step.
      return record.linear_velocity == Vector2() && record.angular_velocity == 0
                 ? Box2DList::STATIC
                 : Box2DList::KINEMATIC;
  }
  return Box2DList::NONE;
}

std::vector<std::uint32_t>* Box2DPhysicsServer2D::list_of(Box2DSpace& space, Box2DList list) {
  switch (list) {
    case Box2DList::RIGID:
      return &space.rigid;
    case Box2DList::KINEMATIC:
      return &space.kinematic;
    case Box2DList::STATIC:
      return &space.statics;
    case Box2DList::AREA:
      return &space.areas;
    case Box2DList::NONE:
      break;
  }
  return nullptr;
}

void Box2DPhysicsServer2D::list_add(std::uint32_t slot) {
  Box2DObject& native = natives_[slot];
  const ObjectRecord2D& record = objects().at(slot);
  native.list = list_for(record);
  if (native.list == Box2DList::NONE) return;
  native.native_space = record.space.index();
  std::vector<std::uint32_t>* list = list_of(*spaces_native_[native.native_space], native.list);
  native.list_position = std::uint32_t(list->size());
  list->push_back(slot);
}

void Box2DPhysicsServer2D::list_remove(std::uint32_t slot) {
  Box2DObject& native = natives_[slot];
  if (native.list == Box2DList::NONE) return;
  std::vector<std::uint32_t>* list = list_of(*spaces_native_[native.native_space], native.list);
  const std::uint32_t position = native.list_position;
  (*list)[position] = list->back();
  natives_[list->back()].list_position = position;
  list->pop_back();
  native.list = Box2DList::NONE;
}

b2Transform Box2DPhysicsServer2D::box2d_transform(std::uint32_t slot) const {
  const Transform2D& transform = objects().at(slot).transform;
  return b2Transform(to_b2(transform.get_origin()), b2Rot(float(angle_of(transform))));
}

void Box2DPhysicsServer2D::rebuild(std::uint32_t slot) {
  destroy_body(slot);
  list_remove(slot);
  build_parts(slot);
  list_add(slot);
  if (natives_[slot].list == Box2DList::NONE) return;
  create_body(slot);
  // Joints whose bodies are both in this world again.
  for (std::uint32_t joint = 0; joint < joints().slot_count(); ++joint) {
    if (!joints().is_alive(joint)) continue;
    const JointRecord2D& j = joints().at(joint);
    if ((j.body_a && j.body_a.index() == slot) || (j.body_b && j.body_b.index() == slot)) {
      backend_update_joint(joint);
    }
  }
}

void Box2DPhysicsServer2D::build_parts(std::uint32_t slot) {
  const ObjectRecord2D& record = objects().at(slot);
  Box2DObject& native = natives_[slot];
  const bool rigid = !record.is_area && record.mode >= BodyMode::RIGID;
  // Static and kinematic bodies and areas keep their scale, in their parts; rigid bodies are
  // rigid (Godot orthonormalizes their transform).
  native.baked = rigid ? Transform2D() : stretch_of(record.transform);
  native.parts.clear();
  std::vector<MassShape2D> mass_shapes;
  for (std::size_t i = 0; i < record.shapes.size(); ++i) {
    const ShapeInstance2D& instance = record.shapes[i];
    if (instance.disabled) continue;
    const Shape2DData& data = shapes().at(instance.shape.index()).data;
    if (rigid && data.is_static_only()) continue;
    box2d::append_parts(data, native.baked * instance.transform, int(i), native.parts);
    if (rigid) mass_shapes.push_back({&data, instance.transform});
  }
  native.mass =
      rigid ? compute_mass_properties_2d(mass_shapes, record.parameters) : MassProperties2D();
  update_one_way(slot);
}

void Box2DPhysicsServer2D::update_one_way(std::uint32_t slot) {
  const ObjectRecord2D& record = objects().at(slot);
  Box2DObject& native = natives_[slot];
  native.one_way.assign(native.parts.size(), 0);
  native.one_way_direction.assign(native.parts.size(), b2Vec2(0, 1));
  native.one_way_margin.assign(native.parts.size(), 0.0f);
  for (std::size_t k = 0; k < native.parts.size(); ++k) {
    const int index = native.parts[k].shape_index;
    if (index < 0 || std::size_t(index) >= record.shapes.size()) continue;
    const ShapeInstance2D& instance = record.shapes[std::size_t(index)];
    if (!instance.one_way) continue;
    const Vector2 direction = (native.baked * instance.transform).columns[1].normalized();
    native.one_way[k] = 1;
    native.one_way_direction[k] = b2Vec2(float(direction.x), float(direction.y));
    native.one_way_margin[k] = to_meters(instance.one_way_margin);
  }
}

void Box2DPhysicsServer2D::create_body(std::uint32_t slot) {
  const ObjectRecord2D& record = objects().at(slot);
  Box2DObject& native = natives_[slot];
  Box2DSpace& space = *spaces_native_[record.space.index()];
  b2BodyDef def;
  const b2Transform transform = box2d_transform(slot);
  def.position = transform.p;
  def.angle = transform.q.GetAngle();
  def.userData.pointer = slot;
  def.gravityScale = 0;
  switch (native.list) {
    case Box2DList::RIGID:
      def.type = b2_dynamicBody;
      def.linearVelocity = to_b2(record.linear_velocity);
      def.angularVelocity = record.mode == BodyMode::RIGID ? float(record.angular_velocity) : 0;
      def.allowSleep = record.can_sleep;
      def.awake = !record.sleeping;
      def.fixedRotation = record.mode == BodyMode::RIGID_LINEAR;
      def.bullet = record.ccd;
      break;
    case Box2DList::KINEMATIC:
      def.type = b2_kinematicBody;
      break;
    case Box2DList::AREA:
      // Dynamic, so that Box2D pairs it with static and kinematic bodies too; always awake, so
      // that it tracks what it overlaps; only sensors, so nothing pushes it.
      def.type = b2_dynamicBody;
      def.allowSleep = false;
      def.fixedRotation = true;
      break;
    case Box2DList::STATIC:
    case Box2DList::NONE:
      def.type = b2_staticBody;
      break;
  }
  native.body = space.world->CreateBody(&def);
  native.native_space = record.space.index();
  box2d::FixtureShape storage;
  for (std::size_t k = 0; k < native.parts.size(); ++k) {
    const box2d::ConvexPart& part = native.parts[k];
    if (part.separation_ray) continue;
    b2FixtureDef fixture;
    fixture.shape = box2d::fixture_shape(part, storage);
    fixture.friction = float(record.parameters.friction);
    fixture.restitution = float(record.parameters.bounce);
    fixture.density = 0;
    fixture.isSensor = record.is_area;
    fixture.userData.pointer = (uintptr_t(slot) << 32) | uintptr_t(k);
    native.body->CreateFixture(&fixture);
  }
  if (native.list == Box2DList::RIGID) {
    b2MassData mass;
    mass.mass = float(record.parameters.mass);
    mass.center = to_b2(native.mass.center_of_mass);
    const float inertia = float(native.mass.inertia / kInertiaScale);
    // Box2D takes the inertia about the body's origin.
    mass.I = inertia > 1e-12f ? inertia + mass.mass * b2Dot(mass.center, mass.center) : 0;
    native.body->SetMassData(&mass);
  }
}

void Box2DPhysicsServer2D::destroy_body(std::uint32_t slot) {
  Box2DObject& native = natives_[slot];
  if (!native.body) return;
  b2World* world = native.body->GetWorld();
  // Box2D destroys a body's joints with it: unmake them first, so no pointer is left behind.
  for (std::uint32_t joint = 0; joint < joints_native_.size(); ++joint) {
    b2Joint* made = joints_native_[joint];
    if (made && (made->GetBodyA() == native.body || made->GetBodyB() == native.body)) {
      world->DestroyJoint(made);
      joints_native_[joint] = nullptr;
    }
  }
  world->DestroyBody(native.body);
  native.body = nullptr;
}

void Box2DPhysicsServer2D::wake_touching(b2Body* body) {
  for (b2ContactEdge* edge = body->GetContactList(); edge; edge = edge->next) {
    edge->other->SetAwake(true);
  }
}

void Box2DPhysicsServer2D::backend_set_transform(std::uint32_t slot) {
  const ObjectRecord2D& record = objects().at(slot);
  Box2DObject& native = natives_[slot];
  const bool rigid = !record.is_area && record.mode >= BodyMode::RIGID;
  if (!rigid && !stretch_of(record.transform).is_equal_approx(native.baked)) {
    rebuild(slot);
    return;
  }
  // A kinematic body moves there in the next step, pushing what is in the way.
  if (!native.body || native.list == Box2DList::KINEMATIC) return;
  const b2Transform transform = box2d_transform(slot);
  native.body->SetTransform(transform.p, transform.q.GetAngle());
  if (rigid) {
    native.body->SetAwake(true);
  } else if (native.list == Box2DList::STATIC) {
    wake_touching(native.body);  // Godot wakes what a teleported static body touches
  }
}

void Box2DPhysicsServer2D::backend_set_velocity(std::uint32_t slot) {
  const ObjectRecord2D& record = objects().at(slot);
  if (record.is_area) return;
  Box2DObject& native = natives_[slot];
  if (list_for(record) != native.list) {
    rebuild(slot);
    return;
  }
  if (native.list != Box2DList::RIGID || !native.body) return;
  native.body->SetLinearVelocity(to_b2(record.linear_velocity));
  if (record.mode == BodyMode::RIGID)
    native.body->SetAngularVelocity(float(record.angular_velocity));
}

void Box2DPhysicsServer2D::backend_set_sleeping(std::uint32_t slot, bool sleeping) {
  Box2DObject& native = natives_[slot];
  if (native.list != Box2DList::RIGID || !native.body) return;
  native.body->SetAwake(!sleeping);
}

BodyDynamics2D Box2DPhysicsServer2D::backend_get_dynamics(std::uint32_t slot) const {
  const ObjectRecord2D& record = objects().at(slot);
  const Box2DObject& native = natives_[slot];
  BodyDynamics2D dynamics;
  dynamics.center_of_mass_local = native.mass.center_of_mass;
  dynamics.center_of_mass =
      Transform2D(angle_of(record.transform), Vector2()).basis_xform(native.mass.center_of_mass);
  if (native.list != Box2DList::RIGID) return dynamics;
  dynamics.inverse_mass = 1 / record.parameters.mass;
  dynamics.inverse_inertia =
      record.mode == BodyMode::RIGID && native.mass.inertia > 0 ? 1 / native.mass.inertia : 0;
  return dynamics;
}

void Box2DPhysicsServer2D::backend_apply_impulse(std::uint32_t slot, const Vector2& impulse,
                                                 const Vector2& position, real_t torque_impulse) {
  Box2DObject& native = natives_[slot];
  if (native.list != Box2DList::RIGID || !native.body) return;
  ObjectRecord2D& record = objects().at(slot);
  b2Body* body = native.body;
  if (impulse != Vector2()) {
    body->ApplyLinearImpulse(to_b2(impulse), body->GetPosition() + to_b2(position), true);
  }
  if (torque_impulse != 0) body->ApplyAngularImpulse(float(torque_impulse / kInertiaScale), true);
  record.linear_velocity = from_b2(body->GetLinearVelocity());
  record.angular_velocity = body->GetAngularVelocity();
}

// -- joints ------------------------------------------------------------------------------------

b2Vec2 Box2DPhysicsServer2D::box2d_anchor(BodyHandle2D body, const Vector2& local) const {
  if (!body) return to_b2(local);  // the ground: at the origin, unrotated
  const Vector2 global = objects().at(body.index()).transform.xform(local);
  return b2MulT(natives_[body.index()].body->GetTransform(), to_b2(global));
}

void Box2DPhysicsServer2D::backend_free_joint(std::uint32_t slot) {
  if (slot >= joints_native_.size() || !joints_native_[slot]) return;
  b2Joint* joint = joints_native_[slot];
  joint->GetBodyA()->GetWorld()->DestroyJoint(joint);
  joints_native_[slot] = nullptr;
}

void Box2DPhysicsServer2D::backend_update_joint(std::uint32_t slot) {
  if (joints_native_.size() <= slot) joints_native_.resize(slot + 1, nullptr);
  backend_free_joint(slot);
  const JointRecord2D& joint = joints().at(slot);
  if (joint.type == JointType2D::NONE) return;
  const Box2DObject& a = natives_[joint.body_a.index()];
  if (!a.body) return;
  b2Body* body_b = nullptr;
  if (joint.body_b) {
    const Box2DObject& b = natives_[joint.body_b.index()];
    if (!b.body || b.native_space != a.native_space) return;
    body_b = b.body;
  } else {
    body_b = spaces_native_[a.native_space]->ground;
  }
  b2World& world = *a.body->GetWorld();
  const bool collide = !joint.collisions_disabled;
  switch (joint.type) {
    case JointType2D::PIN: {
      b2RevoluteJointDef def;
      def.bodyA = a.body;
      def.bodyB = body_b;
      def.collideConnected = collide;
      def.localAnchorA = box2d_anchor(joint.body_a, joint.anchor_a);
      def.localAnchorB = box2d_anchor(joint.body_b, joint.anchor_b);
      def.referenceAngle = body_b->GetAngle() - a.body->GetAngle();
      const float lower = float(joint.pin[std::size_t(PinJointParam2D::LIMIT_LOWER)]);
      const float upper = float(joint.pin[std::size_t(PinJointParam2D::LIMIT_UPPER)]);
      def.enableLimit = joint.pin_flags[std::size_t(PinJointFlag2D::ANGULAR_LIMIT_ENABLED)];
      def.lowerAngle = std::min(lower, upper);
      def.upperAngle = std::max(lower, upper);
      def.enableMotor = joint.pin_flags[std::size_t(PinJointFlag2D::MOTOR_ENABLED)];
      def.motorSpeed = float(joint.pin[std::size_t(PinJointParam2D::MOTOR_TARGET_VELOCITY)]);
      def.maxMotorTorque = kMotorTorque;
      joints_native_[slot] = world.CreateJoint(&def);
      break;
    }
    case JointType2D::GROOVE: {
      b2WheelJointDef def;
      def.bodyA = a.body;
      def.bodyB = body_b;
      def.collideConnected = collide;
      def.localAnchorA = box2d_anchor(joint.body_a, joint.anchor_a);
      b2Vec2 axis = box2d_anchor(joint.body_a, joint.anchor_a2) - def.localAnchorA;
      const float length = axis.Normalize();
      def.localAxisA = length > 0 ? axis : b2Vec2(1, 0);
      def.localAnchorB = box2d_anchor(joint.body_b, joint.anchor_b);
      def.enableLimit = true;
      def.lowerTranslation = 0;
      def.upperTranslation = length;
      joints_native_[slot] = world.CreateJoint(&def);
      break;
    }
    case JointType2D::DAMPED_SPRING: {
      b2DistanceJointDef def;
      def.bodyA = a.body;
      def.bodyB = body_b;
      def.collideConnected = collide;
      def.localAnchorA = box2d_anchor(joint.body_a, joint.anchor_a);
      def.localAnchorB = box2d_anchor(joint.body_b, joint.anchor_b);
      // Godot's stiffness (force per pixel of stretch, in kg px/s² per px) and damping (kg/s)
      // are the same numbers in Box2D's SI units.
      def.length = to_meters(joint.spring[std::size_t(DampedSpringParam2D::REST_LENGTH)]);
      def.minLength = 0;
      def.maxLength = FLT_MAX;
      def.stiffness = float(joint.spring[std::size_t(DampedSpringParam2D::STIFFNESS)]);
      def.damping = float(joint.spring[std::size_t(DampedSpringParam2D::DAMPING)]);
      joints_native_[slot] = world.CreateJoint(&def);
      break;
    }
    case JointType2D::NONE:
      break;
  }
}

// -- stepping ----------------------------------------------------------------------------------

void Box2DPhysicsServer2D::backend_step(std::uint32_t space_slot, real_t step) {
  Box2DSpace& space = *spaces_native_[space_slot];
  const real_t inverse_step = 1 / step;
  // Kinematic bodies move to where they were put, at the velocity that takes them there (plus
  // their constant velocity), so what they push and carry moves with them.
  for (std::uint32_t slot : space.kinematic) {
    ObjectRecord2D& record = objects().at(slot);
    b2Body* body = natives_[slot].body;
    const Vector2 motion = record.transform.get_origin() - from_b2(body->GetPosition());
    const real_t turn = std::remainder(angle_of(record.transform) - real_t(body->GetAngle()),
                                       real_t(2 * std::numbers::pi));
    record.moving_linear_velocity = motion * inverse_step + record.linear_velocity;
    record.moving_angular_velocity = turn * inverse_step + record.angular_velocity;
    body->SetLinearVelocity(to_b2(record.moving_linear_velocity));
    body->SetAngularVelocity(float(record.moving_angular_velocity));
  }
  for (std::uint32_t slot : space.rigid) {
    b2Body* body = natives_[slot].body;
    ObjectRecord2D& record = objects().at(slot);
    if (!body->IsAwake()) {
      record.areas.clear();
      continue;
    }
    const b2Vec2 old_linear = body->GetLinearVelocity();
    const float old_angular = body->GetAngularVelocity();
    Vector2 linear = from_b2(old_linear);
    real_t angular = old_angular;
    const BodyDynamics2D dynamics = backend_get_dynamics(slot);
    integrate_forces(slot, step, dynamics.inverse_mass, dynamics.inverse_inertia, linear, angular);
    // As impulses that do not wake the body: setting a velocity would restart Box2D's sleep
    // timer every step, and nothing would ever sleep.
    body->ApplyLinearImpulseToCenter(body->GetMass() * (to_b2(linear) - old_linear), false);
    if (record.mode == BodyMode::RIGID && body->GetInertia() > 0) {
      const float inertia =
          body->GetInertia() - body->GetMass() * body->GetLocalCenter().LengthSquared();
      body->ApplyAngularImpulse(inertia * (float(angular) - old_angular), false);
    }
  }
  const int iterations = std::max(1, spaces().at(space_slot).settings.solver_iterations);
  space.world->Step(float(step), iterations, kPositionIterations);
  for (std::uint32_t slot : space.kinematic) {
    b2Body* body = natives_[slot].body;
    const b2Transform target = box2d_transform(slot);
    body->SetTransform(target.p, target.q.GetAngle());
    body->SetLinearVelocity(b2Vec2(0, 0));
    body->SetAngularVelocity(0);
  }
  read_back_rigid(space);
  gather_contacts_and_overlaps(space_slot, space);
}

void Box2DPhysicsServer2D::read_back_rigid(Box2DSpace& space) {
  // Bodies that diverged are frozen after the walk (freezing moves them to another list).
  diverged_.clear();
  for (std::uint32_t slot : space.rigid) {
    const b2Body* body = natives_[slot].body;
    ObjectRecord2D& record = objects().at(slot);
    const bool sleeping = !body->IsAwake();
    if (sleeping && record.sleeping) continue;
    const Transform2D transform(real_t(body->GetAngle()), from_b2(body->GetPosition()));
    const Vector2 linear = from_b2(body->GetLinearVelocity());
    const real_t angular = body->GetAngularVelocity();
    if (!transform.is_finite() || !linear.is_finite() || !std::isfinite(angular)) {
      diverged_.push_back(slot);
      continue;
    }
    record.transform = transform;
    record.linear_velocity = linear;
    record.angular_velocity = angular;
    record.sleeping = sleeping;
    report_moved(slot);
  }
  for (std::uint32_t slot : diverged_) report_diverged(slot, objects().at(slot).transform);
}

void Box2DPhysicsServer2D::add_overlap(std::uint32_t area, std::uint32_t other, int other_shape,
                                       int area_shape) {
  const ObjectRecord2D& other_record = objects().at(other);
  const std::uint32_t generation = objects().generation(other);
  objects().at(area).found_overlaps.push_back(OverlapKey{
      other, generation, other_shape, area_shape, other_record.is_area,
      RID::from_uint64((std::uint64_t(generation) << 32) | other), other_record.instance_id});
}

void Box2DPhysicsServer2D::add_contact(std::uint32_t body, std::uint32_t other,
                                       const b2Contact& contact, bool body_is_a) {
  ObjectRecord2D& record = objects().at(body);
  const b2Fixture& mine = body_is_a ? *contact.GetFixtureA() : *contact.GetFixtureB();
  const b2Fixture& theirs = body_is_a ? *contact.GetFixtureB() : *contact.GetFixtureA();
  b2WorldManifold world;
  contact.GetWorldManifold(&world);
  const b2Manifold& manifold = *contact.GetManifold();
  const std::uint32_t generation = objects().generation(other);
  for (int i = 0; i < manifold.pointCount; ++i) {
    const float separation = world.separations[i];
    const b2Vec2 on_a = world.points[i] - 0.5f * separation * world.normal;
    const b2Vec2 on_b = world.points[i] + 0.5f * separation * world.normal;
    BodyContact2D c;
    c.local_position = from_b2(body_is_a ? on_a : on_b);
    c.collider_position = from_b2(body_is_a ? on_b : on_a);
    // From the collider towards the body.
    const b2Vec2 normal = body_is_a ? -world.normal : world.normal;
    c.local_normal = Vector2(real_t(normal.x), real_t(normal.y));
    c.local_shape = natives_[body].parts[part_of(mine)].shape_index;
    c.collider_shape = natives_[other].parts[part_of(theirs)].shape_index;
    c.collider = RID::from_uint64((std::uint64_t(generation) << 32) | other);
    c.collider_id = objects().at(other).instance_id;
    c.impulse =
        c.local_normal * (real_t(manifold.points[i].normalImpulse) * box2d::kPixelsPerMeter);
    c.local_velocity_at_position = velocity_at(body, c.local_position);
    c.collider_velocity_at_position = velocity_at(other, c.collider_position);
    const real_t depth = -box2d::to_pixels(separation);
    if (int(record.contacts.size()) < record.max_contacts_reported) {
      record.contacts.push_back(c);
      continue;
    }
    // Full: replace the shallowest contact when this one is deeper (Godot's rule).
    auto depth_of = [](const BodyContact2D& k) {
      return (k.local_position - k.collider_position).length_squared();
    };
    auto shallowest = std::min_element(
        record.contacts.begin(), record.contacts.end(),
        [&](const BodyContact2D& x, const BodyContact2D& y) { return depth_of(x) < depth_of(y); });
    if (shallowest != record.contacts.end() && depth > 0 && depth * depth > depth_of(*shallowest)) {
      *shallowest = c;
    }
  }
}

void Box2DPhysicsServer2D::gather_contacts_and_overlaps(std::uint32_t space_slot,
                                                        Box2DSpace& space) {
  for (std::uint32_t slot : reporting()) {
    ObjectRecord2D& record = objects().at(slot);
    const Box2DObject& native = natives_[slot];
    if (!record.space || record.space.index() != space_slot || !native.body) continue;
    record.contacts.clear();
    for (const b2ContactEdge* edge = native.body->GetContactList(); edge; edge = edge->next) {
      const b2Contact& contact = *edge->contact;
      if (!contact.IsTouching() || !contact.IsEnabled() || contact.GetFixtureA()->IsSensor() ||
          contact.GetFixtureB()->IsSensor()) {
        continue;
      }
      const bool is_a = contact.GetFixtureA()->GetBody() == native.body;
      const std::uint32_t other = slot_of(is_a ? *contact.GetFixtureB() : *contact.GetFixtureA());
      add_contact(slot, other, contact, is_a);
    }
  }
  for (std::uint32_t slot : space.areas) {
    ObjectRecord2D& record = objects().at(slot);
    record.found_overlaps.clear();
    if (!area_tracks_overlaps(record)) continue;
    const b2Body* body = natives_[slot].body;
    for (const b2ContactEdge* edge = body->GetContactList(); edge; edge = edge->next) {
      const b2Contact& contact = *edge->contact;
      if (!contact.IsTouching()) continue;
      const bool is_a = contact.GetFixtureA()->GetBody() == body;
      const b2Fixture& mine = is_a ? *contact.GetFixtureA() : *contact.GetFixtureB();
      const b2Fixture& theirs = is_a ? *contact.GetFixtureB() : *contact.GetFixtureA();
      const std::uint32_t other = slot_of(theirs);
      const ObjectRecord2D& other_record = objects().at(other);
      if ((record.collision_mask & other_record.collision_layer) == 0) continue;
      if (other_record.is_area && !(record.monitoring && other_record.monitorable)) continue;
      add_overlap(slot, other, natives_[other].parts[part_of(theirs)].shape_index,
                  natives_[slot].parts[part_of(mine)].shape_index);
    }
    finish_area_overlaps(slot);
  }
}

}  // namespace arbor::physics

namespace arbor {

std::unique_ptr<PhysicsServer2D> create_box2d_physics_server_2d() {
  return std::make_unique<physics::Box2DPhysicsServer2D>();
}

}  // namespace arbor
