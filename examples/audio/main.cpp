// Arbor's audio in one program: a bus layout with an effect, a tone generated from code, a
// positioned sound, the meters, and the mix captured to a .wav file without a sound card.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <numbers>

#include "arbor/arbor.h"

using namespace arbor;

int main() {
  // The tree's audio server: offline (the tree's clock drives it), capturing the master bus.
  AudioCapture capture(48000);
  SceneTree tree;
  AudioServer* audio = tree.servers().add(
      std::make_unique<AudioServer>(std::make_unique<NullAudioDriver>(48000, &capture)));

  // A Music bus at -6 dB with a reverb, sending to Master.
  audio->add_bus();
  audio->set_bus_name(1, "Music");
  audio->set_bus_volume_db(1, -6.0f);
  audio->add_bus_effect(1, make_ref<AudioEffectReverb>());

  // A 440 Hz tone pushed from code into a generator, on the Music bus.
  auto* music = tree.get_root()->add_child(std::make_unique<AudioStreamPlayer>());
  Ref<AudioStreamGenerator> generator = make_ref<AudioStreamGenerator>();
  generator->set_mix_rate(48000);
  music->set_stream(generator);
  music->set_bus("Music");
  music->play();
  auto pushed = ref_cast<AudioStreamGeneratorPlayback>(music->get_stream_playback());
  double phase = 0.0;

  // A listener, and a looping hum 20 m to its right that fades with distance. Sounds usually
  // come from files: ResourceLoader::load<AudioStream>("res://engine.ogg") (.wav, .ogg, .mp3).
  Ref<AudioStreamWAV> hum = make_ref<AudioStreamWAV>();
  PackedByteArray samples;
  for (int i = 0; i < 4800; ++i) {
    samples.push_back(std::uint8_t(std::int8_t(60 * std::sin(2 * std::numbers::pi * i / 48.0))));
  }
  hum->set_data(samples);  // 8-bit mono at 48 kHz, a 1 kHz hum
  hum->set_mix_rate(48000);
  hum->set_loop_mode(AudioStreamWAV::LOOP_FORWARD);
  tree.get_root()->add_child(std::make_unique<AudioListener3D>());
  auto* engine = tree.get_root()->add_child(std::make_unique<AudioStreamPlayer3D>());
  engine->set_stream(hum);
  engine->set_position(Vector3(20, 0, 0));
  engine->play();

  for (int frame = 0; frame < 60; ++frame) {
    while (pushed->get_frames_available() > 0) {
      const auto v = real_t(0.3 * std::sin(phase));
      pushed->push_frame(Vector2(v, v));
      phase += 2.0 * std::numbers::pi * 440.0 / 48000.0;
    }
    tree.tick(1.0 / 60.0);
  }
  std::printf("Music peak: %.1f dB, Master peak: %.1f dB, %.3f s captured\n",
              audio->get_bus_peak_volume_left_db(1, 0), audio->get_bus_peak_volume_left_db(0, 0),
              capture.get_length());
  capture.save_wav((std::filesystem::temp_directory_path() / "arbor_audio_example.wav").string());
  return capture.get_length() == 1.0 ? 0 : 1;
}
