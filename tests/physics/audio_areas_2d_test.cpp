// Area2D audio buses on Box2D, heard in the mix: a player inside an area that overrides the bus
// plays on the area's bus, one outside (or on other layers) on its own.

#include <gtest/gtest.h>

#include <memory>

#include "../scene/audio/audio_tree.h"
#include "arbor/scene/2d/area_2d.h"
#include "arbor/scene/2d/audio_stream_player_2d.h"
#include "arbor/scene/2d/collision_shape_2d.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/box2d_physics_server_2d.h"

namespace arbor::test {
namespace {

constexpr double kTone = 0.5 * 32767.0 / 32768.0;

TEST(AudioAreas2D, APlayerInsideAnOverridingAreaPlaysOnTheAreasBus) {
  AudioTree t;
  t.tree.servers().add(create_box2d_physics_server_2d());
  for (const char* name : {"Own", "Zone"}) {
    t.server->add_bus();
    t.server->set_bus_name(t.server->get_bus_count() - 1, name);
  }
  auto* area = t.tree.get_root()->add_child(std::make_unique<Area2D>());
  area->set_position(Vector2(640, 360));  // the centre of the screen, where the sound is heard
  area->set_audio_bus_override(true);
  area->set_audio_bus_name("Zone");
  auto rectangle = make_ref<RectangleShape2D>();
  rectangle->set_size(Vector2(200, 200));
  area->add_child(std::make_unique<CollisionShape2D>())->set_shape(rectangle);

  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer2D>());
  player->set_stream(tone_stream(440.0, 0.5, 4.0));
  player->set_bus("Own");
  player->set_position(Vector2(640, 360));
  player->play();
  auto level = [&] {
    t.capture.clear();
    t.frames(30);
    return amplitude_of(t.left(4096), 440.0) / kTone;
  };
  t.server->set_bus_mute(t.server->get_bus_index("Own"), true);
  EXPECT_NEAR(level(), 0.5, 1e-4);  // centred, full level: on Zone
  t.server->set_bus_mute(t.server->get_bus_index("Zone"), true);
  EXPECT_LT(level(), 1e-6);
  // Outside the area, or on a layer the player does not scan, it plays on its own bus.
  t.server->set_bus_mute(t.server->get_bus_index("Own"), false);
  player->set_position(Vector2(640, 600));
  EXPECT_NEAR(level(), 0.5 * (1.0 - 240.0 / 2000.0), 1e-4);
  player->set_position(Vector2(640, 360));
  EXPECT_LT(level(), 1e-6);
  player->set_area_mask(2);
  EXPECT_NEAR(level(), 0.5, 1e-4);
}

}  // namespace
}  // namespace arbor::test
