// AudioStreamPlayer3D and AudioStreamPlayer2D with their listeners: Godot's attenuation models
// and panning, max_db, max_distance, doppler, and which listener (or camera) hears.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/2d/audio_stream_player_2d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/3d/audio_stream_player_3d.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "audio_tree.h"

namespace arbor::test {
namespace {

constexpr double kTone = 0.5 * 32767.0 / 32768.0;
const double kCentre = std::sqrt(0.5);  // each channel of a sound straight ahead

// The levels a 3D player at `position` leaves in each channel, heard from the origin.
std::pair<double, double> heard_3d(
    const Vector3& position,
    AudioStreamPlayer3D::AttenuationModel model = AudioStreamPlayer3D::ATTENUATION_INVERSE_DISTANCE,
    double max_distance = 0.0) {
  AudioTree t;
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  player->set_stream(tone_stream(440.0, 0.5, 2.0));
  player->set_attenuation_model(model);
  player->set_max_distance(max_distance);
  player->set_attenuation_filter_db(0.0);  // no distance filter: levels only
  player->set_position(position);
  player->play();
  t.frames(30);
  return {amplitude_of(t.left(4096), 440.0) / kTone, amplitude_of(t.right(4096), 440.0) / kTone};
}

TEST(AudioStreamPlayer3D, TwiceAsFarIsQuieterByGodotsFormula) {
  // Inverse distance, unit size 10: 1 / (d / 10 + 0.00001).
  const auto near = heard_3d(Vector3(0, 0, -20));
  const auto far = heard_3d(Vector3(0, 0, -40));
  EXPECT_NEAR(near.first, kCentre / (2.0 + 1e-5), 1e-4);
  EXPECT_NEAR(far.first, kCentre / (4.0 + 1e-5), 1e-4);
  EXPECT_NEAR(near.first / far.first, 2.0, 1e-3);
  EXPECT_NEAR(near.second, near.first, 1e-6);  // straight ahead: centred
}

TEST(AudioStreamPlayer3D, EachAttenuationModelFollowsGodot) {
  using P = AudioStreamPlayer3D;
  const double d = 40.0 / 10.0;
  EXPECT_NEAR(heard_3d(Vector3(0, 0, -40), P::ATTENUATION_INVERSE_SQUARE_DISTANCE).first,
              kCentre / (d * d + 1e-5), 1e-5);
  EXPECT_NEAR(heard_3d(Vector3(0, 0, -40), P::ATTENUATION_LOGARITHMIC).first,
              kCentre * std::pow(10.0, -20.0 * std::log(d + 1e-5) / 20.0), 1e-5);
  EXPECT_NEAR(heard_3d(Vector3(0, 0, -40), P::ATTENUATION_DISABLED).first, kCentre, 1e-4);
  // Close in, the level is capped at max_db (3 dB).
  EXPECT_NEAR(heard_3d(Vector3(0, 0, -1)).first, kCentre * std::pow(10.0, 3.0 / 20.0), 1e-4);
  // max_distance fades linearly to silence there.
  EXPECT_NEAR(heard_3d(Vector3(0, 0, -20), P::ATTENUATION_DISABLED, 40.0).first, kCentre * 0.5,
              1e-4);
  EXPECT_LT(heard_3d(Vector3(0, 0, -50), P::ATTENUATION_DISABLED, 40.0).first, 1e-6);
}

TEST(AudioStreamPlayer3D, ASoundToTheRightIsLouderOnTheRight) {
  const auto right = heard_3d(Vector3(20, 0, 0), AudioStreamPlayer3D::ATTENUATION_DISABLED);
  // Godot's stereo panning of a sound at 90°: gains 0.5 (1 ∓ 0.7071) / 1.5, normalized.
  const double l = 1.0 - std::sqrt(0.5);
  const double r = 1.0 + std::sqrt(0.5);
  EXPECT_NEAR(right.first, l / std::hypot(l, r), 1e-4);
  EXPECT_NEAR(right.second, r / std::hypot(l, r), 1e-4);
}

TEST(AudioStreamPlayer3D, TheCurrentListenerHearsAndTurnsWithIt) {
  AudioTree t;
  auto* first = t.tree.get_root()->add_child(std::make_unique<AudioListener3D>());
  auto* second = t.tree.get_root()->add_child(std::make_unique<AudioListener3D>());
  EXPECT_TRUE(first->is_current());  // the first to enter
  EXPECT_FALSE(second->is_current());
  second->make_current();
  EXPECT_EQ(t.tree.get_root()->get_audio_listener_3d(), second);
  second->rotate_y(std::numbers::pi);  // facing +Z: right and left swap
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  player->set_stream(tone_stream(440.0, 0.5, 2.0));
  player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_DISABLED);
  player->set_position(Vector3(20, 0, 0));
  player->play();
  t.frames(30);
  EXPECT_GT(amplitude_of(t.left(4096), 440.0), 4 * amplitude_of(t.right(4096), 440.0));
  // When the current listener leaves, the other takes over.
  t.tree.get_root()->remove_child(second);
  EXPECT_TRUE(first->is_current());
  EXPECT_TRUE(second->is_current());  // remembered for when it comes back
  delete second;
}

// A tone 20 m to the right of whatever hears it, at full level: Godot's stereo gains for 90°.
const double kRightLeft =
    (1.0 - std::sqrt(0.5)) / std::hypot(1.0 - std::sqrt(0.5), 1.0 + std::sqrt(0.5));
const double kRightRight =
    (1.0 + std::sqrt(0.5)) / std::hypot(1.0 - std::sqrt(0.5), 1.0 + std::sqrt(0.5));

AudioStreamPlayer3D* add_tone_3d(AudioTree& t, const Vector3& position) {
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  player->set_stream(tone_stream(440.0, 0.5, 4.0));
  player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_DISABLED);
  player->set_position(position);
  return player;
}

TEST(AudioStreamPlayer3D, WithoutAListenerTheCurrentCameraHears) {
  AudioTree t;
  // A camera away from the origin facing -X: its right is world -Z.
  auto* camera = t.tree.get_root()->add_child(std::make_unique<Camera3D>());
  camera->set_position(Vector3(100, 0, 0));
  camera->rotate_y(real_t(std::numbers::pi / 2));
  ASSERT_EQ(t.tree.get_root()->get_camera_3d(), camera);
  ASSERT_EQ(t.tree.get_root()->get_audio_listener_3d(), nullptr);
  add_tone_3d(t, Vector3(100, 0, -20))->play();
  t.frames(30);
  EXPECT_NEAR(amplitude_of(t.left(4096), 440.0) / kTone, kRightLeft, 1e-4);
  EXPECT_NEAR(amplitude_of(t.right(4096), 440.0) / kTone, kRightRight, 1e-4);
}

TEST(AudioStreamPlayer3D, AnAudioListenerWinsOverTheCamera) {
  AudioTree t;
  auto* camera = t.tree.get_root()->add_child(std::make_unique<Camera3D>());
  camera->rotate_y(real_t(std::numbers::pi));  // facing +Z: world +X is on its left
  t.tree.get_root()->add_child(std::make_unique<AudioListener3D>());  // facing -Z
  add_tone_3d(t, Vector3(20, 0, 0))->play();
  t.frames(30);
  EXPECT_NEAR(amplitude_of(t.left(4096), 440.0) / kTone, kRightLeft, 1e-4);
  EXPECT_NEAR(amplitude_of(t.right(4096), 440.0) / kTone, kRightRight, 1e-4);
  // Once the listener clears, the camera hears again: the sound moves to the left.
  t.tree.get_root()->get_audio_listener_3d()->clear_current();
  t.capture.clear();
  t.frames(30);
  EXPECT_NEAR(amplitude_of(t.left(4096), 440.0) / kTone, kRightRight, 1e-4);
  EXPECT_NEAR(amplitude_of(t.right(4096), 440.0) / kTone, kRightLeft, 1e-4);
}

TEST(AudioStreamPlayer3D, DopplerFollowsTheCamerasTrackedVelocity) {
  AudioTree t;
  auto* camera = t.tree.get_root()->add_child(std::make_unique<Camera3D>());
  camera->set_doppler_tracking(Camera3D::DOPPLER_TRACKING_IDLE_STEP);
  auto* player = add_tone_3d(t, Vector3(0, 0, -10));
  player->set_doppler_tracking(AudioStreamPlayer3D::DOPPLER_TRACKING_IDLE_STEP);
  player->play();
  // The camera backs away from the sound at 34.3 m/s: pitch 343 / (343 + 34.3).
  for (int i = 0; i < 60; ++i) {
    camera->set_position(camera->get_position() + Vector3(0, 0, real_t(34.3 / 60)));
    t.tree.tick(1.0 / 60);
  }
  EXPECT_NEAR(camera->get_doppler_tracked_velocity().z, 34.3, 1e-2);
  EXPECT_NEAR(frequency_of(t.left(24000)), 440.0 * 343.0 / (343.0 + 34.3), 0.5);
  // Without tracking the camera reports no velocity, and the pitch comes back.
  camera->set_doppler_tracking(Camera3D::DOPPLER_TRACKING_DISABLED);
  EXPECT_EQ(camera->get_doppler_tracked_velocity(), Vector3());
  t.capture.clear();
  t.frames(30);
  EXPECT_NEAR(frequency_of(t.left(4096)), 440.0, 0.5);
  EXPECT_THROW(camera->set_doppler_tracking(Camera3D::DopplerTracking(3)), Error);
}

TEST(AudioStreamPlayer3D, DopplerLowersThePitchOfASoundMovingAway) {
  AudioTree t;
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  player->set_stream(tone_stream(440.0, 0.5, 4.0));
  player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_DISABLED);
  player->set_doppler_tracking(AudioStreamPlayer3D::DOPPLER_TRACKING_IDLE_STEP);
  player->set_position(Vector3(0, 0, -10));
  player->play();
  // Away from the listener at 34.3 m/s: pitch 343 / (343 + 34.3).
  for (int i = 0; i < 60; ++i) {
    player->set_position(player->get_position() + Vector3(0, 0, real_t(-34.3 / 60)));
    t.tree.tick(1.0 / 60);
  }
  EXPECT_NEAR(frequency_of(t.left(24000)), 440.0 * 343.0 / (343.0 + 34.3), 0.5);
  EXPECT_THROW(player->set_doppler_tracking(AudioStreamPlayer3D::DopplerTracking(5)), Error);
}

TEST(AudioStreamPlayer3D, DistanceDullsTheSoundWithTheAttenuationFilter) {
  AudioTree t;
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  player->set_stream(tone_stream(12000.0, 0.5, 2.0));
  player->set_attenuation_model(AudioStreamPlayer3D::ATTENUATION_DISABLED);
  player->set_max_distance(100.0);
  player->set_position(Vector3(0, 0, -50));  // half way: level 0.5, filter -12 dB (of -24)
  player->play();
  t.frames(30);
  const double heard = amplitude_of(t.left(4096), 12000.0);
  EXPECT_LT(heard, kTone * kCentre * 0.5 * 0.5);  // well below the level alone
  EXPECT_GT(heard, 0.0);
}

TEST(AudioStreamPlayer3D, PropertiesHaveGodotsDefaults) {
  AudioStreamPlayer3D player;
  EXPECT_EQ(player.get("unit_size"), Variant(10.0));
  EXPECT_EQ(player.get("max_db"), Variant(3.0));
  EXPECT_EQ(player.get("max_distance"), Variant(0.0));
  EXPECT_EQ(player.get("attenuation_filter_cutoff_hz"), Variant(5000.0));
  EXPECT_EQ(player.get("attenuation_filter_db"), Variant(-24.0));
  EXPECT_EQ(player.get("emission_angle_degrees"), Variant(45.0));
  EXPECT_EQ(player.get("panning_strength"), Variant(1.0));
  EXPECT_EQ(player.get("area_mask"), Variant(1));
  EXPECT_EQ(player.get_attenuation_db(10.0), std::min(20.0 * std::log10(1.0 / (1.0 + 1e-5)), 3.0));
  EXPECT_THROW(player.set_unit_size(0.0), Error);
}

TEST(AudioStreamPlayer2D, LevelAndPanFollowGodotsRules) {
  AudioTree t;  // a 1280×720 viewport: no listener, the screen's centre hears
  auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer2D>());
  player->set_stream(tone_stream(440.0, 0.5, 4.0));
  player->set_position(Vector2(640 + 640, 360));  // at the right edge
  player->play();
  t.frames(30);
  // Level (1 - 640 / 2000); pan 640 / 1280 × 0.25 + 0.5 = 0.625 to the right.
  const double level = 1.0 - 640.0 / 2000.0;
  EXPECT_NEAR(amplitude_of(t.left(4096), 440.0) / kTone, 0.375 * level, 1e-4);
  EXPECT_NEAR(amplitude_of(t.right(4096), 440.0) / kTone, 0.625 * level, 1e-4);
  // With a listener: heard from there, and out of earshot past max_distance.
  auto* listener = t.tree.get_root()->add_child(std::make_unique<AudioListener2D>());
  EXPECT_TRUE(listener->is_current());
  listener->set_position(Vector2(1280 + 2500, 360));
  t.capture.clear();
  t.frames(30);
  EXPECT_LT(peak_of(t.left(4096)), 1e-6f);
  EXPECT_THROW(player->set_max_distance(0.0), Error);
}

}  // namespace
}  // namespace arbor::test
