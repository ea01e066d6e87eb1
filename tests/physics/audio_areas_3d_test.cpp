// Area3D audio buses on Bullet, heard in the mix: a player inside an area that overrides the bus
// plays on the area's bus, one outside (or on other layers) on its own; a reverb bus receives a
// send as Godot computes it; get_closest_point_to_object_volume measures the area for it.

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include "../scene/audio/audio_tree.h"
#include "arbor/scene/3d/area_3d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/3d/audio_stream_player_3d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/physics_direct_space_state_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/sphere_shape_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"

namespace arbor::test {
namespace {

constexpr double kTone = 0.5 * 32767.0 / 32768.0;
const double kCentre = std::sqrt(0.5);  // each channel of a sound straight ahead

// A tree with Bullet and buses Own, Zone and Echo (each sending to Master), heard from the
// origin facing -Z.
class AudioAreas3D : public ::testing::Test {
 protected:
  void SetUp() override {
    t.tree.servers().add(create_bullet_physics_server_3d());
    for (const char* name : {"Own", "Zone", "Echo"}) {
      t.server->add_bus();
      t.server->set_bus_name(t.server->get_bus_count() - 1, name);
    }
  }

  // A box-shaped area of `size` centred at `position`, on collision layer `layer`.
  Area3D* add_area(const Vector3& position, const Vector3& size, std::uint32_t layer = 1) {
    auto* area = t.tree.get_root()->add_child(std::make_unique<Area3D>());
    area->set_position(position);
    area->set_collision_layer(layer);
    auto box = make_ref<BoxShape3D>();
    box->set_size(size);
    area->add_child(std::make_unique<CollisionShape3D>())->set_shape(box);
    return area;
  }

  // A 440 Hz tone at full level (no attenuation, no distance filter) on bus Own.
  AudioStreamPlayer3D* add_player(const Vector3& position) {
    auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
    player->set_stream(tone_stream(440.0, 0.5, 4.0));
    player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_DISABLED);
    player->set_attenuation_filter_db(0.0);
    player->set_bus("Own");
    player->set_position(position);
    return player;
  }

  void mute(const char* bus, bool muted = true) {
    t.server->set_bus_mute(t.server->get_bus_index(StringName(bus)), muted);
  }

  // The levels of the last 0.5 s in each channel, over the tone's.
  std::pair<double, double> heard() {
    t.capture.clear();
    t.frames(30);
    return {amplitude_of(t.left(4096), 440.0) / kTone, amplitude_of(t.right(4096), 440.0) / kTone};
  }

  AudioTree t;
};

TEST_F(AudioAreas3D, APlayerInsideAnOverridingAreaPlaysOnTheAreasBus) {
  Area3D* area = add_area(Vector3(0, 0, -20), Vector3(10, 10, 10));
  area->set_audio_bus_override(true);
  area->set_audio_bus_name("Zone");
  add_player(Vector3(0, 0, -20))->play();
  EXPECT_NEAR(heard().first, kCentre, 1e-4);
  mute("Own");  // its own bus no longer carries it
  EXPECT_NEAR(heard().first, kCentre, 1e-4);
  mute("Zone");
  EXPECT_LT(heard().first, 1e-6);
}

TEST_F(AudioAreas3D, APlayerOutsideTheAreaOrOffItsLayersPlaysOnItsOwnBus) {
  Area3D* area = add_area(Vector3(0, 0, -20), Vector3(10, 10, 10));
  area->set_audio_bus_override(true);
  area->set_audio_bus_name("Zone");
  AudioStreamPlayer3D* player = add_player(Vector3(0, 0, -40));
  player->play();
  mute("Zone");
  EXPECT_NEAR(heard().first, kCentre, 1e-4);
  // Moved into the area, it follows the area's bus; with an area_mask that misses the area's
  // layer it stays on its own.
  player->set_position(Vector3(0, 0, -20));
  EXPECT_LT(heard().first, 1e-6);
  player->set_area_mask(2);
  EXPECT_NEAR(heard().first, kCentre, 1e-4);
  mute("Own");
  EXPECT_LT(heard().first, 1e-6);
}

TEST_F(AudioAreas3D, AnAreaThatOverridesNothingLeavesTheSoundOnItsBus) {
  add_area(Vector3(0, 0, -20), Vector3(10, 10, 10));  // audio_bus_override off
  add_player(Vector3(0, 0, -20))->play();
  mute("Own");
  EXPECT_LT(heard().first, 1e-6);
}

TEST_F(AudioAreas3D, TheAreaOfHighestPriorityChoosesTheBus) {
  Area3D* first = add_area(Vector3(0, 0, -20), Vector3(10, 10, 10));
  first->set_audio_bus_override(true);
  first->set_audio_bus_name("Zone");
  Area3D* second = add_area(Vector3(0, 0, -20), Vector3(4, 4, 4));
  second->set_audio_bus_override(true);
  second->set_audio_bus_name("Echo");
  second->set_priority(1);
  add_player(Vector3(0, 0, -20))->play();
  mute("Zone");
  EXPECT_NEAR(heard().first, kCentre, 1e-4);  // on Echo
  first->set_priority(2);
  EXPECT_LT(heard().first, 1e-6);  // on Zone
}

TEST_F(AudioAreas3D, AReverbBusReceivesTheAmountOfTheDirectSound) {
  Area3D* area = add_area(Vector3(0, 0, 0), Vector3(100, 10, 100));
  area->set_use_reverb_bus(true);
  area->set_reverb_bus_name("Echo");
  area->set_reverb_amount(0.25);
  add_player(Vector3(20, 0, 0))->play();  // to the right
  const double l = 1.0 - std::sqrt(0.5);
  const double r = 1.0 + std::sqrt(0.5);
  const double left = l / std::hypot(l, r);
  const double right = r / std::hypot(l, r);
  // The dry sound stays on Own; Echo gets a quarter of it, panned alike.
  const auto both = heard();
  EXPECT_NEAR(both.first, 1.25 * left, 1e-4);
  EXPECT_NEAR(both.second, 1.25 * right, 1e-4);
  mute("Own");
  const auto wet = heard();
  EXPECT_NEAR(wet.first, 0.25 * left, 1e-4);
  EXPECT_NEAR(wet.second, 0.25 * right, 1e-4);
  // With the bus overridden too, the dry sound moves to the area's bus.
  area->set_audio_bus_override(true);
  area->set_audio_bus_name("Zone");
  const auto moved = heard();
  EXPECT_NEAR(moved.first, 1.25 * left, 1e-4);
  mute("Echo");
  mute("Zone");
  EXPECT_LT(heard().first, 1e-6);
}

TEST_F(AudioAreas3D, AUniformReverbComesFromTheAreasNearestSurface) {
  // An area 20 m to the listener's right, its nearest face 15 m away; the player inside it.
  Area3D* area = add_area(Vector3(20, 0, 0), Vector3(10, 10, 10));
  area->set_use_reverb_bus(true);
  area->set_reverb_bus_name("Echo");
  area->set_reverb_amount(0.5);
  area->set_reverb_uniformity(1.0);
  AudioStreamPlayer3D* player = add_player(Vector3(20, 0, 0));
  player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_INVERSE_DISTANCE);
  player->play();
  mute("Own");
  // Godot's uniform send: the face's attenuation a = 1 / (15 / 10), panned from the right
  // ((0, 1)) towards the centre by a, scaled by a and the amount.
  const double a = 1.0 / (15.0 / 10.0 + 1e-5);
  const auto wet = heard();
  EXPECT_NEAR(wet.first, 0.5 * a * (0.5 * a), 1e-4);
  EXPECT_NEAR(wet.second, 0.5 * a * ((1 - a) + 0.5 * a), 1e-4);
  // Farther than max_distance, the area (and the sound) is not heard.
  player->set_max_distance(14.0);
  mute("Own", false);
  EXPECT_LT(heard().first, 1e-6);
}

TEST_F(AudioAreas3D, TheClosestPointOfAnAreaIsOnItsSurface) {
  Area3D* box = add_area(Vector3(0, 0, -30), Vector3(10, 10, 10));
  auto* ball = t.tree.get_root()->add_child(std::make_unique<Area3D>());
  ball->set_position(Vector3(30, 0, 0));
  auto sphere = make_ref<SphereShape3D>();
  sphere->set_radius(2);
  ball->add_child(std::make_unique<CollisionShape3D>())->set_shape(sphere);
  PhysicsDirectSpaceState3D* space = t.tree.get_root()->get_world_3d()->get_direct_space_state();
  ASSERT_NE(space, nullptr);
  const auto near = [](const Vector3& a, const Vector3& b) { return a.distance_to(b) < 1e-3; };
  EXPECT_PRED2(near, space->get_closest_point_to_object_volume(box->get_rid(), Vector3()),
               Vector3(0, 0, -25));
  // From inside: the nearest face.
  EXPECT_PRED2(near, space->get_closest_point_to_object_volume(box->get_rid(), Vector3(1, 0, -29)),
               Vector3(1, 0, -25));
  EXPECT_PRED2(near, space->get_closest_point_to_object_volume(ball->get_rid(), Vector3()),
               Vector3(28, 0, 0));
}

}  // namespace
}  // namespace arbor::test
