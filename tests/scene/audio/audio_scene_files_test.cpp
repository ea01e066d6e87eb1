// Audio in scene files: players, listeners, cameras, areas and streams load from Godot scenes
// and save back unchanged; bus layouts load from `.tres` files; a looping sound loops without a
// click.
#include <gtest/gtest.h>

#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/2d/area_2d.h"
#include "arbor/scene/3d/area_3d.h"
#include "arbor/scene/3d/audio_stream_player_3d.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/audio/audio_stream_player.h"
#include "arbor/scene/resources/audio_stream_randomizer.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/audio/audio_bus_layout.h"
#include "arbor/servers/audio/effects/audio_effect_amplify.h"
#include "arbor/servers/audio/effects/audio_effect_reverb.h"
#include "audio_files.h"
#include "audio_tree.h"

namespace arbor::test {
namespace {

const char* const kScene = R"([gd_scene format=3]

[ext_resource type="AudioStream" path="res://tone.wav" id="1_tone"]

[sub_resource type="AudioStreamRandomizer" id="AudioStreamRandomizer_a"]
random_pitch = 1.05
streams_count = 1
stream_0/stream = ExtResource("1_tone")

[node name="Level" type="Node3D"]

[node name="Music" type="AudioStreamPlayer" parent="."]
stream = ExtResource("1_tone")
volume_db = -6.0
autoplay = true
bus = &"Music"

[node name="Engine" type="AudioStreamPlayer3D" parent="."]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, -20)
stream = SubResource("AudioStreamRandomizer_a")
unit_size = 4.0
max_polyphony = 3
doppler_tracking = 1

[node name="Ears" type="AudioListener3D" parent="."]
current = true
)";

TEST(AudioSceneFiles, PlayersLoadFromAGodotSceneAndSaveBackUnchanged) {
  TempDir dir;
  WavSpec spec;
  write_file(dir.path / "tone.wav", wav_bytes(spec, sine(440.0, 0.5, 48000, 48000)));
  std::ofstream(dir.path / "level.tscn") << kScene;
  ResourceLoader::set_project_root(dir.path.string());
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://level.tscn");
  Owned<Node> level(scene->instantiate());
  auto* music = level->get_node<AudioStreamPlayer>("Music");
  EXPECT_EQ(music->get_volume_db(), -6.0);
  EXPECT_TRUE(music->is_autoplay_enabled());
  EXPECT_EQ(music->get_bus(), StringName("Music"));
  ASSERT_TRUE(music->get_stream());
  EXPECT_EQ(music->get_stream()->get_path(), "res://tone.wav");
  auto* engine = level->get_node<AudioStreamPlayer3D>("Engine");
  EXPECT_EQ(engine->get_unit_size(), 4.0);
  EXPECT_EQ(engine->get_max_polyphony(), 3);
  EXPECT_EQ(engine->get_doppler_tracking(), AudioStreamPlayer3D::DOPPLER_TRACKING_IDLE_STEP);
  EXPECT_TRUE(ref_cast<AudioStreamRandomizer>(engine->get_stream()));

  Ref<PackedScene> packed = make_ref<PackedScene>();
  packed->pack(level.get());
  EXPECT_EQ(write_scene_text(packed->get_state()), kScene);
  ResourceLoader::set_project_root(".");
}

TEST(AudioSceneFiles, AreasAndCamerasKeepTheirAudioSettingsThroughAGodotScene) {
  const char* const text = R"([gd_scene format=3]

[node name="Level" type="Node3D"]

[node name="Water" type="Area3D" parent="."]
collision_mask = 0
audio_bus_override = true
audio_bus_name = &"Underwater"
reverb_bus_enabled = true
reverb_bus_name = &"Echo"
reverb_bus_amount = 0.35
reverb_bus_uniformity = 0.5

[node name="Plain" type="Area3D" parent="."]

[node name="Cave" type="Area2D" parent="."]
audio_bus_override = true
audio_bus_name = &"Cave"

[node name="Eye" type="Camera3D" parent="."]
doppler_tracking = 2

[node name="Drip" type="AudioStreamPlayer3D" parent="."]
area_mask = 3
)";
  Owned<Node> level(instantiate_scene_text(text));
  auto* water = level->get_node<Area3D>("Water");
  EXPECT_TRUE(water->is_overriding_audio_bus());
  EXPECT_EQ(water->get_audio_bus_name(), StringName("Underwater"));
  EXPECT_TRUE(water->is_using_reverb_bus());
  EXPECT_EQ(water->get_reverb_bus_name(), StringName("Echo"));
  EXPECT_EQ(water->get_reverb_amount(), 0.35);
  EXPECT_EQ(water->get_reverb_uniformity(), 0.5);
  auto* plain = level->get_node<Area3D>("Plain");  // Godot's defaults
  EXPECT_FALSE(plain->is_overriding_audio_bus());
  EXPECT_EQ(plain->get_audio_bus_name(), StringName("Master"));
  EXPECT_FALSE(plain->is_using_reverb_bus());
  EXPECT_EQ(plain->get_reverb_bus_name(), StringName("Master"));
  EXPECT_EQ(plain->get_reverb_amount(), 0.0);
  EXPECT_EQ(plain->get_reverb_uniformity(), 0.0);
  EXPECT_EQ(level->get_node<Area2D>("Cave")->get_audio_bus_name(), StringName("Cave"));
  EXPECT_EQ(level->get_node<Camera3D>("Eye")->get_doppler_tracking(),
            Camera3D::DOPPLER_TRACKING_PHYSICS_STEP);
  EXPECT_EQ(level->get_node<AudioStreamPlayer3D>("Drip")->get_area_mask(), 3u);

  Ref<PackedScene> packed = make_ref<PackedScene>();
  packed->pack(level.get());
  EXPECT_EQ(write_scene_text(packed->get_state()), text);
}

TEST(AudioSceneFiles, AMissingSoundLeavesThePlayerSilentAndTheRestPlays) {
  TempDir dir;  // no tone.wav
  std::ofstream(dir.path / "level.tscn") << kScene;
  ResourceLoader::set_project_root(dir.path.string());
  std::vector<LoadWarning> warnings;
  ResourceLoader::set_warning_handler([&](const LoadWarning& w) { warnings.push_back(w); });
  AudioTree t;
  t.tree.change_scene_to_node(ResourceLoader::instantiate("res://level.tscn"));
  ResourceLoader::set_warning_handler({});
  ResourceLoader::set_project_root(".");
  ASSERT_FALSE(warnings.empty());
  EXPECT_NE(warnings[0].message.find("res://tone.wav"), std::string::npos) << warnings[0].message;
  t.frames(10);
  EXPECT_FALSE(t.tree.get_current_scene()->get_node<AudioStreamPlayer>("Music")->is_playing());
  EXPECT_EQ(t.tree.get_current_scene()->get_child_count(), 3);
}

TEST(AudioSceneFiles, ABusLayoutFileLoadsAndApplies) {
  TempDir dir;
  std::ofstream(dir.path / "default_bus_layout.tres")
      << R"([gd_resource type="AudioBusLayout" format=3]

[sub_resource type="AudioEffectReverb" id="AudioEffectReverb_1"]
resource_name = "Reverb"
room_size = 0.6

[sub_resource type="AudioEffectSpectrumAnalyzer" id="AudioEffectSpectrumAnalyzer_2"]
resource_name = "SpectrumAnalyzer"

[resource]
bus/0/volume_db = -2.0
bus/1/name = &"Music"
bus/1/solo = false
bus/1/mute = false
bus/1/bypass_fx = false
bus/1/volume_db = -6.0
bus/1/send = &"Master"
bus/1/effect/0/effect = SubResource("AudioEffectReverb_1")
bus/1/effect/0/enabled = true
bus/1/effect/1/effect = SubResource("AudioEffectSpectrumAnalyzer_2")
bus/1/effect/1/enabled = false
)";
  const std::string path = (dir.path / "default_bus_layout.tres").string();
  const Ref<AudioBusLayout> layout = ResourceLoader::load<AudioBusLayout>(path);
  ASSERT_EQ(layout->get_bus_count(), 2);
  std::vector<std::string> reports;
  AudioServer::Settings settings;
  settings.report = [&](const std::string& m) { reports.push_back(m); };
  AudioServer server(nullptr, settings);
  server.set_bus_layout(layout);
  EXPECT_EQ(server.get_bus_count(), 2);
  EXPECT_EQ(server.get_bus_volume_db(0), -2.0f);
  EXPECT_EQ(server.get_bus_name(1), StringName("Music"));
  EXPECT_EQ(server.get_bus_volume_db(1), -6.0f);
  ASSERT_EQ(server.get_bus_effect_count(1), 1);  // the analyser is not in Arbor: reported
  EXPECT_DOUBLE_EQ(ref_cast<AudioEffectReverb>(server.get_bus_effect(1, 0))->get_room_size(), 0.6);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_NE(reports[0].find("AudioEffectSpectrumAnalyzer"), std::string::npos) << reports[0];
  // And it saves back as it was read.
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  EXPECT_EQ(write_resource_text(read_resource_text(text, {})), text);
}

TEST(AudioSceneFiles, ALoopingSoundLoopsAtItsPointsWithoutAClick) {
  // 480 Hz at 48 kHz is 100 frames a period; the loop (frames 1000 to 2999) holds 20 periods.
  // Resampled from 44.1 kHz as well (441 Hz: the same 100 source frames a period).
  for (int rate : {48000, 44100}) {
    AudioTree t;
    WavSpec spec;
    spec.rate = rate;
    spec.loop_type = 0;
    spec.loop_start = 1000;
    spec.loop_last = 2999;
    const double frequency = rate / 100.0;
    const Ref<AudioStreamWAV> stream = AudioStreamWAV::load_from_buffer(
        wav_bytes(spec, sine(frequency, 0.5, rate, 5000)), "loop.wav");
    auto* player = t.tree.get_root()->add_child(std::make_unique<AudioStreamPlayer>());
    player->set_stream(stream);
    player->play();
    t.frames(60);  // 1 s: the loop comes round about 15 times
    const std::vector<float> left = t.left();
    // No step between neighbours exceeds the sine's own steepest at 48 kHz (2π f / 48000 × 0.5).
    const double steepest = 2.0 * std::numbers::pi * frequency / 48000.0 * 0.5;
    // (After the onset, whose start from silence rings in the resampler's kernel.)
    double worst = 0.0;
    for (std::size_t i = 512; i < left.size(); ++i) {
      worst = std::max(worst, double(std::abs(left[i] - left[i - 1])));
    }
    EXPECT_LT(worst, steepest * 1.01) << rate;

    EXPECT_NEAR(amplitude_of(left, frequency), 0.5 * 32767 / 32768.0, 0.01) << rate;
    EXPECT_TRUE(player->is_playing());
  }
}

}  // namespace
}  // namespace arbor::test
