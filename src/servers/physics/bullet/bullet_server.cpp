#include "servers/physics/bullet/bullet_server.h"

#include <algorithm>
#include <cmath>

#include <BulletCollision/BroadphaseCollision/btOverlappingPairCache.h>
#include <BulletCollision/CollisionDispatch/btCollisionObjectWrapper.h>
#include <BulletCollision/CollisionShapes/btConcaveShape.h>
#include <LinearMath/btScalar.h>

#include "arbor/servers/physics/bullet_physics_server_3d.h"
#include "servers/physics/bullet/bullet_convert.h"

namespace arbor::physics {
namespace {

// Godot's material rules, for every new contact point: bounces add (clamped to [0, 1]); the
// smaller friction wins, by its magnitude (a "rough" material has a negative friction).
bool combine_materials(btManifoldPoint& point, const btCollisionObjectWrapper* a, int, int,
                       const btCollisionObjectWrapper* b, int, int) {
  const btCollisionObject* first = a->getCollisionObject();
  const btCollisionObject* second = b->getCollisionObject();
  point.m_combinedFriction = std::abs(std::min(first->getFriction(), second->getFriction()));
  point.m_combinedRestitution =
      std::clamp(first->getRestitution() + second->getRestitution(), btScalar(0), btScalar(1));
  return true;
}

void pre_tick(btDynamicsWorld* world, btScalar) {
  auto* space = static_cast<BulletSpace*>(world->getWorldUserInfo());
  space->server->add_kinematic_velocities(*space);
}

// A rotation without scale or shear, keeping the handedness of a mirrored basis out of Bullet.
Basis rotation_of(const Basis& basis) {
  Basis rotation = basis.orthonormalized();
  if (rotation.determinant() < 0) rotation.z = -rotation.z;
  if (!rotation.is_finite()) return Basis();
  return rotation;
}

constexpr btScalar kSmallestScale = btScalar(1e-6);

Vector3 safe_scale(const Vector3& scale) {
  return {std::max(scale.x, real_t(kSmallestScale)), std::max(scale.y, real_t(kSmallestScale)),
          std::max(scale.z, real_t(kSmallestScale))};
}

// Contact points closer than this count as touching when reporting contacts (Bullet keeps
// points a little before shapes touch).
constexpr btScalar kContactReportDistance = btScalar(0.01);

}  // namespace

bool BulletDispatcher::needsCollision(const btCollisionObject* a, const btCollisionObject* b) {
  return btCollisionDispatcher::needsCollision(a, b) && server_.may_touch(*a, *b);
}

bool BulletPairFilter::needBroadphaseCollision(btBroadphaseProxy* a, btBroadphaseProxy* b) const {
  return server_.may_touch(*static_cast<const btCollisionObject*>(a->m_clientObject),
                           *static_cast<const btCollisionObject*>(b->m_clientObject));
}

BulletPhysicsServer3D::BulletPhysicsServer3D()
    : PhysicsServer3DFrontEnd("Bullet " + std::to_string(BT_BULLET_VERSION / 100) + "." +
                              std::to_string(BT_BULLET_VERSION % 100)) {
  gContactAddedCallback = &combine_materials;
}

BulletPhysicsServer3D::~BulletPhysicsServer3D() {
  for (std::uint32_t joint = 0; joint < constraints_.size(); ++joint) {
    if (joints().is_alive(joint)) backend_free_joint(joint);
  }
  for (std::uint32_t slot = 0; slot < natives_.size(); ++slot) {
    if (natives_[slot].in_world) remove_from_world(slot);
  }
  natives_.clear();
  spaces_native_.clear();
}

bool BulletPhysicsServer3D::may_touch(const btCollisionObject& a,
                                      const btCollisionObject& b) const {
  const auto slot_a = std::uint32_t(a.getUserIndex());
  const auto slot_b = std::uint32_t(b.getUserIndex());
  const ObjectRecord3D& first = objects().at(slot_a);
  const ObjectRecord3D& second = objects().at(slot_b);
  if (first.is_area || second.is_area) {
    auto sees = [](const ObjectRecord3D& area, const ObjectRecord3D& other) {
      if (!area.is_area || !area_tracks_overlaps(area)) return false;
      if ((area.collision_mask & other.collision_layer) == 0) return false;
      return !other.is_area || (area.monitoring && other.monitorable);
    };
    return sees(first, second) || sees(second, first);
  }
  if (first.mode < BodyMode::RIGID && second.mode < BodyMode::RIGID) return false;
  return objects_interact(slot_a, slot_b);
}

void BulletPhysicsServer3D::add_kinematic_velocities(const BulletSpace& space) {
  for (std::uint32_t slot : space.kinematic) {
    const ObjectRecord3D& record = objects().at(slot);
    if (record.linear_velocity == Vector3() && record.angular_velocity == Vector3()) continue;
    btRigidBody* body = rigid_body(slot);
    body->setLinearVelocity(body->getLinearVelocity() + to_bt(record.linear_velocity));
    body->setAngularVelocity(body->getAngularVelocity() + to_bt(record.angular_velocity));
  }
}

btRigidBody* BulletPhysicsServer3D::rigid_body(std::uint32_t slot) const {
  return static_cast<btRigidBody*>(natives_[slot].object.get());
}

int BulletPhysicsServer3D::shape_of_contact(std::uint32_t slot, int part, int index) const {
  const BulletObject& native = natives_[slot];
  if (native.shape_index.empty()) return 0;
  if (!native.compound) return native.shape_index[0];
  if (part == -1 && index >= 0 && std::size_t(index) < native.shape_index.size()) {
    return native.shape_index[std::size_t(index)];
  }
  // A triangle of a concave child: Bullet does not say which child; the first concave one.
  for (std::size_t i = 0; i < native.shapes.size(); ++i) {
    if (native.shapes[i].shape->isConcave()) return native.shape_index[i];
  }
  return native.shape_index[0];
}

// -- spaces ------------------------------------------------------------------------------------

void BulletPhysicsServer3D::backend_create_space(std::uint32_t slot) {
  auto space = std::make_unique<BulletSpace>();
  space->configuration = std::make_unique<btDefaultCollisionConfiguration>();
  space->dispatcher = std::make_unique<BulletDispatcher>(space->configuration.get(), *this);
  space->broadphase = std::make_unique<btDbvtBroadphase>();
  space->solver = std::make_unique<btSequentialImpulseConstraintSolver>();
  space->world =
      std::make_unique<btDiscreteDynamicsWorld>(space->dispatcher.get(), space->broadphase.get(),
                                                space->solver.get(), space->configuration.get());
  space->filter = std::make_unique<BulletPairFilter>(*this);
  space->world->getPairCache()->setOverlapFilterCallback(space->filter.get());
  space->world->setGravity(btVector3(0, 0, 0));
  space->world->setForceUpdateAllAabbs(false);
  space->server = this;
  space->world->setInternalTickCallback(&pre_tick, space.get(), true);
  if (spaces_native_.size() <= slot) spaces_native_.resize(slot + 1);
  spaces_native_[slot] = std::move(space);
  backend_update_space_settings(slot);
}

void BulletPhysicsServer3D::backend_free_space(std::uint32_t slot) { spaces_native_[slot].reset(); }

void BulletPhysicsServer3D::backend_update_space_settings(std::uint32_t slot) {
  const SpaceSettings3D& settings = spaces().at(slot).settings;
  BulletSpace& space = *spaces_native_[slot];
  space.world->getSolverInfo().m_numIterations = std::max(1, settings.solver_iterations);
  for (std::uint32_t body : space.rigid) {
    rigid_body(body)->setSleepingThresholds(btScalar(settings.sleep_threshold_linear),
                                            btScalar(settings.sleep_threshold_angular));
  }
}

// -- objects -----------------------------------------------------------------------------------

void BulletPhysicsServer3D::backend_create_object(std::uint32_t slot) {
  if (natives_.size() <= slot) natives_.resize(slot + 1);
  BulletObject& native = natives_[slot];
  native = BulletObject();
  if (objects().at(slot).is_area) {
    native.object = std::make_unique<btCollisionObject>();
    native.object->setCollisionFlags(btCollisionObject::CF_NO_CONTACT_RESPONSE);
  } else {
    btRigidBody::btRigidBodyConstructionInfo info(0, nullptr, &empty_shape_);
    native.object = std::make_unique<btRigidBody>(info);
  }
  native.object->setCollisionShape(&empty_shape_);
  native.object->setUserIndex(int(slot));
}

void BulletPhysicsServer3D::backend_free_object(std::uint32_t slot) {
  remove_from_world(slot);
  list_remove(slot);
  natives_[slot] = BulletObject();
}

void BulletPhysicsServer3D::backend_update_object_space(std::uint32_t slot, SpaceHandle3D) {
  remove_from_world(slot);
  list_remove(slot);
  rebuild(slot);
}

void BulletPhysicsServer3D::backend_update_object_shapes(std::uint32_t slot) { rebuild(slot); }

void BulletPhysicsServer3D::backend_update_object_filter(std::uint32_t slot) {
  // Broadphase pairs are filtered when made: re-adding the object remakes them.
  if (!natives_[slot].in_world) return;
  remove_from_world(slot);
  add_to_world(slot);
}

void BulletPhysicsServer3D::backend_update_body(std::uint32_t slot) { rebuild(slot); }

SpaceList BulletPhysicsServer3D::list_for(const ObjectRecord3D& record) const {
  if (!record.space) return SpaceList::NONE;
  if (record.is_area) return SpaceList::AREA;
  switch (record.mode) {
    case BodyMode::RIGID:
    case BodyMode::RIGID_LINEAR:
      return SpaceList::RIGID;
    case BodyMode::KINEMATIC:
      return SpaceList::KINEMATIC;
    case BodyMode::STATIC:
      // A static body with a velocity moves what touches it (a conveyor): Bullet's kinematic.
      return record.linear_velocity == Vector3() && record.angular_velocity == Vector3()
                 ? SpaceList::STATIC
                 : SpaceList::KINEMATIC;
  }
  return SpaceList::NONE;
}

std::vector<std::uint32_t>* BulletPhysicsServer3D::list_of(BulletSpace& space, SpaceList list) {
  switch (list) {
    case SpaceList::RIGID:
      return &space.rigid;
    case SpaceList::KINEMATIC:
      return &space.kinematic;
    case SpaceList::STATIC:
      return &space.statics;
    case SpaceList::AREA:
      return &space.areas;
    case SpaceList::NONE:
      break;
  }
  return nullptr;
}

void BulletPhysicsServer3D::list_add(std::uint32_t slot) {
  BulletObject& native = natives_[slot];
  const ObjectRecord3D& record = objects().at(slot);
  native.list = list_for(record);
  if (native.list == SpaceList::NONE) return;
  native.native_space = record.space.index();
  std::vector<std::uint32_t>* list = list_of(*spaces_native_[native.native_space], native.list);
  native.list_position = std::uint32_t(list->size());
  list->push_back(slot);
}

void BulletPhysicsServer3D::list_remove(std::uint32_t slot) {
  BulletObject& native = natives_[slot];
  if (native.list == SpaceList::NONE) return;
  std::vector<std::uint32_t>* list = list_of(*spaces_native_[native.native_space], native.list);
  const std::uint32_t position = native.list_position;
  (*list)[position] = list->back();
  natives_[list->back()].list_position = position;
  list->pop_back();
  native.list = SpaceList::NONE;
}

btTransform BulletPhysicsServer3D::bullet_transform(std::uint32_t slot) const {
  const ObjectRecord3D& record = objects().at(slot);
  return to_bt(Transform3D(rotation_of(record.transform.basis), record.transform.origin) *
               natives_[slot].center_frame);
}

void BulletPhysicsServer3D::rebuild(std::uint32_t slot) {
  remove_from_world(slot);
  list_remove(slot);
  build_shapes(slot);
  configure_body(slot);
  list_add(slot);
  add_to_world(slot);
}

void BulletPhysicsServer3D::build_shapes(std::uint32_t slot) {
  const ObjectRecord3D& record = objects().at(slot);
  BulletObject& native = natives_[slot];
  const bool rigid = !record.is_area && record.mode >= BodyMode::RIGID;
  // Static and kinematic bodies and areas keep their scale, in their shapes; rigid bodies are
  // rigid (Godot orthonormalizes their transform).
  Basis stretch;
  if (!rigid) stretch = rotation_of(record.transform.basis).transposed() * record.transform.basis;
  native.baked_scale = rigid ? Vector3(1, 1, 1) : record.transform.basis.get_scale_abs();

  std::vector<MassShape3D> mass_shapes;
  std::vector<int> enabled;
  native.has_static_only_shape = false;
  for (std::size_t i = 0; i < record.shapes.size(); ++i) {
    const ShapeInstance3D& instance = record.shapes[i];
    if (instance.disabled) continue;
    const Shape3DData& data = shapes().at(instance.shape.index()).data;
    if (rigid && data.is_static_only()) {
      native.has_static_only_shape = true;
      continue;
    }
    enabled.push_back(int(i));
    mass_shapes.push_back({&data, Transform3D(stretch) * instance.transform});
  }
  if (rigid) {
    native.mass = compute_mass_properties(mass_shapes, record.parameters);
    native.center_frame = Transform3D(native.mass.principal_axes, native.mass.center_of_mass);
  } else {
    native.mass = MassProperties3D();
    native.center_frame = Transform3D();
  }
  const Transform3D to_bullet = native.center_frame.affine_inverse();

  native.object->setCollisionShape(&empty_shape_);
  native.compound.reset();
  native.shapes.clear();
  native.shape_index.clear();
  native.shape_transforms.clear();
  for (std::size_t k = 0; k < enabled.size(); ++k) {
    const Transform3D placed = to_bullet * mass_shapes[k].transform;
    const Vector3 scale = safe_scale(placed.basis.get_scale_abs());
    BulletShape shape = make_bullet_shape(*mass_shapes[k].data, scale);
    const btTransform child = btTransform(to_bt(rotation_of(placed.basis)), to_bt(placed.origin)) *
                              btTransform(btMatrix3x3::getIdentity(), shape.offset);
    native.shapes.push_back(std::move(shape));
    native.shape_index.push_back(enabled[k]);
    native.shape_transforms.push_back(child);
  }
  if (native.shapes.empty()) return;
  const bool single = native.shapes.size() == 1 &&
                      native.shape_transforms[0].getOrigin().fuzzyZero() &&
                      native.shape_transforms[0].getBasis() == btMatrix3x3::getIdentity();
  if (single) {
    native.object->setCollisionShape(native.shapes[0].shape.get());
    return;
  }
  native.compound =
      std::make_unique<btCompoundShape>(native.shapes.size() > 8, int(native.shapes.size()));
  for (std::size_t k = 0; k < native.shapes.size(); ++k) {
    native.compound->addChildShape(native.shape_transforms[k], native.shapes[k].shape.get());
  }
  native.object->setCollisionShape(native.compound.get());
}

void BulletPhysicsServer3D::configure_body(std::uint32_t slot) {
  const ObjectRecord3D& record = objects().at(slot);
  BulletObject& native = natives_[slot];
  const btTransform transform = bullet_transform(slot);
  native.object->setWorldTransform(transform);
  native.object->setInterpolationWorldTransform(transform);
  if (record.is_area) return;

  btRigidBody* body = rigid_body(slot);
  int flags = btCollisionObject::CF_CUSTOM_MATERIAL_CALLBACK;
  const SpaceList list = list_for(record);
  body->setFriction(btScalar(record.parameters.friction));
  body->setRestitution(btScalar(record.parameters.bounce));
  body->setDamping(0, 0);
  body->setFlags(BT_DISABLE_WORLD_GRAVITY);
  body->setGravity(btVector3(0, 0, 0));
  if (list == SpaceList::RIGID) {
    body->setMassProps(btScalar(record.parameters.mass), to_bt(native.mass.principal_inertia));
    btVector3 linear(1, 1, 1);
    btVector3 angular(1, 1, 1);
    for (int axis = 0; axis < 3; ++axis) {
      if (record.axis_lock & (1u << axis)) linear[axis] = 0;
      if (record.axis_lock & (1u << (axis + 3))) angular[axis] = 0;
    }
    if (record.mode == BodyMode::RIGID_LINEAR) angular = btVector3(0, 0, 0);
    body->setLinearFactor(linear);
    body->setAngularFactor(angular);
    body->setLinearVelocity(to_bt(record.linear_velocity));
    body->setAngularVelocity(to_bt(record.angular_velocity));
    const SpaceSettings3D& settings = spaces().at(record.space.index()).settings;
    body->setSleepingThresholds(btScalar(settings.sleep_threshold_linear),
                                btScalar(settings.sleep_threshold_angular));
    if (record.ccd && native.object->getCollisionShape() != &empty_shape_) {
      btVector3 low;
      btVector3 high;
      native.object->getCollisionShape()->getAabb(btTransform::getIdentity(), low, high);
      const btScalar radius = (high - low).minAxis() * btScalar(0.25);
      body->setCcdMotionThreshold(radius);
      body->setCcdSweptSphereRadius(radius);
    } else {
      body->setCcdMotionThreshold(0);
    }
  } else {
    body->setMassProps(0, btVector3(0, 0, 0));
    body->setLinearVelocity(btVector3(0, 0, 0));
    body->setAngularVelocity(btVector3(0, 0, 0));
    flags |= list == SpaceList::KINEMATIC ? btCollisionObject::CF_KINEMATIC_OBJECT
                                          : btCollisionObject::CF_STATIC_OBJECT;
  }
  body->setCollisionFlags(flags);
  body->updateInertiaTensor();
}

void BulletPhysicsServer3D::add_to_world(std::uint32_t slot) {
  const ObjectRecord3D& record = objects().at(slot);
  BulletObject& native = natives_[slot];
  if (!record.space || native.in_world) return;
  native.native_space = record.space.index();
  btDiscreteDynamicsWorld& world = *spaces_native_[native.native_space]->world;
  if (record.is_area) {
    world.addCollisionObject(native.object.get());
  } else {
    btRigidBody* body = rigid_body(slot);
    world.addRigidBody(body);
    if (native.list == SpaceList::KINEMATIC) {
      body->forceActivationState(DISABLE_DEACTIVATION);
    } else if (native.list == SpaceList::RIGID) {
      if (!record.can_sleep) {
        body->forceActivationState(DISABLE_DEACTIVATION);
      } else {
        body->forceActivationState(record.sleeping ? ISLAND_SLEEPING : ACTIVE_TAG);
        body->setDeactivationTime(0);
      }
    }
  }
  native.in_world = true;
  // Joints whose bodies are both in this world again.
  for (std::uint32_t joint = 0; joint < joints().slot_count(); ++joint) {
    if (!joints().is_alive(joint)) continue;
    const JointRecord3D& j = joints().at(joint);
    const bool involved =
        (j.body_a && j.body_a.index() == slot) || (j.body_b && j.body_b.index() == slot);
    if (involved) backend_update_joint(joint);
  }
}

void BulletPhysicsServer3D::remove_from_world(std::uint32_t slot) {
  BulletObject& native = natives_[slot];
  if (!native.in_world) return;
  btDiscreteDynamicsWorld& world = *spaces_native_[native.native_space]->world;
  if (objects().at(slot).is_area) {
    world.removeCollisionObject(native.object.get());
  } else {
    btRigidBody* body = rigid_body(slot);
    while (body->getNumConstraintRefs() > 0) world.removeConstraint(body->getConstraintRef(0));
    for (BulletJoint& joint : constraints_) {
      if (joint.constraint && (&joint.constraint->getRigidBodyA() == body ||
                               &joint.constraint->getRigidBodyB() == body)) {
        joint.world = nullptr;
      }
    }
    world.removeRigidBody(body);
  }
  native.in_world = false;
}

void BulletPhysicsServer3D::backend_set_transform(std::uint32_t slot) {
  const ObjectRecord3D& record = objects().at(slot);
  BulletObject& native = natives_[slot];
  const bool rigid = !record.is_area && record.mode >= BodyMode::RIGID;
  if (!rigid && !record.transform.basis.get_scale_abs().is_equal_approx(native.baked_scale)) {
    rebuild(slot);
    return;
  }
  const btTransform transform = bullet_transform(slot);
  native.object->setWorldTransform(transform);
  if (native.list != SpaceList::KINEMATIC) native.object->setInterpolationWorldTransform(transform);
  if (!native.in_world) return;
  btDiscreteDynamicsWorld& world = *spaces_native_[record.space.index()]->world;
  world.updateSingleAabb(native.object.get());
  if (rigid) {
    rigid_body(slot)->activate(true);
  } else if (native.list == SpaceList::STATIC) {
    // Godot wakes what a teleported static body touches.
    btDispatcher& dispatcher = *world.getDispatcher();
    for (int i = 0; i < dispatcher.getNumManifolds(); ++i) {
      btPersistentManifold* manifold = dispatcher.getManifoldByIndexInternal(i);
      const btCollisionObject* other = nullptr;
      if (manifold->getBody0() == native.object.get()) other = manifold->getBody1();
      if (manifold->getBody1() == native.object.get()) other = manifold->getBody0();
      if (other) const_cast<btCollisionObject*>(other)->activate(true);
    }
  }
}

void BulletPhysicsServer3D::backend_set_velocity(std::uint32_t slot) {
  const ObjectRecord3D& record = objects().at(slot);
  if (record.is_area) return;
  if (list_for(record) != natives_[slot].list) {
    rebuild(slot);
    return;
  }
  if (natives_[slot].list != SpaceList::RIGID) return;
  btRigidBody* body = rigid_body(slot);
  body->setLinearVelocity(to_bt(record.linear_velocity));
  body->setAngularVelocity(to_bt(record.angular_velocity));
}

void BulletPhysicsServer3D::backend_set_sleeping(std::uint32_t slot, bool sleeping) {
  if (natives_[slot].list != SpaceList::RIGID) return;
  btRigidBody* body = rigid_body(slot);
  if (sleeping) {
    body->forceActivationState(ISLAND_SLEEPING);
  } else {
    body->forceActivationState(objects().at(slot).can_sleep ? ACTIVE_TAG : DISABLE_DEACTIVATION);
    body->setDeactivationTime(0);
  }
}

BodyDynamics3D BulletPhysicsServer3D::backend_get_dynamics(std::uint32_t slot) const {
  const ObjectRecord3D& record = objects().at(slot);
  const BulletObject& native = natives_[slot];
  BodyDynamics3D dynamics;
  const Basis rotation = rotation_of(record.transform.basis);
  dynamics.center_of_mass_local = native.mass.center_of_mass;
  dynamics.center_of_mass = rotation.xform(native.mass.center_of_mass);
  dynamics.principal_inertia_axes = rotation * native.mass.principal_axes;
  if (native.list != SpaceList::RIGID) {
    dynamics.inverse_inertia_tensor = Basis(0, 0, 0, 0, 0, 0, 0, 0, 0);
    return dynamics;
  }
  const btRigidBody* body = rigid_body(slot);
  dynamics.inverse_mass = real_t(body->getInvMass());
  dynamics.inverse_inertia = from_bt(body->getInvInertiaDiagLocal());
  dynamics.inverse_inertia_tensor = from_bt(body->getInvInertiaTensorWorld());
  return dynamics;
}

void BulletPhysicsServer3D::backend_apply_impulse(std::uint32_t slot, const Vector3& impulse,
                                                  const Vector3& position,
                                                  const Vector3& torque_impulse) {
  if (natives_[slot].list != SpaceList::RIGID) return;
  ObjectRecord3D& record = objects().at(slot);
  btRigidBody* body = rigid_body(slot);
  const Vector3 center =
      rotation_of(record.transform.basis).xform(natives_[slot].mass.center_of_mass);
  if (impulse != Vector3()) body->applyImpulse(to_bt(impulse), to_bt(position - center));
  if (torque_impulse != Vector3()) body->applyTorqueImpulse(to_bt(torque_impulse));
  record.linear_velocity = from_bt(body->getLinearVelocity());
  record.angular_velocity = from_bt(body->getAngularVelocity());
}

// -- stepping ----------------------------------------------------------------------------------

void BulletPhysicsServer3D::backend_step(std::uint32_t space_slot, real_t step) {
  BulletSpace& space = *spaces_native_[space_slot];
  gDeactivationTime = btScalar(spaces().at(space_slot).settings.time_before_sleep);
  for (std::uint32_t slot : space.rigid) {
    btRigidBody* body = rigid_body(slot);
    if (!body->isActive()) {
      objects().at(slot).areas.clear();
      continue;
    }
    Vector3 linear = from_bt(body->getLinearVelocity());
    Vector3 angular = from_bt(body->getAngularVelocity());
    integrate_forces(slot, step, real_t(body->getInvMass()),
                     from_bt(body->getInvInertiaTensorWorld()), linear, angular);
    body->setLinearVelocity(to_bt(linear) * body->getLinearFactor());
    body->setAngularVelocity(to_bt(angular) * body->getAngularFactor());
  }
  space.world->stepSimulation(btScalar(step), 0, btScalar(step));
  read_back_rigid(space);
  for (std::uint32_t slot : space.kinematic) {
    ObjectRecord3D& record = objects().at(slot);
    const btRigidBody* body = rigid_body(slot);
    record.moving_linear_velocity = from_bt(body->getLinearVelocity());
    record.moving_angular_velocity = from_bt(body->getAngularVelocity());
  }
  gather_contacts_and_overlaps(space_slot, space);
}

void BulletPhysicsServer3D::read_back_rigid(BulletSpace& space) {
  // Bodies that diverged are frozen after the walk (freezing moves them to another list).
  diverged_.clear();
  for (std::uint32_t slot : space.rigid) {
    btRigidBody* body = rigid_body(slot);
    ObjectRecord3D& record = objects().at(slot);
    const bool sleeping = body->getActivationState() == ISLAND_SLEEPING;
    if (sleeping && record.sleeping) continue;
    const Transform3D transform =
        from_bt(body->getWorldTransform()) * natives_[slot].center_frame.affine_inverse();
    const Vector3 linear = from_bt(body->getLinearVelocity());
    const Vector3 angular = from_bt(body->getAngularVelocity());
    if (!transform.is_finite() || !linear.is_finite() || !angular.is_finite()) {
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

void BulletPhysicsServer3D::add_overlap(std::uint32_t area, std::uint32_t other, int other_shape,
                                        int area_shape) {
  const ObjectRecord3D& other_record = objects().at(other);
  const std::uint32_t generation = objects().generation(other);
  objects().at(area).found_overlaps.push_back(OverlapKey{
      other, generation, other_shape, area_shape, other_record.is_area,
      RID::from_uint64((std::uint64_t(generation) << 32) | other), other_record.instance_id});
}

void BulletPhysicsServer3D::add_contact(std::uint32_t body, std::uint32_t other,
                                        const btManifoldPoint& point, bool body_is_a) {
  ObjectRecord3D& record = objects().at(body);
  const ObjectRecord3D& other_record = objects().at(other);
  BodyContact3D contact;
  const btVector3 normal = body_is_a ? point.m_normalWorldOnB : -point.m_normalWorldOnB;
  contact.local_position =
      from_bt(body_is_a ? point.getPositionWorldOnA() : point.getPositionWorldOnB());
  contact.collider_position =
      from_bt(body_is_a ? point.getPositionWorldOnB() : point.getPositionWorldOnA());
  contact.local_normal = from_bt(normal);
  contact.local_shape = body_is_a ? shape_of_contact(body, point.m_partId0, point.m_index0)
                                  : shape_of_contact(body, point.m_partId1, point.m_index1);
  contact.collider_shape = body_is_a ? shape_of_contact(other, point.m_partId1, point.m_index1)
                                     : shape_of_contact(other, point.m_partId0, point.m_index0);
  const std::uint32_t generation = objects().generation(other);
  contact.collider = RID::from_uint64((std::uint64_t(generation) << 32) | other);
  contact.collider_id = other_record.instance_id;
  contact.impulse = contact.local_normal * real_t(point.getAppliedImpulse());
  const btRigidBody* self = rigid_body(body);
  const btRigidBody* collider = rigid_body(other);
  contact.local_velocity_at_position = from_bt(self->getVelocityInLocalPoint(
      to_bt(contact.local_position) - self->getCenterOfMassPosition()));
  contact.collider_velocity_at_position = from_bt(collider->getVelocityInLocalPoint(
      to_bt(contact.collider_position) - collider->getCenterOfMassPosition()));
  const real_t depth = -real_t(point.getDistance());
  auto deeper = [&](const BodyContact3D& c) {
    return (c.local_position - c.collider_position).length_squared();
  };
  if (int(record.contacts.size()) < record.max_contacts_reported) {
    record.contacts.push_back(contact);
    return;
  }
  // Full: replace the shallowest contact when this one is deeper (Godot's rule).
  auto shallowest = std::min_element(
      record.contacts.begin(), record.contacts.end(),
      [&](const BodyContact3D& a, const BodyContact3D& b) { return deeper(a) < deeper(b); });
  if (shallowest != record.contacts.end() && depth * depth > deeper(*shallowest)) {
    *shallowest = contact;
  }
}

void BulletPhysicsServer3D::gather_contacts_and_overlaps(std::uint32_t space_slot,
                                                         BulletSpace& space) {
  for (std::uint32_t slot : reporting()) {
    ObjectRecord3D& record = objects().at(slot);
    if (record.space.index() == space_slot) record.contacts.clear();
  }
  for (std::uint32_t slot : space.areas) objects().at(slot).found_overlaps.clear();
  btDispatcher& dispatcher = *space.dispatcher;
  for (int i = 0; i < dispatcher.getNumManifolds(); ++i) {
    const btPersistentManifold* manifold = dispatcher.getManifoldByIndexInternal(i);
    if (manifold->getNumContacts() == 0) continue;
    const auto a = std::uint32_t(manifold->getBody0()->getUserIndex());
    const auto b = std::uint32_t(manifold->getBody1()->getUserIndex());
    const ObjectRecord3D& first = objects().at(a);
    const ObjectRecord3D& second = objects().at(b);
    if (first.is_area || second.is_area) {
      for (int k = 0; k < manifold->getNumContacts(); ++k) {
        const btManifoldPoint& point = manifold->getContactPoint(k);
        if (point.getDistance() > 0) continue;
        const int shape_a = shape_of_contact(a, point.m_partId0, point.m_index0);
        const int shape_b = shape_of_contact(b, point.m_partId1, point.m_index1);
        if (first.is_area && (first.collision_mask & second.collision_layer) &&
            (!second.is_area || (first.monitoring && second.monitorable))) {
          add_overlap(a, b, shape_b, shape_a);
        }
        if (second.is_area && (second.collision_mask & first.collision_layer) &&
            (!first.is_area || (second.monitoring && first.monitorable))) {
          add_overlap(b, a, shape_a, shape_b);
        }
      }
      continue;
    }
    for (int k = 0; k < manifold->getNumContacts(); ++k) {
      const btManifoldPoint& point = manifold->getContactPoint(k);
      if (point.getDistance() > kContactReportDistance) continue;
      if (first.max_contacts_reported > 0) add_contact(a, b, point, true);
      if (second.max_contacts_reported > 0) add_contact(b, a, point, false);
    }
  }
  for (std::uint32_t slot : space.areas) {
    if (area_tracks_overlaps(objects().at(slot))) finish_area_overlaps(slot);
  }
}

}  // namespace arbor::physics

namespace arbor {

std::unique_ptr<PhysicsServer3D> create_bullet_physics_server_3d() {
  return std::make_unique<physics::BulletPhysicsServer3D>();
}

}  // namespace arbor
